import type { CurrentUser } from '@roomtone/contracts';
import { callerOf } from '../../lib/access.ts';
import type { FinishScope } from './finishes.repo.ts';

/** The finishes a caller may see: the caller of lib/access.ts, which the finish queries read as their scope. */
export function scopeOf(user: CurrentUser | null): FinishScope {
  return callerOf(user);
}
