/**
 * Treatment sizing: the amount of one product on one surface group (area, or a number of objects)
 * that makes a room meet a rule set's room type with one model, band by band.
 *
 * For each assessed band (or the mean, for a mean rule; or A/V, for an absorption rule) the amount
 * that band alone needs is found by bisection: adding absorption lowers the RT of every model and
 * raises A/V (a property test checks this for random rooms), so the band's value is monotonic in
 * the amount. A band already within its limits needs 0; a band that cannot be met gets `null` and a
 * sentence why (the product absorbs too little there for the free area, the band is already below
 * its lower limit, the model has no value). The proposal is the largest meetable need, rounded up
 * to 0.1 area unit or a whole object, never negative and never above the group's free area
 * (objects occupy no area). A band the proposal pushes below its lower limit, or leaves without a
 * value, keeps its need and says so in its reason.
 */
import { calculateRoom } from '../calculate.ts';
import { BANDS } from '../constants.ts';
import { formatAlpha } from '../format.ts';
import { MODEL_METADATA } from '../models/metadata.ts';
import { assessBands, assessRoom, roomMeasures } from '../standards/assess.ts';
import { roomTypeOf } from '../standards/rule-sets.ts';
import type {
  BandAssessment,
  BandProposal,
  Requirement,
  TreatmentGroup,
  TreatmentProposal,
} from '../standards/types.ts';
import type { CalcInput, UnitSystem } from '../types.ts';
import { type FreeAreas, freeAreaOf, freeAreas } from './free-area.ts';
import { withProposal } from './proposal-surface.ts';
import type { ProposeTreatmentOptions, TreatmentProduct } from './types.ts';

/** The most objects a proposal searches up to. */
export const MAX_PROPOSED_OBJECTS = 100_000;

const BISECTION_STEPS = 60;

/** One thing the requirement holds: a band, the mean of bands, or A/V at a band. */
type Item = {
  /** Index of the item in the assessment's bands. */
  index: number;
  frequencies: number[];
  /** 'Tmf', '125 Hz', … as the reason sentences name it. */
  label: string;
  lower: number | null;
  upper: number | null;
  /** A/V rises with absorption; RT falls. */
  isRising: boolean;
};

function itemsOf(requirement: Requirement): Item[] {
  switch (requirement.kind) {
    case 'band-limits':
      return requirement.limits.map((limit, index) => ({
        index,
        frequencies: [limit.frequencyHz],
        label: `${limit.frequencyHz} Hz`,
        lower: limit.lower,
        upper: limit.upper,
        isRising: false,
      }));
    case 'mean-limit':
      return [
        {
          index: 0,
          frequencies: [...requirement.bands],
          label: requirement.meanLabel ?? 'the mean RT',
          lower: requirement.lower,
          upper: requirement.upper,
          isRising: false,
        },
      ];
    case 'absorption-per-volume':
      return requirement.bands.map((frequencyHz, index) => ({
        index,
        frequencies: [frequencyHz],
        label: `${frequencyHz} Hz`,
        lower: requirement.minimum,
        upper: null,
        isRising: true,
      }));
  }
}

function meetsGoal(item: Item, value: number): boolean {
  if (item.isRising) return item.lower === null || value >= item.lower;
  return item.upper === null || value <= item.upper;
}

function overshoots(item: Item, value: number): boolean {
  if (item.isRising) return item.upper !== null && value > item.upper;
  return item.lower !== null && value < item.lower;
}

type Sizing = {
  input: CalcInput;
  options: ProposeTreatmentOptions;
  requirement: Requirement;
  areas: FreeAreas;
  freeArea: number;
  isObjects: boolean;
};

function evaluate(sizing: Sizing, amount: number): BandAssessment[] {
  const { input, options, requirement, areas } = sizing;
  const room = withProposal(input, options.group, options.product, amount, areas);
  return assessBands(calculateRoom(room), requirement, options.model);
}

function valueAt(sizing: Sizing, item: Item, amount: number): number | null {
  return evaluate(sizing, amount)[item.index]?.value ?? null;
}

function isMetAt(sizing: Sizing, item: Item, amount: number): boolean {
  const value = valueAt(sizing, item, amount);
  return value !== null && meetsGoal(item, value);
}

/** Rounds an area up to 0.1 unit (within the free area) or a count up to a whole object. */
function roundUp(sizing: Sizing, amount: number): number {
  if (sizing.isObjects) return Math.ceil(amount - 1e-9);
  return Math.min(sizing.freeArea, Math.ceil(amount * 10 - 1e-6) / 10);
}

/** The smallest amount in (low, high] meeting the item, `high` meeting it and `low` not. */
function bisect(sizing: Sizing, item: Item, low: number, high: number): number {
  let notMet = low;
  let met = high;
  for (let step = 0; step < BISECTION_STEPS; step++) {
    if (sizing.isObjects ? met - notMet <= 1 : met - notMet <= 1e-9 * Math.max(1, met)) break;
    const middle = sizing.isObjects ? Math.floor((notMet + met) / 2) : (notMet + met) / 2;
    if (isMetAt(sizing, item, middle)) met = middle;
    else notMet = middle;
  }
  return met;
}

/** The largest amount the search may propose: the free area, or a ceiling on the number of objects. */
function searchLimit(sizing: Sizing, item: Item): { high: number; isMet: boolean } {
  if (!sizing.isObjects) return { high: sizing.freeArea, isMet: isMetAt(sizing, item, sizing.freeArea) };
  for (let count = 1; count < MAX_PROPOSED_OBJECTS; count *= 2) {
    if (isMetAt(sizing, item, count)) return { high: count, isMet: true };
  }
  return { high: MAX_PROPOSED_OBJECTS, isMet: isMetAt(sizing, item, MAX_PROPOSED_OBJECTS) };
}

function areaUnit(unitSystem: UnitSystem): string {
  return unitSystem === 'Imperial' ? 'ft²' : 'm²';
}

function numberText(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

/** An amount in words: '80 m²', '12 objects'. */
export function amountText(amount: number, isObjects: boolean, unitSystem: UnitSystem): string {
  if (isObjects) return `${numberText(amount)} ${amount === 1 ? 'object' : 'objects'}`;
  return `${numberText(amount)} ${areaUnit(unitSystem)}`;
}

function valueText(item: Item, value: number): string {
  return item.isRising ? `A/V ${value.toFixed(2)} m²/m³` : `${value.toFixed(2)} s`;
}

function limitText(item: Item, limit: number): string {
  return item.isRising ? `${limit.toFixed(2)} m²/m³` : `${limit.toFixed(2)} s`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function bandsText(frequencies: readonly number[]): string {
  const first = frequencies[0];
  const last = frequencies[frequencies.length - 1];
  return frequencies.length === 1 ? `${first} Hz` : `${first}-${last} Hz`;
}

/** What the product brings at the item's bands, for the reason sentence. */
function productText(product: TreatmentProduct, item: Item, unitSystem: UnitSystem): string {
  const bands: readonly number[] = BANDS;
  const bandIndexes = item.frequencies.map((frequencyHz) => bands.indexOf(frequencyHz));
  const values = product.kind === 'finish' ? product.coefficients.coefficients : product.sabinsPerObject;
  const mean = bandIndexes.reduce((sum, band) => sum + (values[band] ?? 0), 0) / bandIndexes.length;
  const at = bandsText(item.frequencies);
  const meanWord = bandIndexes.length > 1 ? 'mean ' : '';
  if (product.kind === 'finish') return `this product's ${meanWord}α at ${at} is ${formatAlpha(mean)}`;
  return `this product adds ${meanWord === '' ? '' : 'a mean of '}${numberText(mean)} ${areaUnit(unitSystem)} per object at ${at}`;
}

function groupText(group: TreatmentGroup): string {
  return group === 'ceiling' ? 'the whole free ceiling' : 'the whole free wall area';
}

function unmeetableReason(sizing: Sizing, item: Item, high: number): string {
  const { options, input } = sizing;
  const value = valueAt(sizing, item, high);
  const model = MODEL_METADATA[options.model].label;
  if (value === null) {
    return `The ${model} model gives no value for ${item.label} with this product added, so it cannot be sized there.`;
  }
  const limit = item.isRising ? item.lower : item.upper;
  const side = item.isRising ? 'below' : 'above';
  const limitPart = limit === null ? '' : `, ${side} ${limitText(item, limit)}`;
  const product = productText(options.product, item, input.unitSystem);
  if (sizing.isObjects) {
    return `Even ${amountText(high, true, input.unitSystem)} leave ${item.label} at ${valueText(item, value)}${limitPart}: ${product}.`;
  }
  if (sizing.freeArea <= 0) {
    const where =
      options.group === 'ceiling'
        ? 'The ceiling has no free area: the entered surfaces cover it'
        : 'The walls have no free area: the entered surfaces cover them';
    return `${where}, and ${item.label} is at ${valueText(item, value)}${limitPart}.`;
  }
  const area = amountText(sizing.freeArea, false, input.unitSystem);
  return `Even ${groupText(options.group)} (${area}) leaves ${item.label} at ${valueText(item, value)}${limitPart}: ${product}.`;
}

/** The amount one item needs, or `null` with the reason. */
function sizeItem(sizing: Sizing, item: Item): { needed: number | null; reason: string | null } {
  const start = valueAt(sizing, item, 0);
  if (start === null) {
    const model = MODEL_METADATA[sizing.options.model].label;
    return { needed: null, reason: `The ${model} model gives no value for ${item.label} in this room.` };
  }
  if (overshoots(item, start)) {
    const limit = item.isRising ? item.upper : item.lower;
    return {
      needed: null,
      reason: `${capitalised(item.label)} is already at ${valueText(item, start)}, below its lower limit ${limitText(item, limit ?? 0)}: adding absorption only lowers it.`,
    };
  }
  if (meetsGoal(item, start)) return { needed: 0, reason: null };
  const { high, isMet } = searchLimit(sizing, item);
  if (!isMet) return { needed: null, reason: unmeetableReason(sizing, item, high) };
  const low = sizing.isObjects && high > 1 ? high / 2 : 0;
  return { needed: roundUp(sizing, bisect(sizing, item, low, high)), reason: null };
}

/**
 * Notes a met item that the proposed amount (sized for another band) pushes below its lower limit,
 * or leaves without a value (objects can take a group's mean α to 1, where the Eyring-type models
 * have none).
 */
function afterReason(sizing: Sizing, item: Item, amount: number, after: BandAssessment[]): string | null {
  const value = after[item.index]?.value ?? null;
  const proposed = amountText(amount, sizing.isObjects, sizing.input.unitSystem);
  if (value === null) {
    const model = MODEL_METADATA[sizing.options.model].label;
    return `With the proposed ${proposed} the ${model} model gives no value for ${item.label}.`;
  }
  if (!overshoots(item, value)) return null;
  const limit = item.isRising ? item.upper : item.lower;
  return `The proposed ${proposed} brings ${item.label} to ${valueText(item, value)}, below its lower limit ${limitText(item, limit ?? 0)}.`;
}

/**
 * Sizes a product on a surface group so that the room meets a rule set's room type with one
 * model in every band it can (see the file header). Throws an `Error` for an unknown rule set or
 * room type.
 */
export function proposeTreatment(input: CalcInput, options: ProposeTreatmentOptions): TreatmentProposal {
  const roomType = roomTypeOf(options.ruleSetId, options.roomTypeId);
  const areas = freeAreas(input);
  const freeArea = freeAreaOf(areas, options.group);
  const isObjects = options.product.kind === 'objects';
  const unit = isObjects ? 'objects' : 'area';
  const outcome = roomType.requirement(roomMeasures(calculateRoom(input)));
  if ('notApplicable' in outcome) {
    const after = assessRoom(calculateRoom(input), options.ruleSetId, options.roomTypeId, options.model);
    return { group: options.group, unit, amount: 0, freeArea, bands: [], after };
  }
  const sizing: Sizing = { input, options, requirement: outcome.requirement, areas, freeArea, isObjects };
  const items = itemsOf(outcome.requirement);
  const sized = items.map((item) => sizeItem(sizing, item));
  const amount = Math.max(0, ...sized.map((size) => size.needed ?? 0));
  const afterBands = evaluate(sizing, amount);
  const bands: BandProposal[] = items.flatMap((item, index) => {
    const size = sized[index] ?? { needed: null, reason: null };
    const reason = size.needed === null ? size.reason : afterReason(sizing, item, amount, afterBands);
    return item.frequencies.map((frequencyHz) => ({ frequencyHz, needed: size.needed, reason }));
  });
  const room = withProposal(input, options.group, options.product, amount, areas);
  const after = assessRoom(calculateRoom(room), options.ruleSetId, options.roomTypeId, options.model);
  return { group: options.group, unit, amount, freeArea, bands, after };
}
