import {
  type CalcInput,
  explainSurfaces,
  formatAlpha,
  formatSabins,
  nrc,
  type RoomResult,
  type Surface,
  type SurfaceResult,
} from '@roomtone/acoustics';
import type {
  CalcDocument,
  CalcSurface,
  ReportBandRow,
  ReportSurface,
  ReportSurfaces,
} from '@roomtone/contracts';
import { fixed, type ReportUnits, trimmed } from './report-format.ts';

/**
 * The surfaces section of a room report: one row per active surface (its finish, where the
 * coefficients come from, its quantity, coefficients, sabins and NRC) and the totals rows.
 */

/** Label of the totals row of surface and air absorption together. */
export const TOTAL_ABSORPTION_LABEL = 'Total absorption';

const SOURCE_OF_TYPE: Record<string, string> = {
  'multiaxis-search': 'Finishes database',
  'multiaxis-search-simple': 'Finishes database',
  'multiaxis-browse-common': 'Common finishes',
  'multiaxis-browse-organization': 'Organization finishes',
  'multiaxis-custom-alpha': 'Custom coefficients',
  'sabin-multiaxis-search': 'Per-object absorption',
  'multiaxis-search-variable': 'Variable finish',
  'existing-room-rt': 'Existing room (measured RT)',
  'multiaxis-absorption-constant': 'Absorption constant (experimental)',
  'audience-area': 'Audience area',
  'master-with-reducers': 'Master surface with reducers',
};

function sourceOfType(type: string): string {
  const known = SOURCE_OF_TYPE[type];
  if (known !== undefined) return known;
  if (type.startsWith('sponsor-') || type.startsWith('vendor-')) return 'Supplier finishes';
  return type;
}

function finishNameOf(surface: { finishObj?: { finishName?: string } } | undefined): string {
  return surface?.finishObj?.finishName?.trim() ?? '';
}

function quantityOf(
  input: Surface,
  explained: SurfaceResult,
  units: ReportUnits,
): Pick<ReportSurface, 'quantityLabel' | 'quantityByGroup' | 'quantityTotal'> {
  if (input.kind === 'existing-room') return { quantityLabel: '', quantityByGroup: '', quantityTotal: '—' };
  const isCount = input.kind === 'sabin';
  const values = isCount ? input.multiplier : explained.enteredArea;
  const groups = (['lr', 'fr', 'fc'] as const)
    .filter((group) => values[group] !== 0)
    .map((group) => `${group} ${trimmed(values[group])}`);
  const total = values.lr + values.fr + values.fc;
  return {
    quantityLabel: isCount ? 'Count' : 'Area',
    quantityByGroup: groups.join(', '),
    quantityTotal: isCount
      ? `${trimmed(total)} ${total === 1 ? 'object' : 'objects'}`
      : `${trimmed(total)} ${units.area}`,
  };
}

function finishTextOf(input: Surface, surface: CalcSurface | undefined, name: string): string {
  if (input.kind === 'variable') {
    const a = finishNameOf(surface?.finishA) || 'Finish A';
    const b = finishNameOf(surface?.finishB) || 'Finish B';
    return `${a} ↔ ${b}, ${trimmed(input.balancePercent)} % towards B`;
  }
  if (input.kind === 'existing-room') return 'Sabins from the measured RT';
  const finish = finishNameOf(surface);
  return finish === name ? '' : finish;
}

function surfaceRowOf(
  index: number,
  input: Surface,
  explained: SurfaceResult,
  surface: CalcSurface | undefined,
  units: ReportUnits,
): ReportSurface {
  const name = input.name.trim() || finishNameOf(surface) || `Surface #${index + 1}`;
  const details = surface?.finishObj?.finishDetails?.trim() ?? '';
  const coefficients = explained.coefficients;
  const [, c250, c500, c1000, c2000] = coefficients;
  const nrcValue =
    c250 != null && c500 != null && c1000 != null && c2000 != null ? nrc(c250, c500, c1000, c2000) : null;
  return {
    number: index + 1,
    name,
    finish: finishTextOf(input, surface, name),
    source: details === '' ? sourceOfType(input.type) : `${sourceOfType(input.type)} · ${details}`,
    ...quantityOf(input, explained, units),
    coefficients: coefficients.map((alpha) => formatAlpha(alpha)),
    sabins: explained.sabins.map((sabins) => formatSabins(sabins)),
    nrc: nrcValue === null ? '—' : fixed(nrcValue, 2),
  };
}

/** The surfaces section: the active surfaces' rows, their total area and the totals per band. */
export function surfacesOf(
  input: CalcInput,
  document: CalcDocument,
  result: RoomResult,
  units: ReportUnits,
): ReportSurfaces {
  const explained = explainSurfaces(input, result);
  const rows: ReportSurface[] = [];
  input.surfaces.forEach((surface, index) => {
    const explanation = explained[index];
    if (!explanation?.isActive) return;
    rows.push(surfaceRowOf(index, surface, explanation, document.surfaces?.[index], units));
  });
  const entered = result.enteredAreas.lr + result.enteredAreas.fr + result.enteredAreas.fc;
  const totals: ReportBandRow[] = [
    { label: 'Surfaces', values: result.sabins.map((value) => formatSabins(value)) },
  ];
  if (input.settings.airAbsorption) {
    totals.push(
      { label: 'Air (4mV)', values: result.airSabins.map((value) => formatSabins(value)) },
      {
        label: TOTAL_ABSORPTION_LABEL,
        values: result.sabins.map((value, band) => formatSabins(value + (result.airSabins[band] ?? 0))),
      },
    );
  }
  totals.push({ label: 'Mean coefficient ᾱ', values: result.meanAlpha.map((value) => formatAlpha(value)) });
  return {
    areaUnit: units.area,
    sabinsUnit: units.sabins,
    rows,
    totalArea: `${trimmed(entered)} ${units.area}`,
    totals,
  };
}
