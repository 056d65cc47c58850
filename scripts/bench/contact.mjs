#!/usr/bin/env node
// Throughput of POST /api/contact: `npm run bench:contact` (after `npm run build`).
// Starts the built backend (backend/dist/main.js) on a throwaway embedded PostgreSQL with the
// form rate limit raised through configuration, drives it with autocannon, prints the sustained
// rate, p50/p99 latency and errors, then checks that every 2xx answer has its stored row (and
// its deliveries). Options (env): BENCH_SECONDS=20, BENCH_CONNECTIONS=10, BENCH_WORKERS=true
// (delivery workers on, writing the staff e-mails as .eml files, as in production without SMTP).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const workers = (process.env.BENCH_WORKERS ?? 'true') !== 'false';

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitReady(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Backend not ready at ${url}`);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'pf-bench-'));
const [port, pgPort] = [await freePort(), await freePort()];
const server = spawn(process.execPath, [path.join(root, 'backend/dist/main.js')], {
  env: {
    ...process.env,
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    SEED_DEMO_CONTENT: 'false',
    SERVE_STATIC: 'false',
    LOG_LEVEL: 'error',
    FORM_MIN_FILL_MS: '0',
    RATE_LIMIT_FORMS_PER_WINDOW: '100000000',
    WORKER_ENABLED: String(workers),
    CONTACT_WEBHOOK_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
let exitCode = 0;
try {
  await waitReady(`${base}/readyz`);
  let n = 0;
  const body = (i) =>
    JSON.stringify({
      name: 'Bench Visitor',
      email: `bench${i}@example.com`,
      industry: 'sales',
      message: `Benchmark message number ${i}, long enough to pass validation.`,
      schedule_meeting: false,
      source: 'website_contact_form',
      utm_source: 'bench',
    });
  console.log(`POST /api/contact for ${seconds} s, ${connections} connections, delivery workers ${workers ? 'on' : 'off'}`);
  const result = await autocannon({
    url: `${base}/api/contact`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, body: body(n++) }) }],
  });
  const ok = result['2xx'];
  const failed = result.errors + result.timeouts + result.non2xx;
  const client = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${pgPort}/app` });
  await client.connect();
  const stored = (await client.query("SELECT count(*)::int AS n FROM contacts WHERE utm_source = 'bench'")).rows[0].n;
  // Only the benchmark's own contacts (a warm-up request may have stored one more).
  const deliveries = (
    await client.query(
      "SELECT count(*)::int AS n FROM deliveries d JOIN contacts c ON c.id = d.subject_id WHERE d.kind = 'staff_email' AND c.utm_source = 'bench'",
    )
  ).rows[0].n;
  await client.end();

  console.log(`sustained rate   ${(ok / seconds).toFixed(0)} req/s (2xx), ${result.requests.average.toFixed(0)} req/s average`);
  console.log(`latency          p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  console.log(`errors           ${failed} (connection errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`);
  console.log(`stored           ${stored} contacts and ${deliveries} staff e-mail deliveries for ${ok} 2xx answers (in-flight at the stop are stored too)`);
  // Requests still in flight when autocannon stops are stored but not counted as answers.
  const pass = ok / seconds >= 500 && result.latency.p99 < 50 && failed === 0 && stored >= ok && deliveries === stored;
  console.log(pass ? 'target met (>= 500 req/s, p99 < 50 ms, 0 errors, every answer stored)' : 'target NOT met');
  exitCode = pass ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
