import {
  Button,
  Checkbox,
  Group,
  Input,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import {
  type AdminPromoCode,
  type AdminPromoCodeBody,
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

type DiscountKind = 'percent' | 'amount';

type FormValues = {
  code: string;
  discountKind: DiscountKind;
  percentOff: number | string;
  /** Dollars, as typed; the server takes cents. */
  amountOff: number | string;
  purposes: PaymentPurpose[];
  maxRedemptions: number | string;
  startsOn: string;
  expiresOn: string;
  isActive: boolean;
};

function initialOf(code: AdminPromoCode | null): FormValues {
  const amountOffCents = code?.amountOffCents ?? null;
  return {
    code: code?.code ?? '',
    discountKind: amountOffCents === null ? 'percent' : 'amount',
    percentOff: code?.percentOff ?? '',
    amountOff: amountOffCents === null ? '' : amountOffCents / 100,
    purposes: code?.purposes ?? [],
    maxRedemptions: code?.maxRedemptions ?? '',
    startsOn: code?.startsOn ?? '',
    expiresOn: code?.expiresOn ?? '',
    isActive: code?.isActive ?? true,
  };
}

/** The body the server takes: the chosen kind of discount only, dollars as cents, empty as none. */
function bodyOf(values: FormValues): AdminPromoCodeBody {
  const isAmount = values.discountKind === 'amount';
  return {
    code: values.code,
    percentOff: !isAmount && values.percentOff !== '' ? Number(values.percentOff) : null,
    amountOffCents: isAmount && values.amountOff !== '' ? Math.round(Number(values.amountOff) * 100) : null,
    purposes: values.purposes,
    maxRedemptions: values.maxRedemptions === '' ? null : Number(values.maxRedemptions),
    startsOn: values.startsOn,
    expiresOn: values.expiresOn,
    isActive: values.isActive,
  };
}

const resolveBody = schemaResolver(AdminPromoCodeBodySchema, { sync: true });

/** The contract's messages, the amount's shown at the dollars field. */
function validate(values: FormValues): FormErrors {
  const { amountOffCents, ...errors } = resolveBody(bodyOf(values));
  return amountOffCents === undefined ? errors : { ...errors, amountOff: amountOffCents };
}

/** Adds a promo code or edits one (`code` null: a new one). */
export function PromoCodeDialog({ code, onClose }: { code: AdminPromoCode | null; onClose: () => void }) {
  const form = useForm<FormValues>({ initialValues: initialOf(code), validate });
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
  const errorOf = (field: keyof FormValues, serverField: string = field) =>
    form.errors[field] ?? save.errfor[serverField];
  const togglePurpose = (purpose: PaymentPurpose, checked: boolean) =>
    form.setFieldValue(
      'purposes',
      checked ? [...form.values.purposes, purpose] : form.values.purposes.filter((item) => item !== purpose),
    );
  const isAmount = form.values.discountKind === 'amount';
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
          <Input.Wrapper label="Discount" withAsterisk>
            <SegmentedControl
              fullWidth
              mt={4}
              data={[
                { value: 'percent', label: 'A percentage' },
                { value: 'amount', label: 'A fixed amount' },
              ]}
              {...form.getInputProps('discountKind')}
            />
          </Input.Wrapper>
          {isAmount ? (
            <NumberInput
              key="amount"
              label="Amount off (USD)"
              description="Taken off the order's total; an amount above the price makes the order free"
              withAsterisk
              prefix="$"
              decimalScale={2}
              fixedDecimalScale
              thousandSeparator=","
              allowNegative={false}
              clampBehavior="none"
              {...form.getInputProps('amountOff')}
              error={errorOf('amountOff', 'amountOffCents')}
            />
          ) : (
            <NumberInput
              key="percent"
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
          )}
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
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="First day"
              description="Works from the start of that day (UTC). Empty: at once"
              placeholder="YYYY-MM-DD"
              maxLength={10}
              {...form.getInputProps('startsOn')}
              error={errorOf('startsOn')}
            />
            <TextInput
              label="Expires on"
              description="Stops working at the start of that day (UTC). Empty: no end"
              placeholder="YYYY-MM-DD"
              maxLength={10}
              {...form.getInputProps('expiresOn')}
              error={errorOf('expiresOn')}
            />
          </SimpleGrid>
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
