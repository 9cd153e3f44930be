import { CALC_BANDS, type CalcDocument, type CalcSurface, readCalcValue } from '@roomtone/contracts';
import type { PickedFinish } from './calc-actions.ts';
import { unitSystemOf } from './default-document.ts';
import { editorOfType } from './surface-catalogue.ts';
import { withCeilingDefault, withPlacement } from './surface-placement.ts';
import { selectFinish } from './surface-updates.ts';

const emptyAxis = () => ({ lr: '', fr: '', fc: '' });

function emptyBands(prefix: string): Record<string, string> {
  return Object.fromEntries(CALC_BANDS.map((band) => [`${prefix}${band}`, '']));
}

/**
 * A new surface of a type (docs/product/states.md#surfaces): on the edit tab, not minimized, not proposed,
 * active, area entered as totals; a supplier's ceiling button's surface sits on the ceiling.
 */
export function newSurface(type: string): CalcSurface {
  const base: CalcSurface = {
    type,
    name: '',
    finish: '',
    propose: false,
    inactive: false,
    activeTab: 'edit',
    minimize: false,
    selectType: type.includes('browse') ? 'browse' : 'search',
    areaType: 'area',
  };
  switch (editorOfType(type)) {
    case 'sabin':
      return { ...base, ...emptyBands('a'), multiplier: emptyAxis() };
    case 'variable':
      return { ...base, balance: 50, finishA: emptyBands('a'), finishB: emptyBands('a'), area: emptyAxis() };
    case 'existing-room':
      return { ...base, ...emptyBands('rt'), rtAvg: '' };
    case 'absorption-constant':
      return { ...base, ...emptyBands('a'), ...emptyBands('k'), area: emptyAxis(), perimeter: emptyAxis() };
    default:
      // A supplier's ceiling button places its surface on the ceiling.
      return withCeilingDefault({ ...base, ...emptyBands('a'), area: emptyAxis() });
  }
}

/** Surface type of the starting surfaces: a finish browsed from the common finishes. */
const STARTING_TYPE = 'multiaxis-browse-common';

/** The three starting surfaces, in order. */
export const STARTING_SURFACES = ['walls', 'floor', 'ceiling'] as const;

/** One of the three starting surfaces. */
export type StartingSurface = (typeof STARTING_SURFACES)[number];

/** The finish each starting surface begins with; `null` (or missing) where none could be loaded. */
export type StartingFinishes = Partial<Record<StartingSurface, PickedFinish | null>>;

/**
 * The three surfaces a new room starts from: walls (sidewalls 2LH and front/rear 2WH), floor and
 * ceiling (LW each, the floor on the floor face and the ceiling on the ceiling face), with the
 * room's areas filled in and, where given, a common finish chosen (the user changes or removes
 * them); null until the three dimensions are numbers greater than 0.
 */
export function startingSurfaces(
  document: CalcDocument,
  finishes: StartingFinishes = {},
): CalcSurface[] | null {
  const [l, w, h] = [document.len, document.width, document.height].map((value) => {
    const reading = readCalcValue(value);
    return reading.ok && reading.value !== null && reading.value > 0 ? reading.value : null;
  });
  if (l == null || w == null || h == null) return null;
  const area = (lr: number | string, fr: number | string, fc: number | string) => ({ lr, fr, fc });
  const surfaces: Record<StartingSurface, CalcSurface> = {
    walls: { ...newSurface(STARTING_TYPE), name: 'Walls', area: area(2 * l * h, 2 * w * h, '') },
    floor: withPlacement(
      { ...newSurface(STARTING_TYPE), name: 'Floor', area: area('', '', l * w) },
      'fc',
      'floor',
    ),
    ceiling: withPlacement(
      { ...newSurface(STARTING_TYPE), name: 'Ceiling', area: area('', '', l * w) },
      'fc',
      'ceiling',
    ),
  };
  const system = unitSystemOf(document);
  return STARTING_SURFACES.map((which) => {
    const finish = finishes[which];
    return finish ? selectFinish(surfaces[which], 'surface', finish, system) : surfaces[which];
  });
}
