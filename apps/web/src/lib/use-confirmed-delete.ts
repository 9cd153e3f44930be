import { useState } from 'react';
import { ApiError } from './api-client.ts';

/** The props a `ConfirmDialog` takes from `useConfirmedDelete`. */
export type ConfirmedDeleteDialogProps = {
  opened: boolean;
  isPending: boolean;
  errors: string[];
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The ask-then-delete pattern of every list: `ask(item)` opens the confirmation, confirming runs
 * `remove(item)`; a refusal from the server stays in the dialog, cancelling clears it.
 * `onDeleted` runs after a successful delete (a notice, a navigation).
 */
export function useConfirmedDelete<T>(
  remove: (item: T) => Promise<unknown>,
  options: { isPending: boolean; onDeleted?: (item: T) => void | Promise<void> },
) {
  const [target, setTarget] = useState<T | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const confirm = async () => {
    if (target === null) return;
    setErrors([]);
    try {
      await remove(target);
      setTarget(null);
      await options.onDeleted?.(target);
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : [String(error)]);
    }
  };

  const dialogProps: ConfirmedDeleteDialogProps = {
    opened: target !== null,
    isPending: options.isPending,
    errors,
    onConfirm: () => void confirm(),
    onCancel: () => {
      setTarget(null);
      setErrors([]);
    },
  };
  return { target, ask: setTarget, dialogProps };
}
