import { z } from 'zod';
import { envelopeOf } from './envelope.ts';
import { optionalText, requiredEmail, requiredText } from './fields.ts';
import { MESSAGES } from './messages.ts';

/** Shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted (hashing cost is bounded). */
export const PASSWORD_MAX_LENGTH = 200;

/** Message for a password that is too short. */
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

/** A required password (a login password is only required, not measured). */
function requiredPassword() {
  return z
    .string({ error: MESSAGES.required })
    .min(1, { error: MESSAGES.required })
    .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });
}

/** A new password: required, at least 8 characters. */
export function newPassword() {
  return requiredPassword().refine((value) => value.length >= PASSWORD_MIN_LENGTH, {
    error: PASSWORD_TOO_SHORT,
  });
}

/** The 'Passwords do not match' rule on `confirm` (docs/product/validation.md#e-mail-and-passwords). */
function confirmMatches(password: string, confirm: string): boolean {
  return password === confirm;
}

/** `POST /api/login`. */
export const LoginBodySchema = z.object({ username: requiredEmail(), password: requiredPassword() });
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** `POST /api/signup`: the e-mail is the username; an organization name makes an organization account. */
export const SignupBodySchema = z.object({
  email: requiredEmail(),
  password: newPassword(),
  firstName: requiredText(80),
  lastName: requiredText(80),
  company: optionalText(120),
  phone: optionalText(40),
  zip: optionalText(20),
  organizationName: optionalText(120),
});
export type SignupBody = z.infer<typeof SignupBodySchema>;

/** `POST /api/login/forgot`. */
export const ForgotBodySchema = z.object({ email: requiredEmail() });
export type ForgotBody = z.infer<typeof ForgotBodySchema>;

/** `PUT /api/login/reset/{token}/{email}`. */
export const ResetBodySchema = z
  .object({ password: newPassword(), confirm: requiredPassword() })
  .refine((values) => confirmMatches(values.password, values.confirm), {
    error: MESSAGES.passwordsDoNotMatch,
    path: ['confirm'],
  });
export type ResetBody = z.infer<typeof ResetBodySchema>;

/** A token of a mailed link: anything outside its possible lengths reads as `message`. */
function linkToken(message: string) {
  return z.string({ error: message }).min(10, { error: message }).max(200, { error: message });
}

/** Path of the reset call. */
export const ResetParamsSchema = z.object({
  token: linkToken(MESSAGES.errorResettingPassword),
  email: z.string().min(3).max(254),
});

/** `PUT /api/account/settings`: the profile. */
export const ProfileBodySchema = z.object({
  firstName: requiredText(80),
  middleName: optionalText(80),
  lastName: requiredText(80),
  company: optionalText(120),
  phone: optionalText(40),
  zip: optionalText(20),
});
export type ProfileBody = z.infer<typeof ProfileBodySchema>;

/** `PUT /api/account/settings/identity`. */
export const IdentityBodySchema = z.object({ email: requiredEmail() });
export type IdentityBody = z.infer<typeof IdentityBodySchema>;

/** `PUT /api/account/settings/password` (and the organization password). */
export const PasswordChangeBodySchema = z
  .object({ currentPass: requiredPassword(), newPassword: newPassword(), confirm: requiredPassword() })
  .refine((values) => confirmMatches(values.newPassword, values.confirm), {
    error: MESSAGES.passwordsDoNotMatch,
    path: ['confirm'],
  });
export type PasswordChangeBody = z.infer<typeof PasswordChangeBodySchema>;

/** `POST /api/account/verification`: resend the verification mail. */
export const VerificationResendBodySchema = z.object({ email: requiredEmail() });
export type VerificationResendBody = z.infer<typeof VerificationResendBodySchema>;

/** `GET /api/account/verification/{token}`. */
export const VerificationTokenParamsSchema = z.object({
  token: linkToken(MESSAGES.verificationLinkInvalid),
});

/** Answer of `GET /api/account/verification`. */
export const VerificationStatusResponseSchema = envelopeOf({ isVerified: z.boolean() });

/** Path of the social sign-in and connect calls (`/api/login/{provider}`, ...). */
export const SocialProviderParamsSchema = z.object({ provider: z.string().max(20) });

/** Query of a provider callback: the code and state the provider sent back. */
export const SocialCallbackQuerySchema = z.object({
  code: z.string().min(1).max(2000),
  state: z.string().min(10).max(200),
});

/** `GET /api/register?field&value`. */
export const RegisterQuerySchema = z.object({
  field: z.enum(['email', 'username']),
  value: z.string().max(254),
});
/** `GET /api/checkorg?org`. */
export const CheckOrgQuerySchema = z.object({ org: z.string().max(120) });

/** Availability answer of the sign-up checks. */
export const AvailabilityResponseSchema = envelopeOf({ available: z.boolean() });

/** The profile as `GET /api/account/settings` answers it. */
export const ProfileSchema = z
  .object({
    email: z.string(),
    firstName: z.string(),
    middleName: z.string(),
    lastName: z.string(),
    company: z.string(),
    phone: z.string(),
    zip: z.string(),
    /** Social sign-in accounts connected to this one. */
    connections: z.object({ google: z.boolean(), facebook: z.boolean() }).strict(),
  })
  .strict();
export type Profile = z.infer<typeof ProfileSchema>;

/** Answer of the account settings calls. */
export const ProfileResponseSchema = envelopeOf({ profile: ProfileSchema, message: z.string().optional() });

/** A plain answer carrying one message. */
export const MessageResponseSchema = envelopeOf({ message: z.string() });
