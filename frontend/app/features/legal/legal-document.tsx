import { ArrowLeft, Info } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { PageHero } from '~/components/page-hero';
import type { LegalDocument, LegalSection } from '~/content/legal.types';
import { colon } from '~/i18n/lang';
import { useLang } from '~/i18n/lang-context';
import { useContent } from '~/i18n/use-content';

/** A section's anchor: its own id, else its heading without accents or punctuation. */
const anchor = (section: LegalSection) =>
  section.id ??
  section.heading
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

/** A legal page: template notice, contents, numbered sections, Back to Home. */
export function LegalPage({ headline, lead, document }: { headline: string; lead: string; document: LegalDocument }) {
  const { legalCopy } = useContent().legal;
  const lang = useLang();
  return (
    <>
      <PageHero headline={headline} lead={lead} />
      <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6 lg:px-8">
        <p className="text-sm text-ink-600">
          {legalCopy.lastUpdatedLabel}
          {colon(lang)}
          {document.lastUpdated}
        </p>
        <aside
          aria-label={legalCopy.templateNoticeTitle}
          className="mt-6 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-sm leading-6 text-ink-900"
        >
          <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <p>
            <strong>
              {legalCopy.templateNoticeTitle}
              {colon(lang)}
            </strong>
            {legalCopy.templateNotice}
          </p>
        </aside>
        <nav aria-label={legalCopy.contentsLabel} className="mt-10 rounded-2xl border border-slate-200 bg-surface p-5">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-ink-700">{legalCopy.contentsLabel}</h2>
          <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm sm:grid-cols-2">
            {document.sections.map((s) => (
              <li key={s.heading}>
                <a href={`#${anchor(s)}`} className="rounded text-brand-700 hover:underline">
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-10 space-y-10">
          {document.sections.map((s, i) => (
            <section key={s.heading} id={anchor(s)} aria-labelledby={`${anchor(s)}-h`}>
              <h2 id={`${anchor(s)}-h`} className="text-xl font-semibold text-ink-900">
                {i + 1}. {s.heading}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p} className="mt-3 leading-7 text-ink-700">
                  {p}
                </p>
              ))}
              {s.list && (
                <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-ink-700">
                  {s.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
        <Link
          to={legalCopy.back.href}
          className="mt-12 inline-flex items-center gap-2 rounded font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {legalCopy.back.label}
        </Link>
      </div>
    </>
  );
}
