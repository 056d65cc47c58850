import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  type NewsletterRequest,
  type NewsletterResponse,
  newsletterRequestSchema,
  newsletterSuccessMessage,
  newsletterTokenSchema,
} from '@prairieflow/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageLanguage } from '../common/page-language';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { type ConfirmResult, NewsletterService } from './newsletter.service';
import { type NewsletterPageTexts, newsletterPageTexts as en, pageHeaders, renderPage } from './pages';
import { newsletterPageTexts as fr } from './pages.fr';

/** Pages answer in the subscriber's language (stored when they subscribed), English otherwise. */
const textsFor = (language: string | null): NewsletterPageTexts => (language === 'fr' ? fr : en);

const confirmStatus: Record<ConfirmResult, number> = { confirmed: 200, already_confirmed: 200, expired: 410, invalid: 404 };

const tokenOf = (value: unknown): string | null => {
  const parsed = newsletterTokenSchema.safeParse({ token: value });
  return parsed.success ? parsed.data.token : null;
};

@Controller('api/newsletter')
export class NewsletterController {
  constructor(
    private readonly newsletter: NewsletterService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Same 200 body for new, repeated, confirmed and suppressed addresses. */
  @Post()
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('newsletter', 'forms')
  async subscribe(
    @Body(new ZodValidationPipe(newsletterRequestSchema)) body: NewsletterRequest,
    @Req() request: FastifyRequest,
  ): Promise<NewsletterResponse> {
    const header = (name: string) => (typeof request.headers[name] === 'string' ? request.headers[name] : undefined);
    await this.newsletter.subscribe(body.email, {
      ip: request.ip,
      userAgent: header('user-agent'),
      referer: header('referer'),
      language: pageLanguage(body.language, header('referer')),
    });
    return { success: true, message: newsletterSuccessMessage };
  }

  @Get('confirm')
  async confirm(@Query('token') rawToken: unknown, @Res() reply: FastifyReply) {
    const token = tokenOf(rawToken);
    const texts = textsFor(token ? await this.newsletter.languageOf({ confirm: token }) : null);
    const result = token ? await this.newsletter.confirm(token) : 'invalid';
    return this.page(reply, texts, confirmStatus[result], texts.confirm[result]);
  }

  /** The link in the mail asks first: link scanners that open URLs must not unsubscribe anyone. */
  @Get('unsubscribe')
  async unsubscribePage(@Query('token') rawToken: unknown, @Res() reply: FastifyReply) {
    const token = tokenOf(rawToken);
    if (!token) return this.page(reply, en, 404, en.unsubscribe.incomplete);
    const texts = textsFor(await this.newsletter.languageOf({ unsubscribe: token }));
    const { button, ...ask } = texts.unsubscribe.ask;
    return this.page(reply, texts, 200, ask, { action: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, button });
  }

  /**
   * RFC 8058 one-click (List-Unsubscribe=One-Click form body) and the page's button. Limited like
   * other writes, on the generous /rest bucket: mail providers post these from shared addresses.
   */
  @Post('unsubscribe')
  @UseGuards(RateLimitGuard)
  @RateLimit('newsletter-unsubscribe', 'rest')
  async unsubscribe(@Query('token') queryToken: unknown, @Body() body: unknown, @Res() reply: FastifyReply) {
    const token = tokenOf(queryToken ?? (body as { token?: unknown } | undefined)?.token);
    const texts = textsFor(token ? await this.newsletter.languageOf({ unsubscribe: token }) : null);
    const done = token ? await this.newsletter.unsubscribe(token) : false;
    if (!done) return this.page(reply, texts, 404, texts.unsubscribe.unknown);
    return this.page(reply, texts, 200, texts.unsubscribe.done);
  }

  private page(
    reply: FastifyReply,
    texts: NewsletterPageTexts,
    status: number,
    page: { title: string; message: string },
    form?: { action: string; button: string },
  ) {
    // The French site lives under /fr.
    const homeUrl = `${this.config.PUBLIC_SITE_URL.replace(/\/+$/, '')}/${texts.lang === 'fr' ? 'fr' : ''}`;
    const html = renderPage({ ...page, form, homeUrl, lang: texts.lang, backLabel: texts.backLabel });
    return reply.status(status).headers(pageHeaders).send(html);
  }
}
