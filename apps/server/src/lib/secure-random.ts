import { createHash, randomBytes } from 'node:crypto';

/** A random token for links and cookies (256 bits, URL-safe). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token: its SHA-256, so a database leak reveals no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
