/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { staticHeadersFile } from './scripts/lib/static-headers';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Writes dist/web/_headers (security headers and caching of the static app) from the Worker's own values. */
const staticHeaders = (): Plugin => ({
  name: 'social-loop-static-headers',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: '_headers', source: staticHeadersFile() });
  },
});

/**
 * The web app (web/) is built into dist/web, which the Worker serves as static assets with an SPA fallback.
 * `@/` points at web/src and `@schemas/` at the shared zod contracts in worker/schemas.
 */
export default defineConfig({
  root: fromRoot('./web'),
  publicDir: fromRoot('./web/public'),
  plugins: [react(), staticHeaders()],
  resolve: {
    alias: {
      '@/': fromRoot('./web/src/'),
      '@schemas/': fromRoot('./worker/schemas/'),
    },
  },
  build: {
    outDir: fromRoot('./dist/web'),
    // `npm start` rebuilds while other local instances may be serving dist/web: it keeps old files so no running
    // instance ever sees a half-empty folder (old hashed assets are harmless; `npm run build` starts clean).
    emptyOutDir: process.env.KEEP_OLD_ASSETS !== '1',
    sourcemap: true,
    // The landing page is measured against a 100 KiB gzipped budget (DESIGN §11); warn on fat chunks.
    chunkSizeWarningLimit: 250,
    rolldownOptions: {
      output: {
        // Named vendor chunks: stable across app changes (better caching) and readable in build reports.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'vendor-router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 20 },
            { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            { name: 'vendor-forms', test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 8787}`, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 8787}`, changeOrigin: false } },
  },
  // Vitest reads this file too when no vitest config exists: run from the repository root, not web/.
  test: {
    root: fromRoot('.'),
    environment: 'node',
  },
});
