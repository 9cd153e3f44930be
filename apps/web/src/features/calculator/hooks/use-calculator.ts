import { type CalcDocument, variantDocument } from '@roomtone/contracts';
import { useCallback, useMemo, useReducer } from 'react';
import { calcReducer, initialState } from '../model/calc-reducer.ts';
import { useCalculation } from './use-calculation.ts';
import { useDraft } from './use-draft.ts';
import { useLeaveGuard } from './use-leave-guard.ts';

/**
 * One calculator screen's state: the reducer, the engine's results of the open variant, the draft
 * kept in the browser under `routeKey`, and the question asked before leaving with unsaved
 * changes. A screen opened with a copy of another calculation passes `isUnsavedCopy`.
 */
export function useCalculator(
  routeKey: string,
  createDocument: () => CalcDocument,
  options: { isUnsavedCopy?: boolean } = {},
) {
  const [state, dispatch] = useReducer(calcReducer, undefined, () => ({
    ...initialState(createDocument()),
    // A copy of another calculation is unsaved work from the start: kept as a draft, guarded on leave.
    isDirty: options.isUnsavedCopy === true,
  }));
  // The open variant is computed (the room with its surfaces); the draft keeps every variant.
  const activeDocument = useMemo(
    () => variantDocument(state.document, state.variant),
    [state.document, state.variant],
  );
  const calculation = useCalculation(activeDocument);
  const { offer, closeOffer, forget } = useDraft(routeKey, state.document, state.isDirty);
  const { blocker, allowNext } = useLeaveGuard(state.isDirty);
  const restoreDraft = useCallback(() => {
    if (offer !== null) dispatch({ type: 'restoreDraft', document: offer.document });
    closeOffer();
  }, [offer, closeOffer]);
  return {
    state,
    dispatch,
    calculation,
    draft: offer,
    restoreDraft,
    discardDraft: closeOffer,
    forgetDraft: forget,
    blocker,
    allowNext,
  };
}
