import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, resolveFromRoot } from '../config/config';
import { ContentCache } from '../content-events/content-cache';
import { ContentEventsService, type ContentTopic } from '../content-events/content-events.service';
import { LiveContentSourceService } from './live-content-source.service';
import type { LiveContentSource } from './live-content';

/** The front end's server renderer (frontend/app/entry.server.tsx, built to build/server). */
interface ServerRenderer {
  renderPage(
    url: string,
    options: { origin: string; assets: unknown; content?: LiveContentSource; submitted?: Record<string, unknown> },
  ): Promise<{ status: number; location?: string; html: string }>;
  englishPath(pathname: string): string;
}

export interface RenderedPage {
  status: number;
  html: string;
  etag: string;
  /** The HTML compressed for the encodings browsers ask for, made once per cached page. */
  encoded(encoding: 'br' | 'gzip'): Buffer;
}

function renderedPage(status: number, html: string): RenderedPage {
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
  const encodings: Partial<Record<'br' | 'gzip', Buffer>> = {};
  return {
    status,
    html,
    etag,
    encoded: (encoding) =>
      (encodings[encoding] ??=
        encoding === 'br'
          ? brotliCompressSync(html, {
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length },
            })
          : gzipSync(html, { level: 9 })),
  };
}

/** A render the page answered with a server error: not cached, the fallback page is served. */
export class PageRenderFailed extends Error {}

/**
 * Renders the live pages (articles, the blog list, careers, in both languages) with their data,
 * through the front end's own server renderer, and keeps each answer until the content it shows
 * changes (content_changed events from any writer: the CLI, the console, SQL).
 */
@Injectable()
export class PageRendererService {
  private readonly logger = new Logger(PageRendererService.name);
  private loading?: Promise<{ renderer: ServerRenderer; assets: unknown } | null>;
  private readonly origin: string;
  private readonly caches: Record<ContentTopic, ContentCache<RenderedPage>>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly source: LiveContentSourceService,
    private readonly events: ContentEventsService,
  ) {
    this.origin = new URL(config.PUBLIC_SITE_URL).origin;
    this.caches = { posts: new ContentCache(events, ['posts']), jobs: new ContentCache(events, ['jobs']) };
  }

  /** The renderer is loaded with the first live page asked for, not at start (most requests are /api). */
  private load() {
    this.loading ??= (async () => {
      const dir = path.join(path.dirname(resolveFromRoot(this.config.STATIC_DIR)), 'server');
      const entry = path.join(dir, 'entry.server.js');
      if (!existsSync(entry)) {
        this.logger.warn(`No front-end build at ${dir}: live pages (blog, careers, articles) get their fallback until it is built`);
        return null;
      }
      const assets: unknown = JSON.parse(readFileSync(path.join(dir, 'assets.json'), 'utf8'));
      return { renderer: (await import(pathToFileURL(entry).href)) as ServerRenderer, assets };
    })();
    return this.loading;
  }

  /** A page rendered again with the answer to a form posted without script (never cached). */
  async renderSubmitted(pathname: string, submitted: { form: string } & Record<string, unknown>): Promise<string> {
    const loaded = await this.load();
    if (!loaded) throw new PageRenderFailed('the front end is not built');
    const result = await loaded.renderer.renderPage(pathname, {
      origin: this.origin,
      assets: loaded.assets,
      content: this.source,
      submitted,
    });
    if (result.status >= 500) throw new PageRenderFailed(`${pathname} answered ${result.status}`);
    return result.html;
  }

  /**
   * The page at `pathname` with the only query it reads (the blog's page number), so tracking
   * parameters neither change the answer nor fill the cache.
   */
  async render(pathname: string, query: Record<string, unknown>): Promise<RenderedPage> {
    const loaded = await this.load();
    if (!loaded) throw new PageRenderFailed('the front end is not built');
    const { renderer, assets } = loaded;
    const english = renderer.englishPath(pathname);
    const page = english === '/blog' && typeof query.page === 'string' ? query.page : undefined;
    const url = page === undefined ? pathname : `${pathname}?page=${encodeURIComponent(page)}`;
    const topic: ContentTopic = english === '/careers' ? 'jobs' : 'posts';
    // Every change committed before this request is heard first, as for the API's cached answers:
    // a job closed or reopened (console, CLI or SQL) shows on the next visit, not a moment later.
    await this.events.settled();
    return this.caches[topic].get(url, async () => {
      const result = await renderer.renderPage(url, { origin: this.origin, assets, content: this.source });
      if (result.status >= 500) throw new PageRenderFailed(`${url} answered ${result.status}`);
      return renderedPage(result.status, result.html);
    });
  }
}
