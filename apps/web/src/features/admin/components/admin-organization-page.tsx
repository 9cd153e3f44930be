import { Anchor, Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminOrganizationDetail } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { paths } from '../../../lib/config/paths.ts';
import { adminQueries } from '../api/admin-queries.ts';
import { AdminPage, QueryState } from './admin-page.tsx';
import { OrganizationMembersCard } from './organization-members-card.tsx';
import { OrganizationModelsCard } from './organization-models-card.tsx';
import { OrganizationOrdersCard } from './organization-orders-card.tsx';
import { OrganizationPlanCard } from './organization-plan-card.tsx';

function ProfileCard({ organization }: { organization: AdminOrganizationDetail }) {
  const rows: [string, string][] = [
    ['Subscriber', organization.subscriberName],
    ['Phone', organization.phone],
    ['Country', organization.countryName],
    ['Vendor name', organization.vendorName ?? ''],
    ['Vendor web site', organization.vendorUrl],
    ['Web inquiries', organization.vendorRequests ? 'Received' : 'Off'],
    ['Created', new Date(organization.createdOn).toLocaleString()],
  ];
  return (
    <Card withBorder padding="md">
      <Title order={2} fz="lg" mb="sm">
        Profile and vendor fields
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {value || '—'}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}

/** `/admin/organizations/{id}`: profile, plan, users, models and orders of one organization. */
export function AdminOrganizationPage() {
  const { id = '' } = useParams();
  const organization = useQuery(adminQueries.organization(id));
  return (
    <QueryState query={organization} what="organization">
      {(data) => (
        <AdminPage
          title={data.name}
          actions={
            <Badge variant="light" color={data.planCode ? 'blue' : 'gray'}>
              {data.isPersonal ? 'Personal · ' : ''}
              {data.planCode ?? 'No plan'}
            </Badge>
          }
        >
          <Anchor component={Link} to={paths.adminOrganizations} size="sm">
            ← All organizations
          </Anchor>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Stack gap="md">
              <OrganizationPlanCard key={data.planCode ?? 'none'} organization={data} />
              <ProfileCard organization={data} />
              <OrganizationOrdersCard organizationId={data.id} />
            </Stack>
            <Stack gap="md">
              <OrganizationMembersCard organization={data} />
              <OrganizationModelsCard organization={data} />
            </Stack>
          </SimpleGrid>
        </AdminPage>
      )}
    </QueryState>
  );
}
