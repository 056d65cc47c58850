import { Controller, ForbiddenException, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { contactRequestSchema } from '@prairieflow/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { ContactService } from '../contact/contact.service';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { PageRendererService } from './page-renderer.service';

/** The contact form's fields as a form post sends them (text, a checkbox that is "on" or absent). */
const TEXT_FIELDS = ['name', 'email', 'phone', 'company', 'industry', 'message', 'preferred_date', 'preferred_time', 'website'] as const;

/**
 * The contact form posted without script (the island never ran): the same rules as
 * POST /api/contact, then the contact page again, thanking the visitor or with the errors under
 * their fields and what they typed kept. Never a GET, so nothing lands in a URL or a log.
 * Browsers send Origin with every form post: only our own pages may post here.
 */
@Controller()
export class NoScriptFormsController {
  private readonly origin: string;

  constructor(
    private readonly contacts: ContactService,
    private readonly pages: PageRendererService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.origin = new URL(config.PUBLIC_SITE_URL).origin;
  }

  @Post(['contact', 'fr/contact'])
  @UseGuards(RateLimitGuard)
  @RateLimit('contact', 'forms')
  async contact(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    this.sameOrigin(request);
    const posted = (request.body ?? {}) as Record<string, unknown>;
    const values: Record<string, string> = {};
    for (const field of TEXT_FIELDS) if (typeof posted[field] === 'string') values[field] = posted[field];
    const meeting = posted.schedule_meeting === 'on';
    const parsed = contactRequestSchema.safeParse({
      ...values,
      preferred_date: meeting ? values.preferred_date : undefined,
      preferred_time: meeting ? values.preferred_time : undefined,
      schedule_meeting: meeting,
    });
    const pathname = request.url.split('?')[0];
    if (!parsed.success) {
      const errors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
      const { website: _honeypot, ...kept } = values;
      const page = await this.pages.renderSubmitted(pathname, { form: 'contact', values: kept, errors });
      return reply.status(422).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    }
    await this.contacts.submit({ ...parsed.data, language: pathname.startsWith('/fr/') ? 'fr' : 'en' });
    const page = await this.pages.renderSubmitted(pathname, { form: 'contact', sent: meeting ? 'meeting' : 'contact' });
    return reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  }

  private sameOrigin(request: FastifyRequest): void {
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if (origin === this.origin || site === 'same-origin') return;
    throw new ForbiddenException('Forms may be posted only from this site’s own pages');
  }
}
