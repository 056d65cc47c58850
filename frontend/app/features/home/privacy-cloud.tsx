import { Icon } from '~/components/icon';
import { Section, SectionHeading } from '~/components/section';
import { useContent } from '~/i18n/use-content';

/** Spec: a privacy, security and cloud section with two columns and no interaction. */
export function PrivacyCloud() {
  const { privacyCloud } = useContent().home;
  return (
    <Section tone="brand" labelledBy="privacy-cloud-heading">
      <SectionHeading id="privacy-cloud-heading" eyebrow={privacyCloud.eyebrow} heading={privacyCloud.heading} inverse />
      <div className="mt-12 grid gap-8 lg:grid-cols-2">
        {privacyCloud.columns.map((column) => (
          <div key={column.heading} className="rounded-3xl border border-white/10 bg-white/5 p-6 sm:p-8">
            <h3 className="text-xl font-semibold text-white">{column.heading}</h3>
            <ul className="mt-6 space-y-6">
              {column.items.map((item) => (
                <li key={item.title} className="flex gap-4">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10 text-accent-300">
                    <Icon name={item.icon} />
                  </span>
                  <div>
                    <h4 className="font-semibold text-white">{item.title}</h4>
                    <p className="mt-1 text-sm leading-6 text-brand-100">{item.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
