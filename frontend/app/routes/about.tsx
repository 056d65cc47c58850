import { CtaBand } from '~/components/cta-band';
import { PageHero } from '~/components/page-hero';
import { ButtonLink } from '~/components/ui/button';
import { aboutCta } from '~/content/about';
import { pages } from '~/content/pages';
import { AboutJourney, AboutStory, AboutValues } from '~/features/about/about-sections';
import { seo } from '~/lib/seo';

const page = pages.about;

export const meta = () => seo(page);

export default function About() {
  return (
    <>
      <PageHero headline={page.headline} lead={page.lead} />
      <AboutStory />
      <AboutJourney />
      <AboutValues />
      <CtaBand id="about-cta-heading" heading={aboutCta.heading} text={aboutCta.text}>
        <ButtonLink to={aboutCta.action.href} variant="inverse" size="lg">
          {aboutCta.action.label}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
