import { Anchor, Badge, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { ORGANIZATION_PLANS } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SortableHeader } from '../../../components/sortable-header.tsx';
import { paths } from '../../../lib/config/paths.ts';
import { adminQueries } from '../api/admin-queries.ts';
import { AdminPage, QueryState } from './admin-page.tsx';
import { AdminPagedTable, countText } from './admin-paged-table.tsx';
import { useListParams } from './use-list-params.ts';

const DEFAULTS = {
  q: '',
  sort: 'created',
  dir: 'desc',
  verified: 'all',
  admin: 'all',
  plan: '',
  organizationId: '',
  page: '1',
};

const YES_NO = [
  { value: 'all', label: 'All' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** The plan filter's choices: any, none, or one plan. */
export const PLAN_FILTER = [
  { value: '', label: 'Any plan' },
  { value: 'none', label: 'No plan' },
  ...ORGANIZATION_PLANS.map((plan) => ({ value: plan.code, label: plan.displayName })),
];

/** `/admin/users` (and `/admin/accounts`): every user, paged, sorted and filtered on the server. */
export function AdminUsersPage() {
  const { params, update, searchText, setSearchText, sort, handleSort } = useListParams(DEFAULTS);
  const list = useQuery(adminQueries.users(params));
  return (
    <AdminPage title="Users">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name, e-mail or organization"
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          label="Verified"
          data={YES_NO}
          value={params.verified}
          onChange={(value) => update({ verified: value ?? 'all' })}
          allowDeselect={false}
          w={110}
        />
        <Select
          label="Administrator"
          data={YES_NO}
          value={params.admin}
          onChange={(value) => update({ admin: value ?? 'all' })}
          allowDeselect={false}
          w={130}
        />
        <Select
          label="Plan"
          data={PLAN_FILTER}
          value={params.plan}
          onChange={(value) => update({ plan: value ?? '' })}
          allowDeselect={false}
          w={220}
        />
      </Group>
      {params.organizationId ? (
        <Group gap="xs">
          <Text size="sm">Users of one organization.</Text>
          <Anchor component="button" size="sm" onClick={() => update({ organizationId: '' })}>
            Show every organization
          </Anchor>
        </Group>
      ) : null}
      <QueryState query={list} what="users">
        {(data) => (
          <AdminPagedTable
            paging={data.paging}
            count={countText(data.paging.total, 'user', 'users')}
            empty="No user matches."
            minWidth={720}
            head={
              <Table.Tr>
                <SortableHeader column="name" sort={sort} onSort={handleSort}>
                  Name
                </SortableHeader>
                <SortableHeader column="email" sort={sort} onSort={handleSort}>
                  E-mail
                </SortableHeader>
                <Table.Th>Organization</Table.Th>
                <Table.Th>State</Table.Th>
                <SortableHeader column="created" sort={sort} onSort={handleSort}>
                  Created
                </SortableHeader>
                <SortableHeader column="lastLogin" sort={sort} onSort={handleSort}>
                  Last sign-in
                </SortableHeader>
              </Table.Tr>
            }
            onPage={(page) => update({ page: String(page) })}
          >
            {data.users.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Anchor component={Link} to={paths.adminUser(user.id)}>
                    {user.name}
                  </Anchor>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
                <Table.Td>
                  {user.organizationId && !user.isPersonalOrganization ? (
                    <Anchor component={Link} to={paths.adminOrganization(user.organizationId)} size="sm">
                      {user.organizationName}
                    </Anchor>
                  ) : (
                    <Text size="sm" c="dimmed">
                      Personal
                    </Text>
                  )}
                  {user.planCode ? (
                    <Text size="xs" c="dimmed">
                      {user.planCode}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {user.isAdmin ? <Badge color="dark">Admin</Badge> : null}
                    {user.isVerified ? null : <Badge color="yellow">Unverified</Badge>}
                  </Group>
                </Table.Td>
                <Table.Td>{new Date(user.createdOn).toLocaleDateString()}</Table.Td>
                <Table.Td>
                  {user.lastLoginOn ? new Date(user.lastLoginOn).toLocaleDateString() : 'Never'}
                </Table.Td>
              </Table.Tr>
            ))}
          </AdminPagedTable>
        )}
      </QueryState>
    </AdminPage>
  );
}
