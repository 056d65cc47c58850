import type { OpenJob } from '../knowledge/knowledge-base.service';
import type { SiteFacts } from '../knowledge/site-facts';
import { fold, terms } from '../knowledge/text';
import type { Topic } from '../understand/intent-examples';
import { findUnserved } from '../understand/entities';
import { OUTRANKED_BY_INDUSTRY, type Understanding } from '../understand/understand';
import {
  productFor,
  PRODUCT_FOR,
  productStatus,
  results,
  ownProductsNamed,
  about,
  type Ask,
  faqAnswer,
  industry,
  integrations,
  overview,
  pricing,
  privacy,
  products,
  security,
  solution,
  support,
} from './answers';
import { brief, industryBrief } from './brief';
import { demoStep, link, listOf, localPath, say, stripEnd, teamStep } from './say';
import {
  beyondSite,
  blog,
  careers,
  namedJob,
  certification,
  contact,
  demo,
  namedProduct,
  notOffered,
  notServed,
  offersKind,
  unsure,
} from './honest';

/** What a conversation remembers between turns (chat_memory.state): no message text. */
export interface ConversationState {
  topic?: Topic;
  industry?: string;
  lang?: 'en' | 'fr';
  /** The last turn asked about an assistant ("is there one for healthcare?" then still does). */
  product?: boolean;
  /** The product of ours the conversation is about ("tell me about the HR Assistant", then "can I try it?"). */
  ownProduct?: string;
  /** Every cross-industry solution the visitor named, when two or more ("reviews and social media", then "the second one"). */
  fields?: Topic[];
  /** Every business the visitor named, in order ("a clinic and a salon", then "for the second one?"). */
  industries?: string[];
  /** The pages the last answer linked (not the contact page): what "and for how long?" asks more of. */
  pages?: string[];
  /** A tool of theirs they named ("we use Jane App"), what "would it work with that?" means. */
  tool?: string;
  /** A certification they asked about ("SOC 2?"), what "just say yes or no" insists on. */
  certification?: string;
}

export interface Composed {
  lines: string[];
  topic?: Topic;
  industry?: string;
  /** The answer was about an assistant. */
  product?: boolean;
  /** True when nothing on the site answers: the caller may try retrieval before saying so. */
  unanswered?: boolean;
}

/** Words that make a listing's title a job ("the designer gig"), not a topic ("conversation design"). */
const JOB_WORDS =
  /\b(jobs?|roles?|positions?|gigs?|job openings?|job (postings?|listings?)|postes?|emplois?|offres? d'?emploi|stages?|internships?)\b/;

/** "Are you actually Canadian, or a US company?" */
const CANADIAN =
  /\b(canadian|canadien\w*|in canada|au canada|us company|american company|compagnie americaine|based (in|out of)|situe\w*|where are you based)\b/;
/** "Can I see it in action?", "est-ce que je peux l'essayer ?" */
const SEE_IT =
  /\b(see (it|one|that) (in action|working|live)|(see|try|watch|load|play with) the [\w ]{2,20} demo|demo live|live demo|try (it|one|that)|test (it|one)|click around|poke around|play around|le voir en action|voir (ca|ca marcher) |l'?essayer|le tester|the demo of (it|that))\b/;
/** Topics a short follow-up stays on ("and for how long?" after what we keep). */
const STAYS: Topic[] = ['privacy', 'security', 'support', 'careers'];
/** "For us", "pour nous": a question about the visitor's own business. */
/** "A cleaning-company version of …", "adapted for my gym": one of our assistants, for another business. */
const VERSION_FOR = /\b(versions?|editions?|flavou?rs?|variants?|adapt\w*|customi[sz]\w*|tailor\w*|works? for|adapte\w*)\b/;
/** "What industries do you serve?", "quels secteurs desservez-vous ?": the list, even with one of them named. */
const INDUSTRIES_ASKED =
  /\b(what|which) (industries|sectors|kinds? of (business|businesses|companies)|types? of (business|businesses|companies)) (do )?(you|u) (serve|work with|cover|support|help)\b|\bquels? (secteurs|industries|types d'?entreprises?) (vous )?(servez|desservez|couvrez|aidez)\b/;
/** A size told: "2000 employés", "a big employer", "15 locations". */
const SIZE_STATED =
  /\b\d[\d ,.]*[ -]?(employees?|employes|staff|people|personnes|locations?|succursales?|sites?|agents?|seats?|users?|utilisateurs|stores?|magasins?|clinics?|cliniques?|branches?)\b|\b(gros|grosse|big|large|huge|enterprise|multinational\w*)\b/;
const OWN_REF = /\b(us|our|we|my|me|nous|notre|nos|mon|ma|mes|on)\b/;
/** "The second one", "pour le deuxième": a business named earlier, by its place. */
const ORDINAL = /\b(first|1st|second|2nd|premier|premiere|deuxieme|second|seconde)( one| business| place|\b)/;
/** "What if …", "et si …": the same question under another condition. */
const WHAT_IF = /^(what if|and if|and what if|so what if|et si|pis si|et puis si|but what if|what happens if)\b/;
/** What a job seeker asks of a listing ("is the conversation designer thing full time?"). */
const JOB_TERMS =
  /\b(full[- ]time|part[- ]time|permanent|remote|hybrid|on-?site|salary|salaire|temps (plein|partiel)|a distance|hybride|en presentiel|contractuel)\b/;
/** Both of the site's overview pages named in one question, to be told apart. */
const PAGES_COMPARED =
  /^(?=.*\bsolutions?\b)(?=.*\bservices?\b)(?=.*\b(difference|differ\w*|distinction|versus|vs|confus\w*|same thing|meme chose|pareil|mele\w*|comprends? pas)\b)/;
/** "Your complementary services", "add-ons": the services page's additional services. */
const ADDITIONAL =
  /\b(complementary|complementaires?|additional services|add-?on services|add-?ons|services additionnels|autres services)\b/;

/** A question about the contract itself (signing one, its length, getting out of it). */
const CONTRACT = /\b(contracts?|agreements?|sign (a|an|anything)|contrats?|ententes?|signer)\b/;

/** A follow-up about the product itself (trying it, when it is out), not about what it does. */
const PRODUCT_FOLLOW =
  /\b(try|test|demo|available|launch\w*|release\w*|out yet|be out|live|when|buy|purchase|order|essayer|tester|disponible|lance\w*|offert|quand|acheter)\b/;

/** Topics answered the same way whatever industry the visitor is in. */
export const GENERAL: Topic[] = [
  'pricing',
  'timeline',
  'expertise',
  'security',
  'privacy',
  'integrations',
  'support',
  'about',
  'contact',
  'blog',
  'demo',
  'products',
  'careers',
];
/** General topics whose answer a follow-up naming another industry asks again. */
/** The cross-industry solutions: what a business we do not list may still need. */
const SOLUTION_NEEDS: Topic[] = ['call-chat', 'reputation', 'social', 'appointments'];
const INDUSTRY_NEUTRAL: Topic[] = ['pricing', 'timeline', 'expertise', 'security', 'privacy', 'integrations', 'support'];
/** Cross-industry solutions: the solutions page block and the service page that details it. */
const SOLUTIONS: Partial<Record<Topic, [block: string | undefined, page: string | undefined]>> = {
  'call-chat': ['call-chat', undefined],
  reputation: ['reputation', 'AIReputation'],
  social: ['social-media', 'SocialMedia'],
  appointments: ['appointments', undefined],
  assistant: [undefined, 'AIAssistant'],
};
const INDUSTRY_SLUGS = new Set([
  'Healthcare',
  'FinancialServices',
  'HRWorkforce',
  'Restaurants',
  'Salons',
  'RealEstate',
  'Clinics',
  'SalesMarketing',
]);

export interface PlanContext {
  facts: SiteFacts;
  text: string;
  memory?: ConversationState;
  jobs: OpenJob[];
  article?: { title: string; path: string; note?: string };
}

/**
 * Chooses the answer: honesty first (certifications, products the site does not name), then a
 * general topic, then the visitor's industry (with the feature that matches their question
 * first), then a cross-industry solution. A follow-up ("and for restaurants?", "tell me more")
 * borrows the topic or industry it leaves out from the previous turn.
 */
export function plan(u: Understanding, ctx: PlanContext): Composed {
  const composed = answer(u, ctx);
  // "Et si on a trois succursales, c'est pareil ?": the usual answer, and the team for their case.
  if (WHAT_IF.test(fold(ctx.text)) && ctx.memory?.topic && composed.topic === ctx.memory.topic && !composed.unanswered) {
    const f = ctx.facts;
    const lines = [...composed.lines];
    if (!lines.some((line) => /\[(contact us|écrivez-nous)\]/.test(line)))
      lines.splice(
        Math.max(lines.length - 1, 1),
        0,
        teamStep(f, say(f.lang, 'how it applies to your case', 'ce qui s’applique à votre cas')),
      );
    return { ...composed, lines };
  }
  // "A dental-specific assistant product?": none of ours is live for that business; the team says what fits.
  if (
    composed.topic === 'products' &&
    u.industry &&
    !ctx.facts.products.some((p) => productFor(ctx.facts, u.industry!)?.includes(p.name)) &&
    !composed.lines.some((line) => /\[(contact us|écrivez-nous)\]/.test(line))
  )
    composed.lines.splice(
      Math.max(composed.lines.length - 1, 0),
      0,
      teamStep(
        ctx.facts,
        say(ctx.facts.lang, 'what we can build for your business', 'ce que nous pouvons concevoir pour votre entreprise'),
      ),
    );
  if (!u.sizeFit || composed.lines[0]?.startsWith(NOT_LISTED[ctx.facts.lang])) return composed;
  // "Is this for me or for big companies?": who we build for first, then the answer; with nothing
  // else to say, the team tells them in a demo whether it fits.
  const f = ctx.facts;
  const forSmallBusinesses = say(
    f.lang,
    `We build AI automation for small and mid-size businesses, so a business like yours is who we have in mind.`,
    `Nous concevons l’automatisation par l’IA pour les PME : une entreprise comme la vôtre est exactement celle que nous avons en tête.`,
  );
  const aboutUs = say(
    f.lang,
    `More about us on our ${link(f, 'About page', '/about')}.`,
    `Qui nous sommes : ${link(f, 'À propos', '/about')}.`,
  );
  const lines = composed.lines.join('\n').includes('/about)')
    ? composed.lines
    : [...composed.lines.slice(0, -1), aboutUs, ...composed.lines.slice(-1)];
  // "Is AI even worth it for a business like mine?": what clients typically get, by industry.
  if (WORTH_IT.test(fold(ctx.text)) && (composed.topic === 'overview' || composed.topic === 'industry') && !composed.industry)
    return { ...composed, lines: [forSmallBusinesses, ...results(f, { buying: u.buying, focus: ctx.text }), aboutUs] };
  if (!composed.unanswered) return { ...composed, lines: [forSmallBusinesses, ...lines] };
  return {
    topic: 'overview',
    industry: composed.industry,
    lines: [
      forSmallBusinesses,
      say(
        f.lang,
        `Whether it fits yours depends on where your time goes; our team can tell you in a free demo: [Book a Demo](${localPath(f, '/contact')}).`,
        `Que ça convienne à la vôtre dépend de là où passe votre temps ; notre équipe peut vous le dire lors d’une démo gratuite : [réservez une démo](${localPath(f, '/contact')}).`,
      ),
    ],
  };
}

/** "What do you sell, in one sentence?", "vous offrez quoi comme services ?": the whole offer asked. */
const WHAT_WE_SELL =
  /\b(what (exactly |actually )?(do|does) (you|u|prairieflow|your company) (guys )?(actually |really )?(sell|offer|do)(?! (to|for|about|with|if|when|in|on|differently))|what (services|kind of services|do you offer)|(vous )?offrez quoi|vous (faites|vendez|offrez) quoi|quels (services|sont vos services)|c'?est quoi (vos services|que vous (faites|vendez|offrez)))\b/;
/** "A real company or a template site?": doubt that we exist. */
const LEGIT = /\b(real company|legit\w*|scam|template|fake|fly-by-night|vraie (entreprise|compagnie)|arnaque)\b/;
/** "Do you have a blog?" then "any of those about real estate?": still the articles. */
export const BLOG_FOLLOW =
  /\b(any of (those|them|these)|those|ones? (about|on|for)|articles?|posts?|parmi (eux|ceux-la|ceux-ci)|un (sur|a propos)|en avez-vous)\b/;
/** Whether it fits their case, which only the team can say: a niche, an unsure need, one setup for two businesses. */
export const NICHE =
  /\b(niche|unusual|specialized|specialised|one of a kind|particulier|specialise|pointu|atypique|(je )?sais pas (trop )?si (j'?ai|on a) besoin|not sure (if|whether) (i|we) need|(one|a single|the same) (setup|set-up|account|subscription|plan|system) (cover|for|handle|work for|serve) (both|two|multiple|several|all)|cover both|un seul (compte|abonnement|systeme) pour (les )?deux)\b/;
/** "A free trial?", "c'est gratuit ?": what is free (the demo) is said beside the pricing. */
const WORTH_IT = /\b(worth (it|the (money|cost|effort|trouble))|vaut (vraiment )?la peine|ca vaut (le coup|la peine))\b/;
const FREE_ASKED = /(?<!\b(who'?s|who is|actually|really) )\b(free|trial|try (it|before)|gratuit\w*|essai\w*|essayer)\b/;
/** The company's size asked: how big, how many people. */
const COMPANY_SIZE =
  /\b(how (big|large) (are you|are u|is (your|the) (company|team|firm|business))|(are you|r u|is prairieflow) (a |an )?(big|large|huge|small|tiny) (company|team|firm|business|outfit|shop)|how many (people|employees|staff|folks|devs|developers|engineers|persons) (work|do you (have|employ)|are (there|on (the|your) team)|on (the|your) team)|size of (your|the) (team|company)|team size|combien d'?(employes|employees|personnes travaillent)|(combien de monde|de personnes) (travaillent|chez vous|avez-vous|vous etes)|vous etes combien|(vous etes|etes-vous|c'?est) (une )?(grosse|grande) (entreprise|compagnie|equipe|boite)|huge (enterprise|company|vendor|corporation)s?|enterprise (ai )?vendors?)\b/;

/** "Live in exactly 2 weeks", "en marche d'ici un mois": a date asked for going live. */
const LIVE_BY =
  /\b(live|up and running|launch\w*|ready|set ?up|implemented|deployed|en marche|en ligne|pret|prete|installe)\b.{0,25}\b(in|within|by|en|dans|d'?ici)\b.{0,15}\b(\d+|one|two|three|four|a|une?|deux|trois|quatre)\s*(days?|weeks?|months?|jours?|semaines?|mois)\b/;

/** "And for a plumber?", "pour un petit plombier ?": the same question asked for another business. */
const FOR_A =
  /^((ok|okay|and|but|so|et|mais|pis|ok mais|genre|what about|how about)[ ,]*)*(genre )?(for|pour|what about|how about|et pour|and for)\b/;

/** How the answer for a business we do not list starts (it is not for a business like theirs). */
const NOT_LISTED = { en: 'We don’t list', fr: 'Le secteur' } as const;

function answer(u: Understanding, ctx: PlanContext): Composed {
  const f = ctx.facts;
  // A short question that names nothing of its own ("c'est quoi le taux de réponse ?") is about the previous answer.
  const implicit = !u.topic && !u.industry && !u.unserved && !u.product && !u.settled && ctx.text.split(/\s+/).filter(Boolean).length <= 7;
  const follow = (u.followUp || implicit) && ctx.memory ? ctx.memory : undefined;
  let topic = u.topic;
  // "and for a large company?" keeps asking about pricing; "and for restaurants?" moves the
  // previous topic to a new industry; "tell me more" goes deeper into the same topic.
  if (follow && !u.industry && (!topic || topic === 'overview' || topic === 'industry' || topic === 'about')) topic = follow.topic;
  // "C'est combien ?" then "pis si on est un gros employeur avec 2000 employés ?": the price again, for their size.
  if (
    ctx.memory?.topic === 'pricing' &&
    topic !== 'pricing' &&
    !u.settled &&
    (!topic || !u.topicNamed || ['overview', 'industry', 'about'].includes(topic)) &&
    SIZE_STATED.test(fold(ctx.text)) &&
    ctx.text.split(/\s+/).length <= 16
  )
    topic = 'pricing';
  // "How much for a clinic?" then "and for a salon?": a price, a timeline or security is asked again
  // for the new business, not swapped for its industry page.
  if (
    follow &&
    u.industry &&
    !u.settled &&
    (!topic || !GENERAL.includes(topic) || !u.topicNamed) &&
    follow.topic &&
    INDUSTRY_NEUTRAL.includes(follow.topic)
  )
    topic = follow.topic;
  // "C'est combien ?" then "pour un petit plombier tout seul ?": the price again, for a business we don't list.
  const unservedFollow =
    ctx.memory?.topic &&
    INDUSTRY_NEUTRAL.includes(ctx.memory.topic) &&
    u.unserved &&
    !u.industry &&
    !u.settled &&
    (!u.topicNamed || u.topic === 'industry') &&
    FOR_A.test(fold(ctx.text)) &&
    ctx.text.split(/\s+/).length <= 14;
  if (unservedFollow) topic = ctx.memory!.topic;
  if (u.more && ctx.memory?.topic) topic = ctx.memory.topic;
  // "Do you have a blog?" then "any of those about real estate?": an article on that subject.
  if (ctx.memory?.topic === 'blog' && ctx.article && BLOG_FOLLOW.test(fold(ctx.text)) && !u.settled) topic = 'blog';
  // "… what info do you keep?" then "and for how long?": a short follow-up stays on the topic it follows.
  const shortFollow = follow?.topic && ctx.text.split(/\s+/).filter(Boolean).length <= 5 && !u.industry && !u.settled;
  if (shortFollow && STAYS.includes(follow.topic!) && topic !== follow.topic) topic = follow.topic;
  // "What jobs are open?" then "the contract one, how long is it?": still the listings.
  if (
    follow?.topic === 'careers' &&
    /\b(one|job|role|position|poste|contract|contrat|internship|stage|full[- ]time|part[- ]time)\b/.test(fold(ctx.text))
  )
    topic = 'careers';
  // "How long does it take?" then "what if we have five systems to connect?": still how long.
  const before = ctx.memory?.topic;
  if (before && WHAT_IF.test(fold(ctx.text)) && INDUSTRY_NEUTRAL.includes(before) && (!topic || INDUSTRY_NEUTRAL.includes(topic)))
    topic = before;
  // "Is the conversation designer job a contract?": an open listing named as a job is a careers question.
  // "What tech stack would an AI automation engineer use with you?": a listing named by its full title.
  if (topic !== 'careers' && ctx.jobs.some((job) => fold(ctx.text).includes(fold(job.title)))) topic = 'careers';
  // ("Customers call for quotes while we're on jobs": a trade's own jobs, not our listings.)
  if (
    topic !== 'careers' &&
    !u.unserved &&
    (JOB_WORDS.test(fold(ctx.text)) || JOB_TERMS.test(fold(ctx.text))) &&
    namedJob(ctx.jobs, ctx.text)
  )
    topic = 'careers';
  // "Can you help our HR team?" is about HR, not about the company; "my pizzeria loses phone
  // orders at night" is about restaurants, not support hours: the business the visitor names
  // outranks a weak topic they did not name themselves.
  if (topic === 'about' && u.industry) topic = undefined;
  // "We're ready to move forward with the clinic package, how do we start?": the demo, and their
  // industry when they name one, not the implementation timeline that "start" suggests.
  if (
    u.nextStep &&
    !u.settled &&
    (!topic || ['timeline', 'overview', 'industry', 'products', 'about', 'support', 'pricing'].includes(topic))
  )
    topic = (u.industry ?? follow?.industry) ? undefined : 'demo';
  if (topic && (u.industry || u.unserved) && !u.topicNamed && OUTRANKED_BY_INDUSTRY.includes(topic)) topic = undefined;
  // "For the second one?": the second business they named.
  const nth = ORDINAL.exec(fold(ctx.text))?.[1];
  const named = ctx.memory?.industries ?? [];
  const ordinal = nth && named.length >= 2 ? named[/^(first|1st|premiere?)$/.test(nth) ? 0 : 1] : undefined;
  // "Reviews and social media?" then "tell me more about the second one": the second solution named.
  const fields = ctx.memory?.fields ?? [];
  if (nth && !ordinal && fields.length >= 2) topic = fields[/^(first|1st|premiere?)$/.test(nth) ? 0 : 1];
  // A short question read as a general topic only by the nearest example ("what would you set up for us first?").
  const guessedGeneral =
    !u.settled && !u.teamQuestion && ['timeline', 'expertise', 'support'].includes(topic ?? '') && ctx.text.split(/\s+/).length <= 10;
  // "I own a café" then "what could you automate for us?": their business, told before.
  const told =
    ctx.memory?.industry &&
    OWN_REF.test(fold(ctx.text)) &&
    (!topic || ['overview', 'industry'].includes(topic) || SOLUTIONS[topic] || guessedGeneral)
      ? ctx.memory.industry
      : undefined;
  const slug = u.industry ?? ordinal ?? follow?.industry ?? told;
  // ("What would you set up for us first?": their business's answer, not a guessed timeline.)
  if (told && guessedGeneral) topic = undefined;
  if (ordinal && (!topic || topic === 'overview')) topic = 'industry';
  const ask: Ask = {
    buying: u.buying,
    // "Can I try it?" after "tell me about the HR Assistant": the product named before.
    focus: `${ctx.text} ${u.topic ?? ''} ${follow?.topic ?? ''} ${follow?.ownProduct && !u.industry && PRODUCT_FOLLOW.test(fold(ctx.text)) && ownProductsNamed(f, ctx.text).length === 0 ? follow.ownProduct : ''}`,
    detail: u.more,
    // "What does the HR assistant do?" then "and is there one for healthcare?": still an assistant.
    productAsk: u.productAsk || (Boolean(follow?.product) && /\b(one|un|une|that|ca)\b/.test(fold(ctx.text))),
  };

  if (u.certification) return { lines: certification(f, u.certification, ctx.text), topic: 'security', industry: slug };
  // "# Question **What industries do you serve?** - clinics - pharmacies": the industries, then the one they named.
  if (topic === 'overview' && u.industry && INDUSTRIES_ASKED.test(fold(ctx.text)))
    return {
      lines: [...withoutNextStep(overview(f, ask)), industryBrief(f, u.industry, ctx.text) ?? '', demoStep(f, u.buying)].filter(Boolean),
      topic: 'overview',
      industry: slug,
    };
  // "Anything for HR?" then "can I see it in action?": that industry's live assistant.
  const ownAssistant =
    !ctx.memory?.ownProduct && (u.industry ?? ctx.memory?.industry) && SEE_IT.test(fold(ctx.text))
      ? productFor(f, (u.industry ?? ctx.memory?.industry)!)
      : undefined;
  if (ownAssistant) return { lines: [ownAssistant, demoStep(f, u.buying)], topic: 'products', industry: slug, product: true };
  // "Tell me about PrairieFlow LegalDesk": no product by that name; the ones we have.
  if (u.unknownOwnProduct)
    return {
      lines: [
        say(f.lang, `We don't have a product called ${u.unknownOwnProduct}.`, `Nous n’avons pas de produit appelé ${u.unknownOwnProduct}.`),
        ...withoutNextStep(products(f, { ...ask, focus: '' })),
        teamStep(f, say(f.lang, 'what we can build for your business', 'ce que nous pouvons concevoir pour votre entreprise')),
      ],
      topic: 'products',
      industry: slug,
      product: true,
    };
  // "I heard you have an inventory manager for restaurants": a kind only a coming-soon product of ours is.
  const soon =
    u.kindAsked.length && !u.product && !u.certification && topic !== 'pricing' && topic !== 'careers'
      ? f.comingSoon.find(
          (c) =>
            // Only for the business it is made for: "an inventory manager for restaurants", not "for a retail shop".
            Boolean(slug && PRODUCT_FOR[slug]?.test(c.title)) &&
            u.kindAsked.some((w) => w.length >= 5 && terms(`${c.title} ${c.description}`).some((t) => t.startsWith(w.slice(0, 5)))),
        )
      : undefined;
  if (soon)
    return {
      lines: [productStatus(f, soon.title) ?? '', teamStep(f, say(f.lang, 'when it will be available', 'quand il sera offert'))],
      topic: 'products',
      industry: slug,
      product: true,
    };
  // "Do you have an inventory management product?", "votre app mobile": a kind of product we do not sell.
  if (u.kindAsked.length && !u.product && !u.certification && !offersKind(f, u.kindAsked) && topic !== 'pricing' && topic !== 'careers')
    return {
      lines: notOffered(f, u.kindAsked, withoutNextStep(products(f, { ...ask, focus: '' }))),
      topic: 'products',
      industry: slug,
      product: true,
    };
  // "Shopify store selling candles: could your AI handle our e-mails?": the business first, then the tool.
  if (u.product && u.unserved && findUnserved(fold(ctx.text)) && !slug && topic !== 'pricing' && topic !== 'careers') {
    const [named] = namedProduct(f, u.product, ctx.text, slug);
    const lines = notServed(f, u.unserved, u.buying, undefined, ctx.text);
    lines.splice(lines.length - 1, 0, named);
    return { lines, topic: 'industry' };
  }
  if (u.product && topic !== 'pricing' && topic !== 'careers') {
    const lines = namedProduct(f, u.product, ctx.text, slug);
    // "Is 2-4 weeks realistic if we have Square and an old reservation system?": the timeline first.
    const usual = topic === 'timeline' && u.topicNamed ? brief(f, 'timeline', ask) : undefined;
    if (usual) lines.unshift(usual);
    // "Book me a demo and tell me whether it works with HubSpot": the demo too.
    if (u.buying) lines.splice(lines.length - 1, 0, demoStep(f, true));
    return { lines, topic: 'integrations', industry: slug };
  }
  // "What results do your clients get?": an industry's own results, or each industry's.
  if (u.results && (topic !== 'pricing' || !u.settled) && !follow?.topic && !slug) return { lines: results(f, ask), topic: 'overview' };
  if (u.results && (topic !== 'pricing' || !u.settled) && slug && f.servicePages.get(slug))
    return { lines: industry(f, f.servicePages.get(slug)!, ask), topic: 'industry', industry: slug };
  // "Every vendor claims 75 %, is that real?": what the terms say about the figures, and the team.
  if (u.skeptic && f.resultsDisclaimer)
    return {
      lines: [
        say(
          f.lang,
          `Fair question. Our ${link(f, 'Terms of Service', '/terms-of-service')} say it plainly: ${f.resultsDisclaimer}`,
          `Bonne question. Nos ${link(f, 'conditions d’utilisation', '/terms-of-service')} le disent clairement : ${f.resultsDisclaimer}`,
        ),
        teamStep(f, say(f.lang, 'what is realistic for your business', 'ce qui est réaliste pour votre entreprise')),
        demoStep(f, u.buying),
      ],
      topic: 'overview',
      industry: slug,
    };
  // "Are you a big company? How many people work there?": a small team, as the careers page says; the team gives numbers.
  if (COMPANY_SIZE.test(fold(ctx.text)) && f.careers.lead && (topic !== 'careers' || !JOB_WORDS.test(fold(ctx.text))))
    return {
      lines: [
        say(f.lang, `We're a small team. ${f.careers.lead}`, `Nous sommes une petite équipe. ${f.careers.lead}`),
        ...withoutNextStep(about(f)).filter((line) => line !== f.careers.lead),
        teamStep(f, say(f.lang, 'the exact numbers', 'les chiffres exacts')),
      ],
      topic: 'about',
      industry: slug,
    };
  if (u.teamQuestion && CANADIAN.test(fold(ctx.text)) && f.address && !u.industry)
    return {
      lines: [say(f.lang, `Yes: our office is at ${f.address}.`, `Oui : notre bureau est au ${f.address}.`), ...about(f, ctx.text)],
      topic: 'about',
    };
  // "A real company or a startup that'll vanish? How many clients?": who we are, and the team for the numbers.
  if (u.teamQuestion && topic === 'about' && u.settled) return { lines: about(f, ctx.text), topic: 'about', industry: slug };
  // "Where are you located, and do you do in-person setup?": where we are, and the team for the rest.
  if (u.teamQuestion && topic === 'contact' && u.settled)
    return { lines: [...contact(f, u.social), teamStep(f, say(f.lang, 'the details', 'les détails'))], topic: 'contact', industry: slug };
  if (u.teamQuestion && topic !== 'pricing' && topic !== 'careers') {
    // "Can you guarantee it's live in 3 days?": no promise, but what the site does say on the
    // topic (the usual timeline), then the team; a visitor ready to buy also gets the demo.
    const [notSure, team] = unsure(f);
    // "Is there a contract to sign?": the terms say services come under a separate written agreement.
    const agreement =
      CONTRACT.test(fold(ctx.text)) && f.serviceAgreement
        ? [
            say(
              f.lang,
              `What our ${link(f, 'Terms of Service', '/terms-of-service')} say: ${f.serviceAgreement}`,
              `Ce que disent nos ${link(f, 'conditions d’utilisation', '/terms-of-service')} : ${f.serviceAgreement}`,
            ),
          ]
        : [];
    // "Can you guarantee we'll be live in exactly 2 weeks?": no promise, but the usual timeline.
    const usual = topic !== 'timeline' && LIVE_BY.test(fold(ctx.text)) ? [brief(f, 'timeline', ask) ?? ''] : [];
    const related = [
      ...usual,
      ...agreement,
      ...(topic && INDUSTRY_NEUTRAL.includes(topic) ? withoutNextStep(general(topic, u, ask, ctx)).slice(0, 2) : []),
    ];
    // "Can your AI diagnose patients?": not ours to say, but what we do for their industry is.
    const page = slug && f.servicePages.get(slug);
    if (!related.length && page && u.industry)
      related.push(
        say(
          f.lang,
          `What we do for ${link(f, page.name, page.path)}: ${stripEnd(page.summary)}.`,
          `Ce que nous faisons pour le secteur ${link(f, page.name, page.path)} : ${stripEnd(page.summary)}.`,
        ),
      );
    return { lines: [notSure, ...related, team, ...(u.buying ? [demoStep(f, true)] : [])], topic, industry: slug };
  }
  // Pricing, careers and our office ("an office in Toronto?") have answers of their own that say what is so.
  // ("Can your assistant speak Tagalog? Our patients do": the business named does not make it a yes,
  // unless its page speaks of it: "allergy" questions and the restaurant page's allergens.)
  if (
    u.beyondSite.length &&
    (!slug || (u.productAsk && !u.beyondSite.some((w) => fold(JSON.stringify(f.servicePages.get(slug) ?? '')).includes(w.slice(0, 5))))) &&
    !u.unserved &&
    !u.settled &&
    !['pricing', 'careers', 'contact'].includes(topic ?? '')
  ) {
    // What the site says on the nearest topic, without that answer's own next step.
    // "Does the HR Assistant do payroll?": what that assistant of ours does do.
    const live = f.products.find((p) => ownProductsNamed(f, ctx.text).includes(p.name));
    const related = live
      ? [`${live.name}: ${live.description}`, productStatus(f, live.name) ?? '']
      : topic && GENERAL.includes(topic) && !['contact', 'about', 'demo', 'blog'].includes(topic)
        ? withoutNextStep(general(topic, u, ask, ctx)).slice(0, 2)
        : [];
    return { lines: beyondSite(f, related), topic, industry: slug };
  }
  // "Is there a cleaning-company version of the Restaurant Assistant?": a version for a business
  // we do not list is not something the site says exists; what that assistant does, and the team.
  const ownLive = f.products.filter((p) => ownProductsNamed(f, ctx.text).includes(p.name));
  if (u.unserved && ownLive.length === 1 && VERSION_FOR.test(fold(ctx.text)) && topic !== 'pricing' && topic !== 'careers') {
    const [live] = ownLive;
    return {
      lines: [
        say(
          f.lang,
          `Our site doesn't list a version of the ${live.name} for ${u.unserved}, so I can't confirm one.`,
          `Notre site ne mentionne pas de version de l’${live.name} pour « ${u.unserved} », alors je ne peux pas le confirmer.`,
        ),
        `${live.name}: ${stripEnd(live.description)}.`,
        productStatus(f, live.name) ?? '',
        teamStep(f, say(f.lang, 'whether it can be adapted to your business', 's’il peut être adapté à votre entreprise')),
      ].filter(Boolean),
      topic: 'products',
      industry: slug,
      product: true,
    };
  }
  // "Tell me about the Restaurant Manager", then "when will it be out?": that product of ours, not its industry.
  if (
    ownProductsNamed(f, ask.focus).length === 1 &&
    !u.settled &&
    (!topic || !GENERAL.includes(topic) || ['products', 'timeline', 'demo', 'about'].includes(topic))
  )
    return { lines: products(f, ask), topic: 'products', industry: slug, product: true };
  // "What's the difference between your Solutions page and your Services page?"
  if (PAGES_COMPARED.test(fold(ctx.text))) return { lines: pagesCompared(f), topic: 'overview' };
  // "C'est quoi vos services complémentaires ?": the services page's additional services.
  if (ADDITIONAL.test(fold(ctx.text)) && f.additionalServices.length) return { lines: additionalServices(f, u.buying), topic: 'overview' };
  // "We're a food bank: is that a sector you serve, and do you have non-profit rates?": the price, and the sectors.
  if (topic === 'pricing' && u.unserved && !slug && findUnserved(fold(ctx.text))) {
    const lines = general(topic, u, ask, ctx);
    lines.splice(lines.length - 1, 0, ...notServed(f, u.unserved, u.buying, undefined, ctx.text).slice(0, 3));
    return { lines, topic, industry: slug };
  }
  // "Which of your assistants would work for a school admissions office?": a business we do not list, first.
  if (topic === 'products' && u.unserved && !slug && findUnserved(fold(ctx.text)))
    return { lines: notServed(f, u.unserved, u.buying, undefined, ctx.text), topic: 'industry' };
  if (topic && GENERAL.includes(topic)) return { lines: general(topic, u, ask, ctx), topic, industry: slug };

  // A business the site does not serve is answered as such first, whatever it wants automated.
  if (u.unserved && !slug) {
    const need =
      topic && SOLUTION_NEEDS.includes(topic) && (u.topicNamed || u.settled)
        ? brief(f, topic, { buying: u.buying, focus: ctx.text })
        : undefined;
    return { lines: notServed(f, u.unserved, u.buying, need, ctx.text), topic: 'industry' };
  }
  const page = slug && INDUSTRY_SLUGS.has(slug) ? f.servicePages.get(slug) : undefined;
  // "Does the personalized assistant do forecasting? (for my café)": the service named outranks the industry.
  if (topic === 'assistant' && u.settled && u.topicNamed) {
    const [block, servicePage] = SOLUTIONS.assistant!;
    return { lines: solution(f, block ?? '', servicePage, { ...ask, detail: true }), topic, industry: slug };
  }
  if (page) {
    const lines = industry(f, page, ask);
    // "In one sentence, what do you sell? I own a physio clinic": what we do, then what it means for them.
    if (WHAT_WE_SELL.test(fold(ctx.text)))
      lines.unshift(
        say(
          f.lang,
          `We build AI automation for small and mid-size businesses. For yours:`,
          `Nous concevons l’automatisation par l’IA pour les PME. Pour la vôtre :`,
        ),
      );
    // "A property management company": the nearest industry's answer, and the team confirms the fit.
    if (u.adjacent && u.industry === slug) lines.splice(lines.length - 1, 0, adjacentLine(f, u.adjacent, page.name));
    return { lines, topic: topic ?? follow?.topic ?? 'industry', industry: slug, product: ask.productAsk };
  }
  if (topic && SOLUTIONS[topic]) {
    const [block, servicePage] = SOLUTIONS[topic]!;
    return { lines: solution(f, block ?? '', servicePage, ask), topic, industry: slug };
  }
  if (topic === 'overview' || topic === 'industry') return { lines: overview(f, ask), topic };
  if (u.buying) return { lines: demo(f, ctx.text), topic: 'demo', industry: slug };
  return { lines: unsure(f), unanswered: true, industry: slug };
}

function pagesCompared(f: SiteFacts): string[] {
  const industries = f.industries.map((i) => i.title);
  const solutions = [...f.solutions.values()].map((s) => s.title);
  const extras = f.additionalServices.map((c) => c.title);
  return [
    say(
      f.lang,
      `${link(f, 'Services', '/services')} is organised by industry: a solution for each of ${listOf(industries, 'en')}${extras.length ? `, plus additional services (${listOf(extras, 'en')})` : ''}.`,
      `La page ${link(f, 'Services', '/services')} est organisée par secteur : une solution pour chacun de ces secteurs : ${listOf(industries, 'fr')}${extras.length ? `, plus des services complémentaires (${listOf(extras, 'fr')})` : ''}.`,
    ),
    say(
      f.lang,
      `${link(f, 'Solutions', '/solutions')} is organised by need, for any industry: ${listOf(solutions, 'en')}.`,
      `La page ${link(f, 'Solutions', '/solutions')} est organisée par besoin, pour tous les secteurs : ${listOf(solutions, 'fr')}.`,
    ),
    say(
      f.lang,
      `Tell me about your business and I'll point you to the right one, or [Book a Demo](${localPath(f, '/contact')}).`,
      `Parlez-moi de votre entreprise et je vous orienterai, ou [réservez une démo](${localPath(f, '/contact')}).`,
    ),
  ];
}

function additionalServices(f: SiteFacts, buying: boolean): string[] {
  return [
    f.additionalServicesLead,
    f.additionalServices.map((c) => `- ${c.title}${f.lang === 'fr' ? ' :' : ':'} ${c.description}`).join('\n'),
    say(f.lang, `More on ${link(f, 'Services', '/services')}.`, `Détails : ${link(f, 'Services', '/services')}.`),
    demoStep(f, buying),
  ].filter(Boolean);
}

function adjacentLine(f: SiteFacts, business: string, nearest: string): string {
  return say(
    f.lang,
    `Our site doesn't list ${business} as an industry of its own; ${nearest} is the closest. Our team can confirm the fit for your business: [contact us](${localPath(f, '/contact')}).`,
    `Notre site ne mentionne pas le secteur «\u00a0${business}\u00a0» en tant que tel ; le plus proche est ${nearest}. Notre équipe peut vous confirmer si cela convient à votre entreprise : [écrivez-nous](${localPath(f, '/contact')}).`,
  );
}

/** An answer's facts without its own next step (a line linking the contact page). */
const withoutNextStep = (lines: string[]) => lines.filter((line) => !/\]\([^)]*\/contact\)/.test(line));

function general(topic: Topic, u: Understanding, ask: Ask, ctx: PlanContext): string[] {
  const f = ctx.facts;
  switch (topic) {
    case 'pricing':
      return pricing(
        f,
        u.namedAmount,
        u.pricingDetail,
        /\b(quotes?|estimates?|soumissions?|devis)\b/.test(fold(ctx.text)),
        FREE_ASKED.test(fold(ctx.text)),
        ctx.text,
      );
    case 'timeline':
      // "Can you do it in a week? We open on the 15th": the usual timeline, and the team confirms their date.
      return u.deadline
        ? [
            ...withoutNextStep(faqAnswer(f, 'clock', ask)),
            teamStep(f, say(f.lang, 'whether your date works', 'si votre date convient')),
            // A date of their own is a plan to buy: the demo is the way to hold it.
            demoStep(f, u.buying),
          ]
        : faqAnswer(f, 'clock', ask);
    case 'expertise':
      return faqAnswer(f, 'lightbulb', ask);
    case 'integrations':
      return integrations(f, ask);
    case 'security':
      return security(f, ask);
    case 'privacy':
      return privacy(f, ask);
    case 'support':
      return support(f, ask);
    case 'about':
      // "Are you actually Canadian?": where the company is, beside its story.
      // "Are you actually Canadian?", "a real company or a template site?": where we are, beside our story.
      return (CANADIAN.test(fold(ctx.text)) || LEGIT.test(fold(ctx.text))) && f.address
        ? [say(f.lang, `Yes: our office is at ${f.address}.`, `Oui : notre bureau est au ${f.address}.`), ...about(f, ctx.text)]
        : about(f, ctx.text);
    case 'contact':
      // "Vous êtes-tu une compagnie canadienne ou américaine ?": who we are and where, not only how to reach us.
      return CANADIAN.test(fold(ctx.text)) && f.address && !/\b(phone|e-?mail|number|telephone|courriel|numero)\b/.test(fold(ctx.text))
        ? [say(f.lang, `Yes: our office is at ${f.address}.`, `Oui : notre bureau est au ${f.address}.`), ...about(f, ctx.text)]
        : contact(f, u.social);
    case 'careers':
      return careers(f, ctx.jobs, ctx.text);
    case 'blog':
      return blog(f, ctx.article, ctx.text);
    case 'demo': {
      // "Would the demo use our actual listings?": the assistant made for their industry beside the demo.
      // "Send me info on the salon side of things": what we offer that business, when it has no assistant of its own.
      const own = u.industry ? (productFor(f, u.industry) ?? industryBrief(f, u.industry, ctx.text)) : undefined;
      const lines = demo(f, ctx.text);
      return own ? [lines[0], own, ...lines.slice(1)] : lines;
    }
    default:
      return products(f, ask);
  }
}
