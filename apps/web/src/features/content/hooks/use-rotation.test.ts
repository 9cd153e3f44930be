import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRotation } from './use-rotation.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the banner rotation', () => {
  it('advances every interval and wraps around', () => {
    const { result } = renderHook(() => useRotation(3, 10_000, false));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
  });

  it('stands still while paused', () => {
    const { result } = renderHook(() => useRotation(3, 10_000, true));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.index).toBe(0);
  });

  it('steps back from the first slide to the last', () => {
    const { result } = renderHook(() => useRotation(3, 10_000, true));
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
  });
});
