import type { RouteObject } from 'react-router';
import { serviceSlugs, staticPaths } from './content/routes';
import { type Lang, langs, localizeHref } from './i18n/lang';
import { Root, RootErrorBoundary } from './root';
import about from './routes/about';
import article from './routes/article';
import blog from './routes/blog';
import careers from './routes/careers';
import contact from './routes/contact';
import contentHub from './routes/content';
import home from './routes/home';
import notFound from './routes/not-found';
import privacyPolicy from './routes/privacy-policy';
import products from './routes/products';
import type { PageModule } from './routes/route-kit';
import servicePage from './routes/service-page';
import services from './routes/services';
import solutions from './routes/solutions';
import termsOfService from './routes/terms-of-service';

/**
 * Every route of the spec's route table, by hand (spec section 2), in English at its own path
 * and in French under /fr. The server renders them (entry.server.tsx): static pages at build
 * time, live pages per request by the backend.
 */
const pages: [path: string, page: PageModule<unknown>][] = [
  ['', home],
  ['about', about],
  ['services', services],
  ['services/:slug', servicePage],
  ['solutions', solutions],
  ['products', products],
  ['contact', contact],
  ['terms-of-service', termsOfService],
  ['privacy-policy', privacyPolicy],
  ['careers', careers],
  ['blog', blog],
  ['content', contentHub],
  ['content/:slug', article],
  ['*', notFound],
];

function languageRoutes(lang: Lang): RouteObject {
  return {
    id: lang,
    path: lang === 'en' ? '/' : '/fr',
    Component: Root,
    ErrorBoundary: RootErrorBoundary,
    handle: { lang },
    children: pages.map(([path, page]) => ({
      id: `${lang}:${path || 'home'}`,
      ...(path ? { path } : { index: true }),
      Component: page.Component,
      loader: page.loader ?? (() => null),
      ...(page.ErrorBoundary ? { ErrorBoundary: page.ErrorBoundary } : {}),
      handle: { meta: page.meta },
    })),
  };
}

export const routes: RouteObject[] = langs.map(languageRoutes);

/** The English paths of the live pages (database content): rendered per request by the backend. */
export const livePaths = ['/blog', '/careers', '/content/:slug'] as const;

/**
 * What the build prerenders, in both languages: every static page, and each live page as the
 * fallback nginx serves when the backend cannot render it (its islands then load the data).
 */
export const prerenderPaths = langs.flatMap((lang) =>
  [...staticPaths.filter((p) => p !== '/blog' && p !== '/careers'), ...serviceSlugs.map((slug) => `/services/${slug}`)].map((path) =>
    localizeHref(path, lang),
  ),
);
export const fallbackPaths = langs.flatMap((lang) => ['/blog', '/careers', '/content/__fallback'].map((path) => localizeHref(path, lang)));
