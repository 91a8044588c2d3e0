// The two halves of a bench run: the load generator (parent) forks the servers it measures into a child process,
// so they never share an event loop, and talks to it over IPC. The child answers `{ type: 'ready', … }` or
// `{ type: 'failed', message }`, and cleans up and exits once the parent disconnects (or on SIGTERM/SIGINT).
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type ChildFailed = { type: 'failed'; message: string };

/** BENCH_CPU_PROF=<dir>: the child writes a V8 CPU profile there when it exits (open it in Chrome DevTools). */
const profileFlags = () =>
  process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

/** Parent side: forks `file` through tsx; `ready` is the child's first answer. stop() lets it clean up, then kills it. */
export function forkBenchChild<Ready extends { type: 'ready' }>(
  file: URL,
  options: { what: string; killAfterMs: number; env?: NodeJS.ProcessEnv; execArgv?: string[] },
): { child: ChildProcess; ready: Promise<Ready>; stop(): Promise<void> } {
  const child = fork(fileURLToPath(file), [], {
    execArgv: ['--import', 'tsx', ...(options.execArgv ?? []), ...profileFlags()],
    ...(options.env ? { env: options.env } : {}),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<Ready>((resolve, reject) => {
    child.once('message', (message: Ready | ChildFailed) =>
      message.type === 'ready' ? resolve(message) : reject(new Error((message as ChildFailed).message)),
    );
    child.once('exit', (code) =>
      reject(new Error(`${options.what} exited (${String(code)}) before answering`)),
    );
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.disconnect();
      setTimeout(() => child.kill('SIGKILL'), options.killAfterMs).unref();
    });
  return { child, ready, stop };
}

/** Child side: a message to the parent, resolved once handed over (at once when run without a parent). */
export const sendToParent = <Message extends { type: string }>(message: Message) =>
  new Promise<void>((resolve) => (process.send ? process.send(message, () => resolve()) : resolve()));

/** Child side: runs `cleanup` once and exits when the parent goes (disconnect) or on SIGTERM/SIGINT. */
export function exitWithParent(cleanup: () => Promise<void>): void {
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await cleanup();
    process.exit(0);
  };
  process.on('disconnect', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
}

/** Child side: `main` failed; cleans up, tells the parent why and exits 1. */
export async function failBenchChild(error: unknown, cleanup: () => Promise<void>): Promise<never> {
  await cleanup().catch(() => undefined);
  await sendToParent({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
