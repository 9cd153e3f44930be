/**
 * Converts a whole calc document between Metric and Imperial so the UI can switch systems
 * and keep what the user entered: lengths (m ↔ ft), areas and sabins (m² ↔ ft²), edge
 * constants (sabins per length: m ↔ ft) and temperature (°C ↔ °F). Following
 * docs/product/states.md#unit-system, a temperature equal to the
 * old system's default becomes the new system's default (20 °C ↔ 72 °F); any other value is
 * converted. Numbers stay numbers, numeric strings stay strings, empty values stay empty.
 */
import { BANDS, METRES_PER_FOOT } from './constants.ts';
import { asRecord } from './parse-values.ts';
import type { UnitSystem } from './types.ts';
import { celsiusToFahrenheit, defaultTemperature, fahrenheitToCelsius } from './units.ts';

type Scale = (value: number) => number;

function convertValue(value: unknown, scale: Scale): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? scale(value) : value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? String(scale(parsed)) : value;
  }
  return value;
}

function convertFields(
  record: Record<string, unknown> | undefined,
  fields: readonly string[],
  scale: Scale,
): void {
  if (record === undefined) return;
  for (const field of fields) {
    if (field in record) record[field] = convertValue(record[field], scale);
  }
}

const AXIS_FIELDS = ['lr', 'fr', 'fc', 'sum'] as const;
const LENGTH_FIELDS = ['len', 'width', 'height'] as const;
const SABIN_FIELDS = ['a63', ...BANDS.map((band) => `a${band}`)];
const EDGE_FIELDS = BANDS.map((band) => `k${band}`);
const SABINS_BY_BAND_FIELDS = [
  ...BANDS.map((band) => String(band)),
  ...BANDS.map((band) => `s${band}`),
  'sum',
];

function convertPanel(value: unknown, length: Scale): void {
  const record = asRecord(value);
  if (record === undefined) return;
  convertFields(record, LENGTH_FIELDS, length);
  for (const nested of Object.values(record)) convertPanel(nested, length);
}

function convertSurface(surface: Record<string, unknown>, length: Scale, area: Scale): void {
  convertFields(asRecord(surface.area), AXIS_FIELDS, area);
  convertFields(asRecord(surface.perimeter), AXIS_FIELDS, length);
  convertFields(asRecord(surface.sabins), SABINS_BY_BAND_FIELDS, area);
  convertPanel(surface.panel, length);
  if (surface.type === 'sabin-multiaxis-search') convertFields(surface, SABIN_FIELDS, area);
  if (surface.type === 'multiaxis-absorption-constant') convertFields(surface, EDGE_FIELDS, length);
  if (surface.type === 'audience-area') convertFields(surface, LENGTH_FIELDS, length);
  if (Array.isArray(surface.reducers)) {
    for (const reducer of surface.reducers) {
      const record = asRecord(reducer);
      convertFields(asRecord(record?.area) ?? record, AXIS_FIELDS, area);
    }
  }
}

function convertTemperature(value: unknown, from: UnitSystem, to: UnitSystem): unknown {
  const toTarget = from === 'Metric' ? celsiusToFahrenheit : fahrenheitToCelsius;
  const numeric = typeof value === 'string' ? Number(value) : value;
  if (numeric === defaultTemperature(from)) {
    return typeof value === 'string' ? String(defaultTemperature(to)) : defaultTemperature(to);
  }
  return convertValue(value, toTarget);
}

/**
 * Returns a copy of a calc document converted to `to`; the input is not changed. A document
 * already in `to` (or not an object) is returned as a copy unchanged. A document without
 * `units.system` is taken as Imperial (the default of docs/product/states.md#unit-system).
 */
export function convertCalcDocument(document: unknown, to: UnitSystem): unknown {
  const copy = structuredClone(document);
  const record = asRecord(copy);
  if (record === undefined) return copy;
  const units = asRecord(record.units);
  const from: UnitSystem = units?.system === 'Metric' ? 'Metric' : 'Imperial';
  if (from === to) return copy;
  const lengthFactor = from === 'Metric' ? 1 / METRES_PER_FOOT : METRES_PER_FOOT;
  const length: Scale = (value) => value * lengthFactor;
  const area: Scale = (value) => value * lengthFactor * lengthFactor;
  convertFields(record, LENGTH_FIELDS, length);
  if ('temperature' in record) record.temperature = convertTemperature(record.temperature, from, to);
  record.units = { ...(units ?? {}), system: to };
  if (Array.isArray(record.surfaces)) {
    for (const surface of record.surfaces) {
      const surfaceRecord = asRecord(surface);
      if (surfaceRecord !== undefined) convertSurface(surfaceRecord, length, area);
    }
  }
  return copy;
}
