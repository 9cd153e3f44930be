/**
 * The area of a surface group not yet covered by the entered surfaces, where a treatment may go.
 * Ceiling: `L·W` minus the ceiling-face area of the active area-based surfaces (a surface placed
 * on the ceiling counts whole, one spread over both faces, floor and ceiling, counts half, one on
 * the floor not at all). Walls: `2·L·H + 2·W·H` minus the entered sidewall (lr) and front/rear (fr)
 * areas. Existing-room adjustments and objects (sabins) cover no area. Never negative.
 */
import { calculateRoom } from '../calculate.ts';
import type { TreatmentGroup } from '../standards/types.ts';
import type { SurfaceResult } from '../surface-result.ts';
import { explainSurfaces } from '../surfaces/explanation.ts';
import { surfaceKindOfType } from '../surfaces/kinds.ts';
import type { CalcInput } from '../types.ts';

/** Uncovered areas, in the document's area unit. */
export type FreeAreas = {
  ceiling: number;
  /** Sidewalls (lr) and front/rear walls (fr) together. */
  walls: number;
  sidewalls: number;
  frontRear: number;
};

function coversArea(surface: SurfaceResult): boolean {
  const kind = surfaceKindOfType(surface.type);
  return surface.isActive && kind !== null && kind !== 'sabin' && kind !== 'existing-room';
}

function ceilingShare(surface: SurfaceResult): number {
  const face = surface.placement?.fc ?? 'both';
  if (face === 'ceiling') return surface.enteredArea.fc;
  if (face === 'floor') return 0;
  return surface.enteredArea.fc / 2;
}

/** The uncovered ceiling and wall areas of a room. */
export function freeAreas(input: CalcInput): FreeAreas {
  const { length, width, height } = input;
  let ceilingCovered = 0;
  let sidewallsCovered = 0;
  let frontRearCovered = 0;
  for (const surface of explainSurfaces(input, calculateRoom(input))) {
    if (!coversArea(surface)) continue;
    ceilingCovered += ceilingShare(surface);
    sidewallsCovered += surface.enteredArea.lr;
    frontRearCovered += surface.enteredArea.fr;
  }
  const sidewalls = Math.max(0, 2 * length * height - sidewallsCovered);
  const frontRear = Math.max(0, 2 * width * height - frontRearCovered);
  return {
    ceiling: Math.max(0, length * width - ceilingCovered),
    walls: sidewalls + frontRear,
    sidewalls,
    frontRear,
  };
}

/** The free area of one group. */
export function freeAreaOf(areas: FreeAreas, group: TreatmentGroup): number {
  return group === 'ceiling' ? areas.ceiling : areas.walls;
}
