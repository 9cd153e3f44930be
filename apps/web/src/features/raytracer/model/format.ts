/** Number formats of the ray tracer's screens. */

const BAND_LABELS: Record<number, string> = {
  125: '125 Hz',
  250: '250 Hz',
  500: '500 Hz',
  1000: '1 kHz',
  2000: '2 kHz',
  4000: '4 kHz',
};

/** '125 Hz' … '4 kHz'. */
export function bandLabel(frequencyHz: number): string {
  return BAND_LABELS[frequencyHz] ?? `${frequencyHz} Hz`;
}

/** Seconds with two decimals ('0.68 s'), or '—'. */
export function secondsText(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${value.toFixed(2)} s`;
}

/** Decibels with one decimal ('2.3 dB'), or '—'. */
export function decibelText(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${value.toFixed(1)} dB`;
}

/** A signed percentage without decimals ('+12 %'), or '—'. */
export function signedPercentText(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const rounded = Math.round(value);
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : ''}${Math.abs(rounded)} %`;
}

/** A ratio as a percentage without decimals ('45 %'), or '—'. */
export function ratioPercentText(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${Math.round(value * 100)} %`;
}
