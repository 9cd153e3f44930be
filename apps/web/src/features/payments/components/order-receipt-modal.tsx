import { Badge, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { formatCents, type PaymentOrder } from '@roomtone/contracts';
import { formatDay, ORDER_STATUS_LABELS } from '../model/order-status.ts';

/** One order's receipt: what was bought, the price, the promo discount, the total and when. */
export function OrderReceiptModal({ order, onClose }: { order: PaymentOrder | null; onClose: () => void }) {
  const rows: [string, string][] =
    order === null
      ? []
      : [
          ['Order', order.id],
          ['Item', order.item],
          ['Price', formatCents(order.listAmountCents)],
          ...(order.promoCode === null
            ? []
            : [
                [
                  `Promo code ${order.promoCode}`,
                  `−${formatCents(order.listAmountCents - order.amountCents)}`,
                ] as [string, string],
              ]),
          ['Total paid', formatCents(order.amountCents)],
          ['Paid on', order.paidOn === null ? '—' : formatDay(order.paidOn)],
        ];
  const status = order === null ? null : ORDER_STATUS_LABELS[order.status];
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title="Receipt"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {order === null || status === null ? null : (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={600}>Roomtone</Text>
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
          </Group>
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w="40%" fw={500}>
                    {label}
                  </Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {order.refundedOn === null ? null : (
            <Text size="sm" c="dimmed">
              {`Refunded on ${formatDay(order.refundedOn)}${order.refundReason ? `: ${order.refundReason}` : '.'}`}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
