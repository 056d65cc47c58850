import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { createQueryClient } from '~/lib/query-client';
import { useJobs } from './careers.queries';
import { useCareersCopy } from './careers-copy';
import { JobCard, type ListedJob } from './job-card';
import { JobDialog } from './job-dialog';

/** The job cards and the View Details dialog of the chosen one. */
function JobList({ jobs }: { jobs: ListedJob[] }) {
  const careersCopy = useCareersCopy();
  const [selected, setSelected] = useState<ListedJob | null>(null);
  if (jobs.length === 0) {
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
        {jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} onViewDetails={() => setSelected(job)} />
          </li>
        ))}
      </ul>
      <JobDialog job={selected} onClose={() => setSelected(null)} />
    </>
  );
}

/**
 * Open Positions loaded in the browser (the fallback page nginx serves when the backend cannot
 * render /careers): the spec's chain of /api/jobs, then the table through /rest/v1, with its
 * loading spinner, error with Try Again, and empty states.
 */
function BrowserJobs() {
  const careersCopy = useCareersCopy();
  const query = useJobs();
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
  return <JobList jobs={query.data} />;
}

function BrowserOpenPositions() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <BrowserJobs />
    </QueryClientProvider>
  );
}

/**
 * Open Positions (the careers island): the jobs the server rendered the page with, or, when it
 * had none to give (null), the jobs loaded in the browser.
 */
export function OpenPositions({ jobs }: { jobs: ListedJob[] | null }) {
  return jobs ? <JobList jobs={jobs} /> : <BrowserOpenPositions />;
}
