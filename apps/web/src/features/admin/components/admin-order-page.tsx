import { Anchor, Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { type AdminOrderDetail, formatCents } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../lib/config/paths.ts';
import { adminPaymentQueries } from '../api/admin-payments-queries.ts';
import { AdminPage, QueryState } from './admin-page.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { RefundDialog } from './refund-dialog.tsx';

function when(value: string | null): string {
  return value ? new Date(value).toLocaleString() : '—';
}

function fieldsOf(order: AdminOrderDetail): [string, ReactNode][] {
  return [
    ['State', <OrderStatusBadge key="state" status={order.status} />],
    ['Charged', formatCents(order.amountCents)],
    ['List price', formatCents(order.listAmountCents)],
    ['Promo code', order.promoCode ?? '—'],
    [
      'Buyer',
      order.userId ? (
        <Anchor key="buyer" component={Link} to={paths.adminUser(order.userId)}>
          {order.userEmail}
        </Anchor>
      ) : (
        'Not signed in'
      ),
    ],
    ['Receipt e-mail', order.receiptEmail ?? '—'],
    [
      'Organization',
      order.organizationId ? (
        <Anchor key="organization" component={Link} to={paths.adminOrganization(order.organizationId)}>
          {order.organizationName}
        </Anchor>
      ) : (
        '—'
      ),
    ],
    ['Ordered', when(order.createdOn)],
    ['Paid', when(order.paidOn)],
    ['Card processor', order.provider],
    ['Processor reference', order.providerReference ?? '—'],
    ['Refunded', when(order.refundedOn)],
    ['Refund reason', order.refundReason ?? '—'],
    ['Refund reference', order.refundReference ?? '—'],
    ['Failure', order.failureMessage ?? '—'],
  ];
}

/** `/admin/orders/{id}`: an order, and its refund (asked for a reason first). */
export function AdminOrderPage() {
  const { id = '' } = useParams();
  const order = useQuery(adminPaymentQueries.order(id));
  const [refunding, setRefunding] = useState(false);
  const canRefund = order.data?.status === 'succeeded' && order.data.amountCents > 0;
  return (
    <AdminPage
      title="Order"
      actions={
        canRefund ? (
          <Button color="red" variant="light" onClick={() => setRefunding(true)}>
            Refund
          </Button>
        ) : null
      }
    >
      <QueryState query={order} what="order">
        {(data) => (
          <Card withBorder padding="md">
            <Group justify="space-between" mb="sm" wrap="wrap">
              <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                {data.item}
              </Title>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {data.id}
              </Text>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
              {fieldsOf(data).map(([label, value]) => (
                <div key={label}>
                  <Text size="xs" c="dimmed">
                    {label}
                  </Text>
                  <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                    {value}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </Card>
        )}
      </QueryState>
      {refunding && order.data ? (
        <RefundDialog order={order.data} onClose={() => setRefunding(false)} />
      ) : null}
    </AdminPage>
  );
}
