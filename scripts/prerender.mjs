// Runs after the front end's two Vite builds: renders every static page of the public site, in
// English and French, to HTML files in <build>/client with the server renderer, plus the 404
// pages and the fallback pages of the live routes (served by nginx or the backend only when the
// backend cannot render a live page; their islands then load the data in the browser).
//
// Canonical and Open Graph URLs use PUBLIC_SITE_URL (the same variable the backend reads), so
// build with it set to the site's public address.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'frontend', process.env.FRONTEND_BUILD_DIR ?? 'build');
const clientDir = path.join(buildDir, 'client');
const origin = new URL(process.env.PUBLIC_SITE_URL || 'http://127.0.0.1:3000').origin;

const { renderPage, prerenderPaths, fallbackPaths } = await import(pathToFileURL(path.join(buildDir, 'server', 'entry.server.js')).href);
const assets = JSON.parse(readFileSync(path.join(buildDir, 'server', 'assets.json'), 'utf8'));

function write(file, html) {
  const full = path.join(clientDir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, html);
}

const started = Date.now();
let pages = 0;
for (const url of prerenderPaths) {
  const { status, html } = await renderPage(url, { origin, assets });
  if (status !== 200) throw new Error(`prerender: ${url} answered ${status}`);
  write(path.join(url, 'index.html'), html);
  pages += 1;
}
for (const [url, file] of [
  ['/__missing__', '404.html'],
  ['/fr/__missing__', 'fr/404.html'],
]) {
  const { status, html } = await renderPage(url, { origin, assets });
  if (status !== 404) throw new Error(`prerender: ${url} answered ${status}, not 404`);
  write(file, html);
}
for (const url of fallbackPaths) {
  const { status, html } = await renderPage(url, { origin, assets });
  if (status !== 200) throw new Error(`prerender: fallback ${url} answered ${status}`);
  write(path.join('_fallback', url.replace(/\/__fallback$/, '') + '.html'), html);
}
console.log(
  `prerender: ${pages} pages, 2 not-found pages and ${fallbackPaths.length} fallback pages for ${origin} in ${Date.now() - started} ms`,
);
