import { Injectable, Logger } from '@nestjs/common';
import { brief, briefKey, industryBrief, offHoursLine } from '../compose/brief';
import { COOKIES, COUNT, ownProductsNamed, productFor, productStatus, quoteStep, scale } from '../compose/answers';
import { certification, namedProduct } from '../compose/honest';
import { BLOG_FOLLOW, type Composed, type ConversationState, GENERAL, NICHE, plan } from '../compose/plan';
import { DEMO_PATH, frenchSpacing, localPath, say, teamStep } from '../compose/say';
import { KnowledgeBaseService } from '../knowledge/knowledge-base.service';
import type { ScoredPassage } from '../knowledge/passage';
import { form } from '../knowledge/search-index';
import type { SiteFacts } from '../knowledge/site-facts';
import { excerpt, fold, terms } from '../knowledge/text';
import type { Language } from '../router/language';
import { TopicClassifier } from '../understand/topic-classifier';
import { route } from '../router/rules';
import { splitQuestions } from '../understand/segments';
import { START, understand, type Understanding } from '../understand/understand';
import type { ChatEngine, ChatTurn } from './chat-engine';

/** A demo offered as such: a link whose label names the demo. */
/** "Can I see the restaurant demo?", "try the HR one": a live demo of ours asked for. */
const DEMO_ASKED =
  /\b(see|try|test|play with|load|voir|essayer|tester)\b.{0,30}\b(demos?|assistants?|bots?|in action|live)\b|\bdemo (of|for|du|de)\b/;
/** "… work with that?", "can you connect to it?": the thing named before. */
const WITH_THAT =
  /\b(with|to|into|avec|dans) (that|it|this|them|ca|cela|celui-la|that (one|system|software|tool|app)|ce (logiciel|systeme|programme))\b(?! (one|ones) (is|are)\b)|\b(connect|integrate|sync|plug|hook)\w* (it|that|them|ca)\b/;
/** "Just say yes or no.": the same question, insisted on. */
const INSIST =
  /\b(yes or no|oui ou non|just answer|answer the question|straight answer|simple question|so (is )?that'?s a no|c'?est (un )?non|(just )?say yes|dites(-moi)? oui|dis(-moi)? oui|just tell (me|him|her|them) yes)\b/;
/** Question words that name nothing asked for. */
const ASKING = new Set(['could', 'would', 'shoul', 'pouve', 'faite', 'offre', 'actua', 'reall', 'there', 'about', 'somet', 'anyth']);
/** A yes/no question about what we do: "do you do reservations?", "can it take orders?". */
const YES_NO =
  /^(?:(?:hi|hello|hey|bonjour|ok|so|and|also|et|alors)\b[\s,!:-]*)*(do|does|can|could|will|would|pouvez|faites|offrez|gerez|prenez)\b/;
/** "Could it replace OpenTable?", "instead of our answering service": one of ours in place of a tool they have. */
const REPLACE = /\b(replace|replacing|switch (from|away)|instead of|get rid of|ditch|remplacer|remplace|au lieu de|a la place de)\b/;
const DEMO_LINK = /\[[^\]]*d[ée]mo[^\]]*\]\([^)]*\/contact\)/i;

/** Below this BM25 score the best passage is a coincidence, not an answer. */
const MIN_SCORE = 6;
/** The best passage must match at least half of what the visitor asked about. */
const MIN_COVERAGE = 0.5;
/** Cross-industry solutions, and the score at which a second question's solution is added on its own. */
const SOLUTION_TOPICS = new Set(['call-chat', 'reputation', 'social', 'appointments', 'assistant']);
const SURE_SOLUTION = 0.5;
/** The words of a request for something to read, which say nothing about its subject. */
const READING_WORDS =
  /\b(do you have|have you got|got|any|anything|something|stuff|i can|i could|to read|reading|read|material|articles?|blogs?|blog posts?|posts?|guides?|resources?|written|write-?ups?|about|on|any good|recommend\w*|avez-vous|des|quelque chose|a lire|lire|lecture|articles?|sur|de la)\b/gi;

/** Slug words every post shares ("ai-assistants-…", "…-strategy"): they say nothing of its subject. */
const SLUG_FILLER = new Set(['ai', 'assistant', 'assistants', 'automation', 'technology', 'strategy', 'innovation', 'revolution']);

/** Topics whose answer a published post can deepen, and how squarely the post must cover the question. */
const READING_TOPICS = new Set(['timeline', 'expertise', 'integrations', 'security', 'support']);
const READING_SCORE = 45;
const READING_COVERAGE = 0.6;
/** How squarely a fact on the page just linked must match a follow-up to answer it. */
const SUBJECT_SCORE = 4;
const SUBJECT_COVERAGE = 0.5;
/** A follow-up is short: a longer message brings its own subject. */
const SUBJECT_WORDS = 14;
/** A general topic read this surely ("how fast can you set that up?") is answered as such. */
const SURE_TOPIC = 0.45;
/** A product of ours referred back to ("that one", "it"). */
const THAT_ONE = /\b(that one|this one|that product|it|celui-la|celle-la|ce produit|ca)\b/;
/** A release date asked: the site never gives one. */
const RELEASE_DATE =
  /\b(what|which) (date|day|month)\b.{0,30}\b(out|released?|launch\w*|available|ready)\b|\bwhen (is|will|does|do|are)\b.{0,30}\b(come|coming|be|go|going)( out| live| available)\b|\b(release|launch) date\b|\bquand (est-ce qu'?)?(il |elle |ca )?(sort|sortira|sera (disponible|offert|lance))|\bdate de (sortie|lancement)\b/;
/** Links that are no subject: the contact page (demo, team), the blog's and hub's indexes. */
const ORDINAL_REF =
  /\b(first|second|third|last|1st|2nd|3rd) one\b|\bthe (second|third|2nd|3rd|last)\b|\b(le|la) (premier|premiere|deuxieme|second|seconde|troisieme|dernier|derniere)\b/;
const NOT_A_SUBJECT = /^(\/fr)?\/(contact|blog|content)?$/;

/** Below this topic score a post that covers the question answers it instead. */
const POST_OVER_TOPIC = 0.45;

/**
 * Questions a published post answers better than any page: the post whose text says what the
 * question is about is offered beside the answer. A point of sale (the integrations FAQ names
 * CRMs, ERPs and scheduling tools only; the POS products here count as one), whether it pays
 * off, chat or phone, where to start.
 */
interface Concept {
  asked: RegExp;
  /** What to search the posts for, by language, and what the post must say. */
  query: Record<Language, string>;
  says: RegExp;
  line: Record<Language, string>;
  /** Only beside an answer on this topic. */
  topic?: string;
}
const CONCEPTS: Concept[] = [
  {
    asked:
      /\b(point[- ]of[- ]sale|pos( systems?)?|cash registers?|tills?|caisses?( enregistreuses?)?|points? de vente|toast|square|clover|lightspeed|moneris|touchbistro|maitre ?d|veloce)\b/,
    query: { en: 'point of sale integration', fr: 'point de vente intégration' },
    says: /point[- ]of[- ]sale|point de vente/i,
    line: {
      en: 'On a point of sale: our article {link} covers connecting yours.',
      fr: 'Pour un point de vente : notre article {link} explique comment connecter le vôtre.',
    },
    topic: 'integrations',
  },
  {
    asked:
      /\b(roi|return on (the |my |our )?investment|pay(s|ing)? off|pays? (for )?(it)?self|worth the investment|measur\w*\b.{0,25}\b(results|success|payoff|roi|value|worth|paying)|rentab\w*|retour sur (l'?)?investissement)\b/,
    query: { en: 'measuring ROI return on investment', fr: 'mesurer le rendement du capital investi ROI' },
    says: /\bROI\b|return on investment|rendement/i,
    line: {
      en: 'Whether it pays off: our article {link} shows how to measure it.',
      fr: 'Pour savoir si ça rapporte : notre article {link} explique comment le mesurer.',
    },
  },
  {
    asked:
      /\b(chat|chatbot|text\w*|clavardage)\b.{0,25}\b(or|vs\.?|versus|ou)\b.{0,25}\b(phone|voice|calls?|telephone|voix|appels?)\b|\b(phone|voice|calls?|telephone|voix|appels?)\b.{0,25}\b(or|vs\.?|versus|ou)\b.{0,25}\b(chat|chatbot|text\w*|clavardage)\b/,
    query: { en: 'chat vs voice AI assistants', fr: 'clavardage ou voix assistants IA' },
    says: /voice|voix/i,
    line: {
      en: 'Chat or phone: our article {link} helps you choose.',
      fr: 'Clavardage ou téléphone : notre article {link} vous aide à choisir.',
    },
  },
  {
    // "What actually happens in the first month once we start?"
    asked:
      /\b(first (month|30 days|thirty days|few weeks|weeks)|week[- ]by[- ]week|premier mois|30 premiers jours|premieres semaines|semaine par semaine)\b/,
    query: { en: 'first 30 days implementation', fr: '30 premiers jours mise en œuvre' },
    says: /\b30\b/,
    line: {
      en: 'Week by week: our article {link} walks through the first 30 days.',
      fr: 'Semaine par semaine : notre article {link} décrit les 30 premiers jours.',
    },
  },
  {
    asked: START,
    query: { en: 'first 30 days implementation', fr: '30 premiers jours mise en œuvre' },
    says: /\b30\b/,
    line: {
      en: 'Where to start: our article {link} walks through the first 30 days.',
      fr: 'Par où commencer : notre article {link} décrit les 30 premiers jours.',
    },
  },
];

export interface Composition {
  text: string;
  /** What the next message may refer back to. */
  state: ConversationState;
}

/**
 * The default engine, with no network: understands the question (trained topic classifier,
 * entities, the conversation so far) and composes the answer from the site's own copy in the
 * visitor's language: the answer, its supporting facts, a link to the page and a next step.
 * When no topic fits it falls back to retrieval, and below that it says it is not sure.
 */
@Injectable()
export class EmbeddedEngine implements ChatEngine {
  readonly name = 'embedded' as const;
  private readonly classifier = new TopicClassifier();
  private readonly logger = new Logger('EmbeddedEngine');

  constructor(private readonly kb: KnowledgeBaseService) {}

  async reply(turn: ChatTurn): Promise<string> {
    return (await this.compose(turn.text, turn.language, turn.memory)).text;
  }

  async compose(text: string, language: Language, memory?: ConversationState): Promise<Composition> {
    // The open listings are read below without a search: pick up what was published first.
    await this.kb.current();
    const facts = this.kb.factsFor(language);
    const read = (t: string) => understand(t, this.kb.correct(t), this.classifier, this.kb.siteWords, this.kb.unknownWords(t));
    let u = read(text);
    // "We use Jane App." then "would your reminders work with that?": the tool named before.
    if (!u.product && memory?.tool && WITH_THAT.test(fold(text))) u = { ...u, product: memory.tool };
    // "Are you SOC 2 certified?" then "just say yes or no": the same claim, the same answer.
    if (!u.certification && memory?.certification && INSIST.test(fold(text))) u = { ...u, certification: memory.certification };
    // LOG_LEVEL=debug shows how a message was read: the first thing to look at when an answer misses.
    // (Not the message itself: logs never carry what a visitor typed, which may hold an e-mail or a phone.)
    this.logger.debug({ understanding: u }, 'Chat message read');
    const blogFollow = memory?.topic === 'blog' && BLOG_FOLLOW.test(fold(text));
    const article = u.topic === 'blog' || blogFollow ? await this.article(text, facts) : undefined;
    const context = { facts, text, memory, jobs: this.kb.openJobs(language), article };
    let composed = plan(u, context);
    // Several questions in one message: each part is read on its own. When the whole says
    // nothing sure, the first part that does leads; the others add their short answers below.
    const split = splitQuestions(text);
    const parts = split.length > 1 ? split.map((part) => ({ part, u: read(part) })) : [];
    if (composed.unanswered && parts.length) {
      const lead = parts.map((p) => ({ ...p, c: plan(p.u, { ...context, text: p.part }) })).find((p) => !p.c.unanswered);
      if (lead) [u, composed] = [lead.u, lead.c];
    }
    // "Tell me about the HR Assistant" then "what was the screening time saving again?": a
    // follow-up asks more of the page just linked, and the fact there that names what it asks
    // answers it, when the planned answer says nothing of it.
    // (A general topic read surely and answered as such stands: "how fast can you set that up?")
    const answeredSurely = u.score >= SURE_TOPIC && u.topic !== undefined && GENERAL.includes(u.topic) && composed.topic === u.topic;
    if (memory?.pages?.length && !answeredSurely && this.followsUp(u, text)) {
      const subject = await this.fromSubject(text, memory.pages, facts, composed);
      if (subject) composed = { ...subject, topic: composed.topic ?? memory.topic, industry: composed.industry };
    }
    // Published posts are knowledge only retrieval has: a question a post answers squarely, with
    // no industry or product named and no sure topic, is answered from the post.
    // A question the site cannot answer (the team's, or beyond the site) is not retrieval's either.
    const open =
      !u.industry &&
      !u.unserved &&
      !u.product &&
      !u.unknownOwnProduct &&
      !u.certification &&
      !u.settled &&
      !u.teamQuestion &&
      !u.beyondSite.length &&
      // ("What would you set up for us first?" after a business was named: that business's answer.)
      !composed.industry &&
      u.score < POST_OVER_TOPIC;
    if (composed.unanswered || open) {
      const passage = this.confident(await this.kb.search(text, 5, language));
      const fromPost = passage?.kind === 'blog' && passage.coverage >= 0.66;
      if (passage && (composed.unanswered || fromPost))
        composed = { lines: this.fromPassage(facts, passage, u.buying), topic: memory?.topic };
    }
    // The post a named concept asks for (a point of sale) is more precise than the closest post.
    const reading = (await this.conceptReading(text, facts, composed)) ?? (await this.furtherReading(text, facts, composed, u));
    const lines = this.withOtherParts(facts, composed, u, parts, text);
    if (reading && !lines.join('\n').includes(`(${reading.path})`)) lines.splice(Math.max(lines.length - 1, 1), 0, reading.line);
    // "What's the Sales Optimizer?" then "can I buy that one today?": where that product stands, beside the answer.
    const before = memory?.ownProduct;
    if (before && !u.industry && !u.product && THAT_ONE.test(fold(text)) && !lines.join('\n').includes(before)) {
      const status = productStatus(facts, before);
      if (status) lines.splice(Math.max(lines.length - 1, 1), 0, status);
    }
    // "We are kind of niche", "je sais pas si j'ai besoin de ça": whether it fits is the team's to say.
    if (NICHE.test(fold(text)) && !/\[(contact us|écrivez-nous)\]/.test(lines.join('\n')))
      lines.splice(
        Math.max(lines.length - 1, 1),
        0,
        teamStep(facts, say(facts.lang, 'whether it fits your business', 'si cela convient à votre entreprise')),
      );
    // "What date is it coming out?": the site gives no dates; the team does.
    if (RELEASE_DATE.test(fold(text)) && !/\[(contact us|écrivez-nous)\]/.test(lines.join('\n')))
      lines.push(teamStep(facts, say(facts.lang, 'the release date', 'la date de sortie')));
    // "Which review sites exactly?": the site may not list them; the team confirms the details.
    if (u.detail && !/\[(contact us|écrivez-nous)\]/.test(lines.join('\n')))
      lines.push(teamStep(facts, say(facts.lang, 'the details', 'les détails')));
    const body = lines.join('\n\n');
    return {
      text: language === 'fr' ? frenchSpacing(body) : body,
      state: {
        topic: composed.topic ?? memory?.topic,
        industry: composed.industry ?? memory?.industry,
        industries: u.industries.length >= 2 ? u.industries : memory?.industries,
        fields: u.fields.length >= 2 ? u.fields : memory?.fields,
        lang: language,
        product: composed.product ?? (composed.topic === 'products' || undefined),
        ownProduct: ownProductsNamed(facts, text)[0] ?? (u.followUp ? memory?.ownProduct : undefined),
        pages: subjectPages(body),
        tool: u.product ?? memory?.tool,
        certification: u.certification ?? (composed.topic === 'security' ? memory?.certification : undefined),
      },
    };
  }

  /**
   * The main answer plus what it leaves out: a short answer for each other question of the
   * message (a topic, an industry, a product or certification it names), and, for a question
   * about nights, weekends or holidays, what runs 24/7. Added before the closing next step.
   */
  private withOtherParts(
    f: SiteFacts,
    composed: Composed,
    u: Understanding,
    parts: { part: string; u: Understanding }[],
    text: string,
  ): string[] {
    const said = () => [...composed.lines, ...extras].join('\n');
    const extras: string[] = [];
    // Only what the main answer answered: a product or certification answer leaves the message's own topic open.
    const topics = new Set([composed.topic]);
    const add = (line: string | undefined) => {
      if (line && !said().includes(line)) extras.push(line);
    };
    // "Is support included or extra?": what the price covers is answered beside the price.
    if (u.alsoTopic && !topics.has(u.alsoTopic)) {
      topics.add(u.alsoTopic);
      const key = briefKey(f, u.alsoTopic);
      if (!(key && said().includes(key))) add(brief(f, u.alsoTopic, { buying: u.buying, focus: text }));
    }
    // "Can it reply to our reviews? Also, are you PCI compliant?": the certification answer leads; the solution asked still gets its short answer.
    if (
      composed.lines[0] === (u.certification && certification(f, u.certification)[0]) &&
      u.topic &&
      u.topicNamed &&
      SOLUTION_TOPICS.has(u.topic) &&
      !topics.has(u.topic)
    ) {
      topics.add(u.topic);
      const key = briefKey(f, u.topic);
      if (!(key && said().includes(key))) add(brief(f, u.topic, { buying: u.buying, focus: text }));
    }
    // "What does the Restaurant Manager cost?": where the product stands, beside the price.
    // ("Could your restaurant assistant replace OpenTable? We pay too much for it": what it does, too.)
    if (composed.topic !== 'products')
      for (const name of ownProductsNamed(f, text)) {
        const live = f.products.find((p) => p.name === name);
        if (live && !said().includes(live.description) && REPLACE.test(fold(text))) add(`${live.name}: ${live.description}`);
        if (!said().includes(name)) add(productStatus(f, name));
      }
    // "Reviews and also social media posts, can you do both?": each solution named gets its short answer.
    // (By what was said, not by topic: an industry answer keeps the topic its question was classified as.)
    for (const field of u.fields) {
      topics.add(field);
      const key = briefKey(f, field);
      if (!(key && said().includes(key))) add(brief(f, field, { buying: u.buying, focus: text }));
    }
    // "I run a salon and a café next door": each business named gets its short answer.
    for (const slug of u.industries.slice(1)) {
      const page = f.servicePages.get(slug);
      if (page && !said().includes(`(${localPath(f, page.path)})`)) add(industryBrief(f, slug, text));
    }
    for (const { part, u: p } of parts) {
      // "What's your phone # and do you integrate with CRMs?": the contact details beside the answer.
      if (route(part).kind === 'contact' && !(f.phone && said().includes(f.phone))) {
        add(brief(f, 'contact', { buying: p.buying, focus: part }));
        continue;
      }
      // "… pis vous faites quoi avec les cookies ?": the visitor id, which the policy says is not a cookie.
      if (COOKIES.test(fold(part)) && f.visitorId) add(f.visitorId);
      // The main answer already opens with the same line when it was about this product or certification.
      if (p.certification) {
        add(certification(f, p.certification)[0]);
        continue;
      }
      if (p.product) {
        add(namedProduct(f, p.product)[0]);
        continue;
      }
      // "How many industries do you serve? Do you support hotels?": the count, beside the industry's answer.
      if (p.topic === 'overview' && COUNT.test(fold(part)) && !said().includes(scale(f)))
        add(brief(f, 'overview', { buying: p.buying, focus: part }));
      const page = p.industry ? f.servicePages.get(p.industry) : undefined;
      // "… and can I see the restaurant demo?": that industry's live assistant, on the products page.
      const live = page && DEMO_ASKED.test(fold(part)) ? productFor(f, page.slug) : undefined;
      if (live) {
        add(live);
        continue;
      }
      if (page && !said().includes(`(${localPath(f, page.path)})`)) add(industryBrief(f, page.slug, text));
      // A solution added on a guess is noise: only one the part names for sure, or matches closely.
      // ("it's a pretty old system" is not a question about the company's history.)
      const guessedSolution =
        (SOLUTION_TOPICS.has(p.topic ?? '') || (p.topic === 'about' && !p.topicNamed)) &&
        !p.settled &&
        p.score < SURE_SOLUTION &&
        // ("- need help with reviews": a solution named in so many words, as one item of a list.)
        !(p.topicNamed && SOLUTION_TOPICS.has(p.topic ?? '') && /(^|[;\n])\s*[-*•]\s/.test(text));
      if (p.topic && !topics.has(p.topic) && !guessedSolution) {
        topics.add(p.topic);
        const key = briefKey(f, p.topic);
        // A link to the contact page is not yet a demo offer: "I'd like a demo. Also, your phone number?"
        const done = p.topic === 'demo' ? DEMO_LINK.test(said()) : Boolean(key && said().includes(key));
        if (!done) add(brief(f, p.topic, { buying: p.buying, focus: part }));
      }
    }
    if (u.offHours && !said().includes('24/7')) add(offHoursLine(f));
    // "Do you do reservations?": what a yes/no question asks for, when the answer never names it
    // but one industry's feature title does (restaurant reservations), gets that industry's short answer.
    if (!u.industry && !u.unserved && !u.product && !u.certification && YES_NO.test(fold(text))) {
      // Plain words, not canonical terms: "reservations" is not the answer's "booking".
      const stems = (s: string) => (fold(s).match(/[a-z]{5,}/g) ?? []).map((w) => w.slice(0, 5));
      const answered = new Set(stems(said()));
      const missing = stems(text).filter((w) => !answered.has(w) && !ASKING.has(w));
      const pages = [...f.servicePages.values()].filter((p) => p.features.some((c) => stems(c.title).some((t) => missing.includes(t))));
      if (pages.length === 1 && !said().includes(`(${localPath(f, pages[0].path)})`)) add(industryBrief(f, pages[0].slug, text));
    }
    if (!extras.length) return composed.lines;
    // A product or certification the main answer could not confirm needs the team's offer.
    if (parts.some((p) => p.u.product || p.u.certification) && !/\[(contact us|écrivez-nous)\]/.test(said())) {
      extras.push(teamStep(f, say(f.lang, 'the details', 'les détails')));
    }
    const lines = [...composed.lines];
    let last = lines.length > 1 && /\]\([^)]*\/contact\)/.test(lines.at(-1) ?? '') ? lines.pop() : undefined;
    // "How long, how much, and do you work with HR teams?": a price asked on the side is got the
    // way the pricing answer says, from the team in a demo.
    if (topics.has('pricing') && composed.topic !== 'pricing' && (!last || DEMO_LINK.test(last)) && !/\b(team|équipe)\b/.test(said()))
      last = quoteStep(f);
    return [...lines, ...extras, ...(last ? [last] : [])];
  }

  /**
   * A published post that covers a how-it-goes question squarely ("what happens in the first
   * month, week by week?") is offered as further reading beside the answer, as a person would.
   */
  private async furtherReading(
    text: string,
    f: SiteFacts,
    composed: Composed,
    u: Understanding,
  ): Promise<{ line: string; path: string } | undefined> {
    if (!READING_TOPICS.has(composed.topic ?? '') || composed.unanswered || u.teamQuestion || u.beyondSite.length) return undefined;
    const top = (await this.kb.search(text, 5, f.lang)).find((p) => p.kind === 'blog');
    if (!top || top.kind !== 'blog' || top.score < READING_SCORE || top.coverage < READING_COVERAGE) return undefined;
    return {
      path: top.path,
      line: say(
        f.lang,
        `Our article [${top.title}](${top.path}) goes into it.`,
        `Notre article [${top.title}](${top.path}) en parle en détail.`,
      ),
    };
  }

  /** "Does it work with our point of sale?", "chat or phone?": the post that says so, beside the answer. */
  private async conceptReading(text: string, f: SiteFacts, composed: Composed): Promise<{ line: string; path: string } | undefined> {
    const folded = fold(text).replace(/[’']/g, "'");
    const concept = CONCEPTS.find((c) => c.asked.test(folded) && (!c.topic || c.topic === composed.topic));
    if (!concept || composed.unanswered) return undefined;
    const post = (await this.kb.search(concept.query[f.lang], 20, f.lang)).find(
      (p) => p.kind === 'blog' && concept.says.test(`${p.title} ${p.text}`),
    );
    if (!post) return undefined;
    return { path: post.path, line: concept.line[f.lang].replace('{link}', `[${post.title}](${post.path})`) };
  }

  /** A message that may lean on the previous answer: short, naming no business, product or certification of its own. */
  private followsUp(u: Understanding, text: string): boolean {
    const words = text.split(/\s+/).filter(Boolean).length;
    // A topic settled by the visitor's own words ("how long to set up?") or "the second one" has its own answer.
    return (
      words <= SUBJECT_WORDS &&
      !u.settled &&
      !u.more &&
      !ORDINAL_REF.test(fold(text)) &&
      !u.industry &&
      !u.unserved &&
      !u.product &&
      !u.certification &&
      !u.unknownOwnProduct &&
      !u.careers
    );
  }

  /** The fact on the pages just linked that answers a follow-up, with its page and the planned next step. */
  private async fromSubject(text: string, pages: string[], f: SiteFacts, composed: Composed): Promise<Composed | undefined> {
    const [top] = await this.kb.searchWithin(text, pages, f.lang);
    if (!top || top.score < SUBJECT_SCORE || top.coverage < SUBJECT_COVERAGE) return undefined;
    // Only what the planned answer leaves out: "and the price?" after a price is already answered.
    const said = new Set(terms(composed.unanswered ? '' : composed.lines.join(' ')).map(form));
    const asked = top.matchedTerms.filter((t) => t.length >= 4 && this.kb.isSpecific(t));
    if (!asked.length || asked.every((t) => said.has(t))) return undefined;
    const sentences = top.text.split(/(?<=[.!?])\s+/);
    const hits = (s: string) => terms(s).filter((t) => asked.includes(form(t))).length;
    const best = sentences.reduce((a, b) => (hits(b) > hits(a) ? b : a));
    // A sentence that opens a list ("We keep information … for its purpose:") goes on into it.
    const sentence = top.text.length <= 240 ? top.text : excerpt(top.text.slice(top.text.indexOf(best)), 240);
    const fact =
      top.title && !top.text.startsWith(top.title) ? `${top.title}${/[?!.:]$/.test(top.title) ? '' : ':'} ${sentence}` : sentence;
    const page = `[${top.kind === 'blog' ? top.title : this.kb.pageTitle(top.path)}](${top.path})`;
    const next =
      composed.lines.at(-1) && /\]\([^)]*\/contact\)/.test(composed.lines.at(-1)!) && !composed.unanswered
        ? composed.lines.at(-1)!
        : teamStep(f, say(f.lang, 'the details', 'les détails'));
    return { lines: [fact, say(f.lang, `More on ${page}.`, `Détails : ${page}.`), next], topic: composed.topic };
  }

  private confident(passages: ScoredPassage[]): ScoredPassage | undefined {
    const top = passages[0];
    return top && top.score >= MIN_SCORE && top.coverage >= MIN_COVERAGE ? top : undefined;
  }

  /**
   * Retrieval's answer, said as an answer: the fact, the page it is on, and who to ask if it
   * misses. The passage is in the visitor's language and its path already names that site.
   */
  private fromPassage(f: SiteFacts, p: ScoredPassage, buying: boolean): string[] {
    const fact = p.kind === 'blog' ? excerpt(p.text, 240) : `${p.title}${/[?!.:]$/.test(p.title) ? '' : ':'} ${excerpt(p.text, 240)}`;
    const page = `[${p.kind === 'blog' ? p.title : this.kb.pageTitle(p.path)}](${p.path})`;
    const contact = localPath(f, DEMO_PATH);
    return [
      p.kind === 'blog'
        ? say(f.lang, `Our article ${page} covers that:`, `Notre article ${page} en parle :`)
        : say(
            f.lang,
            `The closest thing our site says is on the ${page} page:`,
            `Ce qui s’en rapproche le plus sur notre site se trouve sur la page ${page} :`,
          ),
      fact,
      buying
        ? say(
            f.lang,
            `[Book a Demo](${contact}) and we'll show you how it fits your business.`,
            `[Réservez une démo](${contact}) et nous vous montrerons comment l’adapter à votre entreprise.`,
          )
        : say(
            f.lang,
            `If that isn't what you meant, our team can answer: [contact us](${contact}).`,
            `Si ce n’est pas ce que vous cherchiez, notre équipe peut vous répondre : [écrivez-nous](${contact}).`,
          ),
    ];
  }

  /** The article closest to the question, from the posts and hub of the visitor's language. */
  private async article(text: string, f: SiteFacts): Promise<{ title: string; path: string; note?: string } | undefined> {
    const base = `${f.prefix}/content/`;
    // "Anything I can read about cutting no-shows?": the subject, without the words that ask for reading.
    const subject = text.replace(READING_WORDS, ' ').trim();
    const inLang = (await this.kb.search(subject || text, 40, f.lang)).filter((p) => p.path.startsWith(base));
    // A French visitor may be best served by a post we only have in English ("un article pour brancher un CRM?"):
    // the terms carry French glosses, so the English posts are searched too, and the better match wins.
    // Only the English posts with no French twin are searched, so pages that share their words do not crowd them out.
    const frenchPosts = new Set(this.kb.passages('fr').map((p) => p.path));
    const englishOnly =
      f.lang === 'fr'
        ? [
            ...new Set(
              this.kb
                .passages('en')
                .filter((p) => p.kind === 'blog' && !frenchPosts.has(`${base}${p.path.split('/').pop()}`))
                .map((p) => p.path),
            ),
          ]
        : [];
    const english = englishOnly.length
      ? (await this.kb.searchWithin(subject || text, englishOnly, 'en')).filter((p) => p.coverage >= 0.5)
      : [];
    // How many of the question's words a post's slug carries: what the post is about, not what it mentions.
    // Slugs are English in both languages and French words are glossed to English, so this compares a French
    // post with an English-only one, whose scores come from two indexes and are not on one scale
    // ("réseaux sociaux pour les PME": the social media post, not a salon story that mentions social media once).
    const about = (p: ScoredPassage) => {
      const named = new Set(terms(p.path.split('/').pop()!.replace(/-/g, ' ')));
      return p.matchedTerms.filter((t) => named.has(t) && !SLUG_FILLER.has(t)).length;
    };
    const found = [...inLang, ...english.map((p) => ({ ...p, path: `${base}${p.path.split('/').pop()}`, englishOnly: true }))].sort(
      (a, b) => about(b) - about(a) || b.score - a.score,
    );
    // The best match whose article we can name: a post in this language, or an article of the hub.
    for (const hit of found) {
      const slug = hit.path.slice(base.length);
      // link() adds the language prefix itself; a post only in English says so, as the French blog does.
      const title =
        'englishOnly' in hit
          ? `${f.articles.find((a) => a.slug === slug)?.title ?? hit.title} (en anglais)`
          : hit.kind === 'blog' && (hit.lang ?? 'en') === f.lang
            ? hit.title
            : f.articles.find((a) => a.slug === slug)?.title;
      // "Is it a real salon?": the post's own note that its business is a composite, when it has one.
      const note = this.kb
        .passages(f.lang)
        .filter((p) => p.path === hit.path)
        .flatMap((p) => p.text.split(/(?<=[.!?])\s+/))
        .find((s) => /\b(composite|illustration)\b/i.test(s))
        ?.replace(/[*_]/g, '');
      if (title) return { title, path: `/content/${slug}`, note };
    }
    return undefined;
  }
}

/** The pages an answer links, its subject for a follow-up (not the contact page or an index). */
function subjectPages(body: string): string[] | undefined {
  const paths = [...body.matchAll(/\]\((\/[^)\s#?]*)\)/g)].map((m) => m[1]).filter((p) => !NOT_A_SUBJECT.test(p));
  return paths.length ? [...new Set(paths)].slice(0, 4) : undefined;
}
