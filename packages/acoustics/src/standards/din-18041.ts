/**
 * DIN 18041:2016-03 'Hörsamkeit in Räumen – Anforderungen, Empfehlungen und Hinweise für die
 * Planung' (acoustic quality in rooms).
 *
 * Group A (rooms where people listen over medium to long distances): the target reverberation time
 * of the occupied room, `T_soll`, from the volume by the standard's equations per use (A1-A5), each
 * within its volume range, 'rounded to two decimals'; each octave band must lie within a tolerance
 * band of `T/T_soll` (figures 2 and 3 of the standard).
 *
 * Group B (rooms where people communicate over short distances): a minimum ratio of the room's
 * equivalent absorption area to its volume, A/V, in each octave 250-2000 Hz (absorption by persons
 * not counted), by the clear room height h: B1 no requirement; for h ≤ 2.5 m, B2 0.15, B3 0.20,
 * B4 0.25, B5 0.30 m²/m³; for h > 2.5 m, A/V ≥ 1/(c + 4.69·lg(h/1 m)) with c = 4.80 (B2),
 * 3.13 (B3), 2.13 (B4), 1.47 (B5) (equations 7-10), which meet the constants at h = 2.5 m.
 *
 * The standard itself could not be read. The equations, volume ranges, rounding rule and group B
 * values are as reproduced in Saint-Gobain Rigips, 'Bauphysik' (planning handbook), chapter
 * 'Raumakustik', pages 'Optimale Nachhallzeit – Räume der Gruppe A' and 'Orientierungswerte für das
 * Verhältnis A/V' (medien.rigips.de, flipbook_bauphysik); independent implementations that cite
 * clause 4.2.3 carry the same equations and ranges.
 *
 * The tolerance factors (63 Hz 0.5-1.7, 125 Hz 0.65-1.45, 250-2000 Hz 0.8-1.2, 4000 Hz 0.65-1.2)
 * are those of independent published implementations of the standard's figures, which all agree
 * (e.g. redbluee/Raumakustik-CAD, src/reverberation_calc.py); they are not confirmed against the
 * figures. They are applied to A1-A5 alike, but the 2004 edition drew a separate band for music
 * (RWTH Aachen ITA-Toolbox, ita_din18041_reverberation_times.m), so the 2016 band for A1 may
 * differ; A1's rule text says so. See docs/acoustics.md.
 */
import type { BandLimit, RequirementOutcome, RoomMeasures, RoomTypeRule, RuleSet } from './types.ts';

const SOURCE_A =
  "DIN 18041:2016-03 'Hörsamkeit in Räumen', group A: clause 4.2.3 'Anforderungen an die Nachhallzeit', T_soll equations (1)-(6) with their volume ranges, and the tolerance band of T/T_soll (figures 2 and 3).";
const SOURCE_B =
  "DIN 18041:2016-03 'Hörsamkeit in Räumen', group B: the minimum A/V by clear room height h, its table for h ≤ 2.5 m and equations (7)-(10) for h > 2.5 m.";

/**
 * Tolerance of `T/T_soll` per octave band, 63-4000 Hz: `[lower, upper]` factors. 63 Hz is listed
 * for completeness; the engine computes 125-4000 Hz, so it is not assessed. Not confirmed against
 * the standard's figures; several published implementations agree on them (see the file header).
 */
export const DIN_18041_TOLERANCE: readonly { frequencyHz: number; lower: number; upper: number }[] = [
  { frequencyHz: 63, lower: 0.5, upper: 1.7 },
  { frequencyHz: 125, lower: 0.65, upper: 1.45 },
  { frequencyHz: 250, lower: 0.8, upper: 1.2 },
  { frequencyHz: 500, lower: 0.8, upper: 1.2 },
  { frequencyHz: 1000, lower: 0.8, upper: 1.2 },
  { frequencyHz: 2000, lower: 0.8, upper: 1.2 },
  { frequencyHz: 4000, lower: 0.65, upper: 1.2 },
];

/** The bands of the engine (125-4000 Hz) the tolerance band is assessed at. */
const ASSESSED_TOLERANCE = DIN_18041_TOLERANCE.filter((band) => band.frequencyHz >= 125);

/** `T_soll` 'mathematically rounded to two decimals', as the standard asks. */
function roundTarget(seconds: number): number {
  return Math.round(seconds * 100) / 100;
}

/** The tolerance band around `T_soll` at the engine's bands. */
export function dinBandLimits(targetSeconds: number): BandLimit[] {
  return ASSESSED_TOLERANCE.map(({ frequencyHz, lower, upper }) => ({
    frequencyHz,
    target: targetSeconds,
    lower: lower * targetSeconds,
    upper: upper * targetSeconds,
  }));
}

type GroupAUse = {
  id: string;
  shortLabel: string;
  label: string;
  /** `T_soll = slope·lg(V/m³) + intercept`, in s. */
  slope: number;
  intercept: number;
  /** The equation's range: `minVolumeM3 ≤ V < maxVolumeM3`. */
  minVolumeM3: number;
  maxVolumeM3: number;
  /** `T_soll` at and above `maxVolumeM3`, when the standard gives one (A5: 2.0 s from 10 000 m³). */
  aboveRangeSeconds: number | null;
  rule: string;
};

const TOLERANCE_TEXT =
  "Each band must lie within the tolerance band of T/T_soll: 125 Hz 0.65-1.45, 250-2000 Hz 0.8-1.2, 4000 Hz 0.65-1.2 (63 Hz, 0.5-1.7, is not assessed: the calculator computes 125-4000 Hz). The tolerance factors are taken from published implementations of the standard's figures 2 and 3 and could not be confirmed against the standard itself. T_soll applies to the occupied room: enter the audience as a surface.";

/** Why A1's band is the least certain: the 2004 edition's music band differed from its speech band. */
const MUSIC_BAND_TEXT =
  "The standard's 2004 edition drew a separate tolerance band for music; the 2016 band for music could not be read, so A1 uses the band above and its 125 Hz verdict is the least certain.";

const GROUP_A_USES: readonly GroupAUse[] = [
  {
    id: 'a1',
    shortLabel: 'A1',
    label: 'A1 Music',
    slope: 0.45,
    intercept: 0.07,
    minVolumeM3: 30,
    maxVolumeM3: 1000,
    aboveRangeSeconds: null,
    rule: `T_soll = 0.45·lg(V/m³) + 0.07 s, for 30 m³ ≤ V < 1000 m³, rounded to 0.01 s. ${TOLERANCE_TEXT} ${MUSIC_BAND_TEXT}`,
  },
  {
    id: 'a2',
    shortLabel: 'A2',
    label: 'A2 Speech/presentation',
    slope: 0.37,
    intercept: -0.14,
    minVolumeM3: 50,
    maxVolumeM3: 5000,
    aboveRangeSeconds: null,
    rule: `T_soll = 0.37·lg(V/m³) − 0.14 s, for 50 m³ ≤ V < 5000 m³, rounded to 0.01 s. ${TOLERANCE_TEXT}`,
  },
  {
    id: 'a3',
    shortLabel: 'A3',
    label: 'A3 Education/communication',
    slope: 0.32,
    intercept: -0.17,
    minVolumeM3: 30,
    maxVolumeM3: 5000,
    aboveRangeSeconds: null,
    rule: `T_soll = 0.32·lg(V/m³) − 0.17 s, for 30 m³ ≤ V < 5000 m³ (education/communication up to 1000 m³, inclusive speech/presentation up to 5000 m³), rounded to 0.01 s. ${TOLERANCE_TEXT}`,
  },
  {
    id: 'a4',
    shortLabel: 'A4',
    label: 'A4 Education/communication, inclusive',
    slope: 0.26,
    intercept: -0.14,
    minVolumeM3: 30,
    maxVolumeM3: 500,
    aboveRangeSeconds: null,
    rule: `T_soll = 0.26·lg(V/m³) − 0.14 s, for 30 m³ ≤ V < 500 m³ (rooms for people who need good intelligibility), rounded to 0.01 s. ${TOLERANCE_TEXT}`,
  },
  {
    id: 'a5',
    shortLabel: 'A5',
    label: 'A5 Sports',
    slope: 0.75,
    intercept: -1,
    minVolumeM3: 200,
    maxVolumeM3: 10000,
    aboveRangeSeconds: 2,
    rule: `T_soll = 0.75·lg(V/m³) − 1.00 s, for 200 m³ ≤ V < 10 000 m³, rounded to 0.01 s; T_soll = 2.0 s for V ≥ 10 000 m³. ${TOLERANCE_TEXT}`,
  },
];

function formatVolume(volumeM3: number): string {
  return `${volumeM3.toLocaleString('en-US')} m³`;
}

/** `T_soll` of a group A use at a volume, or why the volume is outside the use's range. */
export function dinTargetSeconds(use: GroupAUse, volumeM3: number): number | { notApplicable: string } {
  const range = `${formatVolume(use.minVolumeM3)} to ${formatVolume(use.maxVolumeM3)}`;
  if (volumeM3 < use.minVolumeM3) {
    return {
      notApplicable: `DIN 18041 ${use.shortLabel} covers rooms from ${formatVolume(use.minVolumeM3)}; this room has ${formatVolume(Math.round(volumeM3 * 10) / 10)}.`,
    };
  }
  if (volumeM3 >= use.maxVolumeM3) {
    if (use.aboveRangeSeconds !== null) return use.aboveRangeSeconds;
    return {
      notApplicable: `DIN 18041 ${use.shortLabel} covers rooms of ${range} (below ${formatVolume(use.maxVolumeM3)}); this room has ${formatVolume(Math.round(volumeM3 * 10) / 10)}.`,
    };
  }
  return roundTarget(use.slope * Math.log10(volumeM3) + use.intercept);
}

function groupARoomType(use: GroupAUse): RoomTypeRule {
  return {
    id: use.id,
    label: use.label,
    shortLabel: use.shortLabel,
    rule: use.rule,
    requirement: (room: RoomMeasures): RequirementOutcome => {
      const target = dinTargetSeconds(use, room.volumeM3);
      if (typeof target !== 'number') return target;
      return {
        requirement: { kind: 'band-limits', limits: dinBandLimits(target) },
        note: `T_soll = ${target.toFixed(2)} s at V = ${formatVolume(Math.round(room.volumeM3 * 10) / 10)}.`,
      };
    },
  };
}

/** DIN 18041:2016 group A: A1-A5, `T_soll` from the volume and the tolerance band per octave. */
export const DIN_18041_A: RuleSet = {
  id: 'din-18041-a',
  label: 'DIN 18041',
  source: SOURCE_A,
  edition: '2016-03',
  roomTypes: GROUP_A_USES.map(groupARoomType),
};

/** Octave bands group B is assessed at (250-2000 Hz). */
export const DIN_18041_B_BANDS: readonly number[] = [250, 500, 1000, 2000];

type GroupBUse = {
  id: string;
  shortLabel: string;
  label: string;
  /** A/V for h ≤ 2.5 m and the constant `c` of `1/(c + 4.69·lg h)` above; `null`: no requirement. */
  lowRoom: number | null;
  constant: number | null;
};

const GROUP_B_USES: readonly GroupBUse[] = [
  { id: 'b1', shortLabel: 'B1', label: 'B1 Rooms not for staying in', lowRoom: null, constant: null },
  { id: 'b2', shortLabel: 'B2', label: 'B2 Rooms for short stays', lowRoom: 0.15, constant: 4.8 },
  { id: 'b3', shortLabel: 'B3', label: 'B3 Rooms for longer stays', lowRoom: 0.2, constant: 3.13 },
  {
    id: 'b4',
    shortLabel: 'B4',
    label: 'B4 Rooms needing noise reduction and comfort',
    lowRoom: 0.25,
    constant: 2.13,
  },
  {
    id: 'b5',
    shortLabel: 'B5',
    label: 'B5 Rooms with a special need for noise reduction and comfort',
    lowRoom: 0.3,
    constant: 1.47,
  },
];

/** Height up to which group B's constant A/V applies, in m. */
const GROUP_B_LOW_ROOM_HEIGHT_M = 2.5;

/** The minimum A/V in 1/m of a group B use at a clear height in m (`null`: B1, no requirement). */
export function dinMinimumAbsorptionPerVolume(use: GroupBUse, heightM: number): number | null {
  if (use.lowRoom === null || use.constant === null) return null;
  if (heightM <= GROUP_B_LOW_ROOM_HEIGHT_M) return use.lowRoom;
  return 1 / (use.constant + 4.69 * Math.log10(heightM));
}

function groupBRule(use: GroupBUse): string {
  if (use.lowRoom === null || use.constant === null) return 'B1: no requirement on the absorption.';
  return `A/V ≥ ${use.lowRoom.toFixed(2)} m²/m³ for h ≤ 2.5 m; A/V ≥ 1/(${use.constant.toFixed(2)} + 4.69·lg(h/1 m)) m²/m³ for h > 2.5 m; in each octave 250-2000 Hz, absorption by persons not counted. A is the room's equivalent absorption area (surfaces and air), V its volume, h its clear height.`;
}

function groupBRoomType(use: GroupBUse): RoomTypeRule {
  return {
    id: use.id,
    label: use.label,
    shortLabel: use.shortLabel,
    rule: groupBRule(use),
    requirement: (room: RoomMeasures): RequirementOutcome => {
      const minimum = dinMinimumAbsorptionPerVolume(use, room.heightM);
      if (minimum === null) {
        return { notApplicable: 'DIN 18041 B1 sets no requirement on the absorption.' };
      }
      return {
        requirement: { kind: 'absorption-per-volume', bands: [...DIN_18041_B_BANDS], minimum },
        note: `Minimum A/V = ${minimum.toFixed(2)} m²/m³ at h = ${(Math.round(room.heightM * 100) / 100).toString()} m.`,
      };
    },
  };
}

/** DIN 18041:2016 group B: B1-B5, the minimum A/V by room height. */
export const DIN_18041_B: RuleSet = {
  id: 'din-18041-b',
  label: 'DIN 18041',
  source: SOURCE_B,
  edition: '2016-03',
  roomTypes: GROUP_B_USES.map(groupBRoomType),
};
