#!/usr/bin/env node
// Writes through the product and through the bare Fastify + pg server, on one database:
// POST /api/contact (form limits raised through configuration) and POST /rest/v1/page_views
// (anon key, row-level security), interleaved product, bare, bare, product (compare() in
// lib.mjs). After each run every 2xx answer must have its own stored row.
// Options (env): BENCH_SECONDS=10, BENCH_CONNECTIONS=10.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { compare, emit, startBackend, startBare } from './lib.mjs';

const backend = await startBackend({
  SEED_DEMO_CONTENT: 'false',
  SERVE_STATIC: 'false',
  FORM_MIN_FILL_MS: '0',
  RATE_LIMIT_FORMS_PER_WINDOW: '100000000',
  RATE_LIMIT_REST_PER_WINDOW: '100000000',
});
const db = new pg.Client({ connectionString: backend.databaseUrl });
const results = [];
let bare;
try {
  await db.connect();
  bare = await startBare(backend.databaseUrl);
  const { SUPABASE_ANON_KEY: key } = JSON.parse(await readFile(path.join(backend.dataDir, 'keys.json'), 'utf8'));

  /**
   * One slice of a write path; each 2xx (tagged by side, path and slice) must have its own row,
   * checked once the comparison is over.
   */
  const checks = [];
  const slice = (side, base, cpu, spec) => (n) => {
    const tag = `${side}${spec.kind}${n}`;
    const answered = new Set();
    checks.push(async () => {
      const stored = new Set((await db.query(spec.stored, [`${tag}-%`])).rows.map((row) => Number(row.k.split('-')[1])));
      return [...answered].filter((i) => !stored.has(i)).length;
    });
    return { ...spec, url: `${base}${spec.path}`, cpu, body: (i) => spec.body(tag, i), onAnswer: (s, _b, i) => s < 300 && answered.add(i) };
  };
  const bareCpu = backend.cpuWith(bare.pid);
  const contact = {
    kind: 'c',
    path: '/api/contact',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: (tag, i) =>
      JSON.stringify({
        name: 'Bench Visitor',
        email: `bench${i}@example.com`,
        industry: 'sales',
        message: `Benchmark message ${i}, long enough.`,
        schedule_meeting: false,
        source: 'website_contact_form',
        utm_source: `${tag}-${i}`,
      }),
    stored:
      'SELECT utm_source AS k FROM contacts c WHERE utm_source LIKE $1 AND EXISTS (SELECT 1 FROM deliveries d WHERE d.subject_id = c.id)',
  };
  const pageView = {
    kind: 'v',
    path: '/rest/v1/page_views',
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: key, authorization: `Bearer ${key}`, 'x-visitor-id': 'v_benchVisitor01' },
    body: (tag, i) =>
      JSON.stringify({ visitor_id: 'v_benchVisitor01', page_url: `http://bench/${i}`, page_title: 'Bench', utm_source: `${tag}-${i}` }),
    stored: 'SELECT utm_source AS k FROM page_views WHERE utm_source LIKE $1',
  };
  for (const spec of [contact, pageView]) {
    checks.length = 0;
    const result = await compare(`POST ${spec.path}`, slice('p', backend.base, backend.cpu, spec), slice('b', bare.base, bareCpu, spec));
    const missing = (await Promise.all(checks.map((check) => check()))).reduce((a, b) => a + b, 0);
    console.log(`  ${missing} answered writes missing from the table (product and bare)`);
    results.push({ ...result, stored: missing === 0 ? 'every 2xx stored' : `${missing} MISSING` });
  }
} finally {
  await db.end().catch(() => undefined);
  await bare?.stop();
  await backend.stop();
}
emit(results);
process.exit(results.every((r) => r.errors === 0 && r.stored === 'every 2xx stored') ? 0 : 1);
