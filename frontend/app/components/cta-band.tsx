import type { ReactNode } from 'react';

/** The closing call-to-action band; the page passes its buttons (e.g. a DemoButton) as children. */
export function CtaBand({ id, heading, text, children }: { id: string; heading: string; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
          <div aria-hidden className="pointer-events-none absolute -right-16 -top-16 size-64 rounded-full bg-accent-500/20 blur-2xl" />
          <h2 id={id} className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {heading}
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg leading-8 text-brand-100">{text}</p>
          <div className="relative mt-8 flex flex-wrap justify-center gap-3">{children}</div>
        </div>
      </div>
    </section>
  );
}
