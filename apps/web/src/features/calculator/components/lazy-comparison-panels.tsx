import { Loader } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import type { TreatmentPanel as TreatmentPanelComponent } from './treatment-panel.tsx';
import type { VariantsTable as VariantsTableComponent } from './variants-table.tsx';

const TreatmentPanel = lazy(async () => ({
  default: (await import('./treatment-panel.tsx')).TreatmentPanel,
}));
const VariantsTable = lazy(async () => ({ default: (await import('./variants-table.tsx')).VariantsTable }));

/**
 * The treatment sizing and the variants table load with the first room that needs them (one with
 * a standard, one with a second variant): most calculations never do, and the public calculator's
 * first download stays small (`npm run bench -- transfer`).
 */
export function LazyTreatmentPanel(props: ComponentProps<typeof TreatmentPanelComponent>) {
  return (
    <Suspense fallback={<Loader size="xs" role="status" aria-label="Loading the treatment panel" />}>
      <TreatmentPanel {...props} />
    </Suspense>
  );
}

/** The variants side by side (see `LazyTreatmentPanel`). */
export function LazyVariantsTable(props: ComponentProps<typeof VariantsTableComponent>) {
  return (
    <Suspense fallback={<Loader size="xs" role="status" aria-label="Loading the variants" />}>
      <VariantsTable {...props} />
    </Suspense>
  );
}
