import { CALC_BANDS, type CalcSurface } from '@roomtone/contracts';
import { editorOfType } from './surface-catalogue.ts';

const emptyAxis = () => ({ lr: '', fr: '', fc: '' });

function emptyBands(prefix: string): Record<string, string> {
  return Object.fromEntries(CALC_BANDS.map((band) => [`${prefix}${band}`, '']));
}

/**
 * A new surface of a type (SPEC section 4): on the edit tab, not minimized, not proposed, active,
 * area entered as totals.
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
      return { ...base, ...emptyBands('a'), area: emptyAxis() };
  }
}
