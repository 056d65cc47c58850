import { IconCard } from '~/components/card';
import { Icon } from '~/components/icon';
import { Section, SectionHeading } from '~/components/section';
import type { LiveProduct } from '~/content/products';
import { useContent } from '~/i18n/use-content';
import { cn } from '~/lib/cn';
import { DemoFacade } from './demo-facade';
import { demoUrlFor } from './demo-url';

/** A live product: description and demo facade, then its grid of six features. */
export function LiveProductSection({ product, index }: { product: LiveProduct; index: number }) {
  const headingId = `${product.id}-heading`;
  return (
    <section id={product.id} aria-labelledby={headingId} className={cn('py-16 sm:py-20', index % 2 ? 'bg-surface' : 'bg-white')}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{product.tagline}</p>
            <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
              {product.name}
            </h2>
            <p className="mt-4 text-lg leading-8 text-ink-600">{product.description}</p>
          </div>
          <DemoFacade product={product} url={demoUrlFor(product.demoUrlKey)} />
        </div>
        <h3 className="mt-14 text-xl font-semibold text-ink-900">{product.featuresHeading}</h3>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {product.features.map((feature) => (
            <li key={feature.title} className="flex gap-4 rounded-card border border-slate-200 bg-white p-5">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={feature.icon} />
              </span>
              <div>
                <h4 className="font-semibold text-ink-900">{feature.title}</h4>
                <p className="mt-1 text-sm leading-6 text-ink-600">{feature.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ProductBenefits() {
  const { productBenefits } = useContent().products;
  return (
    <Section tone="brand" labelledBy="benefits-heading">
      <SectionHeading id="benefits-heading" heading={productBenefits.heading} inverse />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {productBenefits.items.map((item) => (
          <li key={item.title} className="rounded-card border border-white/10 bg-white/5 p-6">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-white/10 text-accent-300">
              <Icon name={item.icon} />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-white">{item.title}</h3>
            <p className="mt-2 text-sm leading-6 text-brand-100">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ComingSoon() {
  const { comingSoon } = useContent().products;
  return (
    <Section labelledBy="coming-soon-heading">
      <SectionHeading id="coming-soon-heading" heading={comingSoon.heading} lead={comingSoon.lead} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {comingSoon.items.map((item) => (
          <li key={item.title}>
            <IconCard {...item} className="relative border-dashed">
              <span className="absolute right-5 top-5 rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-700">
                {comingSoon.label}
              </span>
            </IconCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
