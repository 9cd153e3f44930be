import { Anchor, Badge, Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SortableHeader } from '../../../components/sortable-header.tsx';
import { paths } from '../../../lib/config/paths.ts';
import { adminQueries } from '../api/admin-queries.ts';
import { AdminPage, QueryState } from './admin-page.tsx';
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
        {(data) =>
          data.organizations.length === 0 ? (
            <Text c="dimmed">No organization matches.</Text>
          ) : (
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {data.paging.total.toLocaleString('en-US')} organization{data.paging.total === 1 ? '' : 's'}
              </Text>
              <Table.ScrollContainer minWidth={640}>
                <Table striped highlightOnHover verticalSpacing={6}>
                  <Table.Thead>
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
                  </Table.Thead>
                  <Table.Tbody>
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
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {data.paging.pages > 1 ? (
                <Pagination
                  total={data.paging.pages}
                  value={data.paging.page}
                  onChange={(page) => update({ page: String(page) })}
                  siblings={1}
                />
              ) : null}
            </Stack>
          )
        }
      </QueryState>
    </AdminPage>
  );
}
