import { Inject, Injectable } from '@nestjs/common';
import type { ContactRequest } from '@prairieflow/contracts';
import { detectBot } from '../bot-check/bot-check';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { LeadsService } from '../leads/leads.service';

@Injectable()
export class ContactService {
  constructor(
    private readonly leads: LeadsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stores the message with its deliveries; bots are stored as spam and answered the same. */
  submit(body: ContactRequest): Promise<string> {
    return this.leads.storeContact(body, detectBot(body, this.config.FORM_MIN_FILL_MS));
  }
}
