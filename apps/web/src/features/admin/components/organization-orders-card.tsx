import { Anchor, Card, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { formatCents } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/config/paths.ts';
import { adminPaymentQueries } from '../api/admin-payments-queries.ts';
import { QueryState } from './admin-page.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** An organization's orders, newest first, each opening its page (and its refund). */
export function OrganizationOrdersCard({ organizationId }: { organizationId: string }) {
  const [page, setPage] = useState(1);
  const orders = useQuery(adminPaymentQueries.orders({ organizationId, page: String(page) }));
  return (
    <Card withBorder padding="md">
      <Title order={2} fz="lg" mb="sm">
        Orders
      </Title>
      <QueryState query={orders} what="orders">
        {(data) =>
          data.paging.total === 0 ? (
            <Text size="sm" c="dimmed">
              No order yet.
            </Text>
          ) : (
            <Stack gap="xs">
              <Table.ScrollContainer minWidth={360}>
                <Table verticalSpacing={4} fz="sm">
                  <Table.Tbody>
                    {data.orders.map((order) => (
                      <Table.Tr key={order.id}>
                        <Table.Td>
                          <Anchor component={Link} to={paths.adminOrder(order.id)} size="sm">
                            {new Date(order.createdOn).toLocaleDateString()}
                          </Anchor>
                        </Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{order.item}</Table.Td>
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
                <Group justify="flex-end">
                  <Pagination
                    size="sm"
                    total={data.paging.pages}
                    value={data.paging.page}
                    onChange={setPage}
                  />
                </Group>
              ) : null}
            </Stack>
          )
        }
      </QueryState>
    </Card>
  );
}
