import { Button } from '@mantine/core';
import { findOrganizationPlan, type Payment, type Subscription } from '@roomtone/contracts';
import { useState } from 'react';
import { useCurrentUser } from '../../../lib/session.ts';
import { useActivatePlan } from '../api/payments-api.ts';
import { formatDay } from '../model/order-status.ts';
import { PaymentDialog } from './payment-dialog.tsx';

type PlanRenewalProps = {
  subscription: Subscription & { renewsOn: string };
  /** Called once the renewal is paid and the tab shows the new renewal date. */
  onRenewed: () => void;
};

/** What paying for the next period does, in a sentence. */
function renewalText(subscription: Subscription & { renewsOn: string }): string {
  const unit = subscription.interval === 'year' ? 'year' : 'month';
  const renewsOn = formatDay(subscription.renewsOn);
  const when =
    Date.parse(subscription.renewsOn) > Date.now()
      ? `added after the period already paid, which ends on ${renewsOn}`
      : 'starting today';
  const resumes = subscription.cancelAtPeriodEnd ? ' The plan then keeps going instead of ending.' : '';
  return `One more ${unit} of ${subscription.displayName}, ${when}.${resumes}`;
}

/**
 * Renew on the Subscription tab: pays the same plan's next period now, through the payment
 * dialog; the server adds it after the period already paid, so the renewal date moves one period
 * on from its end (not from today).
 */
export function PlanRenewal({ subscription, onRenewed }: PlanRenewalProps) {
  const user = useCurrentUser();
  const activate = useActivatePlan();
  const [isPaying, setIsPaying] = useState(false);
  const plan = findOrganizationPlan(subscription.planCode);
  if (!plan) return null;

  const handlePaid = async (payment: Payment) => {
    // Resolves once the tab's billing was read again, with the new renewal date.
    await activate.mutateAsync(payment.id);
    onRenewed();
  };

  return (
    <>
      <Button variant="light" onClick={() => setIsPaying(true)} aria-label={`Renew ${plan.displayName}`}>
        Renew
      </Button>
      <PaymentDialog
        opened={isPaying}
        title={`Renew ${plan.displayName}`}
        description={renewalText(subscription)}
        purpose="subscription"
        listAmountCents={plan.priceCents}
        defaultEmail={user.data?.email ?? ''}
        orderBody={(fields) => ({ purpose: 'subscription', planCode: plan.code, ...fields })}
        onPaid={handlePaid}
        onClose={() => setIsPaying(false)}
      />
    </>
  );
}
