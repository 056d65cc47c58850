import * as Dialog from '@radix-ui/react-dialog';
import { CalendarDays, MapPin, X } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { useLang } from '~/i18n/lang-context';
import { useCareersCopy } from './careers-copy';
import { type ListedJob, postedDateLocale } from './job-card';
import { ApplyLink } from './apply-link';
import { formatPostedDate } from './posted-date';

/** View Details: the chosen job's full description and Apply Now. */
export function JobDialog({ job, onClose }: { job: ListedJob | null; onClose: () => void }) {
  const lang = useLang();
  const careersCopy = useCareersCopy();
  return (
    <Dialog.Root open={job !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60 backdrop-blur-sm" />
        {job && (
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl">
            <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-6">
              <div>
                <Dialog.Title className="text-2xl font-bold text-ink-900">{job.title}</Dialog.Title>
                <Dialog.Description asChild>
                  <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-500">
                    <li className="inline-flex items-center gap-1.5">
                      <MapPin aria-hidden className="size-4" />
                      {job.location}
                    </li>
                    <li className="font-semibold text-accent-600">{job.type}</li>
                    <li className="inline-flex items-center gap-1.5">
                      <CalendarDays aria-hidden className="size-4" />
                      {careersCopy.posted} {formatPostedDate(job.posted_at, postedDateLocale(lang))}
                    </li>
                  </ul>
                </Dialog.Description>
              </div>
              <Dialog.Close asChild>
                <Button variant="ghost" size="sm" aria-label={careersCopy.close} className="-mr-2 -mt-1">
                  <X aria-hidden className="size-4" />
                </Button>
              </Dialog.Close>
            </div>
            <p className="overflow-y-auto whitespace-pre-line p-6 text-base leading-7 text-ink-700">{job.description}</p>
            <div className="flex justify-end gap-3 border-t border-slate-200 p-6">
              <Dialog.Close asChild>
                <Button variant="ghost" size="sm">
                  {careersCopy.close}
                </Button>
              </Dialog.Close>
              <ApplyLink href={job.application_link} label={careersCopy.applyNow} jobTitle={job.title} />
            </div>
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
