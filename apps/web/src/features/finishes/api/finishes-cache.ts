import type { Finish } from '@roomtone/contracts';

/**
 * The finishes list kept in the browser (localStorage) with the version it was loaded at, one
 * entry per viewer. Writing one viewer's list removes every other viewer's, so an organization's
 * own finishes do not stay behind for the next person on a shared computer.
 */
const PREFIX = 'roomtone.finishes:';

/** A cached list and its finishes version. */
export type CachedFinishes = { version: string; finishes: Finish[] };

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

/** The cached list of a viewer, or undefined. */
export function readCachedFinishes(viewerKey: string): CachedFinishes | undefined {
  const text = storage()?.getItem(PREFIX + viewerKey);
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isCachedFinishes(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a viewer's list; a full storage just means no cache. */
export function writeCachedFinishes(viewerKey: string, cached: CachedFinishes): void {
  const store = storage();
  if (!store) return;
  for (let index = store.length - 1; index >= 0; index -= 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX) && key !== PREFIX + viewerKey) store.removeItem(key);
  }
  try {
    store.setItem(PREFIX + viewerKey, JSON.stringify(cached));
  } catch {
    store.removeItem(PREFIX + viewerKey);
  }
}
