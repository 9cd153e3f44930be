import { METRES_PER_FOOT, PHYSICAL_LIMITS } from '@roomtone/acoustics';
import { readCalcValue } from './decimal-input.ts';
import { NUMBER_MESSAGES } from './messages.ts';

/**
 * Field lists of the calc document that the browser needs without its schema (kept apart from
 * `calc-document.ts` so a page that only reads these does not load the schema library).
 */

/** The six octave bands of the calc document, as field suffixes. */
export const CALC_BANDS = [125, 250, 500, 1000, 2000, 4000] as const;

/** The surface groups. */
export const CALC_AXES = ['lr', 'fr', 'fc'] as const;

/** The report model choices of Advanced Settings. */
export const REPORT_MODELS = ['auto', 'sabine', 'eyring', 'both'] as const;

/**
 * The rules of the calculator's number fields: docs/product/validation.md#calculator-fields (room dimensions,
 * RT goal and panel sizes at least 0, RT goal in steps of 0.1, occupancy and balance whole numbers 0-100) and
 * the physical ranges of `PHYSICAL_LIMITS` (dimensions up to 10 km, coefficients up to 10, air
 * temperature and decay range). Written once here and applied by the calculator's fields, by the
 * results panel and by the calc document schema the API checks.
 */
export type CalcFieldKind =
  | 'dimension'
  | 'temperature'
  | 'rtDecay'
  | 'rtGoal'
  | 'capacity'
  | 'percent'
  | 'coefficient'
  | 'edgeConstant'
  | 'area'
  | 'signedArea'
  | 'panelSize'
  | 'perimeter'
  | 'quantity'
  | 'objects'
  | 'measuredRt'
  | 'goalMultiplier'
  | 'upperBound'
  | 'lowerBound';

/** The unit system of a calc document (Imperial when missing, as in the engine). */
export type CalcUnitSystem = 'Metric' | 'Imperial';

/** One field's rule: its range, whether it takes whole numbers or steps, its unit and display decimals. */
export type CalcFieldRule = {
  min?: number;
  /** The value must be above `min`, not equal to it. */
  isMinExclusive?: boolean;
  max?: number;
  isWhole?: boolean;
  /** Values are multiples of this step (the RT goal's 0.1 s). */
  step?: number;
  /** The unit named in messages ('' for none). */
  unit: string;
  /** Decimals a value is displayed with when the app (not the user) wrote it. */
  decimals: number;
};

/** Largest area an entered surface may hold: a 10 km square. */
function maxArea(maxLength: number): number {
  return maxLength * maxLength;
}

/** Rule of one kind of field in a unit system. */
export function calcFieldRule(kind: CalcFieldKind, system: CalcUnitSystem): CalcFieldRule {
  const isMetric = system === 'Metric';
  const length = isMetric ? 'm' : 'ft';
  const area = isMetric ? 'm²' : 'ft²';
  // 10 km is 32,808.4 ft; the Imperial limit stays at or under it.
  const maxLength = isMetric
    ? PHYSICAL_LIMITS.maxDimensionM
    : Math.floor(PHYSICAL_LIMITS.maxDimensionM / METRES_PER_FOOT);
  switch (kind) {
    case 'dimension':
      return { min: 0, isMinExclusive: true, max: maxLength, unit: length, decimals: 2 };
    case 'temperature': {
      const range = isMetric ? PHYSICAL_LIMITS.temperatureC : PHYSICAL_LIMITS.temperatureF;
      return { min: range.min, max: range.max, unit: isMetric ? '°C' : '°F', decimals: 1 };
    }
    case 'rtDecay':
      return { ...PHYSICAL_LIMITS.rtDecayDb, unit: 'dB', decimals: 0 };
    case 'rtGoal':
      return { min: 0, step: 0.1, unit: 's', decimals: 1 };
    case 'capacity':
      return { min: 0, isWhole: true, unit: '', decimals: 0 };
    case 'percent':
      return { min: 0, max: 100, isWhole: true, unit: '%', decimals: 0 };
    case 'coefficient':
      return { min: 0, max: PHYSICAL_LIMITS.maxCoefficient, unit: '', decimals: 2 };
    case 'edgeConstant':
      return {
        min: -PHYSICAL_LIMITS.maxCoefficient,
        max: PHYSICAL_LIMITS.maxCoefficient,
        unit: '',
        decimals: 2,
      };
    case 'area':
      return { min: 0, max: maxArea(maxLength), unit: area, decimals: 2 };
    case 'signedArea':
      return { min: -maxArea(maxLength), max: maxArea(maxLength), unit: area, decimals: 2 };
    case 'panelSize':
      return { min: 0, max: maxLength, unit: length, decimals: 2 };
    case 'perimeter':
      return { min: 0, unit: length, decimals: 2 };
    case 'quantity':
      return { unit: '', decimals: 0 };
    case 'objects':
      return { min: 0, unit: '', decimals: 0 };
    case 'measuredRt':
      return { min: 0, isMinExclusive: true, unit: 's', decimals: 2 };
    case 'goalMultiplier':
      return { min: 0, unit: '', decimals: 2 };
    case 'upperBound':
      return { min: 0, max: 100, unit: '%', decimals: 0 };
    case 'lowerBound':
      return { min: -100, max: 0, unit: '%', decimals: 0 };
  }
}

/** Whether `value` is a whole multiple of `step` (within rounding of decimal fractions). */
function isMultipleOf(value: number, step: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
}

/** The message of a number outside its rule, or null when it keeps the rule. */
export function checkCalcRule(rule: CalcFieldRule, value: number): string | null {
  const { min, max, unit } = rule;
  const isBelow = min !== undefined && (rule.isMinExclusive === true ? !(value > min) : !(value >= min));
  const isAbove = max !== undefined && value > max;
  if (isBelow || isAbove) {
    if (min !== undefined && max !== undefined && rule.isMinExclusive !== true) {
      return NUMBER_MESSAGES.between(min, max, unit);
    }
    if (isAbove && max !== undefined) return NUMBER_MESSAGES.atMost(max, unit);
    if (min !== undefined) {
      return rule.isMinExclusive === true
        ? NUMBER_MESSAGES.greaterThan(min, unit)
        : NUMBER_MESSAGES.atLeast(min, unit);
    }
  }
  if (rule.isWhole === true && !Number.isInteger(value)) return NUMBER_MESSAGES.wholeNumber;
  if (rule.step !== undefined && !isMultipleOf(value, rule.step)) return NUMBER_MESSAGES.rtGoalStep;
  return null;
}

/**
 * Checks one value of a calc document (a number, text as typed, or empty) against its field's
 * rule: the message of the first rule it breaks, or null. An empty value keeps every rule here;
 * whether a field may be empty is the document's business (the room's dimensions may not).
 */
export function checkCalcValue(kind: CalcFieldKind, value: unknown, system: CalcUnitSystem): string | null {
  const reading = readCalcValue(value);
  if (!reading.ok) return reading.message;
  if (reading.value === null) return null;
  return checkCalcRule(calcFieldRule(kind, system), reading.value);
}
