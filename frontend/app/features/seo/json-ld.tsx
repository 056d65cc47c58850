import { type JsonLdObject, serializeJsonLd } from './structured-data';

/** Structured data for search engines. It is data, not script: the browser never runs it. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
