import { PageHero } from '~/components/page-hero';
import { Section } from '~/components/section';
import { contentHubCopy } from '~/content/content-hub';
import { pages } from '~/content/pages';
import { ContentHubGrid, EditorsPick } from '~/features/content-hub/content-hub';
import { TopicList } from '~/features/content-hub/topic-list';
import { seo } from '~/lib/seo';

const page = pages.content;

export const meta = () => seo(page);

export default function ContentHub() {
  return (
    <>
      <PageHero headline={page.headline} lead={page.lead} />
      <Section>
        <ContentHubGrid />
        <div className="mt-16">
          <EditorsPick />
        </div>
        <TopicList heading={contentHubCopy.topicsHeading} headingId="content-topics" />
      </Section>
    </>
  );
}
