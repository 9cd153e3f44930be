import type { BandAssessment } from '@roomtone/acoustics';
import { limitsText } from '@roomtone/contracts';

/** A band's outcome in a sentence, for its tooltip and screen readers. */
export function bandOutcomeSentence(band: BandAssessment, unit: string): string {
  const where = band.frequencyHz === null ? 'The mean' : `At ${band.frequencyHz} Hz the room`;
  if (band.passes === null || band.value === null) return `${where} has no value to assess.`;
  const value = `${band.value.toFixed(2)} ${unit}`;
  const limits = limitsText(band.lower, band.upper, unit);
  if (band.margin === null) return `${where} has ${value}, within ${limits}.`;
  if (band.passes)
    return `${where} has ${value}, within ${limits} by ${Math.abs(band.margin).toFixed(2)} ${unit}.`;
  const side = band.upper !== null && band.value > band.upper ? 'above' : 'below';
  return `${where} has ${value}, ${side} ${limits} by ${Math.abs(band.margin).toFixed(2)} ${unit}.`;
}
