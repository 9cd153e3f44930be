import {
  EYRING_MAX_MEAN_ALPHA,
  MODEL_METADATA,
  PROPORTION_DIAGONAL_FACTOR,
  SABINE_MAX_MEAN_ALPHA,
} from '@roomtone/acoustics';
import type { ReportFormula, ReportModel, RoomReport } from '@roomtone/contracts';
import { fixed, type ReportUnits } from './report-format.ts';

const FORMULAS: Record<'sabine' | 'eyring', ReportFormula> = {
  sabine: {
    label: 'Sabine',
    formula: 'T = K·V / (A + 4mV)',
    citation: `${MODEL_METADATA.sabine.citation} Constant K = 24·ln(10)/c as in H. Kuttruff, Room Acoustics, 6th ed., CRC Press (2016), ch. 5.`,
  },
  eyring: {
    label: 'Eyring (Eyring-Norris)',
    formula: 'T = K·V / (−S·ln(1 − ᾱ) + 4mV)',
    citation: MODEL_METADATA.eyring.citation,
  },
};

/** The appendix of a room report: how the times were computed, the symbols and the cited formulas. */
export function appendixOf(
  choice: ReportModel,
  units: ReportUnits,
  revisionNumber: number,
): RoomReport['appendix'] {
  const models: ('sabine' | 'eyring')[] =
    choice === 'sabine' ? ['sabine'] : choice === 'eyring' ? ['eyring'] : ['sabine', 'eyring'];
  const formulas: ReportFormula[] = models.map((id) => FORMULAS[id]);
  if (choice === 'auto') {
    formulas.push({
      label: 'Automatic model choice',
      formula: `Sabine when ᾱ ≤ ${fixed(SABINE_MAX_MEAN_ALPHA, 2)} in every band and the diagonal is under ${PROPORTION_DIAGONAL_FACTOR}·V^(1/3); otherwise Eyring when ᾱ < ${fixed(EYRING_MAX_MEAN_ALPHA, 1)} in every band; otherwise none.`,
      citation:
        'Room proportion criterion of ISO 354:2003, Acoustics — Measurement of sound absorption in a reverberation room.',
    });
  }
  formulas.push({
    label: 'Noise reduction coefficient',
    formula: 'NRC = (α250 + α500 + α1000 + α2000)/4, rounded to the nearest 0.05',
    citation:
      'ASTM C423, Standard Test Method for Sound Absorption and Sound Absorption Coefficients by the Reverberation Room Method.',
  });
  return {
    introduction: `The reverberation times of this report were computed by the Roomtone acoustics engine from the calculation stored with revision #${revisionNumber}, per octave band from 125 to 4000 Hz, in ${units.system} units.`,
    definitions: [
      { label: 'T', value: 'reverberation time, s' },
      { label: 'V', value: 'room volume L·W·H (m³ or ft³)' },
      { label: 'S', value: 'total room surface 2·(L·H + W·H + L·W) (m² or ft²)' },
      { label: 'A', value: 'surface absorption Σ S_i·α_i, in sabins (m² or ft²)' },
      { label: 'ᾱ', value: 'mean absorption coefficient A/S' },
      { label: 'c', value: 'speed of sound 331.4 + 0.6·θ m/s, θ the air temperature in °C' },
      { label: 'K', value: '24·ln(10)/c, s per unit of length' },
      {
        label: 'm',
        value:
          'air absorption factor: 0.003 per metre at 2000 Hz, 0.008 per metre at 4000 Hz, 0 below (× 0.3048 per foot)',
      },
    ],
    formulas,
  };
}
