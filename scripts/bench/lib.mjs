// Shared by the benchmark scripts: start the built backend (embedded PostgreSQL, throwaway data
// folder) or the bare comparison server, drive a path with autocannon, print one line per run,
// and hand run-all.mjs a machine-readable summary (the BENCH_RESULT line).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const staticDir = `frontend/${process.env.FRONTEND_BUILD_DIR ?? 'build'}/client`;

export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitReady(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Not ready at ${url}`);
}

function stopper(child, cleanup = async () => undefined) {
  return async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await cleanup();
  };
}

/**
 * The built backend on a fresh embedded PostgreSQL (seeded demo content unless told otherwise).
 * `nodeArgs` go to its Node only (profile.mjs passes --inspect), not to the processes it starts.
 */
export async function startBackend(env = {}, { nodeArgs = [] } = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pf-bench-'));
  const [port, pgPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'backend/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'error',
      WORKER_ENABLED: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitReady(`${base}/readyz`);
  return {
    base,
    dataDir,
    pid: child.pid,
    /** The server's Node and every process of its PostgreSQL (for CPU per request). */
    /** CPU seconds used so far by this server's Node and its PostgreSQL. */
    cpu: async () => (await cpuSeconds(child.pid)) + (await postgresCpu(dataDir)),
    postgresCpu: () => postgresCpu(dataDir),
    /** The same for another server on this database (the bare one). */
    cpuWith: (pid) => async () => (await cpuSeconds(pid)) + (await postgresCpu(dataDir)),
    databaseUrl: `postgresql://postgres:postgres@127.0.0.1:${pgPort}/app`,
    stop: stopper(child, () => rm(dataDir, { recursive: true, force: true })),
  };
}

/** The comparison server (bare/server.mjs): Fastify and pg on the same database, nothing else. */
export async function startBare(databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench/bare/server.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, STATIC_DIR: path.join(root, staticDir) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitReady(`${base}/readyz`, 30_000);
  return { base, pid: child.pid, stop: stopper(child) };
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux; 0 elsewhere); with
 * `reaped`, also what its children that have exited used (cutime + cstime).
 */
async function cpuSeconds(pid, reaped = false) {
  try {
    const f = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12]) + (reaped ? Number(f[13]) + Number(f[14]) : 0)) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU used so far by the embedded PostgreSQL: the postmaster with its exited children, plus its
 * live children (connections, autovacuum). A backend that exits moves from the second sum into
 * the first, so nothing is lost or counted twice between two readings.
 */
async function postgresCpu(dataDir) {
  try {
    const postmaster = Number((await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    let total = await cpuSeconds(postmaster, true);
    for (const entry of await readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
      if (Number(stat.split(') ')[1]?.split(' ')[1]) === postmaster) total += await cpuSeconds(Number(entry));
    }
    return total;
  } catch {
    return 0;
  }
}

/**
 * Drives one path for BENCH_SECONDS. `body(i)` gives the i-th request body; `onAnswer(status,
 * body, i)` sees every answer (to match accepted writes with stored rows afterwards).
 */
export async function drive(label, { url, method = 'GET', headers = {}, body, onAnswer, seconds: duration = seconds, cpu }) {
  let n = 0;
  const requests =
    body || onAnswer
      ? [
          {
            setupRequest: (req, context) => {
              context.i = n++;
              return body ? { ...req, body: body(context.i) } : req;
            },
            onResponse: (status, resBody, context) => onAnswer?.(status, resBody, context.i),
          },
        ]
      : undefined;
  const load = loadavg()[0];
  const cpuBefore = cpu ? await cpu() : 0;
  const r = await autocannon({ url, method, headers, connections, duration, requests });
  const cpuUsed = cpu ? (await cpu()) - cpuBefore : 0;
  const result = {
    label,
    rate: Math.round(r['2xx'] / duration),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    ok: r['2xx'],
    /** Server + PostgreSQL CPU per answer: unlike the rate, it hardly depends on the neighbours. */
    cpuUs: cpu && r['2xx'] ? Math.round((cpuUsed / r['2xx']) * 1e6) : null,
    load: Number(((load + loadavg()[0]) / 2).toFixed(2)),
  };
  const cpuText = result.cpuUs === null ? '' : `  cpu ${result.cpuUs} µs/req`;
  console.log(
    `${label.padEnd(44)} ${String(result.rate).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.errors}${cpuText}  (load ${result.load})`,
  );
  return result;
}

/**
 * Product against bare on one path, after a second's warm-up of each, interleaved A B B A in
 * half-length slices, so a neighbour's load that rises or falls during the run weighs on both
 * alike. Returns the product's figures
 * (rate over both slices, mean p50, worst p99) with the bare rate, the ratio bare ÷ product, and
 * the CPU ratio product ÷ bare (server + PostgreSQL CPU per answer).
 */
export async function compare(label, product, bare) {
  const half = Math.max(1, seconds / 2);
  const runs = { product: [], bare: [] };
  // One unmeasured second each first: JIT, pools and caches warm, as in a server that has run a while.
  for (const [given, name] of [
    [product, 'product'],
    [bare, 'bare'],
  ]) {
    const spec = typeof given === 'function' ? given('w') : given;
    await drive(`${label} (${name} warm-up)`, { ...spec, seconds: 1, cpu: undefined });
  }
  for (const [slice, side] of ['product', 'bare', 'bare', 'product'].entries()) {
    // A spec may be a function of the slice (writes tag each slice's rows apart).
    const given = side === 'product' ? product : bare;
    const spec = typeof given === 'function' ? given(slice) : given;
    runs[side].push(await drive(`${label} (${side === 'product' ? 'product' : 'bare Fastify + pg'})`, { ...spec, seconds: half }));
  }
  const merge = (rs) => ({
    rate: Math.round(rs.reduce((a, r) => a + r.ok, 0) / (half * rs.length)),
    ok: rs.reduce((a, r) => a + r.ok, 0),
    p50: Number((rs.reduce((a, r) => a + r.p50, 0) / rs.length).toFixed(1)),
    p99: Math.max(...rs.map((r) => r.p99)),
    errors: rs.reduce((a, r) => a + r.errors, 0),
    cpuUs: rs.every((r) => r.cpuUs !== null)
      ? Math.round(
          rs.reduce((a, r) => a + r.cpuUs * r.ok, 0) /
            Math.max(
              1,
              rs.reduce((a, r) => a + r.ok, 0),
            ),
        )
      : null,
    load: Number((rs.reduce((a, r) => a + r.load, 0) / rs.length).toFixed(2)),
  });
  const p = merge(runs.product);
  const b = merge(runs.bare);
  const result = {
    label: `${label} (product)`,
    ...p,
    bare: b.rate,
    ratio: Number((b.rate / Math.max(1, p.rate)).toFixed(2)),
    bareCpuUs: b.cpuUs,
    cpuRatio: p.cpuUs && b.cpuUs ? Number((p.cpuUs / b.cpuUs).toFixed(2)) : null,
  };
  console.log(
    `  => product ${p.rate} req/s, bare ${b.rate} req/s, bare ÷ product ${result.ratio}; cpu ${p.cpuUs ?? '?'} vs ${b.cpuUs ?? '?'} µs/req, product ÷ bare ${result.cpuRatio ?? '?'}`,
  );
  return result;
}

/** The line run-all.mjs reads. */
export function emit(results) {
  console.log(`BENCH_RESULT ${JSON.stringify(results)}`);
}
