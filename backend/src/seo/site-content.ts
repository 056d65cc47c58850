import path from 'node:path';
import { repoRoot } from '../config/config';

/** The parts of the front end's content modules the feeds need (frontend/app/content/*.ts). */
export interface SiteContent {
  staticPaths: readonly string[];
  servicePaths: readonly string[];
  name: string;
  description: string;
}

let loaded: SiteContent | undefined;

/**
 * The route table and the company name are written once, in the front end's typed content
 * modules (plain data, erasable TypeScript). Node loads them directly through type stripping,
 * so the sitemap can never list a page the site does not have. The backend image must ship
 * frontend/app/content (the chat engine reads the same folder).
 */
export function loadSiteContent(): SiteContent {
  if (loaded) return loaded;
  const dir = path.join(repoRoot, 'frontend', 'app', 'content');
  // A computed path keeps tsc from compiling the front end into the backend build.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded at run time, see above
  const load = (file: string) => require(path.join(dir, file)) as Record<string, unknown>;
  const routes = load('routes.ts') as { staticPaths: readonly string[]; serviceSlugs: readonly string[] };
  const { site } = load('site.ts') as { site: { name: string; description: string } };
  loaded = {
    staticPaths: routes.staticPaths,
    servicePaths: routes.serviceSlugs.map((slug) => `/services/${slug}`),
    name: site.name,
    description: site.description,
  };
  return loaded;
}
