import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config/config';
import { ADMIN_KEY_FILE, resolveAdminKey } from './admin-key';
import { open, seal } from './secret-box';

describe('the console key (TOTP_ENCRYPTION_KEY)', () => {
  it('embedded: generated once under DATA_DIR (0600) and reused', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pf-admin-key-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await resolveAdminKey(config, {});
    const second = await resolveAdminKey(config, {});
    expect(first.key.equals(second.key)).toBe(true);
    expect((await stat(path.join(dataDir, ADMIN_KEY_FILE))).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(path.join(dataDir, ADMIN_KEY_FILE), 'utf8')).trim(), 'base64')).toHaveLength(32);
  });

  it('with DATABASE_URL it must be configured; a short key stops the boot naming the variable', async () => {
    const config = loadConfig({ DATABASE_URL: 'postgresql://x@db/app' });
    await expect(resolveAdminKey(config, { DATABASE_URL: 'postgresql://x@db/app' })).rejects.toThrow(/TOTP_ENCRYPTION_KEY: required/);
    await expect(resolveAdminKey(loadConfig({ TOTP_ENCRYPTION_KEY: 'c2hvcnQ=' }))).rejects.toThrow(/TOTP_ENCRYPTION_KEY: must be 32 bytes/);
    const hex = randomBytes(32).toString('hex');
    expect((await resolveAdminKey(loadConfig({ TOTP_ENCRYPTION_KEY: hex }))).key.toString('hex')).toBe(hex);
  });
});

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('opens what it sealed for the same row only, and refuses tampering', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP', 'operator-1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open(key, sealed, 'operator-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => open(key, sealed, 'operator-2')).toThrow();
    expect(() => open(randomBytes(32), sealed, 'operator-1')).toThrow();
    const parts = sealed.split('.');
    parts[2] = Buffer.from('tampered!!').toString('base64url');
    expect(() => open(key, parts.join('.'), 'operator-1')).toThrow();
  });
});
