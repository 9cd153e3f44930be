/**
 * WELL Building Standard, 'Reverberation time' (Comfort concept, v1 / v1.5): maximum RT60 of
 * conference rooms 0.6 s and open workspaces 0.5 s (part 1), and of learning spaces by volume:
 * below 0.6 s up to 280 m³ (10,000 ft³), below 0.7 s above it up to 570 m³ (20,000 ft³) (part 2).
 * These are read from the standard's published v1.5 text
 * (standard.wellcertified.com/v15/comfort/reverberation-time). That text names no octave bands;
 * the limits are applied here to each of 500, 1000 and 2000 Hz, the bands of ANSI/ASA S12.60 that
 * part 2 mirrors. The WELL v2 text on reverberation could not be read (only third-party summaries
 * of it, which disagree with one another), so this rule set stays the v1.5 edition (see
 * docs/acoustics.md).
 */
import { bandLimitRoomType } from './limit-rules.ts';
import type { RequirementOutcome, RoomMeasures, RoomTypeRule, RuleSet } from './types.ts';

/** The bands the limits are applied to. */
export const WELL_BANDS: readonly number[] = [500, 1000, 2000];

/** Part 2's volume limits as the standard prints them, in m³. */
export const WELL_SMALL_LEARNING_SPACE_M3 = 280;
export const WELL_LARGE_LEARNING_SPACE_M3 = 570;

const BAND_NOTE =
  'The standard names no bands; the limit is applied to each of 500, 1000 and 2000 Hz, as in ANSI/ASA S12.60.';

const learningSpace: RoomTypeRule = {
  id: 'learning-space',
  label: 'Learning space',
  shortLabel: 'learning space',
  rule: `RT60 < 0.6 s for V ≤ 280 m³ (10,000 ft³); RT60 < 0.7 s for 280 m³ < V ≤ 570 m³ (20,000 ft³); no limit is set above 570 m³. ${BAND_NOTE}`,
  requirement: (room: RoomMeasures): RequirementOutcome => {
    if (room.volumeM3 > WELL_LARGE_LEARNING_SPACE_M3) {
      return {
        notApplicable: 'WELL sets no reverberation limit for learning spaces over 570 m³ (20,000 ft³).',
      };
    }
    const upper = room.volumeM3 <= WELL_SMALL_LEARNING_SPACE_M3 ? 0.6 : 0.7;
    return {
      requirement: {
        kind: 'band-limits',
        limits: WELL_BANDS.map((frequencyHz) => ({ frequencyHz, target: upper, lower: null, upper })),
      },
      note: `Maximum ${upper.toFixed(1)} s for ${upper === 0.6 ? 'V ≤ 280 m³' : '280 m³ < V ≤ 570 m³'}.`,
    };
  },
};

/** WELL (v1.5): reverberation limits by room type. */
export const WELL: RuleSet = {
  id: 'well',
  label: 'WELL',
  source:
    "International WELL Building Institute, WELL Building Standard v1.5, Comfort concept, feature 'Reverberation time', parts 1 and 2 (standard.wellcertified.com/v15/comfort/reverberation-time).",
  edition: 'v1.5',
  roomTypes: [
    bandLimitRoomType(
      'conference-room',
      'Conference room',
      'conference room',
      WELL_BANDS,
      { lower: null, upper: 0.6 },
      `RT60 ≤ 0.6 s. ${BAND_NOTE}`,
    ),
    bandLimitRoomType(
      'open-workspace',
      'Open workspace',
      'open workspace',
      WELL_BANDS,
      { lower: null, upper: 0.5 },
      `RT60 ≤ 0.5 s. ${BAND_NOTE}`,
    ),
    learningSpace,
  ],
};
