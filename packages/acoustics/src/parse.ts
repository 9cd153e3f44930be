/**
 * The engine's input parser: turns a saved calc document (SPEC section 3, parsed JSON of
 * unknown shape) into a `CalcInput`. Numbers may be numbers or numeric strings; empty or
 * missing areas, multipliers and coefficients count as 0; `sum` fields are ignored (they
 * are recomputed). A bad value is reported with the path of its field.
 */
import { DEFAULT_RT_DECAY_DB } from './constants.ts';
import { parseSurface } from './parse-surface.ts';
import { asRecord, CalcDocumentError, readBoolean, readOptionalNumber } from './parse-values.ts';
import type { CalcInput, UnitSystem } from './types.ts';
import { defaultTemperature } from './units.ts';

/** Outcome of parsing: the input, or the first bad field and a message naming it. */
export type ParseResult = { ok: true; value: CalcInput } | { ok: false; field: string; message: string };

function readUnitSystem(document: Record<string, unknown>): UnitSystem {
  const units = asRecord(document.units);
  const system = units?.system;
  if (system === undefined || system === null || system === '') return 'Imperial';
  if (system === 'Metric' || system === 'Imperial') return system;
  throw new CalcDocumentError('units.system', 'must be "Metric" or "Imperial"');
}

function readDimension(document: Record<string, unknown>, field: 'len' | 'width' | 'height'): number {
  const value = readOptionalNumber(document[field], field);
  if (value === undefined) throw new CalcDocumentError(field, 'is required');
  if (!(value > 0)) throw new CalcDocumentError(field, 'must be greater than 0');
  return value;
}

function readDocument(input: unknown): CalcInput {
  const document = asRecord(input);
  if (document === undefined) throw new CalcDocumentError('document', 'must be a JSON object');
  const unitSystem = readUnitSystem(document);
  const length = readDimension(document, 'len');
  const width = readDimension(document, 'width');
  const height = readDimension(document, 'height');
  const temperature =
    readOptionalNumber(document.temperature, 'temperature') ?? defaultTemperature(unitSystem);
  const rtDecayDb = readOptionalNumber(document.rtDecay, 'rtDecay') ?? DEFAULT_RT_DECAY_DB;
  if (!(rtDecayDb > 0)) throw new CalcDocumentError('rtDecay', 'must be greater than 0');
  const settings = asRecord(document.settings) ?? {};
  const surfaces = document.surfaces ?? [];
  if (!Array.isArray(surfaces)) throw new CalcDocumentError('surfaces', 'must be a list');
  return {
    unitSystem,
    length,
    width,
    height,
    temperature,
    rtDecayDb,
    settings: {
      limitCoefficients: readBoolean(settings.limitCoefficients, 'settings.limitCoefficients', false),
      airAbsorption: readBoolean(settings.airAbsorption, 'settings.airAbsorption', true),
    },
    surfaces: surfaces.map((surface: unknown, index) => parseSurface(surface, index)),
  };
}

/** Parses a calc document; never throws. */
export function parseCalcDocument(input: unknown): ParseResult {
  try {
    return { ok: true, value: readDocument(input) };
  } catch (error) {
    if (error instanceof CalcDocumentError) return { ok: false, field: error.field, message: error.message };
    throw error;
  }
}
