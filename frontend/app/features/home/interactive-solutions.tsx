import { ArrowRight, Check } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Icon } from '~/components/icon';
import { Section, SectionHeading } from '~/components/section';
import { ButtonLink } from '~/components/ui/button';
import { interactiveSolutionsIntro } from '~/content/home';
import { solutionBlocks } from '~/content/solutions';
import { cn } from '~/lib/cn';

/**
 * The four solutions as ARIA tabs (arrow keys, Home, End). Every panel is in the prerendered HTML;
 * inactive ones are `hidden`, so the text is there for search engines and for readers without JS.
 */
export function InteractiveSolutions() {
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = solutionBlocks.length - 1;
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowDown: active + 1, ArrowLeft: active - 1, ArrowUp: active - 1, Home: 0, End: last };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + solutionBlocks.length) % solutionBlocks.length;
    setActive(next);
    tabs.current[next]?.focus();
  };

  return (
    <Section labelledBy="solutions-tabs-heading">
      <SectionHeading id="solutions-tabs-heading" {...interactiveSolutionsIntro} />
      <div className="mt-12 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div role="tablist" aria-label={interactiveSolutionsIntro.heading} aria-orientation="vertical" className="grid gap-3" onKeyDown={onKeyDown}>
          {solutionBlocks.map((block, i) => (
            <button
              key={block.id}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              id={`solution-tab-${block.id}`}
              type="button"
              role="tab"
              aria-selected={i === active}
              aria-controls={`solution-panel-${block.id}`}
              tabIndex={i === active ? 0 : -1}
              onClick={() => setActive(i)}
              className={cn(
                'flex items-center gap-4 rounded-2xl border p-4 text-left transition-colors',
                i === active ? 'border-brand-600 bg-brand-50 shadow-card' : 'border-slate-200 bg-white hover:border-brand-200 hover:bg-slate-50 active:bg-slate-100',
              )}
            >
              <span className={cn('inline-flex size-11 shrink-0 items-center justify-center rounded-xl', i === active ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700')}>
                <Icon name={block.icon} />
              </span>
              <span className="font-semibold text-ink-900">{block.title}</span>
            </button>
          ))}
        </div>
        {solutionBlocks.map((block, i) => (
          <div
            key={block.id}
            id={`solution-panel-${block.id}`}
            role="tabpanel"
            aria-labelledby={`solution-tab-${block.id}`}
            hidden={i !== active}
            tabIndex={0}
            className="rounded-3xl border border-slate-200 bg-surface p-6 sm:p-8"
          >
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
            <ButtonLink to={`${interactiveSolutionsIntro.cta.href}#${block.id}`} variant="secondary" className="mt-8">
              {interactiveSolutionsIntro.cta.label}
              <ArrowRight aria-hidden className="size-4" />
            </ButtonLink>
          </div>
        ))}
      </div>
    </Section>
  );
}
