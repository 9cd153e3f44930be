import type { OrderStatus } from '@roomtone/contracts';

/** How an order's state reads in its history, and its badge colour. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, { label: string; color: string }> = {
  succeeded: { label: 'Paid', color: 'green' },
  refunded: { label: 'Refunded', color: 'gray' },
  pending: { label: 'Not paid', color: 'yellow' },
  failed: { label: 'Failed', color: 'red' },
};

const DAY = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A date as the billing screens show it, e.g. 'Dec 26, 2026' (UTC, the day the server counts). */
export function formatDay(iso: string): string {
  return DAY.format(new Date(iso));
}
