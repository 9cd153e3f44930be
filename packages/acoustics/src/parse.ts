/**
 * The engine's input parser: turns a saved calc document (docs/product/data.md#room-calculation, parsed JSON
 * of unknown shape) into a `CalcInput`. Numbers may be numbers or decimal numeric strings; empty
 * or missing areas, multipliers and coefficients count as 0; `sum` fields are ignored (they
 * are recomputed). Values beyond the physical ranges of `PHYSICAL_LIMITS` (dimensions, coefficients,
 * temperature, decay range) are refused. A bad value is reported with the path of its field.
 */
import { DEFAULT_RT_DECAY_DB, METRES_PER_FOOT, PHYSICAL_LIMITS } from './constants.ts';
import { parseSurface } from './parse-surface.ts';
import {
  asRecord,
  atMost,
  between,
  CalcDocumentError,
  readBoolean,
  readOptionalNumber,
} from './parse-values.ts';
import type { CalcInput, UnitSystem } from './types.ts';
import { defaultTemperature } from './units.ts';

/** Outcome of parsing: the input, or the first bad field and a message naming it. */
export type ParseResult = { ok: true; value: CalcInput } | { ok: false; field: string; message: string };

/**
 * Options of `parseCalcDocument`. `proposals`: a surface with `propose: true` is a treatment
 * proposal not yet accepted; 'exclude' (the default) keeps it in its place but inactive, so every
 * saved result, report and list shows the room as built while each surface keeps its number (the
 * results' surfaces and warnings line up with the document's); 'include' counts it (the room with
 * the proposal). Proposed surfaces are validated either way, and errors name their place.
 */
export type ParseOptions = { proposals?: 'exclude' | 'include' };

/** Whether a document surface is a proposal not yet accepted (`propose: true`). */
export function isProposedSurface(surface: unknown): boolean {
  return asRecord(surface)?.propose === true;
}

function readUnitSystem(document: Record<string, unknown>): UnitSystem {
  const units = asRecord(document.units);
  const system = units?.system;
  if (system === undefined || system === null || system === '') return 'Imperial';
  if (system === 'Metric' || system === 'Imperial') return system;
  throw new CalcDocumentError('units.system', 'must be "Metric" or "Imperial"');
}

/**
 * The largest dimension in the document's length unit: 10 km, or 32,808.4 ft (rounded up to 0.1 ft
 * so that a Metric room converted to Imperial stays within it).
 */
function maxDimension(unitSystem: UnitSystem): { maximum: number; unit: string } {
  const metres = PHYSICAL_LIMITS.maxDimensionM;
  return unitSystem === 'Imperial'
    ? { maximum: Math.ceil((metres / METRES_PER_FOOT) * 10) / 10, unit: 'ft' }
    : { maximum: metres, unit: 'm' };
}

function readDimension(
  document: Record<string, unknown>,
  field: 'len' | 'width' | 'height',
  unitSystem: UnitSystem,
): number {
  const value = readOptionalNumber(document[field], field);
  if (value === undefined) throw new CalcDocumentError(field, 'is required');
  if (!(value > 0)) throw new CalcDocumentError(field, 'must be greater than 0');
  const { maximum, unit } = maxDimension(unitSystem);
  return atMost(value, maximum, field, unit);
}

/** The room temperature, within the physical range of its unit (-50..60 °C, -58..140 °F). */
function readTemperature(document: Record<string, unknown>, unitSystem: UnitSystem): number {
  const value = readOptionalNumber(document.temperature, 'temperature');
  if (value === undefined) return defaultTemperature(unitSystem);
  const isImperial = unitSystem === 'Imperial';
  const range = isImperial ? PHYSICAL_LIMITS.temperatureF : PHYSICAL_LIMITS.temperatureC;
  return between(value, range.min, range.max, 'temperature', isImperial ? '°F' : '°C');
}

/** The decay range of the reported RT, 1..120 dB. */
function readRtDecay(document: Record<string, unknown>): number {
  const value = readOptionalNumber(document.rtDecay, 'rtDecay') ?? DEFAULT_RT_DECAY_DB;
  const { min, max } = PHYSICAL_LIMITS.rtDecayDb;
  return between(value, min, max, 'rtDecay', 'dB');
}

function readDocument(input: unknown, options: ParseOptions): CalcInput {
  const document = asRecord(input);
  if (document === undefined) throw new CalcDocumentError('document', 'must be a JSON object');
  const unitSystem = readUnitSystem(document);
  const length = readDimension(document, 'len', unitSystem);
  const width = readDimension(document, 'width', unitSystem);
  const height = readDimension(document, 'height', unitSystem);
  const temperature = readTemperature(document, unitSystem);
  const rtDecayDb = readRtDecay(document);
  const settings = asRecord(document.settings) ?? {};
  const surfaces = document.surfaces ?? [];
  if (!Array.isArray(surfaces)) throw new CalcDocumentError('surfaces', 'must be a list');
  const parsedSurfaces = surfaces.map((surface: unknown, index) => parseSurface(surface, index, unitSystem));
  const isIncludingProposals = options.proposals === 'include';
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
    surfaces: isIncludingProposals
      ? parsedSurfaces
      : parsedSurfaces.map((surface, index) =>
          isProposedSurface(surfaces[index]) ? { ...surface, isInactive: true } : surface,
        ),
  };
}

/** Parses a calc document; never throws. Proposed surfaces count only with `proposals: 'include'`. */
export function parseCalcDocument(input: unknown, options: ParseOptions = {}): ParseResult {
  try {
    return { ok: true, value: readDocument(input, options) };
  } catch (error) {
    if (error instanceof CalcDocumentError) return { ok: false, field: error.field, message: error.message };
    throw error;
  }
}
