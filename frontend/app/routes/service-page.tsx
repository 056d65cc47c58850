import { data } from 'react-router';
import { PageHero } from '~/components/page-hero';
import { serviceSlugs } from '~/content/routes';
import { seo } from '~/lib/seo';
import type { Route } from './+types/service-page';

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!(serviceSlugs as readonly string[]).includes(params.slug)) throw data(null, { status: 404 });
  return { slug: params.slug };
}
export const loader = clientLoader;

export const meta = ({ params }: Route.MetaArgs) =>
  seo({ title: params.slug, description: `AI automation for ${params.slug}.`, path: `/services/${params.slug}` });

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return <PageHero headline={loaderData.slug} lead="" />;
}
