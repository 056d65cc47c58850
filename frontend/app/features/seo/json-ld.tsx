import { type JsonLdObject, organizationLd, serializeJsonLd } from './structured-data';

/** Structured data for search engines. It is data, not script: the browser never runs it. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** The company's Organization card, for the home page. */
export function OrganizationJsonLd() {
  return <JsonLd data={organizationLd()} />;
}
