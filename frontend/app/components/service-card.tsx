import { ArrowRight } from 'lucide-react';
import { learnMoreHref, type ServiceCardData } from '~/content/service-cards';
import { useContent } from '~/i18n/use-content';
import { IconCard } from './card';
import { Section, SectionHeading } from './section';
import { Link } from './ui/link';

/** Spec "service card": Learn More (shown unless showLearnMore is false) goes to `href`. */
export function ServiceCard({ icon, title, description, showLearnMore = true, href }: ServiceCardData & { href: string }) {
  const { serviceCards } = useContent();
  return (
    <IconCard icon={icon} title={title} description={description} interactive={showLearnMore}>
      {showLearnMore && (
        <Link
          to={href}
          className="mt-5 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          {serviceCards.learnMoreLabel}
          <span className="sr-only">{serviceCards.learnMoreName(title).slice(serviceCards.learnMoreLabel.length)}</span>
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
  /**
   * The English twins of `cards`, same order: the spec's Learn More rule reads English titles, so
   * a French card leads where its English twin leads. Omit for English cards.
   */
  englishCards?: readonly ServiceCardData[];
  tone?: 'white' | 'surface';
  /** Three industry cards per row on wide screens, or the three additional services in one row. */
  columns?: 'industries' | 'three';
}

/** A headed grid of service cards: the home services grid, and the services page's two grids. */
export function ServiceCardSection({
  headingId,
  anchor,
  intro,
  cards,
  englishCards = cards,
  tone = 'white',
  columns = 'industries',
}: ServiceCardSectionProps) {
  return (
    <Section id={anchor} tone={tone} labelledBy={headingId}>
      <SectionHeading {...intro} id={headingId} />
      <ul className={columns === 'three' ? 'mt-12 grid gap-6 md:grid-cols-3' : 'mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3'}>
        {cards.map((card, i) => (
          <li key={card.title}>
            <ServiceCard {...card} href={learnMoreHref(englishCards[i]?.title ?? card.title)} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
