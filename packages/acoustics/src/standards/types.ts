/**
 * Shapes of the standards' reverberation rules: a rule set (a standard at an edition) holds room
 * types; a room type turns the room's volume and height into a requirement; an assessment holds a
 * computed room against it, band by band.
 */
import type { ModelId } from '../models/metadata.ts';

/** The rule sets the calculator offers, in display order. */
export const RULE_SET_IDS = [
  'din-18041-a',
  'din-18041-b',
  'ansi-s12-60',
  'bb93',
  'leed-v4',
  'well',
  'suggested',
] as const;

/** A rule set's id. */
export type RuleSetId = (typeof RULE_SET_IDS)[number];

/** What a requirement reads of the room, in metric units (the engine converts Imperial rooms). */
export type RoomMeasures = { volumeM3: number; heightM: number };

/**
 * The reverberation time allowed in one octave band, in seconds: `target` is the nominal value
 * (drawn as the goal line), `lower`/`upper` the tolerance band (`null`: no limit on that side).
 * A band the rule does not assess is not listed.
 */
export type BandLimit = { frequencyHz: number; target: number; lower: number | null; upper: number | null };

/**
 * A requirement the room is held against:
 * - `band-limits`: each listed band's RT must lie within its limits;
 * - `mean-limit`: the mean RT of `bands` (e.g. Tmf of 500, 1000, 2000 Hz) must lie within the limits;
 * - `absorption-per-volume`: the room's equivalent absorption area over its volume, A/V in 1/m, at
 *   each listed band must be at least `minimum` (DIN 18041 group B).
 */
export type Requirement =
  | { kind: 'band-limits'; limits: BandLimit[] }
  | {
      kind: 'mean-limit';
      bands: number[];
      target: number;
      lower: number | null;
      upper: number | null;
      /** Name of the mean in the verdict, e.g. 'Tmf' (BB93); 'mean RT' when missing. */
      meanLabel?: string;
    }
  | { kind: 'absorption-per-volume'; bands: number[]; minimum: number };

/**
 * The requirement of a room type for a room, or why it does not apply (outside the volume range
 * the rule covers, for instance), in a sentence for the user.
 */
export type RequirementOutcome =
  | { requirement: Requirement; note: string | null }
  | { notApplicable: string };

/** A room type of a rule set (DIN 18041 A3, a BB93 space type, ...). */
export type RoomTypeRule = {
  id: string;
  label: string;
  /** Name of the room type in the verdict, after the rule set's label: 'A3' gives 'DIN 18041 A3: …'. */
  shortLabel: string;
  /** The rule in words and formulas, as the standard states it (shown beside the verdict). */
  rule: string;
  requirement: (room: RoomMeasures) => RequirementOutcome;
};

/** A rule set: one standard at one edition. */
export type RuleSet = {
  id: RuleSetId;
  /** Short name used in the verdict, e.g. 'DIN 18041'. */
  label: string;
  /** Full citation: title, edition, clause or table. */
  source: string;
  edition: string;
  roomTypes: RoomTypeRule[];
};

/** One band (or the mean of several, `frequencyHz` null) held against the requirement. */
export type BandAssessment = {
  /** The band, or `null` for a mean over `bands` of a `mean-limit` rule. */
  frequencyHz: number | null;
  /** The assessed value: RT in s, or A/V in 1/m; `null` when the model has no value there. */
  value: number | null;
  lower: number | null;
  upper: number | null;
  /** `null` when the model gives no value at this band. */
  passes: boolean | null;
  /**
   * Distance to the nearest limit, in the value's unit: positive inside the band (room to spare),
   * negative outside it (by how much it fails).
   */
  margin: number | null;
};

/** A computed room held against a rule set's room type with one model's results. */
export type Assessment = {
  ruleSetId: RuleSetId;
  roomTypeId: string;
  model: ModelId;
  requirement: Requirement | null;
  /** Why no requirement applies (the room is outside the rule's range), else `null`. */
  notApplicable: string | null;
  bands: BandAssessment[];
  /** `true` when every assessed band passes, `false` when one fails, `null` when none could be assessed. */
  passes: boolean | null;
  /** The verdict in one line, e.g. 'DIN 18041 A3: passes at 250-4000 Hz, fails at 125 Hz by 0.2 s'. */
  verdict: string;
};

/** The surface group a treatment may go on. */
export type TreatmentGroup = 'ceiling' | 'walls';

/** One band's outcome of sizing a treatment. */
export type BandProposal = {
  frequencyHz: number;
  /** Area (or number of objects) this band alone needs to pass; 0 when it passes already; `null` when it cannot. */
  needed: number | null;
  /** Why the band cannot be met with this product on this group, in a sentence; `null` otherwise. */
  reason: string | null;
};

/** The treatment that makes a room meet a requirement with one product on one group. */
export type TreatmentProposal = {
  group: TreatmentGroup;
  /** 'area' (document's area unit) for a finish, 'objects' for a per-object (sabin) product. */
  unit: 'area' | 'objects';
  /** The amount to add: the largest of the meetable bands' needs, never more than `freeArea`, never negative. */
  amount: number;
  /** The group's uncovered area (geometric minus entered), in the document's area unit. */
  freeArea: number;
  bands: BandProposal[];
  /** The assessment of the room with the proposal added. */
  after: Assessment;
};
