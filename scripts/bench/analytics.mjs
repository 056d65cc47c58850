#!/usr/bin/env node
// Console analytics dashboard at scale: `npm run bench:analytics` (after `npm run build`).
// Starts the built backend on a throwaway embedded PostgreSQL (migrations applied, so the
// dashboard's columns and indexes are the real ones), seeds 1,000,000 page views over 90 days
// (~150,000 visitors, visits of 1-8 views, UTM on some landings, 6 browsers/devices, 2,000
// leads), then times each dashboard panel's query as the console runs it (the compiled
// analytics-panels.js on a Prisma client), for 30 days with no filter, a page filter and a source
// filter, and prints p50 / p95 per panel. Target: p95 < 300 ms for 30 days.
// Options (env): BENCH_VIEWS=1000000, BENCH_RUNS=20 (per panel and filter).
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { root, startBackend } from './lib.mjs';

const require = createRequire(import.meta.url);
const VIEWS = Number(process.env.BENCH_VIEWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const TARGET_P95_MS = 300;

async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', (error) => console.error('seed connection:', error.message));
  await client.connect();
  const started = performance.now();
  const visitors = Math.round(VIEWS / 6.5);
  const agents = [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0',
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ];
  await client.query(`INSERT INTO website_visitors (visitor_id, user_agent, referrer_url, created_at)
    SELECT 'v_bench' || g, ($2::text[])[1 + g % 6],
      (ARRAY[NULL, 'https://www.google.com/', 'https://www.linkedin.com/feed/', 'https://duckduckgo.com/', NULL, 'https://news.example.ca/ai'])[1 + g % 6],
      now() - make_interval(secs => (g * 7919) % (90 * 86400))
    FROM generate_series(1, $1) g`, [visitors, agents]);
  // The benchmark writes visit_start itself (as the trigger would), a million rows at once.
  await client.query(`SET session_replication_role = replica`);
  const paths = ['/', '/about', '/services', '/solutions', '/products', '/contact', '/blog', '/careers', '/content', '/privacy-policy',
    ...['Healthcare', 'Restaurants', 'RealEstate', 'SalesMarketing', 'HRWorkforce', 'Salons', 'Clinics', 'SocialMedia'].map((s) => `/services/${s}`),
    ...Array.from({ length: 22 }, (_, i) => `/content/article-${i + 1}`)];
  // In chunks of 100,000 rows: one statement per chunk keeps each transaction short.
  const CHUNK = 100_000;
  for (let first = 1; first <= VIEWS; first += CHUNK) {
    await client.query(`
      INSERT INTO page_views (visitor_id, page_url, page_title, utm_source, utm_medium, utm_campaign, created_at, visit_start, language)
      SELECT 'v_bench' || (1 + (g::bigint * 48271) % $1), 'https://prairieflow.example' || ($2::text[])[1 + (g * 31 + g / 7) % ${paths.length}], 'Page',
        CASE WHEN g % 7 = 0 AND g % 3 = 0 THEN (ARRAY['newsletter','linkedin','google','partner'])[1 + g % 4] END,
        CASE WHEN g % 7 = 0 AND g % 3 = 0 THEN (ARRAY['email','social','cpc','referral'])[1 + g % 4] END,
        CASE WHEN g % 7 = 0 AND g % 3 = 0 THEN (ARRAY['fall-launch','clinics-2026','webinar'])[1 + g % 3] END,
        now() - make_interval(secs => (g * 7) % (90 * 86400)), g % 3 = 0, CASE WHEN g % 4 = 0 THEN 'fr' ELSE 'en' END
      FROM generate_series($3::int, $4::int) g`, [visitors, paths, first, Math.min(VIEWS, first + CHUNK - 1)]);
  }
  await client.query(`INSERT INTO contacts (name, email, industry, message, source, visitor_id, utm_source, created_at)
    SELECT 'Bench ' || g, 'bench' || g || '@example.com', 'healthcare', 'Benchmark lead number ' || g, 'website_contact_form',
      'v_bench' || (1 + g * 61 % $1), (ARRAY[NULL,'newsletter','linkedin','google'])[1 + g % 4], now() - make_interval(secs => (g * 3889) % (90 * 86400))
    FROM generate_series(1, 2000) g`, [visitors]);
  await client.query(`SET session_replication_role = origin`);
  await client.query('VACUUM ANALYZE');
  const { rows } = await client.query(`SELECT count(*)::int AS n, count(*) FILTER (WHERE created_at > now() - interval '30 days')::int AS month FROM page_views`);
  await client.end();
  console.log(`seeded ${rows[0].n.toLocaleString('en-CA')} page views (${rows[0].month.toLocaleString('en-CA')} in the last 30 days) and ${visitors.toLocaleString('en-CA')} visitors in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const server = await startBackend({ SEED_DEMO_CONTENT: 'false' });
let prisma;
try {
  await seed(server.databaseUrl);
  const { PrismaService } = require(path.join(root, 'backend/dist/prisma/prisma.service.js'));
  const { panels } = require(path.join(root, 'backend/dist/admin/analytics/analytics-panels.js'));
  const { periodOf } = require(path.join(root, 'backend/dist/admin/analytics/analytics-period.js'));
  prisma = new PrismaService({ DATABASE_URL: server.databaseUrl, DATABASE_POOL_SIZE: 4 });
  await prisma.$connect();
  const filters = [{}, { page: '/services/Healthcare' }, { source: 'linkedin' }];
  const results = [];
  for (const range of ['30d', '7d', '90d']) {
    const period = periodOf({ range });
    const names = Object.keys(panels(prisma, period, {}));
    console.log(`\n${range}${range === '30d' ? ' (target)' : ''}: ${RUNS} runs per panel, each with no filter, a page filter and a source filter in turn`);
    for (const name of names) {
      const samples = [];
      const runs = range === '30d' ? RUNS : Math.ceil(RUNS / 4);
      await panels(prisma, period, {})[name](); // warm-up: connection and plan caches, as on a running server
      for (let i = 0; i < runs; i += 1) {
        const panel = panels(prisma, period, filters[i % filters.length])[name];
        const started = performance.now();
        await panel();
        samples.push(performance.now() - started);
      }
      samples.sort((a, b) => a - b);
      const [p50, p95] = [50, 95].map((p) => percentile(samples, p));
      if (range === '30d') results.push(p95);
      console.log(`  ${name.padEnd(12)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms`);
    }
  }
  const worst = Math.max(...results);
  console.log(`\nworst 30-day panel p95 ${worst.toFixed(1)} ms with ${VIEWS.toLocaleString('en-CA')} page views: ${worst < TARGET_P95_MS ? 'PASS' : 'FAIL'} (target < ${TARGET_P95_MS} ms)`);
  process.exitCode = worst < TARGET_P95_MS ? 0 : 1;
} finally {
  await prisma?.$disconnect();
  await server.stop();
}
