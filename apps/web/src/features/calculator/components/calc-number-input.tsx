import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { CalcNumber } from '@roomtone/contracts';
import type { InputValue } from '../model/calc-actions.ts';

export type CalcNumberInputProps = Omit<NumberInputProps, 'value' | 'onChange' | 'onValueChange'> & {
  value: CalcNumber | null | undefined;
  onCalcChange: (value: InputValue) => void;
};

/** A number field bound to a calc document value (numbers, numeric strings or empty). */
export function CalcNumberInput({ value, onCalcChange, ...props }: CalcNumberInputProps) {
  return (
    <NumberInput
      value={value ?? ''}
      onChange={(next) => onCalcChange(next)}
      hideControls
      size="xs"
      decimalScale={6}
      {...props}
    />
  );
}
