import { Anchor, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { formatCents } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SortableHeader } from '../../../components/sortable-header.tsx';
import { paths } from '../../../lib/config/paths.ts';
import { adminPaymentQueries } from '../api/admin-payments-queries.ts';
import { AdminPage, QueryState } from './admin-page.tsx';
import { AdminPagedTable, countText } from './admin-paged-table.tsx';
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
        {(data) => (
          <AdminPagedTable
            paging={data.paging}
            count={countText(data.paging.total, 'order', 'orders')}
            empty="No order matches."
            minWidth={720}
            head={
              <Table.Tr>
                <SortableHeader column="created" sort={sort} onSort={handleSort}>
                  Date
                </SortableHeader>
                <Table.Th>Item</Table.Th>
                <Table.Th>Buyer</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>State</Table.Th>
              </Table.Tr>
            }
            onPage={(page) => update({ page: String(page) })}
          >
            {data.orders.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>
                  <Anchor component={Link} to={paths.adminOrder(order.id)}>
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
          </AdminPagedTable>
        )}
      </QueryState>
    </AdminPage>
  );
}
