/**
 * LEED v4 BD+C, EQ credit 'Acoustic performance', reverberation time, table 2 (adapted from table
 * 9.1 of ASHRAE, 'Performance Measurement Protocols for Commercial Buildings'): the maximum T60 at
 * 500, 1000 and 2000 Hz by room type. The table gives one value per room type 'at 500 Hz, 1000 Hz
 * and 2000 Hz'; it is applied here to each of the three bands (the stricter reading). Rows the
 * table leaves to the design ('varies by application': performing arts spaces, worship spaces with
 * critical music programmes) are not offered.
 *
 * The table's values could not be read: the stored copies of the credit text (usgbc.org, the v4
 * reference guide) stop at the table's title. The values below are those commonly quoted from it
 * and are marked as not confirmed in each rule text and in docs/acoustics.md.
 */
import { bandLimitRoomType } from './limit-rules.ts';
import type { RoomTypeRule, RuleSet } from './types.ts';

/** The bands the limits apply to. */
export const LEED_BANDS: readonly number[] = [500, 1000, 2000];

const ROOM_TYPES: readonly { id: string; label: string; upper: number }[] = [
  { id: 'apartment', label: 'Apartment or condominium', upper: 0.6 },
  { id: 'hotel-room', label: 'Hotel or motel: individual room or suite', upper: 0.6 },
  { id: 'hotel-meeting-room', label: 'Hotel or motel: meeting or banquet room', upper: 0.8 },
  { id: 'private-office', label: 'Office: executive or private office', upper: 0.6 },
  { id: 'conference-room', label: 'Office: conference room', upper: 0.6 },
  { id: 'teleconference-room', label: 'Office: teleconference room', upper: 0.6 },
  { id: 'open-office', label: 'Office: open plan', upper: 0.8 },
  { id: 'courtroom-unamplified', label: 'Courtroom: unamplified speech', upper: 0.7 },
  { id: 'courtroom-amplified', label: 'Courtroom: amplified speech', upper: 1 },
  { id: 'laboratory-minimal-speech', label: 'Laboratory: minimal speech communication', upper: 1 },
  { id: 'laboratory-speech', label: 'Laboratory: extensive phone use and speech', upper: 0.6 },
  { id: 'library', label: 'Library', upper: 1 },
  { id: 'gymnasium', label: 'Gymnasium or natatorium', upper: 2 },
  { id: 'large-amplified-space', label: 'Large-capacity space with speech amplification', upper: 1.5 },
  { id: 'classroom', label: 'Classroom', upper: 0.6 },
];

const NOT_CONFIRMED = 'Value as commonly quoted from LEED v4 table 2; not confirmed against the credit text.';

function leedRoomType(row: { id: string; label: string; upper: number }): RoomTypeRule {
  return bandLimitRoomType(
    row.id,
    row.label,
    row.label.toLowerCase(),
    LEED_BANDS,
    { lower: null, upper: row.upper },
    `T60 ≤ ${row.upper} s at each of 500, 1000 and 2000 Hz. ${NOT_CONFIRMED}`,
  );
}

/** LEED v4: the reverberation table of the EQ credit 'Acoustic performance'. */
export const LEED_V4: RuleSet = {
  id: 'leed-v4',
  label: 'LEED v4',
  source:
    "USGBC, LEED v4 BD+C, EQ credit 'Acoustic performance', reverberation time, table 2 (adapted from table 9.1 of ASHRAE, Performance Measurement Protocols for Commercial Buildings).",
  edition: 'v4 (July 2017 addenda)',
  roomTypes: ROOM_TYPES.map(leedRoomType),
};
