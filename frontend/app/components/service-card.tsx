import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { learnMoreHref, learnMoreLabel, type ServiceCardData } from '~/content/service-cards';
import { IconCard } from './card';

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
