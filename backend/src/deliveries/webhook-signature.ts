import { createHmac } from 'node:crypto';

/**
 * Standard Webhooks (standardwebhooks.com) signing: HMAC-SHA256 over `id.timestamp.body` with
 * the secret's bytes. A `whsec_` secret carries them base64-encoded, as the spec's libraries
 * expect; any other value is used as UTF-8 bytes.
 */
export function secretBytes(secret: string): Buffer {
  return secret.startsWith('whsec_') ? Buffer.from(secret.slice('whsec_'.length), 'base64') : Buffer.from(secret, 'utf8');
}

/** The `webhook-signature` header value: `v1,<base64 signature>`. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', secretBytes(secret)).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** Headers of one webhook request; the id stays the same on every retry of a delivery. */
export function webhookHeaders(secret: string | undefined, id: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'Prairieflow-Webhooks/1.0',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    ...(secret ? { 'webhook-signature': signWebhook(secret, id, timestamp, body) } : {}),
  };
}
