/**
 * The field rules of a calc document, checked by hand so that the calculator can name each field
 * that breaks one (docs/product/validation.md). Plain functions, apart from the document's schema
 * (`calc-document.ts`, which uses them for the API): the calculator checks every keystroke and
 * needs no schema library for it (docs/calculator.md, 'Speed').
 */
import { surfaceKindOfType } from '@roomtone/acoustics';
import type { CalcAxisName } from './calc-document.ts';
import {
  CALC_AXES,
  CALC_BANDS,
  type CalcFieldKind,
  type CalcUnitSystem,
  checkCalcValue,
} from './calc-fields.ts';
import { CALC_VARIANT_NAME_MAX, CALC_VARIANTS_MAX, VARIANT_MESSAGES } from './calc-variants.ts';
import { readCalcValue } from './decimal-input.ts';
import { MESSAGES } from './messages.ts';

/** Whether a value is an object with fields (not null, not a list). */
export const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value of a calc document that breaks its field's rule, with the field's path and name. */
export type CalcFieldIssue = {
  /** Path of the field in the document, e.g. `['surfaces', 1, 'area', 'lr']`. */
  path: (string | number)[];
  /** The field's name as the calculator shows it, e.g. 'Surface #2, Sidewalls (lr) area'. */
  label: string;
  message: string;
  /** The field is empty and must not be (a room dimension). */
  isMissing: boolean;
};

/** Names of the surface groups as the calculator shows them. */
export const CALC_AXIS_LABELS: Record<CalcAxisName, string> = {
  lr: 'Sidewalls (lr)',
  fr: 'Front/rear (fr)',
  fc: 'Floor/ceiling (fc)',
};

const ROOM_FIELDS: { field: string; label: string; kind: CalcFieldKind }[] = [
  { field: 'len', label: 'Length', kind: 'dimension' },
  { field: 'width', label: 'Width', kind: 'dimension' },
  { field: 'height', label: 'Height', kind: 'dimension' },
  { field: 'temperature', label: 'Temperature', kind: 'temperature' },
  { field: 'rtDecay', label: 'RT decay', kind: 'rtDecay' },
  { field: 'rtGoal', label: 'RT goal', kind: 'rtGoal' },
  { field: 'capacity', label: 'Capacity', kind: 'capacity' },
  ...CALC_BANDS.flatMap((band) => [
    { field: `x${band}`, label: `Goal multiplier at ${band} Hz`, kind: 'goalMultiplier' as const },
    { field: `s${band}`, label: `Upper bound at ${band} Hz`, kind: 'upperBound' as const },
    { field: `l${band}`, label: `Lower bound at ${band} Hz`, kind: 'lowerBound' as const },
  ]),
];

const asObject = (value: unknown): Record<string, unknown> =>
  isPlainObject(value) ? (value as Record<string, unknown>) : {};

/** Collects the rule breaks of a calc document's fields, in the order the calculator shows them. */
class IssueCollector {
  readonly issues: CalcFieldIssue[] = [];

  constructor(private readonly system: CalcUnitSystem) {}

  check(record: Record<string, unknown>, path: (string | number)[], label: string, kind: CalcFieldKind) {
    const key = path.at(-1);
    if (key === undefined) return;
    const message = checkCalcValue(kind, record[key], this.system);
    if (message !== null) this.issues.push({ path, label, message, isMissing: false });
  }

  bands(
    record: Record<string, unknown>,
    path: (string | number)[],
    prefix: string,
    label: string,
    kind: CalcFieldKind,
  ) {
    for (const band of CALC_BANDS) {
      this.check(record, [...path, `${prefix}${band}`], `${label} at ${band} Hz`, kind);
    }
  }

  axes(
    value: unknown,
    path: (string | number)[],
    label: (axis: CalcAxisName) => string,
    kind: CalcFieldKind,
  ) {
    const record = asObject(value);
    for (const axis of CALC_AXES) this.check(record, [...path, axis], label(axis), kind);
  }
}

/** Where a surface sits: its path in the document and the name the calculator gives it. */
type SurfacePlace = { path: (string | number)[]; name: string };

function checkSurface(collector: IssueCollector, value: unknown, place: SurfacePlace) {
  const surface = asObject(value);
  const { path, name } = place;
  const kind = typeof surface.type === 'string' ? surfaceKindOfType(surface.type) : null;
  // One value per surface group: '<name>, Sidewalls (lr) <what>'.
  const groups = (field: 'area' | 'multiplier' | 'perimeter', what: string, groupKind: CalcFieldKind) =>
    collector.axes(
      surface[field],
      [...path, field],
      (axis) => `${name}, ${CALC_AXIS_LABELS[axis]} ${what}`,
      groupKind,
    );
  const areas = (areaKind: CalcFieldKind) => {
    groups('area', 'area', areaKind);
    const panels = asObject(surface.panel);
    for (const axis of CALC_AXES) {
      const panel = asObject(panels[axis]);
      const panelPath = [...path, 'panel', axis];
      const group = `${name}, ${CALC_AXIS_LABELS[axis]} panel`;
      collector.check(panel, [...panelPath, 'len'], `${group} height or length`, 'panelSize');
      collector.check(panel, [...panelPath, 'width'], `${group} width`, 'panelSize');
      collector.check(panel, [...panelPath, 'qty'], `${group} quantity`, 'quantity');
    }
  };
  switch (kind) {
    case 'finish':
      collector.bands(surface, path, 'a', `${name}, coefficient`, 'coefficient');
      areas('area');
      return;
    case 'sabin':
      collector.bands(surface, path, 'a', `${name}, sabins per object`, 'coefficient');
      groups('multiplier', 'objects', 'objects');
      return;
    case 'variable':
      collector.bands(
        asObject(surface.finishA),
        [...path, 'finishA'],
        'a',
        `${name}, Finish A coefficient`,
        'coefficient',
      );
      collector.bands(
        asObject(surface.finishB),
        [...path, 'finishB'],
        'a',
        `${name}, Finish B coefficient`,
        'coefficient',
      );
      collector.check(surface, [...path, 'balance'], `${name}, balance`, 'percent');
      areas('area');
      return;
    case 'existing-room':
      collector.bands(surface, path, 'rt', `${name}, measured RT`, 'measuredRt');
      collector.check(surface, [...path, 'rtAvg'], `${name}, average RT`, 'measuredRt');
      groups('area', 'area', 'signedArea');
      return;
    case 'absorption-constant':
      collector.bands(surface, path, 'a', `${name}, coefficient`, 'coefficient');
      collector.bands(surface, path, 'k', `${name}, edge constant`, 'edgeConstant');
      areas('area');
      groups('perimeter', 'perimeter', 'perimeter');
      return;
    case 'audience-area':
      collector.check(surface, [...path, 'occupancy'], `${name}, occupancy`, 'percent');
      areas('area');
      return;
    default:
      // Legacy and unknown types are shown read-only; the engine judges what it can compute.
      return;
  }
}

/**
 * Every value of a calc document that breaks its field's rule (docs/product/validation.md#calculator-fields
 * and the physical ranges), in the order the calculator shows the fields: the room, its surfaces, then the
 * surfaces of each further variant. Empty room dimensions are reported as missing. Reads any
 * value (the document as typed, or JSON from a request).
 */
export function checkCalcDocument(value: unknown): CalcFieldIssue[] {
  const document = asObject(value);
  const system: CalcUnitSystem = asObject(document.units).system === 'Metric' ? 'Metric' : 'Imperial';
  const collector = new IssueCollector(system);
  for (const { field, label, kind } of ROOM_FIELDS) {
    if (kind === 'dimension') {
      const reading = readCalcValue(document[field]);
      if (reading.ok && reading.value === null) {
        collector.issues.push({ path: [field], label, message: MESSAGES.required, isMissing: true });
        continue;
      }
    }
    collector.check(document, [field], label, kind);
  }
  const surfaces = Array.isArray(document.surfaces) ? document.surfaces : [];
  for (const [index, surface] of surfaces.entries()) {
    checkSurface(collector, surface, { path: ['surfaces', index], name: `Surface #${index + 1}` });
  }
  // The other variants' surfaces follow the same rules, named with their variant.
  const variants = Array.isArray(document.variants) ? document.variants : [];
  if (variants.length > CALC_VARIANTS_MAX - 1) {
    collector.issues.push({
      path: ['variants'],
      label: 'Variants',
      message: VARIANT_MESSAGES.tooMany,
      isMissing: false,
    });
  }
  for (const [variantIndex, value] of variants.entries()) {
    const variant = asObject(value);
    const variantSurfaces = Array.isArray(variant.surfaces) ? variant.surfaces : [];
    const variantName =
      typeof variant.name === 'string' && variant.name.trim() !== ''
        ? variant.name.trim()
        : `Variant ${variantIndex + 2}`;
    if (variantName.length > CALC_VARIANT_NAME_MAX) {
      collector.issues.push({
        path: ['variants', variantIndex, 'name'],
        label: `Variant ${variantIndex + 2}, name`,
        message: VARIANT_MESSAGES.tooLong,
        isMissing: false,
      });
    }
    for (const [index, surface] of variantSurfaces.entries()) {
      checkSurface(collector, surface, {
        path: ['variants', variantIndex, 'surfaces', index],
        name: `${variantName}, Surface #${index + 1}`,
      });
    }
  }
  return collector.issues;
}

/** An issue as one line: 'Length: Must be at most 10 000 m'. */
export function calcIssueText(issue: CalcFieldIssue): string {
  return `${issue.label}: ${issue.message}`;
}
