#!/usr/bin/env node
// Throughput of POST /api/contact: `npm run bench:contact` (after `npm run build`).
// Starts the built backend (backend/dist/main.js) on a throwaway embedded PostgreSQL with the
// form rate limit raised through configuration, drives it with autocannon, prints the sustained
// rate, p50/p99 latency and errors, then checks that every 2xx answer has its stored row and
// its deliveries (with the workers on, waits until each is delivered). Options (env):
// BENCH_SECONDS=20, BENCH_CONNECTIONS=10, BENCH_WORKERS=true (delivery workers on, writing the
// staff e-mails as .eml files, as in production without SMTP).
import autocannon from 'autocannon';
import pg from 'pg';
import { connections as defaultConnections, startBackend } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? defaultConnections);
const workers = (process.env.BENCH_WORKERS ?? 'true') !== 'false';

const server = await startBackend({
  SEED_DEMO_CONTENT: 'false',
  SERVE_STATIC: 'false',
  FORM_MIN_FILL_MS: '0',
  RATE_LIMIT_FORMS_PER_WINDOW: '100000000',
  WORKER_ENABLED: String(workers),
  CONTACT_WEBHOOK_URL: '',
});
const base = server.base;
let exitCode = 0;
try {
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
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const stored = (await client.query("SELECT count(*)::int AS n FROM contacts WHERE utm_source = 'bench'")).rows[0].n;
  // Only the benchmark's own contacts (a warm-up request may have stored one more).
  const deliveries = (
    await client.query(
      "SELECT count(*)::int AS n FROM deliveries d JOIN contacts c ON c.id = d.subject_id WHERE d.kind = 'staff_email' AND c.utm_source = 'bench'",
    )
  ).rows[0].n;
  // "Delivered", not only queued: with the workers on, wait for the queue to drain (the e-mails
  // are .eml files here) and say how long it took after the load stopped.
  const drainStart = Date.now();
  const delivered = async () =>
    (
      await client.query(
        "SELECT count(*)::int AS n FROM deliveries d JOIN contacts c ON c.id = d.subject_id WHERE d.kind = 'staff_email' AND d.status = 'delivered' AND c.utm_source = 'bench'",
      )
    ).rows[0].n;
  let sent = await delivered();
  while (workers && sent < deliveries && Date.now() - drainStart < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    sent = await delivered();
  }
  await client.end();

  console.log(`sustained rate   ${(ok / seconds).toFixed(0)} req/s (2xx), ${result.requests.average.toFixed(0)} req/s average`);
  console.log(`latency          p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  console.log(`errors           ${failed} (connection errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`);
  console.log(
    `stored           ${stored} contacts and ${deliveries} staff e-mail deliveries for ${ok} 2xx answers (in-flight at the stop are stored too)`,
  );
  if (workers)
    console.log(
      `delivered        ${sent} of ${deliveries} staff e-mails, the last ${((Date.now() - drainStart) / 1000).toFixed(1)} s after the load stopped`,
    );
  // Requests still in flight when autocannon stops are stored but not counted as answers.
  const pass =
    ok / seconds >= 500 &&
    result.latency.p99 < 50 &&
    failed === 0 &&
    stored >= ok &&
    deliveries === stored &&
    (!workers || sent === deliveries);
  console.log(
    pass ? `target met (>= 500 req/s, p99 < 50 ms, 0 errors, every answer stored${workers ? ' and delivered' : ''})` : 'target NOT met',
  );
  exitCode = pass ? 0 : 1;
} finally {
  await server.stop();
}
process.exit(exitCode);
