import { CtaBand } from '~/components/cta-band';
import { PageHero } from '~/components/page-hero';
import { ContactDetails } from '~/features/contact-page/contact-details';
import { FaqCards } from '~/features/contact-page/faq-cards';
import { DemoButton } from '~/features/demo-request/demo-button';
import { useContent } from '~/i18n/use-content';
import { useLoaderData } from 'react-router';
import type { ContactFormSubmitted } from '~/features/contact-form/contact-form';
import { Island } from '~/islands/island';
import { introMeta } from './page-meta';
import { definePage, submittedFormContext } from './route-kit';

function Contact() {
  const submitted = useLoaderData<ContactFormSubmitted | null>();
  const { pages, contact } = useContent();
  const page = pages.pages.contact;
  const { contactBanner, contactClosing, contactInfo } = contact;
  return (
    <>
      <PageHero headline={page.headline} lead={page.lead} />
      <section aria-labelledby="contact-banner-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="flex flex-col items-start justify-between gap-6 rounded-3xl bg-brand-700 px-6 py-8 text-white sm:px-10 md:flex-row md:items-center">
            <div>
              <h2 id="contact-banner-heading" className="text-2xl font-bold">
                {contactBanner.heading}
              </h2>
              <p className="mt-2 text-brand-100">{contactBanner.text}</p>
            </div>
            <DemoButton variant="inverse" size="lg" className="shrink-0">
              {contactBanner.demoLabel}
            </DemoButton>
          </div>
        </div>
      </section>
      <section aria-labelledby="contact-info-heading" className="bg-white py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:px-8">
          <ContactDetails />
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-card sm:p-8">
            <h2 className="text-2xl font-bold text-ink-900">{contactInfo.formHeading}</h2>
            <Island name="contact-form" props={submitted ? { submitted } : {}} className="mt-6" />
          </div>
        </div>
      </section>
      <FaqCards />
      <CtaBand id="contact-closing-heading" heading={contactClosing.heading} text={contactClosing.text}>
        <DemoButton variant="inverse" size="lg">
          {contactClosing.demoLabel}
        </DemoButton>
      </CtaBand>
    </>
  );
}

export default definePage<ContactFormSubmitted | null>({
  Component: Contact,
  loader: ({ context }) => {
    const posted = context.get(submittedFormContext);
    return posted?.form === 'contact' ? (posted as ContactFormSubmitted) : null;
  },
  meta: ({ content }) => introMeta(content.pages.pages.contact),
});
