import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validContact, validDemo } from './support/lead-requests';
import { createTestDatabase, query } from './support/test-database';
import { startWebhookReceiver, testWebhookSecret, verifyStandardWebhook } from './support/webhook-receiver';

/**
 * Fault test: the webhook target fails for a while, then the backend PROCESS is killed with
 * SIGKILL while a webhook is in flight, and started again. Afterwards every lead is delivered,
 * none is lost, and any duplicate carries the same webhook-id.
 * Runs the built server (backend/dist/main.js): `npm run build -w backend` first.
 */
const mainJs = path.resolve(__dirname, '../dist/main.js');
const LEADS = { contacts: 12, demos: 6 };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntil<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
  what: string | (() => string),
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${typeof what === 'function' ? what() : what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('deliveries survive a failing target and a killed backend process', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let dataDir: string;
  let child: ChildProcess | undefined;
  let failUntil = Number.POSITIVE_INFINITY;
  const logs: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'pf-fault-'));
    // Answers slowly, so a request is still in flight when the process dies.
    hooks = await startWebhookReceiver({ answer: () => (Date.now() < failUntil ? 500 : 200), delayMs: 600 });
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await hooks.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function startBackend(port: number): Promise<ChildProcess> {
    const proc = spawn(process.execPath, [mainJs], {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: database.url,
        HOST: '127.0.0.1',
        PORT: String(port),
        SERVE_STATIC: 'false',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        WORKER_ENABLED: 'true',
        WORKER_CONCURRENCY: '4',
        CONTACT_WEBHOOK_URL: hooks.url,
        CONTACT_WEBHOOK_SECRET: testWebhookSecret,
        JWT_SECRET: 'fault-test-jwt-secret-at-least-32-characters',
        TOTP_ENCRYPTION_KEY: '0'.repeat(64),
        FORM_MIN_FILL_MS: '0',
        RATE_LIMIT_FORMS_PER_WINDOW: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout?.on('data', (d: Buffer) => logs.push(d.toString()));
    proc.stderr?.on('data', (d: Buffer) => logs.push(d.toString()));
    await waitUntil(
      () =>
        fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.ok,
          () => false,
        ),
      30_000,
      () => `the backend to be ready (logs: ${logs.join('').slice(-1500)})`,
    );
    return proc;
  }

  it('every lead is delivered under its own webhook-id after 500s and a SIGKILL mid-delivery', async () => {
    const port = await freePort();
    child = await startBackend(port);
    const ids: string[] = [];
    for (let i = 0; i < LEADS.contacts + LEADS.demos; i += 1) {
      const demo = i >= LEADS.contacts;
      const res = await fetch(`http://127.0.0.1:${port}/${demo ? 'api/contact-webhook' : 'api/contact'}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(demo ? { ...validDemo, email: `demo${i}@example.com` } : { ...validContact, email: `lead${i}@example.com` }),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    // The target fails for ~3 s: first attempts get 500; retries start after exp(1) ≈ 2.7 s.
    failUntil = Date.now() + 3000;
    await waitUntil(() => hooks.requests.some((r) => r.status === 200), 30_000, 'a webhook to be accepted');
    // A 200 is being answered (600 ms delay): kill the process before it hears it.
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    const killedAt = Date.now();
    const inFlightAtKill = hooks.requests.filter((r) => r.status === 200 && r.at > killedAt - 600).length;
    expect(inFlightAtKill).toBeGreaterThan(0);

    child = await startBackend(port);
    const pendingSql = "SELECT count(*)::int AS n FROM deliveries WHERE status <> 'delivered'";
    await waitUntil(
      async () => (await query<{ n: number }>(database.url, pendingSql))[0].n === 0,
      90_000,
      () => `all deliveries (logs: ${logs.join('').slice(-2000)})`,
    );

    // Nothing lost: every lead has its staff e-mail and webhook delivered, and the queue is empty.
    const rows = await query<{ subject_id: string; kind: string; message_id: string; status: string }>(
      database.url,
      'SELECT subject_id::text, kind, message_id, status FROM deliveries',
    );
    expect(rows).toHaveLength(ids.length * 2);
    for (const id of ids) {
      expect(
        rows
          .filter((r) => r.subject_id === id)
          .map((r) => r.kind)
          .sort(),
      ).toEqual(['staff_email', 'webhook']);
    }
    expect(await query(database.url, 'SELECT id FROM graphile_worker.jobs')).toHaveLength(0);
    const mails = (await readdir(path.join(dataDir, 'mail'))).filter((f) => f.endsWith('.eml'));
    expect(mails.length).toBeGreaterThanOrEqual(ids.length);

    // The receiver saw every lead accepted; every request was signed; duplicates share the id.
    const webhookIdOf = new Map(rows.filter((r) => r.kind === 'webhook').map((r) => [r.subject_id, r.message_id]));
    for (const id of ids) {
      const calls = hooks.requests.filter((r) => JSON.parse(r.body).data.id === id);
      expect(calls.some((c) => c.status === 200)).toBe(true);
      expect(new Set(calls.map((c) => c.headers['webhook-id']))).toEqual(new Set([webhookIdOf.get(id)]));
    }
    expect(hooks.requests.every((r) => verifyStandardWebhook(testWebhookSecret, r.headers, r.body))).toBe(true);
    expect(new Set(webhookIdOf.values()).size).toBe(ids.length);
    const accepted = hooks.requests.filter((r) => r.status === 200);
    expect(accepted.length).toBeGreaterThan(ids.length - 1);
    expect(hooks.requests.some((r) => r.status === 500)).toBe(true);
    // The webhook in flight at the kill was sent again after the restart: a duplicate, same id.
    const acceptedTwice = ids.filter((id) => accepted.filter((r) => JSON.parse(r.body).data.id === id).length > 1);
    expect(acceptedTwice.length).toBeGreaterThan(0);
    expect(logs.join('')).toContain('Returned jobs of stopped worker pools to the queue');

    // Every attempt the backend saw through was recorded, failures included.
    const failed = await query<{ n: number }>(
      database.url,
      'SELECT count(*)::int AS n FROM delivery_attempts WHERE NOT ok AND http_status = 500',
    );
    expect(failed[0].n).toBeGreaterThan(0);
  }, 150_000);
});
