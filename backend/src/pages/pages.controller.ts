import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Controller, Get, Inject, Logger, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig, resolveFromRoot } from '../config/config';
import { PageRendererService } from './page-renderer.service';

/** The live pages in both languages (nginx proxies the same paths to the backend in compose). */
const LIVE_PAGES = ['blog', 'careers', 'content/:slug', 'fr/blog', 'fr/careers', 'fr/content/:slug'];

/**
 * Articles, the blog list (?page=N) and careers as complete HTML with their data: a crawler or a
 * link preview reads the title, description, Open Graph tags, JSON-LD and body without running
 * any script. Revalidated on every visit (ETag); 404 for an unknown post or page number.
 */
@Controller()
export class PagesController {
  private readonly logger = new Logger(PagesController.name);
  private readonly fallbackDir: string;

  constructor(
    private readonly pages: PageRendererService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.fallbackDir = path.join(resolveFromRoot(config.STATIC_DIR), '_fallback');
  }

  /** (Fastify answers HEAD for every GET route itself.) */
  @Get(LIVE_PAGES)
  async serve(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const pathname = request.url.split('?')[0];
    let page;
    try {
      page = await this.pages.render(pathname, request.query as Record<string, unknown>);
    } catch (error) {
      return this.fallback(pathname, reply, error);
    }
    reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding');
    if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    reply.status(page.status).type('text/html; charset=utf-8');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(page.encoded(encoding));
  }

  /**
   * The database or the renderer failed: the prerendered fallback page (its islands load the
   * data in the browser, with the spec's error states), never cached, like nginx does.
   */
  private fallback(pathname: string, reply: FastifyReply, error: unknown) {
    this.logger.error({ err: error, path: pathname }, 'Live page could not be rendered; serving its fallback page');
    const french = pathname === '/fr' || pathname.startsWith('/fr/');
    const english = french ? pathname.slice(3) : pathname;
    const name = english.startsWith('/content/') ? 'content' : english.slice(1);
    const file = path.join(this.fallbackDir, french ? 'fr' : '', `${name}.html`);
    if (!existsSync(file))
      return reply.status(503).type('text/plain; charset=utf-8').send('This page is unavailable. Please try again in a moment.');
    return reply.status(200).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(readFileSync(file));
  }
}
