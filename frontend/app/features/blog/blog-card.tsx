import type { BlogPost } from '@prairieflow/contracts';
import { Link } from '~/components/ui/link';
import { useLang } from '~/i18n/lang-context';
import { useBlogCopy } from './blog-copy';
import { blogDateLocale, formatLongDate, postCategory, postExcerpt } from './post-rules';

/** A post on a list, and whether it is shown in another language than the page's. */
export type ListedPost = BlogPost & { fallback?: boolean };

/**
 * One AI Insights card; the whole card links to the article at /content/{slug}. A cover that
 * fails to load falls back to our default (boot.ts swaps it: data-fallback).
 */
export function BlogCard({ post }: { post: ListedPost }) {
  const lang = useLang();
  const { postCategories, excerptFallback, defaultCoverImage, blogCopy } = useBlogCopy();
  const other = post.fallback ? { lang: lang === 'fr' ? 'en' : 'fr' } : {};
  return (
    <article
      {...other}
      className="group relative flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card transition duration-200 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg"
    >
      <img
        src={post.cover_image_url || defaultCoverImage}
        data-fallback={defaultCoverImage}
        alt=""
        loading="lazy"
        decoding="async"
        width={1200}
        height={630}
        className="aspect-[1200/630] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700">{postCategory(post, postCategories)}</span>
          {post.published_at && (
            <time dateTime={post.published_at} className="text-ink-500">
              {formatLongDate(post.published_at, blogDateLocale[lang])}
            </time>
          )}
        </div>
        <h2 className="mt-4 text-lg font-semibold leading-snug text-ink-900">
          <Link
            to={`/content/${post.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
          >
            {post.title}
          </Link>
        </h2>
        {post.fallback && (
          <p lang={lang} className="mt-2 text-xs font-medium text-ink-500">
            {blogCopy.inOtherLanguage}
          </p>
        )}
        <p className="mt-3 line-clamp-3 flex-1 text-sm leading-6 text-ink-600">{postExcerpt(post, excerptFallback)}</p>
      </div>
    </article>
  );
}

/** A card-sized placeholder, so the grid keeps its height while posts load (no layout shift). */
export function BlogCardSkeleton() {
  return (
    <div aria-hidden className="flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card">
      <div className="aspect-[1200/630] w-full animate-pulse bg-brand-50" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="h-7 w-40 rounded-full bg-slate-100" />
        <div className="mt-1 h-12 rounded bg-slate-100" />
        <div className="h-[4.5rem] rounded bg-slate-100" />
      </div>
    </div>
  );
}
