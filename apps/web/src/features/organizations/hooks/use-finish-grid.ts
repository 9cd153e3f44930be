import { notifications } from '@mantine/notifications';
import { type Finish, MESSAGES, TIMINGS } from '@roomtone/contracts';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useAddOrganizationFinish, useSaveOrganizationFinish } from '../api/use-finish-mutations.ts';
import {
  applyDraft,
  bodyOfFinish,
  cellError,
  cellText,
  emptyFinishBody,
  type GridColumnKey,
  liveNrc,
  parseClipboard,
  planPaste,
  type RowDraft,
  validateRow,
} from '../components/finish-grid.ts';

/** Draft key of the empty row at the bottom, where a new finish is typed or pasted. */
export const NEW_ROW = 'new';

type FieldErrors = Record<string, string>;

function notify(message: string, count: number): void {
  notifications.show({
    message,
    title: count > 1 ? `${count} finishes` : undefined,
    color: 'green',
    autoClose: TIMINGS.finishNotificationMs,
  });
}

/** The cells of a draft that differ from the stored finish. */
function changedCells(finish: Finish, draft: RowDraft): RowDraft {
  const changed: RowDraft = {};
  for (const [key, value] of Object.entries(draft) as [GridColumnKey, string][]) {
    if (value !== cellText(finish, key)) changed[key] = value;
  }
  return changed;
}

/**
 * The editing state of the finishes grid: typed cells per row (nothing typed is dropped until it
 * is saved or undone), field errors per row, and the saves: a row is checked with the
 * contract's schema and saved when a cell is left; pasted blocks save or add every row they touch.
 */
export function useFinishGrid(finishes: Finish[]) {
  const [drafts, setDrafts] = useState<Record<string, RowDraft>>({});
  const [errors, setErrors] = useState<Record<string, FieldErrors>>({});
  const [alerts, setAlerts] = useState<string[]>([]);
  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;
  const save = useSaveOrganizationFinish();
  const add = useAddOrganizationFinish();

  const setRowDraft = (rowId: string, draft: RowDraft | undefined) => {
    setDrafts((current) => {
      const next = { ...current };
      if (draft && Object.keys(draft).length > 0) next[rowId] = draft;
      else delete next[rowId];
      draftsRef.current = next;
      return next;
    });
  };
  const setRowErrors = (rowId: string, fieldErrors: FieldErrors | undefined) =>
    setErrors((current) => {
      const next = { ...current };
      if (fieldErrors) next[rowId] = fieldErrors;
      else delete next[rowId];
      return next;
    });

  const clearCellError = (rowId: string, key: GridColumnKey) => {
    const rowErrors = errors[rowId];
    if (!rowErrors?.[key]) return;
    const { [key]: _cleared, ...rest } = rowErrors;
    setRowErrors(rowId, Object.keys(rest).length > 0 ? rest : undefined);
  };

  const failureOf = (rowId: string, error: unknown) => {
    if (error instanceof ApiError) {
      if (Object.keys(error.errfor).length > 0) setRowErrors(rowId, error.errfor);
      setAlerts((list) => [...list, ...error.errors]);
    } else setAlerts((list) => [...list, MESSAGES.unknownServerError]);
  };

  /** Saves one stored row with its typed cells; true when it was saved or had nothing to save. */
  const saveRow = async (finish: Finish, draft: RowDraft | undefined, quiet = false): Promise<boolean> => {
    const changed = changedCells(finish, draft ?? {});
    if (Object.keys(changed).length === 0) {
      setRowDraft(finish.id, undefined);
      setRowErrors(finish.id, undefined);
      return true;
    }
    const check = validateRow(applyDraft(bodyOfFinish(finish), changed));
    if (!check.ok) {
      setRowErrors(finish.id, check.errors);
      return false;
    }
    try {
      await save.mutateAsync({ id: finish.id, body: check.body });
      // Cells typed again while the save was on its way stay as drafts.
      const latest = { ...draftsRef.current[finish.id] };
      for (const [key, value] of Object.entries(changed) as [GridColumnKey, string][]) {
        if (latest[key] === value) delete latest[key];
      }
      setRowDraft(finish.id, latest);
      setRowErrors(finish.id, undefined);
      if (!quiet) notify(MESSAGES.finishSaved, 1);
      return true;
    } catch (error) {
      failureOf(finish.id, error);
      return false;
    }
  };

  /** Adds the new row as a finish once every required cell is filled; false while it is not. */
  const addRow = async (rowId: string, draft: RowDraft, quiet = false): Promise<boolean> => {
    const check = validateRow(applyDraft(emptyFinishBody(), draft));
    if (!check.ok) {
      setRowErrors(rowId, check.errors);
      return false;
    }
    try {
      await add.mutateAsync(check.body);
      setRowDraft(rowId, undefined);
      setRowErrors(rowId, undefined);
      if (!quiet) notify(MESSAGES.finishAdded, 1);
      return true;
    } catch (error) {
      failureOf(rowId, error);
      return false;
    }
  };

  return {
    drafts,
    errors,
    alerts,
    isSaving: save.isPending || add.isPending,
    dismissAlert: (index: number) => setAlerts((list) => list.filter((_, i) => i !== index)),
    valueOf: (rowId: string, finish: Finish | undefined, key: GridColumnKey) =>
      drafts[rowId]?.[key] ?? (finish ? cellText(finish, key) : ''),
    /** NRC of a row as its cells read now: it follows the typing, null while a band is not valid. */
    nrcOf: (rowId: string, finish: Finish | undefined) =>
      liveNrc(finish ? bodyOfFinish(finish) : emptyFinishBody(), drafts[rowId] ?? {}),
    /** A typed cell: kept as a draft and checked at once, so a bad value says why in its cell. */
    edit: (rowId: string, key: GridColumnKey, value: string, finish?: Finish) => {
      const draft = { ...draftsRef.current[rowId], [key]: value };
      setRowDraft(rowId, draft);
      const message = cellError(finish ? bodyOfFinish(finish) : emptyFinishBody(), draft, key, !finish);
      const { [key]: _previous, ...others } = errors[rowId] ?? {};
      const next = message ? { ...others, [key]: message } : others;
      setRowErrors(rowId, Object.keys(next).length > 0 ? next : undefined);
    },
    undo: (rowId: string, key: GridColumnKey) => {
      const { [key]: _undone, ...rest } = draftsRef.current[rowId] ?? {};
      setRowDraft(rowId, rest);
      clearCellError(rowId, key);
    },
    /** A stored row was left: save it if a cell changed. */
    commit: (finish: Finish) => saveRow(finish, draftsRef.current[finish.id]),
    /** The new row was left: add it when it is complete and not empty. */
    commitNew: async () => {
      const draft = draftsRef.current[NEW_ROW];
      if (!draft || Object.values(draft).every((value) => value.trim() === '')) {
        setRowDraft(NEW_ROW, undefined);
        setRowErrors(NEW_ROW, undefined);
        return;
      }
      await addRow(NEW_ROW, draft);
    },
    /**
     * Pastes a block of cells from (`row`, `column`); returns false for a single value, which the
     * input takes as ordinary typing.
     */
    paste: async (row: number, column: number, text: string): Promise<boolean> => {
      const block = parseClipboard(text);
      if (block.length <= 1 && (block[0]?.length ?? 0) <= 1) return false;
      const plan = planPaste(finishes.length, row, column, block);
      let saved = 0;
      let added = 0;
      for (const [index, update] of plan.updates) {
        const finish = finishes[index];
        if (!finish) continue;
        const draft = { ...draftsRef.current[finish.id], ...update };
        setRowDraft(finish.id, draft);
        if (await saveRow(finish, draft, true)) saved += 1;
      }
      const problems: string[] = [];
      for (const [offset, draft] of plan.newRows.entries()) {
        const check = validateRow(applyDraft(emptyFinishBody(), draft));
        if (!check.ok) {
          const detail = Object.entries(check.errors).map(([field, message]) => `${field}: ${message}`);
          problems.push(`Pasted row ${plan.updates.size + offset + 1} was not added (${detail.join('; ')}).`);
          continue;
        }
        if (await addRow(`${NEW_ROW}-${offset}`, draft, true)) added += 1;
      }
      setAlerts((list) => [...list, ...problems]);
      if (saved > 0) notify(MESSAGES.finishSaved, saved);
      if (added > 0) notify(MESSAGES.finishAdded, added);
      return true;
    },
  };
}
