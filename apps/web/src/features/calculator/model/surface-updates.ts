import { convertCalcDocument, panelMeasures } from '@roomtone/acoustics';
import {
  CALC_AXES,
  CALC_BANDS,
  type CalcAxis,
  type CalcAxisName,
  type CalcNumber,
  type CalcSurface,
  readCalcValue,
} from '@roomtone/contracts';
import type { FinishTarget, InputValue, PickedFinish } from './calc-actions.ts';
import { editorOfType } from './surface-catalogue.ts';
import { withCeilingDefault } from './surface-placement.ts';

/** A stored value as a number, read by the one number parser: text that is not a plain number is no number. */
function numberOf(value: CalcNumber | undefined): number | null {
  const reading = readCalcValue(value);
  return reading.ok ? reading.value : null;
}

/** `sum` of the groups, kept for documents that read it; empty when every group is empty. */
function withSum(axis: CalcAxis): CalcAxis {
  const values = CALC_AXES.map((name) => numberOf(axis[name]));
  if (values.every((value) => value === null)) return { ...axis, sum: '' };
  return { ...axis, sum: values.reduce<number>((total, value) => total + (value ?? 0), 0) };
}

/** docs/product/states.md#surfaces: entering a total area clears that group's panel entry. */
export function setTotalArea(surface: CalcSurface, axis: CalcAxisName, value: InputValue): CalcSurface {
  const panel = { ...(surface.panel ?? {}) };
  delete panel[axis];
  return { ...surface, area: withSum({ ...(surface.area ?? {}), [axis]: value }), panel };
}

/** A perimeter entered as a total (absorption-constant surfaces entered by area). */
export function setTotalPerimeter(surface: CalcSurface, axis: CalcAxisName, value: InputValue): CalcSurface {
  return { ...surface, perimeter: withSum({ ...(surface.perimeter ?? {}), [axis]: value }) };
}

/**
 * docs/product/states.md#surfaces: editing panel dimensions recomputes that group's area (length × width ×
 * quantity) and, for the perimeter variant, its perimeter (2·(length + width) × quantity). An
 * empty quantity counts as one panel; an incomplete panel leaves the group empty.
 */
export function setPanel(
  surface: CalcSurface,
  axis: CalcAxisName,
  field: 'len' | 'width' | 'qty',
  value: InputValue,
): CalcSurface {
  const panel = { ...(surface.panel?.[axis] ?? {}), [field]: value };
  const length = numberOf(panel.len);
  const width = numberOf(panel.width);
  const quantity = numberOf(panel.qty) ?? 1;
  const measures = length !== null && width !== null ? panelMeasures(length, width, quantity) : null;
  const next: CalcSurface = {
    ...surface,
    panel: { ...(surface.panel ?? {}), [axis]: panel },
    area: withSum({ ...(surface.area ?? {}), [axis]: measures?.area ?? '' }),
  };
  if (editorOfType(surface.type) === 'absorption-constant') {
    next.perimeter = withSum({ ...(surface.perimeter ?? {}), [axis]: measures?.perimeter ?? '' });
  }
  return next;
}

/**
 * Per-object finishes are stored in metric sabins (m²); an Imperial room takes them in ft², so
 * the engine's document converter does the change of units.
 */
function bandValuesFor(finish: PickedFinish, surfaceType: string, system: 'Metric' | 'Imperial') {
  const values: Record<string, number | null> = { a63: finish.a63 };
  for (const band of CALC_BANDS) values[`a${band}`] = finish[`a${band}`];
  if (finish.unit !== 'sabin-per-object' || system === 'Metric') return values;
  const converted = convertCalcDocument(
    { units: { system: 'Metric' }, surfaces: [{ type: surfaceType, ...values }] },
    'Imperial',
  ) as { surfaces: Record<string, number | null>[] };
  return converted.surfaces[0] ?? values;
}

/** Fills a surface (or its Finish A / Finish B) with a picked finish. */
export function selectFinish(
  surface: CalcSurface,
  target: FinishTarget,
  finish: PickedFinish,
  system: 'Metric' | 'Imperial',
): CalcSurface {
  const finishObj = { finishName: finish.finishName, finishDetails: finish.finishDetails };
  const values = bandValuesFor(finish, surface.type, system);
  if (target === 'surface') {
    const name =
      surface.name === '' || surface.name === surface.finishObj?.finishName
        ? finish.finishName
        : surface.name;
    return withCeilingDefault(
      { ...surface, ...values, finish: finish.id, finishObj, name },
      finish.categoryName,
    );
  }
  return { ...surface, [target]: { ...values, finish: finish.id, finishObj } };
}

/** docs/product/states.md#surfaces: the active tab toggles minimize; another tab activates and expands. */
export function selectTab(surface: CalcSurface, tab: string): CalcSurface {
  if (surface.activeTab === tab) return { ...surface, minimize: !surface.minimize };
  return { ...surface, activeTab: tab, minimize: false };
}

/** Whether a surface type is edited at all (legacy types are shown read-only). */
export function isEditable(surface: CalcSurface): boolean {
  return editorOfType(surface.type) !== 'legacy';
}
