import { createHmac } from 'node:crypto';
import { secretBytes, signWebhook, webhookHeaders } from './webhook-signature';

describe('Standard Webhooks signature', () => {
  const key = Buffer.from('a 24-byte secret for tests!');
  const secret = `whsec_${key.toString('base64')}`;

  it('decodes a whsec_ secret from base64 and uses other secrets as UTF-8', () => {
    expect(secretBytes(secret).equals(key)).toBe(true);
    expect(secretBytes('plain').toString()).toBe('plain');
  });

  it('signs id.timestamp.body with HMAC-SHA256 as v1,<base64>', () => {
    const expected = createHmac('sha256', key).update('msg_1.1700000000.{"a":1}').digest('base64');
    expect(signWebhook(secret, 'msg_1', 1700000000, '{"a":1}')).toBe(`v1,${expected}`);
  });

  it('a different body, id or timestamp gives a different signature', () => {
    const base = signWebhook(secret, 'msg_1', 1, 'x');
    expect(signWebhook(secret, 'msg_2', 1, 'x')).not.toBe(base);
    expect(signWebhook(secret, 'msg_1', 2, 'x')).not.toBe(base);
    expect(signWebhook(secret, 'msg_1', 1, 'y')).not.toBe(base);
  });

  it('builds the three headers with the timestamp in seconds, and no signature without a secret', () => {
    const headers = webhookHeaders(secret, 'msg_1', '{}', 1_700_000_000_999);
    expect(headers['webhook-id']).toBe('msg_1');
    expect(headers['webhook-timestamp']).toBe('1700000000');
    expect(headers['webhook-signature']).toBe(signWebhook(secret, 'msg_1', 1700000000, '{}'));
    expect(webhookHeaders(undefined, 'msg_1', '{}')['webhook-signature']).toBeUndefined();
  });
});
