import { paths } from '../../../lib/config/paths.ts';

/** One slide of the landing banner. */
export type BannerSlide = { eyebrow: string; title: string; text: string; cta: string; to: string };

/** The landing banner's slides. */
export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    eyebrow: 'Reverberation time, seven ways',
    title: 'Predict RT60 with every model side by side',
    text: 'Sabine, Eyring, Fitzroy, Fitzroy-Eyring, Arau-Puchades, Neubauer and Tohyama in one table, per octave band from 125 Hz to 4 kHz, with the formula and the inputs behind every number.',
    cta: 'Open the free calculator',
    to: paths.publicRt,
  },
  {
    eyebrow: 'For acoustic consultants',
    title: 'Projects, rooms and revisions that keep their history',
    text: 'Organize rooms by project and phase, save every calculation as a revision, rate speech privacy between rooms and print a report with your firm’s logo.',
    cta: 'See what professionals get',
    to: paths.professionals,
  },
  {
    eyebrow: 'For product manufacturers',
    title: 'Put your finishes in front of the people who specify them',
    text: 'Publish your tested absorption data, offer a calculator in your own colours on your website, and receive each visitor’s room as a sales inquiry.',
    cta: 'Learn about supplier plans',
    to: paths.suppliers,
  },
];
