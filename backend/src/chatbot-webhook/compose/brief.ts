import type { SiteFacts } from '../knowledge/site-facts';
import type { Topic } from '../understand/intent-examples';
import { type Ask, bullets, COUNT, matching, near, privacy, scale } from './answers';
import { fold, stem } from '../knowledge/text';
import { contactLine, demoStep, link, listOf, localPath, say, stripEnd } from './say';

const WHERE =
  /\b(where|located|based|office|address|situes?|bases?|bureaux?|adresse|ou (etes-vous|vous etes|est)|(vous etes|t'?es|vous etes situes) ou)\b/;

/** Deleting, seeing or correcting one's own data or chat history. */
const OWN_DATA_REQUEST =
  /\b(delete|deleted|erase|erased|remove|removed|wipe|wiped|purge|access|copy of|correct|export|see)\b.{0,40}\b(my|our)\b.{0,25}\b(data|information|info|chats?|history|transcripts?|conversations?|messages?|records?|details)\b|\b(my|our) (data|information|info|chats?|chat history|history|transcripts?|chat transcripts?|conversations?|messages?)\b.{0,30}\b(delete|deleted|erase|erased|removed|wiped)\b|\b(supprim|effac|retir)\w*\b.{0,40}\b(mes|nos|mon|notre|ma)\b|\b(mes|nos|mon|notre|ma) (donnees|renseignements|historique|conversations?|clavardages?|messages?)\b.{0,30}\b(supprim|effac|retir)\w*/;

/**
 * One or two sentences for a second question in the same message ("…, and how long does setup
 * take?"): the site's own answer to it, without the page-long composition the main question
 * gets. Undefined for a topic that has no short answer.
 */
export function brief(f: SiteFacts, topic: Topic, ask: Ask): string | undefined {
  const faq = (key: keyof SiteFacts['faq']) => f.faq[key]?.answer;
  switch (topic) {
    case 'pricing':
      return faq('wallet');
    case 'timeline':
      return faq('clock');
    case 'expertise':
      return faq('lightbulb');
    case 'security':
      return faq('lock');
    case 'integrations':
      return faq('plug');
    case 'support':
      return faq('headphones');
    case 'privacy': {
      const [, policy, ...rest] = privacy(f, ask, 1);
      // "…, and how do I get my chat history deleted?": a request about one's own data gets where to send it.
      const own = OWN_DATA_REQUEST.test(fold(ask.focus)) ? rest.find((line) => f.privacyEmail && line.includes(f.privacyEmail)) : undefined;
      return [policy, own?.split(/\s*;\s/)[0].concat('.')].filter(Boolean).join('\n');
    }
    case 'contact':
      return [
        contactLine(f),
        // "Where are you based, and …?": where, too.
        f.address && WHERE.test(fold(ask.focus)) ? say(f.lang, `Our office: ${f.address}.`, `Notre bureau : ${f.address}.`) : '',
        f.contactText
          .split(/(?<=\.)\s/)
          .slice(1)
          .join(' '),
      ]
        .filter(Boolean)
        .join(' ');
    case 'about':
      return [
        f.about.founded,
        say(f.lang, `More on our ${link(f, 'About page', '/about')}.`, `Plus de détails sur la page ${link(f, 'À propos', '/about')}.`),
      ]
        .filter(Boolean)
        .join(' ');
    case 'careers':
      return [
        f.careers.lead,
        say(f.lang, `See our ${link(f, 'Careers page', '/careers')}.`, `Voyez notre ${link(f, 'page Carrières', '/careers')}.`),
      ].join(' ');
    case 'demo':
    case 'products':
      return topic === 'demo'
        ? // "Vous faites-tu des démos gratuites ?": yes, free.
          /\b(free|gratuit\w*)\b/.test(fold(ask.focus))
          ? say(
              f.lang,
              `Yes, the demo is free: [book a free 30-minute demo](${localPath(f, '/contact')}) and we'll show you what to automate first.`,
              `Oui, la démo est gratuite : [réservez une démo gratuite de 30 minutes](${localPath(f, '/contact')}) et nous vous montrerons quoi automatiser en premier.`,
            )
          : demoStep(f, true)
        : say(
            f.lang,
            `You can try our assistants on the ${link(f, 'Products page', '/products')}.`,
            `Vous pouvez essayer nos assistants sur la ${link(f, 'page Produits', '/products')}.`,
          );
    // "…, and how many industries do you serve?": the industries, and how many when asked.
    case 'overview':
      return [
        COUNT.test(fold(ask.focus)) ? scale(f) : '',
        say(
          f.lang,
          `Our industry solutions are for ${listOf(
            f.industries.map((i) => i.title),
            'en',
          )}; see ${link(f, 'our services', '/services')}.`,
          `Nos solutions sectorielles visent : ${listOf(
            f.industries.map((i) => i.title),
            'fr',
          )} ; voyez ${link(f, 'nos services', '/services')}.`,
        ),
      ]
        .filter(Boolean)
        .join(' ');
    default:
      return solutionBrief(f, topic);
  }
}

/** Cross-industry solutions by topic: the solutions page block, or the service page that details it. */
const SOLUTION_OF: Partial<Record<Topic, [block: string | undefined, page: string | undefined]>> = {
  'call-chat': ['call-chat', undefined],
  reputation: ['reputation', 'AIReputation'],
  social: ['social-media', 'SocialMedia'],
  appointments: ['appointments', undefined],
  assistant: [undefined, 'AIAssistant'],
};

/** A solution's first sentence: its short answer, and how to tell the main answer already gave it. */
function solutionSentence(f: SiteFacts, topic: Topic): string | undefined {
  const [blockId, pageSlug] = SOLUTION_OF[topic] ?? [];
  const block = blockId ? f.solutions.get(blockId) : undefined;
  const page = pageSlug ? f.servicePages.get(pageSlug) : undefined;
  return (block?.description ?? page?.lead)?.split(/(?<=[.!?])\s/)[0];
}

/** "…and also something for Google reviews": the solution's first sentence and its page. */
function solutionBrief(f: SiteFacts, topic: Topic): string | undefined {
  const sentence = solutionSentence(f, topic);
  if (!sentence) return undefined;
  const [blockId, pageSlug] = SOLUTION_OF[topic] ?? [];
  const page = pageSlug ? f.servicePages.get(pageSlug) : undefined;
  const title = page?.name ?? (blockId ? f.solutions.get(blockId)?.title : undefined) ?? '';
  return `${link(f, title, page ? page.path : '/solutions')}: ${sentence}`;
}

/** The key fact of a brief, to tell whether the main answer already says it. */
export function briefKey(f: SiteFacts, topic: Topic): string | undefined {
  const faqKey: Partial<Record<Topic, keyof SiteFacts['faq']>> = {
    pricing: 'wallet',
    timeline: 'clock',
    expertise: 'lightbulb',
    security: 'lock',
    integrations: 'plug',
    support: 'headphones',
  };
  const key = faqKey[topic];
  if (key) return f.faq[key]?.answer;
  if (topic === 'contact') return f.phone;
  if (topic === 'careers') return localPath(f, '/careers');
  if (topic === 'demo') return localPath(f, '/contact');
  if (topic === 'products') return localPath(f, '/products');
  if (topic === 'about') return localPath(f, '/about');
  if (topic === 'overview') return `(${localPath(f, '/services')})`;
  return solutionSentence(f, topic);
}

/**
 * An industry the visitor names beside another question: what we offer it, and its page; with
 * the message, the page's features it asks about ("allergy questions" finds Menu Questions,
 * "les demandes de traiteur" Catering Inquiries), which the summary alone leaves out.
 */
export function industryBrief(f: SiteFacts, slug: string, focus = ''): string | undefined {
  const page = f.servicePages.get(slug);
  if (!page) return undefined;
  // The business's own name and the words every page shares say nothing about which feature;
  // an extra that points to another page is that page's to answer.
  const own = [...page.features, ...page.extras.filter((c) => !c.link)];
  const asked = focus ? matching(own, focus, INDUSTRY_NOISE).slice(0, 2) : [];
  return [
    say(
      f.lang,
      `For ${page.name}, we offer ${stripEnd(page.summary)}: see ${link(f, page.name, page.path)}.`,
      `Pour le secteur ${page.name}, nous proposons : ${stripEnd(page.summary)} (voyez ${link(f, page.name, page.path)}).`,
    ),
    bullets(f, asked),
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The one industry whose own features a question's words point to ("OpenTable for reservations"
 * is a restaurant's question): a word that only one industry page's features share.
 */
export function industryOfFeature(f: SiteFacts, focus: string): string | undefined {
  const pages = f.industries.map((i) => f.servicePages.get(i.slug)).filter((p) => p !== undefined);
  // Plain words, not index terms: "reservations" is a restaurant's word, though its synonym "appointments" is a clinic's.
  const plain = (text: string) =>
    fold(text)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 5)
      .map(stem);
  const cards = pages.map((p) =>
    plain([...p.features, ...p.extras.filter((c) => !c.link)].map((c) => `${c.title} ${c.description}`).join(' ')),
  );
  const score = new Map<string, number>();
  for (const w of new Set(plain(focus).filter((t) => !INDUSTRY_NOISE.includes(t) && !PLAIN_NOISE.has(t)))) {
    const hits = pages.filter((_, i) => cards[i].some((t) => near(w, t)));
    if (hits.length === 1) score.set(hits[0].slug, (score.get(hits[0].slug) ?? 0) + 1);
  }
  const best = [...score].sort((a, b) => b[1] - a[1]);
  return best.length && (best.length === 1 || best[0][1] > best[1][1]) ? best[0][0] : undefined;
}

/** Words of five letters or more that say nothing of which business: "system", "straight", "would". */
const PLAIN_NOISE = new Set(
  'system systeme connect integrate integration straight directly right there their these those would could should which where about other anything something every really things thing avoir votre notre leurs autre autres faire peut pouvez comme aussi with'
    .split(' ')
    .map(stem),
);

const INDUSTRY_NOISE = [
  'ai',
  'ia',
  'assistant',
  'automation',
  'automatisation',
  'business',
  'entreprise',
  'client',
  'clients',
  'customer',
  'customers',
  'straight',
  'pull',
  'push',
  'feed',
];

/** What runs around the clock, from the site's solutions: said when a visitor asks about nights, weekends or holidays. */
export function offHoursLine(f: SiteFacts): string | undefined {
  for (const block of f.solutions.values()) {
    const feature = block.features.find((x) => x.includes('24/7'));
    if (feature)
      return say(
        f.lang,
        `Outside your opening hours, the ${link(f, block.title, '/solutions')} ${lowerStart(stripEnd(feature))}.`,
        `En dehors de vos heures d’ouverture, l’${link(f, block.title, '/solutions')} ${lowerStart(stripEnd(feature))}.`,
      );
  }
  return undefined;
}

const lowerStart = (s: string) => (/^[A-ZÀ-Ý][a-zà-ÿ]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s);
