import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminPost, type PostInput, type PostInputForm, postInputSchema, slugify } from '@prairieflow/contracts/admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { Field, controlClass, controlProps } from '~/components/ui/form-field';
import { LoadError } from '../../components/forbidden';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { CoverField } from './cover-field';
import { PostPreviewPane } from './post-preview';
import { checkSlug, postQuery, savePost } from './posts.queries';
import { useUnsavedWarning } from './use-unsaved-warning';

const blank: PostInputForm = {
  title: '',
  slug: '',
  seo_description: '',
  cover_image_url: null,
  content: '',
  estimated_read_time: null,
  published_at: null,
  draft: true,
  language: 'en',
  translation_of: null,
};
/** <input type="datetime-local"> speaks local time without a zone; the API speaks ISO. */
const toLocal = (iso: string | null | undefined) =>
  iso ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : '';
const fromLocal = (local: string) => (local ? new Date(local).toISOString() : null);
/** The editable fields only: the input schema is strict, and a saved post also has id, status and dates. */
const fromPost = (p: AdminPost): PostInputForm => ({
  title: p.title,
  slug: p.slug,
  seo_description: p.seo_description ?? '',
  cover_image_url: p.cover_image_url,
  content: p.content,
  estimated_read_time: p.estimated_read_time,
  published_at: p.published_at,
  draft: p.draft,
  language: p.language,
  translation_of: p.translation_of,
});

export function PostEditorPage() {
  const { id } = useParams();
  const existing = useQuery({ ...postQuery(id ?? ''), enabled: Boolean(id) });
  if (id && existing.error) return <LoadError error={existing.error} />;
  if (id && !existing.data) return <p className="text-sm">Loading…</p>;
  return <PostEditor key={id ?? 'new'} id={id} initial={existing.data ? fromPost(existing.data) : blank} />;
}

function PostEditor({ id, initial }: { id?: string; initial: PostInputForm }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useForm<PostInputForm, unknown, PostInput>({ resolver: zodResolver(postInputSchema), defaultValues: initial });
  const { register, handleSubmit, control, setValue, setError, formState } = form;
  const [title, slug, language, content] = useWatch({ control, name: ['title', 'slug', 'language', 'content'] });
  const [slugTouched, setSlugTouched] = useState(Boolean(id));
  // The note names the slug it was checked for, so a note about an earlier slug is never shown.
  const [slugNote, setSlugNote] = useState<{ slug: string; text: string } | null>(null);
  const { leaveFreely } = useUnsavedWarning(formState.isDirty && !formState.isSubmitSuccessful);

  // Suggested from the title until the author edits it; checked unique (per language) as they type.
  useEffect(() => {
    if (!slugTouched) setValue('slug', slugify(title ?? ''), { shouldDirty: true });
  }, [title, slugTouched, setValue]);
  useEffect(() => {
    if (!slug || !/^[a-z0-9][a-z0-9-]*$/.test(slug)) return;
    const timer = setTimeout(() => {
      checkSlug(slug, language ?? 'en', id).then(
        (c) => setSlugNote({ slug, text: c.available ? 'Available' : `Taken in this language: ${c.suggestion} is free` }),
        () => undefined,
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [slug, language, id]);

  const save = handleSubmit(
    async (body) => {
      try {
        const saved = await savePost(id, body);
        form.reset(fromPost(saved));
        await client.invalidateQueries({ queryKey: ['posts'] });
        client.setQueryData(['post', saved.id], saved);
        notify({
          title: saved.status === 'published' ? 'Published' : saved.status === 'scheduled' ? 'Scheduled' : 'Draft saved',
          description: `/${saved.language === 'fr' ? 'fr/' : ''}content/${saved.slug}`,
        });
        if (!id) {
          // The new post now has an address of its own: edit it there (nothing is unsaved).
          leaveFreely();
          void navigate(`/posts/${saved.id}`, { replace: true });
        }
      } catch (error) {
        if (error instanceof ApiError && error.issues.length)
          for (const issue of error.issues) setError(issue.path as keyof PostInputForm, { message: issue.message });
        else
          notify({ title: 'Not saved', description: error instanceof Error ? error.message : 'Please try again.', variant: 'destructive' });
      }
    },
    // Never silent: the fields in error say why next to them, the toast says that they do.
    () => notify({ title: 'Not saved', description: 'Some fields need a change: see the messages next to them.', variant: 'destructive' }),
  );
  const err = formState.errors;

  return (
    <form onSubmit={save} noValidate aria-labelledby="editor-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <Link to="/posts" className="text-sm text-brand-700 underline">
            Back to posts
          </Link>
          <h1 id="editor-title" className="text-xl font-semibold">
            {id ? 'Edit post' : 'New post'}
          </h1>
        </div>
        <div className="flex items-center gap-3">
          {formState.isDirty && <span className="text-sm text-ink-700">Unsaved changes</span>}
          <Button type="submit" size="sm" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </div>
      <div className="grid gap-3 rounded-card border border-slate-200 bg-white p-4 lg:grid-cols-2">
        <Field id="post-title" label="Title" error={err.title?.message}>
          <input className={controlClass} {...controlProps('post-title', err.title?.message)} {...register('title')} />
        </Field>
        <Field id="post-slug" label="Slug (the address: /content/slug)" error={err.slug?.message}>
          <input
            className={controlClass}
            {...controlProps('post-slug', err.slug?.message)}
            {...register('slug', { onChange: () => setSlugTouched(true) })}
          />
        </Field>
        {slugNote?.slug === slug && !err.slug && (
          <p role="status" className="text-sm text-ink-700 lg:col-start-2">
            {slugNote.text}
          </p>
        )}
        <Field
          id="post-description"
          label="Description (cards, search results, RSS)"
          error={err.seo_description?.message}
          className="lg:col-span-2"
        >
          <input
            className={controlClass}
            {...controlProps('post-description', err.seo_description?.message)}
            {...register('seo_description')}
          />
        </Field>
        <Field id="post-language" label="Language" error={err.language?.message}>
          <select id="post-language" className={controlClass} {...register('language')}>
            <option value="en">English</option>
            <option value="fr">French</option>
          </select>
        </Field>
        <Field
          id="post-translation"
          label="Translation of (the English post's slug, if this is its translation)"
          error={err.translation_of?.message}
        >
          <input
            className={controlClass}
            {...controlProps('post-translation', err.translation_of?.message)}
            {...register('translation_of')}
          />
        </Field>
        <Field id="post-date" label="Publish date (a future date schedules it; empty: now)" error={err.published_at?.message}>
          <Controller
            control={control}
            name="published_at"
            render={({ field }) => (
              <input
                id="post-date"
                type="datetime-local"
                className={controlClass}
                value={toLocal(field.value as string | null)}
                onChange={(e) => field.onChange(fromLocal(e.target.value))}
              />
            )}
          />
        </Field>
        <Field id="post-read-time" label="Read time in minutes (empty: counted from the words)" error={err.estimated_read_time?.message}>
          <input
            type="number"
            min={1}
            max={240}
            className={controlClass}
            {...controlProps('post-read-time', err.estimated_read_time?.message)}
            {...register('estimated_read_time')}
          />
        </Field>
        <label className="flex items-center gap-2 text-sm font-medium text-ink-700">
          <input type="checkbox" {...register('draft')} className="size-4" /> Draft (not shown on the site)
        </label>
        <div className="lg:col-span-2">
          <Controller
            control={control}
            name="cover_image_url"
            render={({ field }) => (
              <CoverField value={(field.value as string | null) ?? null} onChange={field.onChange} error={err.cover_image_url?.message} />
            )}
          />
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Field id="post-content" label="Body (Markdown)" error={err.content?.message}>
          <textarea
            rows={24}
            className={`${controlClass} font-mono text-sm`}
            {...controlProps('post-content', err.content?.message)}
            {...register('content')}
          />
        </Field>
        <PostPreviewPane content={content ?? ''} />
      </div>
    </form>
  );
}
