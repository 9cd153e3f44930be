import { type ParseResult, parseCalcDocument } from '@roomtone/acoustics';
import { type CalcDocument, type CalcFieldIssue, checkCalcDocument } from '@roomtone/contracts';
import { useMemo, useRef } from 'react';
import { type CalculatedRoom, calculatedRoom } from '../model/calculated-room.ts';

/**
 * The engine's reading of a document and its result. `issues` are the fields that break their
 * rule: while there is one, nothing is computed (a value on screen is never read as another),
 * `result` is null and `lastResult` keeps the result of the last document that had none.
 */
export type Calculation = {
  parsed: ParseResult;
  result: CalculatedRoom | null;
  issues: CalcFieldIssue[];
  lastResult: CalculatedRoom | null;
};

/**
 * The engine's reading of a document as built (a proposed surface counts for nothing but keeps its
 * number), with the fields that stop it.
 */
export function calculate(document: CalcDocument): Omit<Calculation, 'lastResult'> {
  const issues = checkCalcDocument(document);
  const parsed = parseCalcDocument(document);
  if (issues.length > 0 || !parsed.ok) return { parsed, result: null, issues };
  return { parsed, result: calculatedRoom(parsed.value), issues };
}

/** Every number the screen shows, derived from the document by the engine (memoized). */
export function useCalculation(document: CalcDocument): Calculation {
  const lastResult = useRef<CalculatedRoom | null>(null);
  return useMemo(() => {
    const calculation = calculate(document);
    if (calculation.result !== null) lastResult.current = calculation.result;
    return { ...calculation, lastResult: lastResult.current };
  }, [document]);
}
