import { privacyPolicy } from '~/content/legal-privacy';
import { pages } from '~/content/pages';
import { LegalPage } from '~/features/legal/legal-document';
import { seo } from '~/lib/seo';

const page = pages.privacy;

export const meta = () => seo(page);

export default function PrivacyPolicy() {
  return <LegalPage headline={page.headline} lead={page.lead} document={privacyPolicy} />;
}
