/** Documents at the edges of what the engine takes (`edges.test.ts`, `edges-models.test.ts`). */
import { calculateRoom } from '../calculate.ts';
import { parseCalcDocument } from '../parse.ts';

/** A metric room 8 × 5 × 3 m, as a calc document's room fields. */
export const edgeRoom = { units: { system: 'Metric' }, len: 8, width: 5, height: 3 };

/** The field and message a document is refused with, or null when it is taken. */
export function refusal(document: unknown): { field: string; message: string } | null {
  const result = parseCalcDocument(document);
  return result.ok ? null : { field: result.field, message: result.message };
}

/** The room a document computes to; throws when it is refused. */
export function computed(document: unknown) {
  const parsed = parseCalcDocument(document);
  if (!parsed.ok) throw new Error(parsed.message);
  return calculateRoom(parsed.value);
}
