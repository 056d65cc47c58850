import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { Delivery } from '../generated/prisma/client';
import { MailService } from '../mail/mail.service';
import { buildChatLeadNotification } from '../mail/chat-lead-notification';
import { buildNewsletterConfirmation } from '../mail/newsletter-confirmation';
import { confirmationTextsFor } from '../mail/newsletter-confirmation-texts';
import { buildStaffNotification } from '../mail/staff-notification';
import { NEWSLETTER_CONFIRM_HOURS, newsletterLinks } from '../newsletter/newsletter-links';
import { PrismaService } from '../prisma/prisma.service';
import type { ChatStaffEmailPayload, NewsletterConfirmationPayload, OperatorNoticePayload, StaffEmailPayload } from './delivery-kinds';
import { webhookHeaders } from './webhook-signature';

export interface AttemptOutcome {
  ok: boolean;
  httpStatus?: number;
  error?: string;
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/** Performs one attempt of a delivery; never throws, the outcome says what happened. */
@Injectable()
export class DeliverySenders {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly prisma: PrismaService,
  ) {}

  async attempt(delivery: Delivery): Promise<AttemptOutcome> {
    try {
      if (delivery.kind === 'webhook') return await this.webhook(delivery);
      if (delivery.kind === 'staff_email') {
        const { lead } = delivery.payload as unknown as StaffEmailPayload;
        await this.mail.send(buildStaffNotification(lead, delivery.messageId, this.config.STAFF_EMAIL));
        return { ok: true };
      }
      if (delivery.kind === 'chat_staff_email') {
        const { chatLead } = delivery.payload as unknown as ChatStaffEmailPayload;
        await this.mail.send(buildChatLeadNotification(chatLead, delivery.messageId, this.config.STAFF_EMAIL));
        return { ok: true };
      }
      if (delivery.kind === 'newsletter_confirmation') return await this.confirmation(delivery);
      if (delivery.kind === 'operator_notice') {
        const { to, subject, text } = delivery.payload as unknown as OperatorNoticePayload;
        await this.mail.send({ to, subject, text, messageId: `<${delivery.messageId}@prairieflow>` });
        return { ok: true };
      }
      return { ok: false, error: `Unknown delivery kind ${delivery.kind}` };
    } catch (error) {
      return { ok: false, error: describe(error) };
    }
  }

  private async webhook(delivery: Delivery): Promise<AttemptOutcome> {
    // Read at send time: an operator who fixes the URL or rotates the secret fixes pending retries too.
    const url = this.config.CONTACT_WEBHOOK_URL;
    if (!url) return { ok: false, error: 'CONTACT_WEBHOOK_URL is not configured' };
    const body = JSON.stringify(delivery.payload);
    const response = await fetch(url, {
      method: 'POST',
      headers: webhookHeaders(this.config.CONTACT_WEBHOOK_SECRET, delivery.messageId, body),
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel().catch(() => undefined);
    return response.ok
      ? { ok: true, httpStatus: response.status }
      : { ok: false, httpStatus: response.status, error: `HTTP ${response.status}` };
  }

  private async confirmation(delivery: Delivery): Promise<AttemptOutcome> {
    const payload = delivery.payload as unknown as NewsletterConfirmationPayload;
    if (!payload.token) return { ok: false, error: 'Confirmation token already scrubbed' };
    const links = newsletterLinks(this.config, payload.token, payload.unsubscribeToken);
    // In the language the visitor subscribed in, as stored with the subscriber (issue 12).
    const [subscriber] = await this.prisma.$queryRaw<{ language: string | null }[]>`
      SELECT language FROM newsletter_subscribers WHERE id = ${payload.subscriberId}::uuid`;
    await this.mail.send(
      buildNewsletterConfirmation(
        { email: payload.email, ...links, expiresHours: NEWSLETTER_CONFIRM_HOURS, messageId: delivery.messageId },
        confirmationTextsFor(subscriber?.language),
      ),
    );
    return { ok: true };
  }
}

/** A short, log-safe description (no stack, bounded). */
function describe(error: unknown): string {
  const err = error as { name?: string; message?: string; code?: string; cause?: { code?: string } };
  const code = err?.code ?? err?.cause?.code;
  const text = `${err?.name ?? 'Error'}: ${err?.message ?? String(error)}${code ? ` (${code})` : ''}`;
  return text.slice(0, 500);
}
