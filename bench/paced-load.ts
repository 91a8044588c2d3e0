// Requests at a steady rate (open loop), for latency aims stated "at N requests/s". autocannon's own rate option is a
// budget per connection and second: each connection sends back to back until it has used it, then waits for the next
// second, so its "500 requests/s" is a burst of all connections at the start of every second, not a steady rate.
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

export type PacedResult = {
  sent: number;
  failed: number;
  /** Per answered request, from the time it was due, in ms, sorted. */
  latencies: number[];
  /** Requests answered per second over the run (the rate, unless the server fell behind). */
  answeredPerSecond: number;
};

/**
 * `rate` GET requests per second to `url` for `seconds`, each sent at its time whether or not the earlier ones were
 * answered, over a keep-alive pool of `connections`. A latency runs from the time the request was due, so a server
 * (or a client) that falls behind shows in it: no coordinated omission.
 */
export async function pacedLoad(
  url: string,
  { rate, seconds, connections = 16 }: { rate: number; seconds: number; connections?: number },
): Promise<PacedResult> {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let failed = 0;
  const send = async (due: number) => {
    try {
      const { statusCode, body } = await pool.request({
        path: target.pathname + target.search,
        method: 'GET',
      });
      await body.text();
      if (statusCode === 200) latencies.push(performance.now() - due);
      else failed += 1;
    } catch {
      failed += 1;
    }
  };
  const answers: Promise<void>[] = [];
  const start = performance.now();
  let sent = 0;
  await new Promise<void>((done) => {
    const sendDue = () => {
      const now = performance.now();
      for (; sent < total && start + sent * interval <= now; sent += 1)
        answers.push(send(start + sent * interval));
      if (sent === total) return done();
      setTimeout(sendDue, Math.max(0, start + sent * interval - performance.now()));
    };
    sendDue();
  });
  await Promise.all(answers);
  const elapsed = performance.now() - start;
  await pool.close();
  return {
    sent,
    failed,
    latencies: latencies.sort((a, b) => a - b),
    answeredPerSecond: latencies.length / (elapsed / 1000),
  };
}
