/** The two simulation presets and the limits the settings must respect. */

/** A simulation preset: how many rays and up to which order image sources are computed. */
export type SimulationQuality = 'fast' | 'accurate';

/** Rays and image-source order of each preset. */
export const QUALITY_PRESETS: Record<SimulationQuality, { rayCount: number; imageSourceOrder: number }> = {
  fast: { rayCount: 20_000, imageSourceOrder: 3 },
  accurate: { rayCount: 200_000, imageSourceOrder: 6 },
};

/** Scattering coefficient offered when the user has not chosen one. */
export const DEFAULT_SCATTERING = 0.2;

/** Limits of the settings (checked by the API schema and by `simulate`). */
export const SIMULATION_LIMITS = {
  minRays: 100,
  maxRays: 1_000_000,
  maxImageSourceOrder: 10,
  /** Source and receiver stay at least this far from every surface, in metres. */
  minWallDistanceM: 0.1,
  /** Longest simulated response, in seconds. */
  maxDurationSeconds: 20,
  minDurationSeconds: 0.5,
} as const;

/** Width of a time bin of the simulated response, in seconds. */
export const BIN_SECONDS = 0.001;

/** Step of the decay curves handed to the screen and stored with a revision, in seconds. */
export const CURVE_STEP_SECONDS = 0.005;

/** Decay curves stop once they fall below this level, in dB. */
export const CURVE_FLOOR_DB = -80;

/** Largest radius of the receiver sphere, in metres. */
export const MAX_RECEIVER_RADIUS_M = 0.5;
