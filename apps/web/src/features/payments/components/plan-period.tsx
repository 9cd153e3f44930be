import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Subscription } from '@roomtone/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useUpdateSubscription } from '../api/payments-api.ts';
import { formatDay } from '../model/order-status.ts';
import { PlanRenewal } from './plan-renewal.tsx';

/**
 * The paid period of the organization's plan: its renewal date, Renew (pay the next period now),
 * and cancelling at its end or resuming.
 */
export function PlanPeriod({ subscription }: { subscription: Subscription }) {
  const update = useUpdateSubscription();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isRenewed, setIsRenewed] = useState(false);
  const renewsOn = subscription.renewsOn === null ? null : formatDay(subscription.renewsOn);
  const errors = update.error ? [update.error.message] : [];

  const handleCancel = () => {
    update.mutate({ cancelAtPeriodEnd: true }, { onSuccess: () => setIsConfirming(false) });
  };

  if (renewsOn === null || subscription.renewsOn === null) return null;
  const period = { ...subscription, renewsOn: subscription.renewsOn };
  return (
    <Stack gap="xs">
      {isRenewed ? (
        <Alert color="green" role="status" withCloseButton onClose={() => setIsRenewed(false)}>
          {`Thank you. ${subscription.displayName} now renews on ${renewsOn}.`}
        </Alert>
      ) : null}
      {subscription.cancelAtPeriodEnd ? (
        <Alert color="yellow" title="Cancelled at the end of the period">
          {`${subscription.displayName} ends on ${renewsOn} and will not renew. Until then everything stays as it is.`}
        </Alert>
      ) : (
        <Text>
          Renews on{' '}
          <Text span fw={600} data-testid="plan-renews-on">
            {renewsOn}
          </Text>
        </Text>
      )}
      {errors.length > 0 && !isConfirming ? (
        <Alert color="red" role="alert">
          {errors[0]}
        </Alert>
      ) : null}
      <Group gap="sm">
        <PlanRenewal subscription={period} onRenewed={() => setIsRenewed(true)} />
        {subscription.cancelAtPeriodEnd ? (
          <Button
            variant="light"
            loading={update.isPending}
            onClick={() => update.mutate({ cancelAtPeriodEnd: false })}
          >
            Resume plan
          </Button>
        ) : (
          <Button variant="default" color="red" onClick={() => setIsConfirming(true)}>
            Cancel at period end
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={isConfirming}
        title="Cancel the plan at the end of the period?"
        confirmLabel="Cancel at period end"
        isPending={update.isPending}
        errors={errors}
        onConfirm={handleCancel}
        onCancel={() => {
          update.reset();
          setIsConfirming(false);
        }}
      >
        {`${subscription.displayName} stays until ${renewsOn}, then your organization has no plan. You can resume it until that day.`}
      </ConfirmDialog>
    </Stack>
  );
}
