/**
 * The room of a calc document as the ray tracer and the formulas both see it: the engine's input,
 * its result (the seven formulas), and the simulated shoebox in SI units.
 */
import {
  type CalcInput,
  calculateRoom,
  metresPerLengthUnit,
  parseCalcDocument,
  type RoomResult,
} from '@roomtone/acoustics';
import { type RaytracerRoom, roomFromCalcInput } from '@roomtone/raytracer';

/** A calc document ready to simulate. */
export type SimulatedRoom = {
  calcText: string;
  name: string;
  input: CalcInput;
  result: RoomResult;
  room: RaytracerRoom;
  /** Metres per length unit of the document (1, or 0.3048 for Imperial). */
  metresPerUnit: number;
};

/** Parses a calc document's text; `{ error }` names the first bad field. */
export function simulatedRoomOf(calcText: string): SimulatedRoom | { error: string } {
  let document: unknown;
  try {
    document = JSON.parse(calcText);
  } catch {
    return { error: 'Error parsing calculation.' };
  }
  const parsed = parseCalcDocument(document);
  if (!parsed.ok) return { error: parsed.message };
  const record = document as Record<string, unknown>;
  const input = parsed.value;
  return {
    calcText,
    name: typeof record.name === 'string' ? record.name : '',
    input,
    result: calculateRoom(input),
    room: roomFromCalcInput(input),
    metresPerUnit: metresPerLengthUnit(input.unitSystem),
  };
}
