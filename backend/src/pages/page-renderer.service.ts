import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, resolveFromRoot } from '../config/config';
import { ContentCache } from '../content-events/content-cache';
import { ContentEventsService, type ContentTopic } from '../content-events/content-events.service';
import { LiveContentSourceService } from './live-content-source.service';
import type { LiveContentSource } from './live-content';

/** The front end's server renderer (frontend/app/entry.server.tsx, built to build/server). */
interface ServerRenderer {
  renderPage(url: string, options: { origin: string; assets: unknown; content?: LiveContentSource }): Promise<{ status: number; location?: string; html: string }>;
  englishPath(pathname: string): string;
}

export interface RenderedPage {
  status: number;
  html: string;
  etag: string;
}

/** A render the page answered with a server error: not cached, the fallback page is served. */
export class PageRenderFailed extends Error {}

/**
 * Renders the live pages (articles, the blog list, careers, in both languages) with their data,
 * through the front end's own server renderer, and keeps each answer until the content it shows
 * changes (content_changed events from any writer: the CLI, the console, SQL).
 */
@Injectable()
export class PageRendererService implements OnModuleInit {
  private readonly logger = new Logger(PageRendererService.name);
  private renderer?: ServerRenderer;
  private assets: unknown;
  private readonly origin: string;
  private readonly caches: Record<ContentTopic, ContentCache<RenderedPage>>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly source: LiveContentSourceService,
    events: ContentEventsService,
  ) {
    this.origin = new URL(config.PUBLIC_SITE_URL).origin;
    this.caches = { posts: new ContentCache(events, ['posts']), jobs: new ContentCache(events, ['jobs']) };
  }

  async onModuleInit(): Promise<void> {
    const dir = path.join(path.dirname(resolveFromRoot(this.config.STATIC_DIR)), 'server');
    const entry = path.join(dir, 'entry.server.js');
    if (!existsSync(entry)) {
      this.logger.warn(`No front-end build at ${dir}: live pages (blog, careers, articles) answer 503 until it is built`);
      return;
    }
    this.assets = JSON.parse(readFileSync(path.join(dir, 'assets.json'), 'utf8'));
    this.renderer = (await import(pathToFileURL(entry).href)) as ServerRenderer;
  }

  get available(): boolean {
    return this.renderer !== undefined;
  }

  /**
   * The page at `pathname` with the only query it reads (the blog's page number), so tracking
   * parameters neither change the answer nor fill the cache.
   */
  async render(pathname: string, query: Record<string, unknown>): Promise<RenderedPage> {
    const renderer = this.renderer;
    if (!renderer) throw new PageRenderFailed('the front end is not built');
    const english = renderer.englishPath(pathname);
    const page = english === '/blog' && typeof query.page === 'string' ? query.page : undefined;
    const url = page === undefined ? pathname : `${pathname}?page=${encodeURIComponent(page)}`;
    const topic: ContentTopic = english === '/careers' ? 'jobs' : 'posts';
    return this.caches[topic].get(url, async () => {
      const result = await renderer.renderPage(url, { origin: this.origin, assets: this.assets, content: this.source });
      if (result.status >= 500) throw new PageRenderFailed(`${url} answered ${result.status}`);
      const etag = `"${createHash('sha256').update(result.html).digest('base64url').slice(0, 22)}"`;
      return { status: result.status, html: result.html, etag };
    });
  }
}
