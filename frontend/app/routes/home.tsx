import { lazy, Suspense } from 'react';
import { pages } from '~/content/pages';
import { ChatbotPromo } from '~/features/home/chatbot-promo';
import { DemoBanner } from '~/features/home/demo-banner';
import { HomeHero } from '~/features/home/home-hero';
import { InteractiveSolutions } from '~/features/home/interactive-solutions';
import { PrivacyCloud } from '~/features/home/privacy-cloud';
import { ServicesGrid } from '~/features/home/services-grid';
import { OrganizationJsonLd } from '~/features/seo/json-ld';
import { seo } from '~/lib/seo';

export const meta = () => seo(pages.home);

/**
 * The newsletter box sits far below the fold and brings the form stack (zod, contracts, API client)
 * with it; loading it as its own chunk keeps that code off the home page's critical path. The
 * prerendered HTML still contains it (prerendering waits for lazy components).
 */
const NewsletterBox = lazy(() => import('~/features/newsletter/newsletter-box').then((m) => ({ default: m.NewsletterBox })));

export default function Home() {
  return (
    <>
      <OrganizationJsonLd />
      <HomeHero />
      <ServicesGrid />
      <InteractiveSolutions />
      <ChatbotPromo />
      <PrivacyCloud />
      <section aria-label="Newsletter" className="bg-surface py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <Suspense fallback={null}>
            <NewsletterBox />
          </Suspense>
        </div>
      </section>
      <DemoBanner />
    </>
  );
}
