import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import base from './playwright.config';

/**
 * The same journeys through Debian's nginx running the project's nginx templates, as the compose
 * `web` service does: static files and SPA fallback from nginx, /api and /rest/v1 proxied.
 */
const root = path.resolve(__dirname, '..');
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 3180);
// Specs that reach the run's database tell an nginx run by this (demos.spec.ts).
process.env.E2E_NGINX_PORT = String(nginxPort);
const backendPort = nginxPort + 1;
const buildDir = process.env.FRONTEND_BUILD_DIR ?? 'build';
const dataDir = mkdtempSync(path.join(tmpdir(), 'pf-e2e-nginx-'));
const baseURL = `http://127.0.0.1:${nginxPort}`;

export default defineConfig({
  ...base,
  testMatch: ['layout.spec.ts', 'nginx.spec.ts', 'security-headers.spec.ts', 'demos.spec.ts', 'no-script.spec.ts'],
  testIgnore: [],
  use: { ...base.use, baseURL },
  webServer: [
    {
      command: 'node backend/dist/main.js',
      cwd: root,
      url: `http://127.0.0.1:${backendPort}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...process.env,
        PORT: String(backendPort),
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(backendPort + 20_000),
        SERVE_STATIC: 'false',
        TRUST_PROXY: '127.0.0.1',
        // The address visitors use (nginx): the browser's /rest/v1 URL and links come from it.
        PUBLIC_SITE_URL: baseURL,
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: `node e2e/support/nginx.mjs ${nginxPort} ${backendPort} frontend/${buildDir}/client`,
      cwd: root,
      url: `${baseURL}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
