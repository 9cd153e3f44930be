/**
 * The model columns of a room's results table: every model for every band from the band inputs,
 * scaled to the decay range, and the Eyring-type columns cleared where a surface's coefficient
 * exceeds 1.0. Runs on every keystroke in the calculator, so the models are called at their own
 * call sites and their shared terms are computed once per band.
 */
import { BAND_COUNT } from './constants.ts';
import { arauPuchadesFromDenominators } from './models/arau-puchades.ts';
import { eyringFromExponent, meanEyringExponent } from './models/eyring.ts';
import { fitzroy } from './models/fitzroy.ts';
import { fitzroyEyringFromDenominators } from './models/fitzroy-eyring.ts';
import { MODEL_IDS, type ModelId } from './models/metadata.ts';
import {
  axialEyringDenominators,
  type BandInput,
  type BandResult,
  nullResult,
  valueResult,
} from './models/model-types.ts';
import { neubauerFromExponent } from './models/neubauer.ts';
import { sabine } from './models/sabine.ts';
import { tohyamaFromEyring } from './models/tohyama.ts';

// Module copies of imported constants: the optimiser cannot type an imported binding (it is
// a live value), which made this hot path up to twice as slow.
const bandCount = BAND_COUNT;
const modelIds: readonly ModelId[] = MODEL_IDS;

/** The models that take `ln(1 − α)`: undefined where a surface's coefficient exceeds 1.0. */
const EYRING_TYPE_MODELS: readonly ModelId[] = [
  'eyring',
  'fitzroyEyring',
  'arauPuchades',
  'neubauer',
  'tohyama',
];

/**
 * Sets the Eyring-type models to `null` in the bands flagged in `aboveOneBands`.
 * docs/product/validation.md#calculator-warnings:
 * 'Eyring: a coefficient exceeds 1.0, so absorption cannot be calculated'. In a band where an active
 * surface's coefficient exceeds 1.0 the Eyring-type models have no value (even when the mean stays below 1),
 * so the values agree with the warning.
 */
export function clearEyringAboveOne(rt: Record<ModelId, BandResult[]>, aboveOneBands: number): void {
  if (aboveOneBands === 0) return;
  for (let band = 0; band < bandCount; band++) {
    if ((aboveOneBands & (1 << band)) === 0) continue;
    for (const id of EYRING_TYPE_MODELS) rt[id][band] = nullResult('coefficient-at-least-one');
  }
}

/** A model's band value scaled to the decay range (`rtDecay = d` dB reports `RT60·d/60`). */
function scaled(result: BandResult, rtScale: number): BandResult {
  return result.value === null || rtScale === 1 ? result : valueResult(result.value * rtScale);
}

/**
 * Every model for every band. Each model is called at its own call site, not through
 * `MODELS[id]` (one call site shared by seven functions cannot be inlined, which made this loop
 * about half again slower), and the terms several models share are computed once per band: the
 * mean Eyring exponent (Eyring, Neubauer, and Eyring's time for Tohyama) and the axial Eyring
 * denominators (Fitzroy-Eyring, Arau-Puchades). `calculate-result.test.ts` checks each column
 * against `MODELS[id]`.
 */
export function runModels(bandInputs: BandInput[] | null, rtScale: number): Record<ModelId, BandResult[]> {
  const rt: Record<ModelId, BandResult[]> = {
    sabine: [],
    eyring: [],
    fitzroy: [],
    fitzroyEyring: [],
    arauPuchades: [],
    neubauer: [],
    tohyama: [],
  };
  for (let band = 0; band < bandCount; band++) {
    const input = bandInputs?.[band];
    if (input === undefined) {
      for (const id of modelIds) rt[id].push(nullResult('invalid-room'));
      continue;
    }
    const meanExponent = meanEyringExponent(input);
    const eyringTime = eyringFromExponent(input, meanExponent);
    const axialDenominators = axialEyringDenominators(input);
    rt.sabine.push(scaled(sabine(input), rtScale));
    rt.eyring.push(scaled(eyringTime, rtScale));
    rt.fitzroy.push(scaled(fitzroy(input), rtScale));
    rt.fitzroyEyring.push(scaled(fitzroyEyringFromDenominators(input, axialDenominators), rtScale));
    rt.arauPuchades.push(scaled(arauPuchadesFromDenominators(input, axialDenominators), rtScale));
    rt.neubauer.push(scaled(neubauerFromExponent(input, meanExponent), rtScale));
    rt.tohyama.push(scaled(tohyamaFromEyring(input, eyringTime), rtScale));
  }
  return rt;
}
