import type { CalcDocument } from '@roomtone/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_DEBOUNCE_MS, readDraft, useDraft } from './use-draft.ts';

const ROUTE = 'project/p1/room/r1/new';

function documentWith(len: number): CalcDocument {
  return { len, width: 6, height: 3, units: { system: 'Metric' }, surfaces: [] };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(window.document, 'visibilityState', { configurable: true, get: () => state });
}

function renderDraft(initial: CalcDocument) {
  return renderHook(({ document, isDirty }) => useDraft(ROUTE, document, isDirty), {
    initialProps: { document: initial, isDirty: true },
  });
}

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers();
  setVisibility('visible');
});

afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('useDraft', () => {
  it('writes the last change after the pause', () => {
    const view = renderDraft(documentWith(5));
    view.rerender({ document: documentWith(6), isDirty: true });
    expect(readDraft(ROUTE)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS);
    });
    expect(readDraft(ROUTE)?.document.len).toBe(6);
  });

  it('writes the last change at once when the page is hidden, before the pause ends', () => {
    const view = renderDraft(documentWith(5));
    act(() => {
      vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS);
    });
    view.rerender({ document: documentWith(8), isDirty: true });
    setVisibility('hidden');
    window.document.dispatchEvent(new Event('visibilitychange'));
    expect(readDraft(ROUTE)?.document.len).toBe(8);
  });

  it('does not write when the page becomes visible again', () => {
    renderDraft(documentWith(5));
    window.document.dispatchEvent(new Event('visibilitychange'));
    expect(readDraft(ROUTE)).toBeNull();
  });

  it('writes the last change at once when the page is left (pagehide)', () => {
    const view = renderDraft(documentWith(5));
    view.rerender({ document: documentWith(9), isDirty: true });
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(ROUTE)?.document.len).toBe(9);
  });

  it('drops a change a save has made it forget, even when its pause ends before the next render', () => {
    const view = renderDraft(documentWith(5));
    act(() => {
      view.result.current.forget();
      vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS);
    });
    expect(readDraft(ROUTE)).toBeNull();
    view.rerender({ document: documentWith(6), isDirty: true });
    act(() => {
      vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS);
    });
    expect(readDraft(ROUTE)?.document.len).toBe(6);
  });

  it('keeps a view change (gui) like any other edit', () => {
    const view = renderDraft(documentWith(5));
    view.rerender({ document: { ...documentWith(5), gui: { series: { eyring: false } } }, isDirty: true });
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(ROUTE)?.document.gui).toEqual({ series: { eyring: false } });
  });

  it('given the document a save sent, drops the draft when nothing changed since, keeps what was typed after', () => {
    const sent = documentWith(5);
    const unchanged = renderDraft(sent);
    act(() => {
      vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS);
    });
    expect(readDraft(ROUTE)?.document.len).toBe(5);
    act(() => unchanged.result.current.forget(sent));
    expect(readDraft(ROUTE)).toBeNull();
    unchanged.unmount();

    const typedAfter = renderDraft(sent);
    typedAfter.rerender({ document: documentWith(7), isDirty: true });
    act(() => typedAfter.result.current.forget(sent));
    expect(readDraft(ROUTE)?.document.len).toBe(7);
  });
});
