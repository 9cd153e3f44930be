/**
 * The surface a proposal adds to the room, so that the sizing, the UI and the tests compute the
 * same room: a finish on the ceiling is a finish-based surface on the floor/ceiling group placed on
 * the ceiling; a finish on the walls is split over the sidewalls and the front/rear walls in
 * proportion to their free areas; objects are a sabin surface (on the ceiling face for the
 * ceiling; on the walls split like a finish, in whole objects).
 */
import type { TreatmentGroup } from '../standards/types.ts';
import type { AxisValues, CalcInput, FacePlacement, Surface } from '../types.ts';
import { type FreeAreas, freeAreas } from './free-area.ts';
import type { TreatmentProduct } from './types.ts';

/** Name of the surface a proposal adds. */
export const PROPOSAL_SURFACE_NAME = 'Proposed treatment';

const CEILING_PLACEMENT: FacePlacement = { lr: 'both', fr: 'both', fc: 'ceiling' };

/** `amount` split over the sidewalls and the front/rear walls by their free areas. */
function wallShares(areas: FreeAreas, amount: number, isWhole: boolean): AxisValues {
  const total = areas.sidewalls + areas.frontRear;
  const share = total > 0 ? areas.sidewalls / total : 0.5;
  const lr = isWhole ? Math.round(amount * share) : amount * share;
  return { lr, fr: amount - lr, fc: 0 };
}

/**
 * The surface that adds `amount` of a product (area in the document's unit, or a number of
 * objects) to a group. `areas` may be passed when already known (`freeAreas(input)`).
 */
export function proposalSurface(
  input: CalcInput,
  group: TreatmentGroup,
  product: TreatmentProduct,
  amount: number,
  areas: FreeAreas = freeAreas(input),
): Surface {
  const isCeiling = group === 'ceiling';
  const placement = isCeiling ? CEILING_PLACEMENT : null;
  if (product.kind === 'finish') {
    return {
      kind: 'finish',
      type: 'multiaxis-custom-alpha',
      name: PROPOSAL_SURFACE_NAME,
      isInactive: false,
      placement,
      area: isCeiling ? { lr: 0, fr: 0, fc: amount } : wallShares(areas, amount, false),
      coefficients: [...product.coefficients.coefficients],
      a63: product.coefficients.a63,
    };
  }
  return {
    kind: 'sabin',
    type: 'sabin-multiaxis-search',
    name: PROPOSAL_SURFACE_NAME,
    isInactive: false,
    placement,
    sabinsPerObject: [...product.sabinsPerObject],
    sabins63PerObject: product.sabins63PerObject,
    multiplier: isCeiling ? { lr: 0, fr: 0, fc: amount } : wallShares(areas, amount, true),
  };
}

/** The room with the proposal's surface added. */
export function withProposal(
  input: CalcInput,
  group: TreatmentGroup,
  product: TreatmentProduct,
  amount: number,
  areas: FreeAreas = freeAreas(input),
): CalcInput {
  return { ...input, surfaces: [...input.surfaces, proposalSurface(input, group, product, amount, areas)] };
}
