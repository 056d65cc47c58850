import { PageHero } from '~/components/page-hero';
import { Section } from '~/components/section';
import { EditorsPick } from '~/features/content-hub/content-hub';
import { TopicList } from '~/features/content-hub/topic-list';
import { useContent } from '~/i18n/use-content';
import { Island } from '~/islands/island';
import { introMeta } from './page-meta';
import { definePage } from './route-kit';

function ContentHub() {
  const { pages, contentHub } = useContent();
  const page = pages.pages.content;
  return (
    <>
      <PageHero headline={page.headline} lead={page.lead} />
      <Section>
        <Island name="content-hub" props={{}} />
        <div className="mt-16">
          <EditorsPick />
        </div>
        <TopicList heading={contentHub.contentHubCopy.topicsHeading} headingId="content-topics" />
      </Section>
    </>
  );
}

export default definePage({ Component: ContentHub, meta: ({ content }) => introMeta(content.pages.pages.content) });
