import type { ClipboardEvent, FocusEvent, KeyboardEvent } from 'react';
import type { GridColumn } from './finish-grid.ts';
import classes from './finishes-grid.module.css';

type FinishGridCellProps = {
  row: number;
  columnIndex: number;
  column: GridColumn;
  rowLabel: string;
  value: string;
  isEdited: boolean;
  error: string | undefined;
  placeholder?: string;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
};

/** One editable cell of the finishes grid: an input filling the cell, marked when edited, its message under it when invalid. */
export function FinishGridCell({
  row,
  columnIndex,
  column,
  rowLabel,
  value,
  isEdited,
  error,
  placeholder,
  onChange,
  onKeyDown,
  onPaste,
  onBlur,
}: FinishGridCellProps) {
  const errorId = error ? `finish-cell-error-${row}-${columnIndex}` : undefined;
  return (
    <td>
      <input
        className={[
          classes.cell,
          column.kind === 'number' ? classes.number : '',
          isEdited ? classes.edited : '',
        ]
          .filter(Boolean)
          .join(' ')}
        value={value}
        placeholder={placeholder}
        inputMode={column.kind === 'number' ? 'decimal' : 'text'}
        aria-label={`${column.kind === 'number' ? `${column.label} Hz` : column.label}, ${rowLabel}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        title={error}
        data-row={row}
        data-column={columnIndex}
        autoComplete="off"
        spellCheck={column.kind === 'text'}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={onBlur}
      />
      {error ? (
        <div id={errorId} className={classes.cellError} role="alert">
          {error}
        </div>
      ) : null}
    </td>
  );
}
