/** Messages between the page and the simulation worker. */
import type { RaytracerRoom, RaytracerSettings, SimulationResult } from '@roomtone/raytracer';

/** Page → worker: run one simulation. */
export type RunMessage = { type: 'run'; room: RaytracerRoom; settings: RaytracerSettings };

/** Worker → page. */
export type WorkerMessage =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; result: SimulationResult; elapsedMs: number }
  | { type: 'error'; message: string };
