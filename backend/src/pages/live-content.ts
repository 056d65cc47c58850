/**
 * What the front end's live pages read (mirrors frontend/app/routes/live-content.ts; the front
 * end is built separately, so the shape is repeated here rather than imported across builds).
 */
import type { BlogPost, BlogsResponse, JobListing } from '@prairieflow/contracts';

export type Lang = 'en' | 'fr';
export type LivePost = BlogPost & { lang?: Lang; fallback?: boolean };
export type LiveJob = JobListing & { lang?: Lang; fallback?: boolean };

export interface LiveContentSource {
  blogPage(page: number, lang: Lang): Promise<BlogsResponse | null>;
  post(slug: string, lang: Lang): Promise<LivePost | null>;
  jobs(lang: Lang): Promise<LiveJob[]>;
}
