import { type Finish, finishDetailsOf, finishNameOf } from '@roomtone/contracts';
import type { PickedFinish } from './calc-actions.ts';

/** What a surface keeps of a finish chosen in a picker. */
export function pickedFinishOf(finish: Finish): PickedFinish {
  return {
    id: finish.id,
    finishName: finishNameOf(finish),
    finishDetails: finishDetailsOf(finish),
    unit: finish.unit,
    a63: finish.a63,
    a125: finish.a125,
    a250: finish.a250,
    a500: finish.a500,
    a1000: finish.a1000,
    a2000: finish.a2000,
    a4000: finish.a4000,
    categoryName: finish.categoryName,
  };
}
