import { PageHero } from '~/components/page-hero';
import { pages } from '~/content/pages';
import { seo } from '~/lib/seo';

const page = pages.content;

export const meta = () => seo(page);

export default function Page() {
  return <PageHero headline={page.headline} lead={page.lead} />;
}
