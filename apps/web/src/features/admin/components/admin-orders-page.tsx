import { Anchor, Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { formatCents } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SortableHeader } from '../../../components/sortable-header.tsx';
import { adminPaymentPaths, adminPaymentQueries } from '../api/admin-payments-queries.ts';
import { AdminPage, QueryState } from './admin-page.tsx';
import { ORDER_STATUS_FILTER, OrderStatusBadge } from './order-status-badge.tsx';
import { useListParams } from './use-list-params.ts';

const DEFAULTS = { q: '', status: '', sort: 'created', dir: 'desc', page: '1' };

/** `/admin/orders`: every order, paged, newest first, filtered by state and by e-mail or organization. */
export function AdminOrdersPage() {
  const { params, update, searchText, setSearchText, sort, handleSort } = useListParams(DEFAULTS);
  const list = useQuery(
    adminPaymentQueries.orders({ q: params.q, status: params.status, dir: params.dir, page: params.page }),
  );
  return (
    <AdminPage title="Orders">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Buyer's e-mail or organization"
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          label="State"
          data={ORDER_STATUS_FILTER}
          value={params.status}
          onChange={(value) => update({ status: value ?? '' })}
          allowDeselect={false}
          w={180}
        />
      </Group>
      <QueryState query={list} what="orders">
        {(data) =>
          data.orders.length === 0 ? (
            <Text c="dimmed">No order matches.</Text>
          ) : (
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {data.paging.total.toLocaleString('en-US')} order{data.paging.total === 1 ? '' : 's'}
              </Text>
              <Table.ScrollContainer minWidth={720}>
                <Table striped highlightOnHover verticalSpacing={6}>
                  <Table.Thead>
                    <Table.Tr>
                      <SortableHeader column="created" sort={sort} onSort={handleSort}>
                        Date
                      </SortableHeader>
                      <Table.Th>Item</Table.Th>
                      <Table.Th>Buyer</Table.Th>
                      <Table.Th ta="right">Amount</Table.Th>
                      <Table.Th>State</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.orders.map((order) => (
                      <Table.Tr key={order.id}>
                        <Table.Td>
                          <Anchor component={Link} to={adminPaymentPaths.order(order.id)}>
                            {new Date(order.createdOn).toLocaleString()}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{order.item}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>
                          {order.userEmail ?? order.receiptEmail ?? '—'}
                          {order.organizationName ? (
                            <Text size="xs" c="dimmed">
                              {order.organizationName}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td ta="right">{formatCents(order.amountCents)}</Table.Td>
                        <Table.Td>
                          <OrderStatusBadge status={order.status} />
                        </Table.Td>
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
