import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './vite-chunks.ts';
import { precompress } from './vite-compress.ts';

// Run from apps/web (`npm run build -w apps/web`) or with the folder as root (`npx vite build apps/web`).
export default defineConfig({
  // Relative asset paths: the app is also served under a path prefix (https://host/acme/).
  base: './',
  plugins: [react(), precompress()],
  resolve: {
    // zod configured for the Content-Security-Policy before any module makes a schema (see the module).
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/platform/zod-jitless.ts', import.meta.url)) }],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // exceljs (~930 kB) is its own chunk, loaded only on an Excel export click; the warning is about that chunk.
    chunkSizeWarningLimit: 1000,
    // Every browser the app supports preloads modules itself; the polyfill would only add to the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: chunkGroups() } },
  },
});
