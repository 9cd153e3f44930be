import type { CalcDocument } from '@roomtone/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A calculation kept in the browser while it is not saved. */
export type Draft = { document: CalcDocument; savedAt: string };

/** Most time between a change and the copy in the browser (docs/product/states.md#unsaved-work). */
export const DRAFT_DEBOUNCE_MS = 250;

const PREFIX = 'roomtone.calculator.draft:';

function storageKey(routeKey: string): string {
  return `${PREFIX}${routeKey}`;
}

/** Reads the draft of a route, or null (missing, unreadable, or not a calc document). */
export function readDraft(routeKey: string): Draft | null {
  try {
    const text = window.localStorage.getItem(storageKey(routeKey));
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !('document' in value) || !('savedAt' in value))
      return null;
    // A structural check only: the draft was written by this code, and the engine's parser judges
    // every number when it computes (the zod schema would add its library to the public page).
    const document: unknown = value.document;
    if (typeof document !== 'object' || document === null || Array.isArray(document)) return null;
    if ('surfaces' in document && !Array.isArray(document.surfaces)) return null;
    return { document: document as CalcDocument, savedAt: String(value.savedAt) };
  } catch {
    return null;
  }
}

function writeDraft(routeKey: string, document: CalcDocument): void {
  try {
    const draft: Draft = { document, savedAt: new Date().toISOString() };
    window.localStorage.setItem(storageKey(routeKey), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the leave prompt still protects the work in this tab.
  }
}

/** Removes the draft of a route. */
export function removeDraft(routeKey: string): void {
  try {
    window.localStorage.removeItem(storageKey(routeKey));
  } catch {
    // Nothing to remove when storage is blocked.
  }
}

/**
 * Keeps unsaved work of a route in localStorage (debounced, and flushed when the page is left),
 * and offers a draft found when the route opens. While the offer is open nothing is written, so
 * the found draft is never overwritten before the user chooses.
 */
export function useDraft(routeKey: string, document: CalcDocument, isDirty: boolean) {
  const [offer, setOffer] = useState<Draft | null>(() => readDraft(routeKey));
  const [offeredKey, setOfferedKey] = useState(routeKey);
  if (offeredKey !== routeKey) {
    setOfferedKey(routeKey);
    setOffer(readDraft(routeKey));
  }
  const pending = useRef<{ key: string; document: CalcDocument } | null>(null);
  // The document on screen, for `forget`, which a save's answer calls from an older render.
  const latest = useRef({ key: routeKey, document });
  useEffect(() => {
    latest.current = { key: routeKey, document };
  }, [routeKey, document]);
  const isOfferOpen = offer !== null;

  useEffect(() => {
    if (isOfferOpen) return;
    if (!isDirty) {
      pending.current = null;
      removeDraft(routeKey);
      return;
    }
    pending.current = { key: routeKey, document };
    const timer = window.setTimeout(() => {
      // `forget` (a save answered) may have dropped this change before the next render.
      if (pending.current === null) return;
      writeDraft(pending.current.key, pending.current.document);
      pending.current = null;
    }, DRAFT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [routeKey, document, isDirty, isOfferOpen]);

  useEffect(() => {
    // The last change is written at once when the page is hidden or left: a hidden page may be
    // discarded without any further event, and a timer does not run after unload.
    const flush = () => {
      if (pending.current === null) return;
      writeDraft(pending.current.key, pending.current.document);
      pending.current = null;
    };
    const flushWhenHidden = () => {
      if (window.document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    window.document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      flush();
      window.removeEventListener('pagehide', flush);
      window.document.removeEventListener('visibilitychange', flushWhenHidden);
    };
  }, []);

  const closeOffer = useCallback(() => setOffer(null), []);
  /**
   * Drops the route's draft now (after a save that navigates away before the next render). Given
   * the document the save was made from, keeps instead, written at once, what was typed since.
   */
  const forget = useCallback(
    (saved?: CalcDocument) => {
      pending.current = null;
      const onScreen = latest.current;
      if (saved !== undefined && onScreen.key === routeKey && onScreen.document !== saved)
        writeDraft(routeKey, onScreen.document);
      else removeDraft(routeKey);
    },
    [routeKey],
  );
  return { offer, closeOffer, forget };
}
