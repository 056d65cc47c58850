import { isEveryday } from '../knowledge/everyday-words';
import { fold } from '../knowledge/text';
import {
  businessSpelled,
  findAdjacent,
  findCertification,
  findIndustries,
  findIndustry,
  findProduct,
  findUnserved,
  industryIndex,
} from './entities';
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
    /\$|\b(pric\w*|costs?|costing|fees?|charg(e|es|ed|ing|ez|er)|per (user|seat|location|site|month)|par (utilisateur|emplacement|succursale|poste|mois)|dollars?|trial|pay|paid|cheap\w*|expensive|afford\w*|budget|quotes?|discounts?|free(?! up)|run (me|us)|plans?|tiers?|tiered|subscriptions?|damage|rates?|how much(?! (time|work|effort|faster|quicker|sooner|longer|less|more|fewer))|prix|tarif\w*|couts?|coute|abonnements?|gratuit\w*|forfaits?|rabais|combien(?! d[e'])|combien de (frais|dollars))\b/,
  timeline:
    /\b(how long|weeks?|months?|days?|when|soon|fast|faster|quick\w*|deadline|ready|live|before|realistic\w*|in time|start|starting|begin|by (the )?end of|within|launch\w*|timeline|timing|time|deploy\w*|rollout|implement\w*|set ?up|up and running|delai|delais|semaines?|mois|jours?|quand|rapide\w*|vite|temps|demarrer|mise en place|combien de temps|pret|prete|en marche|implant\w*|installer|installation|deployer)\b/,
  expertise:
    /\b(technical|tech|techies?|techy|skills?|developers?|programmers?|coders?|code|coding|computers?|it|savvy|train\w*|teach\w*|learn\w*|show (my|our|the) (staff|team|people|employees)|how to use|hard|complicated|easy|difficult|manage|set (it|this|everything) up|techniques?|competences?|informaticien\w*|informatique|connaissances?|form(ez|er|ation|ons)\w*|apprendre)\b/,
  privacy:
    /\b(privacy|private|personal (info\w*|data|details)|my (data|info\w*|details|messages|e-?mail|ip)|(sell|sold|selling|share|shared|sharing|rent)\b.{0,25}\b(data|info\w*|details|e-?mails?|addresses|contacts)|third[- ]part\w*|delete|deleted|erase|remove my|retention|how long .{0,20}(keep|store|hold)|ip address|cookies?|track\w*|analytics|consent|unsubscribe|newsletter|pipeda|casl|privacy officer|breach\w*|vie privee|renseignements personnels|confidentialite|vend\w*|partag\w*|supprim\w*|effac\w*|corrig\w*|conserv\w*|desabonn\w*|infolettre|consentement|lprpde|lcap|temoins)\b/,
  security:
    /\b(host\w*|servers?|heberg\w*|serveurs?|secur\w*|safe\w*|privacy|encrypt\w*|protect\w*|data|information|info|confidential\w*|access|conversations?|read our|see our|zero|anonymi\w*|breach\w*|donnees|securite|confidentialite|protegees?)\b/,
  integrations:
    /\b(integrat\w*|connect\w*|sync\w*|plug\w*|crms?|erps?|tools?|software|systems?|apis?|compatible|calendars?|hook\w*|existing|added to|add it to|outils|logiciels?|relier|pos|point[- ]of[- ]sale|till|cash register|caisse|brancher|branche\w*|connecte\w*|agendas?|calendriers?|systemes?|programmes?|applications?|applis?|synchronis\w*|integre\w*)\b/,
  support:
    /\b(support\w*|help\w*|24\/7|night|nuit|soir|fin de semaine|fermes?|feries?|after (launch\w*|go-?live|it'?s live)|once (it|the system|everything) (is|goes) (live|running)|stick around|stay with us|on (our|my) own|leave us|alone|weekends?|holidays?|after hours|round the clock|around the clock|any ?time|breaks?|broken|down|wrong|fix\w*|stops? working|outages?|bugs?|trouble|maintenance|maintain\w*|problems?|issues?|assist\w*|how (fast|quickly)|soutien|aide|aider|probleme|problemes|panne|bogue|bogues|brise|apres le lancement|en marche|depanner|depannage|plante|bug)\b/,
  about:
    /\b(who|founded|founders?|history|story|values?|value|mission|behind|canadian|canada|company|old|started|owns?|runs?|your team|the team|trust you|different|qui|fonde\w*|histoire|valeurs?|entreprise)\b/,
  contact:
    /\b(where|your office|the office|office address|address|phone|e-?mail|reach\w*|call|visit|located|location|linkedin|facebook|instagram|social|respond|reply|replies|get in touch|adresse|telephone|courriel|joindre|situes?|bureau|texter|texto|numero|rejoindre)\b/,
  blog: /\b(blogs?|articles?|read\w*|case stud\w*|guides?|written|write|insights?|blogue|lire|lecture|etudes? de cas|ecrit\w*|publie\w*|ressources?|resources?)\b/,
  demo: /\b(demos?|demonstrations?|walkthrough|walk (me|us) through|presentation|see (it|this) (in action|working)|see how it works|before (committing|buying|signing|we commit)|show me|meeting|meet|demo call|essai|montrez|montrer|voir|rencontre\w*|presenter)\b/,
  products: /\b(try|test|demos?|products?|assistants?|play|essayer|produits?|live demos?)\b/,
  careers:
    /\b(hiring|hire|jobs?|careers?|work (for|at)|positions?|roles?|openings?|apply|resumes?|cv|intern\w*|employees?|emplois?|carrieres?|postuler|embauch\w*|postes?|stages?|travailler (pour|chez)|job|jobs|engag\w*|candidat\w*|salaire)\b/,
};
/** Money words settle it: a question about money gets the pricing answer (never an invented amount). */
const MONEY =
  /\b(billing|billed|invoic\w*|one-?time (purchase|fee|payment|cost)|facturation|facture[sz]?)\b|\b\d+ ?(piasses?|piastres?|bucks)\b|\bc'?est combien\b(?! de (temps?|tps|tant|jours|semaines|mois))|\bcombien (par|le|du) (mois|an|annee|semaine)\b|\b\d+ ?% (off|discount|de rabais|de reduction)\b|\bcomment (vous )?(chargez|facturez)\b|\b(vous )?(chargez|facturez)(-vous)? comment\b|\b(a l'?heure|au projet|au mois)\b.{0,12}\b(au mois|au projet|a l'?heure|a l'?annee)\b|\b(chargez|facturez)(-vous)? (au|par|a l'?) ?(mois|an|annee|heure)\b|\b(au|par) mois\b.{0,6}\b(a l'?annee|par annee|a l'?an)\b|\b(chiffre|prix|montant) (approximatif|approximative|a peu pres)\b|\b(rough|approximate|ballpark) (number|figure|price|idea|estimate|cost)\b|\$|\b\d{2,} ?(a|per|\/) ?(month|mo|year|yr|mois|an)\b|\b((est|c'?est|is it|it'?s|is the service|le service est) (gratuit\w*|free)(?! (demo|trial|consultation))|free (for|trial|month|week|version|plan|period)|for free|gratuitement|essai gratuit\w*|periode d'?essai|quotes?|estimates?|ballpark|how much(?! (time|work|effort|faster|quicker|sooner|longer|data|info\w*|of|less|more|fewer))(?!.{0,25}\b(time|hours?|work|effort|save|saves|free up|cut|reduce|data)\b)|pric\w*|costs?|fees?|expensive|cheap\w*|(?<!(we|i|they|you) (already |currently )?)(pay|paying|paid)(?! for)|charges?|charged|money|the damage|pricey|(?<!(response|conversion|success|open|booking|show|click|retention|review|reply) )rates?|budget|afford\w*|discounts?|rabais|prix|tarif\w*|coute\w*|couts?|payer|chers?|cheres?|forfaits?|soumissions?|what (would|will|does) (that|it|this) run (me|us)|set (me|us) back|combien (ca|cela) (coute|revient)|ca revient a combien|frais|enterprise (deals?|plans?|pricing|contracts?|packages?|tiers?)|how much (would|will|does|do|is|are|for)\b(?!.{0,20}\b(time|hours?|work|effort|faster|quicker|sooner|longer|save|saves|free up|cut|reduce)\b))\b/;
/** "Is the demo free?": a question that names the demo is about the demo (which is free), unless it turns one down. */
const DEMO_ASKED = (s: string) =>
  /\b(demos?|demonstrations?)\b/.test(s) &&
  !/\b(pas le temps (d'?une|pour une) demo|(without|skip|no time for|don'?t want|do not want) (a |the )?demo|sans (passer par une )?demo|pas de demo)\b/.test(
    s,
  );
/** "I don't even know where to start", "par où je commence ?": a first step, from the whole offer. */
export const START =
  /\b((don'?t|do not) (even |really )?know what (i|we) need|(sais|savons|sait) (meme )?pas (de quoi|ce dont) (j'?ai|on a|nous avons) besoin|(idk|no idea|not sure|unsure) where to (start|begin)|(don'?t|do not) (even |really )?know where to (start|begin)|where (do|should) (i|we) (even )?(start|begin)|look into ai|par ou (je|on) (commence|part)|par ou commencer|(je sais|on sait) pas par ou|tout (se fait|est fait|est) (encore )?(sur papier|a la main|manuel\w*)|(everything|all) (here )?(is|we do is) (still )?(manual|on paper|by hand))\b/;
/** "Do you have an article about …?": a reading request, whatever its subject. */
const READ_REQUEST =
  /\b(is there|do you have|have you got|got|any)\b.{0,10}\b(an? )?posts? (about|on|comparing|that|covering|explaining)\b|\b(something|anything|stuff) (i|we) (can|could) read\b|\b(do you have|have you got|got|any|is there|have you written|avez-vous|vous avez|y a-t-il|auriez-vous)\b.{0,20}\b(an? |des |un )?(articles?|blog posts?|guides?|write-?ups?|case stud\w*|etudes? de cas)\b|\b(something|anything) (to read|written)\b|^anything (on|about)\b|\b(did|have|do) you (ever )?(publish|write|blog)\w* (anything|about|on)\b|\b(anything|something) on your blog\b|\b(un|votre) blogue\b|\blire des (affaires|articles|choses|trucs|textes)\b|\breading material\b|\b(any|some) reading (on|about)\b|\bquelque chose a lire\b/;
/** Whether it pays for itself: the post on measuring ROI and the typical results, not our prices. */
const ROI =
  /\b(roi|return on (the |my |our )?investment|paying off|pay(s)? (for )?(it)?self|pay(s|ing)? off|worth the investment|measur\w* (if|whether|the) (this|it|results|success|impact|value|payoff)|rentab\w*|retour sur (l'?)?investissement|ca vaut (le cout|l'?investissement))\b/;
/**
 * A product of ours named by a name we do not use: a capitalised name ending like a product
 * ("Shopify Store Assistant", "votre Assistant comptable") or "PrairieFlow <Name>".
 */
/** Said to be ours: "you sell both", "your company makes it", "c'est à vous". */
const OWNED_CLAIM =
  /\byou (guys )?(sell|make|offer|have|built|launched|released|own)\b|\b(sold|made|built|offered) by (you|prairieflow)\b|\b(one|both|all) of yours\b|\bvous (vendez|faites|offrez|avez lanc\w*)\b|\bc['’]est (a|à) vous\b/i;
function unknownOwnProduct(text: string, siteText: string): string | undefined {
  const candidates = [
    /\b([A-Z][A-Za-z-]+(?: [A-Z][A-Za-z-]+)* (?:Assistant|Bot|Manager|Optimizer|Desk|Suite|Tracker))\b/.exec(text)?.[1],
    /\bPrairieFlow ([A-Z][A-Za-z-]+(?: [A-Z][A-Za-z-]+){0,2})\b/.exec(text)?.[1],
    // "Un produit qui s'appelle FlowDesk?": a product named as such.
    /\b(?:called|named|qui s'appelle|qui s’appelle|appel[ée]e?|nomm[ée]e?) [«"“]?\s?([A-Z][A-Za-z-]+(?: [A-Z][A-Za-z-]+)?)\b/.exec(
      text,
    )?.[1],
    // "Your DentalBot": one word in two capitalised parts, after your/the.
    // ("a Salesforce app on the AppExchange": a place, not a product of ours.)
    /(?<!\b(?:on|in|from|at|via|through|sur|dans) )\b(?:your|the|votre|le|la|vos) ([A-Z][a-z]+(?:[A-Z][a-z]+)+)\b/.exec(text)?.[1],
    // "Is FlowDesk your ticketing product?", "FlowDesk, c'est votre outil ?": a name claimed as ours.
    /\b([A-Z][a-z]+(?:[A-Z][a-z]+)+),? (?:(?:is|c'est|c’est|est) )?(?:one of )?(?:your|yours|votre|vos|à vous)\b/.exec(text)?.[1],
    // "The difference between FlowDesk and FlowVoice? … you sell both": names said to be ours, not a tool they use.
    OWNED_CLAIM.test(text) && !INTEGRATION_ASK.test(fold(text))
      ? /(?<!\b(?:on|in|from|at|via|through|sur|dans) (?:the |le |la )?)\b([A-Z][a-z]+(?:[A-Z][a-z]+)+)\b/.exec(text)?.[1]
      : undefined,
    // "Vous avez un « Assistant scolaire » ?": a name in quotes.
    /(?:\b(?:un|une|votre|vos|your|an?|the)\s?)[«"“'‘]\s?([A-Z][\wà-ÿ-]+(?: [\wà-ÿ-]+){0,2})\s?[»"”'’]/.exec(text)?.[1],
    /\b(?:votre|vos|l'|l’|un|une) ?(Assistant [A-Za-zà-ÿ]+)\b/.exec(text)?.[1],
    // "a Dental Receptionist bot": a name of two capitalised words, then a plain "bot" or "app" ("the HR bot" is a description).
    /\b([A-Z][a-z][A-Za-z-]+(?: [A-Z][a-z][A-Za-z-]+)+ (?:bot|app))\b/.exec(text)?.[1],
  ];
  // "How is PrairieFlow Inventory Pro different from your Restaurant Manager?": the first name the site does not use.
  // A whole name, not a piece of a word: "PrairieFlow Go" is not in "Google".
  const inSite = (name: string) =>
    new RegExp(`(?<![a-z0-9])${fold(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9])`).test(siteText);
  const named = candidates.find((c, i) => c && !/^(AI|IA|The|Your|Our|A|An)\b/.test(c) && !inSite(i === 1 ? `PrairieFlow ${c}` : c));
  // "PrairieFlow Go" by its whole name, not "Go".
  if (named && named === candidates[1]) return `PrairieFlow ${named}`;
  // "The Real Estate Assistant Plus version": a version we do not sell; «FlowCompta»: a name in quotes.
  // ("FlowDesk Basic and FlowDesk Plus": a made-up name with its tier.)
  const version =
    /\b([A-Z][A-Za-z-]+(?: [A-Z][A-Za-z-]+)* (?:Assistant|Manager|Optimizer) (?:Plus|Pro|Premium|Enterprise|Lite|Max|Gold))\b/.exec(
      text,
    )?.[1] ?? /\b([A-Z][a-z]+(?:[A-Z][a-z]+)+ (?:Basic|Plus|Pro|Premium|Enterprise|Lite|Max|Gold|Standard|Starter))\b/.exec(text)?.[1];
  // "The Wedding Planner Pro module": a tier of a product we don't list, sold as an add-on.
  const module = /\b((?:[A-Z][a-z]+ ){1,3}(?:Pro|Plus|Premium|Max|Lite|Gold))\s(?:module|add-?on|package|plan|tier|version|edition)\b/.exec(
    text,
  )?.[1];
  if (module && !inSite(module)) return module;
  const quoted = /\b(?:product|produit|solution|assistant|tool|outil)\w* [«"“]\s?([A-Z][\w-]+)\s?[»"”]/i.exec(text)?.[1];
  if (version && !inSite(version)) return version;
  if (quoted && !inSite(quoted)) return quoted;
  return named;
}
/** Whether a tool they use connects: "does it connect?", "integrate with", "work with". */
const INTEGRATION_ASK =
  /\b(connect\w*|integrat\w*|sync\w*|plug\w*|hook\w* (up|into)|works? (with|alongside)|compatible|talk to|se (connecte|branche|synchronise)|fonctionne avec|marche avec|s'?integre)\b/;
/** What a product is called by its kind: "an inventory management product", "un logiciel comptable", "your mobile app". */
const PRODUCT_NOUN = '(?:products?|software|apps?|applications?|tools?|platforms?|systems?|modules?|programs?|skills?)';
const PRODUCT_NOUN_FR = '(?:produits?|logiciels?|apps?|applis?|applications?|outils?|plateformes?|systemes?|programmes?)';
const KIND_ASKED: RegExp[] = [
  new RegExp(
    `\\b(?:do|does|can|could) (?:you|u|ya|prairieflow)(?: guys| folks)? (?:also |even |actually |currently )?(?:have|sell|offer|make|build|provide|carry|got)\\b (?:(?:an?|any|your own|some) )?((?:[a-z-]+ ){1,3}?)(?:${PRODUCT_NOUN.slice(3, -1)}|assistants?|bots?|chatbots?)\\b`,
  ),
  // "I heard you have an abandoned-cart recovery assistant": a kind of assistant said to be ours.
  new RegExp(
    `\\b(?:heard|told me|said|read|saw|apparently|someone says?) (?:that )?(?:you|u|prairieflow)(?: guys)? (?:have|sell|offer|make|built|launched|released)\\b (?:(?:an?|any|some) )?((?:[a-z-]+ ){1,3}?)(?:${PRODUCT_NOUN.slice(3, -1)}|assistants?|bots?|chatbots?|agents?|managers?|optimi[sz]ers?)\\b`,
  ),
  new RegExp(
    `\\b(?:is there|are there|got) (?:an?|any) ((?:[a-z-]+ ){1,3}?)${PRODUCT_NOUN} (?:from you|of yours|by you|you (?:sell|offer|make))\\b`,
  ),
  new RegExp(`\\b(?:is (?:\\w+ )?|about |of )your ((?:[a-z-]+ ){1,3}?)${PRODUCT_NOUN}\\b`),
  // "Does your inventory tracker app work offline?", "where do I download the PrairieFlow mobile app?"
  new RegExp(`\\b(?:does|do|can|will|would) your ((?:[a-z-]+ ){1,3}?)${PRODUCT_NOUN}\\b`),
  new RegExp(`\\b(?:download|install|get|find) (?:the |your |a )?(?:prairieflow )?((?:[a-z-]+ ){1,3}?)${PRODUCT_NOUN}\\b`),
  new RegExp(
    `\\b(?:(?:avez|vendez|offrez|faites|proposez|developpez)-vous|vous (?:avez|vendez|offrez|faites|proposez|developpez)|votre|vos)\\b (?:(?:un|une|des|d') ?)?${PRODUCT_NOUN_FR} (?:de |d'|pour (?:la |le |les )?)?((?:[a-z'-]+ ?){1,5})`,
  ),
];
/** Words that say nothing of a product's kind ("a smart AI management tool"). */
const KIND_FILLER =
  /^(great|nice|cool|awesome|amazing|interesting|neat|solid|similar|different|other|another|better|cheaper|free|paid|standalone|separate|specific|dedicated|single|same|french|francais|english|anglais|bilingual|bilingue|ai|ia|smart|intelligent\w*|automated|automation|automatis\w*|management|manager|gestion|online|en|ligne|all-in-one|own|business|small|good|best|new|simple|custom|easy|real|actual|whole|mobile-friendly|prairieflow|de|du|des|la|le|les|pour|that|which|for|the|a|an|you|vous|qui|que|go|or|ou|and|et|to|your|votre)$/;
function kindAsked(folded: string): string[] {
  const phrase = KIND_ASKED.map((p) => p.exec(folded)?.[1]).find(Boolean);
  // "une appli mobile PrairieFlow pour gérer tout ça": the kind is what comes before what it is for.
  const kind = (phrase ?? '').split(/\b(?:pour|qui|que|afin|avec|dans|sur|a partir)\b/)[0];
  return kind.split(/[\s']+/).filter((w) => w.length > 1 && !KIND_FILLER.test(w));
}
/** "Is this for me or for big companies?", "worth it for a small shop?": whether it fits their size. */
const SIZE_FIT =
  /\b(big|large|bigger|larger|enterprise|huge) (companies|businesses|corporations|firms|organi[sz]ations)\b|\b(too small|small (business|shop|company|team|operation|outfit|place)s?|(is|would) (this|it|ai) (be )?(right|for) (for )?(me|us)|right for (us|me|a small)|make sense for (us|me|a small|my)|worth it for (us|me|a small|my)|not sure (if|whether) (ai|this|it) is (right|for))\b|\b(grosses?|grandes?) (entreprises|compagnies|business)\b|\b(trop petit\w*|p'?tite? (business|entreprise|shop|place)|petite entreprise|petit commerce|vaut (vraiment )?la peine|c'?est (pas )?pour (moi|nous))\b/;
/** "Every vendor claims 75 %, is that real?": doubt about the figures. */
const SKEPTIC =
  /\b(guarantee\w*|garanti\w*|promise (me|us)|(me|nous) promettre|promettez|can you promise|pouvez-vous (me |nous )?(assurer|promettre)|skeptic\w*|sceptique\w*|too good to be true|marketing (fluff|hype|speak|talk|claims?|numbers)|(is|are) (that|this|those|these) (numbers?|figures?|claims?|stats?)? ?(real|true|legit)|(every|all)( ai)? (vendors?|companies) (claims?|says?|promises?)|why should (i|we) (believe|trust) (yours|you|your (numbers|figures|claims))|exaggerat\w*|inflated|(ces|vos) chiffres (sont|c'?est)(-tu)? (vrais|reels)|pour vrai|trop beau pour (etre|etre) vrai|(just|all|only|pure) hype|ai hype|buzzwords?|snake oil|poudre aux yeux)\b/;
/** What the doubt is about: the figures, not a word ("is zero trust marketing fluff?"). */
const FIGURES =
  /\d+ ?%|\b(numbers?|figures?|stats?|statistics|results?|time sav\w*|savings|claims?|percent\w*|chiffres?|resultats?|pourcentages?)\b/;
/** Quotes their own customers ask them for ("mes clients m'appellent pour des soumissions"): their work, not our price. */
const THEIR_QUOTES =
  /\b(clients?|customers?|people|gens|monde|homeowners|callers)\b.{0,40}\b(call|calls|calling|ask|asks|asking|want|wants|request\w*|appell?ent|demandent|veulent|m'?appell?ent|nous appell?ent)\b.{0,30}\b(soumissions?|quotes?|estimates?|devis)\b/;
/** "No-shows reduce how much?": how much fewer, not how much it costs. */
const HOW_MUCH_FEWER =
  /\b(reduc\w*|reduse\w*|cut|cuts|lower|lowers|decrease\w*|fewer|less|drop|drops)\b.{0,25}\bhow much\b(?!.{0,20}\b(cost|price|pay|charge|\$))|\bhow much\b.{0,25}\b(go(es)? down|drop|decrease|fall|shrink|improve|lower|fewer|less|reduc\w*)\b/;
/** The visitor's own losses ("no-shows cost me a lot"), not a question about our prices. */
const OWN_LOSS =
  /\b((eat|eats|absorb|absorbs|swallow) the cost|cost of (the |an? )?(empty|missed|lost|no-?show)|(it'?s|its|that'?s|this is|they'?re|are) costing (me|us)|cost(s|ing)? (me|us) (a lot|a fortune|money|dearly|customers|sales)|(ca|cela|elles?|ils) (me|nous) (coute|coutent) (cher|une fortune|beaucoup)|losing money|perd(s|ons|re) de l'?argent|save\w* (\d+ ?% |\w+ )?(on|in) (our )?costs|cost savings|(reduce|cut|lower)\w* (our |my )?costs|economi\w*)\b/;
/** "Our budget is approved, what's next?": money already settled on their side is a step towards buying, not a price question. */
const BUDGET_READY =
  /\b(budget|funding|money|financement)\b.{0,15}\b(is |has been |was |est )?(approved|ready|signed off|in place|set aside|allocated|secured|approuve|pret|debloque)\b|\b(we|i) (have|got) (the )?(budget|funding)\b|\bon a (le |un )?budget\b/;
/** "How do we get started?", "c'est quoi la prochaine étape ?": the next step is a demo. */
const NEXT_STEP =
  /\b(next steps?|what'?s next|what (do|should) (we|i) do (next|now)|how (do|can|should) (we|i) (start|begin|proceed|get started|get going|move forward|sign up|buy|purchase|get this)|ready to (start|go|move forward|buy|sign|get started|roll)|move forward|moving forward|prochaine etape|la suite|on commence comment|comment (on )?(commence|procede)|prets? a (commencer|aller de l'?avant|demarrer))\b/;
/** How the service is paid for and left: an annual or monthly contract, cancelling any time. */
const CONTRACT_TERM =
  /\b(contra[ct]t?s? (annuel|mensuel|annual|monthly|yearly)|(annual|yearly|monthly) (contracts?|plans?|subscriptions?|billing)|(annuel|mensuel|annual|monthly|yearly) (ou|or) (annuel|mensuel|annual|monthly|yearly)|month-to-month|cancel (any ?time|whenever)|annuler (quand|n'?importe quand|en tout temps))\b/;
/** Pricing details the site does not state (a trial, a discount, a setup fee, terms): the pricing answer, and the team confirms the detail. */
const PRICING_DETAIL =
  /\b(trials?|guarantee\w*|money-?back|garantie\w*|annual\w*|yearly|pay (up ?front|upfront|in advance)|prepa(y|id)|monthly (plan|billing|payments?)|month-to-month|annuel\w*|mensuel\w*|free (for|month|week|version|plan|period)|for free|discounts?|rabais|non-?profits?|charit\w*|setup fees?|set-up fees?|installation fees?|one-?time|per (seat|user|location|call|minute|message|month)|contracts?|cancel\w*|refunds?|commitment|minimum|essai\w*|gratuit\w*|frais|par (utilisateur|siege|poste|succursale|appel)|contrat\w*|annul\w*|rembours\w*|engagement|obnl|organismes? sans but lucratif)\b/;

/**
 * A word that names the topic itself ("support", "article", "encrypted") outranks a closer
 * example of another topic, provided the classifier gives the named topic some weight. In order.
 */
const ANCHORS: [Topic, RegExp][] = [
  [
    'timeline',
    /\b(c'?est (pret|prete) quand|(sera|serait) (pret|prete) quand|quand (est-ce que )?(ca|ce|ce sera|ca va etre) (sera )?(pret|prete)|(up and running|be (up|live|ready|running)|go live|launch(ed)?) (before|by|within|in time)|from now|in time for|(ready|live|running) (before|by|within)|how long (does|will|would|did|do|to) (it|this|that|the|setup|set ?up|implementation|onboarding|installation|install\w*|instal\w*|launch\w*|implement\w*|deploy\w*|getting|get|we)\b(?!.{0,20}\b(keep|store|hold|retain)\b)|(months?|weeks?|years?)[- ]long|how many (weeks|months|days)|(when|how soon) (would|will|could|can) (it|this|we|the \w+) (actually |really )?(be )?(working|live|running|ready|up|in place|go live)|combien de (temps?|tant|tps) (ca|sa|cela|avant|pour|prend|faut|faudra|prendra)|ca prend combien de temps|en combien de temps (c'?est|sera|est-ce)|(c'?est quoi|quels sont) (les|vos) delais|les delais)\b/,
  ],
  [
    'about',
    /\b((what|which) year\b.{0,30}\b(you|prairieflow|the company|your company)\b|how (many years|long) (have|has) (you|prairieflow|the company|your company) been (in business|around|operating|running)|how (did|was) (you|the company|the business|it all|prairieflow) (start\w*|begin|began|get started|founded|come about)|when (was|were|did) (you|the company|prairieflow) (founded|started|start|begin)|how old (is|are)|company'?s? (history|story)|founders?|founded|depuis quand|fonde\w*|histoire de|why did (you|they|the founders?) (start|found|create|launch|begin)|legit|legitimate|a scam|trustworthy|real company|fiables?|serieux)\b/,
  ],
  [
    'expertise',
    /\b(it (staff|department|team|person|people|guy)|tech(nical)? (staff|people|skills|team|person)|techies|non-?technical|not (very )?technical|no developers?|informaticien\w*|service informatique|pas techniques?|not (very |that |too )?(good|great|comfortable|handy) with (computers|tech\w*|it)|(bon|bonne|doue|douee|a l'?aise|fort|forte) (avec|en) (l'?informatique|la techno\w*|les ordinateurs)|pas (tres |trop )?(techno|tech)\w*)\b/,
  ],
  [
    'blog',
    /\b(blogs?|blogue|articles?|guides?|case stud\w*|reading(?! (cvs?|resumes?|e-?mails?|applications?|reviews?|messages?|through|every|and writ|& writ|or writ|from|data))|(something|anything|stuff|material|more) (good )?to read|read (up )?(on|about)|a lire|lire (sur|a propos)|(anything|something|stuff) (written|published)|written (anything |something )?(on|about)|ecrit (sur|a propos))\b/,
  ],
  [
    'social',
    /\b(manag\w*|run|running|handle|handling|do|post|posting|schedul\w*|answer\w*|gerer|gerez|publier)\b.{0,25}\b(social|socials|instagram|facebook|tiktok|reseaux sociaux)\b|\bsocial media (posts?|posting|management|content|accounts)\b|\b(never|rarely|barely|hardly ever|don'?t|do not|forget to) (post|publish)\w*\b|\b(social|instagram|facebook) (accounts?|pages?|profiles?|feeds?) (are|is) (dead|quiet|inactive|empty|a ghost town)\b|\b(on )?(publie|publions) (jamais|rarement)\b/,
  ],
  [
    'support',
    /(?<!\b(you|u|it|we|vous|assistant|bot|chatbot|system|tool|platform|software|app|one|that|this|they|manager|optimizer) )\b(support|soutien|helpdesk|help desk)\b(?! (for|our|my|the) )|\b(if|when) (the|your|our|a|an) (bot|assistant|ai|system|chatbot)\b.{0,30}\b(wrong|mistake|error|breaks?|messes? up|screws? up|fails?|goes down)\b|\bwrong answers?\b|\b(se trompe|erreur|mauvaise reponse)\b/,
  ],
  [
    'overview',
    /\b(everything|all (the things|the services|your services|your solutions)) (you|u|prairieflow) (offer|do|sell|provide|have)\b|\bwhat all (do )?(you|u) (offer|do)\b/,
  ],
  ['assistant', /\b(personali[sz]ed (ai )?assistant|assistant ia personn?alise|lassistant ia personn?alise|forecast\w*|previsions?)\b/],
  [
    'privacy',
    /\b((sell|sold|selling|share|shared|sharing|rent)\b.{0,25}\b(data|info\w*|details|e-?mails?|addresses|contacts)|newsletter|infolettre|retention|retain|how long (do|will) you (keep|store|hold)|delete (my|our)|erase (my|our)|cookies?|ip address|unsubscribe|withdraw (my )?consent|privacy (policy|officer|law)|pipeda|casl|third[- ]part(y|ies)|personal (info\w*|data)|vend(ez|ons|re)|conserv(ez|ons|ation)|supprim\w*|desabonn\w*|politique de confidentialite|lprpde|lcap|renseignements personnels|vie privee)\b/,
  ],
  [
    'security',
    /\b(secur\w*|encrypt\w*|privacy|confidential\w*|breach\w*|hack\w*|leak\w*|safe(ly|ty)?|chiffr\w*|confidentialite|piratage|locked (down|up)|lock\w* (it|them|things|everything) (down|up)|safeguard\w*|looks? after (our|my|the) (data|info\w*|files|records))\b/,
  ],
  [
    'integrations',
    /\b(integrat\w*|crms?|erps?|sync\w*|pos|point[- ]of[- ]sale|till|cash register|caisse|logiciel de caisse|update (the |our )?records|write (back )?(to|into)|read (from|only)|two-way|bidirectional|push (data|it|them) (to|into)|mettre a jour (nos|les) (dossiers|fiches))\b/,
  ],
];
const ANCHOR_MIN = 0.15;
/** What names the personalised assistant itself: its reports, forecasts and insights. */
const ASSISTANT_NAMED =
  /\b(personali[sz]ed|personnalise|assistant ia|forecast\w*|previsions?|reports?|rapports?|dashboards?|insights?|analytics|analyses?)\b/;
/**
 * Phrasings precise enough to settle the topic on their own, whatever the nearest example:
 * who can read the visitor's data, how soon a message is answered, chatting with a live demo.
 */
const SURE: [Topic, RegExp][] = [
  // "J'aimerais voir les infos personnelles que vous avez sur moi": a request about one's own data.
  [
    'privacy',
    /\b(voir|consulter|obtenir|acceder a|recevoir|see|access|get a copy of|view)\b.{0,20}\b(infos?|informations?|renseignements|donnees|data|details)\b.{0,30}\b(que vous avez|vous detenez|a mon sujet|sur moi|you (have|hold|keep) (on|about) me|about me)\b/,
  ],
  // "Will we have a dedicated account manager?": what the site says of support, and the team for the rest.
  [
    'support',
    /\b(dedicated|assigned|personal|own|single) (account manager|account rep|rep|representative|success manager|point of contact|contact person)\b|\bgestionnaires? de compte (dedie|attitre)\w*\b/,
  ],
  // "Does it log the chats in our CRM?": an integration, not what we keep.
  [
    'integrations',
    /\b(log|push|send|sync|save|record|put|write)\w* (the |our |all |every )?(chats?|conversations?|leads?|messages?|transcripts?|bookings?)\b.{0,20}\b(in|into|to) (our|my|the|your) (crm|system|software|pipeline|database)\b/,
  ],
  // "Quelle est l'adresse courriel pour les questions de confidentialité ?": the privacy address.
  [
    'privacy',
    /\b(adresse|address|e-?mail|courriel)\b.{0,30}\b(privacy|confidentialite|vie privee|renseignements personnels|personal information)\b/,
  ],
  // "Promise me this conversation is never stored anywhere": what is kept of a chat, and for how long.
  [
    'privacy',
    /\b(this|our|the|my) (conversation|chat)\b.{0,25}\b(stored|saved|kept|recorded|logged|stocke\w*|enregistre\w*|conserve\w*|garde\w*)\b(?! (into|to|in|inside|with|dans) )(?!.{0,30}\bcrm\b)/,
  ],
  // "Avez-vous des clients au Québec ?": who our clients are is the team's to say, beside who we are.
  [
    'about',
    /\b(avez-vous|vous avez|vous avez-tu|avez-vous deja|have you got|do you have|got) (des |any |deja des )?(clients?|customers?) (au|en|in|a|dans|from)\b/,
  ],
  // "What if our booking system is some obscure thing from 2009?": whether it connects, and the team.
  [
    'integrations',
    /\b(our|my|notre|mon|nos) ((booking|scheduling|reservation|pos|crm|practice|billing|phone) )?(system|software|tool|pos|crm|platform|logiciel|systeme)\b.{0,30}\b(old|obscure|legacy|custom|homegrown|home-made|in-house|ancien|vieux|maison|nobody has heard|personne ne connait|from (19|20)\d\d)\b/,
  ],
  // "You don't keep chat logs, right?": what is kept of a chat, and for how long.
  [
    'privacy',
    /\b(keep|store|save|retain|log|record)\w* (the |my |our |any |these )?(chat|conversation)s? ?(logs?|transcripts?|history|messages)\b|\bchat (logs?|transcripts?|history)\b/,
  ],
  // "You've been in business since like 2015, right?": when we were founded.
  [
    'about',
    /\b(in business|around|operating|founded|started|established|existed?)\b.{0,20}\b(since|in) (like |about |around )?(19|20)\d\d\b/,
  ],
  // "For our vendor viability review: headcount, years in business, funding status": who we are, and the team for the figures.
  [
    'about',
    /\b(head ?count|years in business|how long (have you been|you'?ve been) (in business|around|operating)|funding (status|round|stage)|(are you|r u) (vc[- ])?(funded|backed|bootstrapped|profitable)|vendor (viability|due diligence|assessment|risk review))\b/,
  ],
  // "We tried a chatbot before and customers hated it, why would yours be different?": how ours hands off to a person.
  [
    'call-chat',
    /\b(tried|used|had|bought) (a |an |another |some )?(chatbot|chat ?bot|bot|ai assistant|chat assistant)\b.{0,50}\b(hated|awful|terrible|bad|horrible|didn'?t work|annoy\w*|frustrat\w*|useless|flop\w*|disaster)\b|\bwhy (would|will|is|'?d) (yours|this one|your (bot|assistant|chatbot|one)) (be )?(any )?different\b|\b(essaye|eu) (un|une) (chatbot|robot|bot)\b.{0,50}\b(deteste|haissaient|nul|pas marche|catastrophe)\w*/,
  ],
  // "Where can I read the full policy?": the privacy policy itself.
  [
    'privacy',
    /\b(read|see|find|get) (the |your )?(full|whole|complete|entire) (privacy )?policy\b|\bpolitique (de confidentialite )?(complete|au complet|en entier)\b/,
  ],
  // "What's your policy on keeping chat messages?": what this site keeps, and for how long.
  [
    'privacy',
    /\b(policy|how long|do you|will you|does (it|this chat|the chat|your (bot|assistant|chat|site))) (on |for )?(keep|keeping|retain|retaining|store|storing|save|saving|log|logging)\b.{0,25}\b(chats?|conversations?|messages?|transcripts?)\b/,
  ],
  // "Vous chargez-tu par utilisateur ou par emplacement ?", "do you charge per seat?": how the price is counted.
  [
    'pricing',
    /\b(charg|factur|bill)\w*(-tu|-vous)?\b.{0,15}\b(per|par|by the|au|a l'?)\s?(user|seat|location|site|month|utilisateur|emplacement|succursale|poste|mois|heure)s?\b/,
  ],
  // "Un gars m'a dit que c'était gratuit les 3 premiers mois", "I heard the first 3 months are free": a price claim to check.
  [
    'pricing',
    /\b(gratuit\w*|free)\b.{0,40}\b(premiers? mois|first (\d+|few|two|three|couple( of)?) (months?|weeks?)|mois gratuits?|months? free)\b|\b(\d+|trois|deux|three|two) (premiers )?(mois|months?) (gratuits?|free)\b|\bfirst (\d+|few|two|three) months? (are |is )?free\b/,
  ],
  // "Qui est le fondateur ?", "who's the CEO?": who is behind the company, which the about page and the team answer.
  [
    'about',
    /\b(who'?s|who is|who are|who were) (the |your )?(co-?)?(founders?|ceo|owners?|president|leadership|management team)\b|\bwho (owns|runs|started|founded|leads) (the company|prairieflow|it|this company|you|your company)\b|\bqui (est|sont) (le |la |les |votre |vos )?(co-?)?(fondat(eur|rice)s?|pdg|proprietaires?|president\w*|dirigeant\w*)\b|\bqui (a fonde|dirige|possede|est derriere) (l'?entreprise|prairieflow|la compagnie|votre entreprise)\b/,
  ],
  // "Who at PrairieFlow could see our clients' documents?", "qui chez vous peut voir les commandes de mes clients ?": access to data.
  [
    'security',
    /\bwho (at (prairieflow|your (company|end|side|firm))|on your (team|side|end)|of your (staff|team|employees)|in your (company|team))\b.{0,25}\b(can|could|would be able to|has access to|have access to) (see|access|view|read|look at)\b|\bqui (chez vous|chez prairieflow|dans votre equipe|de votre equipe|de vos employes)\b.{0,10}\b(peut|pourrait|pourra|peuvent|a acces|ont acces)\b/,
  ],
  // "How long is the demo call?": the demo's 30 minutes.
  [
    'demo',
    /\bhow long (is|does|will) (the|a|your) demo( call| meeting| session)?\b|\bdemo (call |meeting )?(take|last)s?\b|\bcombien de temps (dure|prend) (la|une|votre) demo\b/,
  ],
  // "A reseller for some US AI company, or do you build it yourselves?": who we are and what we build.
  [
    'about',
    /\b(reseller|resell|white[- ]label\w*|build (it|them|this) (yourselves|yourself|in-house)|revendeur|(batissez|construisez|developpez)(-vous)? vous-memes)\b/,
  ],
  // "Is it quicker if we only want the review replies?", "si on signe lundi, c'est-tu en marche la semaine d'après ?"
  [
    'timeline',
    /\b(is it|would it be|will it be) (any )?(quicker|faster|shorter) (if|to set ?up|to launch|to get)\b|\bsi on signe\b.{0,40}\b(en marche|pret|prete|en fonction|operationnel\w*|semaine)\b/,
  ],
  // "If the bot gives the wrong price, who fixes it and how fast?": support, not pricing.
  [
    'support',
    /\b(if|when) (the|your|our|a|an) (bot|assistant|ai|system|chatbot)\b.{0,50}\b(wrong|mistake|error|messes? up|screws? up)\b.{0,40}\b(who|how (fast|quickly|soon))\b/,
  ],
  // "What's coming next in your lineup?", "vous avez quoi de nouveau qui s'en vient ?": what is coming soon.
  [
    'products',
    /\b(coming (next|soon|up)|in (your|the) (lineup|pipeline|works)|roadmap|new products?|nouveaux produits|qui s'?en vient|quoi de (neuf|nouveau)|de nouveau (qui|a venir)|produits? a venir)\b/,
  ],
  // "When did you guys start up?": when the company began.
  [
    'about',
    /\bwhen (did|was) (you|u|you guys|prairieflow|the company|your company) (start|started|start up|starting|get started|begin|launch|open|founded)\b/,
  ],
  // "hiring?": the open roles.
  ['careers', /^\s*(are you |you |r u |vous )?(hiring|embauchez(-vous)?|engagez(-vous)?)\s*\??\s*$/m],
  // "Any hand-holding? They hate new tech": no expertise needed, we train them.
  [
    'expertise',
    /\b(hand-?holding|hate (new )?tech\w*|not (very |at all )?techy|pas (tres |du tout )?techno\w*|allergiques? a la techno\w*)\b/,
  ],
  // "Does it take months to set up like our last vendor?": the timeline.
  [
    'timeline',
    /\btake (months|weeks|years|forever|ages|long) to (set up|setup|implement|install|get (it )?(going|running|live)|go live|launch|deploy)\b|\bhow much time (to|for|does it take to) (instal\w*|set ?up|implement|deploy|launch)\b/,
  ],
  // "Quelles infos vous avez sur moi ?": a request about one's own information.
  [
    'privacy',
    /\b(infos?|informations?|renseignements|donnees) (que )?vous (avez|detenez|gardez|conservez) sur moi\b|\bwhat (info\w*|data) (do )?you (have|hold|keep|store) (on|about) me\b|\b(turn|switch|shut) (off|down) (the )?(analytics|tracking)\b|\b(opt out of|desactiver) (the |le |les )?(analytics|tracking|suivi|statistiques)\b/,
  ],
  // "Journaliste … une entrevue avec la compagnie ?": a press request goes to our contact details.
  [
    'contact',
    /\b(journalist\w*|reporter|journaliste|presse|media inquir\w*)\b.{0,60}\b(interview|entrevue|comment|article|reportage|talk|parler)\b/,
  ],
  // "Do your staff use MFA?": how access is secured.
  ['security', /\b(mfa|2fa|two[- ]factor|multi[- ]?factor|single sign[- ]on|sso|authentification (a deux facteurs|multifacteur\w*))\b/],
  // "Vos services sont gratuits pour les restaurants ?", "are your services free?": the pricing truth.
  [
    'pricing',
    /\b(services?|solutions?|produits?|abonnements?|forfaits?) (sont|est|seraient|serait)( \w+)? gratuit\w*|\b(is|are) (it|they|your services|your solutions|your products|the services) (completely |totally |really |actually )?free\b/,
  ],
  // "linkedin?": where to find us there.
  ['contact', /^\s*(your |votre |on |sur )?(linkedin|facebook|instagram|insta|twitter)( page| profile| account| url| link)?\s*\??\s*$/m],
  // "r u on insta?", "vous êtes sur LinkedIn ?": whether to find us there.
  ['contact', /\b(are you|r u|ru|you guys|vous etes|etes-vous|t'?es) (on|sur) (linkedin|facebook|instagram|insta|twitter)\b/],
  // "Do you stay involved after it goes live, or is it set and forget?", "votre soutien est disponible quand ?"
  [
    'support',
    /\b(stay involved|set and forget|set it and forget it|after (it|the system|we|everything) (goes|go|is|are) live|soutien (est )?(disponible|offert) quand|when is (your )?support (available|open)|support hours|heures (du|de) soutien)\b/,
  ],
  // "Does implementation time depend on …?": the timeline.
  [
    'timeline',
    /\b(implementation|setup|set-up|onboarding|rollout) (time|timeline|period|duration)\b|\btemps (de mise en place|d'?implantation|d'?installation)\b/,
  ],
  // "Comment vous protégez les renseignements des patients?": how data is kept safe, whatever the business.
  [
    'security',
    /\b(protect|protecting|protection of|keep safe|safeguard)\w* (the |our |my |your |patient |client |customer )*(data|info\w*|records|files)\b|\bproteg\w* (les |vos |nos |mes )?(renseignements|donnees|infos?|informations|dossiers)\b/,
  ],
  // "Vous nous laissez-tu tout seuls après ?": support after launch.
  [
    'support',
    /\b(laiss\w*(-tu|-vous)? (tout )?seuls?|laiss\w*(-tu|-vous)? tomber|(encore|toujours) la (apres|ensuite)|still (be )?(there|around) (after|afterwards|once)|leave us (on our own|alone|hanging) after)\b/,
  ],
  // "Does the timeline change if we need 3 systems hooked in?": the timeline, which depends on them.
  ['timeline', /\b(timeline|how long|delai|combien de temps)\b.{0,40}\b(systems?|integrations?|connect\w*|hook\w*|systemes?|brancher)\b/],
  // "Is this just a chatbot company?": the whole offer.
  [
    'overview',
    /\b(juste|seulement|rien que) des (chat ?bots|robots conversationnels)\b|\b(vous )?faites quoi d'?autre\b|\bquoi d'?autre (vous faites|faites-vous|offrez-vous|vous offrez)\b|\b(just|only) a chatbot( company| thing)?\b|\bmore than (just )?(a )?chat ?bots?\b|\bonly (do )?chat ?bots\b/,
  ],
  ['integrations', /\b(pos|point[- ]of[- ]sale|(the|our|a) till|cash register|logiciel de caisse|systeme de caisse|notre caisse)\b/],
  [
    'call-chat',
    /\b(pass|hand|transfer|forward|send|put)\w* (them|it|the call|the caller|callers|the customer|customers|the conversation|the chat)( over| on| through)? to (a |one of )?(my |our |the )?(staff|people|team|person|human|humans|employees?|receptionist|manager|someone)\b|\bhand\w*[- ]off to (a |my |our )?(person|human|staff|team)\b|\b(transferer|passer|transmettre) (l'?appel|le client|la conversation|les appels) a (un|une|mon|ma|nos|mes|notre) (employe|personne|humain|equipe|membre)/,
  ],
  [
    'products',
    /\b(what|which) (products?|assistants?|demos?|bots?) (can|could|do|may) (i|we|you)\b|\b(play|playing|try|trying|test|testing) (with )?the (live )?demos?\b|\b(book|booked|booking|reserve|reserved)\w* (something|anything|a (table|showing|appointment|room))? ?in the demos?\b|\b(live )?demos?\b.{0,40}\b(real (ai|assistant|bot)|recorded|video|fake|scripted|canned)\b|\bproducts? page\b|\bpage produits\b|\b(why (would|should) (i|we) (pick|choose|use|go with) (your|you)|over (just )?hiring|instead of hiring|rather than hiring|plutot que d'?embaucher|au lieu d'?embaucher)\b/,
  ],
  [
    'timeline',
    /\b(live|ready|running|done|deployed|launched|installed|set ?up|operational|working|en place|pret|prete|en ligne|fonctionnel\w*|en marche)\b.{0,4}\b(in|within|dans|en|d'?ici) (\d+|a|an|one|two|three|four|five|six|a few|a couple( of)?|quelques|un|une|deux|trois|quatre|cinq|six) (days?|weeks?|months?|jours?|semaines?|mois)\b|\b(\d+|one|two|three|four|five|six|nine|twelve|eighteen)[- ](day|week|month|year)s?( \w+)? (project|process|thing|ordeal|job|implementation|rollout|affair|undertaking)\b|\b(projet|chantier) de (\d+|deux|trois|quatre|six|douze) (mois|semaines|ans)\b/,
  ],
  [
    'privacy',
    /\b((stuff|things|what|everything|anything|info\w*|messages?|words)( that)? i (type|write|say|enter|put)\b.{0,20}\b(chat|here|conversation|box)|(forget|delete|erase|remove) (it|my (e-?mail|address|info\w*|details|data))\b.{0,40}\b(never|don'?t|do not|stop)\b|never (contact|e-?mail|call|message) me( again)?|(gardez|conservez|enregistrez)(-vous)? (mes|les|nos) (conversations|messages|echanges|clavardages)|what (do|will|would|does) (you|prairieflow|your team) (guys )?do with (what i (type|write|say)|(my|the|this|our) (messages|data|info\w*|chats?|conversation|phone( number)?|(cell|mobile) (number)?|number|e-?mail( address)?|address|details|contact (info\w*|details)|name))|(que|qu'?est-ce que) (faites|ferez|vous faites)(-vous)? (avec|de) (mes|les|nos|ces|ce que|mon|ma)\b.{0,20}\b(donnees|renseignements|informations|messages|conversations?|clavardage|ecris|numero|courriel|telephone|coordonnees|adresse)|privacy (requests?|complaints?)|(access|deletion|correction) requests?|demandes? (d'?acces|de suppression|de correction|de confidentialite|relatives? a (la confidentialite|vos renseignements))|(what|everything) i (type|write) in (this|the) chat|(don'?t|do not|never) want (to be |being )?track\w*|how long (do|will|would) you (hang on to|hold on to)|(get|gets|got|are|were|is|be) (hacked|breached)|data breach|(se faites|se fait|vous faites) pirater|fuite de donnees|(everything|all|anything|what)( of)?( the| my)?( \w+)? (you have|you've got|you hold|you keep|you store|vous avez|vous detenez|vous conservez) (on|about|sur) (me|moi|us|nous)|(copy|export|download|see|access|copie)\b.{0,15}\b(of |de )?(all |toutes )?(my|the|mes|les) (personal )?(data|info\w*|details|donnees|renseignements)|(want|need) (\w+ ){0,3}(deleted|erased|removed)|(turn off|opt out of|disable|stop) (\w+ )?(tracking|analytics|cookies)|desactiver (le |les )?(suivi|pistage|statistiques)|forget (everything|what|all) (i|we) (told|said|wrote|typed)|(delete|erase) (this|our|my) (conversation|chat)|oubli(ez|er) (tout )?ce que|(don'?t|do not|no longer) want (any )?(more )?(e-?mails|newsletters?|messages) from|stop (sending|e-?mailing) (me|us) (your |these |the )?(e-?mails|newsletters?)|plus recevoir (de |vos )?(courriels|infolettres?)|(is|are) (this|the|my|our) (chat|conversation|message|call)s? (being )?(recorded|saved|stored|kept|logged)|do you (record|save|store|keep|log) (the |my |our )?(calls|chats|conversations|messages)|(ce|le) clavardage est(-il)? (enregistre|conserve)|enregistrez-vous|how long (do|will|would) you (keep|store|hold|retain)|combien de temps (gardez|conservez|garderez|conserverez)|(gardez|conservez)-vous|unsubscribe|newsletter|infolettre|desabonn\w*|ip address|cookies|privacy (policy|officer)|politique de confidentialite|(sell|sold|selling|share|rent)\b.{0,20}\b(my|our|personal) (data|info\w*|details|e-?mails?)|(delete|erase) (my|our) (data|info\w*|details|account)|supprimer mes)\b/,
  ],
  [
    'security',
    /\b(limit|restrict|control|choose|decide|pick)\b.{0,20}\b(what|which)\b.{0,25}\b(it|the ai|ai|the bot|the assistant|the system)\b.{0,15}\b(sees?|gets? to see|can see|access\w*|reads?|touch\w*)\b|\b(limiter|restreindre|choisir|controler)\b.{0,20}\b(ce que|ce a quoi)\b.{0,20}\b(l'?ia|le robot|l'?assistant)\b.{0,15}\b(voit|voir|acces|accede|lit)\b|\bwho (owns|controls|has access to) (the|my|our) (data|information|info|conversations|records)\b|\b(stored|hosted|kept|saved) (in|on) (the )?cloud\b|\b(reads?|sees?|views?|look at|peek at|snoop|look through|go through|listen to|access(es)?)\b.{0,20}\b(our|my|the) (\w+ )?(chats?|conversations?|messages|data|records|files|info|information)\b|\bzero[- ]trust\b|\bconfiance zero\b|\b(qui|quelles? personnes?) (peut|peuvent|a|ont|aura) (acces|acceder)\b|\b(acces|acceder) (a|aux) (nos|mes|les|vos) (dossiers|donnees|informations|renseignements|fichiers)\b|\b(where is|where'?s) (everything|it|the data|our data|my data) (hosted|stored|kept)\b|\b(own|our own|your own) servers?\b|\bon-?prem\w*\b|\bself-?host\w*\b|\b(voir|lire|consulter|acceder (a|aux))\b.{0,20}\b(nos|mes|les) (donnees|dossiers|conversations|messages|renseignements|fichiers)\b/,
  ],
  [
    'contact',
    /\b(offert|offerte|offerts|offertes|offrez|servez|travaillez|disponibles?|available|offered|operate|work)\b.{0,32}\b(au|en|a|dans|in) (quebec|ontario|alberta|manitoba|saskatchewan|la colombie-britannique|british columbia|bc|the east|l'?est|l'?ouest|the west|the maritimes|les maritimes|atlantic canada|nova scotia|all of canada|tout le canada|partout au canada|other provinces|d'?autres provinces)\b|\bhow (fast|quickly|soon|long)\b.{0,12}\b(do|will|does|would|until|before|till) (you|u|your team|someone|somebody|they|i)\b.{0,25}\b(reply|replies|respond|answer|get back|hear back)\b|\b(vous )?(repondez|revenez)(-vous)? (en|dans) combien de temps\b|\bcombien de temps (pour|avant d'?) (avoir|recevoir|obtenir) (une |votre )?reponse\b|\b(compagnie|entreprise|company|business|firm) (d'?ici|locale|americaine|canadienne|quebecoise|from here|american|canadian)\b|\b(are you|r u|etes-vous|vous etes) (on|sur) (linkedin|facebook|instagram|twitter|x)\b|\b(?<!\b(reviews?|stars?|comments?|avis)\b.{0,80})(nobody|no one|no-one)\b(?!.{0,60}\b(reviews?|stars?|comments?|avis)\b).{0,20}\b(has |have )?(gotten|got|get|replied|answered|called|responded)\b|\bpersonne (ne )?(m'?a|nous a) (repondu|rappele|recontacte)\b|\b(haven'?t|have not|didn'?t|did not) (heard|hear|gotten|got) (back|anything|a reply)\b|\bstill waiting (for|on) (a |your )?(reply|response|answer|call|e-?mail)\b|\b(etes-vous|vous etes|are you|r u) (une |a |an )?(entreprise|compagnie|company|business|firm) (canadienne|canadian|quebecoise|locale|local|de la saskatchewan)\b|\bfollow (you|u|prairieflow|vous)\b|\b(do|does) (you|u|prairieflow) (guys )?have (a |an )?(linkedin|facebook|instagram|twitter|x account|social media)\b|\b(avez-vous|vous avez) (un |une )?(linkedin|facebook|instagram|page facebook|compte)\b|\b(your|the) (office|offices|headquarters|head office|street address|mailing address|postal address)\b(?! (manager|staff|admin|assistant|worker)s?)|\bvotre (bureau|adresse)\b|\bwhere (are|is) (you|u|your company|the company|prairieflow|your team|your office) (guys |folks )?(from|based|located)\b|\b(are|r) (you|u) (guys )?(in|located in|based in|based out of|from) (canada|quebec|saskatchewan|ontario|alberta|manitoba|toronto|montreal|vancouver|saskatoon|regina|calgary|winnipeg|the (us|usa|states))\b|\b(d'?ou|ou) (etes|venez)(-vous| vous)\b|\bvous etes ou\b|\b(bases?|situes?) ou\b|\bou vous etes\b|\b(have|got|any|is there|avez-vous|vous avez)\b.{0,12}\b(an? |un |des )?(office|offices|bureau|bureaux)s? (in|a|au|en|near)\b|\b(your|vos|votre) (office|offices|bureau|bureaux|locations?)s? (in|a|au|en|near)\b|^(what|when) (are|r) (your|you|ur) (hours|open)\b|\bwhat (hours|time) (are|do) (you|u) (open|work|close)\b|\byour (office |business |opening )?hours\b(?! of)|\bheures d'?ouverture\b|\bquand (etes-vous|vous etes) ouverts?\b|\bd'?ou (est|vient) (votre|la) (compagnie|entreprise)\b|\b(compagnie|entreprise) d'?ou\b|\bou est (basee?|situee?)\b|\bou est votre (bureau|adresse|entreprise|compagnie|siege)\b|\betes-vous (au|a|en|situes? (au|a|en)|bases? (au|a|en)) (quebec|ontario|saskatchewan|canada|alberta|manitoba|saskatoon|montreal|regina)\b/,
  ],
  [
    'contact',
    /\b(when|how (soon|fast|quickly|long))\b.{0,40}\b(get back to (me|us)|hear back|(you|your team|someone|somebody|anyone) (reply|replies|respond|responds|answer|answers|gets? back))\b|\byour (reply|response) time\b|\b(vous )?(repondez|revenez)\b.{0,25}\b(combien de temps|delai|vite|rapidement)\b|\bdelai de (reponse|retour)\b|\bcombien de temps\b.{0,20}\b(repondez|pour repondre|revenez|pour revenir)\b/,
  ],
  [
    'products',
    /\bdisponibles? quand\b|\bquand (sera|est)[- ]?(il|elle|ce)? ?disponible\b|\bc'?est pour quand\b|\bwhat can (i|we) try\b|\btry (it |something )?(right )?now\b|\bwithout talking to (sales|anyone|someone|a person)\b|\b(when|how soon) (will|is|does|do) (the |your )?([\w-]+ )?(assistants?|optimizer|manager|products?|bots?) (be )?(ready|available|out|launch\w*|released|coming)\b|\b(available|out|ready) yet\b|\btry (the|your|a|an) ([\w-]+ |real estate )?(demos?|assistants?|bots?)\b|\btry (it|them|one|the (bots?|assistants?|demos?)) (myself|ourselves|out|on (my|our) own)\b|\b(l'?|les )?essayer (moi-meme|nous-memes|par moi-meme)\b|\b(what|which) (products?|assistants?|bots?) (do|does|can|have) (you|u|prairieflow)\b|\b(vos|des) demos? (en ligne|en direct)\b|\bvoir (vos|les) demos?\b|\bdemos? (online|on (your|the) (site|website))\b|\b(coming (out )?soon|upcoming (products?|assistants?|releases?)|(anything|something|what'?s) new (coming|planned|in the works|on the way)|new (products?|releases?|assistants?) (coming|planned|soon)|in the works|roadmap|bientot disponibles?|nouveaux produits|nouveautes|a venir)\b/,
  ],
  [
    'blog',
    /\b(written|published|posted)\b.{0,15}\b(anything|something|an article|a post|articles|posts|a blog|a guide)\b|\b(anything|something|stuff) (written|published)\b|\b(a|an|any) (post|article|blog post|guide)s? (about|on|to|for)\b|\b(tips|advice) (written|posted)\b|\bwritten up\b|\b(like|want|love|wanna) to read\b|\b(something|anything|stuff) (i|we) (can|could) read\b|\bsomething to read\b|\b(ou est|where is|where'?s) (votre|your|the) (blogue|blog)\b|\b(un|des) articles? (a lire )?(sur|a propos)\b/,
  ],
  [
    'integrations',
    /\balready (pay for|use|have|run) (a|an|our|my) ([\w-]+ )?(program|software|system|tool|app|calendar|crm|platform)\b|\b(have|need) to (ditch|replace|drop|switch)\b|\bdeja (un|une|notre) (logiciel|systeme|outil|programme|application)\b/,
  ],
  [
    'expertise',
    /\b(technicien|informaticien)\w*\b|\ba l'?interne\b|\bin-?house (it|tech|developers?|technician|staff)\b|\b(complique|compliquee|difficile|dur|tough|hard|complicated|difficult) (a|d'?|to) ?(installer|utiliser|configurer|mettre en place|apprendre|set ?up|install|use|learn|get going)\b|\b(bon|bonne|doue|douee|a l'?aise|fort|forte) (avec|en) (l'?informatique|la techno\w*|les ordinateurs)\b|\bnot (very |that |too )?(good|great|comfortable|handy) with (computers|tech\w*)\b|\bmontr\w* (a|au|aux) (notre|mon|nos|votre|vos) (personnel|equipe|employes)\b|\b(show|teach|train) (my|our) (staff|team|people|employees) (how|to)\b|\b(train|teach) (my|our|the) (staff|team|people|employees|employes|personnel)\b|\bformez-vous\b|\btraining (for|of) (our |my |the |your )?(staff|team|people|employees|employes|personnel)\b|\bformation (pour|de|du|des) (notre |nos |mon |mes |le |les |l'?)?(personnel|equipe|employes)\b|\bfigure (it|this|things|everything) out (ourselves|on our own|by ourselves)\b/,
  ],
  [
    'support',
    /\b(if|when) (the|your|our|a|an|this) (bot|assistant|ai|system|chatbot)\b.{0,50}\b(wrong|mistake|error|messes? up|screws? up)\b|\breport (a |the |an )?(bug|problem|issue|outage|error)\b|\bsignaler (un |une )?(bogue|probleme|panne)\b|\bon (our|my) own\b|\b(left|leave us) alone\b|\b(need|get) help\b(?! with)[^\n?!.]{0,30}\b(how fast|how quickly|how soon)\b|\b(laisses? a nous-memes|laisses? seuls)\b/,
  ],
  [
    'overview',
    /\bwhat else (do you|can you|can it|is there|is in|you got|have you got)\b|\bbeyond (that|answering|phones?|calls?)\b.{0,30}\bwhat else\b|\bd'?autres (domaines|secteurs|industries|services)\b|\bother (industries|sectors|fields|services)\b|\bwhat (does|do) (prairieflow|you|u) (actually |really )?(sell|do|offer)\b|\bwhat (kind|sort|type)s? of (stuff|things|tasks|work|jobs) (can|does|do|could|will) (your|the|it|you)\b|\bvous vendez quoi\b|\bvendez-vous quoi\b|\bc'?est quoi (que )?vous vendez\b|^(qu'?est-ce que|que) (vous )?(offrez|proposez|faites|vendez)(-vous)?( exactement| au juste)?\s*\??$|^what (exactly )?(do|does) (you|u|prairieflow) (guys )?(offer|do|sell)( exactly)?\s*\??$/m,
  ],
  [
    'timeline',
    /\bgo-?live (for|date|time|timeline)\b|\brealistic(ally)?,? (go-?live|timeline|how long)\b|\b(setup|set-up|onboarding|implementation|installation) process\b|\bstep by step\b|\bcombien de (temps|tant|tps)\b.{0,25}\b(installation|installer|mise en place|demarrer|l'?installation|linstallation)\b|\b\d+[- ]?(months?|weeks?|years?)\b.{0,25}\b(projects?|rollouts?|implementations?|setups?|installs?)\b|\bhow (quickly|fast|soon) (could|can|will|would)\b.{0,40}\b(be up|be ready|be live|be running|be set ?up|go live|get (it|this) (up|going|running))\b|\b(plusieurs|des|combien de) (mois|semaines)\b.{0,40}\b(en service|en place|fonctionnel|prets?|en marche|installe)\b|\b(first|1st) (month|weeks?|30 days|few weeks)\b|\bwhat (actually |really )?happens (after|once|when) (we|i) (sign|start|buy|say yes)|\b(premier|premiere) (mois|semaines?)\b|\b(c'?est|ca prend|est-ce|ce sera) (long|rapide|vite fait) (a|de|pour) (mettre en place|installer|demarrer|configurer|implanter)\b|\bis it (quick|fast|long|slow) to (set ?up|install|get going|implement|launch)\b/,
  ],
  [
    'about',
    /\b(what|which) (kind of |sort of )?results\b|\bresults (do|did|will|would|can) (clients|customers|businesses|companies|people|we|i)\b|\bhow much (time|money) (does|will|would|can|could) (it|this|that|your \w+) save\b|\bis it (really )?worth (it|the money|the cost)\b|\bquels resultats\b/,
  ],
  [
    'about',
    /\bwhy would (yours|it|this|you|u) be (any )?different\b|\b(comparing|compare) (you|u|prairieflow)\b|\b(why|how come) (should|would) (i|we) (choose|pick|go with|use|trust|hire) (you|u|prairieflow)\b|\bpourquoi (devrions|devrais|choisirions)[- ](nous|je)\b|\bwhat makes (you|u|prairieflow) (different|better|special|unique)\b|\bpourquoi (vous )?choisir\b|\bwho (started|founded|created|runs|owns|leads|is behind) (prairieflow|the company|this company|it|you|your company)\b|\b(are|r) (you|u) (guys )?(a |an )?(startup|start-up|new company|young company|small company|big company|canadian company)\b|\b(are you|r u|is (this|prairieflow|it)) (guys )?(legit|legitimate|a scam|a real (company|business)|for real|trustworthy)\b|\b(vraie|vraiment une) (compagnie|entreprise)\b|\b(etes-vous|vous etes) (fiables?|serieux|legitimes?)\b/,
  ],
  [
    'reputation',
    /\b(\d|one|two)[- ]stars?\b|\b(bad|negative|angry|nasty|fake) (reviews?|ratings?)\b|\brants? online\b|\breview (tool|replies|reply|responses?|management)\b|\b(reply|respond|answer) to (reviews?|this review|a review)\b|\b(mauvais|negatifs?) (avis|commentaires)\b|\bavis (negatifs?|google)\b/,
  ],
  [
    'call-chat',
    /\b(repond\w*|reagi\w*) (pas )?(assez )?(vite|rapidement)\b|\b(respond|reply|answer)\w* (fast|quickly) enough\b|\b(respond|reply|answer)\w* too slow\w*\b|\b(the )?phones? rings? (while|when)\b|\bwhile i'?m with (a |my )?(customer|client|patient)s?\b|\b(drowning|swamped|buried|overwhelmed|flooded) (in|with|by) (e-?mails?|messages|calls|inquiries|requests|dms|questions)\b|\btoo many (e-?mails|messages|calls|inquiries|questions)\b|\b(phones?|calls?) (never stops?|keeps? ringing|ringing off the hook|go(es)? (crazy|nuts|unanswered))\b|\b(miss|missing|missed|lose|losing|lost) (\w+ )?(phone )?calls\b|\b(can'?t|cannot|don'?t|never) (answer|pick up|get to) (the|all the|every|our) (phones?|calls?)\b|\b(receptionist|front desk)\b.{0,30}\b(quit|left|sick|overwhelmed|swamped|busy)\b|\b(appels? manques|manquons des appels|le telephone (ne )?(arrete|derougit) pas)\b/,
  ],
  [
    'appointments',
    /\bso (they|people|clients|customers|patients) (actually |really )?(show|turn) up\b|\bse booker\b|\b(reserver|prendre rendez-vous) (elles?|eux)-memes\b|\bbook (themselves|on their own)\b|\bno-?shows?\b|\b(don'?t|do not|never|didn'?t|not|just not) (show|turn|showing|turning) up\b|\b(ne )?se presentent (pas|jamais)\b|\brendez-vous (manques|oublies)\b|\bforget (their|about their|the) (appointments?|bookings?|reservations?)\b|\boublient (leurs?|les) (rendez-vous|reservations?)\b/,
  ],
  [
    'demo',
    /\b(don'?t|do not) (really )?know (what|where) (i|we) (need|should start)\b|\bnot sure (what|where) (to start|we need|i need)\b|\bne sais? pas (trop |vraiment )?(ce dont|quoi|par ou)\b|\b(send|e-?mail|mail) (me|us) (some |more )?(info\w*|details|a brochure|brochures|material|documentation|pricing info)\b|\b(m'|nous )?envoyer (plus d'|de l'|des |la )?(information|infos|documentation|details|brochure)s?\b|\bshow me what (you'?ve|you have|you|u) got\b|\bshow (me|us) (how it works|what it (does|can do)|what you can do)\b/,
  ],
  [
    'overview',
    /^(comment (ca|cela|votre affaire|votre service) (marche|fonctionne)|how (does|do) (it|this|that|this thing|you guys|you) work)\s*\??$/m,
  ],
  [
    'demo',
    /\b(demos?|demonstrations?)\b.{0,20}\b(free|cost|charge|paid|price|gratuite?s?|payante?s?)\b|\b(free|gratuite?s?)\b.{0,12}\b(demos?|demonstrations?)\b/,
  ],
  [
    'products',
    /\b(chat|talk|play) with (one of )?(your|a|the) (bots?|assistants?|chatbots?)\b|\blive demos?\b|\b(assistants?|bots?|chatbots?)\b.{0,20}\b(can|could) (i|we) (try|test|play with|use)\b/,
  ],
  [
    'about',
    /\bwho (even |exactly |the heck )?(are|r) (you|u|y'?all)( guys| people| folks)?\b(?! (talking|chatting))|\b(never|haven'?t ever) heard of (you|u|prairieflow)\b|\bqui (etes-vous|vous etes)\b/,
  ],
  ['overview', /\bwhat (can|could) (you|u) (help|do for) (me|us)( with)?\b|\ben quoi (pouvez-vous|vous pouvez) (m'?|nous )?aider\b/],
  [
    'demo',
    /\bwhat (actually |exactly |really )?happens (in|during|at|on) (the|a|your) demo\b|\bhow (does|do) (the|a|your) demo (work|go)\b|\bwhat'?s (the|a|your) demo like\b|\b(comment se passe|c'?est quoi) (la|une|votre) demo\b/,
  ],
  [
    'security',
    /\bwhere (does|do|will|would) (it|that|the data|they|this|everything|all (of )?(it|that))( \w+)? (end up|live|go|get stored|sit|be stored)\b/,
  ],
  // Help after launch and self-serve help are support; "stars on Google" are reviews.
  [
    'support',
    /\b(help (center|centre)|knowledge ?base|user (guide|manual)|tutorials?|after (the )?(setup|set-?up|install\w*|launch|go-?live|we'?re live|it'?s (set up|live|running))|stay around|stick around|set it and forget it|centre d'?aide|base de connaissances|apres (l'?installation|la mise en place|le lancement|le demarrage))\b/,
  ],
  [
    'reputation',
    /\bstars? on (google|yelp|facebook|tripadvisor)\b|\b(google|yelp) (stars|ratings?)\b|\b(leave|left|leaves|leaving|give|gives) (us |me )?(a |some )?(\d+ |one |two |five )?stars?\b|\betoiles\b/,
  ],
  [
    'integrations',
    /\b(play (nice|nicely|well)|work|works|mesh|talk|get along) (nice(ly)? )?with (the |our |my |what )?(\w+ )?(software|tools?|systems?|apps?|programs?|platforms?|stack)\b|\b(software|tools?|systems?|apps?) (we|i) (already )?(use|have|pay for|run)\b|\b(se )?connect\w* (a|au|aux|avec) (notre|nos|mon|ma|mes|votre) (\w+ )?(logiciel|systeme|outil|application|agenda|calendrier|caisse|crm)s?\b|\b(marche|fonctionne)\w*(-tu|-t-il|-t-elle)? avec (notre|nos|mon|ma|mes) (logiciel|systeme|outil|application|agenda|calendrier|caisse|crm)s?\b/,
  ],
  [
    'privacy',
    /\b(adresse ip|ip address(es)?|temoins?|cookies?)\b|\b(data|donnees|info\w*)\b.{0,30}\b(sell|sold|selling|vend\w*)\b|\btrain\w* (your |the )?(ai|models?|bots?|assistants?)\b.{0,20}\b(on|with) (our|my|customer|client|their)\b/,
  ],
  [
    'timeline',
    /\b(prend|prendre|prendra)(-tu|-il|-elle)? (des|plusieurs|combien de) (mois|semaines|annees)\b|\bdes (mois|semaines) a (implanter|installer|mettre en place|deployer)\b|\bimplant(er|ation)\b/,
  ],
  [
    'blog',
    /\b(ecrit|publie)\w* (quelque chose|des articles?|un article|de quoi|des textes?) (sur|a propos|au sujet)\b|\b(articles?|guides?|write-?ups?) (about|on) \w+/,
  ],
  // "Demo on a Saturday?", "la démo, en personne ou en ligne ?": a detail of the demo itself.
  [
    'demo',
    /\b(demos?|demonstrations?)\b.{0,40}\b(saturday|sunday|weekends?|evenings?|in person|in-person|online|virtual\w*|zoom|teams|video|on site|onsite|samedi|dimanche|fin de semaine|le soir|en personne|en ligne|virtuel\w*|visio\w*|sur place)\b|\b(saturday|sunday|weekend|evening|in person|samedi|dimanche|en personne)\b.{0,25}\b(demos?|demonstrations?)\b/,
  ],
  // "How much of my staff's time will it eat?": what is asked of their team (we set it up and train them).
  [
    'expertise',
    /\bhow much (of )?(my|our|the) (staff|team|people|employees)('?s)? time\b|\b(staff|team|employees)('?s)? time\b.{0,30}\b(eat|take|need|require|cost|demand)\w*|\bcombien de temps (de|pour|a) (mon|ma|notre|nos|mes) (equipe|personnel|employes)\b/,
  ],
  // "Mes données de clients, vous les mettez où ?": where the data is kept.
  [
    'security',
    /\b(donnees|data|dossiers|fichiers|renseignements)\b.{0,40}\b(mettez|gardez|stockez|conservez|hebergez|entreposez|put|keep|store|host)\w*\b.{0,12}\b(ou|where)\b|\b(ou|where)\b.{0,20}\b(mettez|gardez|stockez|hebergez|entreposez|put|keep|store|host)\w*\b.{0,30}\b(donnees|data|dossiers|fichiers)\b/,
  ],
  // "What exactly do you guys automate?", "Par où je commence ?": the whole offer.
  [
    'overview',
    /\bwhat (exactly |concretely |actually )?(do|can|could) (you|u)( guys)? (actually )?automate\b|\bvous automatisez quoi\b|\bqu'?est-ce que vous automatisez\b/,
  ],
  // "Vous êtes où exactement ? J'veux passer vous voir", "a Toronto office?": where we are.
  [
    'contact',
    /\b(vous (etes|ete) ou|ou (etes-vous|vous etes(?! (encore|toujours|la|pret|capables?|contents?|satisfaits?))|est votre bureau|sont vos bureaux)|passer vous voir|(visit|drop by|stop by|come by) (you|your office)|(an?|your) office in \w+|bureaux? (a|au|en) [a-z]+)\b/,
  ],
  // "Would the demo use our own data / our actual listings?": the demo itself.
  [
    'demo',
    /\b(demos?|demonstrations?)\b.{0,40}\b(our (own|actual|real) (data|listings|menu|case|info\w*|numbers|files)|nos (propres )?(donnees|inscriptions|dossiers))\b/,
  ],
  // "An HR demo I can click through myself?": the live demos.
  [
    'products',
    /\b(click|go|play|poke) (through|around)( it| them)? (myself|ourselves|on (my|our) own)\b|\bdemos? (i|we) can (click|try|use|play)\b/,
  ],
  // "The v_ thing in my browser's local storage": the analytics identifier.
  ['privacy', /\b(local ?storage|browser storage|stockage local|v_\w*)\b/],
  // Where the head office is; when the team answers a message.
  [
    'contact',
    /\b(siege social|head ?office|headquarters|hq)\b|\b(should|will|can|do|when) (i|we) (expect|get|receive|hear) (an? |back )?(answer|reply|response|from you)\b|\b(attendre|avoir|recevoir) une reponse\b/,
  ],
  // "Mise en œuvre", "combien de tant sa prend pour installé".
  [
    'timeline',
    /\bdelai\w* (habituel\w* )?(de |d')(mise en (oeuvre|œuvre|place)|implantation|deploiement|installation)\b|\bmise en (oeuvre|œuvre)\b|\bcombien de (temps|tant|tps)\b.{0,25}\binstal\w*/,
  ],
  // "Can your AI see patient charts?", at rest and in transit, a breach we would tell them about, Global Privacy Control.
  [
    'security',
    /\b(can|could|will|does|would) (your|the) (ai|bot|assistant|system|robot)\b.{0,10}\b(see|read|access|look at|open)\b.{0,20}\b(charts?|records?|files?|patient|personal|private|confidential|dossiers?)/,
  ],
  [
    'privacy',
    /\b(at rest|in transit|au repos|en transit)\b|\b(hack\w*|breach\w*|pirat\w*|fuite)\b.{0,40}\b(avertir|aviser|informer|notify|tell|let (us|me) know|warn|prevenir)\b|\b(global privacy control|gpc|do not track|dnt)\b/,
  ],
  // "It's reading back the wrong prices, how do I get that fixed fast?": help, not our prices.
  [
    'support',
    /\b(get|have) (it|that|this) fixed\b|\bfix (it|that|this)\b|\bwrong (prices|answers?|info\w*|hours|menu)\b|\b(faire )?(corriger|reparer) (ca|cela)\b/,
  ],

  // "Le monde réserve pis se présente pas": no-shows.
  ['appointments', /\bse (presente|pointe|pointent|presentent) (pas|jamais)\b|\b(viennent|vient) pas\b.{0,20}\b(rendez-vous|reservation)/],
  // "Where are you based?"
  ['contact', /\bwhere (are|r) (you|u)( guys| folks)? (based|located|situated)\b|\bou (etes-vous|vous etes) (situes|bases|installes)\b/],
  // "Building reports in Excel every Sunday": the personalised assistant (reports and forecasts).
  [
    'assistant',
    /\b(build\w*|mak\w*|compil\w*|pull\w*|put\w* together|spend\w*)\b.{0,30}\b(reports?|dashboards?|spreadsheets?)\b|\b(rapports?|tableaux de bord)\b.{0,25}\b(a la main|chaque semaine|excel)\b/,
  ],
  // "Does it pass it to one of us?": the handoff.
  ['call-chat', /\b(pass|hand|send|transfer)\w* (it|them|that) (over |on )?to (one of )?us\b/],
  // "Comment désactiver vos statistiques de visite ?": turning analytics off.
  [
    'privacy',
    /\bdesactiv\w* (vos |les |mes )?(statistiques|stats|suivi)\b|\bstatistiques de visite\b|\b(turn|switch) off (your |the )?(analytics|tracking|stats)\b/,
  ],
  // "Do you have an office I could drop by?": where we are.
  [
    'contact',
    /\b(office|offices|bureau|bureaux|locaux)\b.{0,30}\b(drop by|stop by|come by|swing by|visit|pop in|passer|visiter|aller vous voir)\b|\b(drop|stop|come|swing) by (your|the) (office|place)\b/,
  ],
  // "Which privacy laws do you follow?": the laws the policy names.
  [
    'privacy',
    /\b(privacy|data protection|data privacy) (laws?|legislation|regulations?|rules|acts?)\b|\blois? (sur la )?(protection des (renseignements|donnees)|vie privee|confidentialite)\b/,
  ],
  // "Combien de temps vous gardez mes infos ?": retention.
  [
    'privacy',
    /\b(keep|store|retain|hold|gardez|conservez)\w* (\w+ ){0,3}(forever|indefinitely|pour toujours|indefiniment)\b|\b(combien de temps|how long)\b.{0,30}\b(gardez|conservez|garder|conserver|keep|store|hold|retain)\b.{0,20}\b(mes|nos|vos|les|my|our|the)? ?(infos?|informations|donnees|renseignements|info|data|details|logs?|messages)\b/,
  ],
  // "Je suis journaliste … à qui je peux m'adresser ?": who to contact.
  [
    'contact',
    /\b(a qui (je peux|puis-je|on peut|dois-je|je dois) (m'?adresser|parler|ecrire)|(media|press) (inquir\w*|contact|requests?)|relations? (de presse|medias)|demandes? (des )?medias)\b/,
  ],
  // "What is this site about?": the whole offer.
  ['overview', /\bwhat (is|'s|s) (this|the) (site|website|page|company) (about|for)\b|\b(c'?est quoi|de quoi parle) (ce|le) site\b/],
  // "We miss half our calls after 5pm": the call and chat assistant.
  [
    'call-chat',
    /\b(miss|missed|missing|lose|losing|lost|drop|dropped|dropping)\b (\w+ ){0,3}(calls|phone calls|appels)\b|\bappels (manques|perdus|sans reponse)\b/,
  ],
  // "We have a POS, two calendars and a CRM to connect, is it still 2-4 weeks?": the timeline quoted back.
  ['timeline', /\b\d+ ?(-|–|to|a|à) ?\d+ (weeks?|semaines?)\b/],
  // "Can that be removed from your chat logs?": a deletion request.
  [
    'privacy',
    /\b(remove|removed|delete|deleted|erase|erased|wipe|wiped|supprim\w*|effac\w*)\b.{0,40}\b(logs?|chats?|conversations?|number|numero|data|donnees|info\w*|e-?mail|courriel|details|records?)\b|\b(logs?|chat|number|numero|data|info\w*|records?)\b.{0,40}\b(removed|deleted|erased|wiped|supprime\w*|efface\w*)\b/,
  ],
  // "Chu pas sûr de comprendre ce que vous vendez": the whole offer.
  ['overview', /\b((?<!est-)ce que vous (vendez|offrez)|what (exactly )?(you|u) (guys )?(sell|offer))\b/],
  // "Will this mess up my existing software or play nice with it?": integrations.
  [
    'integrations',
    /\b(existing|current|other) (software|systems?|tools?|stack|apps?|programs?)\b|\bplay (nice|nicely|well) with\b|\blogiciels? (actuels?|existants?)\b|\b(nos|mes) (logiciels|outils|systemes) (actuels|existants)\b/,
  ],
  // "I sent the contact form yesterday and heard nothing": when we reply.
  ['contact', /\b(heard nothing|no news|never heard back|aucune nouvelle|pas eu de nouvelles|pas (eu )?de (reponse|retour))\b/],
  // "Will I have to stop using the booking calendar I already pay for?", "could you even connect to that?"
  [
    'integrations',
    /\b(stop using|replace|switch (from|away from)|give up|abandon|ditch|change)\b (the |our |my )?(\w+ ){0,2}(calendar|crm|software|system|tool|app|pos|agenda|logiciel)s?\b|\b(already (use|pay for|have|using))\b|\b(could|can) you (even )?(connect|integrate|hook (up|in|into)|sync|plug) (to|with|into|in)? ?(that|it|this|ours|our)\b/,
  ],
  // "Where does our data actually live?", "is personal info stripped out?"
  [
    'security',
    /\bwhere (does|do|is|are) (our|my|the|your) (data|info\w*|files|records) (actually |really )?(live|lives|living|stored|kept|hosted|go|sit)\b|\b(stripped|strip|stripping|scrubbed|anonymi\w*|de-?identif\w*)\b.{0,30}\b(personal|info\w*|data|names?|pii)\b|\b(personal|info\w*|data|names?|pii)\b.{0,30}\b(stripped|scrubbed|anonymi\w*|removed|taken out)\b/,
  ],
  // "What industries do you actually have experience with?"
  [
    'overview',
    /\b(what|which) (industries|sectors|kinds of (businesses|companies)|types of (businesses|companies))\b|\bquels? (secteurs|industries|types d'?entreprises)\b/,
  ],
  // "C'est-tu possible de vous rencontrer en personne ?": where we are.
  [
    'contact',
    /\b(rencontrer|voir) en personne\b|\bmeet (you |your team |with you )?(in person|face to face)\b|\b(walk|come) (in|into|to) (your|the) office\b|\boffice (i|we) (can|could) (walk|come) (in|into|to)\b/,
  ],
  // "I'm scared it'll annoy my regulars": it hands what it can't handle to the team.
  [
    'call-chat',
    /\b(scared|afraid|worried|nervous|fear\w*|peur|inquiet\w*|crain\w*)\b.{0,60}\b(annoy\w*|impersonal|cold|robotic|rude|wrong|mistakes?|embarrass\w*|turn (them|people|customers) off|fache\w*|froid|tanner|agacer)\b/,
  ],
  // "Can the bot see who's actually free?": reading the calendar.
  [
    'integrations',
    /\b(see|check|read|know|tell) (who'?s|who is|when (we'?re|i'?m|they'?re|someone is)) (actually |really )?(free|available)\b|\b(see|check|read) (our|the|my) (availability|calendars?|schedules?)\b/,
  ],
  // "Timeline for an HR assistant rollout?", "closer to 2 weeks or 4?": how long it takes.
  ['timeline', /\b(timelines?|time ?frames?|roll-?outs?|echeancier|\d+ (weeks?|semaines?) (or|ou) \d+)\b/],
  // "Does the integration go both ways?"
  ['integrations', /\b(both ways|two ways|go both directions|read(ing)? (and|&) writ\w*|dans les deux sens|lecture et (l'?)?ecriture)\b/],
  // "Clients forget their appointments all the time": reminders.
  [
    'appointments',
    /\b(forget|forgets|forgot|forgetting|oublient|oublie)\b (\w+ ){0,2}(appointments?|bookings?|rendez-vous|rdv|reservations?)\b/,
  ],
  // "Je veux pas être suivi sur votre site": turning analytics off.
  ['privacy', /\b(veux|voulons|veut) (pas|plus) (etre )?(suivi|suivis|piste|trace)\b|\b(don'?t|do not) want to be (tracked|followed)\b/],
  // "C'est qui PrairieFlow ?": who we are.
  ['about', /\b(c'?est qui|qui (etes-vous|est prairieflow|vous etes)|who (is|are) prairieflow)\b/],
  // "Votre équipe répond-elle vite aux courriels ?": when we reply.
  [
    'contact',
    /\b(repond|repondez|reply|respond|answer)\w*(-elle|-vous|-ils)? (vite|rapidement|quickly|fast)( aux| to)? (courriels|e-?mails|messages)\b/,
  ],
  // "Does it take longer if we connect our CRM too?": what sets the 2-4 weeks.
  [
    'timeline',
    /\b(take|takes|taking) (any |much |a lot )?longer\b|\b(slow|delay)\w* (down )?(the )?(setup|implementation|rollout|launch|go-?live)\b|\b(plus long|prend(re)? plus de temps|ralenti\w* (la|le) (mise en place|projet|deploiement))\b/,
  ],
  // "Do you store my chat messages? For how long?"
  [
    'privacy',
    /\b(store|keep|save|retain|log)\w* (my|our|the|these) (chat|chats|messages|conversations?|chat messages|transcripts?)\b|\b(gardez|conservez|stockez)(-vous)? (mes|nos) (messages|conversations|clavardages)\b/,
  ],
  // "Good morning, first time here. What is this site?", "c'est quoi ça ici?"
  [
    'overview',
    /\bwhat is this (site|website|page|place|company)\b|\bwhat('?s| is) this (site|website|page|place)( about)?\b|\bc'?est quoi (ca|ce site|cette (page|compagnie|entreprise)|ce que c'?est)( ici)?\b/,
  ],
  // "Vous êtes une compagnie de où ?"
  [
    'contact',
    /\b(compagnie|entreprise|business|company) (de|from) (ou|where)\b|\bvous etes (de|d') ?ou\b|\bvous venez d'?ou\b|\bwhere are you (guys |folks )?(from|based out of)\b/,
  ],
  // "Our assistant stopped answering calls, need help NOW": trouble with what they run is support.
  [
    'support',
    /\b(assistant|bot|chatbot|system|ai|robot|systeme)\b.{0,20}\b(stopped|quit|isn'?t|is not|not|won'?t|doesn'?t|ne) ?(working|answering|responding|replying|repond (plus|pas)|marche (plus|pas)|fonctionne (plus|pas))\b|\b(need|want) help (now|asap|right now|urgently|immediately)\b|\b(sla|slas|service level( agreement)?s?|critical incidents?|incident response time|entente de niveau de service)\b/,
  ],
  // "How long from the demo to going live?", "how fast can you set up the reminders?", "2 days to deploy?": the timeline.
  [
    'timeline',
    /\b(from|after) (the |our |a |first )*(demo|meeting|call|signing|kick-?off|contract|sign-?up)\b.{0,25}\b(to|until|till|before)\b.{0,12}\b(go(ing)?[- ]live|launch\w*|being live|live|up and running|running)\b|\bhow (fast|quickly|soon) (can|could|will|would) (you|we|it|they) (set (it |this |that |them )?up|get (it |this |that )?(set up|running|live|going)|launch|deploy|implement|install)\b|\b(\d+|a|one|two|three|few|couple( of)?) (days?|weeks?|months?|jours?|semaines?) (to|pour) (deploy|set ?up|launch|implement|go live|install|deployer|installer|implanter)\b|\b(en service|en ligne|operationnel\w*) quand\b|\bquand (est-ce qu'?)?(on|nous) (est|sera|serait|serons) (en service|en ligne|pret\w*|operationnel\w*)\b/,
  ],
  // "Si ça plante, ça prend combien de temps pour avoir de l'aide?": help when it breaks.
  [
    'support',
    /\bsi (ca|le systeme|l'?assistant|le robot|l'?ia) (plante|brise|bogue|tombe en panne|arrete de (marcher|fonctionner))\b|\b(if|when) (it|something|the (bot|system|assistant|ai)) (crashes|breaks|goes down|stops working|fails)\b.{0,40}\b(how (long|fast|quickly|soon)|help|support)\b/,
  ],
  // "How fast can u turn this on?", "these projects always take 6 months", "être en ligne avant les Fêtes", "the first step after I sign".
  [
    'timeline',
    /\bhow (fast|quickly|soon) (can|could|will|would) (you|u|we|it|they) (turn|switch) (it|this|that|the \w+)? ?on\b|\b(take|takes|took|taking) (\d+|a few|six|several|many|twelve) (months|mois)\b|\b(etre|sera|serait|serons|est) (en ligne|en service|pret\w*|operationnel\w*) (avant|pour|d'?ici)\b|\b(first|next) steps? after (i|we) sign\b/,
  ],
  // "Where's your home base?", "basés dans quelle ville?": where we are.
  ['contact', /\bhome base\b|\bbased (in|out of) (which|what) (city|town|province)\b|\bdans quelle (ville|province)\b/],
  // "Vous gardez mes infos combien de temps?", "what happens if there is a breach?": retention and breaches.
  [
    'privacy',
    /\b(gardez|conservez|keep|store)\w* (mes|nos|my|our) (infos?|informations|donnees|renseignements|data|details)\b.{0,20}\b(combien de temps|how long)\b|\b(what happens|what do you do|what would you do|how do you handle)\b.{0,20}\b(breach\w*|leak\w*|hack\w*)\b|\bif (there is|there'?s) a (data )?(breach|leak|hack)\b/,
  ],
  // "Do I need a dev team to run this?", "faut-tu être un geek?": no expertise needed.
  [
    'expertise',
    /\b(need|require|hire|have) (a |an )?(dev|developer|developers|it|tech|technical|engineering|programming) (team|person|guy|staff|people|department)\b|\bfaut(-?(tu|il))? (etre|avoir) (un )?(geek|techno\w*|informaticien\w*|programmeur|developpeur)\b|\bbesoin d'?(un |une )?(informaticien|programmeur|developpeur|equipe ti)\b/,
  ],
  // "List your products", "quels assistants avez-vous?": the products.
  ['products', /^(please )?(list|show|name) (me )?(all )?(your|the) (products|assistants)\b|\bquels? (assistants|produits)\b/], // "Combien de semaines pour brancher ça ?", "si on signe lundi, ça roule quand ?", "on est prêts pour le rush du printemps ?",
  // "des mois de consultation ?", "how quick can we be live?", "from yes to live", "between signing and being operational",
  // "go-live in 10 business days": how long until it runs, in the words visitors use.
  [
    'timeline',
    /\bcombien de (semaines|mois|jours)\b(?!.{0,20}\b(gard|conserv|stock))|\b(ca|ce|cela|on|le (systeme|bot|robot|assistant)) (roule|part|demarre|fonctionne|est en marche|embarque) quand\b|\b(on est|on sera|nous serons|serons|sera|serait) (pret|prete|prets|pretes) (pour|avant|d'?ici)\b|\b(des|plusieurs) mois de (consultation|travail|projet|developpement|mise en place|attente)\b|\bmonths of (consulting|consultation|work|meetings|back and forth)\b|\bhow quick(ly)? (can|could|will|would) (we|it|you|this|i)\b.{0,30}\b(be )?(live|ready|running|up|set ?up|launch\w*|go live)\b|\bfrom (yes|approval|signature|signing|purchase|day one|contract|budget approval)\b.{0,12}\b(to|until|till)\b.{0,12}\b(live|launch\w*|running|go-?live)\b|\bbetween (signing|the signing|signature|contract|the contract|an agreement|purchase)\b.{0,60}\b(operational|live|running|launch\w*|go-?live|in place)\b|\bgo-?live (in|within|by) (\d+|a|one|two|three|four|five|six|ten) (business |working |calendar )?(days?|weeks?|months?)\b/,
  ], // "Tips for social media? Is there a post?", "vous écrivez sur les réseaux sociaux ?": an article asked for.
  [
    'blog',
    /\b(is there|there'?s|got|do you have|have you got) (a |an |any )?(post|blog post|article|write-?up)s?\b(?! (office|box|code))|\b(vous )?(ecrivez|publiez|bloguez)(-vous)? (sur|a propos|au sujet)\b/,
  ],
  // "What does this chat collect about me?", "does this chat store what I type?", "il garde mes messages ?": what a chat keeps.
  [
    'privacy',
    /\b(this|the|your|ce|le|votre) (chat|chatbot|bot|assistant|clavardage|robot)\b.{0,20}\b(collect|keep|store|save|record|log|know|remember|garde|conserve|enregistre|stocke|collecte|recueille)\w*\b.{0,20}\b(about me|what i (type|write|say|enter)|my (messages|data|info\w*|details)|mes (messages|donnees|infos|renseignements)|sur moi)\b|\bwhat (data |info\w* |details )?(do|does|will) (you|this chat|the chat|this bot|the bot|the assistant|this assistant) (collect|keep|store|save|record|log)\b.{0,30}\b(chat|about me|when i (use|talk|type))\b|\b(il|elle|ca|vous) (garde|gardez|conserve|conservez|enregistre|enregistrez)(-t-il|-vous)? (mes|les|nos) (messages|conversations|clavardages)\b/,
  ], // "What's the fastest you've ever deployed?": the usual timeline.
  [
    'timeline',
    /\b(fastest|quickest|shortest) (you'?ve|you have|you) (ever )?(deployed|launched|set (it |one )?up|implemented|gone live|done (it|one)|installed)\b|\b(le plus (vite|rapidement)|le plus rapide)\b.{0,30}\b(deploy\w*|install\w*|mis\w* en place|implant\w*)\b/,
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
    /(?<!\b(you|we|u|vous|assistant|bot|chatbot|system|tool|platform|software|app|one|that|this|they|manager|optimizer) )\b(support|soutien|help ?desk|24\/7|after (launch|go-?live)|apres le lancement|maintenance)\b(?! (for|our|my|the|a|an|les|des|nos) )/,
  contact:
    /\b(your|votre|vos) (phone|number|e-?mail|address|office|numero|telephone|courriel|adresse|bureau)\b|\b(contact|reach|call|joindre|appeler) (you|vous)\b/,
  about: /\b(about (you|your company)|your company|founded|mission|who are you|your (story|history|values)|votre entreprise|fonde\w*)\b/,
  products: /\b(products?|produits?|live demos?|your (bots?|assistants?))\b/,
  expertise:
    /\b(technical|tech|techies?|train\w*(?! (your |the |an? |its )?(ai|ia|models?|bots?|llm|gpt)\b)|it (staff|person|team|guy|guys|department|people)|informati\w*|connaissances? techniques?|form(er|ez|ation))\b/,
};

/** What the site does not say at all (guarantees, reliability, contracts): the team answers. */
const TEAM_QUESTION =
  /\b((dedicated|assigned|personal) (account manager|account rep|success manager|point of contact)|gestionnaires? de compte|(juste|seulement|only|just) en (anglais|francais)|only in english|(mes |nos |my |our )?(clients?|customers?|patients?|guests?) (parlent|speak) (francais|french|espagnol|spanish|punjabi|mandarin|cantonese|arabic|tagalog)|(avez-vous|vous avez|vous avez-tu|do you have|have you got|got) (des |any |deja des )?(clients?|customers?) (au|en|in|a|dans|from)|obscure|nobody has heard|personne ne connait|homegrown|home-made|head ?count|funding (status|round|stage)|vc[- ]backed|bootstrapped|investors?|profitab\w*|diagnos\w*|prescri\w*|drop (by|in)|stop by|pop (by|in)|visit (your|the) office|passer (vous voir|au bureau|a (votre|vos) bureaux?)|financially (stable|sound|secure|healthy)|financial (stability|health)|stabilite financiere|financierement (stable|solide)|(investment|financial|legal|medical|tax) advice|conseils? (financiers?|juridiques?|medicaux|fiscaux|en placement)|mfa|2fa|two[- ]factor|multi[- ]?factor|single sign[- ]on|sso|authentification (a deux facteurs|multifacteur\w*)|(marche\w*|fonctionne\w*)(-tu|-t-ils?|-t-elles?)? en (francais|anglais)|works? in (french|english)|(qui|quels?|quelles?) comme clients|noms? (de |des )?(vos )?clients|client names|(who are|name|names of) (some of )?your (clients|customers)|(google|microsoft|aws|amazon|meta|shopify|hubspot|salesforce|apple) partners?|official (badges?|partners?|partnerships?)|partenaires? (officiels?|google|microsoft)|in[- ]person (setup|set-up|install\w*|training|visits?|onboarding|meetings?)|on[- ]site (setup|set-up|install\w*|training|visits?)|(installation|formation|visite) (en personne|sur place)|train\w* (your|the|its|their) (ai|models?|bots?|assistants?)|(use|using|used) (our|my) (\w+ )?(data|conversations|chats|messages|customer data) to train|entrain\w* (votre|vos|l'?|leur) ?(ia|modeles?)|(open|ouverts?|ouvert) (on )?(saturdays?|sundays?|weekends?|le samedi|le dimanche|la fin de semaine)|office hours|heures d'?ouverture|(goes|go|went|is|gets) down|outages?|offline|crash(es|ed)?|tombe en panne|en panne|pannes?|(se faire|se fait|se passer|se passe|offerte?) en (francais|anglais)|\d+ (calls|chats|conversations|messages|callers|customers|people|appels|clients)\b.{0,25}\b(at (the same time|once)|simultaneous\w*|concurrent\w*|en meme temps|simultanement)|(how many|combien d'?) ?(calls|chats|conversations|appels)\b.{0,30}\b(at (the same time|once)|simultaneous\w*|concurrent\w*|en meme temps|simultanement)|(se fait|offert|disponible|servez|repondez|parlez)\w* en (francais|anglais)|service a la clientele en (francais|anglais)|(us|u\.s\.|american|usa) (clients|customers|businesses|companies)|outside (of )?canada|(in|from) the (us|usa|states|united states)|hors du canada|aux etats-unis|americains|partenaires?|partenariat|(partner|referral|affiliate|reseller) (program|programme)s?|parrainage|affiliation|revendeurs?|(answer|speak|talk|reply|respond|work|understand)\w* in (french|english|spanish|punjabi|mandarin|cantonese|tagalog|hindi|arabic|another language|other languages)|bilingual|bilingue|repond\w* en (anglais|espagnol)|(take|process|accept|collect|handle) (\w+ )?(payments?|deposits?|credit cards?|card payments?)|paiements? par carte|iphone|android|app store|reliab\w*|uptime|sla|guarantee\w*|refunds?|cancel\w* (the |my |our |a |your )?(contract|subscription|plan|service|account|anytime|at any time)|(can|could|may) (i|we) cancel|cancel (after|if|whenever|any ?time)|annul\w* (le |mon |notre |l'?)?(contrat|abonnement|service)|(peut|peux|pourrait|pourrais)(-on|-je| on| je)? annuler|stor\w* (\w+ )?(credit card|card|payment) (numbers?|data|details|info\w*)|(garde|conserve|stocke)\w* (les |des )?(numeros de )?cartes? de credit|cancellation (policy|fees?|terms)|contracts?|resell\w*|white-?label|investors?|awards?|mobile app|partners?hip|languages?|how many (\w+ )?(clients|customers|businesses|companies|users|employees|people|staff|installations|accounts) (do|does|have|has|are|work|use|using|rely)\b(?! (i|we|my|our)\b)|(your|some of your|name your|list your|who are your) (clients|customers)|client list|references?|promise\w*|promet\w*|(e-?mail|phone|cell|number|contact)( address| number| info\w*)? (of|for) (your|the) (ceo|founder|owner|president|developers?|lead developer|cto|engineers?|staff|employees?)|(ceo|founder|owner|president|cto)'?s? (personal |direct )?(cell|phone|e-?mail|number|address)|(names|phone numbers|numbers|contact info\w*|contacts) (of|for) (your |some )?(clients|customers)|(clients|customers) (in|near|around) \w+ (i|we) (could|can) (call|contact|talk to)|revenue|(running|live|ready|set up|up and running|en marche|pret|prete)\b.{0,10}\b(by|before|d'?ici|avant) (next |this |la semaine )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|weekend|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|prochaine)|pen ?tests?|penetration test\w*|tests? d'?intrusion|security audits?|audits? de securite|ceo|pdg|(co-?)?fondat(eur|rice)s?|who'?s (the |your )?(co-?)?founders?|who (is|are) (the |your )?(co-?)?founders?|combien (de|d'?) ?(clients|employes|entreprises|utilisateurs|personnes travaillent)|vos clients|remboursement|contrat\w*|langues?|spanish|espagnol|punjabi|mandarin|arabic|arabe)\b/;

const BUYING =
  /\b(demo|demonstration|buy|purchase|sign (us |me )?up|get started|getting started|next steps?|first step|step one|what'?s next|what (do|should) (we|i) do( next| now)?|how (do|can|should) (we|i) (start|begin|proceed|move forward|go ahead|sign up|get going)|move forward|moving forward|go ahead|proceed|interested|quote|proposal|ready to|let'?s do|convinced|sold|onboard us|set (it|this|that) up|(?<!\b(do|does|will|would) )(we|i) need|we want|i want|we'?d like|i'?d like|trial|subscribe|acheter|interess\w*|commencer|demarrer|devis|soumission|proposition|essai|prochaine etape|la suite|aller de l'?avant|pret(e|s)? a|on fait quoi|(s'?|m'?|nous )(abonner|inscrire)|comment (on )?(procede|fait|s'?y prend))\b/;
const FOLLOW_CUE =
  /^(and|what about|how about|what if|and if|also|same|then|so|ok and|et|et si|pis|pis si|pis pour|et pour|et les|et la|et le|aussi|for (a|an|the|my|our)|pour (un|une|les|mon|ma|notre))\b|\b(it|that|this|those|them|too|as well|ca|cela|celle-ci|celui-ci|aussi)\b/;
const MORE = /\b(tell me more|more (details|info\w*)|go on|elaborate|en savoir plus|dites-m'en plus|plus de details)\b/;
const CAREERS =
  /\b((benefits|perks|avantages( sociaux)?)\b.{0,30}\b(your|vos|votre|a vos|to your) (employees|staff|team|employes|equipe|personnel)|salary|salaries|salaire|pay range|compensation|wage|(do|are) (you|u) (need|needing|looking for|hiring|recruiting) (any |more |new )?(salespeople|sales reps?|developers|engineers|designers|interns|staff|employees|people)\b|(you|u|ya|y'?all|you guys) (hiring|recruiting)|applied (for|to) (a |the |your )?(job|position|role|opening)|my (job )?application|working (there|here|at prairieflow|for you)|(company|work) culture|where (are|can i (see|find)) (your|the) (job )?(postings?|listings?|job ads?)|(are|is) (you|u|prairieflow\w*|your company) hiring|job (openings?|offers?)|open (positions|roles)|work\w* (remotely |from home |full[- ]time |part[- ]time )?(for|at) (you|u|prairieflow|your (company|team))|work\w* (remotely|from home|full[- ]time|part[- ]time) (with|for) (you|u|prairieflow|your (company|team))|join (your|the) team|(is there|are there|any|got|do you have|have you got|avez-vous|y a-t-il) (a |an |any |un |une |des )?(role|position|opening|job|spot|place|poste|emploi)s? (for|pour|open|ouvert)|(can|could) (i|we) work (from|remotely|in|out of)|(je peux|puis-je|peut-on|on peut|pourrais-je|est-ce que je peux) travailler (de|a|depuis|en|au|a distance)|remote (jobs?|work|positions?|roles?)|resume|cv|internships?|interns?|apply for (a|the) (job|position|role)|careers?|emplois?|carrieres?|postuler|embauchez|embauchez-vous|embauchez-tu|engagez-vous|engagez-tu|(est-ce que |vous )?(engagez|embauchez)(?! (a|des (consultants|fournisseurs)))|cherchez-vous du monde|vous cherchez du monde|stages?|candidature|ma candidature|travailler (a distance )?(chez|pour) vous|travailler a distance)\b/;
/** "I'm a UX writer … anything for me?": someone describing their trade and asking for a role. */
/** "hiring?", "do you hire outside Saskatchewan": whether we hire, asked outright. */
const HIRING_ASKED =
  /\b(are you |you |r u )?hiring (sdrs?|bdrs?|engineers?|developers?|devs?|designers?|interns?|sales ?(reps?|people)|anyone|anybody|people|students|remote\w*)\b|^\s*(are you |you |r u |vous )?(hiring|embauchez(-vous)?|engagez(-vous)?)\s*\??\s*$|\b(do|would|will|can) (you|u) (guys )?hire (outside|from|people|remote\w*|students|new grads|internationally|in other|out of province|anywhere)\b|\b(embauchez|engagez)(-vous)? (a l'?exterieur|hors|en dehors|ailleurs|a distance|des etudiants)\b/;
const JOB_SEEKER =
  /\b(i'?m|i am|je suis|chu) (a |an |un |une )?([\w/+.-]+ ){0,2}(writer|designer|developer|dev|engineer|programmer|student|graduate|grad|marketer|recruiter|salesperson|sales rep|analyst|redact\w*|concept\w*|developpeu\w*|ingenieu\w*|etudiant\w*|finissant\w*)\b.{0,80}\b(anything for me|any (roles?|openings?|jobs?|positions?|room)|room for (me|someone)|a (role|job|spot|place) for me|something for me|quelque chose pour moi|une place pour moi|des postes?|engagez|are you hiring)\b/;
/** Working here from abroad: a job seeker's question. */
const VISA =
  /\b(work visas?|visas?|sponsor\w* (a |my |your |the )?(visas?|work permits?|immigration)|work permits?|permis de travail|parrain\w* (un |mon )?(visa|permis))\b/;
/** A business that hires ("our HR team gets hundreds of resumes") is a client, not a job seeker. */
const EMPLOYER =
  /\b(career|careers) (centre|center|services?|office|counsell?\w*|advis\w*|fairs?)\b|\b(centre|service) de (carriere|placement|l'?emploi)\b|\b(we|on) (have|a|avons) (\d+ |many |lots of |plusieurs )?(open (roles|positions)|postes (a combler|ouverts))\b|\b(resume|cv) screening|screen(ing)? (the )?(resumes|cvs|applicants|candidates)|tri des (cv|candidatures)|trier (les|des) (cv|candidatures)\b|\b(our|notre|nos) (hr|rh|service (des )?rh|hiring|recruit\w*|recrutement)\b|\b(we|on|nous) (get|receive|recevons|recoit|sort through|trier)\b.{0,25}\b(resumes|cvs?|applications|candidatures)\b|\b(recevons|recoit|recoivent)\b.{0,30}\b(cv|candidatures)\b/;
const OFF_HOURS =
  /\b(after \d{1,2} ?(pm|p\.m\.|o'?clock)?|apres \d{1,2} ?h|nights?|overnight|midnight|late at night|evenings?|after[- ]hours|weekends?|holidays?(?! (rush|season|sales?|party))|(wait|until|till) (monday|morning|tomorrow|the next day|business hours|we open)|jusqu'?(a|au) (lundi|demain|matin)|christmas|new year'?s?|closed|\d{1,2} ?(am|a\.m\.)|\d{1,2} in the morning|any hour|round the clock|around the clock|24 ?\/ ?7|24\/24|24 ?h(eures)? sur 24|nuits?|le soir|soirees?|fin de semaine|fins de semaine|feries?|conges?|fermes?|fermee?s?|\d{1,2} ?h du matin|en tout temps|toute heure)\b/;
/** Privacy laws the site says it follows: a question naming them is a privacy question, not a claim to refuse. */
const FOLLOWED_LAWS = /\b(pipeda|casl|lprpde|lcap)\b/;
const SOCIAL_ASK =
  /\b(are you|r u|vous etes|etes-vous|etes vous) (on|sur) (les )?(social media|socials|reseaux sociaux|medias sociaux|linkedin|facebook|instagram)\b|\bfollow (you|u|prairieflow|vous)\b|\b(have|avez-vous|vous avez) (a |an |un |une )?(linkedin|facebook|instagram|twitter)\b/;
const SOCIAL =
  /\b((your|vos|votre) (linkedin|facebook|instagram|twitter|social (media )?(accounts|profiles|pages)|reseaux sociaux)|(on|sur) (linkedin|facebook|instagram|insta|twitter))\b|^\s*(linkedin|facebook|instagram|insta|twitter)( page| profile| account| url| link)?\s*\??\s*$/;
/**
 * A yes/no question about what we do or have ("can your bot …", "do you have …", "is there …",
 * "pouvez-vous …"): when it names something the site never mentions, the honest answer is that
 * the site does not say, and the team can confirm.
 */
const CAPABILITY_ASK =
  /^(?:(?:hi|hello|hey|bonjour|allo|ok|okay|so|and|also|quick question|et|alors|question)\b[\s,!:-]*)*(can|could|will|would|does|do|is there|are there|is it possible|any chance|est-ce qu\w*|pouvez|peut|peuvent|avez|offrez|faites|gerez|y a-t-il|prenez|acceptez|parlez|parle|supportez|travaillez)\b/;
/** "Do you work with auto repair shops?": the business the visitor names, when it is no industry we list. */
const SERVE_ASK =
  /\b(?:work with|serve|cater to|help(?! (?:or|and|but|me|us|you|it|them|out|from|line|desk)\b)|do (?:anything|stuff|work) for|(?:build|make|create|design|offer) (?:stuff |things |anything |something |solutions |bots |tools |apps |automations? )?for|(?:any|have any|got any|do you have|have you got|is there)(?: an?)? (?:solutions?|products?|services|tools|offers?|options)(?: (?:built|made|designed|tailored|specifically|specially|just))? for|(?:avez-vous|vous avez|avez vous|y a-t-il)(?: une?| des)? (?:solutions?|produits?|services?|outils?|offres?) pour|travaillez avec|travaillez-vous avec|servez(?:-vous)?|aidez(?:-vous)?)\s+(?!(?:quels?|quelles?|quel|which|what|who|whom|qui|lesquel\w*)\b)((?:an? |les |des |the |small |local )?[a-z' -]{3,40}?)(?=[?.!,]|$| too| as well| aussi| also)/;
/** "I run a small fishing lodge", "je gère une pourvoirie": the visitor's own business. */
const OWN_BUSINESS =
  /\b(?:i run|i own|i manage|we run|we own|we manage|we operate|i operate|we'?re(?= an? )|we are(?= an? )|je gere|nous gerons|on gere|je suis proprietaire d'?|nous sommes|on est) (?:a |an |une |un |des |d'?)?((?:small |petite? )?[a-z' -]{3,30}?)(?=[,.!?]|$| in | a | au | dans | with | avec | and | et | de \d)/;
/** Words for any business ("a small shop", "une PME"): naming one says nothing about the industry. */
const GENERIC_BUSINESS =
  /^(e?ja |deja |already )|^(small |petite? |local |little |growing |family |independent |new |big |large |busy |gros |grosse? )*(business(es)?|compan(y|ies)|firms?|shops?|stores?|startups?|start-ups?|teams?|operations?|offices?|agenc(y|ies)|practices?|brands?|organi[sz]ations?|groups?|employers?|employeurs?|entreprises?|commerces?|compagnies?|pme|boutiques?|equipes?|organismes?|bureaux?|cabinets?|agences?|business)\b/;
/** "Could a daycare use your stuff?": the same, asked as whether such a business could use it. */
const COULD_USE =
  /\b(?:could|can|would|does|do) (?:a|an|my|our|the) ([a-z' -]{3,30}?) (?:use|benefit|work with|need)\b|\b(?:useful|good|worth it|a (?:good )?fit|helpful|any good) for (?:a|an|my|our) ([a-z' -]{3,30}?)(?=[?.!,]|$)/;
/** "… or can we call you?": our contact details beside the answer. */
const CALL_US =
  /\b(call you|phone you|reach you by phone|vous appeler|vous joindre|vous telephoner|your (phone|number)(?! ?(bots?|assistants?|agents?|ai|systems?|lines?|answering))|votre (numero|telephone)(?! ?(robot|assistant|ia)))\b/;
/** General topics a message may ask together, each answered. */
const ALSO: Topic[] = ['timeline', 'expertise', 'support', 'security', 'integrations', 'privacy'];
/** "Is support included or extra?": a question about what the price covers names what it covers. */
const INCLUDED =
  /\b(included|includes?|extra|additional (cost|fee|charge)|add-?ons?|on top|inclus|incluse?s?|compris|en extra|en sus|en plus|supplementaires?)\b/;
const COVERED: [Topic, RegExp][] = [
  ['support', /\b(support|soutien|maintenance|help ?desk|updates?|mises? a jour)\b/],
  ['integrations', /\b(integrat\w*|crms?|erps?|sync\w*)\b/],
  ['expertise', /\b(training|train\w*|formation|onboarding|setup|set-up|set up|installation)\b/],
  ['security', /\b(secur\w*|encrypt\w*|hosting|heberg\w*)\b/],
];
/** "Just healthcare, or other fields too?": the whole offer, not the industry named. */
const OTHER_FIELDS =
  /\b(just|only|juste|seulement|uniquement)\b.{0,40}\b(or|ou)\b.{0,30}\b(other|others|autres?|more|plus)\b.{0,15}\b(industr\w*|sectors?|domaines?|secteurs?|businesses|fields|areas|kinds|types|aussi|too|as well)\b/;
/** "Which review sites exactly?": a detail of what was just said; the site may not list it, so the team confirms. */
const DETAIL = /\b(exactly|specifically|precisement|exactement|en particulier|lesquels|lesquelles|which ones)\b/;
/** A date of their own ("in a week", "by the 15th"): the usual timeline, and the team confirms the date. */
const DEADLINE =
  /\b(in|within|dans|en|d'?ici) (about |around |roughly |environ |a peu pres )?(a|one|1|2|two|3|three|4|four|5|five|6|six|7|seven|10|ten|un|une|deux|trois|quatre|cinq) (days?|weeks?|months?|jours?|semaines?|mois)\b|\b(by then|in time|d'?ici la|d'?ici là)\b|\bby (the )?\d{1,2}(st|nd|rd|th)?\b|\b(by|before) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|next week|next month|the end of (the |this )?(month|week))\b|\b(by|before|for|avant|pour|d'?ici) (valentine'?s( day)?|christmas|easter|thanksgiving|halloween|new year'?s|spring|summer|fall|autumn|winter|(the )?holidays|january|february|march|april|may|june|july|august|september|october|november|december|noel|paques|la saint-valentin|l'?ete|l'?hiver|l'?automne|le printemps|les fetes|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)\b|\b(a|one|two|three|four|five|six|\d+) (days?|weeks?|months?) away\b|\bbefore (the )?(patio|summer|busy|tourist|holiday|peak|spring|fall|tax|wedding|ski|hunting|back-to-school) season\b|\bavant (la )?(saison|haute saison|rentree)\b|\b(mother'?s day|father'?s day|fete des (meres|peres)|black friday|cyber monday|boxing day|canada day|labour day|victoria day|la saint-jean|fete nationale|vendredi fou)\b|\b(pour|avant) la fin (du mois|de la semaine|de l'?annee|du trimestre)\b|\b(by|before) end of (the )?(month|week|quarter|year)\b|\b(deadline|rush|asap|urgent\w*|pour le \d{1,2}|d'?ici (lundi|mardi|mercredi|jeudi|vendredi|la semaine prochaine|la fin du mois))\b/;
/** Cross-industry solutions named in so many words: "reviews and also social media posts" asks for both. */
const FIELD_NAMES: [Topic, RegExp][] = [
  [
    'reputation',
    /\b(reviews|review (sites|replies|responses|management)|online reviews|google reviews|ratings|reputation|avis (en ligne|google|clients)|(gestion|gerer|gere|repondre|reponses?) (des |de nos |nos |aux |a nos )?avis|e-?reputation)\b/,
  ],
  ['social', /\b(social media|socials|social posts?|instagram|facebook|tiktok|linkedin posts|reseaux sociaux|medias sociaux)\b/],
  [
    'appointments',
    /\b(appointments?|online booking|bookings|scheduling|no-?shows?|(appointment |automatic |automated )?reminders|rendez-vous|prise de rendez-vous|rappels?( automatiques)?|last[- ]minute cancel\w*|annulent|annulations?( de derniere minute)?)\b/,
  ],
  [
    'call-chat',
    /\b(phone calls|answer(ing)? (the |our )?(phones?|calls)|chat ?bots?|website chat|live chat|appels|repondre au telephone)\b/,
  ],
];
/** "What results do your clients get?": the typical results the service pages state. */
const RESULTS =
  /\b(free up|frees up|how much (time|of (my|our) (staff'?s?|team'?s?) (week|day|time))|(save|saves|saving) (us |me |my staff |our staff |our team )?(\w+ )?(time|hours)|liberer (du|combien de) temps|combien de temps (ca|cela) (nous|me) (ferait|fait) (sauver|gagner|economiser))\b|\b(what|which|quels?|quelles?|c'?est quoi)\b.{0,30}\b(results|outcomes|resultats|retombees)\b|\b(results|outcomes|resultats)\b.{0,25}\b(clients|customers|businesses|entreprises)\b.{0,20}\b(get|see|got|saw|obtain\w*|obtiennent|voient|ont)\b|\b(typical|average) (results|roi|savings)\b/;
const FEASIBLE =
  /\b(roll (it |this )?out|rolled out|deploy\w*|implanter|deployer|(peut|peux|pouvez|pourrait|pourriez|pourrais)(-tu|-il|-elle|-vous|-on)? (avoir|etre pret\w*)|can (i|we) have (it|this|that)|ready by|realistic\w*|doable|feasible|possible|manageable|can (you|we|it) (have|get|be)|ready|running|live|up|set up|in place|faisable|realiste|possible|pret|prete|en place|en marche|fonctionnel|c'?est-tu)\b/;
const AMOUNT = /\$\s?\d|\d\s?\$|\b\d+ ?(dollars?|bucks|cad|usd)\b|\b\d{2,} ?(a|per|\/) ?(month|mo|year|yr|mois|an)\b/;

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
  /** Words the site never uses (not typos of its words), when the message asks whether we can or have something. */
  beyondSite: string[];
  /** A second topic the answer must cover too ("is support included or extra?": support beside the price). */
  alsoTopic?: Topic;
  /** Asks what comes next ("how do we get started?"): the demo, with their industry when they name one. */
  nextStep: boolean;
  /** A product of ours named by a name we do not use ("PrairieFlow LegalDesk", "votre Assistant comptable"). */
  unknownOwnProduct?: string;
  /** The words of a kind of product asked for ("inventory" in "an inventory management product?"); the answer checks them against what we offer. */
  kindAsked: string[];
  /** Asks what results clients get. */
  results: boolean;
  /** Asks whether it pays off (return on investment). */
  roi: boolean;
  /** Asks whether it fits a business of their size ("is this for me or for big companies?"). */
  sizeFit: boolean;
  /** Doubts the figures ("every vendor claims 75 %"). */
  skeptic: boolean;
  /** Asks a detail of the previous answer ("which ones exactly?"). */
  detail: boolean;
  /** Names a date of their own for going live. */
  deadline: boolean;
  /** Every cross-industry solution the message names in so many words, when it names two or more. */
  fields: Topic[];
  /** A business that fits `industry` only loosely ("property management"): the team confirms the fit. */
  adjacent?: string;
  /** Every industry the message names (the first is `industry`). */
  industries: string[];
  /** The topic was settled by the visitor's own words (money, a sure phrasing, a topic's name), not only by the nearest example. */
  settled: boolean;
}

/**
 * Reads one message: its topic (the trained classifier), what it names (industry, product,
 * certification) and how it relates to the conversation (a follow-up, a request for more).
 * Entity patterns run on the words as written and on their spelling-corrected form.
 */
/** "L'intégration des nouveaux employés" is onboarding, not a software integration. */
const onboarding = (s: string) =>
  s.replace(
    /\bintegration (des |de nos |de |d')?(nouveaux |nouvelles |nouvel )?(employes|employees|recrues|membres|salaries|hires)\b/g,
    'accueil des nouveaux employes',
  );

/**
 * Québécois asks with a particle: "c'est-tu long ?", "on est-tu prêts ?", "vous avez-tu une appli ?". The "-tu"
 * is not a subject there (a second-person verb ends in s or x: "as-tu", "peux-tu"), so it is dropped and the
 * question reads as "c'est long ?", which every pattern already knows.
 */
const particle = (s: string) =>
  s
    .replace(/\b([a-z]*[a-rt-wyz]|vous (etes|faites|dites))-tu\b/g, '$1')
    .replace(/\b(c'?est|on est|y'?a|ca (marche|fonctionne|coute|prend|roule)) tu\b/g, '$1')
    // Typed fast: "combien de tmps pour linstaler" is "combien de temps pour l'installer".
    .replace(/\b(tmps|tems|tmeps|tps)\b/g, 'temps')
    .replace(/\bl(?=(instal|implant|integr|activ)\w*)/g, "l'")
    .replace(/\binstal(?!l)/g, 'install');

export function understand(
  text: string,
  corrected: string,
  classifier: TopicClassifier,
  siteText: string,
  unknown: string[] = [],
): Understanding {
  // "L'intégration des nouveaux employés" is onboarding, not a software integration.
  const folded = particle(onboarding(fold(text).replace(/[’']/g, "'")));
  const either = `${folded} \n ${particle(onboarding(corrected))}`;
  const ranked = classifier.classify(onboarding(`${fold(text)} ${corrected}`));
  const passing = ranked.filter((r) => r.score >= TOPIC_THRESHOLD && (GATES[r.topic]?.test(either) ?? true));
  // "Is the demo free?" is about the demo, which the site says is free.
  const money =
    MONEY.test(either) &&
    !OWN_LOSS.test(folded) &&
    !RESULTS.test(folded) &&
    !/\b(who'?s|who is|who are|when (i'?m|we'?re|they'?re)|are (they|we|you)) (actually |really )?free\b/.test(folded) &&
    !BUDGET_READY.test(folded) &&
    !ROI.test(folded) &&
    !DEMO_ASKED(either) &&
    !THEIR_QUOTES.test(folded) &&
    !HOW_MUCH_FEWER.test(folded) &&
    // "Do you sell our data?": what is done with their data, not a price.
    !/\b(sell|sold|selling|resell|vend\w*)\b.{0,20}\b(our|my|the|their|customer|client|personal|your users'?) ?(data|info\w*|details|e-?mails?|contacts|donnees|renseignements)\b/.test(
      folded,
    )
      ? ranked.find((r) => r.topic === 'pricing')
      : undefined;
  const anchor = ANCHORS.find(([topic, words]) => words.test(either) && ranked.some((r) => r.topic === topic && r.score >= ANCHOR_MIN));
  const sure = SURE.find(([, words]) => words.test(either));
  const best =
    money ?? (sure && ranked.find((r) => r.topic === sure[0])) ?? (anchor && ranked.find((r) => r.topic === anchor[0])) ?? passing[0];
  const words = folded.split(/\s+/).filter(Boolean).length;
  const detail = DETAIL.test(folded) && words <= 8;
  // "hwo do i aply for a jbo": the spelling-corrected words count too.
  // "We use Jobber for scheduling jobs, does it connect?": their own jobs, in a tool they ask us to connect.
  const toolAsk = Boolean(findProduct(text, siteText)) && INTEGRATION_ASK.test(folded);
  const careers =
    (CAREERS.test(folded) ||
      CAREERS.test(onboarding(corrected)) ||
      VISA.test(folded) ||
      JOB_SEEKER.test(folded) ||
      HIRING_ASKED.test(folded)) &&
    !EMPLOYER.test(folded) &&
    !toolAsk;
  const namedIndustry = careers ? undefined : (findIndustry(folded) ?? findIndustry(corrected) ?? findIndustry(businessSpelled(folded)));
  // "trucking / logistics … or is this all clinics and restaurants": the business they run comes first.
  const unservedAt = findUnserved(folded) ? folded.indexOf(findUnserved(folded)!) : -1;
  const unservedFirst = unservedAt >= 0 && namedIndustry !== undefined && unservedAt < industryIndex(folded, namedIndustry);
  const otherFields = OTHER_FIELDS.test(folded);
  const industry = unservedFirst || otherFields ? undefined : namedIndustry;
  const followedLaw = FOLLOWED_LAWS.test(folded);
  const employer = EMPLOYER.test(folded);
  // "Our busy season starts in 3 weeks, realistic by then?": a date of their own and whether it is feasible.
  const feasibleBy = DEADLINE.test(folded) && FEASIBLE.test(folded) && !money;
  let topic = careers
    ? 'careers'
    : followedLaw
      ? 'privacy'
      : otherFields
        ? 'overview'
        : feasibleBy
          ? 'timeline'
          : employer && best?.topic === 'careers'
            ? undefined
            : best?.topic;
  // "I run a small shop, can you help with reviews?": a solution named in so many words outranks
  // the nearest "do you serve my kind of business" example.
  const namedFields = FIELD_NAMES.filter(([, words]) => words.test(folded)).map(([field]) => field);
  // ("Beyond answering phones, what else?" asks for the rest.)
  const besides = /\b(beyond|besides|other than|apart from|aside from|except|outre|a part|autres? que|en dehors de|en plus de)\b/.test(
    folded,
  );
  // ("Our reviews are a mess, half of them unanswered …": a long message the classifier spreads thin still names its solution.)
  if (
    (topic === 'industry' || topic === 'overview' || (!topic && !careers)) &&
    !sure &&
    !otherFields &&
    !besides &&
    namedFields.length === 1
  )
    topic = namedFields[0];
  // "Un robot qui répond sur Facebook pis Instagram": the one solution named outranks a neighbouring one's example.
  const fieldOf = (t: Topic | undefined) => FIELD_NAMES.find(([field]) => field === t)?.[1];
  if (namedFields.length === 1 && fieldOf(topic) && namedFields[0] !== topic && !fieldOf(topic)!.test(folded)) topic = namedFields[0];
  // ("De l'information sur les rappels automatiques": reminders, not the reporting assistant's "rapports automatiques".)
  if (namedFields.length === 1 && topic === 'assistant' && !ASSISTANT_NAMED.test(folded)) topic = namedFields[0];
  // "Do you have an article about keeping patient data safe?": the article, whatever the subject.
  if (READ_REQUEST.test(folded) && !careers && sure?.[0] !== 'contact') topic = 'blog';
  // "I don't even know where to start": the whole offer and the demo.
  // ("Our reviews are a mess, idk where to start": the solution they name is where to start.)
  if (START.test(folded) && namedFields.length === 1 && !industry) topic = namedFields[0];
  else if (START.test(folded) && (!topic || ['timeline', 'support', 'demo', 'expertise', 'about'].includes(topic)) && !industry)
    topic = 'overview';
  // "Vet clinic here, does your clinic stuff apply to us?": a business named outranks a careers guess.
  if (topic === 'careers' && !careers && (industry || findUnserved(folded))) topic = undefined;
  // ("We use Jobber for scheduling jobs, does it connect?": the tool, not a job.)
  if (topic === 'careers' && !careers && toolAsk) topic = 'integrations';
  // ("Votre appli mobile, elle est disponible sur iPhone?": a product they ask us for, not a job.)
  if (topic === 'careers' && !careers && kindAsked(folded).length) topic = undefined;
  // "Combien coûte la démo ?": the demo's price is the demo's answer (it is free), not our pricing.
  if (topic === 'pricing' && DEMO_ASKED(either) && !/\b(services?|solutions?|subscriptions?|abonnements?|plans?|forfaits?)\b/.test(either))
    topic = 'demo';
  // "Un contrat annuel ou mensuel ? On peut annuler quand on veut ?": the terms of what they pay for.
  if (CONTRACT_TERM.test(folded) && (!topic || ['timeline', 'overview', 'industry', 'support', 'about'].includes(topic))) topic = 'pricing';
  const topicNamed = careers || Boolean(money || sure) || (topic ? (NAMED[topic]?.test(either) ?? true) : false);
  const capabilityAsk = CAPABILITY_ASK.test(folded.trim());
  // Only a business named in words the site never uses: "do you serve small businesses?" is not one.
  // "Je gère une pourvoirie …": the visitor's own business counts too.
  const couldUse = COULD_USE.exec(folded);
  const served = (SERVE_ASK.exec(folded)?.[1] ?? couldUse?.[1] ?? couldUse?.[2] ?? OWN_BUSINESS.exec(folded)?.[1])
    ?.trim()
    .replace(/^(with|me|us|my|our|you|to|get|do)\b.*/, '');
  // The visitor's own business ("je gère une pourvoirie de chasse"), when it is no industry we list
  // and more than a word for any business, is one we do not list, known words or not.
  const ownBusiness = (OWN_BUSINESS.exec(folded)?.[1] ?? couldUse?.[1] ?? couldUse?.[2])?.trim();
  const ownUnlisted = ownBusiness && !GENERIC_BUSINESS.test(ownBusiness) && !findIndustry(folded) ? ownBusiness : undefined;
  // ("We operate a private ambulance service. A solution for dispatch?": the business they run, not the task.)
  const unservedAsked = industry
    ? undefined
    : (ownUnlisted ??
      (served && unknown.some((w) => served.includes(w)) ? served.replace(/^(les|des|the|a|an|une?|la|le) /, '') : undefined));
  // A second general topic the visitor names in so many words ("des mois à implanter? pas d'informaticien")
  // gets its short answer too; a quote asked beside a demo gets the pricing model.
  const second = ALSO.includes(topic as Topic)
    ? passing.find((r) => r.topic !== topic && ALSO.includes(r.topic) && NAMED[r.topic]?.test(either))?.topic
    : undefined;
  const alsoTopic =
    // "Can it send SMS reminders through our phone system?": the solution named, beside whether it connects.
    topic === 'integrations' && namedFields.length === 1
      ? namedFields[0]
      : topic === 'pricing' && INCLUDED.test(either)
        ? COVERED.find(([, covered]) => covered.test(either))?.[0]
        : topic !== 'pricing' && /\b(quotes?|estimates?|soumissions?|devis)\b/.test(folded) && !THEIR_QUOTES.test(folded)
          ? 'pricing'
          : topic !== 'contact' &&
              (CALL_US.test(folded) ||
                (topic === 'support' &&
                  // "Need help NOW": someone to reach, beside what support covers.
                  /\b(phone( number)?|e-?mail|numero|courriel|telephone|now|asap|right away|urgent\w*|immediately|tout de suite|maintenant)\b/.test(
                    folded,
                  )))
            ? 'contact'
            : second;
  return {
    topic,
    topicNamed,
    alsoTopic,
    industries: industry ? [industry, ...findIndustries(folded).filter((slug) => slug !== industry)] : [],
    // Only the yes/no question's own words: "… ? The partners would never accept unreviewed replies." asks nothing beyond.
    beyondSite: capabilityAsk && !unservedAsked ? unknown.filter((w) => !isEveryday(w) && folded.split(/[?!.]/)[0].includes(w)) : [],
    score: best?.score ?? 0,
    industry,
    unserved: industry && !unservedFirst ? undefined : (findUnserved(folded) ?? unservedAsked),
    adjacent: industry ? findAdjacent(folded) : undefined,
    product: findProduct(text, siteText),
    certification: followedLaw ? undefined : findCertification(folded),
    buying: BUYING.test(folded) || BUDGET_READY.test(folded),
    // "And how many fewer no-shows does that one get you?": a longer question that opens like a follow-up is one.
    followUp:
      (words <= 9 && (FOLLOW_CUE.test(folded) || MORE.test(folded) || detail)) ||
      (words <= 14 && /^(and|et|pis|also|aussi|so|what about|how about|et pour|pis pour)\b/.test(folded)),
    detail,
    results: RESULTS.test(folded),
    // A job title is no product ("the Customer Success Manager job").
    unknownOwnProduct:
      careers || /\b(jobs?|roles?|positions?|postes?|openings?|emplois?)\b/.test(folded) ? undefined : unknownOwnProduct(text, siteText),
    // ("Do you have a review management tool?" names a solution of ours in so many words.)
    kindAsked: careers || namedFields.length ? [] : kindAsked(folded),
    roi: ROI.test(folded),
    sizeFit: SIZE_FIT.test(folded),
    // "Will it actually save us money or is it just hype?": doubt about what it delivers is about the figures too.
    skeptic:
      SKEPTIC.test(folded) &&
      (FIGURES.test(folded) || /\b(save|saves|saving|sauver|economis\w*|pay (for itself|off)|worth it|vaut la peine)\b/.test(folded)),
    fields: namedFields.length >= 2 ? namedFields : [],
    deadline: DEADLINE.test(folded),
    nextStep: NEXT_STEP.test(folded) || BUDGET_READY.test(folded),
    more: MORE.test(folded),
    careers,
    social: SOCIAL.test(folded) || SOCIAL_ASK.test(folded),
    namedAmount: AMOUNT.test(folded),
    teamQuestion: !money && TEAM_QUESTION.test(folded),
    pricingDetail: PRICING_DETAIL.test(folded),
    offHours: OFF_HOURS.test(folded),
    settled: Boolean(money || sure || anchor || careers || feasibleBy),
    productAsk:
      /\b(assistants?|bots?|chatbots?|products?|produits?|demos? (bot|assistant)|try (it|one|the \w+ (assistant|bot))|essayer|(can|could) (i|we) (test|try|play with)|(i|we) (can|could) (test|try|play with)|tester|to test|test (it|one|drive)|try out)\b/.test(
        folded,
      ),
  };
}
