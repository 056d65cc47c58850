#!/usr/bin/env node
// Mozilla's HTTP Observatory, offline: `npm run observatory` (after `npm run build`).
// Scans two targets with @mdn/mdn-http-observatory and prints grade, score and failing tests:
//   embedded   the backend serving the built site itself (plain HTTP; TLS is a proxy's job)
//   nginx-tls  Debian's nginx with the project's templates in TLS mode (self-signed
//              certificate, port-80 equivalent redirecting), in front of the same backend
// Exits non-zero unless nginx-tls gets A+ (score >= 120). FRONTEND_BUILD_DIR picks the build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The scanner is installed on demand into a cache folder, not as a project dependency: it pulls
 * pg-native, whose native libpq build needs a download that fails offline and would break
 * `npm ci`. Installed with --ignore-scripts, as its own install script downloads too.
 */
const scannerDir = path.join(process.env.XDG_CACHE_HOME ?? path.join(process.env.HOME ?? tmpdir(), '.cache'), 'prairieflow-observatory');
function scannerRequire() {
  const manifest = path.join(scannerDir, 'node_modules', '@mdn', 'mdn-http-observatory', 'package.json');
  if (!existsSync(manifest)) {
    console.error(`Installing @mdn/mdn-http-observatory into ${scannerDir} (once)…`);
    const result = spawnSync(
      'npm',
      ['install', '--prefix', scannerDir, '--ignore-scripts', '--no-audit', '--no-fund', '--no-save', '@mdn/mdn-http-observatory@1'],
      { stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error('could not install @mdn/mdn-http-observatory');
  }
  return createRequire(path.join(scannerDir, 'package.json'));
}

const buildDir = process.env.FRONTEND_BUILD_DIR ?? 'build';
const staticDir = `frontend/${buildDir}/client`;
const TARGET_SCORE = 120;

/**
 * The scanner's own scan() ignores ports, so this runs its retriever with them and scores the
 * results the way scan() does. Runs in a child process so NODE_EXTRA_CA_CERTS (read at start)
 * makes Node trust the self-signed certificate: the scanner then sees a verified TLS setup.
 */
async function scanChild({ host, httpPort, httpsPort }) {
  const pkg = path.dirname(scannerRequire().resolve('@mdn/mdn-http-observatory/package.json'));
  const load = (file) => import(path.join(pkg, 'src', file));
  const { retrieve } = await load('retriever/retriever.js');
  const { ALL_TESTS, NUM_TESTS } = await load('constants.js');
  const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');
  const r = await retrieve(host, { httpPort: String(httpPort), httpsPort: String(httpsPort) });
  if (!r.responses.auto) throw new Error(`${host} did not answer`);
  let withExtra = 100;
  let uncurved = 100;
  const tests = ALL_TESTS.map((test) => test(r)).map((t) => {
    const modifier = t.result ? getScoreModifier(t.result) : 0;
    withExtra += modifier;
    if (modifier < 0) uncurved += modifier;
    return { name: t.constructor.name, pass: t.pass, result: t.result, modifier };
  });
  const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtra : uncurved);
  const url = r.session?.url?.href ?? '';
  console.log(JSON.stringify({ grade, score, url, status: r.responses.auto.status, testsQuantity: NUM_TESTS, tests }));
}

/** The package reads its HSTS preload list from conf/hsts-preload.json, which its install
 * script downloads; offline (installed with --ignore-scripts) an empty list stands in. */
function ensurePreloadList() {
  const pkg = path.dirname(scannerRequire().resolve('@mdn/mdn-http-observatory/package.json'));
  const file = path.join(pkg, 'conf', 'hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}\n');
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(url, { redirect: 'manual' }).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Not ready: ${url}`);
}

function runScan(target, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--scan', JSON.stringify(target)], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`scan of ${target.host}:${target.httpPort} failed`)),
    );
  });
}

function report(name, result) {
  console.log(`\n${name.padEnd(10)} grade ${result.grade}, score ${result.score}  (${result.url}, HTTP ${result.status})`);
  for (const t of result.tests) {
    const mark = t.pass ? (t.modifier > 0 ? `+${t.modifier}` : ' ok') : `${t.modifier}`.padStart(3);
    if (!t.pass || t.modifier !== 0) console.log(`  ${mark.padStart(4)}  ${t.name.padEnd(32)} ${t.result}`);
  }
}

async function main() {
  if (!existsSync(path.join(root, 'backend/dist/main.js')) || !existsSync(path.join(root, staticDir, 'index.html'))) {
    console.error(`Build first: npm run build (front end expected in ${staticDir}).`);
    process.exit(2);
  }
  ensurePreloadList();
  const work = mkdtempSync(path.join(tmpdir(), 'pf-observatory-'));
  // Its own folder: the backend lets embedded PostgreSQL (another user) take it over.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pf-observatory-data-'));
  const [backendPort, pgPort, httpPort, tlsPort, closedPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const children = [];
  const start = (args, env) => {
    const child = spawn(args[0], args.slice(1), {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', process.env.OBSERVATORY_VERBOSE ? 'inherit' : 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  };
  let exitCode = 1;
  try {
    // One backend serves both targets: the site itself, and /api and /rest/v1 behind nginx.
    start([process.execPath, 'backend/dist/main.js'], {
      HOST: '127.0.0.1',
      PORT: String(backendPort),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      DATABASE_URL: '',
      STATIC_DIR: staticDir,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'error',
      WORKER_ENABLED: 'false',
    });
    start([process.execPath, 'e2e/support/nginx.mjs', String(httpPort), String(backendPort), staticDir], {
      NGINX_TLS_PORT: String(tlsPort),
      NGINX_TLS_DIR: path.join(work, 'tls'),
    });
    await waitFor(`http://127.0.0.1:${backendPort}/readyz`);
    await waitFor(`http://127.0.0.1:${httpPort}/nginx-health`, 30_000);
    const trust = { NODE_EXTRA_CA_CERTS: path.join(work, 'tls', 'tls.crt') };
    const embedded = await runScan({ host: 'localhost', httpPort: backendPort, httpsPort: closedPort }, trust);
    const tls = await runScan({ host: 'localhost', httpPort, httpsPort: tlsPort }, trust);
    report('embedded', embedded);
    report('nginx-tls', tls);
    const ok = tls.grade === 'A+' && tls.score >= TARGET_SCORE;
    console.log(ok ? `\ntarget met: nginx-tls A+ (>= ${TARGET_SCORE})` : `\ntarget NOT met: nginx-tls needs A+ (>= ${TARGET_SCORE})`);
    exitCode = ok ? 0 : 1;
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
    for (const dir of [work, dataDir]) rmSync(dir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

if (process.argv[2] === '--scan') await scanChild(JSON.parse(process.argv[3]));
else await main();
