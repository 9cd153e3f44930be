import {
  formatAlpha,
  formatRt,
  formatSabins,
  MODEL_IDS,
  MODEL_METADATA,
  type RoomResult,
} from '@roomtone/acoustics';
import { CALC_BANDS, type CalcDocument, surfaceTitle } from '@roomtone/contracts';
import { type CalculatedRoom, surfacesOf } from './calculated-room.ts';
import { temperatureText, unitsOf } from './model-texts.ts';

const BAND_HEADERS = CALC_BANDS.map((band) => `${band} Hz`);

/** The results table as rows of text: the header, then one row per method (RT with one decimal). */
export function resultsTableRows(result: RoomResult): string[][] {
  return [
    ['Method', ...BAND_HEADERS],
    ...MODEL_IDS.map((id) => [
      MODEL_METADATA[id].label,
      ...result.rt[id].map((band) => formatRt(band.value)),
    ]),
  ];
}

/** Rows as tab-separated text, which pastes into a spreadsheet's cells. */
export function toTsv(rows: string[][]): string {
  return rows.map((row) => row.map((cell) => cell.replace(/[\t\n\r]+/g, ' ')).join('\t')).join('\n');
}

function csvCell(cell: string): string {
  return /[",\n\r]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** Rows as CSV (RFC 4180: quoted where needed, CRLF line ends). */
export function toCsv(rows: string[][]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The columns of the calculation's CSV. */
export const CSV_COLUMNS = ['Section', 'Item', 'Unit', 'Value', ...BAND_HEADERS] as const;

function text(value: unknown): string {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
}

/**
 * The whole calculation as CSV rows under `CSV_COLUMNS`: the inputs, each surface's area and
 * coefficients, the absorption per band of each surface, of the air and in total, and every
 * model's RT per band.
 */
export function calculationCsvRows(document: CalcDocument, result: CalculatedRoom): string[][] {
  const units = unitsOf(result.unitSystem);
  const empty = CALC_BANDS.map(() => '');
  const input = (item: string, unit: string, value: string) => ['Input', item, unit, value, ...empty];
  const rows: string[][] = [
    [...CSV_COLUMNS],
    input('Name', '', text(document.name)),
    input('Unit system', '', result.unitSystem),
    input('Length', units.length, text(result.dimensions.length)),
    input('Width', units.length, text(result.dimensions.width)),
    input('Height', units.length, text(result.dimensions.height)),
    input(
      'Volume',
      units.volume,
      (result.dimensions.length * result.dimensions.width * result.dimensions.height).toFixed(1),
    ),
    input('Temperature', '', temperatureText(result.temperatureCelsius, result.unitSystem)),
    input('RT decay', 'dB', String(result.rtDecayDb)),
    input('RT goal', 's', text(document.rtGoal)),
  ];
  const surfaces = surfacesOf(result);
  for (const surface of surfaces) {
    const name = surfaceTitle(surface.index, surface.name);
    const area = surface.enteredArea.lr + surface.enteredArea.fr + surface.enteredArea.fc;
    rows.push([
      'Surface coefficients',
      surface.isActive ? name : `${name} (inactive)`,
      units.area,
      String(Number(area.toFixed(2))),
      ...surface.coefficients.map((value) => (value === null ? '' : formatAlpha(value))),
    ]);
  }
  for (const surface of surfaces) {
    if (!surface.isActive) continue;
    const name = surfaceTitle(surface.index, surface.name);
    rows.push(['Absorption', name, units.sabins, '', ...surface.sabins.map(formatSabins)]);
  }
  rows.push(['Absorption', 'Air', units.sabins, '', ...result.airSabins.map(formatSabins)]);
  rows.push(['Absorption', 'Total', units.sabins, '', ...result.sabins.map(formatSabins)]);
  for (const id of MODEL_IDS) {
    rows.push([
      'RT',
      MODEL_METADATA[id].label,
      's',
      '',
      ...result.rt[id].map((band) => formatRt(band.value)),
    ]);
  }
  return rows;
}
