import { Alert, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { paymentQueries } from '../api/payments-api.ts';
import { OrderHistory } from './order-history.tsx';
import { PlanPeriod } from './plan-period.tsx';

/** The Subscription tab's billing: the plan's renewal date (or its end) and the order history. */
export function SubscriptionBilling() {
  const billing = useQuery(paymentQueries.subscription());
  if (billing.isPending) return <Loader size="sm" aria-label="Loading the billing" />;
  if (billing.isError) {
    return (
      <Alert color="red" role="alert">
        {billing.error.message}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      {billing.data.subscription === null ? null : <PlanPeriod subscription={billing.data.subscription} />}
      <OrderHistory orders={billing.data.orders} />
    </Stack>
  );
}
