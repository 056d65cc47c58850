import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import type { Logger } from '@nestjs/common';
import { runMigrations } from 'graphile-worker';
import { Client } from 'pg';
import { WorkerRecovery } from '../src/deliveries/worker-recovery';
import { waitUntil } from './support/fault-helpers';
import { createTestDatabase } from './support/test-database';

/**
 * A TCP hop in front of PostgreSQL that can "go down": it then cuts every session and resets
 * every new connection, as a restarting database does. It counts connection attempts.
 */
async function flakyProxy(target: URL) {
  const open = new Set<Socket>();
  let down = false;
  let attempts = 0;
  const server: Server = createServer((socket) => {
    attempts += 1;
    if (down) return socket.destroy();
    const upstream = tcpConnect(Number(target.port), target.hostname);
    open.add(socket);
    const close = () => {
      open.delete(socket);
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: (database: string) => {
      const url = new URL(target.toString());
      url.host = `127.0.0.1:${port}`;
      url.pathname = `/${database}`;
      return url.toString();
    },
    get attempts() {
      return attempts;
    },
    get open() {
      return open.size;
    },
    goDown() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    comeBack() {
      down = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('queue liveness session during a database outage (issue 18, item 1)', () => {
  it('one reconnect loop with backoff: a few attempts, two log lines, one session afterwards with its lock', async () => {
    const db = await createTestDatabase();
    await runMigrations({ connectionString: db.url });
    const proxy = await flakyProxy(new URL(process.env.TEST_ADMIN_DATABASE_URL!));
    const lines: string[] = [];
    const logger = {
      log: (...a: unknown[]) => lines.push(`log ${a.map(String).join(' ')}`),
      warn: (...a: unknown[]) => lines.push(`warn ${a.map(String).join(' ')}`),
      error: (...a: unknown[]) => lines.push(`error ${a.map(String).join(' ')}`),
      debug: () => undefined,
    } as unknown as Logger;
    const recovery = new WorkerRecovery(proxy.url(db.name), logger, 60_000);
    const probe = new Client({ connectionString: db.url });
    await probe.connect();
    const poolLocked = async () =>
      !(await probe.query<{ free: boolean }>("SELECT pg_try_advisory_lock(hashtext('prairieflow:queue-pool'), hashtext('pool-a')) AS free"))
        .rows[0].free;
    try {
      await recovery.connect();
      await recovery.claim('pool-a');
      recovery.start(async () => undefined);
      expect(await poolLocked()).toBe(true);
      await new Promise((r) => setTimeout(r, 500)); // the first sweep has finished

      const before = proxy.attempts;
      proxy.goDown();
      await new Promise((r) => setTimeout(r, 6000));
      const duringOutage = proxy.attempts - before;
      // Backoff 1 s, 2 s: 2-3 attempts in 6 s. The storm doubled its loops every second (60+).
      expect(duringOutage).toBeGreaterThanOrEqual(1);
      expect(duringOutage).toBeLessThanOrEqual(4);
      expect(lines).toEqual(['warn Queue liveness connection lost; reconnecting']);

      proxy.comeBack();
      await waitUntil(
        () => lines.includes('log Queue liveness connection restored'),
        15_000,
        () => `the session to come back (${lines.join('; ')})`,
      );
      await new Promise((r) => setTimeout(r, 2500));
      expect(proxy.open).toBe(1);
      // The pool's liveness lock was taken again on the new session.
      expect(await poolLocked()).toBe(true);
      expect(lines).toEqual(['warn Queue liveness connection lost; reconnecting', 'log Queue liveness connection restored']);
    } finally {
      await recovery.stop();
      await probe.end();
      await proxy.close();
      await db.drop();
    }
    // Stopped: nothing is left connected and nothing keeps trying.
    const after = proxy.attempts;
    await new Promise((r) => setTimeout(r, 1500));
    expect(proxy.attempts).toBe(after);
  });
});
