import { Body, Controller, Headers, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { type ContactRequest, type ContactResponse, contactRequestSchema } from '@prairieflow/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageLanguage } from '../common/page-language';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { giveFollowUpCookie } from '../contact-webhook/follow-up-cookie';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { ContactService } from './contact.service';

@Controller('api/contact')
export class ContactController {
  constructor(
    private readonly contacts: ContactService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * 201 only once the message and its deliveries are committed. The browser also gets the
   * cookie that lets its /api/contact-webhook follow-up attach to this contact.
   */
  @Post()
  @HttpCode(201)
  @UseGuards(RateLimitGuard)
  @RateLimit('contact', 'forms')
  async create(
    @Body(new ZodValidationPipe(contactRequestSchema)) body: ContactRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Headers('referer') referer?: string,
  ): Promise<ContactResponse> {
    const id = await this.contacts.submit({ ...body, language: pageLanguage(body.language, referer) ?? undefined });
    giveFollowUpCookie(this.config, request, reply, id);
    return { success: true, id };
  }
}
