import { readFileSync } from 'node:fs';
import path from 'node:path';
import { englishLeaks, frenchTypographyIssues } from '@prairieflow/contracts';
import { parseFrontMatter } from '../common/front-matter';
import { parsePostFile } from '../content-rendering/post-file';
import { jobInputSchema } from '../jobs/job-admin';
import { seedDir } from './seed';

/**
 * The French seed content (posts/fr/<slug>.md, jobs.fr.json) is a real translation of the
 * English: same slugs, dates, covers and links, the same claims and structure, 700–900 words,
 * French typography, no English left. Titles match the French content hub's cards.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const frHub = require('../../../frontend/app/content/fr/content-hub.ts') as { hubArticles: { slug: string; title: string }[] };

const read = (...parts: string[]) => readFileSync(path.join(seedDir, ...parts), 'utf8');
const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const claims = (text: string) => (text.match(/\d+(?:\s|\u00a0)?%|24\/7/g) ?? []).map((c) => c.replace(/\s/g, '')).sort();
const links = (text: string) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);
const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;
/** Prose only: link targets, which stay paths, are dropped. */
const prose = (text: string) => text.replace(/\]\([^)]*\)/g, ']');
const ALLOWED = ['Prairieflow AI', 'TypeScript', 'Python', 'API'];

describe.each(frHub.hubArticles.map((a) => [a.slug, a.title] as const))('French post %s', (slug, hubTitle) => {
  const enSource = read('posts', `${slug}.md`);
  const frSource = read('posts', 'fr', `${slug}.md`);
  const en = parsePostFile(enSource);
  const fr = parsePostFile(frSource);
  const frMeta = parseFrontMatter(frSource).data;

  it('keeps the slug, cover, date and draft state, with a French title that matches the hub card', () => {
    expect({ slug: fr.slug, cover: fr.coverImageUrl, at: fr.publishedAt, draft: fr.isDraft }).toEqual({
      slug: en.slug,
      cover: en.coverImageUrl,
      at: en.publishedAt,
      draft: en.isDraft,
    });
    expect(fr.title.toLowerCase()).toContain(hubTitle.toLowerCase());
    expect(fr.title).not.toBe(en.title);
  });

  it('is 700 to 900 words', () => {
    expect(words(fr.content)).toBeGreaterThanOrEqual(700);
    expect(words(fr.content)).toBeLessThanOrEqual(900);
  });

  it('translates the whole body: same headings, list items, figures and links (under /fr)', () => {
    expect(count(fr.content, /^## /gm)).toBe(count(en.content, /^## /gm));
    expect(count(fr.content, /^### /gm)).toBe(count(en.content, /^### /gm));
    expect(count(fr.content, /^(?:- |\d+\. )/gm)).toBe(count(en.content, /^(?:- |\d+\. )/gm));
    expect(count(fr.content, /\*\*/g)).toBe(count(en.content, /\*\*/g));
    expect(claims(fr.content)).toEqual(claims(en.content));
    expect(links(fr.content)).toEqual(links(en.content).map((l) => `/fr${l}`));
  });

  it('follows French typography and leaks no English', () => {
    const texts = [String(frMeta.title), String(frMeta.seo_description), ...prose(fr.content).split(/\n+/)];
    const english = [en.title, en.seoDescription ?? '', ...en.content.split(/\n+/)];
    expect(texts.flatMap((t) => frenchTypographyIssues(t))).toEqual([]);
    expect(texts.flatMap((t) => englishLeaks(t, english, ALLOWED))).toEqual([]);
  });
});

describe('French demo jobs (jobs.fr.json)', () => {
  const en = JSON.parse(read('jobs.json')) as Record<string, string>[];
  const fr = JSON.parse(read('jobs.fr.json')) as Record<string, string>[];

  it('has the English jobs in the same order, each a valid job with the same date and application link', () => {
    expect(fr).toHaveLength(en.length);
    fr.forEach((job, i) => {
      expect(jobInputSchema.safeParse(job).success).toBe(true);
      expect({ posted_at: job.posted_at, link: job.application_link }).toEqual({
        posted_at: en[i].posted_at,
        link: en[i].application_link,
      });
      expect(job.description.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(
        en[i].description.split('\n').filter((l) => l.startsWith('- ')).length,
      );
    });
  });

  it('translates title, type, location and description, in French typography', () => {
    const english = en.flatMap((job) => [job.title, job.type, job.location, ...job.description.split('\n')]);
    fr.forEach((job, i) => {
      for (const key of ['title', 'type', 'location', 'description']) expect(job[key]).not.toBe(en[i][key]);
      const texts = [job.title, job.type, job.location, ...job.description.split('\n')];
      expect(texts.flatMap((t) => frenchTypographyIssues(t))).toEqual([]);
      expect(texts.flatMap((t) => englishLeaks(t, english, ALLOWED))).toEqual([]);
    });
  });
});
