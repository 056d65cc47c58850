import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jwtVerify } from 'jose';
import { ConfigError, loadConfig } from '../config/config';
import { signAnonKey } from './anon-key';
import { parseAdminKey } from '../admin/keys/admin-key';
import { KEYS_FILE, resolveRestKeys } from './keys';

const SECRET = 'keys-spec-secret-0123456789abcdefghij';

describe('resolveRestKeys', () => {
  let dataDir: string;
  beforeEach(async () => (dataDir = await mkdtemp(path.join(tmpdir(), 'pf-keys-'))));
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('with JWT_SECRET only, signs the same anon key every time (replicas agree)', async () => {
    const a = await resolveRestKeys(loadConfig({ JWT_SECRET: SECRET }), {});
    const b = await resolveRestKeys(loadConfig({ JWT_SECRET: SECRET }), {});
    expect(a.anonKey).toBe(b.anonKey);
    const { payload } = await jwtVerify(a.anonKey, new TextEncoder().encode(SECRET));
    expect(payload).toMatchObject({ role: 'anon' });
  });

  it('accepts a SUPABASE_ANON_KEY signed with JWT_SECRET and refuses one that is not, naming it', async () => {
    const good = await signAnonKey(SECRET);
    await expect(resolveRestKeys(loadConfig({ JWT_SECRET: SECRET, SUPABASE_ANON_KEY: good }), {})).resolves.toMatchObject({
      anonKey: good,
      source: 'environment',
    });
    const other = await signAnonKey('another-secret-0123456789abcdefghijkl');
    const config = loadConfig({ JWT_SECRET: SECRET, SUPABASE_ANON_KEY: other });
    await expect(resolveRestKeys(config, {})).rejects.toThrow(ConfigError);
    await expect(resolveRestKeys(config, {})).rejects.toThrow(/SUPABASE_ANON_KEY: it is not signed with JWT_SECRET/);
  });

  it('with only SUPABASE_ANON_KEY, needs SUPABASE_URL (a Supabase project) or names JWT_SECRET', async () => {
    await expect(resolveRestKeys(loadConfig({ SUPABASE_ANON_KEY: 'k' }), {})).rejects.toThrow(/JWT_SECRET/);
    await expect(resolveRestKeys(loadConfig({ SUPABASE_ANON_KEY: 'k', SUPABASE_URL: 'https://p.supabase.co' }), {})).resolves.toEqual({
      jwtSecret: null,
      anonKey: 'k',
      source: 'external',
    });
  });

  it('with DATABASE_URL and no keys, stops the boot naming JWT_SECRET', async () => {
    await expect(resolveRestKeys(loadConfig({ DATA_DIR: dataDir }), { DATABASE_URL: 'postgresql://db/app' })).rejects.toThrow(
      /JWT_SECRET: required when DATABASE_URL is set/,
    );
  });

  it('on the embedded database, generates keys once into DATA_DIR/keys.json (0600) and reuses them', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await resolveRestKeys(config, {});
    expect(first.source).toBe('file');
    const file = path.join(dataDir, KEYS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ JWT_SECRET: first.jwtSecret, SUPABASE_ANON_KEY: first.anonKey });
    await expect(resolveRestKeys(config, {})).resolves.toEqual(first);
  });

  it('refuses a damaged keys file instead of silently replacing it', async () => {
    await writeFile(path.join(dataDir, KEYS_FILE), '{"JWT_SECRET":"x"}');
    await expect(resolveRestKeys(loadConfig({ DATA_DIR: dataDir }), {})).rejects.toThrow(/not a valid keys file/);
  });

  it('gives tests throwaway keys', async () => {
    await expect(resolveRestKeys(loadConfig({ NODE_ENV: 'test' }), { DATABASE_URL: 'postgresql://db/app' })).resolves.toMatchObject({
      source: 'memory',
    });
  });

  it('accepts what `npm run keys` generates for compose (scripts/keys.mjs signs the same claims)', async () => {
    const out = execFileSync(process.execPath, [path.resolve(__dirname, '../../../scripts/keys.mjs')], { encoding: 'utf8' });
    const env = Object.fromEntries(
      out
        .trim()
        .split('\n')
        .map((line) => line.split(/=(.*)/s).slice(0, 2)),
    );
    expect(Object.keys(env)).toEqual([
      'JWT_SECRET',
      'SUPABASE_ANON_KEY',
      'AUTHENTICATOR_PASSWORD',
      'POSTGRES_PASSWORD',
      'APP_DB_PASSWORD',
      'TOTP_ENCRYPTION_KEY',
    ]);
    expect(parseAdminKey(env.TOTP_ENCRYPTION_KEY).key).toHaveLength(32);
    const keys = await resolveRestKeys(loadConfig({ JWT_SECRET: env.JWT_SECRET, SUPABASE_ANON_KEY: env.SUPABASE_ANON_KEY }), {
      DATABASE_URL: 'postgresql://db/app',
    });
    expect(keys).toMatchObject({ anonKey: env.SUPABASE_ANON_KEY, source: 'environment' });
  });
});
