import type { RateLimitRule } from '../../plugins/rate-limit.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Rate limits of the sign-in paths (per client address and per account); see docs/security.md. */
export const ACCOUNT_RATE_RULES = {
  loginByAddress: { name: 'login-ip', limit: 30, windowSeconds: 15 * MINUTE },
  /** Only failed sign-ins count against an account; the right password always gets through. */
  loginFailuresByAccount: { name: 'login-account-failures', limit: 20, windowSeconds: 15 * MINUTE },
  /** The limit is `RATE_LIMIT_SIGNUP_PER_HOUR` (default 10). */
  signupByAddress: { name: 'signup-ip', limit: 10, windowSeconds: HOUR },
  signupByEmail: { name: 'signup-email', limit: 5, windowSeconds: HOUR },
  forgotByAddress: { name: 'forgot-ip', limit: 10, windowSeconds: HOUR },
  /** Over this limit no further mail goes out, with the same answer; the mails already sent still work. */
  forgotByAccount: { name: 'forgot-account', limit: 3, windowSeconds: 15 * MINUTE },
  resetByAddress: { name: 'reset-ip', limit: 20, windowSeconds: HOUR },
  resetByAccount: { name: 'reset-account', limit: 10, windowSeconds: HOUR },
  verificationByAccount: { name: 'verify-account', limit: 3, windowSeconds: HOUR },
  verificationByAddress: { name: 'verify-ip', limit: 10, windowSeconds: HOUR },
  availabilityByAddress: { name: 'register-ip', limit: 60, windowSeconds: MINUTE },
} satisfies Record<string, RateLimitRule>;

/** Delay before answering a failed sign-in: grows with recent failures, capped at 3 s. */
export function failedLoginDelayMs(recentFailures: number): number {
  return Math.min(3000, 250 * Math.max(0, recentFailures - 2));
}
