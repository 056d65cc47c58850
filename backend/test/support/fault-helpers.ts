import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, type ServerProcess, startServer } from './processes';
import { testWebhookSecret } from './webhook-receiver';

export async function waitUntil<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs: number,
  what: () => string,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface Backend extends ServerProcess {
  port: number;
  url: string;
}

/** The built server (backend/dist/main.js) on DATABASE_URL, with delivery workers on. */
export async function startBackend(env: Record<string, string>, port?: number): Promise<Backend> {
  const chosen = port ?? (await freePort());
  const server = startServer({
    HOST: '127.0.0.1',
    PORT: String(chosen),
    SERVE_STATIC: 'false',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pf-fault-data-')),
    WORKER_ENABLED: 'true',
    JWT_SECRET: 'fault-test-jwt-secret-at-least-32-characters',
    TOTP_ENCRYPTION_KEY: '0'.repeat(64),
    CONTACT_WEBHOOK_SECRET: testWebhookSecret,
    FORM_MIN_FILL_MS: '0',
    RATE_LIMIT_FORMS_PER_WINDOW: '100000',
    ...env,
  });
  const url = `http://127.0.0.1:${chosen}`;
  await waitUntil(
    () =>
      fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      ),
    // Generous: the full Jest run starts several servers at once on a shared 2-core machine.
    120_000,
    () => `the backend to be ready (logs: ${server.output().slice(-1500)})`,
  );
  return { ...server, port: chosen, url };
}

export async function postJson(url: string, body: unknown, timeoutMs = 10_000) {
  const started = Date.now();
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    return { status: res.status, text, ms: Date.now() - started };
  } catch (error) {
    return { status: 0, text: String(error), ms: Date.now() - started };
  }
}
