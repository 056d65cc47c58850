import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { createTestApp } from './support/test-app';
import { query } from './support/test-database';

/**
 * Slow clients (slowloris) cannot hold connections: a raw socket trickling its headers or its
 * body is answered 408 and closed. The app's own timeouts are checked first; the trickle runs
 * against the listening app with them shortened, so the spec takes seconds instead of 30.
 */
describe('slow-request and header timeouts', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    server = t.app.getHttpServer();
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('the server is configured to cut slow headers, slow bodies and idle sockets', () => {
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(30_000);
    expect(server.timeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(5_000);
  });

  /** Sends `head`, then one byte of `drip` every 200 ms; resolves with what came back and when. */
  function trickle(head: string, drip: string): Promise<{ answer: string; closedAfterMs: number; dripped: number }> {
    return new Promise((resolve) => {
      const started = Date.now();
      const socket: Socket = connect(port, '127.0.0.1');
      let answer = '';
      let dripped = 0;
      const timer = setInterval(() => {
        if (dripped < drip.length && socket.writable) socket.write(drip[dripped++]);
      }, 200);
      socket.on('data', (d) => (answer += d.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, closedAfterMs: Date.now() - started, dripped });
      });
      socket.write(head);
    });
  }

  describe('with the timeouts shortened', () => {
    beforeAll(() => {
      server.headersTimeout = 1_000;
      server.requestTimeout = 1_500;
    });
    afterAll(() => {
      server.headersTimeout = 10_000;
      server.requestTimeout = 30_000;
    });

    it('a client trickling its headers gets 408 and is disconnected', async () => {
      const result = await trickle('GET /healthz HTTP/1.1\r\nHost: localhost\r\n', `X-Slow: ${'a'.repeat(200)}\r\n\r\n`);
      expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
      expect(result.closedAfterMs).toBeLessThan(4_000);
      expect(result.dripped).toBeLessThan(30);
    });

    it('a client trickling its body gets 408 and is disconnected; nothing is stored', async () => {
      const body = JSON.stringify({ email: 'slow@example.com', source: 'website_newsletter' });
      const head = `POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
      const result = await trickle(head, body);
      expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
      expect(result.closedAfterMs).toBeLessThan(4_000);
      expect(result.dripped).toBeLessThan(body.length);
      expect(await query(t.database.url, 'SELECT 1 FROM newsletter_subscribers')).toEqual([]);
    });
  });
});
