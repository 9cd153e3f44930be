import { Badge } from '@mantine/core';
import type { OrderStatus } from '@roomtone/contracts';

const LOOK: Record<OrderStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'gray' },
  succeeded: { label: 'Paid', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  refunded: { label: 'Refunded', color: 'orange' },
};

/** An order's state as a badge. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const look = LOOK[status];
  return (
    <Badge variant="light" color={look.color}>
      {look.label}
    </Badge>
  );
}

/** The order states as filter choices. */
export const ORDER_STATUS_FILTER = [
  { value: '', label: 'Any state' },
  ...(Object.entries(LOOK) as [OrderStatus, { label: string }][]).map(([value, look]) => ({
    value,
    label: look.label,
  })),
];
