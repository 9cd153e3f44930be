import { z } from 'zod';
import { envelopeOf } from './envelope.ts';
import { requiredEmail, requiredText } from './fields.ts';

/** `POST /api/sendMessage`: the contact form (docs/product/screens.md, data.md and validation.md). */
export const ContactMessageBodySchema = z.object({
  name: requiredText(120),
  email: requiredEmail(),
  message: requiredText(5000),
});

/** The contact form's fields. */
export type ContactMessageBody = z.infer<typeof ContactMessageBodySchema>;

/** Answer of `POST /api/sendMessage`. */
export const ContactMessageResponseSchema = envelopeOf({ message: z.string() });
