import { TextInput, type TextInputProps } from '@mantine/core';
import {
  type CalcFieldKind,
  type CalcNumber,
  checkCalcValue,
  NUMBER_MESSAGES,
  parseDecimalInput,
} from '@roomtone/contracts';
import { useContext, useState } from 'react';
import type { InputValue } from '../model/calc-actions.ts';
import { CalcSystemContext } from '../model/calc-system-context.ts';
import { displayText } from '../model/number-text.ts';

export type CalcNumberInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'error'> & {
  value: CalcNumber | null | undefined;
  /**
   * The field's rule (docs/product/validation.md#calculator-fields and the physical ranges of the engine).
   */
  kind: CalcFieldKind;
  /** ArrowUp and ArrowDown add or take away this step (the RT goal's 0.1 s). */
  step?: number;
  onCalcChange: (value: InputValue) => void;
};

/**
 * A number field bound to a calc document value. What the user types is read by the one number
 * parser of contracts: a plain number (decimal point or comma) is stored as that number; anything
 * else is stored as the typed text, so the calculation stops on it (it is never read as another
 * number) and the field says why. A value outside the field's rule is stored as typed and marked.
 */
export function CalcNumberInput({
  value,
  kind,
  step,
  onCalcChange,
  readOnly,
  ...props
}: CalcNumberInputProps) {
  const system = useContext(CalcSystemContext);
  const [text, setText] = useState(() => displayText(value, kind, system));
  // The stored value this field last showed: when the document changes it from elsewhere (a load,
  // a unit switch, an area computed from panels), the field shows the new value.
  const [shown, setShown] = useState<unknown>(value);
  if (!Object.is(shown, value)) {
    setShown(value);
    setText(displayText(value, kind, system));
  }
  const change = (next: string) => {
    const reading = parseDecimalInput(next);
    const stored: InputValue = reading.ok ? (reading.value ?? '') : next;
    setText(next);
    setShown(stored);
    onCalcChange(stored);
  };
  const message = readOnly === true ? null : checkCalcValue(kind, text, system);
  return (
    <TextInput
      size="xs"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      {...props}
      readOnly={readOnly}
      value={text}
      error={message}
      title={readOnly === true ? undefined : NUMBER_MESSAGES.decimalHint}
      onKeyDown={(event) => {
        if (step === undefined || readOnly === true) return;
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        const reading = parseDecimalInput(text);
        if (!reading.ok) return;
        event.preventDefault();
        const next = (reading.value ?? 0) + (event.key === 'ArrowUp' ? step : -step);
        const decimals = String(step).split('.')[1]?.length ?? 0;
        change(String(Math.max(0, Number(next.toFixed(decimals)))));
      }}
      onChange={(event) => change(event.currentTarget.value)}
    />
  );
}
