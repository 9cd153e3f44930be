import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { FinishPickerSlotProps } from '../../features/calculator/components/finish-picker-slot.ts';

const CalculatorFinishPicker = lazy(async () => ({
  default: (await import('./calculator-finish-picker.tsx')).CalculatorFinishPicker,
}));

/**
 * The calculator's finish pickers, loaded with the first surface that needs one: a new
 * calculation, and every surface without a finish list (custom, sabin, existing room), opens
 * without them.
 */
export function LazyFinishPicker(props: FinishPickerSlotProps & { isPublic: boolean }) {
  return (
    <Suspense fallback={<Loader size="xs" role="status" aria-label={`Loading ${props.label} picker`} />}>
      <CalculatorFinishPicker {...props} />
    </Suspense>
  );
}
