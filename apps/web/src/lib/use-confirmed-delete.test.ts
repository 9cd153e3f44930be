import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { useConfirmedDelete } from './use-confirmed-delete.ts';

type Item = { id: string; name: string };
const item: Item = { id: 'r1', name: 'Room 101' };

describe('useConfirmedDelete', () => {
  it('opens on ask, deletes the asked item on confirm, closes and reports it', async () => {
    const remove = vi.fn(async (_: Item) => undefined);
    const onDeleted = vi.fn();
    const { result } = renderHook(() => useConfirmedDelete(remove, { isPending: false, onDeleted }));
    expect(result.current.dialogProps.opened).toBe(false);

    act(() => result.current.ask(item));
    expect(result.current.dialogProps.opened).toBe(true);
    expect(result.current.target).toBe(item);

    await act(async () => result.current.dialogProps.onConfirm());
    expect(remove).toHaveBeenCalledWith(item);
    expect(onDeleted).toHaveBeenCalledWith(item);
    expect(result.current.dialogProps.opened).toBe(false);
  });

  it('keeps the dialog open with the server refusal, and cancel clears both', async () => {
    const remove = vi.fn(async () => {
      throw new ApiError(403, ['You do not have permission to delete this record.']);
    });
    const onDeleted = vi.fn();
    const { result } = renderHook(() => useConfirmedDelete(remove, { isPending: false, onDeleted }));
    act(() => result.current.ask(item));
    await act(async () => result.current.dialogProps.onConfirm());
    expect(result.current.dialogProps.opened).toBe(true);
    expect(result.current.dialogProps.errors).toEqual(['You do not have permission to delete this record.']);
    expect(onDeleted).not.toHaveBeenCalled();

    act(() => result.current.dialogProps.onCancel());
    expect(result.current.dialogProps.opened).toBe(false);
    expect(result.current.dialogProps.errors).toEqual([]);
  });

  it('shows an unexpected failure as its text', async () => {
    const remove = vi.fn(async () => {
      throw new Error('network down');
    });
    const { result } = renderHook(() => useConfirmedDelete(remove, { isPending: true }));
    act(() => result.current.ask(item));
    await act(async () => result.current.dialogProps.onConfirm());
    expect(result.current.dialogProps.errors).toEqual(['Error: network down']);
    expect(result.current.dialogProps.isPending).toBe(true);
  });
});
