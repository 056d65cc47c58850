import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from '~/components/ui/link';
import * as en from '~/content/content-hub';
import * as fr from '~/content/fr/content-hub';
import { byLang, useLang } from '~/i18n/lang-context';
import { cn } from '~/lib/cn';
import { HubArticleCard } from './hub-article-card';

type Filter = string;

/** The hub's texts in the page's language (the category values stay the English keys). */
export function useHubContent() {
  return byLang({ en, fr }, useLang());
}

/**
 * Category filter (starts at all), the six articles, and the static pagination of the spec. An
 * island (content-hub.island.ts): the server renders it with every article shown, which is also
 * what a visitor without script reads.
 */
export function ContentHubGrid() {
  const { contentHubCopy, hubArticles, hubCategories } = useHubContent();
  const [filter, setFilter] = useState<Filter>('all');
  const shown = filter === 'all' ? hubArticles : hubArticles.filter((a) => a.category === filter);
  const options: { value: Filter; label: string }[] = [
    { value: 'all', label: contentHubCopy.allCategories },
    ...hubCategories.map((c) => ({ value: c, label: c })),
  ];
  return (
    <div>
      <div role="group" aria-label={contentHubCopy.filterLabel} className="flex flex-wrap gap-2">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={filter === option.value}
            onClick={() => setFilter(option.value)}
            className={cn(
              'rounded-full px-4 py-2 text-sm font-semibold transition-colors',
              filter === option.value ? 'bg-brand-600 text-white' : 'border border-slate-300 bg-white text-ink-700 hover:bg-slate-100',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="mt-10 text-ink-600">{contentHubCopy.noArticles}</p>
      ) : (
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((article) => (
            <li key={article.id}>
              <HubArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
      <nav aria-label={contentHubCopy.paginationLabel} className="mt-12 flex items-center justify-center gap-2">
        {contentHubCopy.pages.map((label, i) => (
          <button
            key={label}
            type="button"
            aria-disabled="true"
            aria-current={i === 0 ? 'page' : undefined}
            className={cn(
              'inline-flex size-10 cursor-default items-center justify-center rounded-full text-sm font-semibold',
              i === 0 ? 'bg-brand-600 text-white' : 'text-ink-700',
            )}
          >
            {label}
          </button>
        ))}
        <button
          type="button"
          aria-disabled="true"
          className="inline-flex h-10 cursor-default items-center gap-1 rounded-full px-3 text-sm font-semibold text-ink-700"
        >
          {contentHubCopy.next}
          <ArrowRight aria-hidden className="size-4" />
        </button>
      </nav>
    </div>
  );
}

/** The Editor's Pick band, linking to the featured article. */
export function EditorsPick() {
  const { editorsPick } = useHubContent();
  return (
    <section
      aria-labelledby="editors-pick"
      className="overflow-hidden rounded-card bg-brand-900 text-white shadow-card lg:grid lg:grid-cols-2"
    >
      <img
        src={editorsPick.image}
        alt=""
        width={1200}
        height={630}
        loading="lazy"
        className="aspect-[1200/630] h-full w-full object-cover"
      />
      <div className="flex flex-col justify-center p-8 sm:p-10">
        <p id="editors-pick" className="text-sm font-semibold uppercase tracking-wider text-accent-300">
          {editorsPick.eyebrow}
        </p>
        <h2 className="mt-3 text-2xl font-bold sm:text-3xl">{editorsPick.title}</h2>
        <p className="mt-4 leading-7 text-brand-100">{editorsPick.description}</p>
        <Link
          to={`/content/${editorsPick.slug}`}
          className="mt-6 inline-flex w-fit items-center gap-2 rounded-full bg-white px-6 py-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {editorsPick.cta}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </section>
  );
}
