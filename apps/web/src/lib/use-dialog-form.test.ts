import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { useDialogForm } from './use-dialog-form.ts';

function setup(onClose = vi.fn()) {
  return renderHook(() => {
    const form = useForm({ mode: 'controlled', initialValues: { name: '' } });
    return { form, dialog: useDialogForm(form, onClose) };
  });
}

describe('useDialogForm', () => {
  it('saves the values and leaves the alerts empty', async () => {
    const { result } = setup();
    act(() => result.current.form.setFieldValue('name', 'Lakeside'));
    const save = vi.fn(async () => undefined);
    await act(async () => result.current.dialog.submit(save)());
    expect(save).toHaveBeenCalledWith({ name: 'Lakeside' });
    expect(result.current.dialog.alerts).toEqual([]);
  });

  it('shows a refusal as alerts and marks the field named in errfor', async () => {
    const { result } = setup();
    const save = vi.fn(async () => {
      throw new ApiError(400, ['Please fix the errors below.'], { name: 'Name already in use.' });
    });
    await act(async () => result.current.dialog.submit(save)());
    expect(result.current.dialog.alerts).toEqual(['Please fix the errors below.']);
    expect(result.current.form.errors.name).toBe('Name already in use.');
    act(() => result.current.dialog.closeAlert(0));
    expect(result.current.dialog.alerts).toEqual([]);
  });

  it('close empties the form and its alerts and tells the owner', async () => {
    const onClose = vi.fn();
    const { result } = setup(onClose);
    act(() => result.current.form.setFieldValue('name', 'Typed'));
    await act(async () =>
      result.current.dialog.submit(async () => {
        throw new ApiError(500, ['Unknown server error']);
      })(),
    );
    act(() => result.current.dialog.close());
    expect(result.current.form.values.name).toBe('');
    expect(result.current.dialog.alerts).toEqual([]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
