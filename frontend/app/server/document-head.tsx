import { contentByLang } from '~/content';
import { JsonLd } from '~/features/seo/json-ld';
import { bootLoader } from '~/islands/boot-loader';
import { type Lang, langs, localizeHref, locales, ogLocales } from '~/i18n/lang';
import type { PageMeta } from '~/routes/route-kit';
import { absoluteUrl, usePageEnv } from './page-env';

const OG_IMAGE = '/images/og-default.png';

/**
 * Everything a crawler or a link preview reads: title, description, canonical URL in the page's
 * language, hreflang alternates (en-CA, fr-CA, x-default), Open Graph and Twitter tags, JSON-LD.
 */
export function DocumentHead({ lang, meta }: { lang: Lang; meta: PageMeta }) {
  const { origin, assets } = usePageEnv();
  const { site, pageTitle } = contentByLang[lang].site;
  const title = pageTitle(meta.title);
  const url = (l: Lang) => absoluteUrl(origin, localizeHref(meta.path, l));
  const languages = meta.languages ?? langs;
  // A page shown in a language it was not written in (an untranslated post) points to its original.
  const canonical = url(languages.includes(lang) ? lang : languages[0]);
  const image = absoluteUrl(origin, meta.image ?? OG_IMAGE);
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      {meta.noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      {!meta.noindex &&
        languages.length > 1 && [
          ...languages.map((l) => <link key={l} rel="alternate" hrefLang={locales[l]} href={url(l)} />),
          <link key="x" rel="alternate" hrefLang="x-default" href={url('en')} />,
        ]}
      <meta name="theme-color" content="#2450e0" />
      <meta property="og:type" content={meta.ogType ?? 'website'} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url(lang)} />
      <meta property="og:image" content={image} />
      <meta property="og:locale" content={ogLocales[lang]} />
      {languages
        .filter((l) => l !== lang)
        .map((l) => (
          <meta key={l} property="og:locale:alternate" content={ogLocales[l]} />
        ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={image} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="alternate" type="application/rss+xml" title={`${site.name} RSS`} href={lang === 'fr' ? '/fr/rss.xml' : '/rss.xml'} />
      {assets.css.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {/* boot.ts starts after the first paint (boot-loader.ts); the same text on every page, so one CSP hash. */}
      <script type="module" dangerouslySetInnerHTML={{ __html: bootLoader(assets.boot) }} />
      {meta.jsonLd && <JsonLd data={meta.jsonLd(origin)} />}
    </>
  );
}
