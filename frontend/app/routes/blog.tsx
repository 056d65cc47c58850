import type { BlogsResponse } from '@prairieflow/contracts';
import { useLoaderData } from 'react-router';
import { PageHero } from '~/components/page-hero';
import { Section } from '~/components/section';
import { BlogGrid } from '~/features/blog/blog-list';
import { TopicList } from '~/features/content-hub/topic-list';
import { useContent } from '~/i18n/use-content';
import { Island } from '~/islands/island';
import { blogPageHref } from '~/features/blog/blog-pagination';
import type { Live } from './live-content';
import { liveLoader, pageParam } from './live-loader';
import { definePage } from './route-kit';

type BlogData = Live<BlogsResponse>;

/** /blog and /blog?page=N: the AI Insights grid rendered with its posts, pages as real URLs. */
function Blog() {
  const { blog } = useContent();
  const live = useLoaderData<BlogData>();
  return (
    <>
      <PageHero headline={blog.blogCopy.heading} lead={blog.blogCopy.lead} />
      <Section>
        {live.mode === 'server' ? (
          <BlogGrid page={live.value.pagination.page} totalPages={live.value.pagination.totalPages} posts={live.value.data} />
        ) : (
          <Island name="blog-list" props={{}} />
        )}
        <TopicList heading={blog.blogCopy.topicsHeading} headingId="blog-topics" />
      </Section>
    </>
  );
}

export default definePage<BlogData>({
  Component: Blog,
  live: true,
  loader: liveLoader((source, lang, { request }) => source.blogPage(pageParam(request), lang)),
  meta: ({ content, data }) => {
    const page = data.mode === 'server' ? data.value.pagination.page : 1;
    const intro = content.pages.pages.blog;
    return {
      title: page > 1 ? `${intro.title} – ${content.blog.blogCopy.pageLabel} ${page}` : intro.title,
      description: intro.description,
      path: blogPageHref(page),
      // The fallback page (data loaded in the browser) is served only while the backend is down.
      noindex: data.mode === 'client',
    };
  },
});
