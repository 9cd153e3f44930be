/** Normalises one surface of a saved calc document (SPEC section 3 'Surface'). */
import { BANDS } from './constants.ts';
import {
  asRecord,
  CalcDocumentError,
  readAxisValues,
  readBandValues,
  readBoolean,
  readFinishCoefficients,
  readNumberOrZero,
  readOptionalNumber,
} from './parse-values.ts';
import { surfaceKindOfType } from './surfaces/kinds.ts';
import type { Surface } from './types.ts';

function surfaceName(record: Record<string, unknown>): string {
  if (typeof record.name === 'string' && record.name !== '') return record.name;
  const finishObj = asRecord(record.finishObj);
  if (typeof finishObj?.finishName === 'string') return finishObj.finishName;
  if (typeof record.finish === 'string') return record.finish;
  return '';
}

function readRt(record: Record<string, unknown>, field: string): (number | null)[] {
  const average = readOptionalNumber(record.rtAvg, `${field}.rtAvg`) ?? null;
  const rt: (number | null)[] = [null, null, null, null, null, null];
  for (let band = 0; band < BANDS.length; band++) {
    const frequency = BANDS[band];
    rt[band] = readOptionalNumber(record[`rt${frequency}`], `${field}.rt${frequency}`) ?? average;
  }
  return rt;
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
export function parseSurface(value: unknown, index: number): Surface {
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
  // Explicit literals (not spreads) so that every surface of a kind has one object shape,
  // which keeps the engine's per-surface loop fast.
  const base = { type, name, isInactive };
  const area = () => readAxisValues(record.area, `${field}.area`);
  switch (kind) {
    case 'finish': {
      const { coefficients, a63 } = readFinishCoefficients(record, field);
      return { type, name, isInactive, kind, area: area(), coefficients, a63 };
    }
    case 'sabin': {
      const { coefficients, a63 } = readFinishCoefficients(record, field);
      return {
        type,
        name,
        isInactive,
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
        kind,
        finishA: readFinishCoefficients(record.finishA, `${field}.finishA`),
        finishB: readFinishCoefficients(record.finishB, `${field}.finishB`),
        balancePercent: readNumberOrZero(record.balance, `${field}.balance`),
        area: area(),
      };
    case 'existing-room':
      return { type, name, isInactive, kind, rt: readRt(record, field) };
    case 'absorption-constant':
      return {
        type,
        name,
        isInactive,
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
        occupancyPercent: readNumberOrZero(record.occupancy, `${field}.occupancy`),
        width: readNumberOrZero(record.width, `${field}.width`),
        length: readNumberOrZero(record.len, `${field}.len`),
        height: readNumberOrZero(record.height, `${field}.height`),
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
