// A Redis server of a test's own: `redis-server` on a free loopback port, nothing persisted (--save '' and no AOF),
// stopped with the test. For replays where no Docker engine answers (server/src/testing/replay-log.ts).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export type PrivateRedis = { url: string; port: number; stop(): Promise<void> };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export async function startPrivateRedis(
  binary = process.env.REDIS_SERVER ?? 'redis-server',
): Promise<PrivateRedis> {
  const port = await freePort();
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        child.stdout.off('data', onData);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.once('error', (err) => reject(new Error(`could not start ${binary}: ${err.message}`)));
    child.once('exit', (code) => reject(new Error(`${binary} exited with ${code}: ${output.slice(-500)}`)));
  });
  child.stdout.resume();
  child.stderr.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
