import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatCents } from '@roomtone/contracts';

type AuthenticationStepProps = { amountCents: number; onAnswer: (approve: boolean) => void };

/**
 * The extra confirmation a card may ask for (3-D Secure with a real processor). The local test
 * processor lets the payer approve or fail it here.
 */
export function AuthenticationStep({ amountCents, onAnswer }: AuthenticationStepProps) {
  return (
    <Alert color="blue" variant="light" title="Confirm this payment" role="status">
      <Stack gap="sm">
        <Text size="sm">
          {`Your card issuer asks you to confirm the payment of ${formatCents(amountCents)}. (Test processor: choose how the confirmation ends.)`}
        </Text>
        <Group gap="sm">
          <Button size="xs" onClick={() => onAnswer(true)}>
            Complete confirmation
          </Button>
          <Button size="xs" variant="default" onClick={() => onAnswer(false)}>
            Fail confirmation
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
