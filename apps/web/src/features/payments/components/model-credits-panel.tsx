import { Alert, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import {
  formatCents,
  MESSAGES,
  MODEL_CREDIT_MAX_COUNT,
  MODEL_CREDIT_PRICE_CENTS,
  type Payment,
} from '@roomtone/contracts';
import { useState } from 'react';
import { useCurrentUser } from '../../../lib/session.ts';
import { useCreateModels } from '../api/payments-api.ts';
import { PaymentDialog } from './payment-dialog.tsx';

type ModelCreditsPanelProps = { onPurchased: () => void };

function countProblem(value: string | number): string | null {
  if (value === '') return MESSAGES.required;
  const count = Number(value);
  return Number.isInteger(count) && count >= 1 ? null : MESSAGES.countMustBeInteger;
}

/**
 * The sponsor dashboard's credit purchase (docs/product/screens.md, validation.md and constants.md): a count
 * of acoustical model credits at $99 each, paid by card; afterwards the sponsor is asked for drawings and
 * data.
 */
export function ModelCreditsPanel({ onPurchased }: ModelCreditsPanelProps) {
  const user = useCurrentUser();
  const [count, setCount] = useState<string | number>(1);
  const [isTouched, setIsTouched] = useState(false);
  const [isPaying, setIsPaying] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const createModels = useCreateModels();
  const problem = countProblem(count);
  const total = problem === null ? Number(count) * MODEL_CREDIT_PRICE_CENTS : null;

  const handlePaid = async (payment: Payment) => {
    const created = await createModels.mutateAsync(payment.id);
    setDone(
      `${created.models.length} ${created.models.length === 1 ? 'credit' : 'credits'} added. ${created.message}`,
    );
    onPurchased();
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="model-credits-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="model-credits-title">
          Acoustical model credits
        </Title>
        <Text size="sm" c="dimmed">
          {`Each credit buys one acoustical model of your product, built from your drawings and test data: ${formatCents(MODEL_CREDIT_PRICE_CENTS)} per credit.`}
        </Text>
        {done === null ? null : (
          <Alert color="green" role="status" withCloseButton onClose={() => setDone(null)}>
            {done}
          </Alert>
        )}
        <Group align="flex-end" gap="sm">
          <NumberInput
            label="Count"
            required
            min={1}
            max={MODEL_CREDIT_MAX_COUNT}
            allowDecimal
            w={140}
            value={count}
            error={isTouched ? problem : null}
            onBlur={() => setIsTouched(true)}
            onChange={(value) => {
              setIsTouched(true);
              setCount(value);
            }}
          />
          <Text fw={500} pb={8} data-testid="credits-total">
            {total === null ? '' : `Total ${formatCents(total)}`}
          </Text>
          <Button disabled={problem !== null} onClick={() => setIsPaying(true)}>
            Buy credits
          </Button>
        </Group>
      </Stack>
      <PaymentDialog
        opened={isPaying}
        title="Buy acoustical model credits"
        description={`${Number(count)} acoustical model ${Number(count) === 1 ? 'credit' : 'credits'}.`}
        purpose="model-credits"
        listAmountCents={total ?? 0}
        defaultEmail={user.data?.email ?? ''}
        orderBody={(fields) => ({ purpose: 'model-credits', count: Number(count), ...fields })}
        onPaid={handlePaid}
        onClose={() => setIsPaying(false)}
      />
    </Paper>
  );
}
