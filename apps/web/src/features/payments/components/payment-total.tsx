import { Group, Text } from '@mantine/core';
import { formatCents } from '@roomtone/contracts';

/** The dialog's total: the list price struck through when a promo code changes it, then what is paid. */
export function PaymentTotal({
  listAmountCents,
  amountCents,
}: {
  listAmountCents: number;
  amountCents: number;
}) {
  return (
    <Group justify="space-between" gap="xs">
      <Text fw={500}>Total</Text>
      <Text fw={700} data-testid="payment-total">
        {amountCents !== listAmountCents ? (
          <Text span td="line-through" c="dimmed" mr="xs">
            {formatCents(listAmountCents)}
          </Text>
        ) : null}
        {formatCents(amountCents)}
      </Text>
    </Group>
  );
}
