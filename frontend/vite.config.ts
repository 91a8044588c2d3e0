import { build, defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const backend = process.env.VITE_BACKEND ?? 'http://127.0.0.1:3000';

// What a page runs before its first paint is the entry chunk and the chunks it imports statically. Rolldown cuts
// that into dozens of small chunks (each set of lazy screens sharing a module with the entry gets its own), and
// forty gzip streams weigh ~8 KB more than one (bench:client, design notes "Performance"). So a first build with
// rolldown's own chunking, in memory, names the modules of those chunks; the real build puts them all in the entry
// chunk, which the lazy screens import from. Everything else keeps rolldown's chunking.
const firstPass = 'SHOP_CLIENT_FIRST_PASS';

async function firstLoadModules(): Promise<Set<string>> {
  process.env[firstPass] = '1';
  try {
    const configFile = fileURLToPath(import.meta.url);
    const result = await build({ configFile, logLevel: 'silent', build: { write: false, manifest: false } });
    const chunks = (Array.isArray(result) ? result : [result as Rollup.RollupOutput])
      .flatMap((output) => output.output)
      .filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const ids = new Set<string>();
    const visit = (chunk: Rollup.OutputChunk | undefined) => {
      if (!chunk || chunk.moduleIds.every((id) => ids.has(id))) return;
      chunk.moduleIds.forEach((id) => ids.add(id));
      chunk.imports.forEach((file) => visit(byFile.get(file)));
    };
    chunks.filter((chunk) => chunk.isEntry).forEach(visit);
    return ids;
  } finally {
    delete process.env[firstPass];
  }
}

// react-icons ships each set as ONE module (react-icons/lu: 1,500 icons), so every icon the client uses anywhere,
// staff screens included, sat in the chunk of the first page that uses one (~40 icons on the first load). In a
// build each `import { LuX } from 'react-icons/lu'` becomes an import of a module of its own holding that icon's
// function, cut from the set's file: a chunk holds the icons it uses.
const iconModule = '\0react-icon:';
function iconModules(): Plugin {
  const require = createRequire(import.meta.url);
  const sets = new Map<string, string>();
  const setSource = (set: string) => {
    if (!sets.has(set))
      sets.set(set, readFileSync(require.resolve(`react-icons/${set}`).replace(/\.js$/, '.mjs'), 'utf8'));
    return sets.get(set)!;
  };
  return {
    name: 'shop-icon-modules',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.startsWith(iconModule) || id.includes('node_modules') || !code.includes('react-icons/')) return;
      return code.replace(
        /import\s*\{([^}]*)\}\s*from\s*'react-icons\/(\w+)';?/g,
        (_, names: string, set: string) =>
          names
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean)
            .map((name) => `import { ${name} } from '${iconModule}${set}/${name.split(/\s+as\s+/)[0]}';`)
            .join('\n'),
      );
    },
    resolveId: (id) => (id.startsWith(iconModule) ? id : undefined),
    load(id) {
      if (!id.startsWith(iconModule)) return;
      const [set = '', name = ''] = id.slice(iconModule.length).split('/');
      const source = setSource(set);
      const start = source.indexOf(`export function ${name} (`);
      if (start < 0) throw new Error(`react-icons/${set} has no ${name}`);
      const end = source.indexOf('\n};', start) + 3;
      return `import { GenIcon } from 'react-icons/lib';\n${source.slice(start, end)}\n`;
    },
  };
}

export default defineConfig(async ({ command }) => {
  const firstLoad = command === 'build' && !process.env[firstPass] ? await firstLoadModules() : undefined;
  return {
    // Every text file of the build (bundles, styles, index.html, the SVG artwork, the service worker) also as
    // `.br` (quality 11) and `.gz` (level 9) beside it, made once here rather than per request: the server and the
    // gateway send the copy the browser accepts (docs/performance.md "Compression"). Not in the first pass (no files).
    plugins: [
      iconModules(),
      react(),
      firstLoad && compression({ include: /\.(html|css|js|mjs|json|svg|webmanifest|txt|xml)$/ }),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: { proxy: { '/api': backend, '/ws': { target: backend, ws: true } } },
    // dist/.vite/manifest.json (which chunk holds which source) is read by bench:client and the code-splitting e2e
    // test; the server never serves dot directories.
    build: {
      outDir: 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 1200,
      manifest: true,
      rolldownOptions: {
        // Chakra's theme module builds its full default config (all ~70 recipes) in a `defineConfig` call that
        // nothing uses: marked pure, it is dropped with them.
        treeshake: { manualPureFunctions: ['defineConfig'] },
        output: firstLoad && {
          codeSplitting: { groups: [{ name: 'first-load', test: (id: string) => firstLoad.has(id) }] },
        },
      },
    },
  };
});
