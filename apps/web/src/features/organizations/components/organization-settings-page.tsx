import { Alert, Badge, Container, Grid, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { viewerOf } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ScrollingTabList } from '../../../components/scrolling-tab-list.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { organizationQueries } from '../api/organization-queries.ts';
import { AcousticModelsTab } from './acoustic-models-tab.tsx';
import { CompanyLogoPanel } from './company-logo-panel.tsx';
import { OrganizationFinishesTab } from './organization-finishes-tab.tsx';
import { OrganizationPasswordForm } from './organization-password-form.tsx';
import { OrganizationPreferencesForm } from './organization-preferences-form.tsx';
import { OrganizationProfileForm } from './organization-profile-form.tsx';
import { organizationTabsFor } from './organization-tabs.ts';
import { SubscriptionTab } from './subscription-tab.tsx';

/**
 * `/organization/settings`: the organization's tabs, the open one kept in the URL hash.
 * `subscriptionActions` is what the screen adds to the Subscription tab (buying a plan).
 */
export function OrganizationSettingsPage({
  subscriptionActions = null,
  settingsExtras = null,
}: {
  subscriptionActions?: ReactNode;
  /** What the screen adds below the Settings tab's form (the vendor calculator's embedding). */
  settingsExtras?: ReactNode;
}) {
  const { data: user } = useCurrentUser();
  const organization = useQuery(organizationQueries.detail());
  const location = useLocation();
  const navigate = useNavigate();
  const tabs = organizationTabsFor(viewerOf(user));
  const hashTab = location.hash.replace('#', '');
  const tab = tabs.some((candidate) => candidate.value === hashTab) ? hashTab : 'profile';
  const data = organization.data;

  const panels: Record<string, ReactNode> = data
    ? {
        profile: (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <OrganizationProfileForm organization={data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <CompanyLogoPanel logoUpdatedOn={data.logoUpdatedOn} />
            </Grid.Col>
          </Grid>
        ),
        password: <OrganizationPasswordForm />,
        settings: (
          <Stack gap="xl">
            <OrganizationPreferencesForm organization={data} />
            {settingsExtras}
          </Stack>
        ),
        finishes: <OrganizationFinishesTab />,
        models: <AcousticModelsTab />,
        subscription: <SubscriptionTab organization={data} actions={subscriptionActions} />,
      }
    : {};

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Organization settings</Title>
          {data ? (
            <Group gap="xs">
              <Text c="dimmed">{data.name}</Text>
              <Badge variant="outline" color={data.plan ? 'blue' : 'gray'}>
                {data.plan?.displayName ?? 'No plan'}
              </Badge>
            </Group>
          ) : null}
        </Stack>
        {organization.isPending ? <Loader aria-label="Loading the organization" /> : null}
        {organization.isError ? (
          <Alert color="red" role="alert">
            {organization.error.message}
          </Alert>
        ) : null}
        {data ? (
          <Tabs
            value={tab}
            onChange={(value) => void navigate({ hash: value ?? 'profile' }, { replace: true })}
            keepMounted={false}
          >
            <ScrollingTabList activeTab={tab}>
              {tabs.map((item) => (
                <Tabs.Tab key={item.value} value={item.value}>
                  {item.label}
                </Tabs.Tab>
              ))}
            </ScrollingTabList>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} mt="md">
              {tabs.map((item) => (
                <Tabs.Panel key={item.value} value={item.value}>
                  {panels[item.value]}
                </Tabs.Panel>
              ))}
            </Paper>
          </Tabs>
        ) : null}
      </Stack>
    </Container>
  );
}
