import {
  DEFAULT_BAND_MULTIPLIERS,
  DEFAULT_LOWER_BOUNDS_PERCENT,
  DEFAULT_RT_DECAY_DB,
  DEFAULT_UPPER_BOUNDS_PERCENT,
  defaultTemperature,
  MODEL_IDS,
  MODEL_METADATA,
} from '@roomtone/acoustics';
import { CALC_BANDS, type CalcDocument, type CalcGui } from '@roomtone/contracts';

/** Every method's graph series and detail panel shown, detail panels closed. */
export function defaultGui(): CalcGui {
  return {
    // Experimental models are listed in the table and the legend but drawn only when chosen.
    series: Object.fromEntries(MODEL_IDS.map((id) => [id, !MODEL_METADATA[id].experimental])),
    methods: Object.fromEntries(MODEL_IDS.map((id) => [id, true])),
    panels: {},
    propertiesMode: 'suggestions',
    suggestionType: 'auditorium-speech',
  };
}

/**
 * A new, empty calculation in the given unit system (defaults of docs/product/states.md#unit-system and
 * constants.md#the-room-and-its-goal).
 */
export function defaultDocument(system: 'Metric' | 'Imperial'): CalcDocument {
  const document: CalcDocument = {
    name: '',
    number: '',
    len: '',
    width: '',
    height: '',
    temperature: defaultTemperature(system),
    rtDecay: DEFAULT_RT_DECAY_DB,
    units: { system },
    rtGoal: '',
    capacity: '',
    surfaces: [],
    settings: { limitCoefficients: false, airAbsorption: true, reportModel: 'auto', reportModelAuto: null },
    gui: defaultGui(),
    revisionComment: '',
  };
  CALC_BANDS.forEach((band, index) => {
    document[`x${band}`] = DEFAULT_BAND_MULTIPLIERS[index] ?? 1;
    document[`s${band}`] = DEFAULT_UPPER_BOUNDS_PERCENT[index] ?? 0;
    document[`l${band}`] = DEFAULT_LOWER_BOUNDS_PERCENT[index] ?? 0;
  });
  return document;
}

/** The unit system of a document (Imperial when missing, docs/product/states.md#unit-system). */
export function unitSystemOf(document: CalcDocument): 'Metric' | 'Imperial' {
  return document.units?.system === 'Metric' ? 'Metric' : 'Imperial';
}

/**
 * An opened document with the goal-shape defaults filled in where it has none (older saved
 * calculations and generated ones may lack the multipliers and bounds); its own values win.
 */
export function withGoalDefaults(document: CalcDocument): CalcDocument {
  const defaults = defaultDocument(unitSystemOf(document));
  const filled: CalcDocument = { ...document };
  for (const band of CALC_BANDS) {
    for (const prefix of ['x', 's', 'l'] as const) {
      const key = `${prefix}${band}` as const;
      const value = filled[key];
      if (value === undefined || value === null || value === '') filled[key] = defaults[key];
    }
  }
  return filled;
}
