import { Badge, Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatCents, type PaymentOrder } from '@roomtone/contracts';
import { useState } from 'react';
import { formatDay, ORDER_STATUS_LABELS } from '../model/order-status.ts';
import { OrderReceiptModal } from './order-receipt-modal.tsx';

/** The organization's orders, newest first, each paid one with its receipt. */
export function OrderHistory({ orders }: { orders: PaymentOrder[] }) {
  const [receipt, setReceipt] = useState<PaymentOrder | null>(null);
  return (
    <Stack gap="xs" component="section" aria-labelledby="order-history-title">
      <Title order={3} size="h5" id="order-history-title">
        Order history
      </Title>
      {orders.length === 0 ? (
        <Text c="dimmed" size="sm">
          No orders yet. Plans and model credits you buy are listed here with their receipts.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Item</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Receipt</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.map((order) => {
                const status = ORDER_STATUS_LABELS[order.status];
                const hasReceipt = order.paidOn !== null;
                return (
                  <Table.Tr key={order.id}>
                    <Table.Td>{formatDay(order.paidOn ?? order.createdOn)}</Table.Td>
                    <Table.Td>{order.item}</Table.Td>
                    <Table.Td ta="right">{formatCents(order.amountCents)}</Table.Td>
                    <Table.Td>
                      <Badge color={status.color} variant="light">
                        {status.label}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      {hasReceipt ? (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          onClick={() => setReceipt(order)}
                          aria-label={`Receipt of ${order.item}, ${formatDay(order.paidOn ?? order.createdOn)}`}
                        >
                          Receipt
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <OrderReceiptModal order={receipt} onClose={() => setReceipt(null)} />
    </Stack>
  );
}
