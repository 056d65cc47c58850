import { PageHero } from '~/components/page-hero';
import { Section } from '~/components/section';
import { blogCopy } from '~/content/blog';
import { pages } from '~/content/pages';
import { BlogList } from '~/features/blog/blog-list';
import { TopicList } from '~/features/content-hub/topic-list';
import { seo } from '~/lib/seo';

const page = pages.blog;

export const meta = () => seo(page);

export default function Blog() {
  return (
    <>
      <PageHero headline={blogCopy.heading} lead={blogCopy.lead} />
      <Section>
        <BlogList />
        <TopicList heading={blogCopy.topicsHeading} headingId="blog-topics" />
      </Section>
    </>
  );
}
