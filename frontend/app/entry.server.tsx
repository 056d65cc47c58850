/**
 * The server renderer of the public site, built by Vite into build/server/entry.server.js and
 * used twice: at build time to prerender every static page (scripts/prerender.mjs), and by the
 * backend for the live pages (articles, blog list, careers) with their data.
 *
 * React Router (data mode) matches the URL, runs the loaders and picks the 404 or error
 * boundary; React renders the document to a string. Islands are rendered after the page, each
 * on its own, exactly as the browser will hydrate them (islands/island.tsx).
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider } from 'react-router';
import { IslandCollector, IslandCollectorContext, islandSlot } from './islands/island';
import type { IslandModule } from './islands/island-module';
import { islands } from './islands/registry';
import { islandTree } from './islands/tree';
import type { LiveContentSource } from './routes/live-content';
import { liveContentContext, submittedFormContext } from './routes/route-kit';
import { type PageEnv, PageEnvContext } from './server/page-env';
import { fallbackPaths, livePaths, prerenderPaths, routes } from './routes';

export { fallbackPaths, livePaths, prerenderPaths };
export type { LiveContentSource, LivePost, LiveJob } from './routes/live-content';
export { langOfPath, englishPath } from './i18n/lang';

export interface RenderOptions extends PageEnv {
  /** The backend's content; absent when prerendering (live pages then load data in the browser). */
  content?: LiveContentSource;
  /** A form posted without script, rendered again with the server's answer (the contact page). */
  submitted?: { form: string; [key: string]: unknown };
}

export interface RenderResult {
  status: number;
  /** Set for redirects only. */
  location?: string;
  html: string;
}

const handler = createStaticHandler(routes);

/** Renders the page at `url` (a path with its query) to a complete HTML document. */
export async function renderPage(url: string, options: RenderOptions): Promise<RenderResult> {
  const request = new Request(new URL(url, options.origin), { headers: { accept: 'text/html' } });
  const requestContext = new RouterContextProvider();
  if (options.content) requestContext.set(liveContentContext, options.content);
  if (options.submitted) requestContext.set(submittedFormContext, options.submitted);
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    return { status: context.status, location: context.headers.get('location') ?? undefined, html: '' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const collector = new IslandCollector();
  const env: PageEnv = { origin: options.origin, assets: options.assets };
  let html = renderToString(
    <PageEnvContext value={env}>
      <IslandCollectorContext value={collector}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </IslandCollectorContext>
    </PageEnvContext>,
  );
  for (const island of collector.found) {
    const { Component } = (await islands[island.name].load()).default as IslandModule;
    if (!Component) throw new Error(`island ${island.name} is client-only and cannot be placed in a page`);
    const islandHtml = renderToString(islandTree(island.props.lang, <Component {...island.props} />));
    html = html.replace(islandSlot(island.id), () => islandHtml);
  }
  return { status: context.statusCode, html: `<!DOCTYPE html>${html}` };
}
