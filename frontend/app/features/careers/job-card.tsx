import type { JobListing } from '@prairieflow/contracts';
import { CalendarDays, MapPin } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { useLang } from '~/i18n/lang-context';
import { locales } from '~/i18n/lang';
import { ApplyLink } from './apply-link';
import { useCareersCopy } from './careers-copy';
import { formatPostedDate } from './posted-date';

/** A job, and whether it is shown in another language than the page's (no translation yet). */
export type ListedJob = JobListing & { fallback?: boolean };

/** English pages write dates the US way (spec); French ones as fr-CA. */
export const postedDateLocale = (lang: string) => (lang === 'fr' ? locales.fr : 'en-US');

/**
 * One open position: title, location, type badge, posted date, description clipped to 3 lines.
 * Without script there is no dialog, so the description shows whole and View Details is not
 * offered (the `scripting: none` media query).
 */
export function JobCard({ job, onViewDetails }: { job: ListedJob; onViewDetails: () => void }) {
  const lang = useLang();
  const careersCopy = useCareersCopy();
  return (
    <article
      lang={job.fallback ? (lang === 'fr' ? 'en' : 'fr') : undefined}
      className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card"
      aria-labelledby={`job-${job.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={`job-${job.id}`} className="text-lg font-semibold text-ink-900">
          {job.title}
        </h3>
        <span className="rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-700">{job.type}</span>
      </div>
      {job.fallback && (
        <p lang={lang} className="mt-1 text-xs font-medium text-ink-500">
          {careersCopy.inOtherLanguage}
        </p>
      )}
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-500">
        <li className="inline-flex items-center gap-1.5">
          <MapPin aria-hidden className="size-4" />
          {job.location}
        </li>
        <li lang={lang} className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden className="size-4" />
          {careersCopy.posted} <time dateTime={job.posted_at}>{formatPostedDate(job.posted_at, postedDateLocale(lang))}</time>
        </li>
      </ul>
      <p
        className="mt-4 line-clamp-3 flex-1 whitespace-pre-line text-sm leading-6 text-ink-600 [@media(scripting:none)]:line-clamp-none"
        data-testid="job-description"
      >
        {job.description}
      </p>
      <div lang={lang} className="mt-6 flex flex-wrap gap-3">
        <Button variant="secondary" size="sm" onClick={onViewDetails} aria-haspopup="dialog" className="[@media(scripting:none)]:hidden">
          {careersCopy.viewDetails}
          <span className="sr-only">: {job.title}</span>
        </Button>
        <ApplyLink href={job.application_link} label={careersCopy.apply} jobTitle={job.title} />
      </div>
    </article>
  );
}
