import {
  type CalcInput,
  type FacePlacement,
  proposalSurface,
  type TreatmentGroup,
  type TreatmentProduct,
} from '@roomtone/acoustics';
import { CALC_BANDS, type CalcNumber, type CalcSurface, readCalcValue } from '@roomtone/contracts';
import type { PickedFinish } from './calc-actions.ts';
import { newSurface } from './new-surface.ts';
import { type FinishSource, OFFERED_SURFACE_TYPES, sponsorSurfaceType } from './surface-catalogue.ts';
import { selectFinish } from './surface-updates.ts';

/**
 * A product to size a treatment with (issue 24): the finish picked, the surface it becomes in
 * this room (of the picker's surface type, its values in the room's units), and the engine's
 * product read from that surface, so the sizing and the proposed surface hold the same numbers.
 */
export type TreatmentChoice = {
  finish: PickedFinish;
  template: CalcSurface;
  product: TreatmentProduct;
};

/** The surface type a finish from a picker is entered with (objects always on a sabin surface). */
export function surfaceTypeOfSource(source: FinishSource, finish: PickedFinish): string {
  if (finish.unit === 'sabin-per-object') return OFFERED_SURFACE_TYPES.sabin;
  switch (source.kind) {
    case 'common':
      return OFFERED_SURFACE_TYPES.browseCommon;
    case 'organization':
      return OFFERED_SURFACE_TYPES.browseOrganization;
    case 'sponsor':
      return sponsorSurfaceType(source.sponsorId, source.supplierKind);
    case 'search':
      return OFFERED_SURFACE_TYPES.search;
  }
}

function numberOf(value: CalcNumber | null | undefined): number | null {
  const reading = readCalcValue(value ?? undefined);
  return reading.ok ? reading.value : null;
}

/** A picked finish as a product for a room in a unit system. */
export function treatmentChoiceOf(
  source: FinishSource,
  finish: PickedFinish,
  system: 'Metric' | 'Imperial',
): TreatmentChoice {
  const template = selectFinish(newSurface(surfaceTypeOfSource(source, finish)), 'surface', finish, system);
  const values = CALC_BANDS.map((band) => numberOf(template[`a${band}`]) ?? 0);
  const a63 = numberOf(template.a63);
  const product: TreatmentProduct =
    finish.unit === 'sabin-per-object'
      ? { kind: 'objects', sabinsPerObject: values, sabins63PerObject: a63 }
      : { kind: 'finish', coefficients: { coefficients: values, a63 } };
  return { finish, template, product };
}

function placementOf(placement: FacePlacement | null | undefined): CalcSurface['placement'] {
  if (placement === null || placement === undefined) return undefined;
  return { lr: placement.lr, fr: placement.fr, fc: placement.fc };
}

/**
 * The proposed surface of a treatment: the product's surface with the amount the engine's
 * `proposalSurface` puts on the group (its areas or objects per group and its placement), marked
 * `propose` and named for what it is.
 */
export function proposedSurfaceOf(
  input: CalcInput,
  group: TreatmentGroup,
  choice: TreatmentChoice,
  amount: number,
): CalcSurface {
  const engineSurface = proposalSurface(input, group, choice.product, amount);
  const name = `Proposed: ${choice.finish.finishName} (${group === 'ceiling' ? 'ceiling' : 'walls'})`;
  const base: CalcSurface = {
    ...choice.template,
    name,
    propose: true,
    activeTab: 'edit',
    minimize: true,
    placement: placementOf(engineSurface.placement),
  };
  if (engineSurface.kind === 'sabin') {
    const { lr, fr, fc } = engineSurface.multiplier;
    return { ...base, multiplier: { lr, fr, fc, sum: lr + fr + fc } };
  }
  if (engineSurface.kind === 'finish') {
    const { lr, fr, fc } = engineSurface.area;
    return { ...base, areaType: 'area', area: { lr, fr, fc, sum: lr + fr + fc } };
  }
  return base;
}
