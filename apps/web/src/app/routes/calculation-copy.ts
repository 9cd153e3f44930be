import type { CalcDocument } from '@roomtone/contracts';

/** The history state that carries a calculation to `/public/rt` as a new, unsaved copy. */
type CopyState = { copyOf: CalcDocument };

/** The state to navigate to `/public/rt` with, to open `document` there as a new calculation. */
export function copyState(document: CalcDocument): CopyState {
  return { copyOf: document };
}

/**
 * The copy carried by a navigation's state, or null. A structural check only: the document was
 * read by the schema on the page that sent it, and the engine judges every number it computes.
 */
export function copiedDocument(state: unknown): CalcDocument | null {
  if (typeof state !== 'object' || state === null || !('copyOf' in state)) return null;
  const copy: unknown = state.copyOf;
  if (typeof copy !== 'object' || copy === null || Array.isArray(copy)) return null;
  return copy as CalcDocument;
}
