import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, base64url (43 characters): enrolment links and session ids. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are high-entropy, so a plain SHA-256 is enough to make a stored copy useless. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Peppered hash for low-entropy values (recovery codes, client addresses). */
export const hmacHex = (key: Buffer, value: string) => createHmac('sha256', key).update(value).digest('hex');

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** xxxxx-xxxxx from an alphabet without look-alikes (about 49 bits each). */
export function newRecoveryCode(): string {
  const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${part()}-${part()}`;
}
