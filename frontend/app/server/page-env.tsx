import { createContext, useContext } from 'react';

/** What the server tells the page about where it runs (from the build, or the backend's config). */
export interface PageEnv {
  /** The site's public origin (PUBLIC_SITE_URL): canonical, Open Graph and JSON-LD URLs. */
  origin: string;
  /** Built asset URLs (from Vite's manifest): the stylesheet and the island loader. */
  assets: { css: string[]; boot: string };
}

export const PageEnvContext = createContext<PageEnv | null>(null);

export function usePageEnv(): PageEnv {
  const env = useContext(PageEnvContext);
  if (!env) throw new Error('PageEnvContext is set by entry.server');
  return env;
}

/** An absolute URL on the site. */
export const absoluteUrl = (origin: string, path: string) => new URL(path, origin).toString();
