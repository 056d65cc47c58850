import type { ReactNode } from 'react';

/** The top band of an inner page: optional eyebrow, the page's h1, lead and optional actions. */
export function PageHero({
  eyebrow,
  headline,
  lead,
  children,
}: {
  eyebrow?: string;
  headline: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div aria-hidden className="pointer-events-none absolute -right-24 -top-24 size-80 rounded-full bg-brand-100/70 blur-3xl" />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">{headline}</h1>
        {lead && <p className="mt-5 max-w-2xl text-lg leading-8 text-ink-600">{lead}</p>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
