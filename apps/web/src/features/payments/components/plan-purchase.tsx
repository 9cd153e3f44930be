import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCents, ORGANIZATION_PLANS, type Payment, type Plan } from '@roomtone/contracts';
import { useState } from 'react';
import { useCurrentUser } from '../../../lib/session.ts';
import { useActivatePlan } from '../api/payments-api.ts';
import { PaymentDialog } from './payment-dialog.tsx';
import { SubscriptionBilling } from './subscription-billing.tsx';

type PlanPurchaseProps = {
  currentPlanCode: string | null;
  onPurchased: (displayName: string) => void;
};

const INTERVAL: Record<Plan['interval'], string> = {
  month: 'per month',
  year: 'per year',
  once: 'once',
  'per-unit': 'each',
};

/**
 * What the organization-level user sees on the Subscription tab below the plan: its renewal date
 * (cancel at period end, resume), the order history with receipts, and the plans to buy by card;
 * a paid plan applies at once.
 */
export function PlanPurchase({ currentPlanCode, onPurchased }: PlanPurchaseProps) {
  const user = useCurrentUser();
  const [chosen, setChosen] = useState<Plan | null>(null);
  const activate = useActivatePlan();
  const plans = ORGANIZATION_PLANS.filter((plan) => plan.code !== currentPlanCode);

  const handlePaid = async (payment: Payment) => {
    const plan = await activate.mutateAsync(payment.id);
    onPurchased(plan.displayName);
  };

  return (
    <Stack gap="xl">
      <SubscriptionBilling />
      <Stack gap="sm" component="section" aria-labelledby="plans-title">
        <Title order={2} size="h4" id="plans-title">
          {currentPlanCode === null ? 'Choose a plan' : 'Change plan'}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {plans.map((plan) => (
            <Card key={plan.code} withBorder padding="sm">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Stack gap={0}>
                  <Text fw={600}>{plan.displayName}</Text>
                  <Text
                    size="sm"
                    c="dimmed"
                  >{`${formatCents(plan.priceCents)} ${INTERVAL[plan.interval]}`}</Text>
                </Stack>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setChosen(plan)}
                  aria-label={`Buy ${plan.displayName}`}
                >
                  Buy
                </Button>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
        <PaymentDialog
          key={chosen?.code ?? 'none'}
          opened={chosen !== null}
          title={chosen === null ? 'Buy a plan' : `Buy ${chosen.displayName}`}
          description="The plan applies to your organization as soon as the payment is confirmed."
          purpose="subscription"
          listAmountCents={chosen?.priceCents ?? 0}
          defaultEmail={user.data?.email ?? ''}
          orderBody={(fields) => ({ purpose: 'subscription', planCode: chosen?.code ?? '', ...fields })}
          onPaid={handlePaid}
          onClose={() => setChosen(null)}
        />
      </Stack>
    </Stack>
  );
}
