import type { CalcFieldKind } from '@roomtone/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import type { InputValue } from '../model/calc-actions.ts';
import { CalcSystemContext } from '../model/calc-system-context.ts';
import { CalcNumberInput } from './calc-number-input.tsx';

function Field({ kind, onStore }: { kind: CalcFieldKind; onStore: (value: InputValue) => void }) {
  const [value, setValue] = useState<InputValue>('');
  return (
    <CalcNumberInput
      label="Field"
      kind={kind}
      value={value}
      onCalcChange={(next) => {
        setValue(next);
        onStore(next);
      }}
    />
  );
}

function renderField(kind: CalcFieldKind, system: 'Metric' | 'Imperial' = 'Metric') {
  const onStore = vi.fn();
  renderWithProviders(
    <CalcSystemContext.Provider value={system}>
      <Field kind={kind} onStore={onStore} />
    </CalcSystemContext.Provider>,
  );
  const input = screen.getByRole('textbox', { name: 'Field' });
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  return { input, type, onStore };
}

describe('CalcNumberInput', () => {
  it('stores a decimal comma as the number it shows and keeps the text as typed', () => {
    const { input, type, onStore } = renderField('dimension');
    type('10,5');
    expect(onStore).toHaveBeenLastCalledWith(10.5);
    expect(input).toHaveValue('10,5');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('title', 'Decimal point or comma: 10.5 or 10,5');
  });

  it('stores text that is not a number as typed and says why at the field', () => {
    const { input, type, onStore } = renderField('dimension');
    type('1e9');
    expect(onStore).toHaveBeenLastCalledWith('1e9');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Please write the number in full, without an exponent (1e9)'),
    ).toBeInTheDocument();
  });

  it.each<[CalcFieldKind, 'Metric' | 'Imperial', string, string]>([
    ['dimension', 'Metric', '-5', 'Must be greater than 0 m'],
    ['dimension', 'Metric', '0', 'Must be greater than 0 m'],
    ['dimension', 'Imperial', '40000', 'Must be at most 32 808 ft'],
    ['temperature', 'Metric', '-300', 'Must be between -50 and 60 °C'],
    ['temperature', 'Imperial', '150', 'Must be between -58 and 140 °F'],
    ['rtDecay', 'Metric', '0', 'Must be between 1 and 120 dB'],
    ['rtGoal', 'Metric', '-1', 'Must be at least 0 s'],
    ['rtGoal', 'Metric', '0.65', 'Please enter the RT goal in steps of 0.1 s'],
    ['capacity', 'Metric', '2.5', 'Please enter a whole number'],
    ['percent', 'Metric', '150', 'Must be between 0 and 100%'],
    ['percent', 'Metric', '50.5', 'Please enter a whole number'],
    ['coefficient', 'Metric', '-0.5', 'Must be between 0 and 10'],
    ['area', 'Metric', '-80', 'Must be between 0 and 100 000 000 m²'],
    ['panelSize', 'Metric', '-1', 'Must be between 0 and 10 000 m'],
    ['measuredRt', 'Metric', '0', 'Must be greater than 0 s'],
  ])('marks a %s of %s units %s invalid: %s', (kind, system, typed, message) => {
    const { input, type, onStore } = renderField(kind, system);
    type(typed);
    expect(onStore).toHaveBeenLastCalledWith(Number(typed));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('takes a negative area only where the rule allows it, and any quantity', () => {
    const signed = renderField('signedArea');
    signed.type('-80');
    expect(signed.input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('steps the RT goal by 0.1 s with the arrow keys', () => {
    const onStore = vi.fn();
    renderWithProviders(
      <CalcNumberInput label="Goal" kind="rtGoal" step={0.1} value={0.6} onCalcChange={onStore} />,
    );
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Goal' }), { key: 'ArrowUp' });
    expect(onStore).toHaveBeenLastCalledWith(0.7);
  });
});
