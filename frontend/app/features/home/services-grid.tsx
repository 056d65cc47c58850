import { ServiceCardSection } from '~/components/service-card';
import { contentByLang } from '~/content';
import { useContent } from '~/i18n/use-content';

export function ServicesGrid() {
  const { home, serviceCards } = useContent();
  return (
    <ServiceCardSection
      tone="surface"
      headingId="services-grid-heading"
      intro={home.servicesGridIntro}
      cards={serviceCards.industryCards}
      englishCards={contentByLang.en.serviceCards.industryCards}
    />
  );
}
