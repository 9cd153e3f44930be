/**
 * Per-model metadata for the UI's notes and limitations: label, citation, whether the model
 * is experimental (its primary source could not be verified in full) and a note.
 */
import { GRAPH_SERIES_INDEX } from '../constants.ts';
import { arauPuchades } from './arau-puchades.ts';
import { eyring } from './eyring.ts';
import { fitzroy } from './fitzroy.ts';
import { fitzroyEyring } from './fitzroy-eyring.ts';
import type { ReverberationModel } from './model-types.ts';
import { neubauer } from './neubauer.ts';
import { sabine } from './sabine.ts';
import { tohyama } from './tohyama.ts';

/** Identifier of a report model. */
export type ModelId = keyof typeof GRAPH_SERIES_INDEX;

/** What the UI shows about a model. */
export type ModelMetadata = {
  label: string;
  citation: string;
  experimental: boolean;
  note: string;
  graphSeriesIndex: number;
};

/** The seven report models in table order. */
export const MODEL_IDS = [
  'sabine',
  'eyring',
  'fitzroy',
  'fitzroyEyring',
  'arauPuchades',
  'neubauer',
  'tohyama',
] as const satisfies readonly ModelId[];

/** The function of each model. */
export const MODELS: Record<ModelId, ReverberationModel> = {
  sabine,
  eyring,
  fitzroy,
  fitzroyEyring,
  arauPuchades,
  neubauer,
  tohyama,
};

/** Label, citation, status and note of each model. */
export const MODEL_METADATA: Record<ModelId, ModelMetadata> = {
  sabine: {
    label: 'Sabine',
    citation: 'W. C. Sabine, Collected Papers on Acoustics, Harvard University Press (1922).',
    experimental: false,
    note: 'Valid while the mean absorption is at most 0.30 and the room passes the ISO 354 proportion check.',
    graphSeriesIndex: GRAPH_SERIES_INDEX.sabine,
  },
  eyring: {
    label: 'Eyring',
    citation:
      'C. F. Eyring, \'Reverberation time in "dead" rooms\', J. Acoust. Soc. Am. 1(2A), 217-241 (1930).',
    experimental: false,
    note: 'Eyring-Norris form; needs a mean absorption below 1.0.',
    graphSeriesIndex: GRAPH_SERIES_INDEX.eyring,
  },
  fitzroy: {
    label: 'Fitzroy (Sabine)',
    citation:
      "Weighting after D. Fitzroy, 'Reverberation formula which seems to be more accurate with nonuniform distribution of absorption', J. Acoust. Soc. Am. 31(7), 893-897 (1959).",
    experimental: false,
    note: "Roomtone's Sabine variant of Fitzroy's formula (Sabine absorption term per axis); not a formula Fitzroy published.",
    graphSeriesIndex: GRAPH_SERIES_INDEX.fitzroy,
  },
  fitzroyEyring: {
    label: 'Fitzroy (Eyring)',
    citation:
      "D. Fitzroy, 'Reverberation formula which seems to be more accurate with nonuniform distribution of absorption', J. Acoust. Soc. Am. 31(7), 893-897 (1959).",
    experimental: true,
    note: "Experimental: Fitzroy's 1959 paper could not be read in full; the formula is the one secondary sources give (three axial Eyring decays, area-weighted arithmetic mean) and is not verified against the publication. Tends to over-predict when one pair of surfaces is very reflective.",
    graphSeriesIndex: GRAPH_SERIES_INDEX.fitzroyEyring,
  },
  arauPuchades: {
    label: 'Arau-Puchades',
    citation: "H. Arau-Puchades, 'An improved reverberation formula', Acustica 65(4), 163-180 (1988).",
    experimental: true,
    note: "Experimental: the 1988 paper could not be read in full; the formula is the one secondary sources give as Arau-Puchades' formula 18 (area-weighted geometric mean of the three axial Eyring times) and is not verified against the publication.",
    graphSeriesIndex: GRAPH_SERIES_INDEX.arauPuchades,
  },
  neubauer: {
    label: 'Neubauer',
    citation:
      "R. Neubauer and B. Kostek, 'Prediction of the reverberation time in rectangular rooms with non-uniformly distributed sound absorption', Archives of Acoustics 26(3), 183-201 (2001), eq. 20, as transcribed in E. A. Lehmann's ISM toolbox (ISM_AbsCoeff.m).",
    experimental: true,
    note: "Experimental: the paper could not be read beyond its opening pages; eq. 20 is implemented as a public transcription gives it (each face against its group's mean reflection coefficient), with area-weighted means. Only absorption spread within a group (ceiling against floor, one wall against another, by each surface's placement) changes it from Eyring.",
    graphSeriesIndex: GRAPH_SERIES_INDEX.neubauer,
  },
  tohyama: {
    label: 'Tohyama',
    citation:
      "M. Tohyama and A. Suzuki, 'Reverberation time in an almost-two-dimensional diffuse field', J. Sound Vib. 111(3), 391-398 (1986).",
    experimental: true,
    note: "Experimental: the published formula could not be read; Roomtone's reconstruction from the paper's premise is shown (a 3-D Eyring decay and a 2-D horizontal decay, which also loses energy to floor and ceiling, weighted by their modal counts), not the published equation.",
    graphSeriesIndex: GRAPH_SERIES_INDEX.tohyama,
  },
};
