// Between the client build and the server renderer: which hashed files every page links (the
// stylesheet and the island loader), read from Vite's manifest into <build>/server/assets.json.
// The backend reads the same file to render live pages.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'frontend', process.env.FRONTEND_BUILD_DIR ?? 'build');
const manifest = JSON.parse(readFileSync(path.join(buildDir, 'client', '.vite', 'manifest.json'), 'utf8'));

const entry = (name) => {
  const found = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.name === name);
  if (!found) throw new Error(`assets: no entry "${name}" in the Vite manifest`);
  return found;
};
const boot = entry('boot');
const css = [...(entry('app').file.endsWith('.css') ? [entry('app').file] : []), ...(entry('app').css ?? []), ...(boot.css ?? [])];
const assets = { boot: `/${boot.file}`, css: [...new Set(css)].map((file) => `/${file}`) };
writeFileSync(path.join(buildDir, 'server', 'assets.json'), `${JSON.stringify(assets, null, 2)}\n`);
console.log(`assets: ${assets.boot}, ${assets.css.join(', ')}`);
