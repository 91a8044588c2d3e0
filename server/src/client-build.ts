// Builds the React client (frontend/dist) when it is missing or older than its sources. Used by the e2e
// project's global setup so `npm test` on a fresh clone drives the real client; `npm start` always builds.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const clientDist = join(repoRoot, 'frontend', 'dist');

/** Every file the client bundle is made from: its own sources and config, and contracts (imported by it). */
const clientSources = [
  'frontend/src',
  'frontend/public',
  'frontend/index.html',
  'frontend/vite.config.ts',
  'frontend/package.json',
  'contracts/src',
];

const newestMtime = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
};

/** Why the client needs building, or null when frontend/dist is newer than every source. */
export const clientBuildReason = (): string | null => {
  const index = join(clientDist, 'index.html');
  if (!existsSync(index)) return 'frontend/dist is missing';
  const built = statSync(index).mtimeMs;
  const stale = clientSources.find((source) => newestMtime(join(repoRoot, source)) > built);
  return stale ? `${stale} changed since the last build` : null;
};

const buildLock = join(repoRoot, 'frontend', '.dist-build.lock');
/** A lock older than this is left by a build that was killed. */
const staleLockMs = 5 * 60_000;

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Runs `work` while holding the build lock: e2e runs started at once by several people build the client once. */
const withBuildLock = (work: () => void): void => {
  for (;;) {
    try {
      mkdirSync(buildLock);
      break;
    } catch {
      if (existsSync(buildLock) && Date.now() - statSync(buildLock).mtimeMs > staleLockMs)
        rmSync(buildLock, { recursive: true, force: true });
      else sleepSync(500);
    }
  }
  try {
    work();
  } finally {
    rmSync(buildLock, { recursive: true, force: true });
  }
};

/**
 * Builds into a directory of its own, then swaps it in: a server already serving frontend/dist never sees a
 * half-written client.
 */
export const buildClient = (): void => {
  const next = `${clientDist}.next-${process.pid}`;
  const result = spawnSync(
    'npm',
    ['run', 'build', '-w', '@shop/frontend', '--', '--outDir', next, '--emptyOutDir'],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      // The bundle a visitor gets, whoever builds it: under vitest NODE_ENV is 'test', and Vite would then build
      // React's development code (another bundle, other timings) for the browser tests.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) {
    rmSync(next, { recursive: true, force: true });
    throw new Error(
      `Building the client failed (npm run build -w @shop/frontend exited ${String(result.status)})`,
    );
  }
  const old = `${clientDist}.old-${process.pid}`;
  if (existsSync(clientDist)) renameSync(clientDist, old);
  renameSync(next, clientDist);
  rmSync(old, { recursive: true, force: true });
};

export const buildClientIfStale = (log: (line: string) => void = console.log): void => {
  if (!clientBuildReason()) return;
  withBuildLock(() => {
    // Someone else may have built it while this run waited for the lock.
    const reason = clientBuildReason();
    if (!reason) return;
    log(`Building the client: ${reason}`);
    buildClient();
  });
};
