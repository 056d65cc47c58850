// `npm run dev -w frontend` (started by `npm run dev`): the public site on http://127.0.0.1:5173
// with Vite. Every page is rendered on each request by app/entry.server.tsx through Vite (so an
// edit shows on reload), islands and styles come from Vite's dev server, and /api and /rest/v1
// go to the backend on :3000, whose APIs also feed the live pages (blog, careers, articles).
import { createServer as createHttpServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const frontend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'frontend');
const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:3000';
const port = Number(process.env.DEV_PORT ?? 5173);
const origin = `http://127.0.0.1:${port}`;

const vite = await createServer({
  root: frontend,
  configFile: path.join(frontend, 'vite.config.ts'),
  appType: 'custom',
  server: { middlewareMode: true },
  plugins: [
    {
      // Pages are rendered on the server: any source change reloads the page.
      name: 'reload-server-rendered-pages',
      handleHotUpdate({ server }) {
        server.ws.send({ type: 'full-reload' });
        return [];
      },
    },
  ],
});

/** The live pages' data from the backend's own API (what the backend's renderer reads directly). */
const json = async (url) => {
  const response = await fetch(backend + url, { headers: { accept: 'application/json' } });
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};
const content = {
  blogPage: (page, lang) => json(`/api/blogs?page=${page}&limit=9${lang === 'en' ? '' : `&language=${lang}`}`),
  post: async (slug, lang) =>
    (await json(`/api/blogs/${encodeURIComponent(slug)}${lang === 'en' ? '' : `?language=${lang}`}`))?.data ?? null,
  jobs: async (lang) => (await json(`/api/jobs${lang === 'en' ? '' : `?language=${lang}`}`))?.data ?? [],
};
const assets = { css: ['/app/app.css'], boot: '/app/islands/boot.ts' };

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    const url = req.url ?? '/';
    // The backend's own routes, and forms posted without script (/contact, /newsletter).
    const backendRoute = /^\/(api|rest\/v1|media|demos)\/|^\/(fr\/)?rss\.xml$|^\/sitemap\.xml$|^\/robots\.txt$/.test(url);
    if (backendRoute || req.method === 'POST') {
      const upstream = await fetch(backend + url, {
        method: req.method,
        headers: req.headers,
        body: ['GET', 'HEAD'].includes(req.method) ? undefined : req,
        duplex: 'half',
      });
      res.writeHead(upstream.status, Object.fromEntries(upstream.headers));
      res.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    try {
      const { renderPage } = await vite.ssrLoadModule('/app/entry.server.tsx');
      const page = await renderPage(url, { origin, assets, content });
      if (page.location) {
        res.writeHead(page.status, { location: page.location }).end();
        return;
      }
      const html = await vite.transformIndexHtml(url, page.html);
      res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } catch (error) {
      vite.ssrFixStacktrace(error);
      console.error(error);
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.stack ?? error));
    }
  });
});
server.listen(port, '127.0.0.1', () => console.log(`Site (dev): ${origin}  (backend ${backend})`));
