/**
 * The page numbers a pager shows: at most `size` consecutive pages around the current one
 * (docs/product/constants.md#limits: the revision pager shows 10 pages), shifted to stay within 1..total.
 */
export function pagerWindow(current: number, total: number, size: number): number[] {
  const count = Math.min(size, Math.max(total, 0));
  if (count === 0) return [];
  const half = Math.floor(size / 2);
  const first = Math.min(Math.max(1, current - half), Math.max(1, total - count + 1));
  return Array.from({ length: count }, (_, index) => first + index);
}
