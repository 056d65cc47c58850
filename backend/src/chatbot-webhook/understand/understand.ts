import { fold } from '../knowledge/text';
import { findCertification, findIndustry, findProduct, findUnserved } from './entities';
import type { Topic } from './intent-examples';
import type { TopicClassifier } from './topic-classifier';

/** Below this cosine the nearest labelled example is a coincidence (calibrated on the tune half). */
export const TOPIC_THRESHOLD = 0.25;

/**
 * Words without which a general topic is not what the visitor asked about, however close the
 * nearest example: the classifier finds paraphrases, the gate keeps "onboard clients faster"
 * from being a timeline question. Checked on the words as written and spelling-corrected.
 */
const GATES: Partial<Record<Topic, RegExp>> = {
  pricing:
    /\$|\b(pric\w*|costs?|costing|fees?|dollars?|trial|pay|paid|cheap\w*|expensive|afford\w*|budget|quotes?|discounts?|free|plans?|tiers?|tiered|subscriptions?|damage|rates?|how much(?! (time|work|effort|faster|quicker|sooner|longer))|prix|tarif\w*|couts?|coute|abonnements?|gratuit\w*|rabais|combien(?! (de temps|de semaines|de jours|de mois|d'?employes|de clients|d'?entreprises|de personnes)))\b/,
  timeline:
    /\b(how long|weeks?|months?|days?|when|soon|fast|faster|quick\w*|deadline|ready|live|before|realistic\w*|in time|start|starting|begin|by (the )?end of|within|launch\w*|timeline|timing|time|deploy\w*|rollout|implement\w*|set ?up|up and running|delai|semaines?|quand|rapide\w*|demarrer|mise en place|combien de temps)\b/,
  expertise:
    /\b(technical|tech|techies?|techy|skills?|developers?|programmers?|coders?|code|coding|computers?|it|savvy|train\w*|teach\w*|learn\w*|show (my|our|the) (staff|team|people|employees)|how to use|hard|complicated|easy|difficult|manage|set (it|this|everything) up|techniques?|competences?|informaticien\w*|informatique|connaissances?|form(ez|er|ation|ons)\w*|apprendre)\b/,
  privacy:
    /\b(privacy|private|personal (info\w*|data|details)|my (data|info\w*|details|messages|e-?mail|ip)|(sell|sold|selling|share|shared|sharing|rent)\b.{0,25}\b(data|info\w*|details|e-?mails?|addresses|contacts)|third[- ]part\w*|delete|deleted|erase|remove my|retention|how long .{0,20}(keep|store|hold)|ip address|cookies?|track\w*|analytics|consent|unsubscribe|newsletter|pipeda|casl|privacy officer|breach\w*|vie privee|renseignements personnels|confidentialite|vend\w*|partag\w*|supprim\w*|effac\w*|corrig\w*|conserv\w*|desabonn\w*|infolettre|consentement|lprpde|lcap|temoins)\b/,
  security:
    /\b(host\w*|servers?|heberg\w*|serveurs?|secur\w*|safe\w*|privacy|encrypt\w*|protect\w*|data|information|info|confidential\w*|access|conversations?|read our|see our|zero|anonymi\w*|breach\w*|donnees|securite|confidentialite|protegees?)\b/,
  integrations:
    /\b(integrat\w*|connect\w*|sync\w*|plug\w*|crms?|erps?|tools?|software|systems?|apis?|compatible|calendars?|hook\w*|existing|added to|add it to|outils|logiciels?|relier)\b/,
  support:
    /\b(support\w*|help\w*|24\/7|night|nuit|soir|fin de semaine|fermes?|feries?|after (launch\w*|go-?live|it'?s live)|once (it|the system|everything) (is|goes) (live|running)|stick around|stay with us|on (our|my) own|leave us|alone|weekends?|holidays?|after hours|round the clock|around the clock|any ?time|breaks?|broken|down|wrong|fix\w*|stops? working|outages?|bugs?|trouble|maintenance|maintain\w*|problems?|issues?|assist\w*|how (fast|quickly)|soutien|aide|probleme|panne|bogue|apres le lancement|en marche)\b/,
  about:
    /\b(who|founded|founders?|history|story|values?|value|mission|behind|canadian|canada|company|old|started|owns?|runs?|your team|the team|trust you|different|qui|fonde\w*|histoire|valeurs?|entreprise)\b/,
  contact:
    /\b(where|your office|the office|office address|address|phone|e-?mail|reach\w*|call|visit|located|location|linkedin|facebook|instagram|social|respond|reply|replies|get in touch|adresse|telephone|courriel|joindre|situes?|bureau)\b/,
  blog: /\b(blogs?|articles?|read\w*|case stud\w*|guides?|written|write|insights?|blogue|lire|resources?)\b/,
  demo: /\b(demos?|demonstrations?|walkthrough|walk (me|us) through|presentation|see (it|this) (in action|working)|see how it works|before (committing|buying|signing|we commit)|show me|meeting|meet|demo call|essai)\b/,
  products: /\b(try|test|demos?|products?|assistants?|play|essayer|produits?|live demos?)\b/,
  careers:
    /\b(hiring|hire|jobs?|careers?|work (for|at)|positions?|roles?|openings?|apply|resumes?|cv|intern\w*|employees?|emplois?|carrieres?|postuler|embauch\w*|postes?|stages?|travailler (pour|chez))\b/,
};
/** Money words settle it: a question about money gets the pricing answer (never an invented amount). */
const MONEY =
  /\$|\b(free (for|trial|month|week|version|plan|period)|for free|gratuitement|essai gratuit|pric\w*|costs?|fees?|expensive|cheap\w*|(?<!(we|i|they|you) (already |currently )?)(pay|paying|paid)(?! for)|charges?|charged|money|the damage|pricey|rates?|budget|afford\w*|discounts?|rabais|prix|tarif\w*|coute|couts?|payer|cher|chere|combien (ca|cela) (coute|revient)|ca revient a combien|frais|how much (would|will|does|do|is|are|for)\b(?!.{0,20}\b(time|hours?|work|effort|faster|quicker|sooner|longer|save|saves|free up|cut|reduce)\b))\b/;
/** Pricing details the site does not state (a trial, a discount, a setup fee, terms): the pricing answer, and the team confirms the detail. */
const PRICING_DETAIL =
  /\b(trials?|free (for|month|week|version|plan|period)|for free|discounts?|rabais|non-?profits?|charit\w*|setup fees?|set-up fees?|installation fees?|one-?time|per (seat|user|location|call|minute|message|month)|contracts?|cancel\w*|refunds?|commitment|minimum|essai\w*|gratuit\w*|frais|par (utilisateur|siege|poste|succursale|appel)|contrat\w*|annul\w*|rembours\w*|engagement|obnl|organismes? sans but lucratif)\b/;

/**
 * A word that names the topic itself ("support", "article", "encrypted") outranks a closer
 * example of another topic, provided the classifier gives the named topic some weight. In order.
 */
const ANCHORS: [Topic, RegExp][] = [
  [
    'timeline',
    /\b((up and running|be (up|live|ready|running)|go live|launch(ed)?) (before|by|within|in time)|from now|in time for|(ready|live|running) (before|by|within))\b/,
  ],
  [
    'about',
    /\b((what|which) year\b.{0,30}\b(you|prairieflow|the company|your company)\b|how (many years|long) (have|has) (you|prairieflow|the company|your company) been (in business|around|operating|running)|how (did|was) (you|the company|the business|it all|prairieflow) (start\w*|begin|began|get started|founded|come about)|when (was|were|did) (you|the company|prairieflow) (founded|started|start|begin)|how old (is|are)|company'?s? (history|story)|founders?|founded|depuis quand|fonde\w*|histoire de)\b/,
  ],
  [
    'expertise',
    /\b(it (staff|department|team|person|people|guy)|tech(nical)? (staff|people|skills|team|person)|techies|non-?technical|not (very )?technical|no developers?|informaticien\w*|service informatique|pas techniques?)\b/,
  ],
  [
    'blog',
    /\b(blogs?|blogue|articles?|guides?|case stud\w*|reading|(something|anything|stuff|material|more) (good )?to read|read (up )?(on|about)|a lire|lire (sur|a propos))\b/,
  ],
  ['support', /\b(support|soutien|helpdesk|help desk)\b(?! (for|our|my|the) )/],
  [
    'overview',
    /\b(everything|all (the things|the services|your services|your solutions)) (you|u|prairieflow) (offer|do|sell|provide|have)\b|\bwhat all (do )?(you|u) (offer|do)\b/,
  ],
  ['assistant', /\b(personali[sz]ed (ai )?assistant|assistant ia personnalise|forecast\w*|previsions?)\b/],
  [
    'privacy',
    /\b((sell|sold|selling|share|shared|sharing|rent)\b.{0,25}\b(data|info\w*|details|e-?mails?|addresses|contacts)|newsletter|infolettre|retention|retain|how long (do|will) you (keep|store|hold)|delete (my|our)|erase (my|our)|cookies?|ip address|unsubscribe|withdraw (my )?consent|privacy (policy|officer|law)|pipeda|casl|third[- ]part(y|ies)|personal (info\w*|data)|vend(ez|ons|re)|conserv(ez|ons|ation)|supprim\w*|desabonn\w*|politique de confidentialite|lprpde|lcap|renseignements personnels|vie privee)\b/,
  ],
  [
    'security',
    /\b(secur\w*|encrypt\w*|privacy|confidential\w*|breach\w*|hack\w*|leak\w*|safe(ly|ty)?|chiffr\w*|confidentialite|piratage)\b/,
  ],
  ['integrations', /\b(integrat\w*|crms?|erps?|sync\w*)\b/],
];
const ANCHOR_MIN = 0.15;
/**
 * Phrasings precise enough to settle the topic on their own, whatever the nearest example:
 * who can read the visitor's data, how soon a message is answered, chatting with a live demo.
 */
const SURE: [Topic, RegExp][] = [
  [
    'privacy',
    /\b(unsubscribe|newsletter|infolettre|desabonn\w*|ip address|cookies|privacy (policy|officer)|politique de confidentialite|(sell|sold|selling|share|rent)\b.{0,20}\b(my|our|personal) (data|info\w*|details|e-?mails?)|(delete|erase) (my|our) (data|info\w*|details|account)|supprimer mes)\b/,
  ],
  [
    'security',
    /\b(read|see|view|look at|listen to|access)\b.{0,20}\b(our|my|the) (chats?|conversations?|messages|data|records|files|customer (data|records|files))\b|\b(voir|lire|consulter|acceder (a|aux))\b.{0,20}\b(nos|mes|les) (donnees|dossiers|conversations|messages|renseignements|fichiers)\b/,
  ],
  [
    'contact',
    /\b(your|the) (office|offices|headquarters|head office|street address|mailing address|postal address)\b|\bvotre (bureau|adresse)\b/,
  ],
  [
    'contact',
    /\b(when|how (soon|fast|quickly|long))\b.{0,40}\b(get back to (me|us)|hear back|(you|your team|someone|somebody|anyone) (reply|replies|respond|responds|answer|answers|gets? back))\b|\byour (reply|response) time\b/,
  ],
  [
    'products',
    /\b(chat|talk|play) with (one of )?(your|a|the) (bots?|assistants?|chatbots?)\b|\blive demos?\b|\b(assistants?|bots?|chatbots?)\b.{0,20}\b(can|could) (i|we) (try|test|play with|use)\b/,
  ],
];

/**
 * Weak topics that a business's own situation outranks: "my pizzeria loses phone orders at night"
 * is about restaurants (and phone orders), not about support hours or our phone number. The
 * topic stands only when the visitor names it in these words.
 */
export const OUTRANKED_BY_INDUSTRY: Topic[] = ['support', 'contact', 'about', 'products', 'expertise'];
const NAMED: Partial<Record<Topic, RegExp>> = {
  support:
    /(?<!\b(you|we|u|vous) )\b(support|soutien|help ?desk|24\/7|after (launch|go-?live)|apres le lancement|maintenance)\b(?! (for|our|my|the|a|an|les|des|nos) )/,
  contact:
    /\b(your|votre|vos) (phone|number|e-?mail|address|office|numero|telephone|courriel|adresse|bureau)\b|\b(contact|reach|call|joindre|appeler) (you|vous)\b/,
  about: /\b(about (you|your company)|your company|founded|mission|who are you|your (story|history|values)|votre entreprise|fonde\w*)\b/,
  products: /\b(products?|produits?|live demos?|your (bots?|assistants?))\b/,
  expertise: /\b(technical|tech|techies?|train\w*|it (staff|person|team)|informati\w*|connaissances? techniques?|form(er|ez|ation))\b/,
};

/** What the site does not say at all (guarantees, reliability, contracts): the team answers. */
const TEAM_QUESTION =
  /\b(reliab\w*|uptime|sla|guarantee\w*|refunds?|cancel\w*|contracts?|resell\w*|white-?label|investors?|awards?|mobile app|partners?hip|languages?|how many (\w+ )?(clients|customers|businesses|companies|users|employees|people (work|use)|staff|installations|accounts)|(your|some of your|name your|list your|who are your) (clients|customers)|client list|references|revenue|on-?prem\w*|own servers?|self-?host\w*|combien (de|d'?) ?(clients|employes|entreprises|utilisateurs|personnes travaillent)|vos clients|remboursement|contrat\w*|langues?|spanish|espagnol|punjabi|mandarin|arabic|arabe)\b/;

const BUYING =
  /\b(demo|demonstration|buy|purchase|sign (us |me )?up|get started|getting started|next steps?|first step|step one|what'?s next|what (do|should) (we|i) do( next| now)?|how (do|can|should) (we|i) (start|begin|proceed|move forward|go ahead|sign up|get going)|move forward|moving forward|go ahead|proceed|interested|quote|proposal|ready to|let'?s do|convinced|sold|onboard us|set (it|this|that) up|we need|i need|we want|i want|we'?d like|i'?d like|trial|subscribe|acheter|interess\w*|commencer|demarrer|devis|soumission|proposition|essai|prochaine etape|la suite|aller de l'?avant|pret(e|s)? a|on fait quoi|(s'?|m'?|nous )(abonner|inscrire)|comment (on )?(procede|fait|s'?y prend))\b/;
const FOLLOW_CUE =
  /^(and|what about|how about|also|same|then|so|ok and|et|et pour|et les|et la|et le|aussi)\b|\b(it|that|this|those|them|too|as well|ca|cela|celle-ci|celui-ci|aussi)\b/;
const MORE = /\b(tell me more|more (details|info\w*)|go on|elaborate|en savoir plus|dites-m'en plus|plus de details)\b/;
const CAREERS =
  /\b((are|is) (you|u|prairieflow\w*|your company) hiring|job (openings?|offers?)|open (positions|roles)|work\w* (remotely |from home |full[- ]time |part[- ]time )?(for|at) (you|u|prairieflow|your (company|team))|work\w* (remotely|from home|full[- ]time|part[- ]time) (with|for) (you|u|prairieflow|your (company|team))|join (your|the) team|remote (jobs?|work|positions?|roles?)|resume|cv|internships?|interns?|apply for (a|the) (job|position|role)|careers?|emplois?|carrieres?|postuler|embauchez|stages?)\b/;
const OFF_HOURS =
  /\b(nights?|overnight|midnight|late at night|evenings?|after[- ]hours|weekends?|holidays?(?! (rush|season|sales?|party))|(wait|until|till) (monday|morning|tomorrow|the next day|business hours|we open)|jusqu'?(a|au) (lundi|demain|matin)|christmas|new year'?s?|closed|\d{1,2} ?(am|a\.m\.)|\d{1,2} in the morning|any hour|round the clock|around the clock|nuits?|le soir|soirees?|fin de semaine|fins de semaine|feries?|conges?|fermes?|fermee?s?|\d{1,2} ?h du matin|en tout temps|toute heure)\b/;
/** Privacy laws the site says it follows: a question naming them is a privacy question, not a claim to refuse. */
const FOLLOWED_LAWS = /\b(pipeda|casl|lprpde|lcap)\b/;
const SOCIAL = /\b(linkedin|facebook|instagram|twitter|social (media )?(accounts|profiles|pages)|reseaux sociaux)\b/;
const AMOUNT = /\$\s?\d|\d\s?\$|\b\d+ ?(dollars?|bucks|cad|usd)\b/;

export interface Understanding {
  topic?: Topic;
  score: number;
  industry?: string;
  unserved?: string;
  product?: string;
  certification?: string;
  buying: boolean;
  followUp: boolean;
  more: boolean;
  careers: boolean;
  social: boolean;
  namedAmount: boolean;
  /** The visitor named the topic in its own words (not only a word the classifier leaned on). */
  topicNamed: boolean;
  /** Asks something the site never states (a guarantee, a contract term): only the team can answer. */
  teamQuestion: boolean;
  /** A pricing question about a term the site does not state (a trial, a discount, a setup fee). */
  pricingDetail: boolean;
  /** Asks about evenings, nights, weekends or holidays: the answer says what runs 24/7. */
  offHours: boolean;
  /** Asks about an assistant, a bot or a product (the live demos and what is coming soon). */
  productAsk: boolean;
  /** The topic was settled by the visitor's own words (money, a sure phrasing, a topic's name), not only by the nearest example. */
  settled: boolean;
}

/**
 * Reads one message: its topic (the trained classifier), what it names (industry, product,
 * certification) and how it relates to the conversation (a follow-up, a request for more).
 * Entity patterns run on the words as written and on their spelling-corrected form.
 */
export function understand(text: string, corrected: string, classifier: TopicClassifier, siteText: string): Understanding {
  const folded = fold(text).replace(/[’']/g, "'");
  const either = `${folded} \n ${corrected}`;
  const ranked = classifier.classify(`${text} ${corrected}`);
  const passing = ranked.filter((r) => r.score >= TOPIC_THRESHOLD && (GATES[r.topic]?.test(either) ?? true));
  // "Is the demo free?" is about the demo, which the site says is free.
  const money = MONEY.test(either) && !/\b(demos?|demonstrations?)\b/.test(either) ? ranked.find((r) => r.topic === 'pricing') : undefined;
  const anchor = ANCHORS.find(([topic, words]) => words.test(either) && ranked.some((r) => r.topic === topic && r.score >= ANCHOR_MIN));
  const sure = SURE.find(([, words]) => words.test(either));
  const best =
    money ?? (sure && ranked.find((r) => r.topic === sure[0])) ?? (anchor && ranked.find((r) => r.topic === anchor[0])) ?? passing[0];
  const words = folded.split(/\s+/).filter(Boolean).length;
  const careers = CAREERS.test(folded);
  const industry = careers ? undefined : findIndustry(either);
  const followedLaw = FOLLOWED_LAWS.test(folded);
  const topic = careers ? 'careers' : followedLaw ? 'privacy' : best?.topic;
  const topicNamed = careers || Boolean(money || sure) || (topic ? (NAMED[topic]?.test(either) ?? true) : false);
  return {
    topic,
    topicNamed,
    score: best?.score ?? 0,
    industry,
    unserved: industry ? undefined : findUnserved(folded),
    product: findProduct(text, siteText),
    certification: followedLaw ? undefined : findCertification(folded),
    buying: BUYING.test(folded),
    followUp: words <= 9 && (FOLLOW_CUE.test(folded) || MORE.test(folded)),
    more: MORE.test(folded),
    careers,
    social: SOCIAL.test(folded),
    namedAmount: AMOUNT.test(folded),
    teamQuestion: !money && TEAM_QUESTION.test(folded),
    pricingDetail: PRICING_DETAIL.test(folded),
    offHours: OFF_HOURS.test(folded),
    settled: Boolean(money || sure || anchor),
    productAsk:
      /\b(assistants?|bots?|chatbots?|products?|produits?|demos? (bot|assistant)|try (it|one|the \w+ (assistant|bot))|essayer)\b/.test(
        folded,
      ),
  };
}
