import { pages } from '~/content/pages';
import { ChatbotPromo } from '~/features/home/chatbot-promo';
import { DemoBanner } from '~/features/home/demo-banner';
import { HomeHero } from '~/features/home/home-hero';
import { InteractiveSolutions } from '~/features/home/interactive-solutions';
import { PrivacyCloud } from '~/features/home/privacy-cloud';
import { ServicesGrid } from '~/features/home/services-grid';
import { NewsletterBox } from '~/features/newsletter/newsletter-box';
import { seo } from '~/lib/seo';

export const meta = () => seo(pages.home);

export default function Home() {
  return (
    <>
      <HomeHero />
      <ServicesGrid />
      <InteractiveSolutions />
      <ChatbotPromo />
      <PrivacyCloud />
      <section aria-label="Newsletter" className="bg-surface py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <NewsletterBox />
        </div>
      </section>
      <DemoBanner />
    </>
  );
}
