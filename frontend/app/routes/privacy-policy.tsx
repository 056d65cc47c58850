import { LegalPage } from '~/features/legal/legal-document';
import { useContent } from '~/i18n/use-content';
import { introMeta } from './page-meta';
import { definePage } from './route-kit';

/** Where the sections on the visitor id and Privacy choices go: right after "What we collect". */
const ADDITIONS_AFTER = 2;

function PrivacyPolicy() {
  const { pages, legalPrivacy, privacyChoices } = useContent();
  const page = pages.pages.privacy;
  const { privacyPolicy } = legalPrivacy;
  const sections = [
    ...privacyPolicy.sections.slice(0, ADDITIONS_AFTER),
    ...privacyChoices.privacyPolicyAdditions,
    ...privacyPolicy.sections.slice(ADDITIONS_AFTER),
  ];
  return <LegalPage headline={page.headline} lead={page.lead} document={{ ...privacyPolicy, sections }} />;
}

export default definePage({ Component: PrivacyPolicy, meta: ({ content }) => introMeta(content.pages.pages.privacy) });
