import type { ReactNode } from 'react';
import type { IconKey } from '~/content/icons';
import { cn } from '~/lib/cn';
import { IconTile } from './icon';

/** The site's card surface. `interactive` adds hover lift for cards that contain a link. */
export function Card({ className, interactive = false, children }: { className?: string; interactive?: boolean; children: ReactNode }) {
  return (
    <div
      className={cn(
        'flex h-full flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card',
        interactive && 'transition duration-200 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** Icon, title and description: the most common card on the site. */
export function IconCard({
  icon,
  title,
  description,
  headingLevel = 'h3',
  interactive = false,
  className,
  children,
}: {
  icon: IconKey;
  title: string;
  description: string;
  headingLevel?: 'h2' | 'h3';
  interactive?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const Heading = headingLevel;
  return (
    <Card className={className} interactive={interactive}>
      <IconTile name={icon} />
      <Heading className="mt-5 text-lg font-semibold text-ink-900">{title}</Heading>
      <p className="mt-2 flex-1 text-sm leading-6 text-ink-600">{description}</p>
      {children}
    </Card>
  );
}
