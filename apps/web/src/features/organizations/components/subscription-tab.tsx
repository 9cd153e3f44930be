import { Button, Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import { findPlan, type Organization, PLAN_FEATURES, type Plan } from '@roomtone/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/config/paths.ts';

const INTERVAL: Record<Plan['interval'], string> = {
  month: 'per month',
  year: 'per year',
  once: 'once',
  'per-unit': 'each',
};

function priceOf(plan: Plan): string {
  const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    plan.priceCents / 100,
  );
  return `${dollars} ${INTERVAL[plan.interval]}`;
}

/** Subscription tab: the plan's display name, its price and what it includes; `actions` buys a plan. */
export function SubscriptionTab({
  organization,
  actions = null,
}: {
  organization: Organization;
  actions?: ReactNode;
}) {
  const plan = organization.plan ? findPlan(organization.plan.code) : undefined;
  if (!organization.plan) {
    return (
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          No plan
        </Title>
        <Text c="dimmed">
          Members, organization settings and finishes come with the Professional or Manufacturer plan.
        </Text>
        <Group gap="sm">
          <Button component={Link} to={paths.professionals} variant="default">
            Professional plan
          </Button>
          <Button component={Link} to={paths.suppliers} variant="default">
            Manufacturer plan
          </Button>
        </Group>
        {actions === null ? null : <Divider my="sm" w="100%" />}
        {actions}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {organization.plan.displayName}
      </Title>
      {plan ? <Text c="dimmed">{priceOf(plan)}</Text> : null}
      {plan ? (
        <>
          <Text fw={500}>Included</Text>
          <List spacing={4}>
            {PLAN_FEATURES[plan.role].map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        </>
      ) : null}
      {actions === null ? null : <Divider my="sm" />}
      {actions}
    </Stack>
  );
}
