import { calculateRoom, type ParseResult, parseCalcDocument, type RoomResult } from '@roomtone/acoustics';
import type { CalcDocument } from '@roomtone/contracts';
import { useMemo } from 'react';

/** The engine's reading of a document and its result (null until the room is computable). */
export type Calculation = { parsed: ParseResult; result: RoomResult | null };

/** Every number the screen shows, derived from the document by the engine (memoized). */
export function useCalculation(document: CalcDocument): Calculation {
  return useMemo(() => {
    const parsed = parseCalcDocument(document);
    return { parsed, result: parsed.ok ? calculateRoom(parsed.value) : null };
  }, [document]);
}
