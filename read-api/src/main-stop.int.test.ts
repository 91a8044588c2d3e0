// The read-api container's main (src/main.ts) stops cleanly on SIGTERM with WebSockets open: each client hears
// 1001 (going away) with a reason, and the process exits 0 within 3 s (it used to wait on the open sockets, then
// exit 1 after its 10 s grace, the clients getting 1006). Real process, Redis and SQLite.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { WebSocket } from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { killServiceProcesses, startServiceProcess } from '@shop/platform/testing/service-process';
import { deleteKeysWithPrefix } from '@shop/platform/testing/redis-keys';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const prefix = `test:${randomUUID().slice(0, 8)}:`;
const dataDir = mkdtempSync(join(tmpdir(), 'read-api-stop-'));

afterAll(async () => {
  await killServiceProcesses(); // the main, if the test failed before it stopped
  const redis = new Redis('redis://127.0.0.1:6379');
  await deleteKeysWithPrefix(redis, prefix);
  await redis.quit();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('read-api main on SIGTERM', () => {
  it('closes its 6 WebSockets with 1001 and exits 0 within 3 s', async () => {
    const service = await startServiceProcess(
      main,
      {
        DATA_DIR: dataDir,
        REDIS_PREFIX: prefix,
        EVENT_STORE: 'sqlite',
        LOG_LEVEL: 'info',
      },
      { timeoutMs: 60_000 },
    );
    const closes = await Promise.all(
      Array.from(
        { length: 6 },
        () =>
          new Promise<{ closed: Promise<{ code: number; reason: string }> }>((opened, failed) => {
            const socket = new WebSocket(`${service.url.replace('http', 'ws')}/ws`, { origin: service.url });
            const closed = new Promise<{ code: number; reason: string }>((resolve) =>
              socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
            );
            socket.once('open', () => opened({ closed }));
            socket.once('error', failed);
          }),
      ),
    );

    const { code, ms } = await service.stop('SIGTERM');
    const heard = await Promise.all(closes.map(({ closed }) => closed));

    expect(heard).toEqual(Array(6).fill({ code: 1001, reason: 'server shutting down' }));
    expect({ code, within3s: ms < 3_000 }).toEqual({ code: 0, within3s: true });
  }, 90_000);
});
