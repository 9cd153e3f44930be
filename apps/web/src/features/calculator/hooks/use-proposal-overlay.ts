import {
  type Assessment,
  assessRoom,
  calculateRoom,
  MODEL_METADATA,
  parseCalcDocument,
} from '@roomtone/acoustics';
import { assessedModelOf, type CalcDocument, hasProposals } from '@roomtone/contracts';
import { useMemo } from 'react';
import { type GraphOverlay, PROPOSAL_STYLE } from '../model/graph-overlays.ts';

/** The room with its proposals: the dashed curve of the graph and, with a standard, its verdict. */
export type ProposalOutcome = { overlay: GraphOverlay; assessment: Assessment | null };

/**
 * The open variant computed with its proposed surfaces (`proposals: 'include'`), drawn with the
 * chosen model; null while the variant has no proposal or no result (`isComputable` false).
 */
export function proposalOutcomeOf(document: CalcDocument, isComputable: boolean): ProposalOutcome | null {
  if (!isComputable || !hasProposals(document.surfaces)) return null;
  const parsed = parseCalcDocument(document, { proposals: 'include' });
  if (!parsed.ok) return null;
  const result = calculateRoom(parsed.value);
  const model = assessedModelOf(document.settings?.reportModel, result.autoModel);
  const standard = document.standard;
  return {
    overlay: {
      id: 'proposals',
      label: `With proposals (${MODEL_METADATA[model].label})`,
      values: result.rt[model].map((band) => band.value),
      ...PROPOSAL_STYLE,
    },
    assessment:
      standard === undefined ? null : assessRoom(result, standard.ruleSet, standard.roomType, model),
  };
}

/** The open variant with its proposals, memoized on the document. */
export function useProposalOutcome(document: CalcDocument, isComputable: boolean): ProposalOutcome | null {
  return useMemo(() => proposalOutcomeOf(document, isComputable), [document, isComputable]);
}
