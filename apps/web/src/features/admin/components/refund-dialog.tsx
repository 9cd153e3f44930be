import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type AdminOrderDetail,
  type AdminOrderResponse,
  formatCents,
  REFUND_TAKES_BACK,
  RefundOrderBodySchema,
} from '@roomtone/contracts';
import { AlertList } from '../../../components/alert-list.tsx';
import { api } from '../../../lib/api-client.ts';
import { useAdminAction } from './use-admin-action.ts';

/** Asks why before an order is refunded in full through the card processor. */
export function RefundDialog({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const form = useForm({
    initialValues: { reason: '' },
    validate: schemaResolver(RefundOrderBodySchema, { sync: true }),
  });
  const refund = useAdminAction(
    (values: { reason: string }) =>
      api.post<AdminOrderResponse>(`/api/admin/orders/${order.id}/refund`, values),
    'Order refunded',
  );
  const handleSubmit = form.onSubmit(async (values) => {
    if (await refund.execute(values)) onClose();
  });
  return (
    <Modal opened onClose={onClose} title="Refund this order?" centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <AlertList messages={refund.errors} onClose={refund.clear} />
          <Text size="sm">
            {formatCents(order.amountCents)} goes back to the card that paid for “{order.item}”.{' '}
            {REFUND_TAKES_BACK[order.purpose]}
          </Text>
          <Textarea
            label="Reason"
            description="Kept in the audit log"
            withAsterisk
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('reason')}
            error={form.errors.reason ?? refund.errfor.reason}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={refund.isPending}>
              Refund {formatCents(order.amountCents)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
