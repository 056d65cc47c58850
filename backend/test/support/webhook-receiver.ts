import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
  at: number;
}

/**
 * Verifies a Standard Webhooks signature the way a receiver would, written independently of the
 * backend's signer: base64 key after `whsec_`, HMAC-SHA256 over `id.timestamp.body`.
 */
export function verifyStandardWebhook(secret: string, headers: IncomingHttpHeaders, body: string, toleranceSeconds = 300): boolean {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = String(headers['webhook-timestamp'] ?? '');
  const signatures = String(headers['webhook-signature'] ?? '').split(' ');
  if (!id || !/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.some((s) => {
    const [version, value] = s.split(',');
    const given = Buffer.from(value ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** A local HTTP endpoint that records every webhook; `answer` picks each response's status. */
export async function startWebhookReceiver(options: { answer?: (n: number) => number; delayMs?: number } = {}) {
  const requests: ReceivedHook[] = [];
  const server = createServer((req, res) => {
    // A sender killed mid-request (the fault tests' SIGKILL) resets the socket: not a test failure.
    req.on('error', () => undefined);
    res.on('error', () => undefined);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = options.answer?.(requests.length + 1) ?? 200;
      requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status, at: Date.now() });
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(status < 300 ? 'ok' : 'failing');
      }, options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const testWebhookSecret = `whsec_${Buffer.from('prairieflow-test-webhook-secret!').toString('base64')}`;
