/**
 * Acoustics constants of docs/product/constants.md. Every number the engine uses that is not derived
 * lives here, so the UI, the server and the docs quote one value.
 */

/** The six octave bands every model computes, in hertz (docs/product/constants.md#acoustics). */
export const BANDS = [125, 250, 500, 1000, 2000, 4000] as const;

/** A frequency of one of the six computed octave bands. */
export type BandHz = (typeof BANDS)[number];

/** Number of computed octave bands. */
export const BAND_COUNT = BANDS.length;

/**
 * The extra low band used only by the automatic model choice and finishes
 * (docs/product/constants.md#acoustics).
 */
export const BAND_63_HZ = 63;

/**
 * Default per-band multipliers `x125..x4000` of the suggested RT goal
 * (docs/product/constants.md#the-room-and-its-goal).
 */
export const DEFAULT_BAND_MULTIPLIERS = [1.25, 1.1, 1, 0.95, 0.9, 0.8] as const;

/**
 * Default upper bounds `s125..s4000` of the suggested RT goal, in percent
 * (docs/product/constants.md#the-room-and-its-goal).
 */
export const DEFAULT_UPPER_BOUNDS_PERCENT = [20, 15, 10, 10, 10, 10] as const;

/** Default lower bounds of the suggested RT goal, in percent: the negatives of the upper bounds. */
export const DEFAULT_LOWER_BOUNDS_PERCENT = [-20, -15, -10, -10, -10, -10] as const;

/** Default room temperature for a Metric room, in °C (docs/product/constants.md#the-room-and-its-goal). */
export const DEFAULT_TEMPERATURE_METRIC_C = 20;

/** Default room temperature for an Imperial room, in °F (docs/product/constants.md#the-room-and-its-goal). */
export const DEFAULT_TEMPERATURE_IMPERIAL_F = 72;

/**
 * Default decay range of the reported reverberation time, in dB
 * (docs/product/constants.md#the-room-and-its-goal).
 */
export const DEFAULT_RT_DECAY_DB = 60;

/**
 * Coefficient cap applied when Advanced Settings' "limit coefficients" is on (docs/product/validation.md and
 * constants.md).
 */
export const COEFFICIENT_CAP = 0.99;

/** Speed of sound at 0 °C, in m/s: `c = 331.4 + 0.6·T` (docs/product/constants.md#acoustics). */
export const SPEED_OF_SOUND_AT_0C_M_PER_S = 331.4;

/** Increase of the speed of sound per °C, in m/s (docs/product/constants.md#acoustics). */
export const SPEED_OF_SOUND_PER_DEGREE_C = 0.6;

/**
 * Air absorption factor `m` per metre for each computed band (docs/product/constants.md#acoustics): 0.003 at
 * 2000 Hz, 0.008 at 4000 Hz, 0 elsewhere. It enters every model as `4·m·V`.
 */
export const AIR_ABSORPTION_PER_METRE = [0, 0, 0, 0, 0.003, 0.008] as const;

/** Metres in one foot (exact, international foot). */
export const METRES_PER_FOOT = 0.3048;

/**
 * Sabine's formula is valid while the mean absorption coefficient is at most this
 * (docs/product/constants.md#acoustics).
 */
export const SABINE_MAX_MEAN_ALPHA = 0.3;

/** Eyring's formula needs a mean absorption coefficient below this (issue convention 8). */
export const EYRING_MAX_MEAN_ALPHA = 1;

/**
 * Room proportion limit of ISO 354: the diagonal must be under this times `V^(1/3)`
 * (docs/product/validation.md#room-proportions).
 */
export const PROPORTION_DIAGONAL_FACTOR = 1.9;

/** Graph series index of each report model (docs/product/constants.md#report-models-and-the-graph). */
export const GRAPH_SERIES_INDEX = {
  sabine: 1,
  eyring: 2,
  fitzroy: 3,
  fitzroyEyring: 4,
  arauPuchades: 5,
  tohyama: 6,
  neubauer: 9,
} as const;

/** Number of graph series (docs/product/constants.md#report-models-and-the-graph). */
export const GRAPH_SERIES_COUNT = 10;

/** Display precision, in decimals (docs/product/constants.md#display-precision): RT 1, sabins 0, alpha 2. */
export const DISPLAY_PRECISION = { rt: 1, sabins: 0, alpha: 2 } as const;

/** Width of the RT suggestion graph, in px (docs/product/constants.md#report-models-and-the-graph). */
export const SUGGESTION_GRAPH_WIDTH = 339;

/** Height of the RT suggestion graph, in px (docs/product/constants.md#report-models-and-the-graph). */
export const SUGGESTION_GRAPH_HEIGHT = 220;

/** Number of points of an RT suggestion curve (docs/product/constants.md#report-models-and-the-graph). */
export const SUGGESTION_CURVE_POINTS = 100;

/** Tolerance used when comparing computed means against validity limits, so 0.3 stays 0.3. */
export const LIMIT_COMPARISON_EPSILON = 1e-9;

/**
 * Physical ranges an input must lie in before the engine computes with it. Beyond them a room is
 * not a room (a 10 km hall), a coefficient is not a coefficient, or the air is not air; the
 * calculator, the API and `roomtone-rt` refuse such values at the field instead of computing.
 */
export const PHYSICAL_LIMITS = {
  /** Largest room dimension, in metres (10 km). */
  maxDimensionM: 10_000,
  /** Largest absorption coefficient (or sabins per object factor) accepted. */
  maxCoefficient: 10,
  temperatureC: { min: -50, max: 60 },
  temperatureF: { min: -58, max: 140 },
  /** The decay range of the reverberation time, in dB. */
  rtDecayDb: { min: 1, max: 120 },
  /**
   * Largest magnitude of an entered area, perimeter, object count, edge constant or measured RT:
   * far beyond any surface of a 10 km room in m² or ft², and small enough that no sum of them
   * overflows to infinity.
   */
  maxMagnitude: 1e12,
} as const;
