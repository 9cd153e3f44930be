/**
 * Shapes the engine takes and returns. Inputs are the normalised calc document of
 * docs/product/data.md#room-calculation (see `parseCalcDocument`); every number here is already a finite
 * number.
 */

/** Unit system of a calc document: lengths in m or ft, temperature in °C or °F. */
export type UnitSystem = 'Metric' | 'Imperial';

/** One value per surface group: sidewalls (lr), front/rear (fr), floor/ceiling (fc). */
export type AxisValues = { lr: number; fr: number; fc: number };

/** Name of a surface group. */
export type Axis = keyof AxisValues;

/** Six values, one per band 125..4000 Hz. */
export type BandArray = number[];

/** Absorption data of a finish: coefficients 125..4000 Hz and an optional 63 Hz value. */
export type FinishCoefficients = { coefficients: BandArray; a63: number | null };

/**
 * Where a surface sits within each group: on one face of the pair, on the other, or spread
 * over both (split evenly, the default). Sidewalls (lr): left or right; front/rear (fr): front
 * or rear; floor/ceiling (fc): ceiling or floor. Only Neubauer (and the per-face explanation)
 * reads it: every other model works with each group's total.
 */
export type FacePlacement = {
  lr: 'left' | 'right' | 'both';
  fr: 'front' | 'rear' | 'both';
  fc: 'ceiling' | 'floor' | 'both';
};

type SurfaceBase = {
  type: string;
  name: string;
  isInactive: boolean;
  /** `null` (or missing): 'both' on every group. Never set on an existing-room surface. */
  placement?: FacePlacement | null;
};

/** A surface with one coefficient per band spread over entered areas (finish-based kinds). */
export type FinishSurface = SurfaceBase & { kind: 'finish'; area: AxisValues } & FinishCoefficients;

/** Objects measured in sabins: `sabinsPerObject` times the number of objects per axis. */
export type SabinSurface = SurfaceBase & {
  kind: 'sabin';
  sabinsPerObject: BandArray;
  sabins63PerObject: number | null;
  multiplier: AxisValues;
};

/** A finish between Finish A and Finish B; `balancePercent` 0 is Finish A. */
export type VariableSurface = SurfaceBase & {
  kind: 'variable';
  finishA: FinishCoefficients;
  finishB: FinishCoefficients;
  balancePercent: number;
  area: AxisValues;
};

/**
 * Sabins derived from a measured RT per band (`null`: not measured and no average). A band whose
 * entered RT was not usable (negative, zero) and that took `rtAvg` instead is listed in
 * `averagedBands` (band indices), so that a warning can say so. `area` (signed, missing as 0)
 * adds (positive) or removes (negative) area of the existing room's mean absorption per group.
 */
export type ExistingRoomSurface = SurfaceBase & {
  kind: 'existing-room';
  rt: (number | null)[];
  averagedBands?: number[];
  area?: AxisValues;
};

/** Experimental: coefficient plus an edge constant per unit of perimeter. */
export type AbsorptionConstantSurface = SurfaceBase & {
  kind: 'absorption-constant';
  coefficients: BandArray;
  edgeConstants: BandArray;
  area: AxisValues;
  perimeter: AxisValues;
};

/** Legacy audience block interpolated between unoccupied and occupied coefficients. */
export type AudienceAreaSurface = SurfaceBase & {
  kind: 'audience-area';
  unoccupied: FinishCoefficients;
  occupied: FinishCoefficients;
  occupancyPercent: number;
  width: number;
  length: number;
  height: number;
  area: AxisValues;
};

/** Legacy master surface whose area is reduced by the areas of its reducers. */
export type MasterWithReducersSurface = SurfaceBase & {
  kind: 'master-with-reducers';
  area: AxisValues;
  reducers: AxisValues[];
} & FinishCoefficients;

/** Any normalised surface. */
export type Surface =
  | FinishSurface
  | SabinSurface
  | VariableSurface
  | ExistingRoomSurface
  | AbsorptionConstantSurface
  | AudienceAreaSurface
  | MasterWithReducersSurface;

/** Advanced Settings that change the math. */
export type CalcSettings = { limitCoefficients: boolean; airAbsorption: boolean };

/** The normalised room calculation the engine computes (docs/product/data.md#room-calculation). */
export type CalcInput = {
  unitSystem: UnitSystem;
  length: number;
  width: number;
  height: number;
  /** °C for Metric, °F for Imperial. */
  temperature: number;
  rtDecayDb: number;
  settings: CalcSettings;
  surfaces: Surface[];
};
