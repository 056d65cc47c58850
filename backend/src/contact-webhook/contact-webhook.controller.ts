import { Body, Controller, Headers, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { type ContactWebhookRequest, type ContactWebhookResponse, contactWebhookRequestSchema } from '@prairieflow/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageLanguage } from '../common/page-language';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { ContactWebhookService } from './contact-webhook.service';
import { clearFollowUpCookie, followUpContactId } from './follow-up-cookie';

@Controller('api/contact-webhook')
export class ContactWebhookController {
  constructor(
    private readonly webhook: ContactWebhookService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 201 when a lead was stored; 202 when a contact-form follow-up was attached to its contact. */
  @Post()
  @UseGuards(RateLimitGuard)
  @RateLimit('contact-webhook', 'forms')
  async create(
    @Body(new ZodValidationPipe(contactWebhookRequestSchema)) body: ContactWebhookRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Headers('referer') referer?: string,
  ): Promise<ContactWebhookResponse> {
    const language = pageLanguage(body.language, referer) ?? undefined;
    const outcome = await this.webhook.submit({ ...body, language }, followUpContactId(request));
    if (outcome.attached) clearFollowUpCookie(this.config, request, reply);
    reply.status(outcome.attached ? 202 : 201);
    return { success: true, id: outcome.id };
  }
}
