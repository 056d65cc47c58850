import { LegalPage } from '~/features/legal/legal-document';
import { useContent } from '~/i18n/use-content';
import { introMeta } from './page-meta';
import { definePage } from './route-kit';

function TermsOfService() {
  const { pages, legalTerms } = useContent();
  const page = pages.pages.terms;
  return <LegalPage headline={page.headline} lead={page.lead} document={legalTerms.termsOfService} />;
}

export default definePage({ Component: TermsOfService, meta: ({ content }) => introMeta(content.pages.pages.terms) });
