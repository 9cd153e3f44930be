import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/**
 * A required text field: trimmed, not empty, with 'This field is required'
 * (docs/product/validation.md#required-fields).
 */
export function requiredText(maxLength = 200) {
  return z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(maxLength, { error: `Must be at most ${maxLength} characters` });
}

/** An optional text field: trimmed; an absent value becomes ''. */
export function optionalText(maxLength = 200) {
  return z
    .string({ error: 'Must be text' })
    .trim()
    .max(maxLength, { error: `Must be at most ${maxLength} characters` })
    .default('');
}

/** A required e-mail address: 'This field is required' when empty, 'Please enter a valid email' when malformed. */
export function requiredEmail() {
  return z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(254, { error: MESSAGES.invalidEmail })
    .pipe(z.email({ error: MESSAGES.invalidEmail }))
    .transform((email) => email.toLowerCase());
}
