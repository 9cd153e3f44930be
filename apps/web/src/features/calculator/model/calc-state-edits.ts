import type { CalcDocument } from '@roomtone/contracts';
import type { CalcState } from './calc-reducer.ts';

/** `count` stable surface keys numbered from `start` ('surface-7', 'surface-8', …). */
export function keysFrom(start: number, count: number): string[] {
  return Array.from({ length: count }, (_, offset) => `surface-${start + offset}`);
}

/** The state with an edited document: a change not saved yet. */
export function withDocument(state: CalcState, document: CalcDocument): CalcState {
  return { ...state, document, isDirty: true };
}
