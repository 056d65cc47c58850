import { createHmac, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type AppConfig, ConfigError, resolveFromRoot } from '../../config/config';

export const ADMIN_KEY = Symbol('ADMIN_KEY');
export const ADMIN_KEY_FILE = 'totp-encryption.key';

/**
 * The console's server-side secret (TOTP_ENCRYPTION_KEY). It encrypts TOTP secrets at rest and,
 * through derived sub-keys, peppers recovery-code hashes and the throttle keys of client
 * addresses, so a copy of the database alone opens nothing.
 */
export class AdminKey {
  constructor(readonly key: Buffer) {
    if (key.length !== 32)
      throw new ConfigError('Invalid configuration:\n  TOTP_ENCRYPTION_KEY: must be 32 bytes (base64 or 64 hex digits)');
  }

  /** A sub-key for one purpose, so no two uses share key material. */
  derive(purpose: string): Buffer {
    return createHmac('sha256', this.key).update(`prairieflow-admin:${purpose}`).digest();
  }
}

export function parseAdminKey(value: string): AdminKey {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  return new AdminKey(key);
}

/**
 * TOTP_ENCRYPTION_KEY when set; tests get a throwaway key; the embedded database (`npm start`,
 * no DATABASE_URL) gets one generated once into <DATA_DIR>/totp-encryption.key (0600) and reused,
 * as keys.json is; with DATABASE_URL (compose, replicas) it must be configured, since every
 * replica must decrypt the same secrets.
 */
export async function resolveAdminKey(config: AppConfig, env: NodeJS.ProcessEnv = process.env): Promise<AdminKey> {
  if (config.TOTP_ENCRYPTION_KEY) return parseAdminKey(config.TOTP_ENCRYPTION_KEY);
  if (config.NODE_ENV === 'test') return new AdminKey(randomBytes(32));
  if (env.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  TOTP_ENCRYPTION_KEY: required when DATABASE_URL is set (every replica must share it); run npm run keys',
    );
  }
  return readOrCreateKeyFile(path.join(resolveFromRoot(config.DATA_DIR), ADMIN_KEY_FILE));
}

async function readOrCreateKeyFile(file: string): Promise<AdminKey> {
  try {
    return parseAdminKey((await readFile(file, 'utf8')).trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  try {
    await writeFile(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await chmod(file, 0o600);
  return parseAdminKey((await readFile(file, 'utf8')).trim());
}
