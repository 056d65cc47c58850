import type { Language } from '../router/language';
import { get, list, type ModuleExports, text } from './content-modules';

/** A titled card of the site (feature, value, perk, privacy item). */
export interface Card {
  title: string;
  description: string;
  icon?: string;
}
export interface Figure {
  value: string;
  label: string;
}
export interface ServicePageFacts {
  slug: string;
  path: string;
  name: string;
  /** The page's one-line summary ("AI automation for X: a, b and c"). */
  summary: string;
  lead: string;
  impact: Figure[];
  features: Card[];
  extras: (Card & { link?: string })[];
}
export interface SolutionFacts extends Card {
  id: string;
  features: string[];
}
export type FaqKey = 'clock' | 'lightbulb' | 'lock' | 'plug' | 'wallet' | 'headphones';

/**
 * The site's copy in one language, shaped for composing answers: the FAQ by its icon, service
 * pages by slug, solutions by id. Keys are the same in both languages (the French modules are
 * typed twins of the English ones), so an answer is composed the same way from either.
 */
export interface SiteFacts {
  lang: Language;
  /** '' for English, '/fr' for the French site: every link in an answer starts with it. */
  prefix: string;
  name: string;
  phone?: string;
  email?: string;
  careersEmail?: string;
  address?: string;
  city?: string;
  contactText: string;
  demoText: string;
  /** The home page's demo offer ("Book a free 30-minute demo. …"). */
  demoOffer: string;
  social: string[];
  faq: Partial<Record<FaqKey, { question: string; answer: string }>>;
  industries: (Card & { slug: string })[];
  servicePages: Map<string, ServicePageFacts>;
  solutions: Map<string, SolutionFacts>;
  products: { name: string; description: string; features: Card[] }[];
  productsLead: string;
  /** "Each demo runs a real assistant…" and the note under the site's own demos (a fictional business). */
  demos: { lead?: string; builtInNote?: string };
  /** Why businesses choose the assistants (24/7, without adding headcount, …). */
  productBenefits: Card[];
  comingSoon: Card[];
  about: {
    paragraphs: string[];
    founded?: string;
    values: Card[];
    /** The journey's latest step: how many industries and solutions today. */ today?: Card;
  };
  careers: { lead: string; perks: Card[] };
  privacy: Card[];
  /** The privacy policy, one entry per section: its heading and its statements (paragraphs and list items). */
  privacyPolicy: { heading: string; statements: string[] }[];
  privacyEmail?: string;
  privacyChoices?: string;
  /** What the visitor id is ("not a cookie"): what a question about cookies is answered with. */
  visitorId?: string;
  /** Who signs the articles (the blog's byline). */
  byline?: string;
  /** The terms' sentences on the figures the site quotes (results seen by some clients, not guaranteed). */
  resultsDisclaimer?: string;
  /** The services page's additional services (added to any industry solution, or on their own) and their lead. */
  additionalServices: Card[];
  additionalServicesLead: string;
  /** The terms' sentence on how services are contracted (a separate written agreement). */
  serviceAgreement?: string;
  articles: { slug: string; title: string; description: string; category: string }[];
  pageTitles: Map<string, string>;
  readyIn: string;
}

const cards = (v: unknown): Card[] =>
  list(v).flatMap((c) => {
    const title = text(get(c, 'title'));
    const description = text(get(c, 'description'));
    return title && description ? [{ title, description, icon: text(get(c, 'icon')) }] : [];
  });

function servicePage(page: unknown): ServicePageFacts | undefined {
  const slug = text(get(page, 'slug'));
  const name = text(get(page, 'name'));
  if (!slug || !name) return undefined;
  const seo = text(get(page, 'seoDescription')) ?? '';
  return {
    slug,
    path: `/services/${slug}`,
    name,
    summary:
      seo
        .split(/\s?:\s/)
        .slice(1)
        .join(': ') || seo,
    lead: text(get(page, 'hero', 'lead')) ?? '',
    impact: list(get(page, 'impact')).flatMap((f) => {
      const value = text(get(f, 'value'));
      const label = text(get(f, 'label'));
      return value && label ? [{ value, label }] : [];
    }),
    features: cards(get(page, 'features')),
    extras: cards(get(page, 'extras')).map((c, i) => ({ ...c, link: text(get(page, 'extras', i, 'link')) })),
  };
}

/**
 * Reads one language's modules. `english` gives what only the English modules hold in a
 * language-neutral way (which service page an industry card leads to).
 */
export function siteFacts(lang: Language, modules: Map<string, ModuleExports>, english: Map<string, ModuleExports>): SiteFacts {
  const m = (name: string, key: string) => modules.get(name)?.[key];
  const site = m('site', 'site');
  const learnMore = english.get('service-cards')?.learnMoreHref as ((title: string) => string) | undefined;
  const englishCards = cards(english.get('service-cards')?.industryCards);
  const faq: SiteFacts['faq'] = {};
  for (const item of list(get(m('contact', 'faq'), 'items'))) {
    const icon = text(get(item, 'icon')) as FaqKey | undefined;
    const question = text(get(item, 'question'));
    const answer = text(get(item, 'answer'));
    if (icon && question && answer) faq[icon] = { question, answer };
  }
  const pageList = ['service-pages-industries', 'service-pages-local', 'service-pages-capabilities'].flatMap((name) =>
    Object.values(modules.get(name) ?? {}).flatMap((v) => list(v)),
  );
  const servicePages = new Map<string, ServicePageFacts>();
  for (const page of pageList.map(servicePage)) if (page) servicePages.set(page.slug, page);
  const solutions = new Map<string, SolutionFacts>();
  for (const block of list(m('solutions', 'solutionBlocks'))) {
    const [card] = cards([block]);
    const id = text(get(block, 'id'));
    if (card && id) solutions.set(id, { ...card, id, features: list(get(block, 'features')).flatMap((f) => text(f) ?? []) });
  }
  const pageTitles = new Map<string, string>();
  for (const page of Object.values((m('pages', 'pages') as Record<string, unknown>) ?? {})) {
    const p = text(get(page, 'path'));
    const title = text(get(page, 'title')) ?? text(get(page, 'headline'));
    if (p && title) pageTitles.set(p, title);
  }
  for (const page of servicePages.values()) pageTitles.set(page.path, page.name);
  return {
    lang,
    prefix: lang === 'fr' ? '/fr' : '',
    name: text(get(site, 'name')) ?? 'Prairieflow AI',
    phone: text(get(site, 'phone', 'display')),
    email: text(get(site, 'email')),
    careersEmail: text(get(site, 'careersEmail')),
    address: text(m('site', 'fullAddress')),
    city: text(get(site, 'address', 'city')),
    contactText: text(get(m('contact', 'contactInfo'), 'text')) ?? '',
    demoText: text(get(m('contact', 'contactBanner'), 'text')) ?? '',
    demoOffer: text(get(m('home', 'demoBanner'), 'text')) ?? '',
    social: list(get(site, 'social')).flatMap((s) => text(get(s, 'label')) ?? []),
    faq,
    industries: cards(m('service-cards', 'industryCards')).map((c, i) => ({
      ...c,
      slug: (learnMore?.(englishCards[i]?.title ?? '') ?? '/services').replace('/services/', '').replace('/services', ''),
    })),
    servicePages,
    solutions,
    products: list(m('products', 'liveProducts')).flatMap((p) => {
      const name = text(get(p, 'name'));
      const description = text(get(p, 'description'));
      return name && description ? [{ name, description, features: cards(get(p, 'features')) }] : [];
    }),
    demos: {
      lead: text(get(m('products', 'productsDemoSection'), 'lead')),
      builtInNote: text(get(m('products', 'demoFacadeCopy'), 'builtInNote')),
    },
    productBenefits: cards(get(m('products', 'productBenefits'), 'items')),
    productsLead: text(get(m('pages', 'pages'), 'products', 'description')) ?? '',
    comingSoon: cards(get(m('products', 'comingSoon'), 'items')),
    about: {
      paragraphs: list(get(m('about', 'aboutStory'), 'paragraphs')).flatMap((p) => text(p) ?? []),
      founded: text(get(m('pages', 'pages'), 'about', 'description')),
      values: cards(get(m('about', 'aboutValues'), 'items')),
      today: cards(get(m('about', 'aboutJourney'), 'steps')).at(-1),
    },
    careers: { lead: text(get(m('careers', 'careersCopy'), 'hero', 'lead')) ?? '', perks: cards(m('careers', 'careerPerks')) },
    privacy: list(get(m('home', 'privacyCloud'), 'columns')).flatMap((c) => cards(get(c, 'items'))),
    privacyPolicy: list(get(m('legal-privacy', 'privacyPolicy'), 'sections')).flatMap((section) => {
      const heading = text(get(section, 'heading'));
      const statements = [...list(get(section, 'paragraphs')), ...list(get(section, 'list'))].flatMap((x) => text(x) ?? []);
      return heading && statements.length ? [{ heading, statements }] : [];
    }),
    privacyEmail: text(get(site, 'privacyEmail')),
    // How to turn visitor analytics off: the policy section the Privacy choices panel adds (its last one).
    privacyChoices: list(get(list(m('privacy-choices', 'privacyPolicyAdditions')).at(-1), 'paragraphs')).flatMap((x) => text(x) ?? [])[0],
    visitorId: list(get(list(m('privacy-choices', 'privacyPolicyAdditions'))[0], 'paragraphs')).flatMap((x) => text(x) ?? [])[0],
    byline: text(get(m('blog', 'articleByline'), 'name')),
    resultsDisclaimer: list(get(m('legal-terms', 'termsOfService'), 'sections'))
      .flatMap((section) => list(get(section, 'paragraphs')).flatMap((x) => text(x) ?? []))
      .find((paragraph) => /\b(not guaranteed|ne sont pas garantis)\b/i.test(paragraph)),
    additionalServices: cards(m('services', 'additionalServices')),
    additionalServicesLead: text(get(m('services', 'additionalServicesIntro'), 'lead')) ?? '',
    serviceAgreement: list(get(m('legal-terms', 'termsOfService'), 'sections'))
      .flatMap((section) => list(get(section, 'paragraphs')).flatMap((x) => text(x) ?? []))
      .flatMap((paragraph) => paragraph.split(/(?<=\.)\s+/))
      .find((sentence) => /\b(written agreement|entente écrite)\b/i.test(sentence)),
    articles: list(m('content-hub', 'hubArticles')).flatMap((a) => {
      const slug = text(get(a, 'slug'));
      const title = text(get(a, 'title'));
      return slug && title
        ? [{ slug, title, description: text(get(a, 'description')) ?? '', category: text(get(a, 'category')) ?? '' }]
        : [];
    }),
    pageTitles,
    readyIn: text(get(m('services', 'servicesIndustriesIntro'), 'lead')) ?? '',
  };
}
