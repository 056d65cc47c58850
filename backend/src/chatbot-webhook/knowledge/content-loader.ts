import { get, loadContentModules, type ModuleExports, text } from './content-modules';
import { walkContent } from './content-walker';
import type { ContactDetails, PageTitles, Passage } from './passage';

/** Modules that hold no visitor-facing facts (navigation labels, icons, the demo form, SEO). */
const SKIP_MODULES = new Set(['navigation', 'icons', 'routes', 'demo-dialog', 'pages', 'site']);
/** The page that shows a module's copy, when its entries carry no link of their own. */
const MODULE_PATHS: Record<string, string> = {
  faq: '/contact',
  contact: '/contact',
  about: '/about',
  careers: '/careers',
  services: '/services',
  'service-cards': '/services',
  'service-pages': '/services',
  solutions: '/solutions',
  products: '/products',
  blog: '/blog',
  content: '/content',
  'content-hub': '/content',
  home: '/',
  'legal-privacy': '/privacy-policy',
  'legal-terms': '/terms-of-service',
  'privacy-choices': '/privacy-policy',
};

export interface SiteContent {
  passages: Passage[];
  contact: ContactDetails;
  pageTitles: PageTitles;
  modules: string[];
}

/**
 * Reads every content module in `dir` and turns its copy into passages. For the French twins
 * (content/fr, lang 'fr') pass the English modules too: routes and site details live only there.
 */
export async function loadSiteContent(
  dir: string,
  loaded?: Map<string, ModuleExports>,
  lang: 'en' | 'fr' = 'en',
  english?: Map<string, ModuleExports>,
): Promise<SiteContent> {
  loaded ??= await loadContentModules(dir);
  if (english)
    for (const name of ['routes', 'site'])
      if (!loaded.has(name) && english.has(name)) loaded = new Map([...loaded, [name, english.get(name)!]]);

  const site = loaded.get('site')?.site;
  const contact: ContactDetails = {
    name: text(get(site, 'name')) ?? 'our team',
    phone: text(get(site, 'phone', 'display')) ?? text(get(site, 'phone')),
    email: text(get(site, 'email')),
    careersEmail: text(get(site, 'careersEmail')),
    address: text(loaded.get('site')?.fullAddress),
  };

  const pageTitles: PageTitles = new Map();
  for (const page of Object.values((loaded.get('pages')?.pages as Record<string, unknown>) ?? {})) {
    const p = text(get(page, 'path'));
    const title = text(get(page, 'title')) ?? text(get(page, 'headline'));
    if (p && title) pageTitles.set(p, p === '/' ? 'Home' : title);
  }

  const serviceSlugs = new Set((loaded.get('routes')?.serviceSlugs as string[] | undefined) ?? []);
  const learnMore = loaded.get('service-cards')?.learnMoreHref;
  const hrefForTitle = typeof learnMore === 'function' ? (t: string) => String((learnMore as (title: string) => unknown)(t)) : undefined;

  const walked: Passage[] = [];
  for (const [name, exports] of loaded) {
    if (SKIP_MODULES.has(name)) continue;
    // Only industry cards follow the Learn More rule; solutions and products keep their own page.
    const cards = name === 'service-cards' || name === 'services' ? hrefForTitle : undefined;
    const articleBase = name === 'content-hub' || name === 'blog' ? '/content' : undefined;
    walkContent(exports, { module: name, path: MODULE_PATHS[name] ?? '/', serviceSlugs, hrefForTitle: cards, articleBase }, walked);
    // A service page's link label is its short name ("Healthcare"), read from the page object.
    for (const value of Object.values(exports)) {
      if (!Array.isArray(value)) continue;
      for (const page of value) {
        const slug = text(get(page, 'slug'));
        const pageName = text(get(page, 'name'));
        if (slug && pageName && serviceSlugs.has(slug)) pageTitles.set(`/services/${slug}`, pageName);
      }
    }
  }
  // service-pages.ts re-exports its parts: keep one copy of each passage.
  const seen = new Set<string>();
  const passages = walked.filter((p) => !seen.has(`${p.path}|${p.title}|${p.text}`) && Boolean(seen.add(`${p.path}|${p.title}|${p.text}`)));
  for (const [key, page] of Object.entries((loaded.get('pages')?.pages as Record<string, unknown>) ?? {})) {
    const p = text(get(page, 'path'));
    const description = text(get(page, 'description'));
    if (p && description) passages.push({ id: `pages:${key}`, kind: 'page', title: pageTitles.get(p) ?? key, text: description, path: p });
  }
  passages.push(contactPassage(contact, lang));
  if (lang === 'en') return { passages, contact, pageTitles, modules: [...loaded.keys()] };
  // The French site: the same pages under /fr, ids kept apart from their English twins.
  const french = (p: string) => (p === '/' ? '/fr' : `/fr${p}`);
  return {
    passages: passages.map((p) => ({ ...p, id: `fr:${p.id}`, path: french(p.path), lang })),
    contact,
    pageTitles: new Map([...pageTitles].map(([p, title]) => [french(p), title])),
    modules: [...loaded.keys()],
  };
}

function contactPassage(c: ContactDetails, lang: 'en' | 'fr'): Passage {
  const [phone, email, address] = lang === 'fr' ? ['Téléphone', 'Courriel', 'Adresse'] : ['Phone', 'E-mail', 'Address'];
  const parts = [c.phone && `${phone}: ${c.phone}.`, c.email && `${email}: ${c.email}.`, c.address && `${address}: ${c.address}.`];
  return {
    id: 'site:contact',
    kind: 'contact',
    title: `${lang === 'fr' ? 'Joindre' : 'Contact'} ${c.name}`,
    text: parts.filter(Boolean).join(' '),
    path: '/contact',
  };
}
