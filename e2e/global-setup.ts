// Global setup of the e2e project: the browser tests drive the real built client, so build it once per run
// when frontend/dist is missing or older than its sources.
import { buildClientIfStale } from '../server/src/client-build';

export default function setup(): void {
  buildClientIfStale((line) => console.log(`[e2e] ${line}`));
}
