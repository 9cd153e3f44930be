import { z } from 'zod';

/** `GET /healthz` and `GET /readyz`. */
export const HealthResponseSchema = z
  .object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']).optional() })
  .strict();
