import type { UnitSystem } from '@roomtone/acoustics';

/**
 * Number texts of the report beyond the engine's three display precisions (`formatRt`,
 * `formatSabins`, `formatAlpha`): lengths, areas, volumes and temperatures with their units. Plain
 * digits without grouping, so the text is the same whatever the server's or reader's locale.
 */

/** Units of a unit system, as the report writes them. */
export type ReportUnits = {
  system: UnitSystem;
  length: string;
  area: string;
  volume: string;
  temperature: string;
  speed: string;
  sabins: string;
};

/** The units of a calculation's unit system. */
export function reportUnits(system: UnitSystem): ReportUnits {
  return system === 'Metric'
    ? {
        system,
        length: 'm',
        area: 'm²',
        volume: 'm³',
        temperature: '°C',
        speed: 'm/s',
        sabins: 'Sabins (m²)',
      }
    : {
        system,
        length: 'ft',
        area: 'ft²',
        volume: 'ft³',
        temperature: '°F',
        speed: 'ft/s',
        sabins: 'Sabins (ft²)',
      };
}

/** A number with fixed decimals; never '-0.0'. */
export function fixed(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '—';
  const text = value.toFixed(decimals);
  return Number(text) === 0 ? (0).toFixed(decimals) : text;
}

/** An entered quantity as written: up to 2 decimals, without trailing zeros (56, 12.5, 3.33). */
export function trimmed(value: number): string {
  return fixed(value, 2).replace(/\.?0+$/, '') || '0';
}

/** A computed size (area, volume): whole units from 100 up, one decimal below. */
export function size(value: number): string {
  return fixed(value, Math.abs(value) >= 100 ? 0 : 1);
}

/** `YYYY-MM-DD` of an ISO time, in UTC (the day the server recorded). */
export function isoDay(isoTime: string): string {
  return isoTime.slice(0, 10);
}

/** 'a, b and c'. */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
