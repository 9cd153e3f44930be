import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useAdminMutation } from '../api/use-admin-mutation.ts';

/**
 * An admin change run from a button: its refusal messages (to show in place) and a short
 * confirmation when it succeeds.
 */
export function useAdminAction<Variables, Result>(
  run: (variables: Variables) => Promise<Result>,
  successMessage: string | ((result: Result) => string),
) {
  const mutation = useAdminMutation(run);
  const [errors, setErrors] = useState<string[]>([]);
  const [errfor, setErrfor] = useState<Record<string, string>>({});
  const execute = async (variables: Variables): Promise<Result | undefined> => {
    setErrors([]);
    setErrfor({});
    try {
      const result = await mutation.mutateAsync(variables);
      const message = typeof successMessage === 'function' ? successMessage(result) : successMessage;
      notifications.show({ message, color: 'green' });
      return result;
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.errors);
        setErrfor(error.errfor);
      } else {
        setErrors([error instanceof Error ? error.message : String(error)]);
      }
      return undefined;
    }
  };
  const clear = () => {
    setErrors([]);
    setErrfor({});
  };
  /** The refusal messages not already shown at a field, for an alert above the form. */
  const alerts = errors.filter((message) => !Object.values(errfor).includes(message));
  return { execute, isPending: mutation.isPending, errors, errfor, alerts, clear };
}
