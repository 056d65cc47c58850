import { isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router';
import { ArticleBody, ArticleError } from '~/features/blog/article-view';
import { useBlogCopy } from '~/features/blog/blog-copy';
import { postExcerpt } from '~/features/blog/post-rules';
import { blogPostingLd } from '~/features/seo/structured-data';
import { Island } from '~/islands/island';
import type { Live, LivePost } from './live-content';
import { liveLoader } from './live-loader';
import { definePage } from './route-kit';

type ArticleData = Live<LivePost>;

/**
 * /content/{slug}: the article as complete HTML (title, description, Open Graph, BlogPosting
 * JSON-LD, the body), a 404 for an unknown slug. The fallback page loads it in the browser.
 */
function Article() {
  const live = useLoaderData<ArticleData>();
  if (live.mode === 'server') return <ArticleBody post={live.value} fallback={live.value.fallback} />;
  return <Island name="article" props={{ slug: null }} />;
}

/** Spec: an unknown post is 'Blog post not found' under an Error heading with Return to Blog (status 404). */
function ArticleNotFound() {
  const error = useRouteError();
  const { articleCopy } = useBlogCopy();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <ArticleError message={articleCopy.notFound} />;
}

export default definePage<ArticleData | undefined>({
  Component: Article,
  ErrorBoundary: ArticleNotFound,
  live: true,
  loader: liveLoader((source, lang, { params }) => source.post(params.slug ?? '', lang)),
  meta: ({ content, data, params, lang }) => {
    const path = `/content/${params.slug ?? ''}`;
    if (!data) return { title: content.blog.articleCopy.notFound, description: content.pages.pages.blog.description, path, noindex: true };
    if (data.mode === 'client')
      return { title: content.blog.blogCopy.heading, description: content.pages.pages.blog.description, path, noindex: true };
    const post = data.value;
    const description = postExcerpt(post, content.blog.excerptFallback);
    return {
      title: post.title,
      description,
      path,
      ogType: 'article',
      image: post.cover_image_url ?? undefined,
      // An English post shown on the French site points search engines at the English page.
      languages: post.fallback ? [lang === 'fr' ? 'en' : 'fr'] : undefined,
      jsonLd: (origin) => blogPostingLd(post, description, origin, lang),
    };
  },
});
