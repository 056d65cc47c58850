#!/usr/bin/env node
// `npm run bench -- --profile` (after `npm run build`): where the backend's CPU goes on each
// benchmarked path. Starts the built backend with the inspector on a loopback port, and for each
// path records a CPU profile (Chrome DevTools protocol, Profiler domain) only while autocannon
// drives it, so start-up work is not in it. Prints, per path, the top functions by self time
// and the same time summed per package (node_modules/<name>, the backend's own code, Node
// itself), and keeps each profile as $TMPDIR/prairieflow-profiles/<path>.cpuprofile (open it in Chrome
// DevTools → Performance, or speedscope). PostgreSQL's own CPU is not in these profiles.
// Options (env): PROFILE_SECONDS (5), BENCH_CONNECTIONS, PROFILE_TOP (15), PROFILE_PATHS
// (a comma-separated subset of the labels below, e.g. "blogs,contact").
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drive, freePort, root, startBackend } from './lib.mjs';

const top = Number(process.env.PROFILE_TOP ?? 15);
const outDir = path.join(tmpdir(), 'prairieflow-profiles');
const only = process.env.PROFILE_PATHS?.split(',').map((s) => s.trim());

/** A minimal DevTools protocol client over the inspector's WebSocket. */
async function inspector(port) {
  const [{ webSocketDebuggerUrl }] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const ws = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let id = 0;
  const pending = new Map();
  ws.onmessage = ({ data }) => {
    const message = JSON.parse(data);
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result);
  };
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        pending.set(++id, { resolve, reject });
        ws.send(JSON.stringify({ id, method, params }));
      }),
    close: () => ws.close(),
  };
}

/** Where a function lives, short: a package name, backend/dist/<file>, or node:<internal>. */
function owner(url) {
  if (!url) return '(native / V8)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node (built-in modules)';
  const local = url.replace(/^file:\/\//, '').replace(`${root}/`, '');
  return local.startsWith('backend/dist/') ? 'backend (own code)' : local.split('/').slice(0, 2).join('/');
}

/** Self time per function and per owner, from the samples and their time deltas. */
function selfTimes(profile) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const fns = new Map();
  const owners = new Map();
  let total = 0;
  profile.samples.forEach((nodeId, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const { callFrame: f } = byNode.get(nodeId);
    total += dt;
    const where = f.url ? `${f.url.replace(/^file:\/\//, '').replace(`${root}/`, '')}:${f.lineNumber + 1}` : '';
    const key = `${f.functionName || '(anonymous)'}  ${where}`;
    fns.set(key, (fns.get(key) ?? 0) + dt);
    const who = ['(idle)', '(program)', '(garbage collector)'].includes(f.functionName) ? f.functionName : owner(f.url);
    owners.set(who, (owners.get(who) ?? 0) + dt);
  });
  const rank = (m) => [...m].sort((a, b) => b[1] - a[1]);
  return { total, fns: rank(fns), owners: rank(owners) };
}

function report(label, profile, requests) {
  const { total, fns, owners } = selfTimes(profile);
  const idle = owners.find(([k]) => k === '(idle)')?.[1] ?? 0;
  const busy = total - idle;
  const pct = (us) => `${((100 * us) / Math.max(1, busy)).toFixed(1).padStart(5)}%`;
  console.log(
    `\n-- ${label}: ${(busy / 1000).toFixed(0)} ms on CPU of ${(total / 1000).toFixed(0)} ms (${requests ? (busy / requests).toFixed(0) : '?'} µs per 2xx answer)`,
  );
  console.log('   by package (self time, % of CPU time):');
  for (const [who, us] of owners.filter(([k]) => k !== '(idle)').slice(0, 10)) console.log(`   ${pct(us)}  ${who}`);
  console.log(`   top ${top} functions by self time:`);
  for (const [fn, us] of fns.filter(([k]) => !k.startsWith('(idle)')).slice(0, top)) console.log(`   ${pct(us)}  ${fn}`);
}

const contactBody = (i) =>
  JSON.stringify({
    name: 'Bench Visitor',
    email: `bench${i}@example.com`,
    industry: 'sales',
    message: `Benchmark message ${i}, long enough.`,
    schedule_meeting: false,
    source: 'website_contact_form',
    utm_source: 'bench',
  });

const limits = { FORM_MIN_FILL_MS: '0', RATE_LIMIT_FORMS_PER_WINDOW: '100000000', RATE_LIMIT_REST_PER_WINDOW: '100000000' };
/** Each server runs its paths in turn; the second one has the delivery workers on. */
const servers = [
  {
    env: limits,
    paths: [
      { name: 'home', label: 'GET /', url: '/' },
      { name: 'blogs', label: 'GET /api/blogs?page=1&limit=9', url: '/api/blogs?page=1&limit=9' },
      { name: 'jobs', label: 'GET /api/jobs?language=fr', url: '/api/jobs?language=fr' },
      { name: 'contact', label: 'POST /api/contact (workers off)', url: '/api/contact', method: 'POST', body: contactBody },
      { name: 'page-views', label: 'POST /rest/v1/page_views', url: '/rest/v1/page_views', method: 'POST', pageView: true },
    ],
  },
  {
    env: { ...limits, WORKER_ENABLED: 'true', SEED_DEMO_CONTENT: 'false', CONTACT_WEBHOOK_URL: '' },
    paths: [{ name: 'contact-workers', label: 'POST /api/contact (workers on)', url: '/api/contact', method: 'POST', body: contactBody }],
  },
];

await mkdir(outDir, { recursive: true });
for (const server of servers) {
  const paths = server.paths.filter((p) => !only || only.includes(p.name));
  if (paths.length === 0) continue;
  const port = await freePort();
  const backend = await startBackend(server.env, { nodeArgs: [`--inspect=127.0.0.1:${port}`] });
  const devtools = await inspector(port);
  try {
    const { SUPABASE_ANON_KEY: key } = JSON.parse(await readFile(path.join(backend.dataDir, 'keys.json'), 'utf8'));
    await devtools.send('Profiler.enable');
    await devtools.send('Profiler.setSamplingInterval', { interval: 200 });
    for (const p of paths) {
      const headers = p.pageView
        ? { 'content-type': 'application/json', apikey: key, authorization: `Bearer ${key}`, 'x-visitor-id': 'v_benchVisitor01' }
        : p.method === 'POST'
          ? { 'content-type': 'application/json' }
          : {};
      const body = p.pageView
        ? (i) => JSON.stringify({ visitor_id: 'v_benchVisitor01', page_url: `http://bench/${i}`, page_title: 'Bench' })
        : p.body;
      // A short warm-up first, so the profile shows the steady state (JIT, caches, pools).
      await drive(`${p.label} (warm-up)`, { url: `${backend.base}${p.url}`, method: p.method, headers, body, seconds: 1 });
      await devtools.send('Profiler.start');
      const result = await drive(p.label, {
        url: `${backend.base}${p.url}`,
        method: p.method,
        headers,
        body,
        seconds: Number(process.env.PROFILE_SECONDS ?? 5),
      });
      const { profile } = await devtools.send('Profiler.stop');
      await writeFile(path.join(outDir, `${p.name}.cpuprofile`), JSON.stringify(profile));
      report(p.label, profile, result.ok);
    }
  } finally {
    devtools.close();
    await backend.stop();
  }
}
console.log(`\nProfiles kept in ${outDir}/ (open in Chrome DevTools or speedscope).`);
