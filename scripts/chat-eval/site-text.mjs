// What the grounding check holds a reply to: every string of the site's content modules (English
// and French), the seeded posts and jobs, and the site's routes with their /fr twins. Read from
// the sources, not from the assistant, so the check cannot agree with a bug in the assistant.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const strings = (value, out) => {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number') out.push(String(value));
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
};

/** Lower case, every kind of space as one plain space (French text uses no-break spaces). */
export const normalise = (text) => text.replace(/[\s\u00a0\u202f]+/g, ' ').toLowerCase();

async function moduleStrings(dir) {
  const out = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.spec.') && !f.endsWith('.d.ts'))) {
    strings(await import(pathToFileURL(path.join(dir, file)).href), out);
  }
  return out;
}

function seedStrings(root) {
  const seed = path.join(root, 'prisma', 'seed');
  const out = [];
  for (const dir of [path.join(seed, 'posts'), path.join(seed, 'posts', 'fr')]) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.md'))) out.push(readFileSync(path.join(dir, file), 'utf8'));
  }
  for (const file of ['jobs.json', 'jobs.fr.json']) out.push(readFileSync(path.join(seed, file), 'utf8'));
  return out;
}

/** The site's text (normalised) and every path a reply may link to. */
export async function loadSiteText(root) {
  const content = path.join(root, 'frontend', 'app', 'content');
  const texts = [...(await moduleStrings(content)), ...(await moduleStrings(path.join(content, 'fr'))), ...seedStrings(root)];
  const routes = await import(pathToFileURL(path.join(content, 'routes.ts')).href);
  const hub = await import(pathToFileURL(path.join(content, 'content-hub.ts')).href);
  const posts = readdirSync(path.join(root, 'prisma', 'seed', 'posts'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.replace(/\.md$/, ''));
  const english = [
    ...routes.staticPaths,
    ...routes.serviceSlugs.map((s) => `/services/${s}`),
    ...[...posts, ...strings(hub, []).filter((s) => /^[a-z0-9]+(-[a-z0-9]+)+$/.test(s))].map((slug) => `/content/${slug}`),
  ];
  const paths = new Set([...english, ...english.map((p) => (p === '/' ? '/fr' : `/fr${p}`))]);
  return { text: normalise(texts.join('\n')), paths };
}
