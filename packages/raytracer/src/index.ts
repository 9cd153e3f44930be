/**
 * Public API of `@roomtone/raytracer`: a geometric-acoustics simulation of the calculator's
 * shoebox room (image sources and stochastic ray tracing), pure TypeScript with no DOM.
 */
export { clarity, type DecayFit, fitDecay, schroederCurve } from './decay.ts';
export { type ImageSource, imageSources } from './image-sources.ts';
export { createRandom, type Random } from './prng.ts';
export { BATCH_COUNT, type RayHistogram, type TraceOptions, traceRays } from './ray-tracing.ts';
export {
  airAttenuationPerMetre,
  groupAreas,
  roomFromCalcInput,
  roomSpeedOfSound,
  roomVolume,
} from './room.ts';
export {
  BIN_SECONDS,
  CURVE_FLOOR_DB,
  CURVE_STEP_SECONDS,
  DEFAULT_SCATTERING,
  MAX_RECEIVER_RADIUS_M,
  QUALITY_PRESETS,
  SIMULATION_LIMITS,
  type SimulationQuality,
} from './settings.ts';
export {
  assertSimulatable,
  receiverRadius,
  type SimulateOptions,
  simulate,
  simulationDuration,
} from './simulate.ts';
export type * from './types.ts';
