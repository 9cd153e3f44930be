import {
  type CalcInput,
  calculateRoom,
  explainSurfaces,
  type RoomResult,
  type SurfaceResult,
} from '@roomtone/acoustics';

/**
 * A result on screen with the input it was computed from: the per-surface explanation is built
 * from both, only when a panel shows it (docs/decisions/0006-per-surface-explanation-built-on-first-read.md).
 */
export type CalculatedRoom = RoomResult & { input: CalcInput };

/** The engine's result for an input, kept with that input. */
export function calculatedRoom(input: CalcInput): CalculatedRoom {
  return { ...calculateRoom(input), input };
}

// One explanation per result: every render of a panel reads the same array.
const explanations = new WeakMap<CalculatedRoom, SurfaceResult[]>();

/** Each surface's share of the room, built on the first read of this result and then kept. */
export function surfacesOf(room: CalculatedRoom): SurfaceResult[] {
  const known = explanations.get(room);
  if (known !== undefined) return known;
  const surfaces = explainSurfaces(room.input, room);
  explanations.set(room, surfaces);
  return surfaces;
}
