import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { firstLoadChunk } from './first-load-chunk';

const backend = process.env.VITE_BACKEND ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
      output: { codeSplitting: { groups: [firstLoadChunk] } },
    },
  },
});
