import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type AppConfig, ConfigError, resolveFromRoot } from '../config/config';
import { anonKeyProblem, signAnonKey } from './anon-key';

/**
 * The keys behind /rest/v1. `jwtSecret` is null when the browser talks to another PostgREST
 * (a Supabase project: SUPABASE_URL + SUPABASE_ANON_KEY, no JWT_SECRET); the embedded
 * /rest/v1 then answers PostgREST's "Server lacks JWT secret".
 */
export interface RestKeys {
  jwtSecret: string | null;
  anonKey: string;
  source: 'environment' | 'derived' | 'file' | 'memory' | 'external';
}

export const REST_KEYS = Symbol('REST_KEYS');
export const KEYS_FILE = 'keys.json';

/**
 * The rule, in order:
 * 1. JWT_SECRET set: it verifies every key; SUPABASE_ANON_KEY must then be an anon JWT signed
 *    with it, or, when unset, the anon key is signed from it (the same on every replica).
 * 2. Only SUPABASE_ANON_KEY set: allowed only with SUPABASE_URL (a Supabase project serves
 *    /rest/v1); otherwise nothing could verify the key the browser sends here.
 * 3. Neither set: tests get throwaway keys; the embedded database (`npm start`, no
 *    DATABASE_URL) gets keys generated once into <DATA_DIR>/keys.json (0600) and reused; with
 *    DATABASE_URL (compose, replicas) the keys must be configured, since replicas must agree.
 */
export async function resolveRestKeys(config: AppConfig, env: NodeJS.ProcessEnv = process.env): Promise<RestKeys> {
  const secret = config.JWT_SECRET;
  const configuredKey = config.SUPABASE_ANON_KEY;
  if (secret) {
    if (!configuredKey) return { jwtSecret: secret, anonKey: await signAnonKey(secret), source: 'derived' };
    const problem = await anonKeyProblem(configuredKey, secret);
    if (problem) throw new ConfigError(`Invalid configuration:\n  SUPABASE_ANON_KEY: ${problem} (run npm run keys)`);
    return { jwtSecret: secret, anonKey: configuredKey, source: 'environment' };
  }
  if (configuredKey) {
    if (config.SUPABASE_URL) return { jwtSecret: null, anonKey: configuredKey, source: 'external' };
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required to verify SUPABASE_ANON_KEY on /rest/v1 (or set SUPABASE_URL to the Supabase project that issued the key)',
    );
  }
  if (config.NODE_ENV === 'test') {
    const jwtSecret = randomBytes(32).toString('base64url');
    return { jwtSecret, anonKey: await signAnonKey(jwtSecret), source: 'memory' };
  }
  // main.ts hands the app the embedded database's URL, so the operator's own setting is read here.
  if (env.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required when DATABASE_URL is set (every replica and PostgREST must share it); run npm run keys',
    );
  }
  return readOrCreateKeyFile(path.join(resolveFromRoot(config.DATA_DIR), KEYS_FILE));
}

async function readOrCreateKeyFile(file: string): Promise<RestKeys> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { JWT_SECRET?: unknown; SUPABASE_ANON_KEY?: unknown };
    if (typeof stored.JWT_SECRET === 'string' && typeof stored.SUPABASE_ANON_KEY === 'string') {
      if (!(await anonKeyProblem(stored.SUPABASE_ANON_KEY, stored.JWT_SECRET))) {
        return { jwtSecret: stored.JWT_SECRET, anonKey: stored.SUPABASE_ANON_KEY, source: 'file' };
      }
    }
    throw new ConfigError(`${file} is not a valid keys file: delete it to generate new keys`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const jwtSecret = randomBytes(48).toString('base64url');
  const anonKey = await signAnonKey(jwtSecret, Math.floor(Date.now() / 1000));
  await mkdir(path.dirname(file), { recursive: true });
  // 'wx' fails if another process created the file meanwhile; that file then wins.
  try {
    await writeFile(file, JSON.stringify({ JWT_SECRET: jwtSecret, SUPABASE_ANON_KEY: anonKey }, null, 2) + '\n', {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readOrCreateKeyFile(file);
    throw error;
  }
  await chmod(file, 0o600);
  return { jwtSecret, anonKey, source: 'file' };
}
