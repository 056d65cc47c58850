import { Bot, CheckCircle2 } from 'lucide-react';
import { Section } from '~/components/section';
import { ButtonLink } from '~/components/ui/button';
import { useContent } from '~/i18n/use-content';
import { cn } from '~/lib/cn';

/** Spec "Chatbot promo section": heading, description, five bullets, a static scripted chat, Get Started. */
export function ChatbotPromo() {
  const { chatbotPromo } = useContent().home;
  return (
    <Section labelledBy="chatbot-promo-heading">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{chatbotPromo.eyebrow}</p>
          <h2 id="chatbot-promo-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
            {chatbotPromo.heading}
          </h2>
          <p className="mt-4 text-lg leading-8 text-ink-600">{chatbotPromo.description}</p>
          <ul className="mt-6 space-y-3">
            {chatbotPromo.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3 text-ink-700">
                <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-600" />
                {bullet}
              </li>
            ))}
          </ul>
          <ButtonLink to={chatbotPromo.cta.href} size="lg" className="mt-8">
            {chatbotPromo.cta.label}
          </ButtonLink>
        </div>
        <DemoChat />
      </div>
    </Section>
  );
}

/** A picture of a conversation, not a live chat: a labelled figure with the scripted lines in order. */
function DemoChat() {
  const { chatbotPromo, homeCopy } = useContent().home;
  const { demo } = chatbotPromo;
  return (
    <figure className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-xl">
      <div className="flex items-center gap-3 border-b border-slate-200 bg-brand-700 px-5 py-4 text-white">
        <span className="inline-flex size-9 items-center justify-center rounded-full bg-white/15">
          <Bot aria-hidden className="size-5" />
        </span>
        <div>
          <p className="font-semibold">{demo.title}</p>
          <p className="text-xs text-brand-100">{demo.status}</p>
        </div>
      </div>
      <ol className="space-y-3 bg-surface px-4 py-5 sm:px-5">
        {demo.messages.map((line, i) => (
          <li key={i} className={cn('flex', line.from === 'user' ? 'justify-end' : 'justify-start')}>
            <p
              className={cn(
                'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-6',
                line.from === 'user'
                  ? 'rounded-br-md bg-brand-600 text-white'
                  : 'rounded-bl-md border border-slate-200 bg-white text-ink-700',
              )}
            >
              <span className="sr-only">{line.from === 'user' ? homeCopy.customerSpeaker : homeCopy.assistantSpeaker}</span>
              {line.text}
            </p>
          </li>
        ))}
      </ol>
      <figcaption className="border-t border-slate-200 px-5 py-3 text-xs text-ink-600">{demo.caption}</figcaption>
    </figure>
  );
}
