import { parseCalcDocument } from '@roomtone/acoustics';
import type { RaytraceSettings, SaveRaytraceBody } from '@roomtone/contracts';
import { roomFromCalcInput, simulate } from '@roomtone/raytracer';
import { classroomCalc, type Person } from './workspace-fixtures.ts';

/** Settings of a small, quick simulation of the 7 × 6 × 4 m classroom. */
export function raytraceSettings(overrides: Partial<RaytraceSettings> = {}): RaytraceSettings {
  return {
    quality: 'fast',
    rayCount: 200,
    imageSourceOrder: 2,
    scattering: { lr: 0.2, fr: 0.2, fc: 0.2 },
    seed: 7,
    source: { x: 1.5, y: 2, z: 1.5 },
    receiver: { x: 5, y: 4, z: 1.2 },
    ...overrides,
  };
}

/** A valid save of a simulation of `calc` (the classroom unless given), with its real results. */
export function raytraceBody(
  roomId: string,
  phaseId: string | null,
  options: { calc?: Record<string, unknown>; settings?: RaytraceSettings } = {},
): SaveRaytraceBody {
  const calc = options.calc ?? classroomCalc();
  const parsed = parseCalcDocument(calc);
  if (!parsed.ok) throw new Error(`fixture room does not parse: ${parsed.message}`);
  const settings = options.settings ?? raytraceSettings();
  const { quality: _quality, ...simulation } = settings;
  return {
    roomId,
    phaseId,
    revisionComment: 'Simulation, fast',
    calc: JSON.stringify(calc),
    settings,
    results: simulate(roomFromCalcInput(parsed.value), simulation),
  };
}

/** Saves a simulation through the API and returns the revision's id. */
export async function saveRaytrace(person: Person, roomId: string, phaseId: string | null): Promise<string> {
  const response = await person.client.post('/api/raytraces', raytraceBody(roomId, phaseId));
  if (response.statusCode !== 201) throw new Error(`simulation save failed: ${response.body}`);
  return response.json().revision._id as string;
}
