import { useState } from 'react';
import { applyServerErrors } from './form-errors.ts';

type FormWithErrors = Parameters<typeof applyServerErrors>[0];

/**
 * The success notice and the error alerts of a form that saves through the API: `submit` clears
 * both, runs the save, shows its message, or applies the failure (alerts + fields in errfor).
 */
export function useFormFeedback(
  form: FormWithErrors,
  options: { formatErrors?: (messages: string[]) => string[] } = {},
) {
  const [alerts, setAlerts] = useState<string[]>([]);
  const [notices, setNotices] = useState<string[]>([]);

  async function submit<Answer extends { message?: string }>(
    save: () => Promise<Answer>,
    onSaved?: (answer: Answer) => void,
  ): Promise<boolean> {
    setAlerts([]);
    setNotices([]);
    try {
      const answer = await save();
      onSaved?.(answer);
      setNotices(answer.message ? [answer.message] : []);
      return true;
    } catch (error) {
      const messages = applyServerErrors(form, error);
      setAlerts(options.formatErrors ? options.formatErrors(messages) : messages);
      return false;
    }
  }

  return {
    alerts,
    notices,
    submit,
    closeAlert: (index: number) => setAlerts((list) => list.filter((_, position) => position !== index)),
    closeNotices: () => setNotices([]),
  };
}
