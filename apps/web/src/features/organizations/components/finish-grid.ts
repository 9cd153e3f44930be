import { nrc } from '@roomtone/acoustics';
import {
  FINISH_BANDS,
  type Finish,
  type FinishBand,
  type FinishBody,
  type FinishBodyInput,
  FinishBodySchema,
} from '@roomtone/contracts';

/** A column of the finishes grid: its field, header, fixed width in pixels and kind. */
export type GridColumn = { key: GridColumnKey; label: string; width: number; kind: 'text' | 'number' };

/** The fields the grid edits in place. */
export type GridColumnKey = 'name' | 'description' | FinishBand;

/** The editable columns, in order; the widths never change with the content. */
export const GRID_COLUMNS: readonly GridColumn[] = [
  { key: 'name', label: 'Name', width: 180, kind: 'text' },
  { key: 'description', label: 'Description', width: 260, kind: 'text' },
  ...FINISH_BANDS.map((band) => ({ key: band, label: band.slice(1), width: 84, kind: 'number' as const })),
];

/** Edited cells of one row, as typed. */
export type RowDraft = Partial<Record<GridColumnKey, string>>;

/**
 * What a cell shows when it has not been edited: coefficients with two decimals
 * (docs/product/constants.md#display-precision).
 */
export function cellText(finish: Finish, key: GridColumnKey): string {
  const value = finish[key];
  return typeof value === 'number' ? value.toFixed(2) : value;
}

/** A finish's writable fields, ready to send back with a few of them changed. */
export function bodyOfFinish(finish: Finish): FinishBodyInput {
  return {
    name: finish.name,
    description: finish.description,
    categoryId: finish.categoryId ?? '',
    altkeywords: finish.altkeywords,
    manufacturer: finish.manufacturer,
    model: finish.model,
    thickness: finish.thickness,
    density: finish.density,
    mounting: finish.mounting,
    feat1: finish.feat1,
    feat2: finish.feat2,
    feat3: finish.feat3,
    feat4: finish.feat4,
    feat5: finish.feat5,
    suggest: finish.suggest,
    unit: finish.unit,
    a63: finish.a63 ?? '',
    a125: finish.a125,
    a250: finish.a250,
    a500: finish.a500,
    a1000: finish.a1000,
    a2000: finish.a2000,
    a4000: finish.a4000,
  };
}

/** The fields of a finish that does not exist yet. */
export function emptyFinishBody(): FinishBodyInput {
  return {
    name: '',
    description: '',
    categoryId: '',
    altkeywords: '',
    manufacturer: '',
    model: '',
    thickness: '',
    density: '',
    mounting: '',
    feat1: '',
    feat2: '',
    feat3: '',
    feat4: '',
    feat5: '',
    suggest: false,
    unit: 'coefficient',
    a63: '',
    a125: '',
    a250: '',
    a500: '',
    a1000: '',
    a2000: '',
    a4000: '',
  };
}

/**
 * A typed number: empty stays empty (the schema says 'Required'), a decimal comma from a
 * spreadsheet in another locale is read as a point, anything else that is not a number stays
 * text so the schema refuses it.
 */
function numberOf(text: string): number | string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const normalized = /^-?\d+,\d+$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : trimmed;
}

/** A row's fields with its edits applied. */
export function applyDraft(body: FinishBodyInput, draft: RowDraft): FinishBodyInput {
  const next: FinishBodyInput = { ...body };
  for (const column of GRID_COLUMNS) {
    const typed = draft[column.key];
    if (typed === undefined) continue;
    if (column.kind === 'number') next[column.key as FinishBand] = numberOf(typed);
    else next[column.key as 'name' | 'description'] = typed;
  }
  return next;
}

/**
 * The message of one cell as typed, checked with the row's other values; none for a blank cell of
 * the new row, which says 'Required' only when the row is left.
 */
export function cellError(
  body: FinishBodyInput,
  draft: RowDraft,
  key: GridColumnKey,
  isNewRow: boolean,
): string | undefined {
  if (isNewRow && (draft[key] ?? '').trim() === '') return undefined;
  const check = validateRow(applyDraft(body, draft));
  return check.ok ? undefined : check.errors[key];
}

/**
 * NRC of a row as typed (docs/product/constants.md#nrc), or null while a 250-2000 Hz cell is not a valid
 * coefficient.
 */
export function liveNrc(body: FinishBodyInput, draft: RowDraft): number | null {
  const row = applyDraft(body, draft);
  const check = validateRow(row);
  const bands = ['a250', 'a500', 'a1000', 'a2000'] as const;
  if (!check.ok && bands.some((band) => check.errors[band] !== undefined)) return null;
  const values = bands.map((band) => row[band]);
  if (!values.every((value): value is number => typeof value === 'number')) return null;
  const [a250, a500, a1000, a2000] = values as [number, number, number, number];
  return nrc(a250, a500, a1000, a2000);
}

/** Checks a row with the contract's schema: the body to send, or the message of each bad field. */
export function validateRow(
  body: FinishBodyInput,
): { ok: true; body: FinishBody } | { ok: false; errors: Record<string, string> } {
  const parsed = FinishBodySchema.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * Cells copied from a spreadsheet (tab-separated rows; a cell holding a tab, quote or line break
 * comes quoted, with quotes doubled). A trailing line break adds no row.
 */
export function parseClipboard(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let index = 0;
  let isQuoted = false;
  const normalized = text.replace(/\r\n?/g, '\n');
  while (index < normalized.length) {
    const character = normalized[index] ?? '';
    if (isQuoted) {
      if (character === '"' && normalized[index + 1] === '"') {
        cell += '"';
        index += 2;
        continue;
      }
      if (character === '"') isQuoted = false;
      else cell += character;
      index += 1;
      continue;
    }
    if (character === '"' && cell === '') isQuoted = true;
    else if (character === '\t') {
      row.push(cell);
      cell = '';
    } else if (character === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += character;
    index += 1;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Where pasted cells land: edits of existing rows (by index) and the drafts of new rows. */
export type PastePlan = { updates: Map<number, RowDraft>; newRows: RowDraft[] };

/**
 * Lays a block of pasted cells over the grid from the cell at (`startRow`, `startColumn`),
 * to the right and down; cells past the last column are dropped, rows past the last row
 * become new finishes.
 */
export function planPaste(
  rowCount: number,
  startRow: number,
  startColumn: number,
  block: string[][],
): PastePlan {
  const updates = new Map<number, RowDraft>();
  const newRows: RowDraft[] = [];
  block.forEach((cells, rowOffset) => {
    const draft: RowDraft = {};
    cells.forEach((value, columnOffset) => {
      const column = GRID_COLUMNS[startColumn + columnOffset];
      if (column) draft[column.key] = value.trim();
    });
    if (Object.keys(draft).length === 0) return;
    const target = startRow + rowOffset;
    if (target < rowCount) updates.set(target, draft);
    else newRows.push(draft);
  });
  return { updates, newRows };
}
