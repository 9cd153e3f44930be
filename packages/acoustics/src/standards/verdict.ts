/**
 * The one-line verdict of an assessment, e.g. 'DIN 18041 A3: passes at 250-4000 Hz, fails at
 * 125 Hz by 0.2 s'. Contiguous bands with the same outcome are joined as ranges; amounts are
 * rounded like the calculator shows them (RT to 0.1 s, `formatRt`; A/V to 0.01 m²/m³).
 */
import { formatRt } from '../format.ts';
import type { BandAssessment } from './types.ts';

type BandOutcome = 'pass' | 'above' | 'below' | 'none';

function outcomeOf(band: BandAssessment): BandOutcome {
  if (band.passes === null || band.value === null) return 'none';
  if (band.passes) return 'pass';
  return band.upper !== null && band.value > band.upper ? 'above' : 'below';
}

type Run = { outcome: BandOutcome; bands: BandAssessment[] };

/** Consecutive bands with the same outcome. */
function runsOf(bands: readonly BandAssessment[]): Run[] {
  const runs: Run[] = [];
  for (const band of bands) {
    const outcome = outcomeOf(band);
    const last = runs[runs.length - 1];
    if (last !== undefined && last.outcome === outcome) last.bands.push(band);
    else runs.push({ outcome, bands: [band] });
  }
  return runs;
}

function rangeText(bands: readonly BandAssessment[]): string {
  const first = bands[0]?.frequencyHz;
  const last = bands[bands.length - 1]?.frequencyHz;
  if (first === undefined || first === null || last === undefined || last === null) return '';
  return first === last ? `${first} Hz` : `${first}-${last} Hz`;
}

/** An amount in seconds as the calculator shows it: '0.2 s', or 'less than 0.1 s' when it rounds to 0. */
export function secondsAmount(seconds: number): string {
  const text = formatRt(seconds);
  return Number(text) === 0 ? 'less than 0.1 s' : `${text} s`;
}

/** An A/V amount: '0.02 m²/m³', or 'less than 0.01 m²/m³' when it rounds to 0. */
export function absorptionAmount(perMetre: number): string {
  const text = perMetre.toFixed(2);
  return Number(text) === 0 ? 'less than 0.01 m²/m³' : `${text} m²/m³`;
}

/**
 * The outcome part of a per-band verdict: 'passes' when every band passes, else the passing
 * ranges, each failing range with its largest shortfall ('by up to' over several bands, and
 * `belowWord` in brackets below a lower limit) and the bands without a value.
 */
export function bandOutcomeText(
  bands: readonly BandAssessment[],
  amount: (value: number) => string,
  belowWord: string | null,
): string {
  const runs = runsOf(bands);
  if (runs.length === 1 && runs[0]?.outcome === 'pass') return 'passes';
  const passing = runs.filter((run) => run.outcome === 'pass').map((run) => rangeText(run.bands));
  const parts: string[] = [];
  if (passing.length > 0) parts.push(`passes at ${passing.join(' and ')}`);
  for (const run of runs) {
    if (run.outcome !== 'above' && run.outcome !== 'below') continue;
    const shortfall = Math.max(...run.bands.map((band) => -(band.margin ?? 0)));
    const amountText = amount(shortfall);
    const by = run.bands.length > 1 && !amountText.startsWith('less than') ? 'by up to' : 'by';
    const direction = run.outcome === 'below' && belowWord !== null ? ` (${belowWord})` : '';
    parts.push(`fails at ${rangeText(run.bands)} ${by} ${amountText}${direction}`);
  }
  const missing = runs.filter((run) => run.outcome === 'none').map((run) => rangeText(run.bands));
  if (missing.length > 0) parts.push(`no value at ${missing.join(' and ')}`);
  return parts.join(', ');
}

/** A limit in seconds without trailing zeros: 0.6 → '0.6', 1.25 → '1.25'. */
export function limitSeconds(seconds: number): string {
  return `${Number(seconds.toFixed(2)).toString()} s`;
}

/** The limits of a mean rule in words: '(limit 0.6 s)', '(limits 0.8-1.2 s)', '(minimum 0.4 s)'. */
export function meanLimitText(lower: number | null, upper: number | null): string {
  if (lower !== null && upper !== null) {
    return `(limits ${Number(lower.toFixed(2))}-${limitSeconds(upper)})`;
  }
  if (upper !== null) return `(limit ${limitSeconds(upper)})`;
  if (lower !== null) return `(minimum ${limitSeconds(lower)})`;
  return '(no limit)';
}
