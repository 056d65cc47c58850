import { Section, SectionHeading } from '~/components/section';
import { ServiceCard } from '~/components/service-card';
import { servicesGridIntro } from '~/content/home';
import { industryCards } from '~/content/service-cards';

export function ServicesGrid() {
  return (
    <Section tone="surface" labelledBy="services-grid-heading">
      <SectionHeading id="services-grid-heading" {...servicesGridIntro} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {industryCards.map((card) => (
          <li key={card.title}>
            <ServiceCard {...card} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
