import { ArrowRight, Check } from 'lucide-react';
import { Icon } from '~/components/icon';
import { Section, SectionHeading } from '~/components/section';
import { ButtonLink } from '~/components/ui/button';
import { useContent } from '~/i18n/use-content';
import { cn } from '~/lib/cn';

/**
 * The four solutions, one shown at a time, with no script: a radio group picks the panel and
 * app.css shows the panel whose radio is checked ([data-choices]). Arrow keys move between the
 * radios natively, and every panel is in the HTML for search engines.
 */
export function InteractiveSolutions() {
  const { home, solutions } = useContent();
  const intro = home.interactiveSolutionsIntro;
  const blocks = solutions.solutionBlocks;
  return (
    <Section labelledBy="solutions-tabs-heading">
      <SectionHeading id="solutions-tabs-heading" eyebrow={intro.eyebrow} heading={intro.heading} lead={intro.lead} />
      <div data-choices="" className="mt-12 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <fieldset className="grid gap-3 self-start">
          <legend className="sr-only">{intro.chooseLabel}</legend>
          {blocks.map((block, i) => (
            <label
              key={block.id}
              className={cn(
                'flex cursor-pointer items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 transition-colors hover:border-brand-200 hover:bg-slate-50',
                'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:shadow-card has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              )}
            >
              <input type="radio" name="home-solution" value={block.id} data-choice={i} defaultChecked={i === 0} className="peer sr-only" />
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 peer-checked:bg-brand-600 peer-checked:text-white">
                <Icon name={block.icon} />
              </span>
              <span className="font-semibold text-ink-900">{block.title}</span>
            </label>
          ))}
        </fieldset>
        {blocks.map((block, i) => (
          <div key={block.id} data-choice-panel={i} className="rounded-3xl border border-slate-200 bg-surface p-6 sm:p-8">
            <h3 className="text-2xl font-bold text-ink-900">{block.title}</h3>
            <p className="mt-3 leading-7 text-ink-600">{block.description}</p>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {block.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-sm text-ink-700">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
                  {feature}
                </li>
              ))}
            </ul>
            <ButtonLink to={`${intro.cta.href}#${block.id}`} variant="secondary" className="mt-8">
              {intro.cta.label}
              <ArrowRight aria-hidden className="size-4" />
            </ButtonLink>
          </div>
        ))}
      </div>
    </Section>
  );
}
