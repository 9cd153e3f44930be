import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard, Node's crypto). Parameters are stored with each
 * hash so they can be raised later without invalidating old hashes (docs/security.md).
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;

function derive(
  password: string,
  salt: Buffer,
  N: number,
  r: number,
  p: number,
  keyLength: number,
): Promise<Buffer> {
  return new Promise((resolvePromise, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolvePromise(key),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = SCRYPT_PARAMS;
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, N, r, p, keyLength);
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await derive(
    password,
    Buffer.from(saltText, 'base64'),
    Number(n),
    Number(r),
    Number(p),
    expected.length,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A readable random password for generated accounts. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
