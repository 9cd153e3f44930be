import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { type AdminOrganizationDetail, ORGANIZATION_PLANS } from '@roomtone/contracts';
import { useState } from 'react';
import { AlertList } from '../../../components/alert-list.tsx';
import { api } from '../../../lib/api-client.ts';
import { useAdminAction } from './use-admin-action.ts';

const PLAN_CHOICES = [
  { value: 'none', label: 'No plan' },
  ...ORGANIZATION_PLANS.map((plan) => ({ value: plan.code, label: plan.displayName })),
];

/** An organization's plan; a sponsor tier is one of the sponsor plans. */
export function OrganizationPlanCard({ organization }: { organization: AdminOrganizationDetail }) {
  const [planCode, setPlanCode] = useState(organization.planCode ?? 'none');
  const save = useAdminAction(
    (code: string) => api.put(`/api/admin/organizations/${organization.id}/plan`, { planCode: code }),
    'Plan saved',
  );
  const isChanged = planCode !== (organization.planCode ?? 'none');
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Plan and sponsor tier
        </Title>
        <Text size="sm" c="dimmed">
          Sets the plan without a payment; the change is written to the audit log.
        </Text>
        <AlertList messages={save.errors} onClose={save.clear} />
        <Group align="flex-end" wrap="wrap">
          <Select
            label="Plan"
            data={PLAN_CHOICES}
            value={planCode}
            onChange={(value) => setPlanCode(value ?? 'none')}
            allowDeselect={false}
            error={save.errfor.planCode}
            style={{ flex: '1 1 220px' }}
          />
          <Button onClick={() => save.execute(planCode)} loading={save.isPending} disabled={!isChanged}>
            Save plan
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
