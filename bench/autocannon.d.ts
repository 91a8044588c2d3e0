// The part of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    total: number;
  };
  export type Result = {
    url: string;
    duration: number;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    '2xx': number;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    overallRate?: number;
    timeout?: number;
    workers?: number;
    headers?: Record<string, string>;
  };
  type Instance = Promise<Result> & { stop(): void };
  const autocannon: (options: Options) => Instance;
  export default autocannon;
}
