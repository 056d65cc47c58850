import { ArrowRight, Check } from 'lucide-react';
import { Card } from '~/components/card';
import { IconTile } from '~/components/icon';
import { Section, SectionHeading } from '~/components/section';
import { ServiceCardSection } from '~/components/service-card';
import { Link } from '~/components/ui/link';
import { contentByLang } from '~/content';
import { useContent } from '~/i18n/use-content';

export function IndustriesGrid() {
  const { services, serviceCards } = useContent();
  const { id, ...intro } = services.servicesIndustriesIntro;
  return (
    <ServiceCardSection
      anchor={id}
      headingId="industries-heading"
      intro={intro}
      cards={serviceCards.industryCards}
      englishCards={contentByLang.en.serviceCards.industryCards}
    />
  );
}

export function AdditionalServices() {
  const { services } = useContent();
  return (
    <ServiceCardSection
      tone="surface"
      headingId="additional-services-heading"
      intro={services.additionalServicesIntro}
      cards={services.additionalServices}
      englishCards={contentByLang.en.services.additionalServices}
      columns="three"
    />
  );
}

export function FeaturedIndustries() {
  const { featuredIndustries, featuredIntro } = useContent().services;
  return (
    <Section labelledBy="featured-heading">
      <SectionHeading id="featured-heading" {...featuredIntro} />
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        {featuredIndustries.map((block) => (
          <Card key={block.title} className="p-8">
            <div className="flex items-center gap-4">
              <IconTile name={block.icon} />
              <h3 className="text-2xl font-bold text-ink-900">{block.title}</h3>
            </div>
            <p className="mt-4 leading-7 text-ink-600">{block.description}</p>
            <ul className="mt-6 flex-1 space-y-3">
              {block.points.map((point) => (
                <li key={point} className="flex gap-2 text-ink-700">
                  <Check aria-hidden className="mt-1 size-4 shrink-0 text-accent-600" />
                  {point}
                </li>
              ))}
            </ul>
            <Link
              to={block.href}
              className="mt-8 inline-flex items-center gap-1.5 self-start rounded font-semibold text-brand-700 hover:text-brand-800 hover:underline"
            >
              {block.linkLabel}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </Card>
        ))}
      </div>
    </Section>
  );
}
