/**
 * Among several products, the one needing the least amount: the proposals that meet the most
 * bands (a band met, and not pushed below a lower limit) are compared by amount, and the smallest
 * wins (the first of equals). Amounts compare like with like: area with area, objects with objects.
 */
import type { TreatmentProposal } from '../standards/types.ts';
import type { CalcInput } from '../types.ts';
import { proposeTreatment } from './propose-treatment.ts';
import type { LeastTreatment, TreatmentProduct, TreatmentTarget } from './types.ts';

/** Number of a proposal's bands that the proposal meets. */
export function metBandCount(proposal: TreatmentProposal): number {
  return proposal.bands.filter((band) => band.needed !== null && band.reason === null).length;
}

/** Sizes every product and picks the one needing the least amount among those meeting the most bands. */
export function leastTreatment(
  input: CalcInput,
  target: TreatmentTarget,
  products: readonly TreatmentProduct[],
): LeastTreatment {
  const proposals = products.map((product) => proposeTreatment(input, { ...target, product }));
  let productIndex: number | null = null;
  let best: TreatmentProposal | null = null;
  proposals.forEach((proposal, index) => {
    if (best === null) {
      best = proposal;
      productIndex = index;
      return;
    }
    const met = metBandCount(proposal);
    const bestMet = metBandCount(best);
    if (met > bestMet || (met === bestMet && proposal.amount < best.amount)) {
      best = proposal;
      productIndex = index;
    }
  });
  return { productIndex, proposals };
}
