import { Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  type CardEntryValue,
  type CardProblems,
  cardProblems,
  formatCardNumber,
  formatExpiry,
} from '../model/card-entry.ts';

type CardEntryProps = {
  value: CardEntryValue;
  onChange: (value: CardEntryValue) => void;
  disabled: boolean;
};

type Field = keyof CardProblems;

/**
 * The local test processor's card entry: number, expiry and security code, checked as they are
 * typed; a field's problem shows once the field is left. The card goes to the server only when
 * Pay is pressed (with Stripe, Stripe's own field takes the card instead).
 */
export function CardEntry({ value, onChange, disabled }: CardEntryProps) {
  const [touched, setTouched] = useState<Record<Field, boolean>>({
    number: false,
    expiry: false,
    cvc: false,
  });
  const problems = cardProblems(value, new Date());
  const errorOf = (field: Field) => (touched[field] && problems[field] !== '' ? problems[field] : null);
  const touch = (field: Field) => setTouched((current) => ({ ...current, [field]: true }));
  return (
    <Stack gap="xs" data-testid="card-entry">
      <TextInput
        label="Card number"
        placeholder="1234 1234 1234 1234"
        inputMode="numeric"
        autoComplete="cc-number"
        value={value.number}
        error={errorOf('number')}
        disabled={disabled}
        onBlur={() => touch('number')}
        onChange={(event) => onChange({ ...value, number: formatCardNumber(event.currentTarget.value) })}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label="Expiry (MM/YY)"
          placeholder="MM/YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          value={value.expiry}
          error={errorOf('expiry')}
          disabled={disabled}
          onBlur={() => touch('expiry')}
          onChange={(event) => onChange({ ...value, expiry: formatExpiry(event.currentTarget.value) })}
        />
        <TextInput
          label="CVC"
          placeholder="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={value.cvc}
          error={errorOf('cvc')}
          disabled={disabled}
          onBlur={() => touch('cvc')}
          onChange={(event) =>
            onChange({ ...value, cvc: event.currentTarget.value.replace(/\D/g, '').slice(0, 4) })
          }
        />
      </SimpleGrid>
      <Group gap={4}>
        <Text size="xs" c="dimmed">
          Test processor, no real charge: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000
          0000 9995 has insufficient funds, 4000 0025 0000 3155 asks for an extra confirmation; any future
          date and any 3 digits.
        </Text>
      </Group>
    </Stack>
  );
}
