import { ServiceCardSection } from '~/components/service-card';
import { servicesGridIntro } from '~/content/home';
import { industryCards } from '~/content/service-cards';

export function ServicesGrid() {
  return <ServiceCardSection tone="surface" headingId="services-grid-heading" intro={servicesGridIntro} cards={industryCards} />;
}
