import { Controller, ForbiddenException, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { contactRequestSchema, messages, newsletterRequestSchema } from '@prairieflow/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { ContactService } from '../contact/contact.service';
import { NewsletterService } from '../newsletter/newsletter.service';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { PageRendererService } from './page-renderer.service';

/** The contact form's fields as a form post sends them (text, a checkbox that is "on" or absent). */
const TEXT_FIELDS = ['name', 'email', 'phone', 'company', 'industry', 'message', 'preferred_date', 'preferred_time', 'website'] as const;

/**
 * Forms posted without script (the island never ran). Never a GET, so nothing lands in a URL or
 * a log. Browsers send Origin with every form post: only our own pages may post here.
 * - contact: the same rules as POST /api/contact, then the contact page again, thanking the
 *   visitor or with the errors under their fields and what they typed kept;
 * - newsletter: the same as POST /api/newsletter, then back to the home page (303) at the
 *   newsletter box's message for the outcome, which CSS shows as the :target (no render, no script).
 */
@Controller()
export class NoScriptFormsController {
  private readonly origin: string;

  constructor(
    private readonly contacts: ContactService,
    private readonly newsletter: NewsletterService,
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

  @Post(['newsletter', 'fr/newsletter'])
  @UseGuards(RateLimitGuard)
  @RateLimit('newsletter', 'forms')
  async subscribe(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    this.sameOrigin(request);
    const language = request.url.startsWith('/fr/') ? 'fr' : 'en';
    const home = language === 'fr' ? '/fr' : '/';
    const email = (request.body as Record<string, unknown> | undefined)?.email;
    const parsed = newsletterRequestSchema.safeParse({ email: typeof email === 'string' ? email : '' });
    let outcome = 'subscribed';
    if (!parsed.success) outcome = parsed.error.issues[0]?.message === messages.newsletterEmpty ? 'empty' : 'invalid';
    else {
      const header = (name: string) => (typeof request.headers[name] === 'string' ? request.headers[name] : undefined);
      await this.newsletter.subscribe(parsed.data.email, {
        ip: request.ip,
        userAgent: header('user-agent'),
        referer: header('referer'),
        language,
      });
    }
    return reply.status(303).header('location', `${home}#newsletter-${outcome}`).header('cache-control', 'no-store').send();
  }

  private sameOrigin(request: FastifyRequest): void {
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if (origin === this.origin || site === 'same-origin') return;
    throw new ForbiddenException('Forms may be posted only from this site’s own pages');
  }
}
