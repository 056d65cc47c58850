import type { BlogPost, BlogsResponse, JobListing } from '@prairieflow/contracts';
import type { Lang } from '~/i18n/lang';

/** The database content live pages show, as the backend's services answer it. */
export interface LiveContentSource {
  /** One page of published posts in the language (French falls back to English items), or null past the last page. */
  blogPage(page: number, lang: Lang): Promise<BlogsResponse | null>;
  /** A published post by slug, in the language when it has a translation; null when none. */
  post(slug: string, lang: Lang): Promise<LivePost | null>;
  /** Open positions in the language, newest first. */
  jobs(lang: Lang): Promise<LiveJob[]>;
}

/** A post, and whether it is shown in another language than the page's (no translation yet). */
export type LivePost = BlogPost & { lang?: Lang; fallback?: boolean };
export type LiveJob = JobListing & { lang?: Lang; fallback?: boolean };

/** A live page's data: from the server, or to be loaded in the browser (shell, or a server fault). */
export type Live<T> = { mode: 'server'; value: T } | { mode: 'client' };
