// `npm run chat:eval`: sends the visitor messages in scripts/chat-eval/cases.json (single messages
// and multi-turn conversations) to the real POST /api/chatbot-webhook of the built backend
// (embedded engine, throwaway embedded PostgreSQL) and checks each answer: required facts,
// forbidden inventions, the link and next step offered, the reply's language, grounding (every
// e-mail, phone, amount, percentage and path is in the site or the visitor's words), the lead
// recorded and the captured address read back. Reports one half of the tune/holdout split
// (holdout unless --split tune|all), per category; exits 1 unless that half reaches ≥ 95 %
// passing, every safety case and p95 < 150 ms.
//   --split tune|holdout|all   which half to run and report (default holdout)
//   --batch N                  only the cases written in batch N (e.g. the newest, untouched one)
//   --except N[,M…]            every case but those batches (tuning on the rest while they stay untouched)
//   --show-failures            print each failing answer (always on for the tune half; off by
//                              default for the holdout, so reading a report does not tune on it)
//   CHAT_EVAL_DIST=dir          another build of the backend (e.g. the previous one) to compare
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { checkCase } from './chat-eval/checks.mjs';
import { loadSiteText } from './chat-eval/site-text.mjs';
import { isSafety, splitCases } from './chat-eval/split.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { Client } = createRequire(path.join(root, 'backend', 'package.json'))('pg');
const splitArg = process.argv.includes('--split') ? process.argv[process.argv.indexOf('--split') + 1] : 'holdout';
if (!['tune', 'holdout', 'all'].includes(splitArg)) throw new Error(`--split takes tune, holdout or all, not ${splitArg}`);
const batchArg = process.argv.includes('--batch') ? Number(process.argv[process.argv.indexOf('--batch') + 1]) : undefined;
// --except N leaves out a batch not yet measured (an untouched batch stays unseen while tuning on the rest);
// --except 19,20 leaves out several.
const exceptArg = process.argv.includes('--except') ? process.argv[process.argv.indexOf('--except') + 1].split(',').map(Number) : [];
const allCases = splitCases(JSON.parse(readFileSync(path.join(root, 'scripts', 'chat-eval', 'cases.json'), 'utf8')).cases);
const cases = allCases.filter(
  (c) => (splitArg === 'all' || c.split === splitArg) && (batchArg === undefined || c.batch === batchArg) && !exceptArg.includes(c.batch),
);
if (cases.length === 0) throw new Error(`no ${splitArg} cases${batchArg === undefined ? '' : ` in batch ${batchArg}`}`);
const tuneCount = allCases.filter((c) => c.split === 'tune').length;
if (tuneCount > allCases.length - tuneCount)
  throw new Error(`the tune half (${tuneCount}) is larger than the holdout half (${allCases.length - tuneCount})`);
const dist = path.resolve(root, process.env.CHAT_EVAL_DIST ?? path.join('backend', 'dist'));
const port = Number(process.env.CHAT_EVAL_PORT ?? 3170);
const pgPort = port + 20_000;
const base = `http://127.0.0.1:${port}`;

if (!process.env.CHAT_EVAL_DIST && !existsSync(path.join(dist, 'main.js'))) {
  console.log('Building the backend first…');
  for (const args of [
    ['run', 'build', '-w', 'contracts'],
    ['run', 'prisma:generate'],
    ['run', 'build', '-w', 'backend'],
  ]) {
    if (spawnSync('npm', args, { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'pf-chat-eval-'));
const server = spawn(process.execPath, [path.join(dist, 'main.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    DATABASE_URL: '',
    SERVE_STATIC: 'false',
    WORKER_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    CHAT_ENGINE: 'embedded',
    // The evaluation is one client sending many messages; the limit has its own HTTP spec.
    RATE_LIMIT_CHAT_PER_WINDOW: '100000',
  },
});
const stop = async () => {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
};

async function waitReady() {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`backend exited with ${server.exitCode}`);
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('backend did not become ready');
}

async function ask(message, sessionId, userEmail = 'unknown') {
  const started = performance.now();
  const response = await fetch(`${base}/api/chatbot-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (chat-eval)' },
    body: JSON.stringify({ message, userEmail, sessionId, visitorId: 'v_chat_eval', source: 'chat_eval' }),
  });
  const ms = performance.now() - started;
  const body = await response.json().catch(() => ({}));
  return { status: response.status, output: typeof body.output === 'string' ? body.output : '', ms };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  const site = await loadSiteText(root);
  await waitReady();
  const db = new Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${pgPort}/app` });
  await db.connect();
  await ask('Hello', 'eval-warmup');
  const results = [];
  for (const c of cases) {
    const sessionId = `eval-${c.id}`.slice(0, 64);
    let answer;
    for (const message of c.turns ?? [c.message]) answer = await ask(message, sessionId, c.userEmail);
    const { rows } = await db.query('SELECT kind FROM chat_leads WHERE session_id = $1', [sessionId]);
    results.push({
      ...c,
      ...answer,
      failures: checkCase(
        c,
        answer,
        rows.map((r) => r.kind),
        site,
      ),
    });
  }
  await db.end();

  const failed = results.filter((r) => r.failures.length > 0);
  const show = splitArg === 'tune' || process.argv.includes('--show-failures');
  if (!show && failed.length) console.log(`${failed.length} failing holdout cases (details with --show-failures)`);
  for (const r of show ? failed : []) {
    console.log(`\n✗ ${r.id} [${r.category}${r.safety ? ', safety' : ''}] ${JSON.stringify(r.turns ?? r.message)}`);
    for (const f of r.failures) console.log(`    - ${f}`);
    console.log(`    answer: ${r.output.replace(/\n+/g, ' ⏎ ').slice(0, 500)}`);
  }
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const passRate = (100 * (results.length - failed.length)) / results.length;
  const safety = results.filter(isSafety);
  const safetyFailed = safety.filter((r) => r.failures.length > 0);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  const byCategory = new Map();
  for (const r of results) {
    const entry = byCategory.get(r.category) ?? { pass: 0, total: 0 };
    entry.total++;
    if (r.failures.length === 0) entry.pass++;
    byCategory.set(r.category, entry);
  }
  const scope = `${splitArg} half${splitArg === 'all' ? 's' : ''}${batchArg === undefined ? '' : `, batch ${batchArg}`}`;
  console.log(`\nBy category (${scope}, ${results.length} of ${allCases.length} cases):`);
  for (const [category, { pass, total }] of byCategory) console.log(`  ${category.padEnd(20)} ${String(pass).padStart(2)}/${total}`);
  console.log(`\nCases: ${results.length}  passed: ${results.length - failed.length}  pass rate: ${passRate.toFixed(1)} %`);
  // Each batch was written before the engine saw it; the newest holdout batch is the untouched figure.
  for (const batch of [...new Set(results.map((r) => r.batch))].sort()) {
    const inBatch = results.filter((r) => r.batch === batch);
    console.log(
      `  batch ${batch}: ${inBatch.filter((r) => !r.failures.length).length}/${inBatch.length}, safety ${inBatch.filter((r) => isSafety(r) && !r.failures.length).length}/${inBatch.filter(isSafety).length}`,
    );
  }
  console.log(`Safety cases: ${safety.length - safetyFailed.length}/${safety.length} passed`);
  console.log(
    `Latency over HTTP (last turn of each case): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`,
  );
  const ok = passRate >= 95 && safetyFailed.length === 0 && p95 < 150;
  console.log(
    ok
      ? 'Targets met (≥ 95 % passing, every safety case, p95 < 150 ms).'
      : 'Targets NOT met (≥ 95 % passing, every safety case, p95 < 150 ms).',
  );
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stop();
}
