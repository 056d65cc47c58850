import { data, useParams } from 'react-router';
import { serviceSlugs } from '~/content/routes';
import { getServicePage, serviceHref } from '~/content/service-pages';
import { ServicePage } from '~/features/services/service-page';
import { useContent } from '~/i18n/use-content';
import { definePage } from './route-kit';

/**
 * The eleven service pages (/services/{slug}); slugs are case-sensitive, as the spec writes
 * them. Any other slug (/services/healthcare) is the site's 404 page with status 404.
 */
function ServiceRoute() {
  const page = getServicePage(useParams().slug ?? '', useContent().servicePages.servicePages)!;
  return <ServicePage page={page} />;
}

export default definePage({
  Component: ServiceRoute,
  loader: ({ params }) => {
    if (!serviceSlugs.includes(params.slug as (typeof serviceSlugs)[number])) throw data(null, { status: 404 });
    return undefined;
  },
  meta: ({ content, params }) => {
    const page = getServicePage(params.slug ?? '', content.servicePages.servicePages)!;
    return { title: page.name, description: page.seoDescription, path: serviceHref(page.slug) };
  },
});
