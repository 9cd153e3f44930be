import autocannon from 'autocannon';

/** Figures of one load run. */
export type LoadFigures = {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
};

/** A request other than a plain GET: method, headers and body sent by every connection. */
export type LoadRequest = { method?: string; headers?: Record<string, string>; body?: string };

/** Runs autocannon against a local URL (bounded in time) and returns its figures. */
export async function measure(
  label: string,
  url: string,
  durationSeconds = 5,
  request: LoadRequest = {},
): Promise<LoadFigures> {
  await autocannon({ url, connections: 10, duration: 1, ...request });
  const result = await autocannon({ url, connections: 10, duration: durationSeconds, ...request });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/**
 * Prints load figures as a table, with each row's throughput as a share of the ceiling: the
 * first row's, unless given.
 */
export function printLoadTable(
  title: string,
  rows: LoadFigures[],
  ceiling = rows[0]?.requestsPerSecond ?? 1,
): void {
  console.log(`\n${title}`);
  console.log(
    'route'.padEnd(44),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'of ceiling'.padStart(11),
    'errors'.padStart(7),
  );
  for (const row of rows) {
    const share = `${((row.requestsPerSecond / ceiling) * 100).toFixed(1)}%`;
    console.log(
      row.label.padEnd(44),
      String(row.requestsPerSecond).padStart(8),
      String(row.p50Ms).padStart(8),
      String(row.p99Ms).padStart(8),
      share.padStart(11),
      String(row.errors).padStart(7),
    );
  }
}
