import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The end-to-end tests drive Debian's Chromium against `npm start` on its own port and a fresh DATA_DIR.
// E2E_BASE_URL points the tests at an instance that is already running (handy while developing).
const port = Number(process.env.E2E_PORT ?? 8797);
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: external
    ? undefined
    : {
        command: 'npm start',
        url: `${baseURL}/api/common/locations/`,
        timeout: 240_000,
        reuseExistingServer: false,
        env: {
          PORT: String(port),
          DATA_DIR: process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'social-loop-e2e-')),
        },
        stdout: 'pipe',
      },
});
