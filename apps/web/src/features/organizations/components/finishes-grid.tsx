import { ScrollArea, Table } from '@mantine/core';
import type { Finish } from '@roomtone/contracts';
import { type ClipboardEvent, type FocusEvent, type KeyboardEvent, useRef } from 'react';
import { NEW_ROW, type useFinishGrid } from '../hooks/use-finish-grid.ts';
import { GRID_COLUMNS } from './finish-grid.ts';
import { FinishGridCell } from './finish-grid-cell.tsx';
import classes from './finishes-grid.module.css';

const NRC_WIDTH = 64;
const TABLE_WIDTH = GRID_COLUMNS.reduce((sum, column) => sum + column.width, NRC_WIDTH);
/** docs/product/screens.md#organization: the finishes table is 300 px high. */
const TABLE_HEIGHT = 300;

type FinishesGridProps = { finishes: Finish[]; grid: ReturnType<typeof useFinishGrid> };

/**
 * The organization's finishes as a spreadsheet: fixed column widths, 300 px high, every cell
 * edited in place. Arrow keys and Enter move between cells (left and right at the text's
 * edges), Escape undoes a cell, a block pasted from a spreadsheet fills cells to the right and
 * down and adds rows past the end. The last row adds a new finish.
 */
export function FinishesGrid({ finishes, grid }: FinishesGridProps) {
  const container = useRef<HTMLDivElement>(null);
  const rowCount = finishes.length + 1;
  const rowIdOf = (row: number) => finishes[row]?.id ?? NEW_ROW;

  const focusCell = (row: number, column: number) => {
    const target = container.current?.querySelector<HTMLInputElement>(
      `input[data-row="${row}"][data-column="${column}"]`,
    );
    if (!target) return;
    target.focus();
    target.select();
  };

  const handleKeyDown = (row: number, column: number, event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length && input.selectionEnd === input.value.length;
    const moves: Record<string, [number, number] | null> = {
      ArrowDown: [row + 1, column],
      Enter: [row + 1, column],
      ArrowUp: [row - 1, column],
      ArrowLeft: atStart ? [row, column - 1] : null,
      ArrowRight: atEnd ? [row, column + 1] : null,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      grid.undo(rowIdOf(row), GRID_COLUMNS[column]?.key ?? 'name');
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    const [nextRow, nextColumn] = move;
    if (nextRow < 0 || nextRow >= rowCount || nextColumn < 0 || nextColumn >= GRID_COLUMNS.length) return;
    event.preventDefault();
    focusCell(nextRow, nextColumn);
  };

  const handleBlur = (row: number, event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget instanceof HTMLElement ? event.relatedTarget.dataset.row : undefined;
    if (next === String(row)) return;
    const finish = finishes[row];
    void (finish ? grid.commit(finish) : grid.commitNew());
  };

  const handlePaste = (row: number, column: number, event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (parseIsBlock(text)) {
      event.preventDefault();
      void grid.paste(row, column, text);
    }
  };

  const renderRow = (finish: Finish | undefined, row: number) => {
    const rowId = rowIdOf(row);
    const rowLabel = finish ? finish.name || finish.description : 'new finish';
    return (
      <Table.Tr key={rowId} className={finish ? undefined : classes.newRow}>
        {GRID_COLUMNS.map((column, columnIndex) => (
          <FinishGridCell
            key={column.key}
            row={row}
            columnIndex={columnIndex}
            column={column}
            rowLabel={rowLabel}
            value={grid.valueOf(rowId, finish, column.key)}
            isEdited={grid.drafts[rowId]?.[column.key] !== undefined}
            error={grid.errors[rowId]?.[column.key]}
            placeholder={!finish && columnIndex === 0 ? 'New finish' : undefined}
            onChange={(value) => grid.edit(rowId, column.key, value, finish)}
            onKeyDown={(event) => handleKeyDown(row, columnIndex, event)}
            onPaste={(event) => handlePaste(row, columnIndex, event)}
            onBlur={(event) => handleBlur(row, event)}
          />
        ))}
        <Table.Td className={classes.readOnly} data-testid="finish-nrc">
          {grid.nrcOf(rowId, finish)?.toFixed(2) ?? (finish ? '—' : '')}
        </Table.Td>
      </Table.Tr>
    );
  };

  return (
    <ScrollArea h={TABLE_HEIGHT} type="auto" viewportRef={container}>
      <Table
        className={classes.table}
        w={TABLE_WIDTH}
        stickyHeader
        withColumnBorders
        withTableBorder
        aria-label="Organization finishes"
      >
        <colgroup>
          {GRID_COLUMNS.map((column) => (
            <col key={column.key} style={{ width: column.width }} />
          ))}
          <col style={{ width: NRC_WIDTH }} />
        </colgroup>
        <Table.Thead>
          <Table.Tr>
            {GRID_COLUMNS.map((column) => (
              <Table.Th key={column.key} ta={column.kind === 'number' ? 'right' : 'left'}>
                {column.kind === 'number' ? `${column.label} Hz` : column.label}
              </Table.Th>
            ))}
            <Table.Th ta="right" title="Noise reduction coefficient">
              NRC
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {finishes.map((finish, row) => renderRow(finish, row))}
          {renderRow(undefined, finishes.length)}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** A paste of more than one cell (a tab or a line break in it) fills the grid; one value is typed. */
function parseIsBlock(text: string): boolean {
  return /[\t\n]/.test(text.replace(/\r?\n$/, ''));
}
