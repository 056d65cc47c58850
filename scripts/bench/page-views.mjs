#!/usr/bin/env node
// Throughput of page-view inserts through the embedded /rest/v1: `npm run bench:pageviews`
// (after `npm run build`). Starts the built backend (backend/dist/main.js) on a throwaway
// embedded PostgreSQL, sends the request supabase-js sends for a page view (POST
// /rest/v1/page_views with the anon key, as role anon under row-level security) with
// autocannon, prints the rate, p50/p99 latency and errors, then checks that every 2xx answer
// has its own stored row. Options (env): BENCH_SECONDS=20, BENCH_CONNECTIONS=20.
import autocannon from 'autocannon';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { startBackend } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const TARGET = 1000;

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
async function cpuSeconds(pid) {
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const server = await startBackend({
  JWT_SECRET: '',
  SUPABASE_ANON_KEY: '',
  SEED_DEMO_CONTENT: 'false',
  SERVE_STATIC: 'false',
  RATE_LIMIT_REST_PER_WINDOW: '100000000',
});
const { base, dataDir } = server;
let exitCode = 0;
try {
  // Embedded mode generated its keys on first start; the anon key is what the browser gets.
  const { SUPABASE_ANON_KEY: key } = JSON.parse(await readFile(path.join(dataDir, 'keys.json'), 'utf8'));
  const visitor = 'v_benchVisitor01';
  let n = 0;
  const answered = new Set();
  const body = (i) =>
    JSON.stringify({
      visitor_id: visitor,
      page_url: `${base}/bench/${i}`,
      page_title: 'Bench',
      utm_source: 'bench',
      utm_medium: null,
      utm_campaign: null,
    });
  console.log(`POST /rest/v1/page_views for ${seconds} s, ${connections} connections`);
  const nodeCpuBefore = await cpuSeconds(server.pid);
  const result = await autocannon({
    url: `${base}/rest/v1/page_views`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: {
      'content-type': 'application/json',
      'content-profile': 'public',
      apikey: key,
      authorization: `Bearer ${key}`,
      'x-client-info': 'supabase-js/2 bench',
      'x-visitor-id': visitor,
    },
    // Each connection remembers the page it last sent, so every 2xx is matched to its own row.
    requests: [
      {
        setupRequest: (req, context) => {
          context.page = n++;
          return { ...req, body: body(context.page) };
        },
        onResponse: (status, _body, context) => {
          if (status >= 200 && status < 300) answered.add(context.page);
        },
      },
    ],
  });
  const ok = result['2xx'];
  const failed = result.errors + result.timeouts + result.non2xx;
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const nodeCpu = (await cpuSeconds(server.pid)) - nodeCpuBefore;
  const backends = await client.query("SELECT pid FROM pg_stat_activity WHERE application_name = 'rest-v1'");
  let pgCpu = 0;
  for (const { pid } of backends.rows) pgCpu += await cpuSeconds(pid);
  const { rows } = await client.query("SELECT page_url FROM page_views WHERE visitor_id = $1 AND utm_source = 'bench'", [visitor]);
  await client.end();
  const storedPages = new Set(rows.map((r) => Number(r.page_url.split('/bench/')[1])));
  const missing = [...answered].filter((page) => !storedPages.has(page));
  const rate = ok / seconds;

  console.log(`insert rate      ${rate.toFixed(0)} inserts/s (2xx), ${result.requests.average.toFixed(0)} req/s average`);
  console.log(`latency          p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  // On a shared machine the rate depends on the neighbours; CPU per insert does not.
  const perInsertMs = ((nodeCpu + pgCpu) / Math.max(1, ok)) * 1000;
  console.log(
    `cpu              ${((nodeCpu / Math.max(1, ok)) * 1e6).toFixed(0)} µs node + ${((pgCpu / Math.max(1, ok)) * 1e6).toFixed(0)} µs postgres per insert = ${(1000 / perInsertMs).toFixed(0)} inserts per CPU-second`,
  );
  console.log(`errors           ${failed} (connection errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`);
  // Requests still in flight when autocannon stops are stored but not counted, so rows >= 2xx.
  console.log(`stored           ${rows.length} rows for ${answered.size} 2xx answers; ${missing.length} answered page view(s) missing`);
  const stored = missing.length === 0 && storedPages.size === rows.length && answered.size === ok;
  const pass = rate >= TARGET && failed === 0 && stored;
  console.log(pass ? `target met (>= ${TARGET} inserts/s, 0 errors, every 2xx stored)` : 'target NOT met');
  exitCode = pass ? 0 : 1;
} finally {
  await server.stop();
}
process.exit(exitCode);
