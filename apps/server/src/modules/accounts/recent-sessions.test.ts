import { describe, expect, it } from 'vitest';
import { RecentSessions } from './recent-sessions.ts';

function clocked(lifeMs: number, maxEntries?: number) {
  const clock = { ms: 0 };
  return { clock, recent: new RecentSessions<string>(lifeMs, maxEntries, () => clock.ms) };
}

describe('RecentSessions', () => {
  it('keeps a lookup for its life and no longer', () => {
    const { clock, recent } = clocked(2000);
    recent.keep('a', 'Ada', recent.begin());
    clock.ms = 1999;
    expect(recent.get('a')).toBe('Ada');
    clock.ms = 2000;
    expect(recent.get('a')).toBeUndefined();
    expect(recent.size).toBe(0);
  });

  it('keeps nothing with a life of 0', () => {
    const { recent } = clocked(0);
    recent.keep('a', 'Ada', recent.begin());
    expect(recent.get('a')).toBeUndefined();
  });

  it('forgets every lookup when a write is answered', () => {
    const { recent } = clocked(2000);
    recent.keep('a', 'Ada', recent.begin());
    recent.keep('b', 'Bo', recent.begin());
    recent.forgetAll();
    expect(recent.get('a')).toBeUndefined();
    expect(recent.get('b')).toBeUndefined();
  });

  it('does not keep a lookup that began before a write was answered', () => {
    const { recent } = clocked(2000);
    const generation = recent.begin();
    recent.forgetAll();
    recent.keep('a', 'Ada (as read before the write)', generation);
    expect(recent.get('a')).toBeUndefined();
    recent.keep('a', 'Ada', recent.begin());
    expect(recent.get('a')).toBe('Ada');
  });

  it('lets the oldest lookup go first past its most', () => {
    const { clock, recent } = clocked(2000, 2);
    recent.keep('a', 'Ada', recent.begin());
    clock.ms = 1;
    recent.keep('b', 'Bo', recent.begin());
    clock.ms = 2;
    recent.keep('a', 'Ada again', recent.begin());
    recent.keep('c', 'Cy', recent.begin());
    expect(recent.get('b')).toBeUndefined();
    expect(recent.get('a')).toBe('Ada again');
    expect(recent.get('c')).toBe('Cy');
  });
});
