import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Visitor journeys in the machine's Chromium (CHROME_PATH or /usr/bin/chromium; Playwright's
 * own browser download is not needed) against the built site served by the real backend on a
 * throwaway embedded PostgreSQL. E2E_PORT picks the port so several runs can coexist.
 */
const root = path.resolve(__dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'pf-e2e-'));
const buildDir = process.env.FRONTEND_BUILD_DIR ?? 'build';
// The console journeys read the server's mail folder and database, and run a webhook receiver.
process.env.E2E_DATA_DIR = dataDir;
const webhookPort = port + 5;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  testIgnore: ['nginx.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'off',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node backend/dist/main.js',
    cwd: root,
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(port + 20_000),
      STATIC_DIR: `frontend/${buildDir}/client`,
      LOG_LEVEL: 'warn',
      FORM_MIN_FILL_MS: '0',
      // The console checks Origin against the public address on every write.
      PUBLIC_SITE_URL: baseURL,
      // Nothing listens here unless a journey starts its receiver: webhooks then fail and retry.
      CONTACT_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/hook`,
      ...(process.env.E2E_SERVER_ENV ? JSON.parse(process.env.E2E_SERVER_ENV) : {}),
    },
  },
});
