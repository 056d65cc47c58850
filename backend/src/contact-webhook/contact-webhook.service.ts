import { Inject, Injectable } from '@nestjs/common';
import type { ContactWebhookRequest } from '@prairieflow/contracts';
import { detectBot } from '../bot-check/bot-check';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { LeadsService } from '../leads/leads.service';

export interface WebhookOutcome {
  id: string;
  /** True when a contact-form follow-up was attached to the contact it follows. */
  attached: boolean;
}

@Injectable()
export class ContactWebhookService {
  constructor(
    private readonly leads: LeadsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Demo requests are stored with their deliveries. A `contact` submission is the follow-up the
   * contact form sends after /api/contact: it adds the visitor id to that contact rather than
   * creating a second lead, but only for the browser that sent that contact (`followUpOf`, from
   * its cookie). Anyone else, or a client that skipped /api/contact, gets a lead of its own.
   */
  async submit(body: ContactWebhookRequest, followUpOf: string | null = null): Promise<WebhookOutcome> {
    const spam = detectBot(body, this.config.FORM_MIN_FILL_MS);
    if (body.form_type === 'demo') return { id: await this.leads.storeDemo(body, spam), attached: false };
    const visitorId = body.visitorId === 'unknown' ? null : body.visitorId;
    const matched = followUpOf ? await this.leads.attachVisitor(followUpOf, body.email, body.message, visitorId) : null;
    if (matched) return { id: matched, attached: true };
    return { id: await this.leads.storeContact(body, spam, visitorId), attached: false };
  }
}
