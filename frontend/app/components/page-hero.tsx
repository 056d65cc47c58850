import type { ReactNode } from 'react';

/** The top band of an inner page: headline, lead and optional actions. */
export function PageHero({ headline, lead, children }: { headline: string; lead: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">{headline}</h1>
        <p className="mt-5 max-w-2xl text-lg leading-8 text-ink-600">{lead}</p>
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
