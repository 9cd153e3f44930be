import '@mantine/dates/styles.css';
import { NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { PICKER_FORMAT, today } from './phase-dates.ts';

type PhaseValues = { name: string; budget: number | string; from: string | null; to: string | null };

type PhaseFieldsProps<Values extends PhaseValues> = {
  form: UseFormReturnType<Values>;
  /** The New Phase dialog requires the dates; the phase screen does not. */
  datesRequired: boolean;
};

/** Name, budget, from and to of a phase. Pickers start at today and show MM/dd/yy (SPEC section 5). */
export function PhaseFields<Values extends PhaseValues>({ form, datesRequired }: PhaseFieldsProps<Values>) {
  const from = form.getValues().from;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
        <NumberInput
          label="Budget"
          withAsterisk
          min={0}
          thousandSeparator=","
          decimalScale={2}
          hideControls
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
