import { type CalcInput, MODEL_METADATA, type ModelId } from '@roomtone/acoustics';
import { trimmed } from './report-format.ts';

/** The notes of a room report: the methods' assumptions, the air and decay settings, the caveat. */
export function notesOf(input: CalcInput, ids: ModelId[]): string[] {
  const notes = [
    'Every method assumes a rectangular room with a diffuse sound field; area not covered by an entered surface counts as perfectly reflective (α = 0).',
    ...ids.map((id) => `${MODEL_METADATA[id].label}: ${MODEL_METADATA[id].note}`),
    input.settings.airAbsorption
      ? 'Air absorption is included as 4mV, with m = 0.003 per metre at 2000 Hz and 0.008 per metre at 4000 Hz (0 in the lower bands).'
      : 'Air absorption is not included (turned off in Advanced Settings).',
  ];
  if (input.settings.limitCoefficients) {
    notes.push('Surface coefficients are limited to 0.99 before they are multiplied by their areas.');
  }
  if (input.rtDecayDb !== 60) {
    notes.push(
      `Times are reported for a ${trimmed(input.rtDecayDb)} dB decay: each model's RT60 × ${trimmed(input.rtDecayDb)}/60.`,
    );
  }
  notes.push(
    'The values are predictions from the entered surfaces; the finished room may differ with workmanship, furnishing and occupancy, and should be verified by measurement (ISO 3382-2).',
  );
  return notes;
}
