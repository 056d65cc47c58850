import type { JobListing } from '@prairieflow/contracts';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { careersCopy } from '~/content/careers';
import { JsonLd } from '~/features/seo/json-ld';
import { jobPostingLd } from '~/features/seo/structured-data';
import { useJobs } from './careers.queries';
import { JobCard } from './job-card';
import { JobDialog } from './job-dialog';

/** Open Positions: loading spinner, error with Try Again, empty message, or the job cards. */
export function OpenPositions() {
  const query = useJobs();
  const [selected, setSelected] = useState<JobListing | null>(null);

  if (query.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-16 text-ink-600">
        <span aria-hidden className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
        <span>{careersCopy.loading}</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl rounded-card border border-red-200 bg-red-50 px-6 py-10 text-center">
        <p className="font-medium text-danger-700">{query.error.message}</p>
        <Button className="mt-6" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {careersCopy.tryAgain}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="rounded-card border border-dashed border-slate-300 px-6 py-14 text-center">
        <p className="text-lg font-semibold text-ink-900">{careersCopy.empty.title}</p>
        <p className="mt-2 text-ink-600">
          {careersCopy.empty.body}{' '}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${careersCopy.empty.email}`}>
            {careersCopy.empty.email}
          </a>
          .
        </p>
      </div>
    );
  }
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2">
        {query.data.map((job) => (
          <li key={job.id}>
            <JobCard job={job} onViewDetails={() => setSelected(job)} />
          </li>
        ))}
      </ul>
      <JobDialog job={selected} onClose={() => setSelected(null)} />
      <JsonLd data={query.data.map(jobPostingLd)} />
    </>
  );
}
