import { IconCard } from '~/components/card';
import { Section, SectionHeading } from '~/components/section';
import { useContent } from '~/i18n/use-content';

export function AboutStory() {
  const { aboutStory } = useContent().about;
  const { image } = aboutStory;
  return (
    <Section labelledBy="about-story-heading">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="about-story-heading" eyebrow={aboutStory.eyebrow} heading={aboutStory.heading} align="left" />
          <div className="mt-6 space-y-4 text-lg leading-8 text-ink-600">
            {aboutStory.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-lg"
        />
      </div>
    </Section>
  );
}

export function AboutJourney() {
  const { aboutJourney } = useContent().about;
  return (
    <Section tone="surface" labelledBy="about-journey-heading">
      <SectionHeading id="about-journey-heading" eyebrow={aboutJourney.eyebrow} heading={aboutJourney.heading} />
      <ol className="relative mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
        {aboutJourney.steps.map((step, i) => (
          <li key={step.title} className="rounded-card border border-slate-200 bg-white p-6 shadow-card">
            <div className="flex items-center gap-3">
              <span
                className="inline-flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                aria-hidden
              >
                {i + 1}
              </span>
              <span className="text-sm font-semibold uppercase tracking-wider text-brand-700">{step.label}</span>
            </div>
            <h3 className="mt-4 text-xl font-semibold text-ink-900">{step.title}</h3>
            <p className="mt-2 leading-7 text-ink-600">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function AboutValues() {
  const { aboutValues } = useContent().about;
  return (
    <Section labelledBy="about-values-heading">
      <SectionHeading id="about-values-heading" eyebrow={aboutValues.eyebrow} heading={aboutValues.heading} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {aboutValues.items.map((value) => (
          <li key={value.title}>
            <IconCard {...value} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
