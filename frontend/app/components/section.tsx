import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

const tones = {
  white: 'bg-white',
  surface: 'bg-surface',
  brand: 'bg-brand-900 text-white',
} as const;

/** A full-width page band with the site's vertical rhythm and content width. */
export function Section({
  id,
  tone = 'white',
  labelledBy,
  className,
  children,
}: {
  id?: string;
  tone?: keyof typeof tones;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn(tones[tone], 'py-16 sm:py-20', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

/** Eyebrow, h2 and lead of a section; `id` names the section for aria-labelledby. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  lead,
  align = 'center',
  inverse = false,
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  lead?: string;
  align?: 'center' | 'left';
  inverse?: boolean;
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && (
        <p className={cn('text-sm font-semibold uppercase tracking-wider', inverse ? 'text-accent-300' : 'text-brand-700')}>{eyebrow}</p>
      )}
      <h2 id={id} className={cn('mt-2 text-3xl font-bold tracking-tight sm:text-4xl', inverse ? 'text-white' : 'text-ink-900')}>
        {heading}
      </h2>
      {lead && <p className={cn('mt-4 text-lg leading-8', inverse ? 'text-brand-100' : 'text-ink-600')}>{lead}</p>}
    </div>
  );
}
