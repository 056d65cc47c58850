import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ContactRequest, ContactWebhookContactRequest, DemoWebhookRequest } from '@prairieflow/contracts';
import type { SpamReason } from '../bot-check/bot-check';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { NewDelivery } from '../deliveries/delivery-kinds';
import { deliveriesCte, newMessageId } from '../deliveries/enqueue';
import { PrismaService } from '../prisma/prisma.service';
import type { LeadRecord } from './lead-record';

export type ContactLeadInput = ContactRequest | ContactWebhookContactRequest;

/** A follow-up matches a contact with the same e-mail and message stored this recently. */
const FOLLOW_UP_WINDOW_MINUTES = 15;

/**
 * Stores leads. A lead, its deliveries (staff e-mail; webhook when CONTACT_WEBHOOK_URL is set)
 * and their queue jobs are written by ONE statement, so they commit together: an answered
 * submission is never lost, and a failed one leaves nothing behind. Spam is stored, flagged,
 * and gets no deliveries.
 */
@Injectable()
export class LeadsService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async storeContact(input: ContactLeadInput, spam: SpamReason | null, visitorId: string | null = null): Promise<string> {
    const meeting = 'schedule_meeting' in input ? input.schedule_meeting : input.book_meeting;
    const lead = this.record('contact', input, { book_meeting: meeting, visitorId });
    const deliveries = spam ? [] : this.deliveriesFor(lead, 'contact');
    await this.prisma.$queryRaw`
      WITH lead AS (
        INSERT INTO contacts (id, name, email, phone, company, industry, message, preferred_date, preferred_time,
          schedule_meeting, source, visitor_id, utm_source, utm_medium, utm_campaign, is_spam, spam_reason, created_at, language)
        VALUES (${lead.id}::uuid, ${lead.name}, ${lead.email}, ${lead.phone}, ${lead.company}, ${lead.industry}, ${lead.message},
          ${lead.preferred_date}::date, ${lead.preferred_time}, ${lead.book_meeting}, ${lead.source}, ${lead.visitorId},
          ${lead.utm_source}, ${lead.utm_medium}, ${lead.utm_campaign}, ${spam !== null}, ${spam}, ${lead.created_at}::timestamptz, ${lead.language})
        RETURNING id
      )${deliveriesCte(deliveries)}
      SELECT (SELECT n FROM queued)::int AS queued`;
    return lead.id;
  }

  async storeDemo(input: DemoWebhookRequest, spam: SpamReason | null): Promise<string> {
    const lead = this.record('demo', input, {
      book_meeting: input.book_meeting,
      visitorId: input.visitorId,
      company_size: input.company_size ?? null,
      job_title: input.job_title ?? null,
    });
    const deliveries = spam ? [] : this.deliveriesFor(lead, 'demo_request');
    await this.prisma.$queryRaw`
      WITH lead AS (
        INSERT INTO demo_requests (id, name, email, phone, company, industry, company_size, job_title, message, preferred_date,
          preferred_time, book_meeting, source, form_type, visitor_id, utm_source, utm_medium, utm_campaign, is_spam, spam_reason, created_at, language)
        VALUES (${lead.id}::uuid, ${lead.name}, ${lead.email}, ${lead.phone}, ${lead.company}, ${lead.industry}, ${lead.company_size},
          ${lead.job_title}, ${lead.message}, ${lead.preferred_date}::date, ${lead.preferred_time}, ${lead.book_meeting}, ${lead.source},
          'demo', ${lead.visitorId}, ${lead.utm_source}, ${lead.utm_medium}, ${lead.utm_campaign}, ${spam !== null}, ${spam},
          ${lead.created_at}::timestamptz, ${lead.language})
        RETURNING id
      )${deliveriesCte(deliveries)}
      SELECT (SELECT n FROM queued)::int AS queued`;
    return lead.id;
  }

  /**
   * The contact form's follow-up call carries the visitor id /api/contact does not get. It is
   * attached to the contact it follows instead of creating a second lead: the contact whose id
   * the caller proved it holds (the follow-up cookie), with the same e-mail and message, recent,
   * and no visitor id yet. Returns that contact's id, or null when it does not match.
   */
  async attachVisitor(contactId: string, email: string, message: string, visitorId: string | null): Promise<string | null> {
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      UPDATE contacts SET visitor_id = ${visitorId}
      WHERE id = ${contactId}::uuid AND email = ${email} AND message = ${message} AND visitor_id IS NULL
        AND created_at > now() - make_interval(mins => ${FOLLOW_UP_WINDOW_MINUTES})
      RETURNING id::text`;
    return rows[0]?.id ?? null;
  }

  private record(
    formType: LeadRecord['form_type'],
    input: ContactLeadInput | DemoWebhookRequest,
    extra: Partial<LeadRecord> & Pick<LeadRecord, 'book_meeting' | 'visitorId'>,
  ): LeadRecord {
    return {
      id: randomUUID(),
      form_type: formType,
      source: input.source,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      company: input.company ?? null,
      industry: input.industry,
      company_size: null,
      job_title: null,
      message: input.message ?? null,
      preferred_date: input.preferred_date ?? null,
      preferred_time: input.preferred_time ?? null,
      utm_source: input.utm_source ?? null,
      utm_medium: input.utm_medium ?? null,
      utm_campaign: input.utm_campaign ?? null,
      created_at: new Date().toISOString(),
      language: input.language ?? null,
      ...extra,
      visitorId: extra.visitorId && extra.visitorId !== 'unknown' ? extra.visitorId : null,
    };
  }

  deliveriesFor(lead: LeadRecord, subjectType: NewDelivery['subjectType']): NewDelivery[] {
    const base = { subjectType, subjectId: lead.id };
    const list: NewDelivery[] = [{ ...base, id: randomUUID(), kind: 'staff_email', messageId: newMessageId(), payload: { lead } }];
    if (this.config.CONTACT_WEBHOOK_URL) {
      list.push({
        ...base,
        id: randomUUID(),
        kind: 'webhook',
        messageId: newMessageId(),
        payload: { type: `lead.${lead.form_type}`, timestamp: lead.created_at, data: lead },
      });
    }
    return list;
  }
}
