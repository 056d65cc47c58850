import { isEveryday } from '../knowledge/everyday-words';
import { editDistance } from '../knowledge/search-index';
import { fold } from '../knowledge/text';

/**
 * The things a visitor names that change the answer: a served industry (in their words, not
 * the site's), a business the site does not serve, a third-party product, a certification.
 * Folded text (lower case, no accents) in, names out.
 */

/** Served industries by service page, most specific first ("dental practice" is a clinic before it is healthcare). */
const INDUSTRIES: [slug: string, pattern: RegExp][] = [
  [
    'Clinics',
    /\b(clinics?|cliniques?|dental|dentists?|dentaire|physio(therapy|therapie|therapist)?|chiropract\w*|optometr\w*|family medicine|medical practices?|practice|cabinets? (medica\w*|dentaire)|veterinar\w*|massage therap\w*)\b/,
  ],
  [
    'Healthcare',
    /\b(health ?care|health|medical|hospitals?|patients?|doctors?|nurses?|sante|soins|hopita(l|ux)|medecins?|medicine|home care)\b/,
  ],
  [
    'Restaurants',
    /\b(souper|rush du (midi|souper|diner)|dinner rush|lunch rush|restaurants?|restos?|bistros?|cafes?|coffee shop|diners?|eatery|pizzerias?|pizza (place|shop|joint|restaurant)s?|pizza|burger (joint|place)s?|sushi|(empty|our|the) tables|tables (are|sit) empty|(get|book|reserve|booking|reserving) a table|tables? (booked|reserved)|reserver une table|menus?|takeout orders|online orders|pubs?|bars?|hotels?|motels?|inns?|hospitality|catering|takeout|take-out|food truck|bakery|restauration|hotellerie|traiteur)\b/,
  ],
  [
    'RealEstate',
    /\b(real ?estate|realtors?|realty|property management|property managers?|properties|real estate brokerages?|(?<!(mortgage|insurance|customs|freight|investment|stock|business) )brokerages?|tenants?|landlords?|rentals?|immobili\w*|courtiers? immobili\w*|agents? immobili\w*|house hunting|showings?(?! up)|condos?|(home |house )?buyers|listings?|open houses?|viewings?|renters?|acheteurs|inscriptions)\b/,
  ],
  [
    'Salons',
    /\b(salons?|spas?|barbers?(hop)?|nails?|nail studio|beauty|hair ?(dresser|stylist|salon)?|stylists?|esthetic\w*|esthetique|coiffure|coiffeu\w*|beaute|lash|brow|day spa|massage)\b/,
  ],
  [
    'FinancialServices',
    /\b(financial|finance|accounting|accountants?|bookkeep\w*|insurance|(?<!(food|blood|data|power|memory) )banks?|banking|wealth|credit unions?|mortgage|advisors?|comptab\w*|assurances?|financi\w*|fiscal\w*|tax (firm|prep\w*|season|returns?)|(client|clients'?) documents|(obtenir|recuperer|collecter|relancer\w*)\b.{0,40}\bdocuments|documents (by|over|via) e-?mail|impots)\b/,
  ],
  [
    'HRWorkforce',
    /\b(hr|human resources?|recruit\w*|staffing|applicants?|candidates?|onboarding|hiring|hires?|new hires|(job )?applications|post(ing)? a job|job (posts?|postings?|ads?)|seasonal (workers|staff|hires)|screening|interviews?|job postings?|shift schedul\w*|entrevues?|workforce|talent|rh|ressources humaines|recrutement|embauche|main-d'oeuvre|screen(ing)? (resumes|cvs|applicants)|trier (les |des |nos )?(cv|candidatures)|tri des (cv|candidatures)|cv|candidatures)\b/,
  ],
  [
    'SalesMarketing',
    /\b(?<!(talk|talking|speak|speaking|chat|chatting) (to|with) )(sales|marketing(?![ -](speak|fluff|talk|hype|buzz\w*|jargon|bs|claims?|numbers|lingo))|leads?|prospects?|pipeline|campaigns?|ventes?|commerciales?|commerciaux|commercial(?! (trucking|real estate|cleaning|propert\w+|construction|kitchens?|roofing|plumbing|hvac|fleets?|buildings?|landlords?|insurance|printing|spaces?|vehicles?|drivers?|transport\w*|contract\w*|electric\w*|landscap\w*|fishing|laundry))|lead scoring|inbound leads?|follow-?up (problem|issue)s?|outbound|follow-?up e-?mails?)\b/,
  ],
];

/** Businesses the site does not list; the reply names its industries instead of guessing. */
const UNSERVED =
  /\b((family |criminal |immigration |employment |corporate )?law (practices?|offices?|firms?)|family law|cabinets? d'?avocats?|obnl|osbl|electricians?|hvac|roofers?|roofing|carpenters?|handym[ae]n|landscap\w*|retail\w*|clothing (stores?|boutiques?|shops?|brands?|lines?)|boutiques?(?! (hotels?|hotel|spas?|salons?|gyms?|fitness|agenc\w*|firms?|hotels))|boutiques? de (vetements|mode|cadeaux)|commerce (de detail|en ligne)|detaillants?|magasins?|hardware stores?|quincailleries?|online (stores?|shops?)|(shopify|etsy|amazon|woocommerce|wix|squarespace) (stores?|shops?|sellers?|boutiques?)|boutiques? (en ligne|shopify|etsy)|magasins? en ligne|vente en ligne|dog grooming|pet grooming|pet (stores?|shops?|sitting|boarding)|dog (boarding|daycare|walking)|kennels?|doggy daycare|chenils?|toilettage|centres? d'?entrainement|salles? de (sport|gym|conditionnement)|auto (repair|body|shops?|mechanics?)|car (repair|wash)\w*|mechanics?|body shops?|construction|contractors?|law firms?|lawyers?|legal|attorneys?|notaires?|avocats?|trucking|logistics|transport\w*|schools?|universit\w*|colleges?|education|ecoles?|dealerships?|car dealers?|automotive|garages?|farms?|farming|agricultur\w*|fermes?|non-?profits?|charit\w*|organismes? sans but lucratif|plumb\w*|plombi\w*|electricians?|manufactur\w*|factor(y|ies)|usines?|church(es)?|gyms?|fitness|yoga( studios?)?|studios? de yoga|pilates( studios?)?|dance studios?|ecoles? de danse|martial arts( schools?| studios?)?|dojos?|crossfit( gyms?| box(es)?)?|government|municipal\w*|mining|oil and gas|retail stores?|e-?commerce|electricien\w*|genie[- ]conseil|firmes? (de genie|d'?ingenierie)|engineering (firms?|consult\w*|compan(y|ies))|ingenieurs?[- ]conseils?|menuisi\w*|mecanicien\w*|garagistes?|couvreurs?|roofers?|roofing|paysagis\w*|landscap\w*|deneigement|snow removal|depanneurs?|convenience stores?|corner stores?|epiceries?|grocer(y|ies|s)|boucheries?|butchers?|fleuristes?|florists?|garderies?|daycares?|day cares?|cpe|pharmac\w*|concessionnaires?|hvac|movers|moving compan(y|ies)|cleaning[- ](compan(y|ies)|services?|business(es)?)|janitorial|entretien menager|funeral homes?|salons? funeraires?|photograph\w*|tutoring|tutors?|toiletteu\w*|tattoo (shops?|studios?|parlou?rs?|artists?)|(salons?|studios?|boutiques?) de tatouage|tatoueu\w*|collision (centres?|centers?|repair|shops?)|driving schools?|auto-?ecoles?|pourvoiries?|outfitters?|campgrounds?|campings?|marinas?|golf (courses?|clubs?)|breweries|brewery|microbrasseries?|vineyards?|wineries|winery|vignobles?)\b/;

/** Well-known business software, lower case; any other capitalised name after "integrate with" counts too. */
const PRODUCTS = [
  'hubspot',
  'salesforce',
  'shopify',
  'quickbooks',
  'xero',
  'sage',
  'google calendar',
  'google workspace',
  'gmail',
  'outlook',
  'office 365',
  'microsoft 365',
  'microsoft teams',
  'ms teams',
  'slack',
  'zoom',
  'calendly',
  'acuity',
  'mailchimp',
  'zapier',
  'make.com',
  'epic',
  'cerner',
  'oscar emr',
  'accuro',
  'jane app',
  'opentable',
  'resy',
  'toast',
  'square',
  'clover',
  'lightspeed',
  'mindbody',
  'vagaro',
  'fresha',
  'booksy',
  'zoho',
  'pipedrive',
  'monday.com',
  'asana',
  'trello',
  'notion',
  'wordpress',
  'wix',
  'squarespace',
  'stripe',
  'paypal',
  'docusign',
  'bamboohr',
  'workday',
  'adp',
  'indeed',
  'greenhouse',
  'chatgpt',
  'openai',
  'gpt-4',
  'gpt',
  'claude',
  'gemini',
  'whatsapp',
  'twilio',
  'podium',
  'birdeye',
  'tiktok',
  'dynamics 365',
  'netsuite',
  'sap',
  'odoo',
  'follow up boss',
  'kvcore',
  'mls',
  'yardi',
  'buildium',
  'appfolio',
];
const PRODUCT_PATTERN = new RegExp(`\\b(${PRODUCTS.map((p) => p.replace(/[.+]/g, '\\$&')).join('|')})\\b`);
const INTEGRATION_CONTEXT =
  /\b(different from|differ from|same (thing |product )?as|similar to|equivalent to|comparable to|pareil (comme|que)|semblable a|compared? (to|with)|vs\.?|versus|better than|instead of|post (to|on)|publish (to|on)|(post|publish|repl\w*|respond\w*)\b.{0,25}\b(on|to) |integr\w*|connect\w*|sync\w*|work(s)? (with|in|inside)|plug\w* into|support|compatible|built on|powered by|hook|pulls? (from|data|info\w*)|push\w* (to|into|straight)|(we|on|nous) (use|run|utilis\w*)|uses|utilise|utilisent|utilisons|(marche|fonctionne)\w*(-tu|-t-il|-t-elle)? avec|se connecte\w*|s'?integre\w*|compatibles?)\b/;

/** Formal claims the site never makes; the reply says what it does say instead. */
const CERTIFICATIONS: [name: string, pattern: RegExp][] = [
  ['HIPAA', /\b(hipaa|hipa|hippa|hipaa?-?compliant)\b/],
  ['SOC 2', /\bsoc ?(2|ii|two)\b/],
  ['ISO 27001', /\biso ?27001\b/],
  ['ISO', /\biso\b/],
  ['PCI DSS', /\bpci\b/],
  ['GDPR', /\b(gdpr|rgpd)\b/],
  ['PHIPA', /\bphipa\b/],
  ['CCPA', /\bccpa\b/],
  ['HITRUST', /\bhitrust\b/],
  ['FedRAMP', /\bfedramp\b/],
  ['Law 25', /\b(law|loi) 25\b/],
];
const CERTIFICATION_CONTEXT =
  /\b((approved|registered|licensed|regulated|accredited|authori[sz]ed|vetted|sanctioned|certified) (by|with) (fintrac|osfi|fsra|the amf|amf|ciro|iiroc|fcac|osc|the osc|the fsra|the (regulator|government|province|ministry|college|board|order))|(microsoft|google( cloud)?|aws|amazon|salesforce|hubspot|shopify|meta|openai|apple|oracle|sap|cisco) (solutions? |cloud |certified |premier |gold |silver |official |technology )?partners?|(approved|licensed|cleared|regulated|endorsed) by (health canada|the fda|fda|the government)|homologu\w*|approuve\w* par sante canada|certifi\w*|certs|accredit\w*|complian\w*(?! (person|officer|team|manager|lead|department|guy|folks|people|staff))|conform\w*|audit\w*|accredit\w*|attest\w*|penetration test\w*|pen test\w*)\b/;
/** "Do you use our patient conversations to train your AI?": what the site never says either way. */
const TRAINED_ON =
  /\b(data|conversations?|chats?|messages?|calls?|documents?|files?|records?|info\w*|donnees|renseignements|appels|dossiers?)\b.{0,60}\b(train\w*|entrain\w*)\b.{0,25}\b(ai|ia|models?|modeles?|llm|gpt|bots?|algorithm\w*)\b|\b(train\w*|entrain\w*)\b.{0,15}\b(ai|ia|models?|modeles?|llm|gpt)\b.{0,40}\b(on|with|sur|avec|a partir de|using)\b.{0,20}\b(data|conversations?|chats?|messages?|info\w*|donnees|renseignements)\b/;
/** "An approved vendor with Alberta Health Services?": a standing the site never claims. */
const VENDOR =
  /\b(approved|preferred|registered|qualified|authori[sz]ed|certified) (vendors?|suppliers?|providers?|partners?)\b|\bvendors? of record\b|\bstanding offer\b|\bfournisseurs? (approuve|agree|autorise|qualifie|privilegie|reconnu)\w*\b/;
/** "Do you carry E&O insurance?": cover the site never mentions. */
const INSURED =
  /\b(liability|e ?& ?o|errors and omissions|cyber|professional|malpractice)\b.{0,12}\b(insurance|coverage|policy)\b|\b(do|does) (you|prairieflow|your company) (carry|have|hold)\b.{0,30}\binsurance\b|\b(insured|bonded)\b|\bassurance (responsabilite|erreurs et omissions|cyber\w*|professionnelle)\b/;
const RESIDENCY =
  /\bwhere (the |my |our |your |all the )?(data|info\w*|files|records) (lives?|is stored|is kept|is hosted|sits|goes|ends up)\b|\bwhere (does|do|is|are) (the |my |our |your |all the )?(data|info\w*|files|records)( \w+)? (live|lives|stored|kept|hosted|sit|sits|go|goes|end up)\b|\bwhere (do|does) (you|it|prairieflow) (store|host|keep|put) (the |my |our )?(data|info\w*)\b|\bou (sont|vont|restent) (stockees |hebergees |conservees )?(mes |nos |les |vos )?(donnees|renseignements)\b|\b(info\w*|data|donnees|renseignements|details)\b.{0,40}\b(shared|sent|transferred|go|goes|leave|leaves|partage\w*|transfere\w*|envoye\w*)\b.{0,40}\b(outside (of )?canada|hors du canada|a l'?exterieur du canada)\b|\b(info\w*|data|donnees|renseignements)\b.{0,30}\b(ever )?(leave|leaves|leaving|quitte\w*|sort\w*) (du |le )?canada\b|\b(stored|hosted|kept|stays?|remains?|sit|sits|data cent(er|re)s?|servers?|heberge\w*|stocke\w*|restent|reste|demeurent|conservees?)\b.{0,40}\b(canada|canadian|canadien\w*|usa|the us|the u\.s\.|united states|etats-unis|europe)\b/;

/** Businesses named in one word, for reading a slip ("dentsts", "resturant") as the business meant. */
const BUSINESS_WORDS = [
  'dentist',
  'dentists',
  'dental',
  'clinic',
  'clinics',
  'physiotherapist',
  'chiropractor',
  'optometrist',
  'restaurant',
  'restaurants',
  'pizzeria',
  'bakery',
  'bistro',
  'catering',
  'hotel',
  'hotels',
  'salon',
  'salons',
  'barbershop',
  'hairdresser',
  'stylist',
  'esthetician',
  'realtor',
  'realtors',
  'realty',
  'landlord',
  'landlords',
  'tenants',
  'recruiting',
  'recruiter',
  'recruiters',
  'staffing',
  'accountant',
  'accountants',
  'accounting',
  'bookkeeper',
  'bookkeeping',
  'insurance',
  'mortgage',
  'hospital',
  'doctors',
  'patients',
  'marketing',
  'clinique',
  'cliniques',
  'dentiste',
  'dentistes',
  'coiffeur',
  'coiffeuse',
  'coiffure',
  'comptable',
  'comptables',
  'immobilier',
  'immobiliere',
  'courtier',
  'restaurateur',
  'boulangerie',
  'recrutement',
  'esthetique',
];

/** The message with each word one slip away from a business word spelt right (five letters or more; "really" is no slip of "realty"). */
export function businessSpelled(folded: string): string {
  return folded.replace(/[a-z]{5,}/g, (word) =>
    BUSINESS_WORDS.includes(word) || isEveryday(word)
      ? word
      : (BUSINESS_WORDS.find((b) => b[0] === word[0] && editDistance(word, b, 1) === 1) ?? word),
  );
}

export function findIndustry(folded: string): string | undefined {
  return INDUSTRIES.find(([, pattern]) => pattern.test(folded))?.[0];
}

/** Every industry the message names, in the order of the list ("a salon and a café next door"). */
export function findIndustries(folded: string): string[] {
  return INDUSTRIES.filter(([, pattern]) => pattern.test(folded)).map(([slug]) => slug);
}

/** Where in the message the industry is named (for telling the visitor's own business from one they mention). */
export function industryIndex(folded: string, slug: string): number {
  const pattern = INDUSTRIES.find(([s]) => s === slug)?.[1];
  const at = pattern ? folded.search(pattern) : -1;
  return at < 0 ? Number.MAX_SAFE_INTEGER : at;
}

/**
 * Businesses that fit a served industry only loosely: the industry's answer is given, and the
 * team confirms the fit ("a property management company" is near Real Estate, not in it).
 */
const ADJACENT =
  /\b(property management( (company|firm|companies))?|property managers?|landlords?|building managers?|veterinar(y|ians?)( (clinics?|hospitals?|practices?))?|pharmac(y|ies)|pharmacists?|(digital |marketing |advertising |ad |creative |web |social media |seo )+agenc(y|ies)|agences? (de marketing|de publicite|numeriques?|web|de communication)|vets?( clinics?)?|animal (hospitals?|clinics?)|pet (clinics?|hospitals?|groomers?|grooming)|cliniques? veterinaires?|veterinaires?|gestion(naires?)? (immobiliere|d'?immeubles?|de proprietes)|proprietaires? (d'?immeubles?|de logements?))\b/;

/** The loosely served business the visitor names, when one is named. */
export function findAdjacent(folded: string): string | undefined {
  return ADJACENT.exec(folded)?.[0];
}

export function findUnserved(folded: string): string | undefined {
  const found = UNSERVED.exec(folded)?.[0];
  // "Shopify store", "boutique Etsy": the business is an online store, whatever platform it runs on.
  if (found && /^(shopify|etsy|amazon|woocommerce|wix|squarespace) /.test(found)) return 'online stores';
  if (found && /^boutiques? (shopify|etsy)$/.test(found)) return 'boutique en ligne';
  return found;
}

/** A third-party product named in the message and absent from the site's own text. */
export function findProduct(original: string, siteText: string): string | undefined {
  const folded = fold(original);
  const known = PRODUCT_PATTERN.exec(folded)?.[0];
  const candidate =
    known ??
    (INTEGRATION_CONTEXT.test(folded)
      ? /\b(?:with|to|into|inside|on|use|uses|using|run|runs|from|than|versus|vs\.?|of|as|avec|a|au|utilise|utilisons|sur|de)\s+([A-Z][A-Za-z0-9]+(?:[ .][A-Z][A-Za-z0-9]+)?)/.exec(
          original,
        )?.[1]
      : undefined) ??
    // "Our dental software is Dentrix.", "notre logiciel, c'est Jane": the tool they use, named.
    /\b(?:software|system|tool|crm|pms|platform|pos|booking app|app|logiciel|systeme|système|plateforme)\s+(?:is|was|=|c'est|est)\s+([A-Z][A-Za-z0-9]+(?:[ .][A-Z][A-Za-z0-9]+)?)/.exec(
      original,
    )?.[1];
  if (!candidate || ['CRM', 'ERP', 'API', 'AI', 'IA', 'Prairieflow'].includes(candidate)) return undefined;
  if (siteText.includes(fold(candidate))) return undefined;
  const exact = new RegExp(`\\b${candidate.replace(/[.+]/g, '\\$&')}\\b`, 'i').exec(original)?.[0];
  return exact ?? candidate;
}

/** A certification or formal compliance claim the visitor asks about, by name. */
export function findCertification(folded: string): string | undefined {
  const named = CERTIFICATIONS.find(([, pattern]) => pattern.test(folded))?.[0];
  if (named) return named;
  if (RESIDENCY.test(folded)) return 'residency';
  if (TRAINED_ON.test(folded)) return 'training';
  if (VENDOR.test(folded)) return 'vendor';
  if (INSURED.test(folded)) return 'insurance';
  return CERTIFICATION_CONTEXT.test(folded) ? 'certification' : undefined;
}
