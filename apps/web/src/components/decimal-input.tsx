import { TextInput, type TextInputProps } from '@mantine/core';
import { NUMBER_MESSAGES, parseDecimalInput } from '@roomtone/contracts';
import { useState } from 'react';

type DecimalInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** The form's value: a number, empty, or text that was not a number. */
  value?: unknown;
  /** Receives the number typed, '' when empty, or the text itself when it is not a plain number. */
  onChange?: (value: number | string) => void;
};

function textOf(value: unknown): string {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
}

/**
 * A number field of a form, read by the one number parser of contracts: '0,35' is 0.35 (the
 * decimal comma is accepted), and what is not a plain number ('1e9', '1,250', 'abc') is kept as
 * typed and refused at the field with the parser's message, never turned into another number.
 */
export function DecimalInput({ value, onChange, error, ...props }: DecimalInputProps) {
  const [text, setText] = useState(() => textOf(value));
  const reading = parseDecimalInput(text);
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      title={NUMBER_MESSAGES.decimalHint}
      {...props}
      value={text}
      error={reading.ok ? error : reading.message}
      onChange={(event) => {
        const next = event.currentTarget.value;
        const parsed = parseDecimalInput(next);
        setText(next);
        onChange?.(parsed.ok ? (parsed.value ?? '') : next);
      }}
    />
  );
}
