/** The nearest-rank percentile of ascending `sorted` (`share` 0.99 for p99); NaN when it is empty. */
export function percentile(sorted: ArrayLike<number>, share: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
