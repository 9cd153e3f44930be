/**
 * Building Bulletin 93 'Acoustic design of schools: performance standards' (Department for
 * Education, February 2015), section 1.5 'Reverberation in teaching and study spaces', table 6:
 * the mid-frequency reverberation time Tmf, the arithmetic mean of the 500, 1000 and 2000 Hz
 * octave bands, of the unoccupied, furnished room, by type of space, with separate values for new
 * build and for refurbishment (each a room type here).
 *
 * The reverberation table is table 6 of the 2015 edition (table 1 there is the indoor ambient
 * noise levels): an Institute of Acoustics paper on BB93:2015 places the reverberation targets
 * in 'Table 6 of BB93', and the DfE's March 2014 consultation draft lists table 1 as the ambient
 * noise limits. The values of table 6 could not be read: those below are the ones commonly quoted
 * from it and are marked as not confirmed in each rule text and in docs/acoustics.md.
 */
import { limitText, meanLimitRoomType, type SecondsLimit } from './limit-rules.ts';
import type { RoomTypeRule, RuleSet } from './types.ts';

/** The bands whose mean is Tmf. */
export const BB93_TMF_BANDS: readonly number[] = [500, 1000, 2000];

/** A cell of the table: an upper limit in s, or a `[lower, upper]` range (halls). */
type TmfCell = number | readonly [number, number];

/** One row of the table: id, short label (in the verdict), label, new build, refurbishment. */
type SpaceRow = readonly [
  id: string,
  shortLabel: string,
  label: string,
  newBuild: TmfCell,
  refurbishment: TmfCell,
];

const SPACE_ROWS: readonly SpaceRow[] = [
  ['nursery-playroom', 'nursery playroom', 'Nursery school playroom or quiet room', 0.6, 0.8],
  [
    'primary-classroom',
    'primary classroom',
    'Primary school classroom, class base, general teaching area or small group room',
    0.6,
    0.8,
  ],
  [
    'secondary-classroom',
    'secondary classroom',
    'Secondary school classroom, general teaching area, seminar or tutorial room',
    0.8,
    1,
  ],
  ['small-lecture-room', 'small lecture room', 'Lecture room for fewer than 50 people', 0.8, 1],
  ['music-classroom', 'music classroom', 'Music classroom', 1, 1.2],
  ['science-laboratory', 'science laboratory', 'Science laboratory', 0.8, 1],
  ['library', 'library', 'Library', 1, 1.2],
  ['assembly-hall', 'assembly hall', 'Assembly hall or multi-purpose hall', [0.8, 1.2], [0.8, 1.5]],
  ['sports-hall', 'sports hall', 'Indoor sports hall', 1.5, 2],
];

const NOT_CONFIRMED =
  'Value as commonly quoted from BB93 (2015) table 6; not confirmed against the published table.';

function limitOf(cell: TmfCell): SecondsLimit {
  return typeof cell === 'number' ? { lower: null, upper: cell } : { lower: cell[0], upper: cell[1] };
}

function bb93RoomType(
  [id, shortLabel, label]: SpaceRow,
  stage: { id: string; label: string },
  cell: TmfCell,
): RoomTypeRule {
  const limit = limitOf(cell);
  return meanLimitRoomType(
    `${id}-${stage.id}`,
    `${label} (${stage.label})`,
    `${shortLabel}, ${stage.label}`,
    BB93_TMF_BANDS,
    limit,
    'Tmf',
    `Tmf = mean of the 500, 1000 and 2000 Hz octave bands, unoccupied and furnished: Tmf ${limitText(limit)} (${stage.label}). ${NOT_CONFIRMED}`,
  );
}

const NEW_BUILD = { id: 'new-build', label: 'new build' };
const REFURBISHMENT = { id: 'refurbishment', label: 'refurbishment' };

/** BB93 (2015): Tmf limits by space type, new build and refurbishment. */
export const BB93: RuleSet = {
  id: 'bb93',
  label: 'BB93',
  source:
    "Department for Education, Building Bulletin 93 'Acoustic design of schools: performance standards' (February 2015), section 1.5 and table 6 (reverberation time Tmf in teaching and study spaces).",
  edition: '2015',
  roomTypes: SPACE_ROWS.flatMap((row) => [
    bb93RoomType(row, NEW_BUILD, row[3]),
    bb93RoomType(row, REFURBISHMENT, row[4]),
  ]),
};
