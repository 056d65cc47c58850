import path from 'node:path';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, resolveFromRoot } from '../../config/config';
import { PrismaService } from '../../prisma/prisma.service';
import { type GroundingSource, normaliseForGrounding } from '../grounding/grounding';
import type { Language } from '../router/language';
import { loadContentModules } from './content-modules';
import { loadSiteContent, type SiteContent } from './content-loader';
import type { ContactDetails, Passage, ScoredPassage } from './passage';
import { editDistance, SearchIndex } from './search-index';
import { type SiteFacts, siteFacts } from './site-facts';
import { intentExamples } from '../understand/intent-examples';
import { frenchGlossary, stopwords, synonymGroups, shorthand } from './lexicon';
import { excerpt, fold, markdownToText, stem } from './text';

const CHUNK = 600;

const LANGUAGES: Language[] = ['en', 'fr'];
const emptySite = (): SiteContent => ({ passages: [], contact: { name: 'our team' }, pageTitles: new Map(), modules: [] });

/**
 * The embedded engine's knowledge, in each language the site has: the content modules (English
 * content/ and its French twin content/fr, read once at start) plus the published blog posts of
 * that language, re-read when a cheap version check (count + newest updated_at) changes. A French
 * question is answered from French text with /fr links; English stands in where French is absent.
 */
/** An open job listing, as the careers answer reads it. */
export interface OpenJob {
  title: string;
  type: string;
  location: string;
  description: string;
  /** Other titles it is known by (a French listing's English twin). */
  aliases: string[];
}

@Injectable()
export class KnowledgeBaseService implements OnModuleInit {
  private readonly logger = new Logger('KnowledgeBase');
  private site: SiteContent = emptySite();
  private frenchSite: SiteContent = emptySite();
  private blog: Record<Language, Passage[]> = { en: [], fr: [] };
  private facts = new Map<Language, SiteFacts>();
  private siteText = '';
  private moduleText = '';
  private sitePaths: string[] = [];
  private grounding: GroundingSource = { text: '', paths: new Set() };
  private vocabulary = new Set<string>();
  private jobs: Record<Language, OpenJob[]> = { en: [], fr: [] };
  private indexes: Record<Language, SearchIndex> = { en: new SearchIndex([]), fr: new SearchIndex([]) };
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
      if (french !== english) this.frenchSite = await loadSiteContent(path.join(dir, 'fr'), french, 'fr', english);
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
    this.logger.log(
      { modules: this.site.modules.length, passages: this.indexes.en.passages.length, frenchPassages: this.indexes.fr.passages.length },
      'Chat knowledge base ready',
    );
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

  /**
   * Whether a folded word is one the assistant knows: in the site's text (either language, the
   * posts), the labelled examples or the word lists. A question about something outside it
   * ("can it speak Punjabi?") is one the site cannot answer.
   */
  knows(word: string): boolean {
    return this.vocabulary.has(word) || this.vocabulary.has(stem(word)) || this.vocabulary.has(word.replace(/e?s$/, ''));
  }

  /**
   * The visitor's words (four letters or more) the assistant does not know and that are not a
   * one-letter slip of a word it knows: what a question asks about beyond the site.
   */
  unknownWords(text: string): string[] {
    return [
      ...new Set(
        fold(text)
          .split(/[^a-z0-9]+/)
          // Chat shorthand ("fones", "nite") is a known word spelt as it sounds.
          .filter((w) => w.length >= 4 && !/\d/.test(w) && !this.knows(w) && !Object.hasOwn(shorthand, w)),
      ),
    ].filter((w) => {
      const fixed = this.correct(w);
      return fixed === w || editDistance(w, fixed, 1) > 1;
    });
  }

  /** Picks up posts and listings published since the last check (at most one check per CHAT_KB_REFRESH_MS). */
  async current(): Promise<void> {
    await this.refresh(false);
  }

  /** The open job listings in one language (as stored), newest first; call current() first. */
  openJobs(lang: Language = 'en'): OpenJob[] {
    return this.jobs[lang].length ? this.jobs[lang] : this.jobs.en;
  }

  /** The visitor's words, folded, with misspellings replaced by the nearest known word. */
  correct(text: string): string {
    return this.indexes.en.correctWords(text);
  }

  get contact(): ContactDetails {
    return this.site.contact;
  }

  passages(lang: Language = 'en'): readonly Passage[] {
    return this.indexFor(lang).passages;
  }

  isSpecific(term: string): boolean {
    return this.indexes.en.isSpecific(term);
  }

  /** The industry cards (service-cards.ts), each with the service page it leads to. */
  get industries(): { title: string; path: string }[] {
    const cards = this.site.passages.filter((p) => p.id.startsWith('service-cards:') && p.path.startsWith('/services/'));
    return [...new Map(cards.map((p) => [p.path, { title: p.title, path: p.path }])).values()];
  }

  /** A page's title in the language of its path (/fr… is the French site). */
  pageTitle(path: string): string {
    const lang: Language = path === '/fr' || path.startsWith('/fr/') ? 'fr' : 'en';
    const site = lang === 'fr' ? this.frenchSite : this.site;
    return site.pageTitles.get(path) ?? this.indexFor(lang).passages.find((p) => p.path === path)?.title ?? path;
  }

  /** The passages closest to the query, from the text of the visitor's language. */
  async search(query: string, limit = 5, lang: Language = 'en'): Promise<ScoredPassage[]> {
    await this.refresh(false);
    return this.indexFor(lang).query(query, limit);
  }

  /** The passages of the given pages closest to the query: what a follow-up asks of the page just linked. */
  async searchWithin(query: string, paths: readonly string[], lang: Language = 'en'): Promise<ScoredPassage[]> {
    await this.refresh(false);
    return this.indexFor(lang).query(query, 3, new Set(paths));
  }

  /** A language with no text of its own (no content/fr, no French posts) falls back to English. */
  private indexFor(lang: Language): SearchIndex {
    return this.indexes[lang].passages.length > 0 ? this.indexes[lang] : this.indexes.en;
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
      // Both languages; a French twin shares its English post's slug, so its ids start with fr:.
      const published = { isDraft: false, publishedAt: { lte: new Date() }, language: { in: LANGUAGES } };
      const stats = await this.prisma.blogPost.aggregate({ where: published, _count: { _all: true }, _max: { updatedAt: true } });
      const open = { closedAt: null };
      const jobStats = await this.prisma.jobListing.aggregate({ where: open, _count: { _all: true }, _max: { updatedAt: true } });
      const version = [
        stats._count._all,
        stats._max.updatedAt?.toISOString(),
        jobStats._count._all,
        jobStats._max.updatedAt?.toISOString(),
      ].join(':');
      if (!force && version === this.blogVersion) return;
      const posts = await this.prisma.blogPost.findMany({
        where: published,
        select: { slug: true, title: true, seoDescription: true, content: true, language: true },
      });
      this.blog = { en: [], fr: [] };
      for (const post of posts) this.blog[post.language === 'fr' ? 'fr' : 'en'].push(...postPassages(post));
      this.blogVersion = version;
      const jobs = await this.prisma.jobListing.findMany({
        where: open,
        orderBy: { postedAt: 'desc' },
        select: { title: true, language: true, type: true, location: true, description: true, translationGroup: true },
      });
      const english = jobs.filter((j) => j.language !== 'fr');
      // A French listing is also known by its English twin's title ("the designer job" asked in French).
      const twin = (group: string | null) => english.find((j) => group && j.translationGroup === group)?.title;
      const listing = (j: (typeof jobs)[number]): OpenJob => ({
        title: j.title,
        type: j.type,
        location: j.location,
        description: j.description,
        aliases: j.language === 'fr' ? [twin(j.translationGroup)].filter((t): t is string => Boolean(t)) : [],
      });
      this.jobs = { en: english.map(listing), fr: jobs.filter((j) => j.language === 'fr').map(listing) };
    } catch (error) {
      this.logger.warn({ err: error }, 'Chat knowledge: blog posts could not be read');
    }
    this.indexes = {
      en: new SearchIndex([...this.site.passages, ...this.blog.en]),
      fr: new SearchIndex([...this.frenchSite.passages, ...this.blog.fr]),
    };
    const english = new Set([
      ...this.sitePaths,
      ...this.blog.en.map((p) => p.path),
      ...this.blog.fr.map((p) => p.path.replace(/^\/fr/, '')),
    ]);
    this.grounding = {
      text: `${this.moduleText}\n${normaliseForGrounding([...this.blog.en, ...this.blog.fr].map((p) => `${p.title}\n${p.text}`).join('\n'))}`,
      paths: new Set([...english, ...[...english].map((p) => (p === '/' ? '/fr' : `/fr${p}`))]),
    };
    this.vocabulary = new Set(
      [this.grounding.text, ...Object.values(intentExamples).flat(), ...synonymGroups.flat(), ...Object.keys(frenchGlossary), ...stopwords]
        .flatMap((t) => fold(t).split(/[^a-z0-9]+/))
        .flatMap((w) => [w, stem(w)]),
    );
  }
}

/** A post becomes its summary passage plus a few body chunks, all linking to the article (French: /fr/content, ids fr:blog:). */
function postPassages(post: { slug: string; title: string; seoDescription: string | null; content: string; language: string }): Passage[] {
  const lang = post.language === 'fr' ? 'fr' : 'en';
  const path = `${lang === 'fr' ? '/fr' : ''}/content/${post.slug}`;
  const id = `${lang === 'fr' ? 'fr:' : ''}blog:${post.slug}`;
  const body = markdownToText(post.content);
  const summary = post.seoDescription?.trim() || excerpt(body, 240);
  const out: Passage[] = [{ id, kind: 'blog', title: post.title, text: summary, path, lang }];
  const sentences = body.split(/(?<=[.!?])\s+/);
  let chunk = '';
  for (const sentence of sentences) {
    if (chunk.length + sentence.length > CHUNK && chunk) {
      out.push({ id: `${id}:${out.length}`, kind: 'blog', title: post.title, text: chunk.trim(), path, lang });
      chunk = '';
    }
    chunk += `${sentence} `;
  }
  if (chunk.trim()) out.push({ id: `${id}:${out.length}`, kind: 'blog', title: post.title, text: chunk.trim(), path, lang });
  return out;
}
