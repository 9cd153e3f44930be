declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p97_5: number; p99: number; max: number };
  type Result = { requests: Histogram; latency: Histogram; errors: number; non2xx: number; timeouts: number };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
