// `npm run build:services`: the four compose services (and their worker threads and operator CLIs) compiled once
// into dist/, one esbuild bundle per main, run by plain `node dist/<name>.js` (the Dockerfile runs this same script).
// The workspace packages (@shop/*) are bundled; the npm packages the service workspaces depend on stay external and
// come from the image's node_modules (`npm ci --omit=dev` of those workspaces only: no React, no tsx, no vitest).
// Anything else a service imports (a copy nested in a workspace's own node_modules, a dev-only package) is bundled.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { argv, stdout } from 'node:process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** dist/ by default; the int test builds into a directory of its own (an argument, relative to the root). */
const outdir = resolve(root, argv[2] ?? 'dist');

/** The workspaces whose production dependencies the runtime image installs (Dockerfile, stage runtime-deps). */
const SERVICE_WORKSPACES = ['contracts', 'platform', 'command-api', 'projections', 'read-api', 'workers'];

const entryPoints = {
  'command-api': 'command-api/src/main.ts',
  'read-api': 'read-api/src/main.ts',
  projections: 'projections/src/main.ts',
  workers: 'workers/src/main.ts',
  // worker threads, started by platform/src/typescript-worker.ts next to the bundle that starts them
  'sqlite-writer-thread': 'platform/src/eventstore/sqlite-writer-thread.ts',
  'mailer-thread': 'workers/src/mail/mailer-thread.ts',
  // operator CLIs (docs/operations.md): `docker compose run --rm projections node dist/<name>.js`
  'projections-rebuild': 'projections/src/rebuild-cli.ts',
  'events-export': 'projections/src/event-log/export-cli.ts',
  'events-import': 'projections/src/event-log/import-cli.ts',
  'events-verify': 'projections/src/event-log/verify-cli.ts',
};

const external = new Set(
  SERVICE_WORKSPACES.flatMap((workspace) =>
    Object.keys(JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')).dependencies ?? {}),
  ).filter((name) => !name.startsWith('@shop/')),
);
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** External: a production dependency of a service workspace, resolved to the root node_modules the image ships. */
const dependenciesStayExternal = {
  name: 'dependencies-stay-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving' || args.path.startsWith('node:')) return undefined;
      if (!external.has(packageName(args.path))) return undefined;
      const resolved = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      const inRoot = relative(root, resolved.path).split(sep)[0] === 'node_modules';
      return inRoot ? { path: args.path, external: true } : undefined;
    });
  },
};

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const result = await build({
  absWorkingDir: root,
  entryPoints,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  plugins: [dependenciesStayExternal],
  // CommonJS code bundled into ESM (a nested or dev-only package) may call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __shopRequire } from 'node:module'; const require = __shopRequire(import.meta.url);",
  },
});
writeFileSync(
  join(outdir, 'package.json'),
  `${JSON.stringify({ type: 'module', private: true }, null, 2)}\n`,
);
const sizes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(([file, { bytes }]) => `${relative(outdir, join(root, file))} ${(bytes / 1024).toFixed(0)} KB`);
stdout.write(
  `build:services: ${sizes.length} bundles in ${relative(root, outdir)}/ (${Date.now() - started} ms): ${sizes.join(', ')}\n`,
);
