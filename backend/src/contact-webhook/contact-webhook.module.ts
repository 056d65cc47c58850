import { Module } from '@nestjs/common';
import { LeadsModule } from '../leads/leads.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { ContactWebhookController } from './contact-webhook.controller';
import { ContactWebhookService } from './contact-webhook.service';

@Module({ imports: [LeadsModule, RateLimitModule], controllers: [ContactWebhookController], providers: [ContactWebhookService] })
export class ContactWebhookModule {}
