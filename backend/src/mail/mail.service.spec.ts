import { mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/config';
import { MailService } from './mail.service';

const mode = (file: string) => statSync(file).mode & 0o777;

describe('MailService without SMTP (.eml files)', () => {
  it('writes each message readable by its owner only (0600) in a 0700 folder (issue 18, item 7)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pf-mail-'));
    const mail = new MailService(loadConfig({ DATA_DIR: dataDir }));
    const { file } = await mail.send({
      to: 'staff@example.com',
      subject: 'New lead',
      text: 'Confirm: https://example.com/confirm?token=secret',
      messageId: '<a@b>',
    });
    mail.onModuleDestroy();
    expect(mode(mail.mailDir)).toBe(0o700);
    expect(mode(path.join(mail.mailDir, file!))).toBe(0o600);
  });

  it('tightens a mail folder an older version left open (0755), and its files', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pf-mail-'));
    mkdirSync(path.join(dataDir, 'mail'), { mode: 0o755 });
    const mail = new MailService(loadConfig({ DATA_DIR: dataDir }));
    await mail.send({ to: 'staff@example.com', subject: 'One', text: 'x' });
    await mail.send({ to: 'staff@example.com', subject: 'Two', text: 'y' });
    mail.onModuleDestroy();
    expect(mode(mail.mailDir)).toBe(0o700);
    const files = readdirSync(mail.mailDir);
    expect(files).toHaveLength(2);
    for (const f of files) expect(mode(path.join(mail.mailDir, f))).toBe(0o600);
  });
});
