import { IconCard } from '~/components/card';
import { Section, SectionHeading } from '~/components/section';
import { useContent } from '~/i18n/use-content';

export function FaqCards() {
  const { faq } = useContent().contact;
  return (
    <Section tone="surface" labelledBy="faq-heading">
      <SectionHeading id="faq-heading" eyebrow={faq.eyebrow} heading={faq.heading} />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {faq.items.map((item) => (
          <li key={item.question}>
            <IconCard icon={item.icon} title={item.question} description={item.answer} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
