import '@mantine/dates/styles.css';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { PICKER_FORMAT, today } from './phase-dates.ts';

type PhaseValues = { name: string; budget: string; from: string | null; to: string | null };

type PhaseFieldsProps<Values extends PhaseValues> = {
  form: UseFormReturnType<Values>;
  /** The New Phase dialog requires the dates; the phase screen does not. */
  datesRequired: boolean;
  /** The organization's currency (ISO 4217), which the budget is typed in. */
  currency: string;
};

/**
 * Name, budget, from and to of a phase. Pickers start at today and show MM/dd/yy
 * (docs/product/validation.md#dates-and-times).
 */
export function PhaseFields<Values extends PhaseValues>({
  form,
  datesRequired,
  currency,
}: PhaseFieldsProps<Values>) {
  const from = form.getValues().from;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
        <TextInput
          label="Budget"
          withAsterisk
          inputMode="decimal"
          autoComplete="off"
          description={`In ${currency}, up to two decimals, e.g. 12500.50`}
          rightSection={
            <Text size="xs" c="dimmed" aria-hidden>
              {currency}
            </Text>
          }
          rightSectionWidth={48}
          {...form.getInputProps('budget')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DatePickerInput
          label="From"
          withAsterisk={datesRequired}
          clearable={!datesRequired}
          valueFormat={PICKER_FORMAT}
          placeholder="MM/DD/YY"
          minDate={today()}
          {...form.getInputProps('from')}
        />
        <DatePickerInput
          label="To"
          withAsterisk={datesRequired}
          clearable={!datesRequired}
          valueFormat={PICKER_FORMAT}
          placeholder="MM/DD/YY"
          minDate={from && from > today() ? from : today()}
          {...form.getInputProps('to')}
        />
      </SimpleGrid>
    </Stack>
  );
}
