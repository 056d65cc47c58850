import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { learnMoreHref, learnMoreLabel, type ServiceCardData } from '~/content/service-cards';
import { IconCard } from './card';
import { Section, SectionHeading } from './section';

/** Spec "service card": Learn More (shown unless showLearnMore is false) goes where the title rule says. */
export function ServiceCard({ icon, title, description, showLearnMore = true }: ServiceCardData) {
  return (
    <IconCard icon={icon} title={title} description={description} interactive={showLearnMore}>
      {showLearnMore && (
        <Link
          to={learnMoreHref(title)}
          className="mt-5 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          {learnMoreLabel}
          <span className="sr-only"> about {title}</span>
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      )}
    </IconCard>
  );
}

interface ServiceCardSectionProps {
  /** The section's heading id (for aria-labelledby); `anchor` is the section's own id, if linked to. */
  headingId: string;
  anchor?: string;
  intro: { eyebrow?: string; heading: string; lead?: string };
  cards: readonly ServiceCardData[];
  tone?: 'white' | 'surface';
  /** Three industry cards per row on wide screens, or the three additional services in one row. */
  columns?: 'industries' | 'three';
}

/** A headed grid of service cards: the home services grid, and the services page's two grids. */
export function ServiceCardSection({ headingId, anchor, intro, cards, tone = 'white', columns = 'industries' }: ServiceCardSectionProps) {
  return (
    <Section id={anchor} tone={tone} labelledBy={headingId}>
      <SectionHeading {...intro} id={headingId} />
      <ul className={columns === 'three' ? 'mt-12 grid gap-6 md:grid-cols-3' : 'mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3'}>
        {cards.map((card) => (
          <li key={card.title}>
            <ServiceCard {...card} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
