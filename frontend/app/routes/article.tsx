import { useLoaderData } from 'react-router';
import { ArticleBody } from '~/features/blog/article-view';
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
  const live = useLoaderData() as ArticleData;
  if (live.mode === 'server') return <ArticleBody post={live.value} fallback={live.value.fallback} />;
  return <Island name="article" props={{ slug: null }} />;
}

export default definePage<ArticleData>({
  Component: Article,
  live: true,
  loader: liveLoader((source, lang, { params }) => source.post(params.slug ?? '', lang)),
  meta: ({ content, data, params, lang }) => {
    const path = `/content/${params.slug ?? ''}`;
    if (data.mode === 'client') return { title: content.blog.blogCopy.heading, description: content.pages.pages.blog.description, path, noindex: true };
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
