import { Body, Controller, Headers, Post, Res, UseGuards } from '@nestjs/common';
import { type ContactWebhookRequest, type ContactWebhookResponse, contactWebhookRequestSchema } from '@prairieflow/contracts';
import type { FastifyReply } from 'fastify';
import { pageLanguage } from '../common/page-language';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { ContactWebhookService } from './contact-webhook.service';

@Controller('api/contact-webhook')
export class ContactWebhookController {
  constructor(private readonly webhook: ContactWebhookService) {}

  /** 201 when a lead was stored; 202 when a contact-form follow-up was attached to its contact. */
  @Post()
  @UseGuards(RateLimitGuard)
  @RateLimit('contact-webhook', 'forms')
  async create(
    @Body(new ZodValidationPipe(contactWebhookRequestSchema)) body: ContactWebhookRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Headers('referer') referer?: string,
  ): Promise<ContactWebhookResponse> {
    const outcome = await this.webhook.submit({ ...body, language: pageLanguage(body.language, referer) ?? undefined });
    reply.status(outcome.attached ? 202 : 201);
    return { success: true, id: outcome.id };
  }
}
