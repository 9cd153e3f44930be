import type { CalcSurface } from '@roomtone/contracts';
import type { CalcAction, PickedFinish } from './calc-actions.ts';
import { type CalcState, calcReducer, initialState } from './calc-reducer.ts';
import { defaultDocument } from './default-document.ts';

/** Test helpers of the calculator's reducer: a state after `actions`, a metric room, a surface. */
export function run(state: CalcState, ...actions: CalcAction[]): CalcState {
  return actions.reduce(calcReducer, state);
}

/** A 7 × 6 × 4 m room with the default surfaces. */
export function metricRoom(): CalcState {
  return run(
    initialState(defaultDocument('Metric')),
    { type: 'setRoomField', field: 'len', value: 7 },
    { type: 'setRoomField', field: 'width', value: 6 },
    { type: 'setRoomField', field: 'height', value: 4 },
  );
}

/** The document's surface at `index`; throws when there is none. */
export function surfaceAt(state: CalcState, index: number): CalcSurface {
  const surface = state.document.surfaces?.[index];
  if (surface === undefined) throw new Error(`no surface ${index}`);
  return surface;
}

/** A finish counted per object: a seated student. */
export const person: PickedFinish = {
  id: 'f1',
  finishName: 'Student seated',
  finishDetails: 'sabins (m²) per object',
  unit: 'sabin-per-object',
  a63: null,
  a125: 0.15,
  a250: 0.25,
  a500: 0.35,
  a1000: 0.4,
  a2000: 0.45,
  a4000: 0.45,
};
