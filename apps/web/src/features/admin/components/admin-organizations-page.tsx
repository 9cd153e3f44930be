import { Anchor, Badge, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SortableHeader } from '../../../components/sortable-header.tsx';
import { paths } from '../../../lib/config/paths.ts';
import { adminQueries } from '../api/admin-queries.ts';
import { AdminPage, QueryState } from './admin-page.tsx';
import { AdminPagedTable, countText } from './admin-paged-table.tsx';
import { PLAN_FILTER } from './admin-users-page.tsx';
import { useListParams } from './use-list-params.ts';

const DEFAULTS = { q: '', sort: 'created', dir: 'desc', plan: '', personal: 'no', page: '1' };

/** `/admin/organizations`: organizations, paged, sorted and filtered on the server. */
export function AdminOrganizationsPage() {
  const { params, update, searchText, setSearchText, sort, handleSort } = useListParams(DEFAULTS);
  const list = useQuery(adminQueries.organizations(params));
  return (
    <AdminPage title="Organizations">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name or vendor name"
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          label="Kind"
          data={[
            { value: 'no', label: 'Organization accounts' },
            { value: 'yes', label: 'Personal' },
            { value: 'all', label: 'All' },
          ]}
          value={params.personal}
          onChange={(value) => update({ personal: value ?? 'no' })}
          allowDeselect={false}
          w={200}
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
      <QueryState query={list} what="organizations">
        {(data) => (
          <AdminPagedTable
            paging={data.paging}
            count={countText(data.paging.total, 'organization', 'organizations')}
            empty="No organization matches."
            minWidth={640}
            head={
              <Table.Tr>
                <SortableHeader column="name" sort={sort} onSort={handleSort}>
                  Name
                </SortableHeader>
                <Table.Th>Plan</Table.Th>
                <SortableHeader column="members" sort={sort} onSort={handleSort} align="right">
                  Users
                </SortableHeader>
                <SortableHeader column="created" sort={sort} onSort={handleSort}>
                  Created
                </SortableHeader>
              </Table.Tr>
            }
            onPage={(page) => update({ page: String(page) })}
          >
            {data.organizations.map((organization) => (
              <Table.Tr key={organization.id}>
                <Table.Td>
                  <Anchor component={Link} to={paths.adminOrganization(organization.id)}>
                    {organization.name}
                  </Anchor>
                  {organization.vendorName ? (
                    <Text size="xs" c="dimmed">
                      Vendor: {organization.vendorName}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {organization.planCode ? (
                    <Badge variant="light">{organization.planCode}</Badge>
                  ) : (
                    <Text size="sm" c="dimmed">
                      No plan
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{organization.memberCount}</Table.Td>
                <Table.Td>{new Date(organization.createdOn).toLocaleDateString()}</Table.Td>
              </Table.Tr>
            ))}
          </AdminPagedTable>
        )}
      </QueryState>
    </AdminPage>
  );
}
