/** Steps of a 'nice numbers' axis: 1, 2, 2.5 and 5 times a power of ten. */
const NICE_FACTORS = [1, 2, 2.5, 5, 10] as const;

/**
 * Ticks of an axis from 0 to at least `maximum`, with at most `maxTicks` labels whatever the
 * value (a 3,000 s curve gets 0, 500 … 3000, not 3,000 labels). A maximum that is not a positive
 * finite number gives the axis of 0 to 1.
 */
export function niceTicks(maximum: number, maxTicks = 8): { ticks: number[]; step: number; top: number } {
  const top = Number.isFinite(maximum) && maximum > 0 ? maximum : 1;
  const rough = top / Math.max(1, maxTicks - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const factor = NICE_FACTORS.find((candidate) => candidate * power >= rough) ?? 10;
  const step = Number((factor * power).toPrecision(12));
  const count = Math.max(1, Math.ceil(Number((top / step).toPrecision(12))));
  const ticks = Array.from({ length: count + 1 }, (_, index) => Number((index * step).toPrecision(12)));
  return { ticks, step, top: ticks[count] ?? top };
}

/** Decimals a tick label needs for its step (0.25 → 2, 0.5 → 1, 500 → 0). */
export function tickDecimals(step: number): number {
  const text = String(Number(step.toPrecision(12)));
  return text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0;
}
