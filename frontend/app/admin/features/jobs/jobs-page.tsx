import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminJob, type AdminJobList, type JobInput, type JobInputForm, jobInputSchema } from '@prairieflow/contracts/admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { Field, controlClass, controlProps } from '~/components/ui/form-field';
import { cn } from '~/lib/cn';
import { LoadError } from '../../components/forbidden';
import { PlainHeader, SortableHeader, tableClass, theadClass } from '../../components/sortable-header';
import { ApiError, api } from '../../lib/api';
import { notify } from '../../lib/toast';
import { useSorted } from '../../lib/use-sorted';

type Key = 'title' | 'location' | 'language' | 'posted' | 'state';
const today = () => new Date().toISOString().slice(0, 10);
const empty = (): JobInputForm => ({
  title: '',
  location: '',
  type: 'Full-time',
  description: '',
  posted_at: today(),
  application_link: '',
  language: 'en',
  translation_of: null,
});

/** Job listings in both languages: add, edit, close and reopen (each undoable from the toast). */
export function JobsPage() {
  const client = useQueryClient();
  const { data, error } = useQuery({ queryKey: ['jobs'], queryFn: () => api<AdminJobList>('jobs') });
  const [editing, setEditing] = useState<AdminJob | 'new' | null>(null);
  const [show, setShow] = useState<'open' | 'closed' | ''>('');
  const [language, setLanguage] = useState<'en' | 'fr' | ''>('');
  const [q, setQ] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: ['jobs'] });
  const setClosed = async (job: AdminJob, closed: boolean) => {
    await api(`jobs/${job.id}`, { method: 'PATCH', body: { closed } });
    await refresh();
    notify({
      title: closed ? `Closed: ${job.title}` : `Reopened: ${job.title}`,
      action: { label: 'Undo', run: () => void api(`jobs/${job.id}`, { method: 'PATCH', body: { closed: !closed } }).then(refresh) },
    });
  };
  const words = q.trim().toLowerCase();
  const rows = (data?.items ?? []).filter(
    (j) =>
      (!show || (show === 'closed') === Boolean(j.closed_at)) &&
      (!language || j.language === language) &&
      (!words || `${j.title} ${j.location}`.toLowerCase().includes(words)),
  );
  const value = useCallback(
    (j: AdminJob, key: Key) => (key === 'posted' ? j.posted_at : key === 'state' ? (j.closed_at ? 'closed' : 'open') : j[key]),
    [],
  );
  const { sorted, sort, toggle } = useSorted<AdminJob, Key>(rows, { key: 'posted', dir: 'desc' }, value);
  if (error) return <LoadError error={error} />;
  const header = (key: Key, label: string) => (
    <SortableHeader label={label} active={sort.key === key} dir={sort.dir} onSort={() => toggle(key)} />
  );

  return (
    <section aria-labelledby="jobs-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="jobs-title" className="text-xl font-semibold">
          Jobs
        </h1>
        <Button size="sm" onClick={() => setEditing('new')}>
          Add job
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3" role="search" aria-label="Filter jobs">
        <label className="grid gap-1 text-sm font-medium text-ink-700">
          Filter by title or location
          <input type="search" value={q} onChange={(e) => setQ(e.target.value)} className={cn(controlClass, 'w-64 py-1.5')} />
        </label>
        <label className="grid gap-1 text-sm font-medium text-ink-700">
          Show
          <select value={show} onChange={(e) => setShow(e.target.value as typeof show)} className={cn(controlClass, 'py-1.5')}>
            <option value="">Open and closed</option>
            <option value="open">Open</option>
            <option value="closed">Closed</option>
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium text-ink-700">
          Language
          <select value={language} onChange={(e) => setLanguage(e.target.value as typeof language)} className={cn(controlClass, 'py-1.5')}>
            <option value="">Both</option>
            <option value="en">English</option>
            <option value="fr">French</option>
          </select>
        </label>
      </div>
      {editing && (
        <JobForm
          job={editing === 'new' ? null : editing}
          originals={(data?.items ?? []).filter((j) => j.language === 'en')}
          onDone={() => (setEditing(null), void refresh())}
        />
      )}
      <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
        <table className={tableClass}>
          <caption className="sr-only">Job listings</caption>
          <thead className={theadClass}>
            <tr>
              {header('title', 'Title')}
              {header('location', 'Location')}
              {header('language', 'Language')}
              {header('posted', 'Posted')}
              {header('state', 'State')}
              <PlainHeader label="Actions" hidden />
            </tr>
          </thead>
          <tbody>
            {sorted.map((j) => (
              <tr key={j.id}>
                <td className="font-medium">{j.title}</td>
                <td>{j.location}</td>
                <td>{j.language === 'fr' ? 'French' : 'English'}</td>
                <td className="whitespace-nowrap">{j.posted_at}</td>
                <td>{j.closed_at ? 'Closed' : 'Open'}</td>
                <td>
                  <div className="flex gap-2">
                    <Button size="sm" variant="secondary" aria-label={`Edit ${j.title}`} onClick={() => setEditing(j)}>
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`${j.closed_at ? 'Reopen' : 'Close'} ${j.title}`}
                      onClick={() => void setClosed(j, !j.closed_at)}
                    >
                      {j.closed_at ? 'Reopen' : 'Close'}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
            {!data && (
              <tr>
                <td colSpan={6} className="py-8 text-center text-ink-700">
                  Loading job listings…
                </td>
              </tr>
            )}
            {data && sorted.length === 0 && (
              <tr>
                <td colSpan={6} className="py-8 text-center text-ink-700">
                  No job listings match.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function JobForm({ job, originals, onDone }: { job: AdminJob | null; originals: AdminJob[]; onDone: () => void }) {
  const { register, handleSubmit, setError, setFocus, formState } = useForm<JobInputForm, unknown, JobInput>({
    resolver: zodResolver(jobInputSchema),
    defaultValues: job
      ? {
          title: job.title,
          location: job.location,
          type: job.type,
          description: job.description,
          posted_at: job.posted_at,
          application_link: job.application_link,
          language: job.language,
          translation_of: job.translation_of,
        }
      : empty(),
  });
  const submit = handleSubmit(async (body) => {
    try {
      await api(job ? `jobs/${job.id}` : 'jobs', {
        method: job ? 'PATCH' : 'POST',
        body: { ...body, translation_of: body.translation_of || null },
      });
      notify({ title: job ? 'Job saved' : 'Job added' });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.issues.length)
        for (const i of error.issues) setError(i.path as keyof JobInputForm, { message: i.message });
      else notify({ title: 'Not saved', description: error instanceof Error ? error.message : '', variant: 'destructive' });
    }
  });
  // Opened from the keyboard or the mouse, the form takes the focus: no hunting for it.
  useEffect(() => setFocus('title'), [setFocus]);
  const e = formState.errors;
  const text = (name: 'title' | 'location' | 'type' | 'application_link' | 'posted_at', label: string, type = 'text') => (
    <Field id={`job-${name}`} label={label} error={e[name]?.message}>
      <input type={type} className={controlClass} {...controlProps(`job-${name}`, e[name]?.message)} {...register(name)} />
    </Field>
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={job ? `Edit ${job.title}` : 'Add a job'}
      className="grid gap-3 rounded-card border border-slate-200 bg-white p-4 lg:grid-cols-3"
    >
      <h2 className="text-sm font-semibold lg:col-span-3">{job ? `Edit ${job.title}` : 'Add a job'}</h2>
      {text('title', 'Title')}
      {text('location', 'Location')}
      {text('type', 'Type (for example Full-time)')}
      {text('posted_at', 'Posted on', 'date')}
      {text('application_link', 'Application link (https:// or mailto:)')}
      <Field id="job-language" label="Language">
        <select id="job-language" className={controlClass} {...register('language')}>
          <option value="en">English</option>
          <option value="fr">French</option>
        </select>
      </Field>
      <Field id="job-translation" label="Translation of (French only)" error={e.translation_of?.message}>
        <select id="job-translation" className={controlClass} {...register('translation_of')}>
          <option value="">Not a translation</option>
          {originals.map((o) => (
            <option key={o.id} value={o.id}>
              {o.title}
            </option>
          ))}
        </select>
      </Field>
      <Field id="job-description" label="Description" error={e.description?.message} className="lg:col-span-3">
        <textarea
          rows={6}
          className={controlClass}
          {...controlProps('job-description', e.description?.message)}
          {...register('description')}
        />
      </Field>
      <div className="flex gap-2 lg:col-span-3">
        <Button type="submit" size="sm" disabled={formState.isSubmitting}>
          {job ? 'Save job' : 'Add job'}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
