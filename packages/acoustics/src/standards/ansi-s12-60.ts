/**
 * ANSI/ASA S12.60-2010/Part 1 'Acoustical Performance Criteria, Design Requirements, and
 * Guidelines for Schools, Part 1: Permanent Schools', table 1: the maximum
 * reverberation time of an unoccupied, furnished core learning space in each of the 500, 1000 and
 * 2000 Hz octave bands: 0.6 s up to 10,000 ft³ (283 m³), 0.7 s above it up to 20,000 ft³ (566 m³).
 * The limits are defined in cubic feet; the metric volume is compared with them exactly
 * (1 ft = 0.3048 m), so 283.2 m³ (10,000 ft³) still takes 0.6 s. Larger core learning spaces are
 * reported as not applicable: the standard is understood to set no maximum for them. Its text on
 * them could not be read (the stored copies of the standard show only its front matter), so this
 * is not confirmed; consistent with it, LEED v4's schools prerequisite sends core learning spaces of
 * 20,000 ft³ and more to NRC-CNRC Construction Technology Update 51 instead of S12.60. The 0.6 and
 * 0.7 s limits and the two volumes agree across secondary sources. See docs/acoustics.md.
 */
import { METRES_PER_FOOT } from '../constants.ts';
import type { RequirementOutcome, RoomMeasures, RoomTypeRule, RuleSet } from './types.ts';

const CUBIC_METRES_PER_CUBIC_FOOT = METRES_PER_FOOT ** 3;

/** 10,000 ft³ in m³ (283.17). */
export const ANSI_SMALL_ROOM_MAX_M3 = 10_000 * CUBIC_METRES_PER_CUBIC_FOOT;

/** 20,000 ft³ in m³ (566.34). */
export const ANSI_LARGE_ROOM_MAX_M3 = 20_000 * CUBIC_METRES_PER_CUBIC_FOOT;

/** The bands the limit applies to. */
export const ANSI_BANDS: readonly number[] = [500, 1000, 2000];

function maximumSeconds(volumeM3: number): number | null {
  if (volumeM3 <= ANSI_SMALL_ROOM_MAX_M3) return 0.6;
  if (volumeM3 <= ANSI_LARGE_ROOM_MAX_M3) return 0.7;
  return null;
}

const coreLearningSpace: RoomTypeRule = {
  id: 'core-learning-space',
  label: 'Core learning space',
  shortLabel: 'core learning space',
  rule: "Unoccupied, furnished: RT ≤ 0.6 s at each of 500, 1000 and 2000 Hz for V ≤ 10,000 ft³ (283 m³); RT ≤ 0.7 s for 10,000 ft³ < V ≤ 20,000 ft³ (566 m³). Above 20,000 ft³ the standard sets no maximum and gives design guidance only (not confirmed against the standard's text).",
  requirement: (room: RoomMeasures): RequirementOutcome => {
    const maximum = maximumSeconds(room.volumeM3);
    if (maximum === null) {
      return {
        notApplicable:
          'ANSI/ASA S12.60-2010 sets no maximum reverberation time for core learning spaces over 20,000 ft³ (566 m³); it gives design guidance only.',
      };
    }
    return {
      requirement: {
        kind: 'band-limits',
        limits: ANSI_BANDS.map((frequencyHz) => ({
          frequencyHz,
          target: maximum,
          lower: null,
          upper: maximum,
        })),
      },
      note: `Maximum ${maximum.toFixed(1)} s for ${room.volumeM3 <= ANSI_SMALL_ROOM_MAX_M3 ? 'V ≤ 10,000 ft³ (283 m³)' : '10,000 ft³ < V ≤ 20,000 ft³ (566 m³)'}, unoccupied and furnished.`,
    };
  },
};

/** ANSI/ASA S12.60-2010 part 1: core learning spaces. */
export const ANSI_S12_60: RuleSet = {
  id: 'ansi-s12-60',
  label: 'ANSI S12.60',
  source:
    "ANSI/ASA S12.60-2010/Part 1 'Acoustical Performance Criteria, Design Requirements, and Guidelines for Schools, Part 1: Permanent Schools', table 1 (reverberation time of unoccupied, furnished core learning spaces).",
  edition: '2010',
  roomTypes: [coreLearningSpace],
};
