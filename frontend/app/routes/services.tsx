import { CtaBand } from '~/components/cta-band';
import { PageHero } from '~/components/page-hero';
import { ButtonLink } from '~/components/ui/button';
import { pages } from '~/content/pages';
import { servicesActions } from '~/content/services';
import { AdditionalServices, FeaturedIndustries, IndustriesGrid } from '~/features/services/services-sections';
import { seo } from '~/lib/seo';

const page = pages.services;

export const meta = () => seo(page);

export default function Services() {
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
