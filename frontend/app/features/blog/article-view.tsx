import type { BlogPost } from '@prairieflow/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { ArrowLeft, CalendarDays, Clock, Eye } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '~/components/ui/button';
import { Link } from '~/components/ui/link';
import { useLang } from '~/i18n/lang-context';
import { createQueryClient } from '~/lib/query-client';
import { useBlogCopy } from './blog-copy';
import { useBlogPost } from './blog.queries';
import { blogDateLocale, formatLongDate, readTimeMinutes } from './post-rules';
import { ErrorPanel, LoadingPanel } from './status-views';

/** Typography for the server-rendered body (only the allowlisted tags can occur). */
const prose =
  'mt-10 text-lg leading-8 text-ink-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-5 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:text-base [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink-900 [&_img]:my-8 [&_img]:rounded-card [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-card [&_pre]:bg-ink-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_strong]:text-ink-900 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6';

export function ArticleError({ message }: { message: string }) {
  const { articleCopy } = useBlogCopy();
  return (
    <div className="mx-auto max-w-3xl px-4 py-20">
      <ErrorPanel heading={articleCopy.errorHeading} message={message}>
        <ButtonLink to="/blog">{articleCopy.returnToBlog}</ButtonLink>
      </ErrorPanel>
    </div>
  );
}

/** The article itself; `fallback` marks an English post shown on the French site (no translation yet). */
export function ArticleBody({ post, fallback }: { post: BlogPost; fallback?: boolean }) {
  const lang = useLang();
  const { articleCopy, articleByline, blogCopy, defaultCoverImage } = useBlogCopy();
  return (
    <article lang={fallback ? (lang === 'fr' ? 'en' : 'fr') : undefined} className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Link to="/blog" lang={lang} className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800">
        <ArrowLeft aria-hidden className="size-4" />
        {articleCopy.backToArticles}
      </Link>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink-900 sm:text-5xl sm:leading-tight">{post.title}</h1>
      {fallback && (
        <p lang={lang} className="mt-3 text-sm font-medium text-ink-500">
          {blogCopy.inOtherLanguage}
        </p>
      )}
      <ul lang={lang} className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-ink-500">
        {post.published_at && (
          <li className="inline-flex items-center gap-2">
            <CalendarDays aria-hidden className="size-4" />
            <time dateTime={post.published_at}>{formatLongDate(post.published_at, blogDateLocale[lang])}</time>
          </li>
        )}
        <li className="inline-flex items-center gap-2">
          <Clock aria-hidden className="size-4" />
          {readTimeMinutes(post)} {articleCopy.minRead}
        </li>
        <li className="inline-flex items-center gap-2">
          <Eye aria-hidden className="size-4" />
          {articleCopy.viewsComingSoon}
        </li>
      </ul>
      <div lang={lang} className="mt-6 flex items-center gap-3">
        <span
          aria-hidden
          className="inline-flex size-11 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
        >
          {articleByline.initials}
        </span>
        <p className="text-sm leading-5">
          <span className="block font-semibold text-ink-900">{articleByline.name}</span>
          <span className="text-ink-500">{articleByline.organization}</span>
        </p>
      </div>
      <img
        src={post.cover_image_url || defaultCoverImage}
        data-fallback={defaultCoverImage}
        alt={`${articleCopy.coverAlt} ${post.title}`}
        width={1200}
        height={630}
        className="mt-10 aspect-[1200/630] w-full rounded-card bg-brand-50 object-cover"
      />
      {/* Safe only because the backend sanitises every body against a pinned allowlist
          (backend/src/content-rendering); never render unsanitised HTML this way. */}
      <div className={prose} dangerouslySetInnerHTML={{ __html: post.content }} />
    </article>
  );
}

/** The slug of the address the fallback page was served at (/content/{slug}, /fr/content/{slug}). */
function slugFromAddress(): string | null {
  if (typeof window === 'undefined') return null;
  const match = /\/content\/([^/?#]+)/.exec(window.location.pathname);
  return match ? decodeURIComponent(match[1]) : '';
}

/** /content/{slug} loaded in the browser (the fallback page): loading, the post, or an error. */
function BrowserArticle({ slug }: { slug: string | null }) {
  const { articleCopy } = useBlogCopy();
  const query = useBlogPost(slug ?? undefined);
  if (slug === null) return <LoadingPanel label={articleCopy.loading} />;
  if (!slug) return <ArticleError message={articleCopy.noSlug} />;
  if (query.isPending) return <LoadingPanel label={articleCopy.loading} />;
  if (query.isError) return <ArticleError message={query.error.message} />;
  return <ArticleBody post={query.data} />;
}

/** The article island: `slug` null means "the one in the address" (one fallback page serves all). */
export function ArticleView({ slug }: { slug: string | null }) {
  const [client] = useState(createQueryClient);
  const [target] = useState(() => slug ?? slugFromAddress());
  return (
    <QueryClientProvider client={client}>
      <BrowserArticle slug={target} />
    </QueryClientProvider>
  );
}
