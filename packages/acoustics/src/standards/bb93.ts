/**
 * Building Bulletin 93 'Acoustic design of schools: performance standards' (Department for
 * Education, February 2015), section 1.5 'Reverberation in teaching and study spaces', table 1:
 * the mid-frequency reverberation time Tmf, the arithmetic mean of the 500, 1000 and 2000 Hz
 * octave bands, of the unoccupied, furnished room, by type of space, with separate values for new
 * build and for refurbishment (each a room type here).
 *
 * The 2015 table could not be read in full while this was written: the values below are those
 * commonly quoted from it and are marked as not confirmed in each rule text and in
 * docs/acoustics.md.
 */
import { limitText, meanLimitRoomType, type SecondsLimit } from './limit-rules.ts';
import type { RoomTypeRule, RuleSet } from './types.ts';

/** The bands whose mean is Tmf. */
export const BB93_TMF_BANDS: readonly number[] = [500, 1000, 2000];

type SpaceType = {
  id: string;
  shortLabel: string;
  label: string;
  newBuild: SecondsLimit;
  refurbishment: SecondsLimit;
};

const SPACE_TYPES: readonly SpaceType[] = [
  {
    id: 'nursery-playroom',
    shortLabel: 'nursery playroom',
    label: 'Nursery school playroom or quiet room',
    newBuild: { lower: null, upper: 0.6 },
    refurbishment: { lower: null, upper: 0.8 },
  },
  {
    id: 'primary-classroom',
    shortLabel: 'primary classroom',
    label: 'Primary school classroom, class base, general teaching area or small group room',
    newBuild: { lower: null, upper: 0.6 },
    refurbishment: { lower: null, upper: 0.8 },
  },
  {
    id: 'secondary-classroom',
    shortLabel: 'secondary classroom',
    label: 'Secondary school classroom, general teaching area, seminar or tutorial room',
    newBuild: { lower: null, upper: 0.8 },
    refurbishment: { lower: null, upper: 1 },
  },
  {
    id: 'small-lecture-room',
    shortLabel: 'small lecture room',
    label: 'Lecture room for fewer than 50 people',
    newBuild: { lower: null, upper: 0.8 },
    refurbishment: { lower: null, upper: 1 },
  },
  {
    id: 'music-classroom',
    shortLabel: 'music classroom',
    label: 'Music classroom',
    newBuild: { lower: null, upper: 1 },
    refurbishment: { lower: null, upper: 1.2 },
  },
  {
    id: 'science-laboratory',
    shortLabel: 'science laboratory',
    label: 'Science laboratory',
    newBuild: { lower: null, upper: 0.8 },
    refurbishment: { lower: null, upper: 1 },
  },
  {
    id: 'library',
    shortLabel: 'library',
    label: 'Library',
    newBuild: { lower: null, upper: 1 },
    refurbishment: { lower: null, upper: 1.2 },
  },
  {
    id: 'assembly-hall',
    shortLabel: 'assembly hall',
    label: 'Assembly hall or multi-purpose hall',
    newBuild: { lower: 0.8, upper: 1.2 },
    refurbishment: { lower: 0.8, upper: 1.5 },
  },
  {
    id: 'sports-hall',
    shortLabel: 'sports hall',
    label: 'Indoor sports hall',
    newBuild: { lower: null, upper: 1.5 },
    refurbishment: { lower: null, upper: 2 },
  },
];

const NOT_CONFIRMED =
  'Value as commonly quoted from BB93 (2015) table 1; not confirmed against the published table.';

function bb93RoomType(space: SpaceType, stage: 'new-build' | 'refurbishment'): RoomTypeRule {
  const limit = stage === 'new-build' ? space.newBuild : space.refurbishment;
  const stageLabel = stage === 'new-build' ? 'new build' : 'refurbishment';
  return meanLimitRoomType(
    `${space.id}-${stage}`,
    `${space.label} (${stageLabel})`,
    `${space.shortLabel}, ${stageLabel}`,
    BB93_TMF_BANDS,
    limit,
    'Tmf',
    `Tmf = mean of the 500, 1000 and 2000 Hz octave bands, unoccupied and furnished: Tmf ${limitText(limit)} (${stageLabel}). ${NOT_CONFIRMED}`,
  );
}

/** BB93 (2015): Tmf limits by space type, new build and refurbishment. */
export const BB93: RuleSet = {
  id: 'bb93',
  label: 'BB93',
  source:
    "Department for Education, Building Bulletin 93 'Acoustic design of schools: performance standards' (February 2015), section 1.5 and table 1 (reverberation time Tmf in teaching and study spaces).",
  edition: '2015',
  roomTypes: SPACE_TYPES.flatMap((space) => [
    bb93RoomType(space, 'new-build'),
    bb93RoomType(space, 'refurbishment'),
  ]),
};
