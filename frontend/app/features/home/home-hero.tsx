import { ArrowRight, Sparkles } from 'lucide-react';
import { StatTiles } from '~/components/stat-tiles';
import { ButtonLink } from '~/components/ui/button';
import { useContent } from '~/i18n/use-content';

/** Above the fold: badge, headline, two calls to action, the four stat tiles and the illustration. */
export function HomeHero() {
  const { homeHero, homeStats, homeCopy } = useContent().home;
  const { illustration } = homeHero;
  return (
    <section aria-labelledby="home-headline" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:px-8 lg:pb-20 lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1.5 text-xs font-semibold text-brand-700 shadow-sm sm:text-sm">
            <Sparkles aria-hidden className="size-4 shrink-0 text-accent-600" />
            {homeHero.badge}
          </p>
          <h1 id="home-headline" className="mt-6 text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl lg:text-6xl">
            {homeHero.headline}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-ink-600">{homeHero.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={homeHero.primary.href} size="lg">
              {homeHero.primary.label}
              <ArrowRight aria-hidden className="size-4" />
            </ButtonLink>
            <ButtonLink to={homeHero.secondary.href} size="lg" variant="secondary">
              {homeHero.secondary.label}
            </ButtonLink>
          </div>
        </div>
        {/* Desktop only (lazy, so phones never download it): on phones the text is the first screen. */}
        <img
          src={illustration.src}
          alt={illustration.alt}
          width={illustration.width}
          height={illustration.height}
          loading="lazy"
          decoding="async"
          className="mx-auto hidden h-auto w-full max-w-xl lg:block"
        />
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <h2 className="sr-only">{homeCopy.statsHeading}</h2>
        <StatTiles items={homeStats} />
      </div>
    </section>
  );
}
