import { MESSAGES } from '@roomtone/contracts';
import { ApiError } from './api-client.ts';

type FormWithErrors = { setErrors: (errors: Record<string, string>) => void };

/**
 * Applies a failed call to a form: `errfor` marks the fields (each clears when changed) and the
 * returned messages go to the alert list.
 */
export function applyServerErrors(form: FormWithErrors, error: unknown): string[] {
  if (!(error instanceof ApiError)) return [MESSAGES.unknownServerError];
  if (Object.keys(error.errfor).length > 0) form.setErrors(error.errfor);
  return error.errors;
}
