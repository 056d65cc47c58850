import type { JobListing } from '@prairieflow/contracts';
import { CalendarDays, MapPin } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { careersCopy } from '~/content/careers';
import { ApplyLink } from './apply-link';
import { formatPostedDate } from './posted-date';

/** One open position: title, location, type badge, posted date, description clipped to 3 lines. */
export function JobCard({ job, onViewDetails }: { job: JobListing; onViewDetails: () => void }) {
  return (
    <article className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card" aria-labelledby={`job-${job.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={`job-${job.id}`} className="text-lg font-semibold text-ink-900">
          {job.title}
        </h3>
        <span className="rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-700">{job.type}</span>
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-500">
        <li className="inline-flex items-center gap-1.5">
          <MapPin aria-hidden className="size-4" />
          {job.location}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden className="size-4" />
          {careersCopy.posted} <time dateTime={job.posted_at}>{formatPostedDate(job.posted_at)}</time>
        </li>
      </ul>
      <p className="mt-4 line-clamp-3 flex-1 text-sm leading-6 text-ink-600" data-testid="job-description">
        {job.description}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button variant="secondary" size="sm" onClick={onViewDetails} aria-haspopup="dialog">
          {careersCopy.viewDetails}
          <span className="sr-only">: {job.title}</span>
        </Button>
        <ApplyLink href={job.application_link} label={careersCopy.apply} jobTitle={job.title} />
      </div>
    </article>
  );
}
