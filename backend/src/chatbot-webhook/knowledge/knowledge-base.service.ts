import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, resolveFromRoot } from '../../config/config';
import { PrismaService } from '../../prisma/prisma.service';
import { loadSiteContent, type SiteContent } from './content-loader';
import type { ContactDetails, Passage, ScoredPassage } from './passage';
import { SearchIndex } from './search-index';
import { excerpt, markdownToText } from './text';

const CHUNK = 600;

/**
 * The embedded engine's knowledge: the site's content modules (read once at start) plus the
 * published blog posts, re-read when a cheap version check (count + newest updated_at) changes.
 */
@Injectable()
export class KnowledgeBaseService implements OnModuleInit {
  private readonly logger = new Logger('KnowledgeBase');
  private site: SiteContent = { passages: [], contact: { name: 'our team' }, pageTitles: new Map(), modules: [] };
  private blog: Passage[] = [];
  private index = new SearchIndex([]);
  private blogVersion = '';
  private checkedAt = 0;
  private refreshing?: Promise<void>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaService,
  ) {}

  async onModuleInit(): Promise<void> {
    const dir = resolveFromRoot(this.config.CHAT_CONTENT_DIR);
    try {
      this.site = await loadSiteContent(dir);
    } catch (error) {
      // The API must still start (e.g. an image built without the content folder); chat then
      // answers from blog posts and its rules only, and says so in the log.
      this.logger.error({ err: error, dir }, 'Chat knowledge: content modules could not be read');
    }
    await this.refresh(true);
    this.logger.log({ modules: this.site.modules.length, passages: this.index.passages.length }, 'Chat knowledge base ready');
  }

  get contact(): ContactDetails {
    return this.site.contact;
  }

  get passages(): readonly Passage[] {
    return this.index.passages;
  }

  isSpecific(term: string): boolean {
    return this.index.isSpecific(term);
  }

  /** The industry cards (service-cards.ts), each with the service page it leads to. */
  get industries(): { title: string; path: string }[] {
    const cards = this.site.passages.filter((p) => p.id.startsWith('service-cards:') && p.path.startsWith('/services/'));
    return [...new Map(cards.map((p) => [p.path, { title: p.title, path: p.path }])).values()];
  }

  pageTitle(path: string): string {
    return this.site.pageTitles.get(path) ?? this.index.passages.find((p) => p.path === path)?.title ?? path;
  }

  async search(query: string, limit = 5): Promise<ScoredPassage[]> {
    await this.refresh(false);
    return this.index.query(query, limit);
  }

  /** At most one version check per CHAT_KB_REFRESH_MS; a failed check keeps the last index. */
  private async refresh(force: boolean): Promise<void> {
    if (!force && Date.now() - this.checkedAt < this.config.CHAT_KB_REFRESH_MS) return;
    this.refreshing ??= this.reloadBlogIfChanged(force).finally(() => {
      this.checkedAt = Date.now();
      this.refreshing = undefined;
    });
    await this.refreshing;
  }

  private async reloadBlogIfChanged(force: boolean): Promise<void> {
    try {
      // English posts only until the index keys passages by language (French twins share slugs: duplicate ids).
      const published = { isDraft: false, publishedAt: { lte: new Date() }, language: 'en' };
      const stats = await this.prisma.blogPost.aggregate({ where: published, _count: { _all: true }, _max: { updatedAt: true } });
      const version = `${stats._count._all}:${stats._max.updatedAt?.toISOString() ?? ''}`;
      if (!force && version === this.blogVersion) return;
      const posts = await this.prisma.blogPost.findMany({
        where: published,
        select: { slug: true, title: true, seoDescription: true, content: true },
      });
      this.blog = posts.flatMap((post) => postPassages(post));
      this.blogVersion = version;
    } catch (error) {
      this.logger.warn({ err: error }, 'Chat knowledge: blog posts could not be read');
    }
    this.index = new SearchIndex([...this.site.passages, ...this.blog]);
  }
}

/** A post becomes its summary passage plus a few body chunks, all linking to the article. */
function postPassages(post: { slug: string; title: string; seoDescription: string | null; content: string }): Passage[] {
  const path = `/content/${post.slug}`;
  const body = markdownToText(post.content);
  const summary = post.seoDescription?.trim() || excerpt(body, 240);
  const out: Passage[] = [{ id: `blog:${post.slug}`, kind: 'blog', title: post.title, text: summary, path }];
  const sentences = body.split(/(?<=[.!?])\s+/);
  let chunk = '';
  for (const sentence of sentences) {
    if (chunk.length + sentence.length > CHUNK && chunk) {
      out.push({ id: `blog:${post.slug}:${out.length}`, kind: 'blog', title: post.title, text: chunk.trim(), path });
      chunk = '';
    }
    chunk += `${sentence} `;
  }
  if (chunk.trim()) out.push({ id: `blog:${post.slug}:${out.length}`, kind: 'blog', title: post.title, text: chunk.trim(), path });
  return out;
}
