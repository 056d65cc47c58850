import type { ReactNode } from 'react';
import { isRouteErrorResponse, Outlet, useMatches, useRouteError } from 'react-router';
import { SiteLayout } from './components/layout/site-layout';
import { contentByLang } from './content';
import { LangContext } from './i18n/lang-context';
import { type Lang, locales } from './i18n/lang';
import type { MetaArgs, PageMeta } from './routes/route-kit';
import { DocumentHead } from './server/document-head';

interface RouteHandle {
  lang?: Lang;
  meta?: (args: MetaArgs<unknown>) => PageMeta;
}

/** The whole HTML document: head, the shared layout, the page. */
export function Document({ lang, meta, children }: { lang: Lang; meta: PageMeta; children: ReactNode }) {
  return (
    <html lang={locales[lang]}>
      <head>
        <DocumentHead lang={lang} meta={meta} />
      </head>
      <body>
        <LangContext value={lang}>
          <SiteLayout path={meta.path}>{children}</SiteLayout>
        </LangContext>
      </body>
    </html>
  );
}

function useRouteLang(): Lang {
  const matches = useMatches();
  return (matches[0]?.handle as RouteHandle | undefined)?.lang ?? 'en';
}

/** The root route of each language (/ and /fr): the document around the matched page. */
export function Root() {
  const lang = useRouteLang();
  const leaf = useMatches().at(-1)!;
  const meta = (leaf.handle as RouteHandle).meta!({ lang, content: contentByLang[lang], data: leaf.loaderData, params: leaf.params });
  return (
    <Document lang={lang} meta={meta}>
      <Outlet />
    </Document>
  );
}

/** A 404 (unknown path, unknown service or post) or any other fault, in the page's language. */
export function RootErrorBoundary() {
  const lang = useRouteLang();
  const error = useRouteError();
  const content = contentByLang[lang];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const copy = notFound ? content.navigation.notFoundCopy : content.navigation.errorCopy;
  if (!notFound) console.error('Page failed to render', error);
  return (
    <Document lang={lang} meta={{ title: copy.documentTitle, description: copy.body, path: '/', noindex: true }}>
      <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:py-32">
        <h1 className="text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">{copy.title}</h1>
        <p className="mt-4 text-lg text-ink-600">{copy.body}</p>
        {notFound && (
          <p className="mx-auto mt-6 max-w-xl rounded-lg bg-slate-100 px-4 py-3 font-mono text-sm text-ink-700">
            {content.navigation.notFoundCopy.hint}
          </p>
        )}
        <a
          href={lang === 'fr' ? '/fr' : '/'}
          className="mt-8 inline-flex h-11 items-center justify-center rounded-full bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {content.navigation.notFoundCopy.home}
        </a>
      </section>
    </Document>
  );
}
