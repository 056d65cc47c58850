#!/usr/bin/env node
// Console inbox latency with 100,000 leads: `npm run bench:inbox` (after `npm run build`).
// Starts the built backend on a throwaway embedded PostgreSQL, stores 100,000 leads of all four
// kinds straight into their tables (the triggers file them in the inbox, as for real ones),
// creates and signs in an admin through the real CLI and API, then times the inbox's list,
// filter, sort and search requests one after another (the latency an operator feels, HTTP
// included) and prints p50 / p95 / p99 per request. Target: p95 < 100 ms.
// Options (env): BENCH_LEADS=100000, BENCH_REQUESTS=150 (per request kind).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { TOTP } from 'otpauth';
import pg from 'pg';
import { root, startBackend } from './lib.mjs';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 150);
const TARGET_P95_MS = 100;
const ORIGIN = 'http://127.0.0.1:3000';

async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const share = (f) => Math.round(LEADS * f);
  const started = performance.now();
  // Names and companies from small word lists, so searches hit hundreds of rows, not one.
  await client.query(`
    CREATE TEMP TABLE words AS SELECT * FROM (VALUES ('Ada'),('Grace'),('Alan'),('Nora'),('Omar'),('Mei'),('Ravi'),('Lena'),('Jon'),('Ines')) f(first),
      (VALUES ('Lovelace'),('Hopper'),('Turing'),('Singh'),('Tremblay'),('Roy'),('Nguyen'),('Martin'),('Gagnon'),('Wong')) l(last)`);
  const person = `(SELECT first || ' ' || last FROM words OFFSET (g % 100) LIMIT 1)`;
  const company = `(ARRAY['Prairie','Maple','Northern','Aurora','Granite','Willow','Harbour','Summit'])[1 + g % 8] || ' ' || (ARRAY['Clinics','Dental','Realty','Bistro','Salon','Staffing','Foods','Spa'])[1 + (g / 8) % 8] || ' ' || (g % 500)`;
  const when = `now() - make_interval(secs => (g * 317) % (365 * 86400))`;
  await client.query(
    `INSERT INTO contacts (name, email, company, industry, message, source, utm_source, is_spam, created_at)
    SELECT ${person}, 'lead' || g || '@example.com', ${company}, (ARRAY['healthcare','restaurant','realestate','sales','hr','salons','other'])[1 + g % 7],
      'Benchmark message number ' || g, 'website_contact_form', CASE WHEN g % 3 = 0 THEN 'linkedin' END, g % 20 = 0, ${when}
    FROM generate_series(1, $1) g`,
    [share(0.7)],
  );
  await client.query(
    `INSERT INTO demo_requests (name, email, company, industry, source, created_at)
    SELECT ${person}, 'demo' || g || '@example.com', ${company}, 'sales', 'website_demo_request', ${when} FROM generate_series(1, $1) g`,
    [share(0.15)],
  );
  await client.query(
    `INSERT INTO chat_leads (kind, email, visitor_id, session_id, message, created_at)
    SELECT 'email', 'chat' || g || '@example.com', 'v_bench' || g, 'abcdefghij', 'my mail is chat' || g, ${when} FROM generate_series(1, $1) g`,
    [share(0.1)],
  );
  await client.query(
    `INSERT INTO newsletter_subscribers (email, unsubscribe_token, consent_text_version, created_at)
    SELECT 'reader' || g || '@example.com', 'bench-' || g, 'v1', ${when} FROM generate_series(1, $1) g`,
    [LEADS - share(0.7) - share(0.15) - share(0.1)],
  );
  await client.query('ANALYZE');
  const { rows } = await client.query('SELECT count(*)::int AS n FROM leads');
  await client.end();
  console.log(`seeded ${rows[0].n.toLocaleString('en-CA')} leads in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function signIn(base, databaseUrl) {
  const email = 'bench-admin@prairieflow.example';
  const out = execFileSync(process.execPath, [path.join(root, 'backend/dist/cli/admin.js'), 'user', 'add', email, '--role', 'admin'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  const token = /#([A-Za-z0-9_-]{43})/.exec(out)[1];
  const post = (p, body) =>
    fetch(`${base}/api/admin/${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify(body),
    });
  const { secret } = await (await post('enrolment/start', { token })).json();
  const totp = (steps) =>
    new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });
  await post('enrolment/finish', { token, password: 'prairie wheat fields at dusk', code: totp(0) });
  const res = await post('session', { email, password: 'prairie wheat fields at dusk', code: totp(1) });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers.get('set-cookie').split(';')[0];
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function time(base, cookie, label, urls) {
  const samples = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const url = urls(i);
    const started = performance.now();
    const res = await fetch(`${base}/api/admin/leads${url}`, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${label}: HTTP ${res.status} for ${url}`);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(samples, p).toFixed(1));
  console.log(`${label.padEnd(46)} p50 ${p50.padStart(6)} ms   p95 ${p95.padStart(6)} ms   p99 ${p99.padStart(6)} ms`);
  return Number(p95);
}

const server = await startBackend({ SEED_DEMO_CONTENT: 'false' });
try {
  await seed(server.databaseUrl);
  const cookie = await signIn(server.base, server.databaseUrl);
  const day = (ago) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  const companies = ['prairie clinics', 'maple realty 4', 'aurora', 'granite spa 12', 'harbour'];
  const p95s = [
    await time(server.base, cookie, 'list, newest first (page 1..20)', (i) => `?page=${1 + (i % 20)}`),
    await time(server.base, cookie, 'filter kind=demo & status=new', (i) => `?kind=demo&status=new&page=${1 + (i % 5)}`),
    await time(server.base, cookie, 'filter last 30 days', () => `?from=${day(30)}&to=${day(0)}`),
    await time(server.base, cookie, 'status=spam, sorted by name', () => `?status=spam&sort=name&dir=asc`),
    await time(server.base, cookie, 'sorted by company, deep page', (i) => `?sort=company&dir=desc&page=${100 + i}`),
    await time(
      server.base,
      cookie,
      'sorted by industry, then by source',
      (i) => `?sort=${i % 2 ? 'source' : 'industry'}&dir=${i % 4 < 2 ? 'asc' : 'desc'}&page=${1 + (i % 10)}`,
    ),
    await time(server.base, cookie, 'search company (trigram)', (i) => `?q=${encodeURIComponent(companies[i % companies.length])}`),
    await time(server.base, cookie, 'search e-mail', (i) => `?q=lead${1000 + i * 37}@`),
    await time(server.base, cookie, 'search name + kind filter', (i) => `?q=${['hopper', 'nora', 'singh'][i % 3]}&kind=contact`),
  ];
  const worst = Math.max(...p95s);
  console.log(
    `\nworst p95 ${worst.toFixed(1)} ms with ${LEADS.toLocaleString('en-CA')} leads: ${worst < TARGET_P95_MS ? 'PASS' : 'FAIL'} (target < ${TARGET_P95_MS} ms)`,
  );
  process.exitCode = worst < TARGET_P95_MS ? 0 : 1;
} finally {
  await server.stop();
}
