/**
 * Suggested RT goals for the six room types of docs/product/screens.md#layout, `RT_mid = a + b·log10(V/m³)`,
 * with per-band goals `RT_mid·x_band` and ± bounds in percent. Auditorium for speech uses
 * DIN 18041:2016 ('Sprache/Vortrag'); the other curves are fits to the optimum-RT charts of
 * Everest & Pohlmann, Master Handbook of Acoustics, and are flagged as approximations. Where
 * a type has a range, the goal is its mid-point and the range is drawn.
 */
import {
  BANDS,
  DEFAULT_BAND_MULTIPLIERS,
  DEFAULT_LOWER_BOUNDS_PERCENT,
  DEFAULT_UPPER_BOUNDS_PERCENT,
  SUGGESTION_CURVE_POINTS,
} from './constants.ts';

/** One line `RT = intercept + slope·log10(V/m³)`. */
export type RtLine = { intercept: number; slope: number };

/** A suggested-RT room type. */
export type SuggestionType =
  | 'auditorium-speech'
  | 'recording-studio'
  | 'television-studio'
  | 'church'
  | 'opera-chamber-hall'
  | 'symphony-hall';

/** Definition of a room type's curve. */
export type SuggestionCurveDefinition = {
  label: string;
  /** Lower and upper lines; equal for a single curve. */
  low: RtLine;
  high: RtLine;
  source: string;
  isApproximation: boolean;
};

const EVEREST =
  'Fit to the optimum-RT chart of F. A. Everest and K. C. Pohlmann, Master Handbook of Acoustics (approximation).';

/** The six room types of docs/product/screens.md#layout in display order. */
export const SUGGESTION_TYPES: Record<SuggestionType, SuggestionCurveDefinition> = {
  'auditorium-speech': {
    label: 'Auditorium for Speech',
    low: { intercept: -0.14, slope: 0.37 },
    high: { intercept: -0.14, slope: 0.37 },
    source: "DIN 18041:2016, 'Sprache/Vortrag': T_soll = 0.37·lg(V/m³) − 0.14 s.",
    isApproximation: false,
  },
  'recording-studio': {
    label: 'Recording Studio',
    low: { intercept: -0.21, slope: 0.3 },
    high: { intercept: -0.21, slope: 0.3 },
    source: EVEREST,
    isApproximation: true,
  },
  'television-studio': {
    label: 'Television Studio',
    low: { intercept: -0.25, slope: 0.25 },
    high: { intercept: -0.25, slope: 0.25 },
    source: EVEREST,
    isApproximation: true,
  },
  church: {
    label: 'Church (Speech and Music)',
    low: { intercept: -0.25, slope: 0.45 },
    high: { intercept: -0.7, slope: 0.8 },
    source: EVEREST,
    isApproximation: true,
  },
  'opera-chamber-hall': {
    label: 'Opera / Chamber Hall',
    low: { intercept: 0.15, slope: 0.3 },
    high: { intercept: 0.35, slope: 0.35 },
    source: EVEREST,
    isApproximation: true,
  },
  'symphony-hall': {
    label: 'Symphony Hall',
    low: { intercept: 0.25, slope: 0.4 },
    high: { intercept: 0.35, slope: 0.45 },
    source: EVEREST,
    isApproximation: true,
  },
};

/** Mid-frequency goal and its range for a volume in m³. */
export type MidGoal = { volumeM3: number; goal: number; low: number; high: number };

/** Per-band goal with its bounds, in seconds. */
export type BandGoal = { frequencyHz: number; goal: number; lower: number; upper: number };

function lineAt(line: RtLine, volumeM3: number): number {
  return line.intercept + line.slope * Math.log10(volumeM3);
}

/** The mid-frequency goal of a type at a volume in m³ (goal is the mid-point of a range). */
export function suggestedMidRt(type: SuggestionType, volumeM3: number): MidGoal {
  const definition = SUGGESTION_TYPES[type];
  const low = lineAt(definition.low, volumeM3);
  const high = lineAt(definition.high, volumeM3);
  return { volumeM3, goal: (low + high) / 2, low: Math.min(low, high), high: Math.max(low, high) };
}

/**
 * Band multipliers and bounds (percent) of a goal; defaults are those of
 * docs/product/constants.md#the-room-and-its-goal.
 */
export type GoalShape = {
  multipliers: readonly number[];
  upperPercent: readonly number[];
  lowerPercent: readonly number[];
};

/**
 * The default shape (docs/product/constants.md#the-room-and-its-goal): multipliers 1.25 … 0.8, bounds ±20,
 * 15, 10, 10, 10, 10 %.
 */
export const DEFAULT_GOAL_SHAPE: GoalShape = {
  multipliers: DEFAULT_BAND_MULTIPLIERS,
  upperPercent: DEFAULT_UPPER_BOUNDS_PERCENT,
  lowerPercent: DEFAULT_LOWER_BOUNDS_PERCENT,
};

/**
 * Shapes a mid-frequency goal into per-band goals, bands 125..4000 Hz: `goal = midGoal·x_band`,
 * `upper = goal·(1 + s_band/100)`, `lower = goal·(1 + l_band/100)` (the lower bounds are
 * negative percentages). A missing multiplier counts as 1 and a missing bound as 0 %.
 */
export function shapeGoalBands(midGoal: number, shape: GoalShape = DEFAULT_GOAL_SHAPE): BandGoal[] {
  return BANDS.map((frequencyHz, band) => {
    const goal = midGoal * (shape.multipliers[band] ?? 1);
    return {
      frequencyHz,
      goal,
      upper: goal * (1 + (shape.upperPercent[band] ?? 0) / 100),
      lower: goal * (1 + (shape.lowerPercent[band] ?? 0) / 100),
    };
  });
}

/** Per-band goals of a suggested type at a volume in m³ (`shapeGoalBands` of its mid goal). */
export function suggestedBandGoals(
  type: SuggestionType,
  volumeM3: number,
  shape: GoalShape = DEFAULT_GOAL_SHAPE,
): BandGoal[] {
  return shapeGoalBands(suggestedMidRt(type, volumeM3).goal, shape);
}

/**
 * The suggestion curve of a type: `points` volumes spaced evenly on a log scale from
 * `minVolumeM3` to `maxVolumeM3` (inclusive), each with goal and range. Returns an empty
 * list for a non-positive or reversed range.
 */
export function suggestionCurve(
  type: SuggestionType,
  minVolumeM3: number,
  maxVolumeM3: number,
  points: number = SUGGESTION_CURVE_POINTS,
): MidGoal[] {
  if (!(minVolumeM3 > 0) || !(maxVolumeM3 >= minVolumeM3) || !(points >= 2)) return [];
  const logMin = Math.log10(minVolumeM3);
  const step = (Math.log10(maxVolumeM3) - logMin) / (points - 1);
  return Array.from({ length: points }, (_, index) => suggestedMidRt(type, 10 ** (logMin + step * index)));
}
