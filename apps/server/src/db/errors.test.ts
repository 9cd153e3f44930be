import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isStorageFull, isUniqueViolation } from './errors.ts';

/** An error as drizzle raises it: its own message, the driver's error as the cause. */
function wrapped(cause: object): Error {
  return Object.assign(new Error('Failed query: insert into …'), { cause });
}

describe('database errors', () => {
  it('tells a full disk from other failures', () => {
    expect(isStorageFull(wrapped({ code: '53100', message: 'could not extend file' }))).toBe(true);
    expect(
      isStorageFull(wrapped({ message: 'could not extend file "base/5/1": No space left on device' })),
    ).toBe(true);
    expect(isStorageFull(wrapped({ code: 'ENOSPC' }))).toBe(true);
    expect(isStorageFull(wrapped({ code: '23505' }))).toBe(false);
  });

  it('tells an unreachable database and a unique violation, however deep the driver error sits', () => {
    expect(isDatabaseUnavailable(wrapped({ code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ message: 'Connection terminated unexpectedly' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '23505' }))).toBe(false);
    expect(isUniqueViolation(wrapped(wrapped({ code: '23505' })))).toBe(true);
    expect(isUniqueViolation(new Error('plain'))).toBe(false);
  });
});
