import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { startLocalLibsqlServer } from './db/local-server/server';
import { seedDatabase } from './db/seed';
import { createRoundTripLedger } from './tests/shared/round-trip-ledger';

const test = {
  include: ['tests/worker/**/*.test.ts'],
  globalSetup: ['tests/worker/global-setup.ts'],
  setupFiles: ['tests/worker/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 30_000,
};

// The Worker runs in real workerd; its database is a freshly seeded file behind the local libSQL server. Vitest reads
// this config in mode 'test'; a tool that only reads it (knip, in development/production mode) starts no database.
export default defineConfig(async ({ mode }) => {
  if (mode !== 'test') return { test };
  const dataDir = mkdtempSync(join(tmpdir(), 'social-loop-worker-tests-'));
  const file = join(dataDir, 'social-loop.db');
  await seedDatabase({ file, log: () => {} });
  const libsql = await startLocalLibsqlServer({ file });
  // Closed by tests/worker/global-setup.ts once the run ends (the config and the setup share this process).
  (globalThis as { __socialLoopLibsql?: { close: () => Promise<void> } }).__socialLoopLibsql = libsql;
  // Printed by tests/worker/global-setup.ts once the run ends.
  const ledger = createRoundTripLedger();
  (globalThis as { __socialLoopRoundTrips?: typeof ledger }).__socialLoopRoundTrips = ledger;
  mkdirSync('dist/web', { recursive: true });
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml', environment: 'development' },
        miniflare: {
          serviceBindings: { ROUND_TRIP_LEDGER: ledger.binding },
          bindings: {
            APP_ENV: 'test',
            LIBSQL_URL: libsql.url,
            JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
            DEV_MAILBOX: '1',
            // The fuzzing suite's seed and time budget (tests/worker/openapi.fuzz.test.ts); empty means its defaults.
            FUZZ_SEED: process.env.FUZZ_SEED ?? '',
            FUZZ_BUDGET_MS: process.env.FUZZ_BUDGET_MS ?? '',
          },
        },
      }),
    ],
    test,
  };
});
