import { useLoaderData } from 'react-router';
import { PageHero } from '~/components/page-hero';
import { Section, SectionHeading } from '~/components/section';
import { ButtonLink } from '~/components/ui/button';
import { WhyJoinUs } from '~/features/careers/why-join-us';
import { jobPostingLd } from '~/features/seo/structured-data';
import { useContent } from '~/i18n/use-content';
import { Island } from '~/islands/island';
import type { Live, LiveJob } from './live-content';
import { liveLoader } from './live-loader';
import { introMeta } from './page-meta';
import { definePage } from './route-kit';

type CareersData = Live<LiveJob[]>;

/** /careers: the open positions rendered with the page (JobPosting JSON-LD in the head). */
function Careers() {
  const { careersCopy } = useContent().careers;
  const live = useLoaderData<CareersData>();
  return (
    <>
      <PageHero headline={careersCopy.hero.headline} lead={careersCopy.hero.lead}>
        <ButtonLink to="#open-positions">{careersCopy.hero.cta}</ButtonLink>
      </PageHero>
      <Section id="open-positions" labelledBy="open-positions-heading">
        <SectionHeading id="open-positions-heading" heading={careersCopy.openPositions.heading} lead={careersCopy.openPositions.lead} />
        <Island
          name="careers"
          className="mt-10"
          props={{ jobs: live.mode === 'server' ? live.value : null }}
          wake={live.mode === 'server' ? undefined : 'idle'}
        />
      </Section>
      <Section tone="surface" labelledBy="why-join-us-heading">
        <SectionHeading id="why-join-us-heading" heading={careersCopy.whyJoinUs.heading} lead={careersCopy.whyJoinUs.lead} />
        <WhyJoinUs />
      </Section>
    </>
  );
}

export default definePage<CareersData>({
  Component: Careers,
  live: true,
  loader: liveLoader((source, lang) => source.jobs(lang)),
  meta: ({ content, data, lang }) => ({
    ...introMeta(content.pages.pages.careers),
    noindex: data.mode === 'client',
    jsonLd:
      data.mode === 'server' && data.value.length > 0 ? (origin) => data.value.map((job) => jobPostingLd(job, origin, lang)) : undefined,
  }),
});
