import type { Card, FaqKey, ServicePageFacts, SiteFacts } from '../knowledge/site-facts';
import { fold, terms } from '../knowledge/text';
import { demoStep, link, listOf, localPath, lowerFirst, say, stripEnd, teamStep } from './say';

/** What a composer knows about the question beyond its topic. */
export interface Ask {
  buying: boolean;
  /** The visitor's words (and the previous topic's), to put the matching features first. */
  focus: string;
  detail?: boolean;
  /** The visitor asked about an assistant or product for their business. */
  productAsk?: boolean;
}

/** "- Title: description", one line per card, as one block (French puts a space before the colon). */
/** One line per card; a card that names another service page (an industry page's extras) links to it. */
export const bullets = (f: SiteFacts, cards: (Card & { link?: string })[]) =>
  cards
    .map(
      (c) =>
        `- ${c.link && f.servicePages.has(c.link) ? link(f, c.title, `/services/${c.link}`) : c.title}${f.lang === 'fr' ? ' :' : ':'} ${c.description}`,
    )
    .join('\n');

/** Two terms for the same word: equal, or five letters or more that differ at most in the last ("upsell" and "upselling", "approuver" and "approuvez"). */
export function near(w: string, t: string): boolean {
  const n = Math.min(w.length, t.length);
  const first = [...w].findIndex((ch, i) => ch !== t[i]);
  const common = first < 0 ? w.length : first;
  return w === t || (n >= 5 && common >= n - 1);
}

/** The cards that share a term with what the visitor asked about, best first (none when nothing matches). */
export function matching<T extends Card>(cards: T[], focus: string, ignore: string[] = []): T[] {
  const wanted = terms(focus).filter((t) => !ignore.includes(t));
  // "upsell" finds "Upselling": a shared stem of five letters or more counts.
  const words = cards.map((c) => terms(`${c.title} ${c.description}`));
  const hits = (i: number) => wanted.filter((w) => words[i].some((t) => near(w, t)));
  // A word few cards share says more than one most of them do ("upsell" over "order").
  const weight = (w: string) => 1 / words.filter((ts) => ts.some((t) => near(w, t))).length;
  return cards
    .map((c, i) => ({ c, i, s: hits(i).reduce((sum, w) => sum + weight(w), 0) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.c);
}

/** Cards that share the most terms with what the visitor asked about come first. */
function byFocus<T extends Card>(cards: T[], focus: string): T[] {
  const wanted = terms(focus);
  // A shared stem counts ("allergy" finds "Allergens"), as in matching().
  const score = (c: T) => terms(`${c.title} ${c.description}`).filter((t) => wanted.some((w) => near(w, t))).length;
  return cards
    .map((c, i) => ({ c, i, s: score(c) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.c);
}

const faq = (f: SiteFacts, key: FaqKey) => f.faq[key]?.answer ?? '';

/** A count said in words, as the site does ("six secteurs"); digits past ten. */
const countWord = (n: number, lang: 'en' | 'fr') =>
  (lang === 'fr'
    ? ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix']
    : ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'])[n] ?? String(n);

export function overview(f: SiteFacts, ask: Ask): string[] {
  const industries = f.industries.map((i) => i.title);
  const solutions = [...f.solutions.values()].map((s) => s.title);
  // "What industries do you serve?": how many, then which (the list itself is the count).
  const count = industries.length > 1 ? countWord(industries.length, f.lang) : '';
  return [
    // "How many industries do you serve?": the count the About page states, before the list.
    COUNT.test(fold(ask.focus)) ? scale(f) : '',
    say(
      f.lang,
      `We build AI automation for small and mid-size businesses, with ready-to-deploy solutions for ${count ? `${count} industries: ` : ''}${listOf(industries, 'en')}.`,
      `Nous concevons l’automatisation par l’IA pour les PME, avec des solutions prêtes à déployer pour ${count ? `${count} secteurs` : 'ces secteurs'} : ${listOf(industries, 'fr')}.`,
    ),
    say(
      f.lang,
      `Across every industry we also offer ${listOf(solutions, 'en')}.`,
      `Dans tous les secteurs, nous offrons aussi : ${listOf(solutions, 'fr')}.`,
    ),
    say(
      f.lang,
      `See ${link(f, 'our services', '/services')} and ${link(f, 'our solutions', '/solutions')}.`,
      `Voyez ${link(f, 'nos services', '/services')} et ${link(f, 'nos solutions', '/solutions')}.`,
    ),
    ask.buying
      ? demoStep(f, true)
      : say(
          f.lang,
          `Tell me about your business and I'll point you to what fits, or [Book a Demo](${localPath(f, '/contact')}).`,
          `Parlez-moi de votre entreprise et je vous orienterai, ou [réservez une démo](${localPath(f, '/contact')}).`,
        ),
  ].filter(Boolean);
}

/** The typical results each industry page states, one line each, and where to read more. */
export function results(f: SiteFacts, ask: Ask): string[] {
  const lines = [...f.servicePages.values()]
    .filter((page) => page.impact.length && f.industries.some((i) => i.slug === page.slug))
    .map(
      (page) =>
        `- ${link(f, page.name, page.path)}${f.lang === 'fr' ? ' :' : ':'} ${listOf(
          page.impact.map((i, n) => `${n ? lowerFirst(i.value) : i.value} ${i.label}`),
          f.lang,
        )}`,
    );
  return [
    say(
      f.lang,
      `Typical results our service pages report, by industry:`,
      `Les résultats typiques indiqués sur nos pages de services, par secteur :`,
    ),
    lines.join('\n'),
    demoStep(f, ask.buying),
  ];
}

/** A question about how many (industries, solutions, sectors). */
export const COUNT = /\b(how many|number of|combien|nombre de)\b/;

/** The About page's "today": how many industries and ready-to-deploy solutions. */
export function scale(f: SiteFacts): string {
  const today = f.about.today;
  return today ? `${stripEnd(today.title)}: ${today.description}` : '';
}

/** What names an industry's assistant in the product list, in either language. */
export const PRODUCT_FOR: Record<string, RegExp> = {
  Clinics: /health|sant|clinic|clinique|patient/i,
  Healthcare: /health|sant|clinic|clinique|patient/i,
  Restaurants: /restaurant/i,
  RealEstate: /real estate|immobili/i,
  HRWorkforce: /\bHR\b|\bRH\b/,
  SalesMarketing: /sales|vente/i,
};

/** The assistant made for an industry: live on the Products page, or coming soon. */
export function productFor(f: SiteFacts, slug: string): string | undefined {
  const pattern = PRODUCT_FOR[slug];
  if (!pattern) return undefined;
  const live = f.products.find((p) => pattern.test(p.name));
  const products = link(f, say(f.lang, 'Products page', 'page Produits'), '/products');
  if (live)
    return say(
      f.lang,
      `Our ${live.name} is made for this: ${lowerFirst(stripEnd(live.description))}. Try its live demo on the ${products}.`,
      `Notre ${live.name} est fait pour cela : ${lowerFirst(stripEnd(live.description))}. Essayez sa démo sur la ${products}.`,
    );
  const soon = f.comingSoon.find((c) => pattern.test(c.title));
  if (soon)
    return say(
      f.lang,
      `A dedicated ${soon.title} is coming soon (${lowerFirst(stripEnd(soon.description))}); book a demo for early access, and see the ${products}.`,
      `Un ${soon.title} est bientôt disponible (${lowerFirst(stripEnd(soon.description))}) ; réservez une démo pour y avoir accès en primeur, et voyez la ${products}.`,
    );
  return undefined;
}

/** "What would an AI company even do for us?": the whole offer, not only the industry's features. */
const BROAD =
  /\bwhat (would|could|can|do|does|will) (an ai company|an ai|ai|you|you guys|your company|prairieflow)( even| actually| really)? (do|offer) for (us|me|my|our|a)\b|\bhow (would|could|can|will) (you|ai|this|prairieflow)( even| actually| really)? help (us|me|my|our|a)\b|\b(qu'?est-ce que|que) (vous pourriez|vous pouvez|l'?ia pourrait|l'?ia peut|pourriez-vous|pouvez-vous) (faire|offrir) pour (nous|moi|mon|ma|notre)\b/;

/**
 * "Do you handle waitlists for reservations at my bistro?": a word the industry's page never uses
 * but a cross-industry solution's list does is answered from that solution, linked.
 */
function fromSolutions(f: SiteFacts, page: ServicePageFacts, focus: string): string {
  const pageTerms = terms(
    [page.name, page.summary, ...[...page.features, ...page.extras].map((c) => `${c.title} ${c.description}`)].join(' '),
  );
  const missing = terms(focus).filter((w) => w.length >= 5 && !pageTerms.some((t) => near(w, t)));
  for (const s of f.solutions.values()) {
    // Only a word that few solution items share says which one ("waitlist", not "customers").
    const item = s.features.find((x) => missing.some((w) => terms(x).some((t) => near(w, t)) && rareAmongSolutions(f, w)));
    if (item)
      return say(
        f.lang,
        `Our ${link(f, s.title, '/solutions')} also covers this: ${lowerFirst(stripEnd(item))}.`,
        `Notre solution ${link(f, s.title, '/solutions')} couvre aussi ce point : ${lowerFirst(stripEnd(item))}.`,
      );
  }
  return '';
}

const rareAmongSolutions = (f: SiteFacts, w: string) =>
  [...f.solutions.values()].flatMap((s) => s.features).filter((x) => terms(x).some((t) => near(w, t))).length === 1;

export function industry(f: SiteFacts, page: ServicePageFacts, ask: Ask): string[] {
  const broad = BROAD.test(fold(ask.focus).replace(/[’']/g, "'"));
  const features = byFocus([...page.features, ...page.extras], ask.focus).slice(0, 3);
  const impact = page.impact.map((i, n) => `${n ? lowerFirst(i.value) : i.value} ${i.label}`);
  const product = ask.productAsk ? productFor(f, page.slug) : undefined;
  return [
    product ?? '',
    say(f.lang, `For ${page.name}, we offer ${page.summary}`, `Pour le secteur ${page.name}, nous proposons : ${page.summary}`),
    bullets(f, features),
    ask.focus ? fromSolutions(f, page, ask.focus) : '',
    impact.length ? say(f.lang, `Typical results: ${listOf(impact, 'en')}.`, `Résultats typiques : ${listOf(impact, 'fr')}.`) : '',
    broad
      ? say(
          f.lang,
          `For any business we also offer ${listOf(
            [...f.solutions.values()].map((s) => s.title),
            'en',
          )}: see ${link(f, 'our solutions', '/solutions')}.`,
          `Pour toute entreprise, nous offrons aussi : ${listOf(
            [...f.solutions.values()].map((s) => s.title),
            'fr',
          )} ; voyez ${link(f, 'nos solutions', '/solutions')}.`,
        )
      : '',
    say(f.lang, `More on the ${link(f, page.name, page.path)} page.`, `Tous les détails : ${link(f, page.name, page.path)}.`),
    // "A product made for dentists specifically?": only one still to come, so the team says what fits today.
    product && !f.products.some((p) => PRODUCT_FOR[page.slug]?.test(p.name))
      ? teamStep(f, say(f.lang, 'what we can set up for you today', 'ce que nous pouvons mettre en place pour vous dès maintenant'))
      : '',
    demoStep(f, ask.buying),
  ].filter(Boolean);
}

/** A cross-industry solution (the solutions page) and, when it has one, its own service page. */
export function solution(f: SiteFacts, id: string, pageSlug: string | undefined, ask: Ask): string[] {
  const block = f.solutions.get(id);
  const page = pageSlug ? f.servicePages.get(pageSlug) : undefined;
  if (!block && !page) return overview(f, ask);
  const description = block?.description ?? `${page!.lead}`;
  const features = block ? block.features : page!.features.map((c) => c.title);
  const links = [page && link(f, page.name, page.path), block && link(f, say(f.lang, 'Solutions', 'Solutions'), '/solutions')].filter(
    Boolean,
  ) as string[];
  return [
    description,
    say(
      f.lang,
      `It includes: ${listOf(
        features.map((x, i) => (i ? lowerFirst(stripEnd(x)) : stripEnd(x))),
        'en',
      )}.`,
      `Cela comprend : ${listOf(
        features.map((x, i) => (i ? lowerFirst(stripEnd(x)) : stripEnd(x))),
        'fr',
      )}.`,
    ),
    ask.detail && page ? bullets(f, page.features) : '',
    // "Do we approve the replies first?": the service page's feature that answers it.
    // (The service's own name says nothing about which feature: "reputation" is in all of them.)
    !ask.detail && page
      ? bullets(
          f,
          matching(page.features, ask.focus, ['ai', 'ia', 'reputation', ...terms(`${page.name} ${block?.title ?? ''}`)]).slice(0, 1),
        )
      : '',
    say(f.lang, `More on ${listOf(links, 'en')}.`, `Détails : ${listOf(links, 'fr')}.`),
    demoStep(f, ask.buying),
  ].filter(Boolean);
}

/** Our own products the message names by their title (live ones and those coming soon). */
export function ownProductsNamed(f: SiteFacts, text: string): string[] {
  const folded = fold(text);
  return [...f.products.map((p) => p.name), ...f.comingSoon.map((c) => c.title)].filter((name) => folded.includes(fold(name)));
}

/**
 * Where one of our products stands, for an answer about something else ("what does the
 * Restaurant Manager cost?"): a live demo to try, or coming soon, never a release date.
 */
export function productStatus(f: SiteFacts, name: string): string | undefined {
  const products = link(f, say(f.lang, 'Products page', 'page Produits'), '/products');
  if (f.products.some((p) => p.name === name))
    return say(
      f.lang,
      `The ${name} is live: load its live demo on the ${products} and start a conversation, no sales call needed.`,
      `L’${name} est offert : chargez sa démo en direct sur la ${products} et lancez la conversation, sans passer par nos ventes.`,
    );
  const soon = f.comingSoon.find((c) => c.title === name);
  return soon
    ? say(
        f.lang,
        `The ${name} is coming soon (${lowerFirst(stripEnd(soon.description))}), so it isn't available yet; book a demo for early access, and see the assistants you can try today on the ${products}.`,
        `Le ${name} est bientôt offert (${lowerFirst(stripEnd(soon.description))}) ; il n’est pas encore disponible, mais réservez une démo pour y avoir accès en primeur, et voyez ce qui est offert sur la ${products}.`,
      )
    : undefined;
}

/** "What's coming soon?", "when will it launch?": what is not live yet leads. */
const UPCOMING =
  /\b(coming soon|upcoming|coming next|next products?|new products?|roadmap|launch\w*|release\w*|available yet|when will|bientot|a venir|prochains? produits?|lancement|lance\w*|disponible quand)\b/;

const DEMO_NATURE =
  /\b(did (that|it|this|the (booking|showing|reservation|application|appointment)|my (booking|showing|reservation|application)) (actually |really )?(go|get sent|get through|reach|get to|go through)|go(es)? to (someone|anyone|a real|an actual)|is (it|that|the booking) (a )?real|pour vrai|c'?est-tu (vrai|reel)|real (ai|assistant|bot)|recorded|video|fake|scripted|pre-?recorded|canned|(real|actual) (appointment|booking|reservation|showing|table)|book (something|anything)|reach (anyone|someone|a real)|vraie? (ia|assistant)|enregistre\w*|video|vrai rendez-vous|vraie reservation|fictive?)\b/;
const OVER_HIRING =
  /\b(why (would|should) (i|we) (pick|choose|use|go with)|over (just )?hiring|instead of hiring|rather than hiring|vs\.? hiring|than (hiring|a person|an employee|a receptionist)|plutot que d'?embaucher|au lieu d'?embaucher|pourquoi (choisir|prendre) (vos|votre))\b/;

export function products(f: SiteFacts, ask: Ask): string[] {
  const folded = fold(ask.focus);
  const named = ownProductsNamed(f, ask.focus);
  // "Can I try the Real Estate Assistant?", "when will the Restaurant Manager launch?": that product, not the list.
  if (named.length === 1) {
    const [name] = named;
    const live = f.products.find((p) => p.name === name);
    // "Does the restaurant assistant upsell?": the feature that answers it, named by the visitor's words.
    const feature = live ? matching(live.features, ask.focus, [...terms(name), 'assistant', 'assistants'])[0] : undefined;
    // "Does the Restaurant Assistant come with a kitchen display?": a feature its page and its
    // industry's page never mention is not confirmed; the team can say.
    const unlisted = live ? unlistedFeature(f, live, ask.focus) : undefined;
    return [
      unlisted
        ? say(
            f.lang,
            `Our site doesn't mention ${unlisted} for the ${live!.name}, so I can't confirm it.`,
            `Notre site ne mentionne pas « ${unlisted} » pour l’${live!.name}, alors je ne peux pas le confirmer.`,
          )
        : '',
      live ? `${live.name}: ${stripEnd(live.description)}.` : '',
      unlisted ? teamStep(f, say(f.lang, 'whether it can do that for you', 'si cela est possible pour vous')) : '',
      feature ? bullets(f, [feature]) : '',
      productStatus(f, name) ?? '',
      !live && UPCOMING.test(folded) ? teamStep(f, say(f.lang, 'when it will be available', 'quand il sera offert')) : '',
      demoStep(f, ask.buying),
    ].filter(Boolean);
  }
  // "Are the demos a real AI or a video?", "does booking in the demo book anything?": the page's own words.
  if (DEMO_NATURE.test(folded))
    return [
      f.demos.lead
        ? `${f.demos.lead} ${say(f.lang, `They are on the ${link(f, 'Products page', '/products')}.`, `Elles sont sur la ${link(f, 'page Produits', '/products')}.`)}`
        : '',
      f.demos.builtInNote ?? '',
      demoStep(f, ask.buying),
    ].filter(Boolean);
  // "Why pick your assistants over hiring someone?": why businesses choose them.
  if (OVER_HIRING.test(folded) && f.productBenefits.length)
    return [
      say(f.lang, `Why businesses choose our assistants:`, `Pourquoi les entreprises choisissent nos assistants :`),
      bullets(f, f.productBenefits),
      say(
        f.lang,
        `Try one on the ${link(f, 'Products page', '/products')}.`,
        `Essayez-en un sur la ${link(f, 'page Produits', '/products')}.`,
      ),
      demoStep(f, ask.buying),
    ];
  const soon = f.comingSoon.length
    ? say(
        f.lang,
        `Coming soon: ${listOf(
          f.comingSoon.map((c) => c.title),
          'en',
        )}.`,
        `Bientôt offerts : ${listOf(
          f.comingSoon.map((c) => c.title),
          'fr',
        )}.`,
      )
    : '';
  if (soon && UPCOMING.test(folded))
    return [
      soon,
      bullets(f, f.comingSoon),
      say(
        f.lang,
        `Live today, with demos on the ${link(f, 'Products page', '/products')}: ${listOf(
          f.products.map((p) => p.name),
          'en',
        )}.`,
        `Offerts dès maintenant, avec démo sur la ${link(f, 'page Produits', '/products')} : ${listOf(
          f.products.map((p) => p.name),
          'fr',
        )}.`,
      ),
      demoStep(f, ask.buying),
    ];
  return [
    say(
      f.lang,
      `You can try our assistants in live demos on the ${link(f, 'Products page', '/products')}:`,
      `Vous pouvez essayer nos assistants en démo sur la ${link(f, 'page Produits', '/products')} :`,
    ),
    bullets(
      f,
      f.products.map((p) => ({ title: p.name, description: p.description })),
    ),
    // A product the visitor names that is not live yet is described, not only listed.
    bullets(
      f,
      f.comingSoon.filter((c) => fold(ask.focus).includes(fold(c.title))),
    ),
    f.comingSoon.length
      ? say(
          f.lang,
          `Coming soon: ${listOf(
            f.comingSoon.map((c) => c.title),
            'en',
          )}.`,
          `Bientôt offerts : ${listOf(
            f.comingSoon.map((c) => c.title),
            'fr',
          )}.`,
        )
      : '',
    demoStep(f, ask.buying),
  ].filter(Boolean);
}

export function pricing(f: SiteFacts, namedAmount: boolean, detail = false, quote = false, free = false, asked = ''): string[] {
  const hardware = f.privacy.find((card) => card.icon === 'piggy-bank');
  return [
    say(f.lang, `We don't publish fixed prices. ${faq(f, 'wallet')}`, `Nous ne publions pas de prix fixes. ${faq(f, 'wallet')}`),
    // "Setup fees or hardware costs?": the home page says there are no upfront hardware or maintenance fees.
    HARDWARE.test(fold(asked)) && hardware ? `${hardware.title}${f.lang === 'fr' ? ' :' : ':'} ${hardware.description}` : '',
    free
      ? say(
          f.lang,
          `What is free: a 30-minute demo, where we map your busiest workflows and show you what to automate first.`,
          `Ce qui est gratuit : une démo de 30 minutes, où nous faisons le tour de vos processus les plus chargés et vous montrons quoi automatiser en premier.`,
        )
      : '',
    namedAmount ? say(f.lang, `So I can't confirm a specific amount here.`, `Je ne peux donc pas confirmer un montant précis ici.`) : '',
    detail || namedAmount
      ? teamStep(f, say(f.lang, 'whether that option or term applies to you', 'si cette option ou cette condition s’applique à vous'))
      : quote
        ? teamStep(f, say(f.lang, 'a quote for your business', 'une soumission pour votre entreprise'))
        : '',
    quoteStep(f),
  ].filter(Boolean);
}

/** How a price is got: a demo, where the team walks through the options. */
export function quoteStep(f: SiteFacts): string {
  return say(
    f.lang,
    `For a quote that fits your business, [Book a Demo](${localPath(f, '/contact')}) and our team will walk you through the options.`,
    `Pour une soumission adaptée à votre entreprise, [réservez une démo](${localPath(f, '/contact')}) et notre équipe vous présentera les options.`,
  );
}

const HARDWARE =
  /\b(hardware|servers?|equipment|devices?|upfront|up front|maintenance fees?|set-?up fees?|setup costs?|install\w* (fees?|costs?)|one-?time fees?|frais (d'?installation|de mise en place|initiaux|de demarrage)|materiel|equipement|serveurs?|appareils?)\b/;

/** The FAQ answers (timeline, expertise, integrations), each with its page and a next step. */
export function faqAnswer(f: SiteFacts, key: FaqKey, ask: Ask, extra?: string): string[] {
  const page = link(f, f.pageTitles.get('/contact') ?? 'Contact', '/contact');
  return [
    faq(f, key),
    extra ?? '',
    say(f.lang, `More in the FAQ on our ${page} page.`, `Plus de détails dans la FAQ de la page ${page}.`),
    demoStep(f, ask.buying),
  ].filter(Boolean);
}

export function security(f: SiteFacts, ask: Ask): string[] {
  const [assurance, zeroTrust, anonymization] = f.privacy;
  // "Encrypted at rest or only in transit?": the policy's own security statement says which.
  const atRest = /\b(at rest|in transit|au repos|en transit)\b/.test(fold(ask.focus))
    ? f.privacyPolicy.flatMap((section) => section.statements).find((statement) => /\b(at rest|au repos)\b/.test(statement))
    : undefined;
  return [
    faq(f, 'lock'),
    atRest ? say(f.lang, `Our privacy policy adds: ${atRest}`, `Notre politique de confidentialité précise : ${atRest}`) : '',
    bullets(f, [zeroTrust, anonymization, assurance].filter(Boolean)),
    say(
      f.lang,
      `More in our ${link(f, 'Privacy Policy', '/privacy-policy')}.`,
      `Plus de détails dans notre ${link(f, 'politique de confidentialité', '/privacy-policy')}.`,
    ),
    ask.buying ? demoStep(f, true) : teamStep(f, say(f.lang, 'how your own data would be handled', 'le traitement de vos propres données')),
  ].filter(Boolean);
}

/** The site names kinds of tools, not products: the team confirms a given tool. */
export function integrations(f: SiteFacts, ask: Ask): string[] {
  // "Does the booking sync with our calendar?": the scheduling feature that says so.
  const calendar = /\b(calendars?|agendas?|booking|bookings|reservations?|rendez-vous)\b/i.test(ask.focus)
    ? (() => {
        const features = [...f.solutions.values()].flatMap((s) => s.features.map((x) => ({ x, s })));
        // The booking feature that syncs a calendar, before a "content calendar".
        return (
          features.find(({ x }) => /calendar|agenda/i.test(x) && /sync|book|réserv|rendez-vous/i.test(x)) ??
          features.find(({ x }) => /calendar|agenda/i.test(x))
        );
      })()
    : undefined;
  // "On our existing website": the assistant that answers website chats is the integration asked for.
  const web = /\b(web ?sites?|site( web)?|web ?pages?|landing pages?|widget)\b/i.test(ask.focus)
    ? [...f.solutions.values()].flatMap((s) => s.features.map((x) => ({ x, s }))).find(({ x }) => /website|site web|clavardage/i.test(x))
    : undefined;
  const lines = faqAnswer(
    f,
    'plug',
    ask,
    (web &&
      say(
        f.lang,
        `On your website: ${lowerFirst(stripEnd(web.x))}, as part of ${link(f, web.s.title, '/solutions')}.`,
        `Sur votre site web : ${lowerFirst(stripEnd(web.x))}, dans le cadre de ${link(f, web.s.title, '/solutions')}.`,
      )) ||
      (calendar &&
        say(
          f.lang,
          `For bookings: ${lowerFirst(stripEnd(calendar.x))}, as part of ${link(f, calendar.s.title, '/solutions')}.`,
          `Pour les réservations : ${lowerFirst(stripEnd(calendar.x))}, dans le cadre de ${link(f, calendar.s.title, '/solutions')}.`,
        )) ||
      undefined,
  );
  lines.splice(
    lines.length - 1,
    0,
    teamStep(f, say(f.lang, 'that it works with your specific tools', 'la compatibilité avec vos outils précis')),
  );
  return lines;
}

export function support(f: SiteFacts, ask: Ask): string[] {
  const afterLaunch = faq(f, 'lightbulb')
    .split(/(?<=\.)\s/)
    .slice(1)
    .join(' ');
  // "What if the AI gives a customer a wrong answer?": it hands what it can't handle to a person.
  const handoff = WRONG_ANSWER.test(fold(ask.focus))
    ? say(
        f.lang,
        `And the assistant hands complex cases to your team, with the full context.`,
        `Et l’assistant transmet les cas complexes à votre équipe, avec tout le contexte.`,
      )
    : '';
  return faqAnswer(f, 'headphones', ask, [afterLaunch, handoff].filter(Boolean).join(' '));
}

const WRONG_ANSWER =
  /\b(wrong|mistakes?|errors?|incorrect|screws? up|messes? up|embarrass\w*|se trompe|erreurs?|mauvaises? reponses?|fausses? reponses?)\b/;

/** "Why should we pick you?", "how big is your team?": the About answer led by what the visitor asked. */
const WHY_US =
  /\b(why would (yours|it|this|you|u) be (any )?different|what makes (yours|it) different|why (should|would) (i|we) (choose|pick|go with|use|hire)|compar\w+|what makes (you|u|prairieflow) (different|better|special|unique)|pourquoi (vous )?choisir|pourquoi (devrions|devrais|choisirions))/i;
const TEAM_SIZE =
  /\b(how (big|large) is (your|the) team|team size|how many (people|employees|staff)|taille de (votre|l'?) ?equipe|combien d'?employes)\b/i;

export function about(f: SiteFacts, asked = ''): string[] {
  const why = WHY_US.test(asked);
  return [
    TEAM_SIZE.test(asked) ? f.careers.lead : '',
    why ? [f.faq.clock?.answer, f.faq.lightbulb?.answer, f.faq.headphones?.answer].filter(Boolean).join(' ') : '',
    f.about.founded ?? '',
    f.about.paragraphs[2] ?? '',
    scale(f),
    say(
      f.lang,
      `Our values: ${listOf(
        f.about.values.map((v) => v.title),
        'en',
      )}.`,
      `Nos valeurs : ${listOf(
        f.about.values.map((v) => v.title),
        'fr',
      )}.`,
    ),
    say(
      f.lang,
      `Read our story on the ${link(f, 'About page', '/about')}.`,
      `Lisez notre histoire sur la page ${link(f, 'À propos', '/about')}.`,
    ),
    why ? demoStep(f, true) : '',
    teamStep(f, say(f.lang, 'anything else about the company', 'tout autre détail sur l’entreprise')),
  ].filter(Boolean);
}

/**
 * The privacy policy's statements closest to the question (terms shared with the statement and
 * its section heading, rarer terms weighing more), said as they are written, with the policy's
 * page and the privacy contact.
 */
/** The policy's own words for what a visitor asks in theirs: "forget what I told you" is deletion. */
const PRIVACY_WORDS: [RegExp, string][] = [
  [/\b(forget|erase|wipe|remove|deleted|oubli\w*|effac\w*)\b/i, 'delete'],
  [/\b(hack\w*|breach\w*|pirat\w*|fuite)\b/i, 'breach notify atteinte aviserons commissariat'],
  [/\b(type|write|chat|clavard\w*)\b/i, 'chat messages'],
  [/\b(contact form|formulaire)\b/i, 'contact form'],
  // "Are you tracking me with cookies? Do Not Track is on": the analytics identifier and Global Privacy Control.
  [/\b(cookies?|do not track|dnt|tracking|track(ed)? me|traqu\w*|suivi)\b/i, 'analytics random visitor identifier global privacy control'],
  // "Which privacy laws do you follow?": the statement that names them.
  [/\b(laws?|legislation|regulations?|comply|compliant|compliance|lois?|conform\w*)\b/i, 'follow pipeda casl respectons lprpde lcap'],
  [/\b(how long|combien de temps|pendant combien)\b/i, 'how long we keep it'],
  [/\b(local ?storage|browser storage|stockage local|v_\w*|identifier|identifiant)\b/i, 'random visitor identifier browser'],
  [/\b(conversations?|robot|bot|chatbot|assistant)\b/i, 'chat messages clavardage'],
  // "A copy of everything you have on me": the rights section (see, correct or delete).
  [
    /\b(copy|export|download|see (all|everything|what)|access (to )?(my|the)|have (on|about) me|hold (on|about) me|copie|consulter|acces a mes)\b/i,
    'rights requests see',
  ],
  [
    /\b(how (long|fast|quickly|soon)|delai|combien de temps)\b.{0,30}\b(answer|respond|reply|request|repond\w*|demande)/i,
    'requests answer within days',
  ],
  [
    /\b(e-?mails?|newsletters?|courriels?|infolettres?)\b.{0,25}\b(anymore|stop|no longer|plus)\b|\b(stop|no longer|plus)\b.{0,25}\b(e-?mails?|newsletters?|courriels?|infolettres?)\b/i,
    'unsubscribe newsletter',
  ],
];

export const COOKIES = /\b(cookies?|temoins?|local storage|stockage local)\b/;
const TRACKING_OFF =
  /\bdesactiv\w* (vos |les |mes |le |la )?(statistiques|stats|suivi)\b|\btrack(ing)? (me|you|visitors|people|users|my)\b|\bcookies? (to|that|which) track\b|\b(me|nous) (suivre|suivez|pister|pistez)\b|\b(pas|plus) (etre )?(suivi|piste)\b|\b(don'?t|do not) want (to be |being )?track\w*|\b(turn off|turn it off|switch off|switch it off|opt out|opt-out|disable|stop|block|refuse)\b.{0,25}\b(track\w*|analytics|cookies?|visitor id)\b|\b(desactiver|refuser|bloquer|arreter)\b.{0,25}\b(suivi|pistage|statistiques|temoins)\b/i;

/** "What access control model do you use?", "who at PrairieFlow can see our files?": the zero-trust card answers it. */
const ACCESS_ASKED =
  /\baccess (control|model|management|rights|polic(y|ies)|levels?)\b|\b(role-based|rbac|least privilege|zero.?trust)\b|\bwho\b.{0,25}\b(can|could|would be able to|has access to|have access to) (see|access|view|read|look at)\b|\bcontrole d'?acces\b|\bqui\b.{0,25}\b(peut|pourrait|pourra|peuvent)\b.{0,5}\b(voir|acceder|consulter|lire)\b|\bqui (a|aura|ont) acces\b/;

export function privacy(f: SiteFacts, ask: Ask, max = 2): string[] {
  const hints = PRIVACY_WORDS.filter(([pattern]) => pattern.test(ask.focus)).map(([, words]) => words);
  const wanted = new Set(terms([ask.focus, ...hints].join(' ')));
  const all = f.privacyPolicy.flatMap((section) =>
    section.statements.map((statement) => ({ section, statement, words: new Set(terms(`${section.heading} ${statement}`)) })),
  );
  const spread = new Map<string, number>();
  for (const { words } of all) for (const w of words) spread.set(w, (spread.get(w) ?? 0) + 1);
  // A term in the statement's own label ("Analytics: …", "chat messages: …") or its section's heading counts whole.
  const label = (statement: string) => new Set(terms(/^[^:]{2,40}:/.exec(statement)?.[0] ?? ''));
  const scored = all
    .map((s, i) => {
      const named = new Set([...label(s.statement), ...terms(s.section.heading)]);
      const score = [...s.words].filter((w) => wanted.has(w)).reduce((sum, w) => sum + (named.has(w) ? 1 : 1 / (spread.get(w) ?? 1)), 0);
      return { ...s, i, score };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i);
  const picked = scored.slice(0, max).filter((s, n) => n === 0 || s.score >= scored[0].score * 0.5);
  const said = picked.map(
    ({ section, statement }) =>
      `${section.heading}${f.lang === 'fr' ? ' :' : ':'} ${lowerFirst(stripEnd(statement).replace(/\s*[;:]$/, ''))}.`,
  );
  const policy = link(f, say(f.lang, 'Privacy Policy', 'politique de confidentialité'), '/privacy-policy');
  return [
    said.length
      ? say(f.lang, `Here is what our ${policy} says:`, `Voici ce que précise notre ${policy} :`)
      : say(
          f.lang,
          `Our ${policy} explains what we collect, why, and for how long.`,
          `Notre ${policy} explique ce que nous recueillons, pourquoi et pendant combien de temps.`,
        ),
    said.map((x) => `- ${x}`).join('\n'),
    ACCESS_ASKED.test(fold(ask.focus)) && f.privacy[1] ? bullets(f, [f.privacy[1]]) : '',
    // "How do I turn off your tracking?": the Privacy choices link, in the policy's own words.
    TRACKING_OFF.test(fold(ask.focus)) && f.privacyChoices ? f.privacyChoices : '',
    // "Do you use cookies?": the visitor id, which the policy says is not a cookie.
    COOKIES.test(fold(ask.focus)) && f.visitorId ? f.visitorId : '',
    f.privacyEmail
      ? say(
          f.lang,
          `For a request about your own information, write to ${f.privacyEmail}; our team can also confirm anything else: [contact us](${localPath(f, '/contact')}).`,
          `Pour une demande sur vos propres renseignements, écrivez à ${f.privacyEmail} ; notre équipe peut aussi vous confirmer tout autre point : [écrivez-nous](${localPath(f, '/contact')}).`,
        )
      : teamStep(f, say(f.lang, 'anything else about your information', 'tout autre point sur vos renseignements')),
  ].filter(Boolean);
}

/** "Does it come with / include / support …": what a visitor asks a product of ours to have. */
const FEATURE_ASKED =
  /^\s*(?:(?:also|even|actually|really|aussi|meme)\s+)?(?:do|handle|manage|run|perform|process|verify|screen|track|send|collect|accept|translate)\s+(?:(?:a|an|the|any|its own|built-in|native)\s+)*([^?.!,;()]{3,60}?)(?=\s*(?:[?.!,;(]|$|\bfor\b|\bor\b))|\b(?:comes? with|include[sd]?|have|has|got|offer|offers|provide|provides|support|supports|integrate with|(?:it|that|this|they) (?:do|does|handle|handles|manage|manages|run|runs)|inclu(?:t|s|re)|comprend|offre|vient avec|a-t-il|a-t-elle|supporte)\s+(?:(?:a|an|the|any|its own|built-in|native|un|une|des|du|le|la|les|son|sa|ses)\s+)*([^?.!,;()]{3,60}?)(?=\s*(?:[?.!,;(]|$|\bfor\b|\bpour\b|\bor\b|\bou\b))/;
/** Words that name a kind of thing, not which one ("a kitchen display module"). */
const GENERIC = new Set([
  'module',
  'feature',
  'option',
  'tool',
  'system',
  'thing',
  'function',
  'capability',
  'built',
  'fonction',
  'outil',
  'systeme',
  'integr',
  'integration',
  'functionality',
  'fonctionnalite',
]);

/**
 * The thing a visitor asks one of our live products to have, when neither its own card nor the
 * page of the industry it serves mentions any of its words (most of them, for a longer name).
 */
function unlistedFeature(f: SiteFacts, product: SiteFacts['products'][number], focus: string): string | undefined {
  const after = fold(focus).split(fold(product.name))[1];
  // "does it do payroll too?": "too" is not part of the feature.
  const asked =
    after &&
    (FEATURE_ASKED.exec(after) ?? [])
      .slice(1)
      .find(Boolean)
      ?.replace(/\s+(too|also|as well|either|aussi|itself)$/, '')
      .trim();
  if (!asked) return undefined;
  const wanted = terms(asked).filter((t) => t.length >= 3 && !GENERIC.has(t));
  if (!wanted.length) return undefined;
  const pages = [...f.servicePages.values()].filter((p) => productFor(f, p.slug)?.includes(product.name));
  const known = terms(
    [
      product.name,
      product.description,
      ...product.features.flatMap((c) => [c.title, c.description]),
      ...pages.flatMap((p) => [p.summary, p.lead, ...[...p.features, ...p.extras].flatMap((c) => [c.title, c.description])]),
    ].join(' '),
  );
  const missing = wanted.filter((w) => !known.some((t) => near(w, t)));
  return missing.length * 2 > wanted.length ? asked : undefined;
}
