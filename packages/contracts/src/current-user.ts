import { z } from 'zod';
import { ViewAsSchema } from './admin-user-access.ts';
import { envelopeOf } from './envelope.ts';

/** The signed-in user as the web app needs it (flags of docs/product/data.md#user). */
export const CurrentUserSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    admin: z.boolean(),
    organization: z.boolean(),
    organizationId: z.string().nullable(),
    organizationName: z.string().nullable(),
    vendorRequests: z.boolean(),
    subscriptionType: z.string().nullable(),
    isVerified: z.boolean(),
  })
  .strict();

/** The signed-in user. */
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** `GET /api/current-user`: the user, or null for an anonymous visitor. */
export const CurrentUserResponseSchema = envelopeOf({
  user: CurrentUserSchema.nullable(),
  /** Set while an administrator views the app as `user`: the banner on every page says so. */
  viewAs: ViewAsSchema.nullable(),
  /** Whether unverified users are held at the verification page (server configuration). */
  verificationRequired: z.boolean(),
  /** Whether Google and Facebook sign-in are offered. */
  socialLogin: z.boolean(),
});

/** `GET /api/current-user`. */
export type CurrentUserResponse = z.infer<typeof CurrentUserResponseSchema>;
