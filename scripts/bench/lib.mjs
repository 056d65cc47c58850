// Shared by the benchmark scripts: start the built backend (embedded PostgreSQL, throwaway data
// folder) or the bare comparison server, drive a path with autocannon, print one line per run,
// and hand run-all.mjs a machine-readable summary (the BENCH_RESULT line).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
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
    if (await fetch(url).then((r) => r.ok, () => false)) return;
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
  return { base, stop: stopper(child) };
}

/**
 * Drives one path for BENCH_SECONDS. `body(i)` gives the i-th request body; `onAnswer(status,
 * body, i)` sees every answer (to match accepted writes with stored rows afterwards).
 */
export async function drive(label, { url, method = 'GET', headers = {}, body, onAnswer, seconds: duration = seconds }) {
  let n = 0;
  const requests = body || onAnswer
    ? [{
        setupRequest: (req, context) => {
          context.i = n++;
          return body ? { ...req, body: body(context.i) } : req;
        },
        onResponse: (status, resBody, context) => onAnswer?.(status, resBody, context.i),
      }]
    : undefined;
  const load = loadavg()[0];
  const r = await autocannon({ url, method, headers, connections, duration, requests });
  const result = {
    label,
    rate: Math.round(r['2xx'] / duration),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    ok: r['2xx'],
    load: Number(((load + loadavg()[0]) / 2).toFixed(2)),
  };
  console.log(`${label.padEnd(44)} ${String(result.rate).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.errors}  (load ${result.load})`);
  return result;
}

/** The line run-all.mjs reads. */
export function emit(results) {
  console.log(`BENCH_RESULT ${JSON.stringify(results)}`);
}
