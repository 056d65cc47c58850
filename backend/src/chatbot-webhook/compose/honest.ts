import type { Topic } from '../understand/intent-examples';
import type { OpenJob } from '../knowledge/knowledge-base.service';
import type { SiteFacts } from '../knowledge/site-facts';
import { bullets } from './answers';
import { brief, industryBrief, industryOfFeature } from './brief';
import { fold, terms } from '../knowledge/text';
import { contactLine, DEMO_PATH, demoStep, link, listOf, localPath, say, stripEnd, teamStep } from './say';

/**
 * Answers for what the site does not say: a product it does not name, a certification it does
 * not claim, an industry it does not list, a question it does not answer. Each says so, gives
 * what the site does say, and offers who can answer; none guesses.
 */
/** "Yes. We integrate…" answers the FAQ's own question, not the visitor's. */
const withoutYes = (s: string) => s.replace(/^(Yes|Oui)[.,!]\s*/, '');

/** "How are you different from Podium?": a comparison, not an integration. */
const SOCIAL_POSTING = /\b(post\w*|publish\w*|publi\w*|social|reseaux)\b/i;
const COMPARISON =
  /\b(different from|differ from|same (thing |product )?as|similar to|equivalent to|comparable to|compared? (to|with)|vs\.?|versus|better than|instead of|par rapport a|comparativement)\b/i;

/** Records a CRM keeps: a product asked about them is a CRM integration question. */
const CRM_RECORDS =
  /\b(crms?|contacts?|deals?|pipelines?|leads?|records?|fiches? clients?|dossiers? clients?)\b.{0,40}\b(updat\w*|sync\w*|creat\w*|push\w*|log\w*|mis(es)? a jour|synchronis\w*)\b/;

/** The field a third-party product is asked about in, and the solution of ours in that field. */
const FIELDS: [Topic, RegExp][] = [
  ['reputation', /\b(reviews?|ratings?|reputation|avis|cotes?|e-?reputation)\b/],
  ['social', /\b(social|instagram|facebook|tiktok|posts?|posting|reseaux sociaux|publications?)\b/],
  ['appointments', /\b(bookings?|appointments?|scheduling|reservations?|rendez-vous|reservation|calendars?|agendas?)\b/],
  ['call-chat', /\b(calls?|phones?|chat\w*|answering|receptionist|appels?|clavardage|telephone)\b/],
];

/** "Would it plug into all three?": several tools at once. */
const SEVERAL_TOOLS =
  /\b(plug|integrat|connect|sync|hook|work)\w*( in| with)?( to| into)? (all|each|every one) (of )?(three|two|four|five|them|these|those)\b|\b(plug|integrat|connect|sync|hook)\w*( in| with)?( to| into)? both (of them|tools|systems|apps)\b/;
/** CRMs by name: an integration with one is what the site says of CRMs. */
const KNOWN_CRM = /\b(hubspot|salesforce|pipedrive|zoho|dynamics|keap|freshsales|monday|copper|insightly|follow up boss|kvcore)\b/;

export function namedProduct(f: SiteFacts, product: string, asked = '', industrySlug?: string): string[] {
  const folded = fold(asked);
  // "Contacts and deals updated after every chat": the CRM is the integration asked about, not the chat.
  const field = SOCIAL_POSTING.test(asked)
    ? 'social'
    : // ("Yardi, Follow Up Boss and RingCentral: would it plug into all three?": integrations in general.)
      CRM_RECORDS.test(folded) ||
        /\bcrms?\b/.test(folded) ||
        KNOWN_CRM.test(folded) ||
        KNOWN_CRM.test(fold(product)) ||
        SEVERAL_TOOLS.test(folded)
      ? undefined
      : FIELDS.find(([, words]) => words.test(folded))?.[0];
  // "Can your real estate bot pull listings from our MLS?", "OpenTable for reservations?": what we
  // offer the industry the question is about, with its features the question names.
  const slug = industrySlug ?? industryOfFeature(f, asked.split(product).join(' '));
  const related = field ? brief(f, field, { buying: false, focus: asked }) : undefined;
  const featureLine = slug ? (industryBrief(f, slug, asked) ?? '') : '';
  return [
    COMPARISON.test(asked)
      ? say(
          f.lang,
          `Our site doesn't compare us with ${product}, so I won't guess how we differ.`,
          `Notre site ne nous compare pas à ${product}, alors je ne m’avancerai pas sur les différences.`,
        )
      : say(
          f.lang,
          `Our site doesn't mention ${product} by name, so I can't confirm that integration myself.`,
          `Notre site ne mentionne pas ${product} précisément, alors je ne peux pas confirmer cette intégration moi-même.`,
        ),
    // A product in a field we work in (posting, reviews, bookings, calls): what the site says is that solution.
    related
      ? say(f.lang, `What it does say: ${related}`, `Ce qu’il précise : ${related}`)
      : say(
          f.lang,
          `What it does say: ${withoutYes(f.faq.plug?.answer ?? '')}`,
          `Ce qu’il précise : ${withoutYes(f.faq.plug?.answer ?? '')}`,
        ),
    featureLine,
    teamStep(f, say(f.lang, `whether ${product} fits your setup`, `si ${product} convient à vos outils`)),
  ].filter(Boolean);
}

/** The privacy policy's first words on selling data ("We do not sell personal information."). */
const noSale = (f: SiteFacts) =>
  f.privacyPolicy
    .flatMap((section) => section.statements)
    .find((statement) => /do not sell|ne vendons pas/i.test(statement))
    ?.split(/(?<=\.)\s/)[0] ?? '';

/** "What privacy law do you follow?", "do you comply with PIPEDA?": the law the privacy policy names. */
const PRIVACY_LAW =
  /\b(privacy (law|laws|legislation|act)|laws? (do )?you (follow|comply with|abide by)|pipeda|lprpde|loi sur la protection des renseignements|quelles? lois?)\b/;

export function certification(f: SiteFacts, certificationName: string, asked = ''): string[] {
  const name = f.lang === 'fr' && certificationName === 'Law 25' ? 'Loi 25' : certificationName;
  const zeroTrust = f.privacy[1];
  // "Stored outside Canada?": the privacy policy says some providers may store information there.
  const abroad =
    name === 'residency'
      ? f.privacyPolicy.flatMap((section) => section.statements).find((statement) => /outside Canada|extérieur du Canada/i.test(statement))
      : undefined;
  const first = abroad
    ? say(
        f.lang,
        `Our ${link(f, 'Privacy Policy', '/privacy-policy')} says: ${abroad}`,
        `Notre ${link(f, 'politique de confidentialité', '/privacy-policy')} précise : ${abroad}`,
      )
    : name === 'residency'
      ? say(
          f.lang,
          `Our site doesn't say which country the data is hosted in, so I won't guess.`,
          `Notre site ne précise pas dans quel pays les données sont hébergées, alors je ne m’avancerai pas.`,
        )
      : name === 'training'
        ? say(
            f.lang,
            `Our site doesn't say whether client data is used to train AI models, so I won't guess. Our ${link(f, 'Privacy Policy', '/privacy-policy')} says: ${noSale(f)}`,
            `Notre site ne précise pas si les données des clients servent à entraîner des modèles d’IA, alors je ne m’avancerai pas. Notre ${link(f, 'politique de confidentialité', '/privacy-policy')} précise : ${noSale(f)}`,
          )
        : name === 'insurance'
          ? say(
              f.lang,
              `Our site doesn't say what insurance we carry, so I can't confirm it.`,
              `Notre site ne précise pas quelles assurances nous détenons, alors je ne peux pas le confirmer.`,
            )
          : name === 'vendor'
            ? say(
                f.lang,
                `Our site doesn't say we're an approved vendor or partner of any organisation, so I can't claim it.`,
                `Notre site ne dit pas que nous sommes un fournisseur approuvé ou un partenaire d’un organisme, alors je ne peux pas l’affirmer.`,
              )
            : name === 'certification'
              ? say(
                  f.lang,
                  `Our site doesn't list any formal certification or audit, so I can't claim one.`,
                  `Notre site ne mentionne aucune certification ni aucun audit officiel, alors je ne peux pas en affirmer.`,
                )
              : say(
                  f.lang,
                  `Our site doesn't claim ${name} certification or compliance, so I can't confirm it.`,
                  `Notre site n’affirme pas de certification ou de conformité ${name}, alors je ne peux pas la confirmer.`,
                );
  // A privacy law we are not said to follow (Law 25, GDPR): the laws the policy does name.
  // ("What privacy law do you follow, and any security certifications?": that law too.)
  const law =
    /^(law 25|loi 25|gdpr|rgpd|ccpa)$/i.test(certificationName) || PRIVACY_LAW.test(fold(asked))
      ? f.privacyPolicy.flatMap((section) => section.statements).find((statement) => /\b(PIPEDA|LPRPDE)\b/.test(statement))
      : undefined;
  return [
    first,
    law
      ? say(
          f.lang,
          `What our ${link(f, 'Privacy Policy', '/privacy-policy')} does say: ${law}`,
          `Ce que précise notre ${link(f, 'politique de confidentialité', '/privacy-policy')} : ${law}`,
        )
      : '',
    say(f.lang, `What it does say: ${f.faq.lock?.answer ?? ''}`, `Ce qu’il précise : ${f.faq.lock?.answer ?? ''}`),
    zeroTrust ? bullets(f, [zeroTrust]) : '',
    teamStep(f, say(f.lang, 'the details of your compliance requirements', 'les détails de vos exigences de conformité')),
  ].filter(Boolean);
}

export function notServed(f: SiteFacts, business: string | undefined, buying: boolean, need?: string, asked = ''): string[] {
  const industries = f.industries.map((i) => link(f, i.title, `/services/${i.slug}`));
  const solutions = [...f.solutions.values()].map((s) => s.title);
  return [
    business
      ? say(
          f.lang,
          `We don't list ${business} among the industries we serve.`,
          `Le secteur «\u00a0${business}\u00a0» ne fait pas partie de ceux que nous servons.`,
        )
      : say(f.lang, `That industry isn't one we list.`, `Ce secteur ne fait pas partie de ceux que nous servons.`),
    say(
      f.lang,
      `Our industry solutions are for ${listOf(industries, 'en')} (see ${link(f, 'our services', '/services')}).`,
      `Nos solutions sectorielles visent : ${listOf(industries, 'fr')} (voyez ${link(f, 'nos services', '/services')}).`,
    ),
    say(
      f.lang,
      `Our ${link(f, 'cross-industry solutions', '/solutions')} (${listOf(solutions, 'en')}) often fit other businesses too.`,
      `Nos ${link(f, 'solutions transversales', '/solutions')} (${listOf(solutions, 'fr')}) conviennent souvent à d’autres entreprises.`,
    ),
    // "Customers message us at all hours, which service covers that?": the one for what they describe.
    need ? say(f.lang, `For what you describe: ${need}`, `Pour ce que vous décrivez : ${need}`) : '',
    // "Can your assistant check our inventory?": only something still to come does that.
    ...soonOnly(f, asked),
    say(
      f.lang,
      `Our team can tell you whether they fit yours: [Book a Demo](${localPath(f, DEMO_PATH)}).`,
      `Notre équipe peut vous dire si elles conviennent à la vôtre : [réservez une démo](${localPath(f, DEMO_PATH)}).`,
    ),
    buying ? '' : '',
  ].filter(Boolean);
}

/**
 * A question about something the site never mentions ("can your bot speak Punjabi?"): said
 * plainly, with what the site does say on the nearest topic, and the team to confirm.
 */
export function beyondSite(f: SiteFacts, related: string[]): string[] {
  return [
    say(
      f.lang,
      `Our site doesn't say whether we offer that, so I can't confirm it myself.`,
      `Notre site ne précise pas si nous offrons cela, alors je ne peux pas le confirmer moi-même.`,
    ),
    ...related,
    teamStep(f, say(f.lang, 'whether it fits what you need', 'si cela répond à vos besoins')),
  ];
}

/**
 * What a visitor asks for that nothing we sell today does but a product coming soon will
 * ("check our inventory"): that product, said to be not yet available.
 */
function soonOnly(f: SiteFacts, asked: string): string[] {
  const sold = offered(f);
  const wanted = terms(asked).filter((w) => w.length >= 5 && !sold.has(w));
  const soon = f.comingSoon.filter((c) => terms(`${c.title} ${c.description}`).some((w) => wanted.includes(w)));
  return soon.length
    ? [
        say(
          f.lang,
          `Nothing we offer today does that; coming soon on our ${link(f, 'Products page', '/products')}:`,
          `Rien de ce que nous offrons aujourd’hui ne fait cela ; bientôt offert, selon notre ${link(f, 'page Produits', '/products')} :`,
        ),
        bullets(f, soon),
      ]
    : [];
}

/** The words of what we sell today: solutions, live assistants, industry features and added services (not what is coming soon). */
const offeredWords = new WeakMap<SiteFacts, Set<string>>();
function offered(f: SiteFacts): Set<string> {
  let words = offeredWords.get(f);
  if (!words) {
    const cards = [
      ...[...f.solutions.values()].flatMap((s) => [s.title, s.description, ...s.features]),
      ...f.products.flatMap((p) => [p.name, p.description, ...p.features.flatMap((c) => [c.title, c.description])]),
      ...[...f.servicePages.values()].flatMap((p) => [p.name, ...p.features.flatMap((c) => [c.title, c.description])]),
      ...f.additionalServices.flatMap((c) => [c.title, c.description]),
    ];
    words = new Set(terms(cards.join(' ')));
    offeredWords.set(f, words);
  }
  return words;
}

/** Whether a kind of product asked for ("inventory", "mobile") is something we sell: one of its words is in what we offer. */
export function offersKind(f: SiteFacts, kind: string[]): boolean {
  const words = offered(f);
  return terms(kind.join(' ')).some((w) => words.has(w));
}

/**
 * "Do you have an inventory management product?": a kind of product we do not sell. Said plainly,
 * with what is coming soon of that kind, the assistants we have, and the team for a custom build.
 */
export function notOffered(f: SiteFacts, kind: string[], ours: string[]): string[] {
  const asked = new Set(terms(kind.join(' ')));
  const soon = f.comingSoon.filter((c) => terms(`${c.title} ${c.description}`).some((w) => asked.has(w)));
  return [
    say(
      f.lang,
      `We don't offer a product like that today, and I'd rather not promise one.`,
      `Nous n’offrons pas ce genre de produit pour l’instant, et je préfère ne rien promettre.`,
    ),
    soon.length ? say(f.lang, `Coming soon on our products page:`, `Bientôt offert, selon notre page Produits :`) : '',
    soon.length ? bullets(f, soon) : '',
    ...ours,
    teamStep(f, say(f.lang, 'whether we can build what you need', 'si nous pouvons concevoir ce qu’il vous faut')),
  ].filter(Boolean);
}

export function unsure(f: SiteFacts): string[] {
  return [
    say(f.lang, `I'm not sure about that, and I'd rather not guess.`, `Je ne suis pas certain de la réponse et je préfère ne pas deviner.`),
    say(f.lang, `Our team can answer it. ${contactLine(f)}`, `Notre équipe peut vous répondre. ${contactLine(f)}`),
  ];
}

export function contact(f: SiteFacts, wantsSocial: boolean): string[] {
  return [
    contactLine(f),
    f.address ? say(f.lang, `Our office: ${f.address}.`, `Notre bureau : ${f.address}.`) : '',
    f.contactText
      .split(/(?<=\.)\s/)
      .slice(1)
      .join(' '),
    wantsSocial && f.social.length
      ? say(
          f.lang,
          `Our ${listOf(f.social, 'en')} profiles are linked at the bottom of every page.`,
          `Nos profils ${listOf(f.social, 'fr')} sont en lien au bas de chaque page.`,
        )
      : '',
  ].filter(Boolean);
}

/** Words of a job title that name it ("the designer job", "le poste d'ingénieur"); short and generic ones do not. */
const titleWords = (title: string) =>
  fold(title)
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4 && !['and', 'ou', 'des', 'une', 'pour'].includes(w));
/** The same word, or its plural or feminine ("designers", "ingenieure"); not a neighbour ("manage" is no "manager"). */
const sameWord = (a: string, b: string) => [a, `${a}s`, `${a}e`, `${a}es`].includes(b) || [b, `${b}s`, `${b}e`, `${b}es`].includes(a);

/** The open listing the visitor names, if one is named more than any other. */
export function namedJob(jobs: OpenJob[], asked: string): OpenJob | undefined {
  const words = fold(asked).split(/[^a-z]+/);
  const scored = jobs
    .map((job) => ({ job, n: [job.title, ...job.aliases].flatMap(titleWords).filter((t) => words.some((w) => sameWord(w, t))).length }))
    .sort((a, b) => b.n - a.n);
  return scored[0]?.n && scored[0].n > (scored[1]?.n ?? 0) ? scored[0].job : undefined;
}

/** The lines of one section of a listing ("What you bring:" / "Ce que vous apportez :"). */
function section(description: string, heading: RegExp): string[] {
  const parts = description.split(/\n\s*\n/);
  const at = parts.findIndex((p) => heading.test(fold(p.split('\n')[0])));
  return at < 0
    ? []
    : parts[at]
        .split('\n')
        .slice(1)
        .map((l) => l.replace(/^[-*]\s*/, '').trim())
        .filter(Boolean);
}

const ASKS_REQUIREMENTS =
  /\b(stack|tech\w*|languages?|skills?|requirements?|require\w*|qualifications?|qualified|experience|background|bring|looking for|need to know|portfolio|competences?|exigences?|langages?|apporter|chercher?z?)\b/;
const ASKS_DUTIES =
  /\b(what (would|will|do) (i|you|they|the \w+) (do|be doing)|duties|responsibilit\w*|day[- ]to[- ]day|tasks?|taches?|ferai|fera|ferez|mandat)\b/;

const SALARY = /\b(salary|salaries|pay|paid|compensation|wages?|hourly rate|remuneration|salaire|paye|payee|combien (ca|c'?est) paye)\b/;

/** "The contract one", "le stage": the one open listing of the type named. */
function jobOfType(jobs: OpenJob[], asked: string): OpenJob | undefined {
  const folded = fold(asked);
  const kinds: RegExp[] = [/\b(contract|contrat)\b/, /\b(intern|internship|stage|stagiaire)\b/, /\b(part[- ]time|temps partiel)\b/];
  for (const kind of kinds) {
    if (!kind.test(folded)) continue;
    const found = jobs.filter((j) => kind.test(fold(`${j.type} ${j.title}`)));
    if (found.length === 1) return found[0];
  }
  return undefined;
}

const SPONSOR = /\b(visas?|sponsor\w*|work permits?|permis de travail|parrain\w*|immigration|relocat\w*|demenag\w*)\b/;

export function careers(f: SiteFacts, jobs: OpenJob[], asked = ''): string[] {
  const apply =
    say(
      f.lang,
      `See the listings and how to apply on our ${link(f, 'Careers page', '/careers')}`,
      `Consultez les offres et la façon de postuler sur notre ${link(f, 'page Carrières', '/careers')}`,
    ) + (f.careersEmail ? say(f.lang, `, or send your resume to ${f.careersEmail}.`, `, ou envoyez votre CV à ${f.careersEmail}.`) : '.');
  // Pay is not in the listings: the team answers it, whichever role.
  const pay = SALARY.test(fold(asked))
    ? teamStep(f, say(f.lang, 'the pay range', 'la rémunération'))
    : // The listings say nothing of visas or work permits: the team answers.
      SPONSOR.test(fold(asked))
      ? teamStep(f, say(f.lang, 'work-permit sponsorship', 'le parrainage d’un permis de travail'))
      : '';
  // What the site does say about pay: the benefits card ("competitive pay and benefits").
  const payPerk = SALARY.test(fold(asked))
    ? bullets(
        f,
        f.careers.perks.filter((p) => p.icon === 'award'),
      )
    : '';
  // "Is the conversation designer job permanent or a contract?": that listing's own details;
  // "the contract one": the only listing of that type.
  const job = namedJob(jobs, asked) ?? jobOfType(jobs, asked);
  if (job) {
    const folded = fold(asked);
    const bring = section(job.description, /^(what you bring|ce que vous apportez)/);
    const duties = section(job.description, /^(what you will do|ce que vous ferez)/);
    const wantsDuties = ASKS_DUTIES.test(folded) && !ASKS_REQUIREMENTS.test(folded);
    return [
      say(f.lang, `${job.title}: ${job.type}, ${job.location}.`, `${job.title} : ${job.type}, ${job.location}.`),
      stripEnd(job.description.split(/\n/)[0]) + '.',
      wantsDuties
        ? say(f.lang, `What you will do:`, `Ce que vous ferez :`) + '\n' + duties.map((d) => `- ${d}`).join('\n')
        : say(f.lang, `What you bring:`, `Ce que vous apportez :`) + '\n' + bring.map((b) => `- ${b}`).join('\n'),
      apply,
      payPerk,
      pay,
    ].filter((line) => line && !/:\s*$/.test(line));
  }
  // Remote-first and benefits, picked by icon so both languages pick the same cards.
  const perks = f.careers.perks.filter((p) => p.icon === 'globe' || p.icon === 'award');
  const titles = jobs.map((j) => j.title);
  return [
    f.careers.lead,
    titles.length
      ? say(f.lang, `Open roles right now: ${listOf(titles, 'en')}.`, `Postes ouverts en ce moment : ${listOf(titles, 'fr')}.`)
      : '',
    bullets(f, perks),
    apply,
    pay,
  ].filter(Boolean);
}

const REAL_CLIENT =
  /\b(real|actual|named|true|genuine|vrai|vraie|reel|reelle|veritable)\b.{0,30}\b(client|clients|salon|business|customer|story|company|entreprise|numbers|chiffres)\b|\b(is|was) (it|that|this|the \w+) (a )?real\b|\bc'?est-tu (un )?vrai\b|\bmade up\b|\binvent\w*\b/;

export function blog(f: SiteFacts, article?: { title: string; path: string; note?: string }, asked = ''): string[] {
  // "Who writes your blog posts?": the byline every article carries.
  const author =
    f.byline &&
    /\b(who (writes|wrote|is writing|is behind)|authors?|written by|auteurs?|qui ecrit|qui a ecrit|ecrit par|redige\w* par)\b/.test(
      fold(asked),
    )
      ? say(
          f.lang,
          `Each article is signed by our ${f.byline.toLowerCase()}.`,
          `Chaque article est signé par notre ${f.byline.toLowerCase()}.`,
        )
      : '';
  return [
    author,
    say(
      f.lang,
      `Our articles on AI automation are on the ${link(f, 'blog', '/blog')} and in the ${link(f, 'content hub', '/content')}.`,
      `Nos articles sur l’automatisation par l’IA sont sur le ${link(f, 'blogue', '/blog')} et dans le ${link(f, 'centre de contenu', '/content')}.`,
    ),
    article
      ? say(
          f.lang,
          `You might start with ${link(f, article.title, article.path)}.`,
          `Vous pourriez commencer par ${link(f, article.title, article.path)}.`,
        )
      : '',
    // "Is it a real salon?", "a case study from an actual named client?": what the post says it is.
    article?.note && REAL_CLIENT.test(fold(asked))
      ? say(f.lang, `As the article itself says: ${article.note}`, `Comme le précise l’article : ${article.note}`)
      : '',
  ].filter(Boolean);
}

const DEMO_DETAIL =
  /\b(late|nights?|after \d{1,2}( ?(pm|am|p\.m\.|o'?clock))?|before \d{1,2}( ?(am|pm|a\.m\.))?|\d{1,2} ?(pm|am|p\.m\.|a\.m\.)|apres \d{1,2} ?h|avant \d{1,2} ?h|tard|saturday|sunday|weekends?|evenings?|in person|in-person|online|virtual\w*|zoom|teams|video|on site|onsite|samedi|dimanche|fin de semaine|le soir|en personne|en ligne|virtuel\w*|visio\w*|sur place|french|english|francais|anglais)\b/;
/** "Can you send me more info?": the team sends it to the address the visitor types here. */
const INFO_REQUEST = /\b(send|e-?mail|mail|envoy\w*)\b.{0,25}\b(info\w*|details|brochures?|material|documentation)\b/i;

export function demo(f: SiteFacts, asked = ''): string[] {
  return [
    say(f.lang, `Happy to set that up. ${f.demoOffer}`, `Avec plaisir. ${f.demoOffer}`),
    INFO_REQUEST.test(asked)
      ? say(
          f.lang,
          `Or type your e-mail address here and our team will send you the details.`,
          `Ou écrivez votre adresse courriel ici et notre équipe vous enverra les détails.`,
        )
      : '',
    say(
      f.lang,
      `[Book a Demo](${localPath(f, DEMO_PATH)}) on our contact page and pick a time that suits you.`,
      `[Réservez une démo](${localPath(f, DEMO_PATH)}) sur notre page Contact et choisissez le moment qui vous convient.`,
    ),
    // "On a Saturday?", "in person?": the site does not say; the team arranges it.
    DEMO_DETAIL.test(fold(asked))
      ? teamStep(f, say(f.lang, 'the day, time and format that suit you', 'le jour, l’heure et la formule qui vous conviennent'))
      : '',
  ].filter(Boolean);
}

export { demoStep };
