import { Button, Checkbox, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type AdminPromoCode,
  AdminPromoCodeBodySchema,
  type AdminPromoCodeResponse,
  PAYMENT_PURPOSES,
  type PaymentPurpose,
} from '@roomtone/contracts';
import { AlertList } from '../../../components/alert-list.tsx';
import { api } from '../../../lib/api-client.ts';
import { useAdminAction } from './use-admin-action.ts';

/** What each purchase is called on the page. */
export const PURPOSE_LABELS: Readonly<Record<PaymentPurpose, string>> = {
  share: 'Shared calculation links',
  'model-credits': 'Acoustical model credits',
  subscription: 'Plans',
};

type FormValues = {
  code: string;
  percentOff: number | string;
  purposes: PaymentPurpose[];
  maxRedemptions: number | string;
  expiresOn: string;
  isActive: boolean;
};

function initialOf(code: AdminPromoCode | null): FormValues {
  return {
    code: code?.code ?? '',
    percentOff: code?.percentOff ?? '',
    purposes: code?.purposes ?? [],
    maxRedemptions: code?.maxRedemptions ?? '',
    expiresOn: code?.expiresOn ?? '',
    isActive: code?.isActive ?? true,
  };
}

/** The body the server takes: an empty usage limit is no limit. */
function bodyOf(values: FormValues) {
  return {
    ...values,
    maxRedemptions: values.maxRedemptions === '' ? null : Number(values.maxRedemptions),
  };
}

/** Adds a promo code or edits one (`code` null: a new one). */
export function PromoCodeDialog({ code, onClose }: { code: AdminPromoCode | null; onClose: () => void }) {
  const form = useForm<FormValues>({
    initialValues: initialOf(code),
    validate: (values) => schemaResolver(AdminPromoCodeBodySchema, { sync: true })(bodyOf(values)),
  });
  const save = useAdminAction(
    (values: FormValues) =>
      code
        ? api.put<AdminPromoCodeResponse>(`/api/admin/promo-codes/${code.id}`, bodyOf(values))
        : api.post<AdminPromoCodeResponse>('/api/admin/promo-codes', bodyOf(values)),
    (result) => `Promo code ${result.promoCode.code} saved`,
  );
  const handleSubmit = form.onSubmit(async (values) => {
    if (await save.execute(values)) onClose();
  });
  const errorOf = (field: keyof FormValues) => form.errors[field] ?? save.errfor[field];
  const togglePurpose = (purpose: PaymentPurpose, checked: boolean) =>
    form.setFieldValue(
      'purposes',
      checked ? [...form.values.purposes, purpose] : form.values.purposes.filter((item) => item !== purpose),
    );
  return (
    <Modal opened onClose={onClose} title={code ? `Edit ${code.code}` : 'New promo code'} centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <AlertList messages={save.errors} onClose={save.clear} />
          <TextInput
            label="Code"
            description="3-32 letters, digits, hyphens or underscores; stored in upper case"
            withAsterisk
            maxLength={32}
            {...form.getInputProps('code')}
            error={errorOf('code')}
            data-autofocus
          />
          <NumberInput
            label="Percentage off"
            withAsterisk
            suffix=" %"
            min={1}
            max={100}
            clampBehavior="none"
            allowDecimal={false}
            {...form.getInputProps('percentOff')}
            error={errorOf('percentOff')}
          />
          <Checkbox.Group
            label="Applies to"
            description="None ticked: every purchase"
            value={form.values.purposes}
            error={errorOf('purposes')}
          >
            <Stack gap={6} mt={6}>
              {PAYMENT_PURPOSES.map((purpose) => (
                <Checkbox
                  key={purpose}
                  value={purpose}
                  label={PURPOSE_LABELS[purpose]}
                  onChange={(event) => togglePurpose(purpose, event.currentTarget.checked)}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <NumberInput
            label="Usage limit"
            description={`Empty: unlimited${code ? `; used ${code.redemptions} times so far` : ''}`}
            min={1}
            clampBehavior="none"
            allowDecimal={false}
            {...form.getInputProps('maxRedemptions')}
            error={errorOf('maxRedemptions')}
          />
          <TextInput
            label="Last day"
            description="YYYY-MM-DD; the code stops working at the start of that day (UTC). Empty: no end"
            placeholder="YYYY-MM-DD"
            maxLength={10}
            {...form.getInputProps('expiresOn')}
            error={errorOf('expiresOn')}
          />
          <Checkbox
            label="Active: the checkout accepts it"
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
