#!/usr/bin/env node
// Console analytics dashboard at scale: `npm run bench:analytics` (after `npm run build`).
// Starts the built backend on a throwaway embedded PostgreSQL (migrations applied, so the
// rollup tables, triggers and fold function are the real ones), seeds 1,000,000 page views over
// 90 days the way a site sees them (analytics-seed.mjs: ~150,000 visitors coming back at random,
// visits of 1-8 views, popular and rare pages, UTM on some landings, 10 browsers/devices, 8
// referrers, 2,000 leads), folds that history into the rollups (timed), folds a busy minute of
// new views (timed), then times each dashboard panel's query as the console runs it (the
// compiled analytics-panels.js on a Prisma client) for 30 days with no filter, a page filter and
// a source filter in turn, and prints p50 / p95 per panel. Target: p95 < 300 ms for 30 days.
// Options (env): BENCH_VIEWS=1000000, BENCH_RUNS=21 (per panel, a third with each filter).
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { busyMinute, seedAnalytics } from './analytics-seed.mjs';
import { root, startBackend } from './lib.mjs';

const require = createRequire(import.meta.url);
const VIEWS = Number(process.env.BENCH_VIEWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const TARGET_P95_MS = 300;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const server = await startBackend({ SEED_DEMO_CONTENT: 'false' });
let prisma;
try {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  client.on('error', (error) => console.error('seed connection:', error.message));
  await client.connect();
  await seedAnalytics(client, VIEWS);

  const { PrismaService } = require(path.join(root, 'backend/dist/prisma/prisma.service.js'));
  const { AnalyticsRollupsService } = require(path.join(root, 'backend/dist/admin/analytics/analytics-rollups.service.js'));
  const { panels } = require(path.join(root, 'backend/dist/admin/analytics/analytics-panels.js'));
  const { periodOf } = require(path.join(root, 'backend/dist/admin/analytics/analytics-period.js'));
  prisma = new PrismaService({ DATABASE_URL: server.databaseUrl, DATABASE_POOL_SIZE: 4 });
  await prisma.$connect();
  const rollups = new AnalyticsRollupsService(prisma, { WORKER_ENABLED: false });

  // What an upgrade does once: the migration logged every stored view; fold them all.
  let started = performance.now();
  await client.query(
    `INSERT INTO page_view_changes (page_view_id, visitor_id, day) SELECT id, visitor_id, (created_at AT TIME ZONE 'UTC')::date FROM page_views ORDER BY created_at`,
  );
  const folded = await rollups.foldAll();
  await client.query('VACUUM ANALYZE page_view_rollups');
  await client.query('VACUUM ANALYZE page_view_changes');
  const {
    rows: [size],
  } = await client.query(
    `SELECT count(*)::int AS n, pg_size_pretty(pg_total_relation_size('page_view_rollups')) AS bytes FROM page_view_rollups`,
  );
  console.log(
    `folded the history (${folded.toLocaleString('en-CA')} views) into ${size.n.toLocaleString('en-CA')} rollup rows (${size.bytes}) in ${seconds(performance.now() - started)}`,
  );

  // What happens every minute: the views stored since the last fold, through the triggers.
  const minute = await busyMinute(client);
  started = performance.now();
  await rollups.foldAll();
  console.log(`folded a busy minute (${minute.toLocaleString('en-CA')} new views) in ${(performance.now() - started).toFixed(0)} ms`);
  await client.end();

  const filters = [{}, { page: '/services/Healthcare' }, { source: 'linkedin' }];
  const results = [];
  const custom = {
    range: 'custom',
    from: new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10),
    to: new Date(Date.now() - 31 * 86_400_000).toISOString().slice(0, 10),
  };
  for (const [label, query] of [
    ['30d', { range: '30d' }],
    ['7d', { range: '7d' }],
    ['90d', { range: '90d' }],
    ['custom 30 days ending a month ago', custom],
  ]) {
    const period = periodOf(query);
    const runs = label === '30d' ? RUNS : Math.ceil(RUNS / 3);
    console.log(
      `\n${label}${label === '30d' ? ' (target)' : ''}: ${runs} runs per panel, with no filter, a page filter and a source filter in turn`,
    );
    for (const name of Object.keys(panels(prisma, period, {}))) {
      const samples = [];
      await panels(prisma, period, {})[name](); // warm-up: connection and plan caches, as on a running server
      for (let i = 0; i < runs; i += 1) {
        const panel = panels(prisma, period, filters[i % filters.length])[name];
        const at = performance.now();
        await panel();
        samples.push(performance.now() - at);
      }
      samples.sort((a, b) => a - b);
      const [p50, p95] = [50, 95].map((p) => percentile(samples, p));
      if (label === '30d') results.push(p95);
      console.log(`  ${name.padEnd(12)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms`);
    }
  }
  const worst = Math.max(...results);
  console.log(
    `\nworst 30-day panel p95 ${worst.toFixed(1)} ms with ${VIEWS.toLocaleString('en-CA')} page views: ${worst < TARGET_P95_MS ? 'PASS' : 'FAIL'} (target < ${TARGET_P95_MS} ms)`,
  );
  process.exitCode = worst < TARGET_P95_MS ? 0 : 1;
} finally {
  await prisma?.$disconnect();
  await server.stop();
}
