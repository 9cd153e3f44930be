/** Shapes of treatment sizing: the product to size and the options of a proposal. */
import type { ModelId } from '../models/metadata.ts';
import type { RuleSetId, TreatmentGroup, TreatmentProposal } from '../standards/types.ts';
import type { BandArray, FinishCoefficients } from '../types.ts';

/**
 * A product to size: a finish (coefficients per band over an area) or objects measured in sabins
 * per object (m² for a Metric room, ft² for an Imperial one), such as baffles.
 */
export type TreatmentProduct =
  | { kind: 'finish'; coefficients: FinishCoefficients }
  | { kind: 'objects'; sabinsPerObject: BandArray; sabins63PerObject: number | null };

/** What a proposal is sized for: a rule set's room type, held with one model, on one surface group. */
export type TreatmentTarget = {
  ruleSetId: RuleSetId;
  roomTypeId: string;
  model: ModelId;
  group: TreatmentGroup;
};

/** The options of `proposeTreatment`: the target and the product. */
export type ProposeTreatmentOptions = TreatmentTarget & { product: TreatmentProduct };

/** The outcome of `leastTreatment`: every product's proposal and the one chosen. */
export type LeastTreatment = {
  /** Index in `products` of the chosen product, or `null` when no product was given. */
  productIndex: number | null;
  /** The proposal of each product, in the order given. */
  proposals: TreatmentProposal[];
};
