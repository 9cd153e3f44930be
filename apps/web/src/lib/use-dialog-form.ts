import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { applyServerErrors } from './form-errors.ts';

/**
 * The life of a form in a dialog: `submit(save)` validates, clears the alerts, runs the save and
 * shows a refusal (alerts + fields in errfor); `close()` empties the form and its alerts.
 */
export function useDialogForm<Values extends Record<string, unknown>, Transformed = Values>(
  form: UseFormReturnType<Values, Transformed>,
  onClose: () => void,
) {
  const [alerts, setAlerts] = useState<string[]>([]);

  const close = () => {
    form.reset();
    setAlerts([]);
    onClose();
  };

  const submit = (save: (values: Transformed) => Promise<void>) =>
    form.onSubmit(async (values) => {
      setAlerts([]);
      try {
        await save(values);
      } catch (error) {
        setAlerts(applyServerErrors(form, error));
      }
    });

  return {
    alerts,
    close,
    submit,
    closeAlert: (index: number) => setAlerts((list) => list.filter((_, position) => position !== index)),
  };
}
