import { Inject, Injectable } from '@nestjs/common';
import type { Language } from '@prairieflow/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { publishedWhere } from '../blogs/blogs.service';
import { fromCachedHtml, htmlToText, renderPostHtml } from '../content-rendering/render-post';
import { PrismaService } from '../prisma/prisma.service';
import { loadSiteContent } from './site-content';
import { escapeXml } from './xml';

const RSS_ITEMS = 50;
const DESCRIPTION_CHARS = 300;

/** sitemap.xml, robots.txt and rss.xml, with absolute URLs on PUBLIC_SITE_URL. */
@Injectable()
export class SeoService {
  private readonly base: string;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.base = config.PUBLIC_SITE_URL.replace(/\/+$/, '');
  }

  private url(path: string): string {
    return escapeXml(this.base + (path === '/' ? '/' : path));
  }

  robots(): string {
    return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${this.base}/sitemap.xml`, ''].join('\n');
  }

  /**
   * Every page in both languages, each with its hreflang alternates (Google's sitemap form of
   * `<link rel="alternate">`). Posts: each language's own rows; a post and its translation
   * (same translation group) name each other. An English post without a French twin is listed
   * once: its /fr address only shows the English text again.
   */
  async sitemap(): Promise<string> {
    const content = loadSiteContent();
    const posts = await this.prisma.blogPost.findMany({
      where: publishedWhere(),
      orderBy: { publishedAt: 'desc' },
      select: { slug: true, updatedAt: true, language: true, translationGroup: true },
    });
    const postPath = (p: { language: string; slug: string }) =>
      `${p.language === 'en' ? '' : `/${p.language}`}/content/${encodeURIComponent(p.slug)}`;
    const byGroup = new Map<string, typeof posts>();
    for (const post of posts) byGroup.set(post.translationGroup, [...(byGroup.get(post.translationGroup) ?? []), post]);
    const entry = (path: string, alternates: Array<[hreflang: string, path: string]>, lastmod?: Date) =>
      [
        `  <url><loc>${this.url(path)}</loc>`,
        ...(lastmod ? [`<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>`] : []),
        ...alternates.map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${this.url(href)}"/>`),
        '</url>',
      ].join('');
    const pages = [...content.staticPaths, ...content.servicePaths].flatMap((path) => {
      const french = path === '/' ? '/fr' : `/fr${path}`;
      const alternates: Array<[string, string]> = [
        ['en-CA', path],
        ['fr-CA', french],
        ['x-default', path],
      ];
      return [entry(path, alternates), entry(french, alternates)];
    });
    const articles = posts.map((post) => {
      const twins = byGroup.get(post.translationGroup) ?? [];
      const english = twins.find((t) => t.language === 'en');
      const alternates: Array<[string, string]> =
        twins.length > 1
          ? [
              ...twins.map((t): [string, string] => [`${t.language}-CA`, postPath(t)]),
              ...(english ? [['x-default', postPath(english)] as [string, string]] : []),
            ]
          : [];
      return entry(postPath(post), alternates, post.updatedAt);
    });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${[...pages, ...articles].join('\n')}\n</urlset>\n`;
  }

  /** The feed of one language's own posts (French: /fr/rss.xml, untranslated English posts left out). */
  async rss(language: Language = 'en'): Promise<string> {
    const content = loadSiteContent();
    const prefix = language === 'en' ? '' : `/${language}`;
    const posts = await this.prisma.blogPost.findMany({
      where: { ...publishedWhere(), language },
      orderBy: { publishedAt: 'desc' },
      take: RSS_ITEMS,
      select: { slug: true, title: true, content: true, contentHtml: true, seoDescription: true, publishedAt: true },
    });
    const items = posts.map((post) => {
      const link = this.url(`${prefix}/content/${encodeURIComponent(post.slug)}`);
      const text = post.seoDescription ?? htmlToText(fromCachedHtml(post.contentHtml) ?? renderPostHtml(post.content));
      const description = text.length > DESCRIPTION_CHARS ? `${text.slice(0, DESCRIPTION_CHARS).trimEnd()}…` : text;
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${link}</link>`,
        `      <guid isPermaLink="true">${link}</guid>`,
        `      <pubDate>${post.publishedAt!.toUTCString()}</pubDate>`,
        `      <description>${escapeXml(description)}</description>`,
        '    </item>',
      ].join('\n');
    });
    const newest = posts[0]?.publishedAt;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '  <channel>',
      `    <title>${escapeXml(`${content.name} – AI Insights`)}</title>`,
      `    <link>${this.url(`${prefix}/blog`)}</link>`,
      `    <description>${escapeXml(content.description)}</description>`,
      `    <language>${language}-ca</language>`,
      `    <atom:link href="${this.url(`${prefix}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
      ...(newest ? [`    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
      ...items,
      '  </channel>',
      '</rss>',
      '',
    ].join('\n');
  }
}
