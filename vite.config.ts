/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { areaFirstDataChunk } from './scripts/lib/area-first-data-chunk';
import { firstPaintManifestPlugin } from './scripts/lib/first-paint-manifest';
import { firstScreenChunks, landingCommonChunk, signedInCommonChunk } from './scripts/lib/signed-in-common-chunk';
import { AREA_ROUTE_TABLES, FIRST_PAINT_SCREENS, SIGNED_IN_FRAME } from './web/src/app/router/first-paint-screens';
import { staticHeadersFile } from './scripts/lib/static-headers';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * What the public pages (sign-in, sign-up, password reset, activation) load before their first paint besides React and
 * the landing page's shared chunk: their own entry (app/public-entry.tsx, no router), the guards, the API client, the
 * auth and snackbar stores, the light form helpers, the auth frame and the form fields. Page-specific modules (each
 * page and its form) stay in their own chunks; the router's modules are the app's (app-common and the chunks it loads).
 * The navigation seam (lib/navigation, AppLink) is the landing page's too, so it stays in landing-common.
 */
const PUBLIC_SHELL_MODULES = [
  // Not the parameter checks: the entry (main.tsx) matches the public pages' addresses with them.
  /web[\\/]src[\\/]app[\\/](guards[\\/](?!validators)|(app-error-boundary|configure-api-events|public-entry)\.tsx?$)/,
  /web[\\/]src[\\/]app[\\/]layouts[\\/](auth-frame\.tsx|layouts\.module\.css)$/,
  /web[\\/]src[\\/]lib[\\/](api-client|api-error|bind-field|cookies|retry|use-light-form|use-action|form-errors|safe-next|number-shortener|query-cache-reset)\.ts$/,
  /web[\\/]src[\\/]lib[\\/]page-location\.tsx$/,
  /web[\\/]src[\\/]lib[\\/]stores[\\/](auth|snackbar|brand)-store\.ts$/,
  /web[\\/]src[\\/]lib[\\/]auth[\\/](session|sign-out)\.ts$/,
  /web[\\/]src[\\/]features[\\/]auth[\\/](validation[\\/]|components[\\/](auth-card|auth\.module))/,
  /web[\\/]src[\\/]components[\\/]ui[\\/](text-field|person-fields|checkbox|form-error|field\.module|feedback\.module|error-state|spinner)\.(tsx|css)$/,
  /web[\\/]src[\\/]components[\\/]shell[\\/](error-screen\.tsx|snackbar-area\.tsx|(shell|popover|screens|snackbar)\.module\.css)$/,
  /worker[\\/]schemas[\\/]auth-rules\.ts$/,
];
const isPublicShellModule = (id: string) => PUBLIC_SHELL_MODULES.some((pattern) => pattern.test(id));

/** What the signed-in screens run before their first paint (web/src/app/router/first-paint-screens.ts). */
const FIRST_PAINT_TABLE = {
  entry: fromRoot('./web/src/main.tsx'),
  webSrc: fromRoot('./web/src/'),
  tables: AREA_ROUTE_TABLES,
  frame: SIGNED_IN_FRAME,
  screens: FIRST_PAINT_SCREENS,
};

const NAMED_CHUNKS = new Set([
  'vendor-react',
  'vendor-app',
  'vendor-forms',
  'public-shell',
  'landing-common',
  'app-common',
  'app-more',
  'brand-first-data',
  'creator-first-data',
  'landing-entry',
]);

/** Writes dist/web/_headers (security headers and caching of the static app) from the Worker's own values. */
const staticHeaders = (): Plugin => ({
  name: 'social-loop-static-headers',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: '_headers', source: staticHeadersFile() });
  },
});

/**
 * react-router's package exports name only its development build, whose one difference from the production build is
 * that its warning checks run (ENABLE_DEV_WARNINGS): about 25 ms of a phone's main thread before every signed-in
 * screen paints. The build takes the production files; the dev server keeps the warnings.
 */
const REACT_ROUTER_PRODUCTION: Record<string, string> = {
  'react-router': fromRoot('./node_modules/react-router/dist/production/index.mjs'),
  'react-router/dom': fromRoot('./node_modules/react-router/dist/production/dom-export.mjs'),
};
const reactRouterProductionBuild = (): Plugin => ({
  name: 'social-loop-react-router-production',
  apply: 'build',
  enforce: 'pre',
  resolveId: (source) => REACT_ROUTER_PRODUCTION[source] ?? null,
});

/**
 * The web app (web/) is built into dist/web, which the Worker serves as static assets with an SPA fallback.
 * `@/` points at web/src and `@schemas/` at the shared zod contracts in worker/schemas.
 */
export default defineConfig({
  root: fromRoot('./web'),
  publicDir: fromRoot('./web/public'),
  plugins: [react(), reactRouterProductionBuild(), staticHeaders(), firstPaintManifestPlugin()],
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
        // The named chunks keep their names (readable in build reports); the ~300 page and helper chunks are only a
        // hash: the entry lists the files each lazy import preloads, and on every page that list is JavaScript to
        // download (DESIGN §11: sign-in ≤ 120 KiB).
        chunkFileNames: (chunk) =>
          NAMED_CHUNKS.has(chunk.name) || /^(area|screen)-/.test(chunk.name)
            ? 'assets/[name]-[hash].js'
            : 'assets/[hash].js',
        // Named vendor chunks: stable across app changes (better caching) and readable in build reports.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|zustand)[\\/]/, priority: 30 },
            // The router and React Query in one file: only the signed-in app loads them (the public pages boot without
            // either), and always both, so one request before a signed-in screen paints instead of two.
            {
              name: 'vendor-app',
              test: /node_modules[\\/](react-router|react-router-dom|@tanstack)[\\/]/,
              priority: 20,
            },
            { name: 'vendor-forms', test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/, priority: 20 },
            // One file for what every public form page needs besides React, the router and the landing page's shared
            // chunk: ~20 small modules compress ~5 KiB better together than one file each (DESIGN §11, sign-in ≤ 120).
            // Only the listed modules: their dependencies that the landing page also loads stay where they are.
            { name: 'public-shell', test: isPublicShellModule, priority: 15, includeDependenciesRecursively: false },
            {
              name: landingCommonChunk(fromRoot('./web/src/app/landing-entry.tsx')),
              debugName: 'landing-common',
              priority: 12,
              includeDependenciesRecursively: false,
            },
            // The signed-in screens' shared components and helpers, and what several areas run before their first paint
            // (the app's entry and router, React Query's root, the area shell), in one file
            // (scripts/lib/signed-in-common-chunk.ts).
            {
              name: signedInCommonChunk(FIRST_PAINT_TABLE),
              priority: 10,
              includeDependenciesRecursively: false,
            },
            // Each area table's prefetch loaders and their feature modules in one file (scripts/lib/area-first-data-chunk.ts).
            {
              name: areaFirstDataChunk({
                brand: fromRoot('./web/src/app/router/brand-routes.tsx'),
                creator: fromRoot('./web/src/app/router/creator-routes.tsx'),
              }),
              debugName: 'area-first-data',
              priority: 5,
              includeDependenciesRecursively: false,
            },
            // Each area's route table and first screens in a few files (scripts/lib/signed-in-common-chunk.ts).
            {
              name: firstScreenChunks(FIRST_PAINT_TABLE),
              priority: 8,
              includeDependenciesRecursively: false,
            },
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
