/**
 * Tohyama (Tohyama & Suzuki 1986, almost-two-dimensional diffuse field) — EXPERIMENTAL:
 * the published formula could not be read (only the paper's first page); what follows is
 * Roomtone's reconstruction from the paper's stated premise, not the published equation.
 *
 * Premise: when floor and ceiling absorb and the walls are hard, waves travelling parallel
 * to the floor (tangential modes of the horizontal plane) meet only the walls and decay
 * slowly, while the 3-D (oblique) field decays as in Eyring's theory; the share of the
 * two-dimensional field depends on frequency, which is what the classical formulas miss.
 *
 * Reconstruction:
 *  - 3-D decay: `T_3D = K·V / (−S·ln(1 − ᾱ) + 4·m·V)` (Eyring).
 *  - 2-D decay: horizontal mean free path `π·V/S_w`, so
 *    `T_2D = (π/4)·K·V / (−S_w·ln(1 − α_w) + π·m·V)`.
 *  - Energy share by modal density: tangential (horizontal) to oblique modes
 *    `r = c / (2·h·f)`.
 *  - Reported time: the energy-weighted mean `T = (T_3D + r·T_2D)/(1 + r)`.
 * Symbols: S_w = 2h(l+b) wall area; α_w = (A_lr + A_fr)/S_w mean wall coefficient; h room
 * height; f band centre frequency; other symbols as Eyring.
 * Validity: rectangular rooms whose absorption sits mainly on floor and ceiling. It is not
 * equal to Eyring for uniform absorption. Null when ᾱ ≥ 1 or α_w ≥ 1, or when either decay
 * has no absorption.
 * Reference: M. Tohyama and A. Suzuki, "Reverberation time in an almost-two-dimensional
 * diffuse field", J. Sound Vib. 111(3), 391-398 (1986).
 */
import { eyring } from './eyring.ts';
import {
  type BandInput,
  type BandResult,
  decayTime,
  eyringExponent,
  nullResult,
  valueResult,
} from './model-types.ts';

/** Share of two-dimensional (horizontal tangential) to three-dimensional modal energy. */
export function tangentialShare(speedOfSound: number, height: number, frequencyHz: number): number {
  return speedOfSound / (2 * height * frequencyHz);
}

/** Tohyama (reconstruction) reverberation time for one band. */
export function tohyama(input: BandInput): BandResult {
  return tohyamaFromEyring(input, eyring(input));
}

/** Tohyama from the band's Eyring time (its three-dimensional decay). */
export function tohyamaFromEyring(input: BandInput, threeDimensional: BandResult): BandResult {
  if (threeDimensional.value === null) return nullResult(threeDimensional.reason);
  const wallArea = input.areas.lr + input.areas.fr;
  const wallExponent = eyringExponent((input.sabins.lr + input.sabins.fr) / wallArea);
  if (wallExponent === null) return nullResult('coefficient-at-least-one');
  const quarterPi = Math.PI / 4;
  const twoDimensional = decayTime(
    quarterPi * input.k,
    input.volume,
    wallArea * wallExponent + quarterPi * input.airSabins,
  );
  if (twoDimensional.value === null) return twoDimensional;
  const share = tangentialShare(input.speedOfSound, input.height, input.frequencyHz);
  return valueResult((threeDimensional.value + share * twoDimensional.value) / (1 + share));
}
