/**
 * Tohyama (after Tohyama & Suzuki 1986, almost-two-dimensional diffuse field) — EXPERIMENTAL:
 * only the paper's first page could be read; what follows is Roomtone's reconstruction from the
 * paper's stated premise, not the published equation. docs/acoustics.md gives the derivation
 * step by step and marks which steps are the paper's and which are ours.
 *
 * Premise (the paper's): when floor and ceiling absorb and the walls are hard, waves travelling
 * parallel to the floor dominate the late decay, and the RT depends on frequency, which the
 * classical formulas cannot show.
 *
 * Reconstruction (ours):
 *  - 3-D (oblique) field: `T_3D = K·V / (−S·ln(1 − ᾱ) + 4·m·V)` (Eyring).
 *  - 2-D (horizontal tangential) field: it meets the walls as a two-dimensional diffuse field
 *    (mean free path `π·V/S_w`, so the walls act `4/π` times as strongly as in 3-D), and it
 *    still loses energy to floor and ceiling at half the rate an oblique field does (the modal
 *    damping of a rectangular room: a mode with no vertical order has half the pressure at
 *    floor and ceiling, relative to its mean, that an oblique mode has):
 *    `T_2D = K·V / ((4/π)·(−S_w·ln(1 − α_w)) + ½·(−S_cf·ln(1 − α_cf)) + 4·m·V)`.
 *  - Energy share by modal count, horizontal tangential to oblique modes: `r = c / (2·h·f)`.
 *  - Reported time: `T = (T_3D + r·T_2D)/(1 + r)`, the time of the single exponential decay
 *    that holds the same reverberant energy as the two decays together.
 * Symbols: S_w = 2h(l+b) wall area, α_w = (A_lr + A_fr)/S_w; S_cf = 2lb, α_cf = A_fc/S_cf; h room
 * height; f band centre frequency; other symbols as Eyring.
 * Validity: rectangular rooms whose absorption sits mainly on floor and ceiling. Finite whenever
 * any surface absorbs (a room with hard walls and an absorbing floor or ceiling included). It is
 * not equal to Eyring for uniform absorption, but never more than about 22 % below it (the 2-D
 * decay is at least π/4 of the 3-D one). Unlike the other models it does not scale with the room
 * at a fixed frequency: a room k times larger behaves like the same room at a frequency k times
 * higher. Null when ᾱ ≥ 1, α_w ≥ 1 or α_cf ≥ 1, or when a decay has no absorption.
 * Reference: M. Tohyama and A. Suzuki, "Reverberation time in an almost-two-dimensional diffuse
 * field", J. Sound Vib. 111(3), 391-398 (1986).
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

/** How much more strongly the walls act on a 2-D diffuse field than on a 3-D one (`4/π`). */
export const TWO_DIMENSIONAL_WALL_FACTOR = 4 / Math.PI;

/** How strongly floor and ceiling act on the horizontal tangential field, relative to a 3-D one. */
export const TANGENTIAL_FLOOR_CEILING_FACTOR = 0.5;

/** Share of two-dimensional (horizontal tangential) to three-dimensional modal energy. */
export function tangentialShare(speedOfSound: number, height: number, frequencyHz: number): number {
  return speedOfSound / (2 * height * frequencyHz);
}

/** The decay time of the horizontal tangential (almost-two-dimensional) field. */
export function twoDimensionalDecay(input: BandInput): BandResult {
  const wallArea = input.areas.lr + input.areas.fr;
  const wallExponent = eyringExponent((input.sabins.lr + input.sabins.fr) / wallArea);
  const ceilingFloorExponent = eyringExponent(input.sabins.fc / input.areas.fc);
  if (wallExponent === null || ceilingFloorExponent === null) return nullResult('coefficient-at-least-one');
  const denominator =
    TWO_DIMENSIONAL_WALL_FACTOR * wallArea * wallExponent +
    TANGENTIAL_FLOOR_CEILING_FACTOR * input.areas.fc * ceilingFloorExponent +
    input.airSabins;
  return decayTime(input.k, input.volume, denominator);
}

/** Tohyama (reconstruction) reverberation time for one band. */
export function tohyama(input: BandInput): BandResult {
  return tohyamaFromEyring(input, eyring(input));
}

/** Tohyama from the band's Eyring time (its three-dimensional decay). */
export function tohyamaFromEyring(input: BandInput, threeDimensional: BandResult): BandResult {
  if (threeDimensional.value === null) return nullResult(threeDimensional.reason);
  const twoDimensional = twoDimensionalDecay(input);
  if (twoDimensional.value === null) return twoDimensional;
  const share = tangentialShare(input.speedOfSound, input.height, input.frequencyHz);
  return valueResult((threeDimensional.value + share * twoDimensional.value) / (1 + share));
}
