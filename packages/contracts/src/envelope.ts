import { z } from 'zod';

/**
 * Every `/api` answer carries this envelope (docs/product/api.md#the-envelope): `success`, `errors` (messages
 * shown as alerts) and `errfor` (field name to message), beside the entity's own keys.
 */
export const EnvelopeSchema = z.object({
  success: z.boolean(),
  errors: z.array(z.string()),
  errfor: z.record(z.string(), z.string()),
});

/** The envelope's own fields. */
export type Envelope = z.infer<typeof EnvelopeSchema>;

/** Builds a response schema: the envelope plus the entity keys of one endpoint. */
export function envelopeOf<Shape extends z.ZodRawShape>(shape: Shape) {
  return EnvelopeSchema.extend(shape).strict();
}

/** A failed answer's body. */
export type FailureBody = Envelope & { success: false };

/** Builds a failed answer. */
export function failure(errors: string[], errfor: Record<string, string> = {}): FailureBody {
  return { success: false, errors, errfor };
}

/** The envelope of a successful answer, to spread beside the entity. */
export const OK: Envelope = Object.freeze({ success: true, errors: [], errfor: {} }) as Envelope;
