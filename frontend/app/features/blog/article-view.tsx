import type { BlogPost } from '@prairieflow/contracts';
import { ArrowLeft, CalendarDays, Clock, Eye } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '~/components/ui/button';
import { articleByline, articleCopy, defaultCoverImage } from '~/content/blog';
import { JsonLd } from '~/features/seo/json-ld';
import { blogPostingLd } from '~/features/seo/structured-data';
import { useBlogPost } from './blog.queries';
import { formatLongDate, postExcerpt, readTimeMinutes } from './post-rules';
import { ErrorPanel, LoadingPanel } from './status-views';
import { useDocumentMeta } from './use-document-meta';

/** Typography for the server-rendered body (only the allowlisted tags can occur). */
const prose =
  'mt-10 text-lg leading-8 text-ink-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-5 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:text-base [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink-900 [&_img]:my-8 [&_img]:rounded-card [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-card [&_pre]:bg-ink-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_strong]:text-ink-900 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6';

function ArticleError({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20">
      <ErrorPanel heading={articleCopy.errorHeading} message={message}>
        <ButtonLink to="/blog">{articleCopy.returnToBlog}</ButtonLink>
      </ErrorPanel>
    </div>
  );
}

function ArticleBody({ post }: { post: BlogPost }) {
  const description = postExcerpt(post);
  useDocumentMeta({ title: post.title, description });
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Link to="/blog" className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800">
        <ArrowLeft aria-hidden className="size-4" />
        {articleCopy.backToArticles}
      </Link>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink-900 sm:text-5xl sm:leading-tight">{post.title}</h1>
      <ul className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-ink-500">
        {post.published_at && (
          <li className="inline-flex items-center gap-2">
            <CalendarDays aria-hidden className="size-4" />
            <time dateTime={post.published_at}>{formatLongDate(post.published_at)}</time>
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
      <div className="mt-6 flex items-center gap-3">
        <span aria-hidden className="inline-flex size-11 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
          {articleByline.initials}
        </span>
        <p className="text-sm leading-5">
          <span className="block font-semibold text-ink-900">{articleByline.name}</span>
          <span className="text-ink-500">{articleByline.organization}</span>
        </p>
      </div>
      <img
        src={post.cover_image_url || defaultCoverImage}
        alt={`${articleCopy.coverAlt} ${post.title}`}
        width={1200}
        height={630}
        className="mt-10 aspect-[1200/630] w-full rounded-card bg-brand-50 object-cover"
      />
      {/* Safe only because the API sanitises every body server-side against a pinned allowlist
          (backend/src/content-rendering); never render unsanitised HTML this way. */}
      <div className={prose} dangerouslySetInnerHTML={{ __html: post.content }} />
      <JsonLd data={blogPostingLd(post, description)} />
    </article>
  );
}

/** /content/{slug}: loading, the post, or an error under an Error heading with Return to Blog. */
export function ArticleView({ slug }: { slug: string | undefined }) {
  const query = useBlogPost(slug);
  if (!slug) return <ArticleError message={articleCopy.noSlug} />;
  if (query.isPending) return <LoadingPanel label={articleCopy.loading} />;
  if (query.isError) return <ArticleError message={query.error.message} />;
  return <ArticleBody post={query.data} />;
}
