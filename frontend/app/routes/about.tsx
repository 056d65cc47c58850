import { CtaBand } from '~/components/cta-band';
import { PageHero } from '~/components/page-hero';
import { ButtonLink } from '~/components/ui/button';
import { AboutJourney, AboutStory, AboutValues } from '~/features/about/about-sections';
import { useContent } from '~/i18n/use-content';
import { introMeta } from './page-meta';
import { definePage } from './route-kit';

function About() {
  const { pages, about } = useContent();
  const page = pages.pages.about;
  const { aboutCta } = about;
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

export default definePage({ Component: About, meta: ({ content }) => introMeta(content.pages.pages.about) });
