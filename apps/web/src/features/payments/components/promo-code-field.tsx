import { Button, Group, Text, TextInput } from '@mantine/core';
import { describePromoDiscount, type PaymentPurpose, type PromoCode } from '@roomtone/contracts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { usePromoCode } from '../api/payments-api.ts';

type PromoCodeFieldProps = {
  purpose: PaymentPurpose;
  applied: PromoCode | null;
  onApply: (promoCode: PromoCode | null) => void;
  disabled: boolean;
};

/** An optional promo code, checked with the server before it changes the price. */
export function PromoCodeField({ purpose, applied, onApply, disabled }: PromoCodeFieldProps) {
  const [code, setCode] = useState(applied?.code ?? '');
  const [error, setError] = useState<string | null>(null);
  const lookup = usePromoCode();
  const handleApply = () => {
    setError(null);
    lookup.mutate(
      { code: code.trim().toUpperCase(), purpose },
      {
        onSuccess: (promoCode) => onApply(promoCode),
        onError: (failure) => {
          onApply(null);
          setError(
            failure instanceof ApiError ? (failure.errfor.promoCode ?? failure.message) : failure.message,
          );
        },
      },
    );
  };
  if (applied !== null) {
    return (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          Promo code <strong>{applied.code}</strong>: {describePromoDiscount(applied)}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          style={{ flexShrink: 0 }}
          disabled={disabled}
          onClick={() => {
            setCode('');
            onApply(null);
          }}
        >
          Remove
        </Button>
      </Group>
    );
  }
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        label="Promo code (optional)"
        value={code}
        error={error}
        disabled={disabled}
        style={{ flex: 1 }}
        onChange={(event) => {
          setCode(event.currentTarget.value);
          setError(null);
        }}
      />
      <Button
        variant="default"
        mt={25}
        loading={lookup.isPending}
        disabled={disabled || code.trim().length < 3}
        onClick={handleApply}
      >
        Apply
      </Button>
    </Group>
  );
}
