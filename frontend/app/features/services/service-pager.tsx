import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { getServicePage, ringNeighbours, serviceHref } from '~/content/service-pages';
import { useContent } from '~/i18n/use-content';

/** Previous/next links around the service ring (content/service-pages.ts explains the order). */
export function ServicePager({ slug }: { slug: string }) {
  const { servicePages, servicePageCopy } = useContent().servicePages;
  const neighbours = ringNeighbours(slug);
  if (!neighbours) return null;
  const links = [
    { dir: 'previous' as const, label: servicePageCopy.previous, page: getServicePage(neighbours.previous, servicePages) },
    { dir: 'next' as const, label: servicePageCopy.next, page: getServicePage(neighbours.next, servicePages) },
  ];
  return (
    <nav aria-label={servicePageCopy.pagerLabel} className="border-t border-slate-200 bg-white">
      <ul className="mx-auto grid max-w-7xl gap-4 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:px-8">
        {links.map(({ dir, label, page }) =>
          page ? (
            <li key={dir} className={dir === 'next' ? 'sm:text-right' : undefined}>
              <Link
                to={serviceHref(page.slug)}
                rel={dir === 'next' ? 'next' : 'prev'}
                className="group flex h-full flex-col rounded-card border border-slate-200 p-5 transition-colors hover:border-brand-200 hover:bg-brand-50 active:bg-brand-100"
              >
                <span
                  className={`inline-flex items-center gap-1.5 text-sm font-medium text-ink-600 ${dir === 'next' ? 'sm:justify-end' : ''}`}
                >
                  {dir === 'previous' && <ArrowLeft aria-hidden className="size-4" />}
                  {label}
                  {dir === 'next' && <ArrowRight aria-hidden className="size-4" />}
                </span>
                <span className="mt-1 text-lg font-semibold text-ink-900 group-hover:text-brand-700">{page.name}</span>
              </Link>
            </li>
          ) : null,
        )}
      </ul>
    </nav>
  );
}
