/** Formatting helpers for the display precisions of docs/product/constants.md#display-precision. */
import { DISPLAY_PRECISION } from './constants.ts';

function formatFixed(value: number | null, decimals: number): string {
  if (value === null || !Number.isFinite(value)) return '—';
  const text = value.toFixed(decimals);
  // Avoid "-0.0" for tiny negatives that round to zero.
  return Number(text) === 0 ? (0).toFixed(decimals) : text;
}

/** Formats a reverberation time in seconds with 1 decimal; `null` shows as an em dash. */
export function formatRt(seconds: number | null): string {
  return formatFixed(seconds, DISPLAY_PRECISION.rt);
}

/** Formats an absorption in sabins with 0 decimals; `null` shows as an em dash. */
export function formatSabins(sabins: number | null): string {
  return formatFixed(sabins, DISPLAY_PRECISION.sabins);
}

/** Formats an absorption coefficient with 2 decimals; `null` shows as an em dash. */
export function formatAlpha(alpha: number | null): string {
  return formatFixed(alpha, DISPLAY_PRECISION.alpha);
}
