import { CtaBand } from '~/components/cta-band';
import { PageHero } from '~/components/page-hero';
import { ButtonLink } from '~/components/ui/button';
import { AdditionalServices, FeaturedIndustries, IndustriesGrid } from '~/features/services/services-sections';
import { useContent } from '~/i18n/use-content';
import { introMeta } from './page-meta';
import { definePage } from './route-kit';

function Services() {
  const { pages, services } = useContent();
  const page = pages.pages.services;
  const { servicesActions } = services;
  return (
    <>
      <PageHero headline={page.headline} lead={page.lead} />
      <IndustriesGrid />
      <AdditionalServices />
      <FeaturedIndustries />
      <CtaBand id="services-actions-heading" heading={servicesActions.heading} text={servicesActions.text}>
        <ButtonLink to={servicesActions.contact.href} variant="inverse" size="lg">
          {servicesActions.contact.label}
        </ButtonLink>
        <ButtonLink to={servicesActions.allIndustries.href} variant="outlineInverse" size="lg">
          {servicesActions.allIndustries.label}
        </ButtonLink>
      </CtaBand>
    </>
  );
}

export default definePage({ Component: Services, meta: ({ content }) => introMeta(content.pages.pages.services) });
