import { describe, expect, it } from 'vitest';
import { pagerWindow } from './pager-window.ts';

describe('pagerWindow', () => {
  it('shows every page when there are at most ten', () => {
    expect(pagerWindow(1, 3, 10)).toEqual([1, 2, 3]);
    expect(pagerWindow(7, 10, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('shows ten pages around the current one and stays within the range', () => {
    expect(pagerWindow(1, 40, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pagerWindow(20, 40, 10)).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(pagerWindow(40, 40, 10)).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
  });

  it('shows nothing without pages', () => {
    expect(pagerWindow(1, 0, 10)).toEqual([]);
  });
});
