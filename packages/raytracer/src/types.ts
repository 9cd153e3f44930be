/**
 * Shapes of the ray tracer. Everything here is SI: metres, seconds, °C. The room is the
 * calculator's shoebox: x runs along the length (front/rear walls `fr` at x = 0 and x = L),
 * y along the width (sidewalls `lr` at y = 0 and y = W), z up (floor/ceiling `fc`).
 */

/** One value per band 125..4000 Hz on each surface group. */
export type AxisBandValues = { lr: number[]; fr: number[]; fc: number[] };

/** One value per surface group. */
export type AxisScalars = { lr: number; fr: number; fc: number };

/** A surface group of the shoebox. */
export type SurfaceGroup = keyof AxisScalars;

/** A point in the room, in metres from the corner where x = y = z = 0. */
export type Point = { x: number; y: number; z: number };

/** The room the simulation runs in. */
export type RaytracerRoom = {
  lengthM: number;
  widthM: number;
  heightM: number;
  temperatureC: number;
  /** Whether air absorption is applied (the calculator's Advanced Setting). */
  isAirAbsorptionOn: boolean;
  /** Absorption coefficient per band of each surface group (the calculator's `α_g = A_g/S_g`). */
  absorptionByAxis: AxisBandValues;
};

/** How the simulation runs: positions, rays, image-source order, scattering and seed. */
export type RaytracerSettings = {
  source: Point;
  receiver: Point;
  rayCount: number;
  /** Highest order of the specular image sources (the early part). */
  imageSourceOrder: number;
  /** Scattering coefficient (0 specular, 1 fully diffuse) of each surface group. */
  scattering: AxisScalars;
  /** Seed of the random generator: the same seed gives the same result. */
  seed: number;
  /** Length of the simulated response in seconds; derived from the room when absent. */
  maxTimeSeconds?: number;
};

/** A fitted range of a decay curve, with its start and end in seconds since the emission. */
export type FitRange = { startSeconds: number; endSeconds: number };

/** The results of one octave band. */
export type BandSimulation = {
  frequencyHz: number;
  /** Reverberation times from the Schroeder curve (ISO 3382-1), `null` when the range is not reached. */
  t20Seconds: number | null;
  t30Seconds: number | null;
  edtSeconds: number | null;
  /** Two standard errors of T30 between independent batches of rays: the ± shown beside it. */
  t30SpreadSeconds: number | null;
  c50Db: number | null;
  c80Db: number | null;
  /** Definition D50 as a ratio 0..1. */
  d50: number | null;
  fits: { t20: FitRange | null; t30: FitRange | null; edt: FitRange | null };
};

/** A Schroeder decay curve sampled every `stepSeconds` from the emission, in dB re its start. */
export type DecayCurve = { frequencyHz: number; stepSeconds: number; levelsDb: number[] };

/** Everything a simulation returns. */
export type SimulationResult = {
  bands: BandSimulation[];
  decayCurves: DecayCurve[];
  /** Arrival of the direct sound, seconds after the emission. */
  directArrivalSeconds: number;
  imageSourceCount: number;
  rayCount: number;
  receiverRadiusM: number;
  durationSeconds: number;
  speedOfSoundMps: number;
};

/** A progress report: the share of rays traced, 0..1. */
export type ProgressListener = (fraction: number) => void;
