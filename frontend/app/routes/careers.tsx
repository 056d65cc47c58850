import { ButtonLink } from '~/components/ui/button';
import { PageHero } from '~/components/page-hero';
import { Section, SectionHeading } from '~/components/section';
import { careersCopy } from '~/content/careers';
import { pages } from '~/content/pages';
import { OpenPositions } from '~/features/careers/open-positions';
import { WhyJoinUs } from '~/features/careers/why-join-us';
import { seo } from '~/lib/seo';

const page = pages.careers;

export const meta = () => seo(page);

export default function Careers() {
  return (
    <>
      <PageHero headline={careersCopy.hero.headline} lead={careersCopy.hero.lead}>
        <ButtonLink to="#open-positions">{careersCopy.hero.cta}</ButtonLink>
      </PageHero>
      <Section id="open-positions" labelledBy="open-positions-heading">
        <SectionHeading id="open-positions-heading" heading={careersCopy.openPositions.heading} lead={careersCopy.openPositions.lead} />
        <div className="mt-10">
          <OpenPositions />
        </div>
      </Section>
      <Section tone="surface" labelledBy="why-join-us-heading">
        <SectionHeading id="why-join-us-heading" heading={careersCopy.whyJoinUs.heading} lead={careersCopy.whyJoinUs.lead} />
        <WhyJoinUs />
      </Section>
    </>
  );
}
