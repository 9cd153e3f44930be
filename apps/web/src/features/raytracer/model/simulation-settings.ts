/** The simulation settings the page edits, and what a run needs. */
import type { RaytraceQuality, RaytraceSettings } from '@roomtone/contracts';
import {
  DEFAULT_SCATTERING,
  type Point,
  QUALITY_PRESETS,
  type RaytracerRoom,
  type RaytracerSettings,
  SIMULATION_LIMITS,
} from '@roomtone/raytracer';

/** What the user sets: quality, scattering per surface group, seed, source and receiver (metres). */
export type SimulationChoice = {
  quality: RaytraceQuality;
  scattering: { lr: number; fr: number; fc: number };
  seed: number;
  source: Point;
  receiver: Point;
};

function clamp(value: number, minimum: number, maximum: number): number {
  return Math.min(Math.max(value, minimum), maximum);
}

/** A point moved inside the room, at least the minimum distance from every surface. */
export function insideRoom(room: RaytracerRoom, point: Point): Point {
  const margin = SIMULATION_LIMITS.minWallDistanceM;
  return {
    x: clamp(point.x, margin, room.lengthM - margin),
    y: clamp(point.y, margin, room.widthM - margin),
    z: clamp(point.z, margin, room.heightM - margin),
  };
}

/** True when a point is inside the room at the minimum distance from every surface. */
export function isInsideRoom(room: RaytracerRoom, point: Point): boolean {
  const moved = insideRoom(room, point);
  return moved.x === point.x && moved.y === point.y && moved.z === point.z;
}

/** Source a quarter into the room at 1.5 m, receiver at 70 % of the length and 1.2 m. */
export function defaultChoice(room: RaytracerRoom): SimulationChoice {
  return {
    quality: 'fast',
    scattering: { lr: DEFAULT_SCATTERING, fr: DEFAULT_SCATTERING, fc: DEFAULT_SCATTERING },
    seed: 1,
    source: insideRoom(room, { x: room.lengthM * 0.25, y: room.widthM * 0.4, z: 1.5 }),
    receiver: insideRoom(room, { x: room.lengthM * 0.7, y: room.widthM * 0.6, z: 1.2 }),
  };
}

/** The settings stored with a simulation. */
export function settingsOf(choice: SimulationChoice): RaytraceSettings {
  return { ...choice, ...QUALITY_PRESETS[choice.quality] };
}

/** The settings the simulation core takes. */
export function coreSettings(settings: RaytraceSettings): RaytracerSettings {
  const { quality: _quality, ...core } = settings;
  return core;
}

/** The choice a saved simulation was run with. */
export function choiceOf(settings: RaytraceSettings): SimulationChoice {
  return {
    quality: settings.quality,
    scattering: settings.scattering,
    seed: settings.seed,
    source: settings.source,
    receiver: settings.receiver,
  };
}
