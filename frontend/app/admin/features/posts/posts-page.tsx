import { type PostSort, postStatuses } from '@prairieflow/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '~/components/ui/button';
import { controlClass } from '~/components/ui/form-field';
import { cn } from '~/lib/cn';
import { LoadError } from '../../components/forbidden';
import { Pager } from '../../components/pager';
import { SortableHeader, tableClass, theadClass } from '../../components/sortable-header';
import { formatDateTime } from '../../lib/format';
import { type PostFilter, postsQuery } from './posts.queries';

const compact = cn(controlClass, 'py-1.5');
const columns: { key: PostSort; label: string }[] = [
  { key: 'title', label: 'Title' },
  { key: 'language', label: 'Language' },
  { key: 'status', label: 'Status' },
  { key: 'published_at', label: 'Publish date' },
  { key: 'updated_at', label: 'Last saved' },
];

/** Posts with draft / scheduled / published: filter, search, sort, page; New post opens the editor. */
export function PostsPage() {
  const [params, setParams] = useSearchParams();
  const filter: PostFilter = {
    status: params.get('status') || undefined,
    language: params.get('language') || undefined,
    q: params.get('q') || undefined,
    sort: (params.get('sort') as PostSort) || 'updated_at',
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number(params.get('page') ?? 1) || 1,
  };
  const { data, error } = useQuery(postsQuery(filter));
  const change = (next: Partial<PostFilter>) => {
    const merged = { ...filter, page: 1, ...next };
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(merged)) if (v !== undefined && v !== '' && !(k === 'page' && v === 1)) search.set(k, String(v));
    setParams(search);
  };
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ q: ((new FormData(event.currentTarget).get('q') as string | null) ?? '').trim() || undefined });
  };
  if (error) return <LoadError error={error} />;
  return (
    <section aria-labelledby="posts-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="posts-title" className="text-xl font-semibold">
          Posts
        </h1>
        <Link to="/posts/new" className={buttonVariants({ size: 'sm' })}>
          New post
        </Link>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <form role="search" onSubmit={search} className="flex items-end gap-2">
          <label className="grid gap-1 text-sm font-medium text-ink-700">
            Search title or slug
            <input name="q" type="search" defaultValue={filter.q ?? ''} key={filter.q ?? ''} className={cn(compact, 'w-56')} />
          </label>
          <Button type="submit" variant="secondary" size="sm">
            Search
          </Button>
        </form>
        <label className="grid gap-1 text-sm font-medium text-ink-700">
          Status
          <select value={filter.status ?? ''} onChange={(e) => change({ status: e.target.value || undefined })} className={compact}>
            <option value="">All statuses</option>
            {postStatuses.map((s) => (
              <option key={s} value={s}>
                {s[0].toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium text-ink-700">
          Language
          <select value={filter.language ?? ''} onChange={(e) => change({ language: e.target.value || undefined })} className={compact}>
            <option value="">Both</option>
            <option value="en">English</option>
            <option value="fr">French</option>
          </select>
        </label>
      </div>
      <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
        <table className={tableClass}>
          <caption className="sr-only">Posts</caption>
          <thead className={theadClass}>
            <tr>
              {columns.map((c) => (
                <SortableHeader
                  key={c.label}
                  label={c.label}
                  active={filter.sort === c.key}
                  dir={filter.dir}
                  onSort={() => change({ sort: c.key, dir: filter.sort === c.key && filter.dir === 'asc' ? 'desc' : 'asc' })}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.items.map((p) => (
              <tr key={p.id} className="hover:bg-slate-50">
                <td>
                  <Link to={`/posts/${p.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                    {p.title}
                  </Link>
                  <div className="text-xs text-ink-600">
                    /{p.language === 'fr' ? 'fr/' : ''}content/{p.slug}
                  </div>
                </td>
                <td>{p.language === 'fr' ? 'French' : 'English'}</td>
                <td>
                  <span className="rounded-full border border-slate-300 px-2 py-0.5 text-xs font-medium">{p.status}</span>
                </td>
                <td className="whitespace-nowrap">{formatDateTime(p.published_at)}</td>
                <td className="whitespace-nowrap">{formatDateTime(p.updated_at)}</td>
              </tr>
            ))}
            {!data && (
              <tr>
                <td colSpan={columns.length} className="py-8 text-center text-ink-700">
                  Loading posts…
                </td>
              </tr>
            )}
            {data?.items.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="py-8 text-center text-ink-700">
                  No posts match these filters.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {data && <Pager page={data.page} totalPages={data.totalPages} total={data.total} onPage={(page) => change({ page })} />}
    </section>
  );
}
