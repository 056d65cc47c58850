import { Body, Controller, Headers, HttpCode, Post, UseGuards } from '@nestjs/common';
import { type ContactRequest, type ContactResponse, contactRequestSchema } from '@prairieflow/contracts';
import { pageLanguage } from '../common/page-language';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { ContactService } from './contact.service';

@Controller('api/contact')
export class ContactController {
  constructor(private readonly contacts: ContactService) {}

  /** 201 only once the message and its deliveries are committed. */
  @Post()
  @HttpCode(201)
  @UseGuards(RateLimitGuard)
  @RateLimit('contact', 'forms')
  async create(@Body(new ZodValidationPipe(contactRequestSchema)) body: ContactRequest, @Headers('referer') referer?: string): Promise<ContactResponse> {
    const language = pageLanguage(body.language, referer) ?? undefined;
    return { success: true, id: await this.contacts.submit({ ...body, language }) };
  }
}
