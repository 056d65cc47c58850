import type { ComponentType } from 'react';
import { createContext, type LoaderFunctionArgs, type Params } from 'react-router';
import type { Content } from '~/content';
import type { JsonLdObject } from '~/features/seo/structured-data';
import type { Lang } from '~/i18n/lang';
import type { LiveContentSource } from './live-content';

/** What a page puts in its <head>; the document adds the site-wide parts. */
export interface PageMeta {
  /** Short page name; the site name is appended. Omit on home. */
  title?: string;
  description: string;
  /** The page's English path: canonical and hreflang URLs are made from it, per language. */
  path: string;
  /** The languages this page exists in (default both). */
  languages?: readonly Lang[];
  noindex?: boolean;
  ogType?: 'website' | 'article';
  /** Open Graph image path or URL (default: the site's card). */
  image?: string;
  jsonLd?: (origin: string) => JsonLdObject | JsonLdObject[];
}

export interface MetaArgs<D> {
  lang: Lang;
  content: Content;
  data: D;
  params: Params;
}

/**
 * One route of the site: a static component (no hooks beyond reading data and texts, so none of
 * it ships to the browser; what moves is an <Island>), its head, and for pages with database
 * content a loader. Live pages are rendered by the backend with their data on every request
 * (cached until the content changes); prerendered they become the fallback shell nginx serves
 * when the backend is down, whose islands then load the data in the browser.
 */
export interface PageModule<D = undefined> {
  Component: ComponentType;
  // Method signatures: routes.ts lists pages of every data type as PageModule<unknown>.
  /** `data` is undefined when the page's ErrorBoundary shows instead. */
  meta(this: void, args: MetaArgs<D>): PageMeta;
  loader?(this: void, args: LoaderFunctionArgs): D | Promise<D>;
  /** Shown instead of the page when its loader throws (a 404 keeps its status). */
  ErrorBoundary?: ComponentType;
  live?: boolean;
}

export const definePage = <D = undefined>(page: PageModule<D>) => page;

/**
 * Where live pages get their data: the backend passes its services; prerendering passes none,
 * and the loaders then return the "load it in the browser" state.
 */
export const liveContentContext = createContext<LiveContentSource | null>(null);

/**
 * A form posted without script and what the server made of it (the page is rendered again with
 * it: the backend's no-script form routes). Null on every other render.
 */
export const submittedFormContext = createContext<{ form: string; [key: string]: unknown } | null>(null);
