import { Link } from '~/components/ui/link';
import type { HubArticle } from '~/content/content-hub';
import type { Localized } from '@prairieflow/contracts';
import { useLang } from '~/i18n/lang-context';
import { locales } from '~/i18n/lang';

/** English dates are written out in the content; French ones are ISO days, written by Intl. */
function hubDate(date: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export function HubArticleCard({ article }: { article: HubArticle | Localized<HubArticle> }) {
  const lang = useLang();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card transition duration-200 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg">
      <img
        src={article.image}
        alt=""
        loading="lazy"
        width={1200}
        height={630}
        className="aspect-[1200/630] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700">{article.category}</span>
          <span className="text-ink-500">{hubDate(article.date, locales[lang])}</span>
        </div>
        <h2 className="mt-4 text-lg font-semibold leading-snug text-ink-900">
          <Link
            to={`/content/${article.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
          >
            {article.title}
          </Link>
        </h2>
        <p className="mt-3 flex-1 text-sm leading-6 text-ink-600">{article.description}</p>
      </div>
    </article>
  );
}
