import { PageHero } from '~/components/page-hero';
import { pageTitle } from '~/content/site';
import type { Route } from './+types/article';

export const meta = () => [{ title: pageTitle('Article') }];

export default function Article({ params }: Route.ComponentProps) {
  return <PageHero headline={params.slug ?? ''} lead="" />;
}
