import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type AdminDashboard, findPlan, formatCents } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../lib/config/paths.ts';
import { adminQueries } from '../api/admin-queries.ts';
import { AdminPage, QueryState } from './admin-page.tsx';
import { AuditTable } from './audit-table.tsx';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}

function planName(code: string | null): string {
  if (code === null) return 'No plan';
  return findPlan(code)?.displayName ?? code;
}

function Figures({ dashboard }: { dashboard: AdminDashboard }) {
  const number = (value: number) => value.toLocaleString('en-US');
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
        <Figure
          label="Users"
          value={number(dashboard.users)}
          hint={`${number(dashboard.verifiedUsers)} verified`}
        />
        <Figure
          label="Organizations"
          value={number(dashboard.organizations)}
          hint="including personal ones"
        />
        <Figure label="Projects" value={number(dashboard.projects)} />
        <Figure label="Revisions this week" value={number(dashboard.revisionsThisWeek)} hint="last 7 days" />
        <Figure label="Web inquiries" value={number(dashboard.inquiries)} />
        <Figure label="Orders this month" value={number(dashboard.ordersThisMonth)} hint="paid, UTC month" />
        <Figure
          label="Revenue this month"
          value={formatCents(dashboard.revenueThisMonthCents)}
          hint="paid orders"
        />
      </SimpleGrid>
      <Card withBorder padding="md">
        <Title order={2} fz="lg" mb="xs">
          Organizations by plan
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={4}>
          {dashboard.organizationsByPlan.map((row) => (
            <Text key={row.planCode ?? 'none'} size="sm">
              <Anchor component={Link} to={`${paths.adminOrganizations}?plan=${row.planCode ?? 'none'}`}>
                {planName(row.planCode)}
              </Anchor>
              : {number(row.count)}
            </Text>
          ))}
        </SimpleGrid>
      </Card>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Latest audit entries
        </Title>
        <AuditTable entries={dashboard.latestAudit} />
        <Anchor component={Link} to={paths.adminLogs} size="sm">
          The whole audit log
        </Anchor>
      </Stack>
    </Stack>
  );
}

/** `/admin`: the service at a glance. */
export function AdminDashboardPage() {
  const dashboard = useQuery(adminQueries.dashboard());
  return (
    <AdminPage title="Administration">
      <QueryState query={dashboard} what="dashboard">
        {(data) => <Figures dashboard={data} />}
      </QueryState>
    </AdminPage>
  );
}
