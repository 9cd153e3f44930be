import type { CurrentUser } from '@roomtone/contracts';
import type { FinishScope } from './finishes.repo.ts';

/** The finishes a caller may see (decided here, applied by the repo). */
export function scopeOf(user: CurrentUser | null): FinishScope {
  return user ? { isSignedIn: true, organizationId: user.organizationId } : { isSignedIn: false };
}
