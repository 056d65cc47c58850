import { pageTitle } from '~/content/site';
import { ArticleView } from '~/features/blog/article-view';
import type { Route } from './+types/article';

// Client-rendered (not prerendered): the post's own title and description replace these on load.
export const meta = () => [{ title: pageTitle('Article') }, { name: 'description', content: 'An article from our AI Insights blog.' }];

export default function Article({ params }: Route.ComponentProps) {
  return <ArticleView key={params.slug} slug={params.slug} />;
}
