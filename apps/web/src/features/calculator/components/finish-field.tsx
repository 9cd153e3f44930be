import { Stack, Text } from '@mantine/core';
import type { CalcCoefficients } from '@roomtone/contracts';
import { useContext } from 'react';
import type { FinishSource } from '../model/surface-catalogue.ts';
import { BandInputs } from './band-inputs.tsx';
import { FinishPickerContext, type FinishPickerSlotProps } from './finish-picker-slot.ts';

type FinishFieldProps = {
  label: string;
  source: FinishSource;
  coefficients: CalcCoefficients;
  onSelect: FinishPickerSlotProps['onSelect'];
  valuesLabel: string;
};

/** A finish chosen with the screen's picker, and its values per band (read-only; above 0.30 in red). */
export function FinishField({ label, source, coefficients, onSelect, valuesLabel }: FinishFieldProps) {
  const picker = useContext(FinishPickerContext);
  const chosen = coefficients.finishObj;
  return (
    <Stack gap={6}>
      {picker === null ? null : picker({ source, label, onSelect })}
      {chosen?.finishName ? (
        <Text size="sm" data-testid="chosen-finish">
          <Text span fw={600}>
            {chosen.finishName}
          </Text>
          {chosen.finishDetails ? ` (${chosen.finishDetails})` : ''}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          No finish chosen yet.
        </Text>
      )}
      <BandInputs
        label={valuesLabel}
        prefix="a"
        kind="coefficient"
        values={coefficients}
        readOnly
        highlightAbove={source.kind === 'search' && source.perObject ? undefined : 0.3}
        onChange={() => {}}
      />
    </Stack>
  );
}
