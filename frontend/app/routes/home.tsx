import { ChatbotPromo } from '~/features/home/chatbot-promo';
import { DemoBanner } from '~/features/home/demo-banner';
import { HomeHero } from '~/features/home/home-hero';
import { InteractiveSolutions } from '~/features/home/interactive-solutions';
import { PrivacyCloud } from '~/features/home/privacy-cloud';
import { ServicesGrid } from '~/features/home/services-grid';
import { organizationLd } from '~/features/seo/structured-data';
import { useContent } from '~/i18n/use-content';
import { Island } from '~/islands/island';
import { introMeta } from './page-meta';
import { definePage } from './route-kit';

function Home() {
  const { homeCopy } = useContent().home;
  return (
    <>
      <HomeHero />
      <ServicesGrid />
      <InteractiveSolutions />
      <ChatbotPromo />
      <PrivacyCloud />
      <section id="newsletter" aria-label={homeCopy.newsletterLabel} className="bg-surface py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <Island name="newsletter" props={{}} />
        </div>
      </section>
      <DemoBanner />
    </>
  );
}

export default definePage({
  Component: Home,
  meta: ({ content, lang }) => ({ ...introMeta(content.pages.pages.home), jsonLd: (origin) => organizationLd(origin, lang) }),
});
