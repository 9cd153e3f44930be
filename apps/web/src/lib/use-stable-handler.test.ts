import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStableHandler } from './use-stable-handler.ts';

describe('useStableHandler', () => {
  it('keeps one function from render to render', () => {
    const { result, rerender } = renderHook(({ value }) => useStableHandler(() => value), {
      initialProps: { value: 1 },
    });
    const first = result.current;
    rerender({ value: 2 });
    rerender({ value: 3 });
    expect(result.current).toBe(first);
  });

  it('calls the handler of the latest render, with its arguments, and answers its result', () => {
    const seen = vi.fn();
    const { result, rerender } = renderHook(
      ({ document }) =>
        useStableHandler((comment: string) => {
          seen(document, comment);
          return `${document}: ${comment}`;
        }),
      { initialProps: { document: 'height 3 m' } },
    );
    const handler = result.current;
    rerender({ document: 'height 3.5 m' });
    expect(handler('Option A')).toBe('height 3.5 m: Option A');
    expect(seen).toHaveBeenCalledWith('height 3.5 m', 'Option A');
  });
});
