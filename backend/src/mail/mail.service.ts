import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import { APP_CONFIG, type AppConfig, resolveFromRoot } from '../config/config';

export type MailMessage = SendMailOptions;

/**
 * Sends mail over SMTP_URL. Without SMTP settings a message is never dropped: it is written as
 * an .eml file under <DATA_DIR>/mail/ (open it in any mail client) and the file name is logged.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('MailService');
  private readonly transport: ReturnType<typeof nodemailer.createTransport>;
  readonly mailDir: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.mailDir = path.join(resolveFromRoot(config.DATA_DIR), 'mail');
    this.transport = config.SMTP_URL
      ? nodemailer.createTransport(config.SMTP_URL)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Sends one message; resolves once the SMTP server accepted it or the file is written. */
  async send(message: MailMessage): Promise<{ file?: string }> {
    const info: unknown = await this.transport.sendMail({ from: this.config.MAIL_FROM, ...message });
    if (this.config.SMTP_URL) return {};
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const id = String(message.messageId ?? 'message')
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .slice(0, 80);
    const file = `${stamp}-${id}.eml`;
    await this.privateFolder();
    // Leads' details and live confirm links: for the server's user only, not every local user.
    await writeFile(path.join(this.mailDir, file), (info as { message: Buffer }).message, { mode: 0o600 });
    // The file name only: addresses stay out of the logs.
    this.logger.log({ file }, 'No SMTP_URL set: mail written to a file');
    return { file };
  }

  private folderReady?: Promise<void>;

  /** The mail folder, 0700 (also when an older version created it 0755), made once per process. */
  private privateFolder(): Promise<void> {
    this.folderReady ??= (async () => {
      await mkdir(this.mailDir, { recursive: true, mode: 0o700 });
      await chmod(this.mailDir, 0o700);
    })().catch((error: unknown) => {
      this.folderReady = undefined;
      throw error;
    });
    return this.folderReady;
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
