import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { migrate } from '../src/database/migrator';
import { type Backend, postJson, startBackend, waitUntil } from './support/fault-helpers';
import { validContact } from './support/lead-requests';
import { freePort } from './support/processes';
import { startSmtpReceiver } from './support/smtp-receiver';
import { createTestDatabase, migrationsDir, query } from './support/test-database';
import { startWebhookReceiver } from './support/webhook-receiver';

/**
 * Faults the site must survive without losing a lead (issue 8): the backend killed with SIGKILL
 * during a burst of contact posts, PostgreSQL stopped during traffic, and the mail server and
 * webhook target failing for a while. Runs the built server (backend/dist/main.js).
 */
jest.setTimeout(240_000);

const lead = (i: number) => ({ ...validContact, email: `burst${i}@example.com`, message: `Burst lead number ${i} asks about AI.` });

describe('faults', () => {
  let backend: Backend | undefined;
  afterEach(() => backend?.child.kill('SIGKILL'));

  it('(a) SIGKILL during a burst of contact posts: every 2xx-answered lead is stored and delivered after restart', async () => {
    const db = await createTestDatabase();
    const smtp = await startSmtpReceiver();
    const hooks = await startWebhookReceiver();
    const env = { DATABASE_URL: db.url, SMTP_URL: smtp.url, CONTACT_WEBHOOK_URL: hooks.url };
    try {
      backend = await startBackend(env);
      const answered: { i: number; id: string }[] = [];
      let next = 0;
      const worker = async () => {
        while (next < 400) {
          const i = next++;
          const res = await postJson(`${backend!.url}/api/contact`, lead(i), 5000);
          if (res.status === 201) answered.push({ i, id: JSON.parse(res.text).id });
          if (res.status === 0) return; // the process is gone
        }
      };
      const burst = Promise.all(Array.from({ length: 16 }, worker));
      await waitUntil(
        () => answered.length >= 60,
        60_000,
        () => '60 answered posts',
      );
      backend.child.kill('SIGKILL');
      await backend.exited;
      await burst;
      expect(answered.length).toBeGreaterThanOrEqual(60);

      backend = await startBackend(env, backend.port);
      const ids = answered.map((a) => a.id);
      const stored = await query<{ id: string }>(db.url, 'SELECT id::text FROM contacts WHERE id = ANY($1::uuid[])', [ids]);
      expect(stored).toHaveLength(ids.length);
      await waitUntil(
        async () =>
          (
            await query<{ n: number }>(
              db.url,
              `SELECT count(*)::int AS n FROM deliveries WHERE subject_id = ANY($1::uuid[]) AND status = 'delivered'`,
              [ids],
            )
          )[0].n ===
          ids.length * 2,
        120_000,
        () => `every answered lead's staff e-mail and webhook (logs: ${backend!.output().slice(-1500)})`,
      );
      for (const { i } of answered) expect(smtp.messages.some((m) => m.headers['reply-to']?.includes(`burst${i}@example.com`))).toBe(true);
      const hookedEmails = new Set(hooks.requests.map((r) => JSON.parse(r.body).data.email));
      for (const { i } of answered) expect(hookedEmails.has(`burst${i}@example.com`)).toBe(true);
    } finally {
      backend?.child.kill('SIGKILL');
      await smtp.close();
      await hooks.close();
      await db.drop();
    }
  });

  it('(b) PostgreSQL stopped during traffic: 503s with a clear message, no hang, no crash, and recovery on its own', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pf-fault-pg-'));
    const pgPort = await freePort();
    let pg = await startEmbeddedPostgres({ dataDir, port: pgPort });
    const smtp = await startSmtpReceiver();
    let flowing = false;
    try {
      await migrate(pg.url, migrationsDir);
      backend = await startBackend({ DATABASE_URL: pg.url, SMTP_URL: smtp.url });
      expect((await postJson(`${backend.url}/api/contact`, lead(1))).status).toBe(201);

      // Traffic keeps coming throughout the outage and the recovery.
      const traffic: { status: number; ms: number }[] = [];
      flowing = true;
      const visitors = Promise.all(
        Array.from({ length: 4 }, async (_, v) => {
          for (let n = 0; flowing; n++) {
            traffic.push(
              await postJson(`${backend!.url}/api/contact`, { ...lead(1000 + v * 1000 + n), email: `t${v}.${n}@example.com` }, 15_000),
            );
            await new Promise((r) => setTimeout(r, 50));
          }
        }),
      );

      await pg.stop();
      const ready = await waitUntil(
        () =>
          fetch(`${backend!.url}/readyz`, { signal: AbortSignal.timeout(5000) }).then(
            (r) => (r.status === 503 ? r : undefined),
            () => undefined,
          ),
        10_000,
        () => `/readyz to answer 503 (exit ${backend!.child.exitCode}; logs: ${backend!.output().slice(-2500)})`,
      );
      expect(await ready.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'Database is not reachable' });

      const down = await postJson(`${backend.url}/api/contact`, lead(2), 15_000);
      expect(down.status).toBe(503);
      expect(JSON.parse(down.text)).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      });
      expect(down.ms).toBeLessThan(10_000);
      expect((await fetch(`${backend.url}/healthz`)).status).toBe(200);

      pg = await startEmbeddedPostgres({ dataDir, port: pgPort });
      await waitUntil(
        () =>
          fetch(`${backend!.url}/readyz`).then(
            (r) => r.ok,
            () => false,
          ),
        30_000,
        () => '/readyz to recover',
      );
      const up = await postJson(`${backend.url}/api/contact`, { ...lead(3), email: 'after.recovery@example.com' });
      expect(up.status).toBe(201);
      // The delivery worker came back too: the lead taken after the outage reaches staff.
      await smtp.waitFor((m) => Boolean(m.headers['reply-to']?.includes('after.recovery@example.com')), 60_000);
      expect(backend.child.exitCode).toBeNull();
      flowing = false;
      await visitors;
      // Every request got an answer in time: stored (201) or a clear 503, never a 500 or a hang.
      expect(traffic.length).toBeGreaterThan(10);
      expect(traffic.filter((t) => t.status !== 201 && t.status !== 503)).toEqual([]);
      expect(Math.max(...traffic.map((t) => t.ms))).toBeLessThan(10_000);
      expect(traffic.some((t) => t.status === 503)).toBe(true);
    } finally {
      flowing = false;
      backend?.child.kill('SIGKILL');
      await smtp.close();
      await pg.stop();
    }
  });

  it('(c) mail server and webhook target failing: retried with growing backoff, every attempt recorded, nothing lost', async () => {
    const db = await createTestDatabase();
    // An SMTP server that refuses each message (451, try later) the first two times it sees it.
    const refusals = new Map<string, number>();
    const accepted: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString()));
        stream.on('end', () => {
          const id = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? raw.length.toString();
          const seen = refusals.get(id) ?? 0;
          if (seen < 2) {
            refusals.set(id, seen + 1);
            callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
          } else {
            accepted.push(id);
            callback();
          }
        });
      },
    });
    smtp.on('error', () => undefined);
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    const perId = new Map<string, number>();
    // Webhook target: 503 for the first two attempts of each webhook-id, then 200.
    const flaky = await (async () => {
      const server = createServer((req, res) => {
        req.on('error', () => undefined);
        const id = String(req.headers['webhook-id']);
        const n = (perId.get(id) ?? 0) + 1;
        perId.set(id, n);
        req.resume();
        req.on('end', () => {
          res.writeHead(n <= 2 ? 503 : 200).end();
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook` };
    })();
    try {
      backend = await startBackend({ DATABASE_URL: db.url, SMTP_URL: smtpUrl, CONTACT_WEBHOOK_URL: flaky.url });
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await postJson(`${backend.url}/api/contact`, { ...lead(i), email: `flaky${i}@example.com` });
        expect(res.status).toBe(201);
        ids.push(JSON.parse(res.text).id);
      }
      await waitUntil(
        async () =>
          (
            await query<{ n: number }>(
              db.url,
              `SELECT count(*)::int AS n FROM deliveries WHERE status = 'delivered' AND subject_id = ANY($1::uuid[])`,
              [ids],
            )
          )[0].n === 6,
        90_000,
        () => `all six deliveries after the failures (logs: ${backend!.output().slice(-1500)})`,
      );
      const attempts = await query<{
        delivery_id: string;
        kind: string;
        attempt: number;
        ok: boolean;
        http_status: number | null;
        error: string | null;
        at: Date;
      }>(
        db.url,
        `SELECT a.delivery_id::text, d.kind, a.attempt, a.ok, a.http_status, a.error, a.created_at AS at
           FROM delivery_attempts a JOIN deliveries d ON d.id = a.delivery_id ORDER BY a.delivery_id, a.attempt`,
      );
      const byDelivery = new Map<string, typeof attempts>();
      for (const a of attempts) byDelivery.set(a.delivery_id, [...(byDelivery.get(a.delivery_id) ?? []), a]);
      expect(byDelivery.size).toBe(6);
      for (const list of byDelivery.values()) {
        expect(list.map((a) => a.ok)).toEqual([false, false, true]);
        for (const failed of list.slice(0, 2)) expect(failed.error ?? String(failed.http_status)).toBeTruthy();
        if (list[0].kind === 'webhook') expect(list.map((a) => a.http_status)).toEqual([503, 503, 200]);
        // Exponential backoff: the second wait is longer than the first.
        const gap1 = list[1].at.getTime() - list[0].at.getTime();
        const gap2 = list[2].at.getTime() - list[1].at.getTime();
        expect(gap2).toBeGreaterThan(gap1);
      }
      // Each lead's mail was accepted exactly once, and each webhook-id was retried, never replaced.
      expect(accepted).toHaveLength(3);
      expect(new Set(accepted).size).toBe(3);
      expect([...perId.values()].sort()).toEqual([3, 3, 3]);
    } finally {
      backend?.child.kill('SIGKILL');
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      flaky.server.close();
      await db.drop();
    }
  });
});
