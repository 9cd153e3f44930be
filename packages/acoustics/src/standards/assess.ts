/**
 * Holds a computed room against a rule set's room type: each assessed band (or the mean of
 * several) within its limits, with the margin to the nearest limit, and the verdict in one line.
 * RT requirements read the chosen model's results; A/V requirements read the room's equivalent
 * absorption area as the engine sums it (surfaces plus air, `sabins + airSabins`), in m² over the
 * volume in m³. Imperial rooms are converted to metric here (the requirements are metric).
 */
import type { ModelId } from '../models/metadata.ts';
import type { RoomResult } from '../room-result.ts';
import { metresPerLengthUnit } from '../units.ts';
import { roomTypeOf, ruleSetOf } from './rule-sets.ts';
import type {
  Assessment,
  BandAssessment,
  Requirement,
  RoomMeasures,
  RoomTypeRule,
  RuleSet,
  RuleSetId,
} from './types.ts';
import { absorptionAmount, bandOutcomeText, meanLimitText, secondsAmount } from './verdict.ts';

/** The room's volume in m³ and height in m, whatever its unit system. */
export function roomMeasures(result: RoomResult): RoomMeasures {
  const metres = metresPerLengthUnit(result.unitSystem);
  return { volumeM3: result.volume * metres ** 3, heightM: result.dimensions.height * metres };
}

/** Distance of a value to its nearest limit: positive inside, negative outside. */
function marginOf(value: number, lower: number | null, upper: number | null): number {
  let margin = Number.POSITIVE_INFINITY;
  if (lower !== null) margin = Math.min(margin, value - lower);
  if (upper !== null) margin = Math.min(margin, upper - value);
  return margin;
}

function assessValue(
  frequencyHz: number | null,
  value: number | null,
  lower: number | null,
  upper: number | null,
): BandAssessment {
  if (value === null) return { frequencyHz, value, lower, upper, passes: null, margin: null };
  const margin = marginOf(value, lower, upper);
  return {
    frequencyHz,
    value,
    lower,
    upper,
    passes: margin >= 0,
    margin: Number.isFinite(margin) ? margin : null,
  };
}

function rtAt(result: RoomResult, model: ModelId, frequencyHz: number): number | null {
  const band = result.bands.indexOf(frequencyHz);
  if (band < 0) return null;
  return result.rt[model][band]?.value ?? null;
}

/** A/V in 1/m at a band: (surface + air absorption) in m² over the volume in m³. */
export function absorptionPerVolume(result: RoomResult, frequencyHz: number): number | null {
  const band = result.bands.indexOf(frequencyHz);
  if (band < 0) return null;
  const metres = metresPerLengthUnit(result.unitSystem);
  const absorptionM2 = ((result.sabins[band] ?? 0) + (result.airSabins[band] ?? 0)) * metres ** 2;
  return absorptionM2 / (result.volume * metres ** 3);
}

function meanOf(values: readonly (number | null)[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const value of values) {
    if (value === null) return null;
    sum += value;
  }
  return sum / values.length;
}

/** Each assessed band (or the mean) of a requirement with one model's results, without the verdict. */
export function assessBands(result: RoomResult, requirement: Requirement, model: ModelId): BandAssessment[] {
  switch (requirement.kind) {
    case 'band-limits':
      return requirement.limits.map((limit) =>
        assessValue(limit.frequencyHz, rtAt(result, model, limit.frequencyHz), limit.lower, limit.upper),
      );
    case 'mean-limit': {
      const mean = meanOf(requirement.bands.map((frequencyHz) => rtAt(result, model, frequencyHz)));
      return [assessValue(null, mean, requirement.lower, requirement.upper)];
    }
    case 'absorption-per-volume':
      return requirement.bands.map((frequencyHz) =>
        assessValue(frequencyHz, absorptionPerVolume(result, frequencyHz), requirement.minimum, null),
      );
  }
}

function overallPasses(bands: readonly BandAssessment[]): boolean | null {
  const assessed = bands.filter((band) => band.passes !== null);
  if (assessed.length === 0) return null;
  return assessed.every((band) => band.passes === true);
}

function meanVerdict(
  requirement: Extract<Requirement, { kind: 'mean-limit' }>,
  band: BandAssessment,
): string {
  const name = requirement.meanLabel ?? 'mean RT';
  const limits = meanLimitText(requirement.lower, requirement.upper);
  if (band.value === null || band.passes === null) {
    return `${name} has no value (no value at one of ${requirement.bands.join(', ')} Hz) ${limits}`;
  }
  const value = `${name} ${band.value.toFixed(2)} s`;
  if (band.passes) return `${value}, passes ${limits}`;
  const shortfall = -(band.margin ?? 0);
  const direction = requirement.upper !== null && band.value > requirement.upper ? '' : ' (too short)';
  return `${value}, fails by ${secondsAmount(shortfall)}${direction} ${limits}`;
}

function verdictText(requirement: Requirement, bands: readonly BandAssessment[]): string {
  switch (requirement.kind) {
    case 'band-limits':
      return bandOutcomeText(bands, secondsAmount, 'too short');
    case 'mean-limit': {
      const mean = bands[0];
      return mean === undefined ? 'no value' : meanVerdict(requirement, mean);
    }
    case 'absorption-per-volume': {
      const outcome = bandOutcomeText(bands, absorptionAmount, null);
      return outcome === 'passes'
        ? outcome
        : `${outcome} (minimum A/V ${requirement.minimum.toFixed(2)} m²/m³)`;
    }
  }
}

/** The verdict's name of a room type: rule set label and room type short label. */
export function verdictName(ruleSet: RuleSet, roomType: RoomTypeRule): string {
  return `${ruleSet.label} ${roomType.shortLabel}`;
}

/**
 * Holds a computed room against a room type of a rule set with one model's results. Throws an
 * `Error` for an unknown rule set or room type.
 */
export function assessRoom(
  result: RoomResult,
  ruleSetId: RuleSetId,
  roomTypeId: string,
  model: ModelId,
): Assessment {
  const ruleSet = ruleSetOf(ruleSetId);
  const roomType = roomTypeOf(ruleSetId, roomTypeId);
  const name = verdictName(ruleSet, roomType);
  const outcome = roomType.requirement(roomMeasures(result));
  if ('notApplicable' in outcome) {
    return {
      ruleSetId,
      roomTypeId,
      model,
      requirement: null,
      notApplicable: outcome.notApplicable,
      bands: [],
      passes: null,
      verdict: `${name}: not applicable. ${outcome.notApplicable}`,
    };
  }
  const { requirement } = outcome;
  const bands = assessBands(result, requirement, model);
  return {
    ruleSetId,
    roomTypeId,
    model,
    requirement,
    notApplicable: null,
    bands,
    passes: overallPasses(bands),
    verdict: `${name}: ${verdictText(requirement, bands)}`,
  };
}
