import { data, isRouteErrorResponse } from 'react-router';
import { pageTitle } from '~/content/site';
import { getServicePage } from '~/content/service-pages';
import { ServicePage } from '~/features/services/service-page';
import { seo } from '~/lib/seo';
import type { Route } from './+types/service-page';
import NotFound from './not-found';

/**
 * The eleven pages are prerendered (content/routes.ts), so `loader` runs at build time; the
 * clientLoader covers client-side navigation. Any other slug (/services/healthcare, /services/Nope)
 * throws a 404 that this route's error boundary renders as the site's not-found page; the server also
 * answers such paths with status 404, since no prerendered file exists for them.
 * The boundary is here rather than only in root so that this route's `meta` still runs and
 * the not-found page gets its title.
 */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!getServicePage(params.slug)) throw data(null, { status: 404 });
  return { slug: params.slug };
}
export const loader = clientLoader;

export const meta = ({ params }: Route.MetaArgs) => {
  const page = getServicePage(params.slug);
  if (!page) return [{ title: pageTitle('Page Not Found') }, { name: 'robots', content: 'noindex' }];
  return seo({ title: page.name, description: page.seoDescription, path: `/services/${page.slug}` });
};

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  const page = getServicePage(loaderData.slug);
  // The loader guarantees the page exists; this keeps the types honest.
  if (!page) throw data(null, { status: 404 });
  return <ServicePage page={page} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // Anything else is a real fault: let the root boundary show it.
  throw error;
}
