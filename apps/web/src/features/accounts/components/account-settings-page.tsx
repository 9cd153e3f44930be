import { Alert, Container, Loader, Paper, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { accountQueries } from '../api/account-queries.ts';
import { ConnectedAccounts } from './connected-accounts.tsx';
import { EmailForm } from './email-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

const TABS = ['profile', 'email', 'password'] as const;

/** `/account/settings`: tabs Profile, Email and Password; the tab is kept in the URL hash. */
export function AccountSettingsPage() {
  const profile = useQuery(accountQueries.profile());
  const { data: session } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const hashTab = location.hash.replace('#', '');
  const tab = (TABS as readonly string[]).includes(hashTab) ? hashTab : 'profile';

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>Account settings</Title>
        {profile.isPending ? <Loader aria-label="Loading your profile" /> : null}
        {profile.isError ? (
          <Alert color="red" role="alert">
            {profile.error.message}
          </Alert>
        ) : null}
        {profile.data ? (
          <Tabs
            value={tab}
            onChange={(value) => void navigate({ hash: value ?? 'profile' }, { replace: true })}
            keepMounted={false}
          >
            <Tabs.List>
              <Tabs.Tab value="profile">Profile</Tabs.Tab>
              <Tabs.Tab value="email">Email</Tabs.Tab>
              <Tabs.Tab value="password">Password</Tabs.Tab>
            </Tabs.List>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} mt="md">
              <Tabs.Panel value="profile">
                <ProfileForm profile={profile.data} />
              </Tabs.Panel>
              <Tabs.Panel value="email">
                <EmailForm email={profile.data.email} />
              </Tabs.Panel>
              <Tabs.Panel value="password">
                <PasswordForm />
              </Tabs.Panel>
            </Paper>
          </Tabs>
        ) : null}
        {profile.data && session?.socialLogin ? (
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <ConnectedAccounts connections={profile.data.connections} />
          </Paper>
        ) : null}
      </Stack>
    </Container>
  );
}
