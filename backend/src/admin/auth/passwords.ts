import { adminMessages, passwordLimits } from '@prairieflow/contracts/admin';
import { dictionary } from '@zxcvbn-ts/language-common';
import argon2 from 'argon2';

/**
 * argon2id with OWASP's Password Storage Cheat Sheet minimum (19 MiB, 2 passes, 1 lane): about
 * 30 ms here, so a burst of sign-ins cannot exhaust memory, and far slower than SHA for guessing.
 */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The ~49,000 most common passwords (zxcvbn-ts's maintained list), as NIST SP 800-63B asks. */
const common = new Set<string>(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/** Why a new password is refused, or null. No composition rules (ASVS 5.0 V6.2): length and the common list. */
export function passwordProblem(password: string): string | null {
  if (password.length < passwordLimits.min) return adminMessages.passwordShort;
  if (password.length > passwordLimits.max) return adminMessages.passwordLong;
  const folded = password.toLowerCase();
  // Common words padded to length ("password1234") are as weak as the word itself.
  const core = folded.replace(/[\d\W_]+$/u, '').replace(/^[\d\W_]+/u, '');
  if (common.has(folded) || common.has(core) || /^(.)\1+$/u.test(password)) return adminMessages.passwordCommon;
  return null;
}

export const hashPassword = (password: string) => argon2.hash(password, HASH_OPTIONS);

/**
 * Verifies against the stored hash, or, for an unknown or unusable account, against a dummy
 * hash made with the same cost, so both paths take the same time and say the same thing.
 */
export class PasswordVerifier {
  private dummy?: Promise<string>;

  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    if (!hash) {
      this.dummy ??= hashPassword('dummy password that no account has');
      await argon2.verify(await this.dummy, password).catch(() => false);
      return false;
    }
    return argon2.verify(hash, password).catch(() => false);
  }
}
