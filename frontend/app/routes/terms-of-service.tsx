import { termsOfService } from '~/content/legal-terms';
import { pages } from '~/content/pages';
import { LegalPage } from '~/features/legal/legal-document';
import { seo } from '~/lib/seo';

const page = pages.terms;

export const meta = () => seo(page);

export default function TermsOfService() {
  return <LegalPage headline={page.headline} lead={page.lead} document={termsOfService} />;
}
