import { Module } from '@nestjs/common';
import { MailService } from './mail.service';

/** Outgoing mail (SMTP, or .eml files when SMTP is not configured). */
@Module({ providers: [MailService], exports: [MailService] })
export class MailModule {}
