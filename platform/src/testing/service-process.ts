// A service main (`*/src/main.ts`, runService) run by a test as its own process, as the compose shape runs it: its
// environment, a free loopback port, its pino lines collected, and how it ended after a signal.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

export type ServiceProcess = {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every stdout line so far (pino JSON) and stderr. */
  stdout: string[];
  stderr: string[];
  /** Resolves with the exit code (null when killed by a signal) and when it exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** Sends `signal` and waits for the exit: the code and how many ms it took. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
};

/** Every process started here and not yet exited: a failed test must not leave any running. */
const live = new Set<ChildProcess>();

/** SIGKILLs every service process still running (a test's afterAll, whatever happened before) and waits for them. */
export async function killServiceProcesses(): Promise<void> {
  await Promise.all(
    [...live].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          if (!child.kill('SIGKILL')) resolve();
        }),
    ),
  );
}

/** A port of 127.0.0.1 free right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts `script` with tsx (a `.js` bundle with plain node) and `env` (over process.env; PORT and HOST=127.0.0.1 unless given) and resolves once a
 * stdout line contains `readyText` (default 'listening'); rejects if it exits first or after `timeoutMs`.
 */
export async function startServiceProcess(
  script: string,
  env: Record<string, string>,
  { readyText = 'listening', timeoutMs = 30_000 }: { readyText?: string; timeoutMs?: number } = {},
): Promise<ServiceProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // A built bundle (dist/<service>.js, npm run build:services) runs on plain node, as in the image.
  const args = script.endsWith('.js') ? [script] : ['--import', 'tsx', script];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  const stdout: string[] = [];
  const stderr: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  createInterface({ input: child.stderr! }).on('line', (line) => stderr.push(line));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} not ready after ${timeoutMs} ms: ${stderr.join('\n')}`));
    }, timeoutMs);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      stdout.push(line);
      if (line.includes(readyText)) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code} before it was ready: ${stderr.join('\n')}`));
    });
  });
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    stdout,
    stderr,
    exited,
    async stop(signal = 'SIGTERM') {
      const from = Date.now();
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const { code, at } = await exited;
      return { code, ms: at - from };
    },
  };
}
