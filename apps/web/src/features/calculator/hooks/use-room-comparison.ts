import { MODEL_METADATA, type RoomResult } from '@roomtone/acoustics';
import type { CalcDocument } from '@roomtone/contracts';
import { useMemo } from 'react';
import { type GraphOverlay, variantStyleOf } from '../model/graph-overlays.ts';
import { type StandardView, standardViewOf } from '../model/standard-view.ts';
import { type ProposalOutcome, useProposalOutcome } from './use-proposal-overlay.ts';
import { useVariantResults, type VariantResult } from './use-variant-results.ts';

/** The room against its standard, with its proposals and beside its other variants (issue 24). */
export type RoomComparison = {
  standard: StandardView | null;
  proposal: ProposalOutcome | null;
  variants: VariantResult[];
  /** The graph's extra curves: the room with its proposals, then each variant. */
  overlays: GraphOverlay[];
};

/**
 * What the workspace shows of issue 24 for the open variant (`activeDocument`, its `result`): the
 * standard's view, the room with its proposals, and every variant of `document` with its curve.
 */
export function useRoomComparison(
  document: CalcDocument,
  activeDocument: CalcDocument,
  result: RoomResult | null,
  isComputable: boolean,
): RoomComparison {
  const standard = useMemo(() => standardViewOf(activeDocument, result), [activeDocument, result]);
  const variants = useVariantResults(document);
  const proposal = useProposalOutcome(activeDocument, isComputable);
  const overlays = useMemo(
    (): GraphOverlay[] => [
      ...(proposal === null ? [] : [proposal.overlay]),
      ...variants.map((variant, index) => ({
        id: `variant-${index}`,
        label: `${variant.name} (${MODEL_METADATA[variant.model].label})`,
        values: variant.values,
        ...variantStyleOf(index),
      })),
    ],
    [variants, proposal],
  );
  return { standard, proposal, variants, overlays };
}
