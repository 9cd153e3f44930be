/** What the `roomtone-rt` command prints: the JSON summary and the readable table. */
import { formatAlpha, formatSabins } from './format.ts';
import { MODEL_IDS, MODEL_METADATA, type ModelId } from './models/metadata.ts';
import type { RoomResult } from './room-result.ts';

/** The command's JSON summary of a room (full-precision numbers, `null` where not computable). */
export type CliSummary = {
  bands: number[];
  volume: number;
  totalArea: number;
  groupAreas: { lr: number; fr: number; fc: number };
  sabins: number[];
  meanAlpha: number[];
  rt: Record<ModelId, (number | null)[]>;
  autoModel: RoomResult['autoModel'];
  warnings: { code: string; message: string }[];
};

/** Builds the JSON summary of a computed room. */
export function cliSummary(result: RoomResult): CliSummary {
  const rt = {} as Record<ModelId, (number | null)[]>;
  for (const id of MODEL_IDS) rt[id] = result.rt[id].map((band) => band.value);
  return {
    bands: result.bands,
    volume: result.volume,
    totalArea: result.totalArea,
    groupAreas: result.geometricAreas,
    sabins: result.sabins,
    meanAlpha: result.meanAlpha,
    rt,
    autoModel: result.autoModel,
    warnings: result.warnings.map(({ code, message }) => ({ code, message })),
  };
}

function row(label: string, cells: string[]): string {
  return [label.padEnd(22), ...cells.map((cell) => cell.padStart(8))].join('');
}

/** A readable per-band table: areas, sabins, mean α and each model's RT (2 decimals). */
export function cliTable(result: RoomResult): string {
  const unit = result.unitSystem === 'Imperial' ? 'ft' : 'm';
  const lines = [
    `Room ${result.dimensions.length} × ${result.dimensions.width} × ${result.dimensions.height} ${unit}, ` +
      `V = ${result.volume.toFixed(2)} ${unit}³, S = ${result.totalArea.toFixed(2)} ${unit}²`,
    `c = ${result.speedOfSound.toFixed(2)} ${unit}/s, K = ${result.k.toPrecision(6)} s/${unit}, RT decay ${result.rtDecayDb} dB`,
    '',
    row('Band (Hz)', result.bands.map(String)),
    row(`Sabins (${unit}²)`, result.sabins.map(formatSabins)),
    row('Air 4mV', result.airSabins.map(formatSabins)),
    row('Mean alpha', result.meanAlpha.map(formatAlpha)),
  ];
  for (const id of MODEL_IDS) {
    const label = `${MODEL_METADATA[id].label}${MODEL_METADATA[id].experimental ? '*' : ''}`;
    lines.push(
      row(
        label,
        result.rt[id].map((band) => (band.value === null ? '—' : band.value.toFixed(2))),
      ),
    );
  }
  lines.push('', `Automatic model: ${result.autoModel ?? 'none'}   (* experimental)`);
  for (const warning of result.warnings) lines.push(`Warning [${warning.code}]: ${warning.message}`);
  return `${lines.join('\n')}\n`;
}
