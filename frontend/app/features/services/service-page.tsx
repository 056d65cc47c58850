import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { Card, IconCard } from '~/components/card';
import { CtaBand } from '~/components/cta-band';
import { IconTile } from '~/components/icon';
import { Section, SectionHeading } from '~/components/section';
import { StatTiles } from '~/components/stat-tiles';
import { ButtonLink } from '~/components/ui/button';
import { serviceHref, type ServicePageContent } from '~/content/service-pages';
import { useContent } from '~/i18n/use-content';
import { DemoButton } from '~/features/demo-request/demo-button';
import { ServicePager } from './service-pager';

/** One component for all eleven service pages; the content module decides everything else. */
export function ServicePage({ page }: { page: ServicePageContent }) {
  const { servicePages, serviceCards } = useContent();
  const copy = servicePages.servicePageCopy;
  const { learnMoreName } = serviceCards;
  return (
    <>
      <section aria-labelledby="service-headline" className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pb-14 pt-8 sm:px-6 sm:pb-20 lg:px-8">
          <Link
            to={copy.backHref}
            className="inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {copy.back}
          </Link>
          <div className="mt-8 flex items-center gap-3">
            <IconTile name={page.icon} className="bg-brand-600 text-white" />
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{page.hero.eyebrow}</p>
          </div>
          <h1 id="service-headline" className="mt-4 max-w-4xl text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">
            {page.hero.headline}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-ink-600">{page.hero.lead}</p>
          <h2 className="sr-only">{copy.impactHeading}</h2>
          <StatTiles items={page.impact} className={page.impact.length === 3 ? 'mt-10 lg:grid-cols-3' : 'mt-10'} />
        </div>
      </section>

      <Section labelledBy="service-features-heading">
        <SectionHeading id="service-features-heading" heading={page.featuresHeading} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {page.features.map((feature) => (
            <li key={feature.title}>
              <IconCard {...feature} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="surface" labelledBy="service-extras-heading">
        <SectionHeading id="service-extras-heading" heading={page.extrasHeading} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {page.extras.map((extra) => (
            <li key={extra.title}>
              <Card interactive={Boolean(extra.link)}>
                <h3 className="text-lg font-semibold text-ink-900">{extra.title}</h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-ink-600">{extra.description}</p>
                {extra.link && (
                  <Link
                    to={serviceHref(extra.link)}
                    className="mt-5 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-brand-700 hover:underline"
                  >
                    {copy.learnMore}
                    <span className="sr-only">{learnMoreName(extra.title).slice(copy.learnMore.length)}</span>
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                )}
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand id="service-cta-heading" heading={page.cta.heading} text={page.cta.text}>
        <DemoButton variant="inverse" size="lg">
          {copy.demoLabel}
        </DemoButton>
        <ButtonLink to={copy.contact.href} variant="outlineInverse" size="lg">
          {copy.contact.label}
        </ButtonLink>
      </CtaBand>

      <ServicePager slug={page.slug} />
    </>
  );
}
