// `npm test` (through scripts/node24.mjs, so it runs on Node 24): checks for Chromium and nginx
// first (scripts/browser-tools.mjs: found, installed, or a stop with the command to run), then
// builds and runs every check in order. The browser journeys always run; none is skipped.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowserTools } from './browser-tools.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What npm test runs, in order; the first failure stops it. */
const steps = [
  ['run', 'build'],
  ['run', 'lint'],
  ['run', 'format:check'],
  ['run', 'typecheck', '-w', 'frontend'],
  ['run', 'test:unit'],
  ['run', 'test:e2e'],
];

let tools;
try {
  tools = ensureBrowserTools();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(`Browser journeys: Chromium ${tools.CHROME_PATH}, nginx ${tools.NGINX_BIN}`);

for (const args of steps) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...tools } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
