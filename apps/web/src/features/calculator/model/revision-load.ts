import { parseCalcDocument } from '@roomtone/acoustics';
import { type CalcDocument, MESSAGES, readCalcText } from '@roomtone/contracts';

/** A saved revision as the calculator opens it. */
export type LoadedRevision =
  | { ok: true; document: CalcDocument; hasRoomResult: boolean }
  | { ok: false; message: string };

/**
 * Reads a revision's calc text (docs/product/states.md#loading-a-revision): text that is not a calc
 * document fails with 'Error parsing calculation.'; a document the engine gives no room result
 * for (no computable room) still opens, so the user can correct it.
 */
export function loadRevision(calcText: string): LoadedRevision {
  const document = readCalcText(calcText);
  if (document === null) return { ok: false, message: MESSAGES.errorParsingCalculation };
  // The engine computes a room result from every document its parser accepts.
  return { ok: true, document, hasRoomResult: parseCalcDocument(document).ok };
}

/**
 * Logs a loaded revision without a room result, as docs/product/states.md#loading-a-revision asks
 * ('Error returning values.').
 */
export function reportMissingRoomResult(revision: LoadedRevision): void {
  if (revision.ok && !revision.hasRoomResult) console.error(MESSAGES.errorReturningValues);
}
