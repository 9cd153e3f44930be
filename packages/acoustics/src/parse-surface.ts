/** Normalises one surface of a saved calc document (docs/product/data.md#surface). */
import { BANDS, METRES_PER_FOOT, PHYSICAL_LIMITS } from './constants.ts';
import {
  asRecord,
  CalcDocumentError,
  readAxisValues,
  readBandValues,
  readBoolean,
  readBoundedNumber,
  readFinishCoefficients,
  readOptionalNumber,
  type ValueLimit,
} from './parse-values.ts';
import { isUsableRt } from './surfaces/existing-room.ts';
import { surfaceKindOfType } from './surfaces/kinds.ts';
import type { FacePlacement, Surface, UnitSystem } from './types.ts';

function surfaceName(record: Record<string, unknown>): string {
  if (typeof record.name === 'string' && record.name !== '') return record.name;
  const finishObj = asRecord(record.finishObj);
  if (typeof finishObj?.finishName === 'string') return finishObj.finishName;
  if (typeof record.finish === 'string') return record.finish;
  return '';
}

/**
 * Measured RT per band: the band's own value when it is a usable measurement, else `rtAvg`
 * (the file's fallback: a missing band, and also an entered band that is negative or zero, which
 * is then listed in `averagedBands` for the warning), else the band's value as entered.
 */
function readRt(
  record: Record<string, unknown>,
  field: string,
): { rt: (number | null)[]; averagedBands: number[] } {
  const average = readOptionalNumber(record.rtAvg, `${field}.rtAvg`) ?? null;
  const rt: (number | null)[] = [null, null, null, null, null, null];
  const averagedBands: number[] = [];
  for (let band = 0; band < BANDS.length; band++) {
    const frequency = BANDS[band];
    const entered = readOptionalNumber(record[`rt${frequency}`], `${field}.rt${frequency}`) ?? null;
    if (entered === null) rt[band] = average;
    else if (isUsableRt(entered) || !isUsableRt(average)) rt[band] = entered;
    else {
      rt[band] = average;
      averagedBands.push(band);
    }
  }
  return { rt, averagedBands };
}

const PLACEMENTS = {
  lr: ['left', 'right', 'both'],
  fr: ['front', 'rear', 'both'],
  fc: ['ceiling', 'floor', 'both'],
} as const;

function readPlacementOf<Axis extends keyof typeof PLACEMENTS>(
  record: Record<string, unknown>,
  axis: Axis,
  field: string,
): (typeof PLACEMENTS)[Axis][number] {
  const value = record[axis];
  if (value === undefined || value === null || value === '') return 'both';
  const choices: readonly string[] = PLACEMENTS[axis];
  if (typeof value === 'string' && choices.includes(value)) return value as (typeof PLACEMENTS)[Axis][number];
  throw new CalcDocumentError(
    `${field}.${axis}`,
    `must be one of ${choices.map((choice) => `"${choice}"`).join(', ')}`,
  );
}

/** The optional `placement {lr, fr, fc}`; `null` when missing or 'both' everywhere. */
function readPlacement(value: unknown, field: string): FacePlacement | null {
  if (value === undefined || value === null) return null;
  const record = asRecord(value);
  if (record === undefined) throw new CalcDocumentError(field, 'must be an object with lr, fr and fc');
  const placement: FacePlacement = {
    lr: readPlacementOf(record, 'lr', field),
    fr: readPlacementOf(record, 'fr', field),
    fc: readPlacementOf(record, 'fc', field),
  };
  return placement.lr === 'both' && placement.fr === 'both' && placement.fc === 'both' ? null : placement;
}

/**
 * Sabins per object are at most 10 m² (the coefficient limit over one square metre), in the room's
 * unit; in ft² rounded up to 0.1 so that a Metric room converted to Imperial stays within it.
 */
function sabinsPerObjectLimit(unitSystem: UnitSystem): ValueLimit {
  const squareMetres = PHYSICAL_LIMITS.maxCoefficient;
  return unitSystem === 'Imperial'
    ? { maximum: Math.ceil((squareMetres / METRES_PER_FOOT ** 2) * 10) / 10, unit: 'ft² per object' }
    : { maximum: squareMetres, unit: 'm² per object' };
}

function readReducers(value: unknown, field: string) {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new CalcDocumentError(field, 'must be a list');
  return value.map((reducer: unknown, index) => {
    const record = asRecord(reducer) ?? {};
    return readAxisValues(record.area ?? record, `${field}[${index}].area`);
  });
}

/** Normalises `surfaces[index]`; throws `CalcDocumentError` naming the bad field. */
export function parseSurface(value: unknown, index: number, unitSystem: UnitSystem = 'Metric'): Surface {
  const field = `surfaces[${index}]`;
  const record = asRecord(value);
  if (record === undefined) throw new CalcDocumentError(field, 'must be an object');
  if (typeof record.type !== 'string' || record.type === '') {
    throw new CalcDocumentError(`${field}.type`, 'is required');
  }
  const { type } = record;
  const kind = surfaceKindOfType(type);
  if (kind === null) throw new CalcDocumentError(`${field}.type`, `unknown surface type "${type}"`);
  const name = surfaceName(record);
  const isInactive = readBoolean(record.inactive, `${field}.inactive`, false);
  const placement = kind === 'existing-room' ? null : readPlacement(record.placement, `${field}.placement`);
  // Explicit literals (not spreads) so that every surface of a kind has one object shape,
  // which keeps the engine's per-surface loop fast.
  const base = { type, name, isInactive, placement };
  const area = () => readAxisValues(record.area, `${field}.area`);
  switch (kind) {
    case 'finish': {
      const { coefficients, a63 } = readFinishCoefficients(record, field);
      return { type, name, isInactive, placement, kind, area: area(), coefficients, a63 };
    }
    case 'sabin': {
      const { coefficients, a63 } = readFinishCoefficients(record, field, sabinsPerObjectLimit(unitSystem));
      return {
        type,
        name,
        isInactive,
        placement,
        kind,
        sabinsPerObject: coefficients,
        sabins63PerObject: a63,
        multiplier: readAxisValues(record.multiplier, `${field}.multiplier`),
      };
    }
    case 'variable':
      return {
        type,
        name,
        isInactive,
        placement,
        kind,
        finishA: readFinishCoefficients(record.finishA, `${field}.finishA`),
        finishB: readFinishCoefficients(record.finishB, `${field}.finishB`),
        balancePercent: readBoundedNumber(record.balance, `${field}.balance`),
        area: area(),
      };
    case 'existing-room': {
      const { rt, averagedBands } = readRt(record, field);
      return { type, name, isInactive, placement, kind, rt, averagedBands, area: area() };
    }
    case 'absorption-constant':
      return {
        type,
        name,
        isInactive,
        placement,
        kind,
        coefficients: readBandValues(record, 'a', field),
        edgeConstants: readBandValues(record, 'k', field),
        area: area(),
        perimeter: readAxisValues(record.perimeter, `${field}.perimeter`),
      };
    case 'audience-area': {
      const own = readFinishCoefficients(record, field);
      const hasUnoccupied = record.unoccupied !== undefined;
      return {
        ...base,
        kind,
        unoccupied: hasUnoccupied ? readFinishCoefficients(record.unoccupied, `${field}.unoccupied`) : own,
        occupied:
          record.occupied !== undefined ? readFinishCoefficients(record.occupied, `${field}.occupied`) : own,
        occupancyPercent: readBoundedNumber(record.occupancy, `${field}.occupancy`),
        width: readBoundedNumber(record.width, `${field}.width`),
        length: readBoundedNumber(record.len, `${field}.len`),
        height: readBoundedNumber(record.height, `${field}.height`),
        area: area(),
      };
    }
    case 'master-with-reducers':
      return {
        ...base,
        kind,
        area: area(),
        reducers: readReducers(record.reducers, `${field}.reducers`),
        ...readFinishCoefficients(record, field),
      };
  }
}
