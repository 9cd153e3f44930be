import type { Finish } from '@roomtone/contracts';

/**
 * The finishes list kept in the browser (localStorage) with the version it was loaded at, under
 * a key naming whose list it is (the user and their organization, or anonymous). Only the
 * current viewer's entry is ever kept: reading or writing as one viewer forgets every other, and
 * signing out forgets them all, so an organization's own finishes never stay behind for the
 * next person on a shared computer.
 */
const PREFIX = 'roomtone.finishes:';

/** A cached list and its finishes version. */
export type CachedFinishes = { version: string; finishes: Finish[] };

/**
 * Whose list it is: the signed-in user within their organization (the list holds that
 * organization's own finishes), or 'anonymous'.
 */
export function finishesViewerKey(user: { id: string; organizationId: string | null } | null): string {
  if (!user) return 'anonymous';
  return `user:${user.id}:organization:${user.organizationId ?? 'none'}`;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function isCachedFinishes(value: unknown): value is CachedFinishes {
  return (
    typeof value === 'object' &&
    value !== null &&
    'version' in value &&
    typeof value.version === 'string' &&
    'finishes' in value &&
    Array.isArray(value.finishes)
  );
}

/** Removes the cached lists of every viewer but `keptViewerKey` (every list when undefined). */
function forgetOtherViewers(store: Storage, keptViewerKey?: string): void {
  for (let index = store.length - 1; index >= 0; index -= 1) {
    const key = store.key(index);
    const isKept = keptViewerKey !== undefined && key === PREFIX + keptViewerKey;
    if (key?.startsWith(PREFIX) && !isKept) store.removeItem(key);
  }
}

/** The cached list of a viewer, or undefined; any other viewer's list is forgotten. */
export function readCachedFinishes(viewerKey: string): CachedFinishes | undefined {
  const store = storage();
  if (!store) return undefined;
  forgetOtherViewers(store, viewerKey);
  const text = store.getItem(PREFIX + viewerKey);
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isCachedFinishes(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a viewer's list in place of any other; a full storage just means no cache. */
export function writeCachedFinishes(viewerKey: string, cached: CachedFinishes): void {
  const store = storage();
  if (!store) return;
  forgetOtherViewers(store, viewerKey);
  try {
    store.setItem(PREFIX + viewerKey, JSON.stringify(cached));
  } catch {
    store.removeItem(PREFIX + viewerKey);
  }
}

/** Forgets every cached finishes list: called when the user signs out. */
export function clearFinishesCache(): void {
  const store = storage();
  if (store) forgetOtherViewers(store);
}
