/**
 * Fitzroy (Sabine variant) — a Roomtone convention, not a formula Fitzroy published.
 *
 * Formula: `T = Σ_g (S_g/S) · K·V / (S·α_g + 4·m·V)` over the axes g ∈ {lr, fr, fc}.
 * Symbols: S_g geometric area of the pair of opposite surfaces of axis g; α_g = A_g/S_g their
 * mean coefficient; other symbols as Sabine.
 * Assumptions: Fitzroy's per-axis weighting of three decays, each with Sabine's linear
 * absorption term instead of Eyring's logarithm.
 * Validity: as Sabine per axis (α_g ≤ 0.3); equals Sabine when absorption is uniform. Null
 * when an axis has no absorption (its decay is infinite).
 * Reference: weighting from D. Fitzroy, "Reverberation formula which seems to be more
 * accurate with nonuniform distribution of absorption", J. Acoust. Soc. Am. 31(7), 893-897
 * (1959).
 */
import {
  type BandInput,
  type BandResult,
  denominatorReason,
  nullResult,
  valueResult,
} from './model-types.ts';

/** Fitzroy (Sabine variant) reverberation time for one band. */
export function fitzroy(input: BandInput): BandResult {
  const { areas, sabins, totalArea, airSabins } = input;
  // Axes unrolled: this runs 6 times per room and must not allocate.
  const lr = totalArea * (sabins.lr / areas.lr) + airSabins;
  const fr = totalArea * (sabins.fr / areas.fr) + airSabins;
  const fc = totalArea * (sabins.fc / areas.fc) + airSabins;
  const reason = denominatorReason(lr) ?? denominatorReason(fr) ?? denominatorReason(fc);
  if (reason !== null) return nullResult(reason);
  const kv = input.k * input.volume;
  return valueResult(((areas.lr * kv) / lr + (areas.fr * kv) / fr + (areas.fc * kv) / fc) / totalArea);
}
