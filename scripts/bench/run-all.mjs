#!/usr/bin/env node
// `npm run bench` (after `npm run build`): every benchmark in turn, then one summary table.
//   reads.mjs    prerendered pages and GET /api/blogs, product vs bare Fastify + pg
//   chat.mjs     POST /api/chatbot-webhook (embedded engine)
//   writes.mjs   POST /api/contact and /rest/v1/page_views, product vs bare, every 2xx stored
//   contact.mjs, page-views.mjs   the leads and analytics benchmarks with their own targets
// `npm run bench -- --profile` runs profile.mjs instead: a CPU profile of each path under load.
// Options (env): BENCH_SECONDS (10 here), BENCH_CONNECTIONS, FRONTEND_BUILD_DIR. The machine
// may be shared: the load average is printed with each row.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const env = { ...process.env, BENCH_SECONDS: process.env.BENCH_SECONDS ?? '10' };

function run(script) {
  return new Promise((resolve) => {
    console.log(`\n== ${script}`);
    const child = spawn(process.execPath, [path.join(here, script)], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/** The two older scripts print text; their rows are read from it. */
function fromText(label, out, rateLine) {
  const rate = Number(new RegExp(`${rateLine}\\s+(\\d+)`).exec(out)?.[1] ?? 0);
  const [, p50, p99] = /p50 (\d+(?:\.\d+)?) ms, p99 (\d+(?:\.\d+)?) ms/.exec(out) ?? [];
  const errors = Number(/errors\s+(\d+)/.exec(out)?.[1] ?? NaN);
  const stored = /target met/.test(out) ? 'target met' : 'target NOT met';
  return {
    label,
    rate,
    p50: Number(p50),
    p99: Number(p99),
    errors,
    bare: null,
    ratio: null,
    stored,
    load: Number(loadavg()[0].toFixed(2)),
  };
}

if (process.argv.includes('--profile')) {
  const { code } = await run('profile.mjs');
  process.exit(code);
}

const rows = [];
let failed = 0;
for (const script of ['reads.mjs', 'chat.mjs', 'writes.mjs']) {
  const { code, out } = await run(script);
  if (code !== 0) failed++;
  const line = out.split('\n').find((l) => l.startsWith('BENCH_RESULT '));
  if (line) rows.push(...JSON.parse(line.slice('BENCH_RESULT '.length)));
}
for (const [script, label, rateLine] of [
  ['contact.mjs', 'POST /api/contact (contact.mjs, workers on)', 'sustained rate'],
  ['page-views.mjs', 'POST /rest/v1/page_views (page-views.mjs)', 'insert rate'],
]) {
  const { code, out } = await run(script);
  if (code !== 0) failed++;
  rows.push(fromText(label, out, rateLine));
}

const cols = [
  'path',
  'req/s',
  'p50 ms',
  'p99 ms',
  'errors',
  'bare req/s',
  'bare/product',
  'cpu µs/req',
  'bare cpu µs',
  'cpu product/bare',
  'writes',
  'load',
];
const table = rows.map((r) =>
  [
    r.label,
    r.rate,
    r.p50,
    r.p99,
    r.errors,
    r.bare ?? '–',
    r.ratio ?? '–',
    r.cpuUs ?? '–',
    r.bareCpuUs ?? '–',
    r.cpuRatio ?? '–',
    r.stored,
    r.load,
  ].map(String),
);
const widths = cols.map((c, i) => Math.max(c.length, ...table.map((t) => t[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(`\nSummary (${env.BENCH_SECONDS} s per run, ${process.env.BENCH_CONNECTIONS ?? 'default'} connections)\n`);
console.log(line(cols));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const t of table) console.log(line(t));
process.exit(failed ? 1 : 0);
