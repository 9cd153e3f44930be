import { SimpleGrid } from '@mantine/core';
import { CALC_BANDS, type CalcFieldKind, type CalcNumber } from '@roomtone/contracts';
import type { InputValue } from '../model/calc-actions.ts';
import { CalcNumberInput } from './calc-number-input.tsx';

type BandInputsProps = {
  label: string;
  prefix: string;
  values: Readonly<Record<string, unknown>>;
  onChange: (field: string, value: InputValue) => void;
  /**
   * Values above this show in red (docs/product/validation.md#calculator-warnings: coefficients above 0.30).
   */
  highlightAbove?: number;
  /** The rule of every band's field. */
  kind: CalcFieldKind;
  readOnly?: boolean;
};

/** Six per-band number fields named `${prefix}125..${prefix}4000`. */
export function BandInputs({
  label,
  prefix,
  values,
  onChange,
  highlightAbove,
  kind,
  readOnly = false,
}: BandInputsProps) {
  return (
    <SimpleGrid cols={{ base: 3, xs: 6 }} spacing={6} verticalSpacing={4}>
      {CALC_BANDS.map((band) => {
        const field = `${prefix}${band}`;
        const raw = values[field];
        const value: CalcNumber = typeof raw === 'number' || typeof raw === 'string' ? raw : '';
        const isHigh = highlightAbove !== undefined && Number(value) > highlightAbove;
        return (
          <CalcNumberInput
            key={band}
            label={`${band} Hz`}
            aria-label={`${label} at ${band} Hz`}
            value={value}
            kind={kind}
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            styles={isHigh ? { input: { color: 'var(--mantine-color-red-8)', fontWeight: 600 } } : undefined}
            onCalcChange={(next) => onChange(field, next)}
          />
        );
      })}
    </SimpleGrid>
  );
}
