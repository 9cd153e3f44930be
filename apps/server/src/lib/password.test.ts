import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterz', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });

  it('generates passwords of 16 characters', () => {
    expect(generatePassword()).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });
});
