import path from 'node:path';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, resolveFromRoot } from '../../config/config';
import { PrismaService } from '../../prisma/prisma.service';
import { type GroundingSource, normaliseForGrounding } from '../grounding/grounding';
import type { Language } from '../router/language';
import { loadContentModules } from './content-modules';
import { loadSiteContent, type SiteContent } from './content-loader';
import type { ContactDetails, Passage, ScoredPassage } from './passage';
import { SearchIndex } from './search-index';
import { type SiteFacts, siteFacts } from './site-facts';
import { excerpt, fold, markdownToText } from './text';

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
  private facts = new Map<Language, SiteFacts>();
  private siteText = '';
  private moduleText = '';
  private sitePaths: string[] = [];
  private grounding: GroundingSource = { text: '', paths: new Set() };
  private jobTitles: string[] = [];
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
      const english = await loadContentModules(dir);
      this.site = await loadSiteContent(dir, english);
      this.facts.set('en', siteFacts('en', english, english));
      // French answers are composed from the French twins (content/fr); English stands in if absent.
      const french = await loadContentModules(path.join(dir, 'fr')).catch(() => english);
      this.facts.set('fr', siteFacts('fr', french, english));
      this.siteText = fold(JSON.stringify([...english.values()]));
      this.moduleText = normaliseForGrounding(JSON.stringify([...english.values(), ...(french === english ? [] : french.values())]));
      const routes = english.get('routes') ?? {};
      const hub = this.facts.get('en')?.articles ?? [];
      this.sitePaths = [
        ...((routes.staticPaths as string[] | undefined) ?? []),
        ...((routes.serviceSlugs as string[] | undefined) ?? []).map((s) => `/services/${s}`),
        ...hub.map((a) => `/content/${a.slug}`),
      ];
    } catch (error) {
      // The API must still start (e.g. an image built without the content folder); chat then
      // answers from blog posts and its rules only, and says so in the log.
      this.logger.error({ err: error, dir }, 'Chat knowledge: content modules could not be read');
    }
    await this.refresh(true);
    this.logger.log({ modules: this.site.modules.length, passages: this.index.passages.length }, 'Chat knowledge base ready');
  }

  /** The site's copy in one language, for composing answers. */
  factsFor(lang: Language): SiteFacts {
    return this.facts.get(lang) ?? this.facts.get('en') ?? siteFacts(lang, new Map(), new Map());
  }

  /** Everything the English content modules say, folded: what counts as "the site mentions it". */
  mentions(term: string): boolean {
    return this.siteText.includes(fold(term));
  }

  /** What a model's reply is held to: the site's text in both languages and its paths (with /fr twins). */
  get groundingSource(): GroundingSource {
    return this.grounding;
  }

  get siteWords(): string {
    return this.siteText;
  }

  /** Titles of the open job listings (English, as stored). */
  get openJobs(): string[] {
    return this.jobTitles;
  }

  /** The visitor's words, folded, with misspellings replaced by the nearest known word. */
  correct(text: string): string {
    return this.index.correctWords(text);
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
      const open = { closedAt: null };
      const jobStats = await this.prisma.jobListing.aggregate({ where: open, _count: { _all: true }, _max: { updatedAt: true } });
      const version = [stats._count._all, stats._max.updatedAt?.toISOString(), jobStats._count._all, jobStats._max.updatedAt?.toISOString()].join(':');
      if (!force && version === this.blogVersion) return;
      const posts = await this.prisma.blogPost.findMany({
        where: published,
        select: { slug: true, title: true, seoDescription: true, content: true },
      });
      this.blog = posts.flatMap((post) => postPassages(post));
      this.blogVersion = version;
      const jobs = await this.prisma.jobListing.findMany({ where: open, orderBy: { postedAt: 'desc' }, select: { title: true } });
      this.jobTitles = jobs.map((j) => j.title);
    } catch (error) {
      this.logger.warn({ err: error }, 'Chat knowledge: blog posts could not be read');
    }
    this.index = new SearchIndex([...this.site.passages, ...this.blog]);
    const english = new Set([...this.sitePaths, ...this.blog.map((p) => p.path)]);
    this.grounding = {
      text: `${this.moduleText}\n${normaliseForGrounding(this.blog.map((p) => p.text).join('\n'))}`,
      paths: new Set([...english, ...[...english].map((p) => (p === '/' ? '/fr' : `/fr${p}`))]),
    };
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
