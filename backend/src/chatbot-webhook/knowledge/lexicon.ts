/**
 * Word lists for retrieval. Every word is folded (lower case, no accents). Synonym groups
 * collapse to their first word in the index and in queries alike, so "cost", "pricing" and
 * the French "tarif" all find the FAQ's pricing answer.
 */
export const stopwords = new Set(
  `a about above after again all also am an and any are as at be because been before being below between both but by
can could did do does doing down during each few for from further had has have having he her here hers him his how i if
in into is it its itself just me more most my myself no nor not now of off on once only or other our ours out over own
same she should so some such than that the their them then there these they this those through to too under until up
very was we were what when where which while who whom why will with would you your yours yourself please tell know
want need like get got hi hey hello thanks thank ok okay really much many lot us let lets im ive id dont doesnt
work works working use using help helps offer offers provide provides thing things something anything way kind sort type
le la les un une des du de d l et ou est sont je j tu il elle nous vous ils elles ce cet cette ces mon ma mes ton ta tes
son sa ses notre nos votre vos leur leurs que qui quoi quel quelle quels quelles dans par pour sur avec sans en au aux
ne pas plus se s y a c qu est-ce estce comment pourquoi avez etes faites fait peut peux pouvez suis ai bonjour merci svp
proposez proposer offrez offrir avoir faire aimerais voudrais souhaite cherche besoin mes sont-elles sont-ils elle-meme`
    .split(/\s+/)
    .filter(Boolean),
);

export const synonymGroups: string[][] = [
  ['price', 'prices', 'pricing', 'priced', 'cost', 'costs', 'fee', 'fees', 'expensive', 'cheap', 'affordable', 'afford', 'quote', 'budget', 'tier', 'tiered', 'subscription', 'charge', 'pay', 'discount', 'discounts', 'invoice', 'billing'],
  ['appointment', 'appointments', 'booking', 'bookings', 'scheduling', 'schedule', 'scheduler', 'reservation', 'reservations', 'calendar', 'calendars', 'no-show', 'noshow'],
  ['reputation', 'review', 'reviews', 'rating', 'ratings', 'feedback', 'testimonial', 'testimonials'],
  ['hr', 'hiring', 'hire', 'recruiting', 'recruit', 'recruitment', 'recruiter', 'staffing', 'talent', 'candidate', 'candidates', 'screening', 'workforce', 'employee', 'employees', 'personnel'],
  ['restaurant', 'restaurants', 'cafe', 'cafes', 'bistro', 'hospitality', 'diner', 'eatery', 'food'],
  ['salon', 'salons', 'spa', 'spas', 'barber', 'barbershop', 'beauty', 'nail', 'nails', 'wellness'],
  ['realestate', 'realtor', 'realtors', 'realty', 'property', 'properties', 'brokerage', 'listing', 'listings', 'estate'],
  ['healthcare', 'health', 'medical', 'hospital', 'hospitals', 'patient', 'patients', 'doctor', 'doctors', 'dental', 'dentist'],
  ['clinic', 'clinics', 'practice', 'practices'],
  ['financial', 'finance', 'finances', 'bank', 'banking', 'accounting', 'accountant', 'accountants', 'bookkeeping', 'lender', 'lending', 'insurance'],
  ['security', 'secure', 'encryption', 'encrypted', 'encrypt', 'privacy', 'private', 'safe', 'safety', 'gdpr', 'pipeda', 'compliance', 'compliant', 'confidential'],
  ['integration', 'integrations', 'integrate', 'integrates', 'connect', 'connects', 'crm', 'crms', 'erp', 'erps', 'api', 'apis', 'hubspot', 'salesforce'],
  ['implementation', 'implement', 'implementing', 'implemented', 'timeline', 'setup', 'deploy', 'deployment', 'rollout', 'weeks', 'quickly', 'fast', 'soon'],
  ['support', 'helpdesk', 'assistance', '24/7'],
  ['career', 'careers', 'job', 'jobs', 'position', 'positions', 'vacancy', 'vacancies', 'opening', 'openings', 'role', 'roles'],
  ['blog', 'blogs', 'article', 'articles', 'insight', 'insights'],
  ['chatbot', 'chatbots', 'bot', 'bots', 'chat'],
  ['call', 'calls', 'phone', 'voice', 'receptionist', 'telephone'],
  ['social', 'instagram', 'facebook', 'tiktok', 'linkedin'],
  ['sale', 'sales', 'selling', 'lead', 'leads', 'prospect', 'prospects', 'pipeline'],
  ['marketing', 'campaign', 'campaigns', 'advertising', 'ads'],
  ['demo', 'demos', 'demonstration', 'trial'],
  ['technical', 'technician', 'tech', 'coding', 'programmer', 'developer', 'expertise', 'skills'],
  ['address', 'located', 'location', 'locations', 'office', 'offices', 'headquarters', 'based', 'saskatoon', 'adresse', 'situes'],
  ['founded', 'founder', 'founders', 'founding', 'started', 'history', 'story', 'origin', 'mission', 'values'],
  ['report', 'reports', 'reporting', 'forecast', 'forecasting', 'dashboard', 'dashboards'],
  ['sell', 'sells', 'sold', 'selling', 'resell'],
  ['keep', 'kept', 'keeping', 'retain', 'retained', 'retention'],
  ['delete', 'deleted', 'deleting', 'deletion', 'erase', 'erased', 'remove', 'removed'],
  ['share', 'shared', 'sharing', 'disclose', 'disclosed'],
  ['unsubscribe', 'unsubscribed', 'opt-out', 'unsubscribing'],
  ['analytics', 'track', 'tracks', 'tracked', 'tracking', 'tracker', 'trackers', 'cookie', 'cookies', 'browse', 'browsing'],
  ['automation', 'automate', 'automated', 'automating', 'automations', 'ai'],
];

/**
 * Multi-word expressions read as one word before splitting (folded text). "combien de temps"
 * asks about time, not money; "real estate" is one industry.
 */
export const phrases: [RegExp, string][] = [
  [/\bcombien de temps\b/g, 'delai'],
  [/\bmise en (place|oeuvre|service)\b/g, 'implementation'],
  [/\bhow long\b/g, 'timeline'],
  [/\bget started\b/g, 'implementation'],
  [/\breal[ -]estate\b/g, 'realestate'],
  [/\bhuman resources?\b|\bressources humaines\b/g, 'hr'],
  [/\b(are|is) (you|your company|prairieflow[a-z ]*) hiring\b|\bwork (for|at) (you|your team|prairieflow)\b|\bjoin (your|the) team\b/g, 'careers'],
  [/\bwhere (are|is) (you|your (office|company|team))\b|\bou etes[- ]vous\b|\bou se trouve\b/g, 'address'],
  [/\bno[- ]shows?\b/g, 'noshow'],
  [/\bsocial media\b|\breseaux sociaux\b/g, 'social'],
  [/\bwho (are|is) (you|prairieflow[a-z ]*)\b|\bqui etes[- ]vous\b|\babout (you|your company|the company)\b/g, 'founded'],
  [/\bgo live\b/g, 'implementation'],
];

/** French → English, read by the retriever; the reply itself is templated in French. */
export const frenchGlossary: Record<string, string> = {
  prix: 'price', tarif: 'price', tarifs: 'price', tarification: 'price', cout: 'price', couts: 'price', combien: 'price', abonnement: 'price',
  'rendez-vous': 'appointment', rdv: 'appointment', reservation: 'appointment', reservations: 'appointment', agenda: 'appointment', planification: 'appointment',
  avis: 'review', reputation: 'reputation', commentaires: 'review',
  recrutement: 'hiring', embauche: 'hiring', embaucher: 'hiring', employes: 'employees', ressources: 'hr', humaines: 'hr', rh: 'hr',
  restauration: 'restaurant', restaurants: 'restaurant',
  coiffure: 'salon', coiffeur: 'salon', esthetique: 'salon', beaute: 'beauty',
  immobilier: 'realestate', immobiliere: 'realestate', courtier: 'realestate', agence: 'agency',
  sante: 'healthcare', medical: 'healthcare', medicale: 'healthcare', medicaux: 'healthcare', patients: 'patient', cliniques: 'clinic', clinique: 'clinic', cabinet: 'clinic',
  financiers: 'financial', financieres: 'financial', banque: 'bank', comptabilite: 'accounting', assurance: 'insurance',
  securite: 'security', donnees: 'data', confidentialite: 'privacy', chiffrement: 'encryption', chiffrees: 'encrypted', securisees: 'secure',
  integration: 'integration', integrations: 'integration', integrer: 'integration', logiciels: 'software', outils: 'tools',
  delai: 'implementation', delais: 'implementation', duree: 'implementation', temps: 'time', semaines: 'weeks', deploiement: 'implementation', mise: 'implementation', installation: 'setup',
  soutien: 'support', assistance: 'support', aide: 'help',
  emploi: 'job', emplois: 'job', carriere: 'career', carrieres: 'career', poste: 'position', postes: 'position', stage: 'position',
  article: 'blog', articles: 'blog', actualites: 'blog',
  demonstration: 'demo', demo: 'demo', essai: 'trial',
  appel: 'call', appels: 'call', telephone: 'phone', telephonique: 'phone',
  reseaux: 'social', sociaux: 'social',
  ventes: 'sales', vente: 'sales', prospects: 'leads', commercial: 'sales', commerciaux: 'sales',
  entreprise: 'company', societe: 'company', equipe: 'team', fondee: 'founded', fonde: 'founded', creee: 'founded', histoire: 'story', valeurs: 'values', rapidement: 'quickly',
  automatisation: 'automation', automatiser: 'automation', intelligence: 'ai', artificielle: 'ai', ia: 'ai',
  services: 'services', secteurs: 'industries', secteur: 'industry', industries: 'industries',
  produits: 'products', produit: 'product', solutions: 'solutions',
  competences: 'technical', techniques: 'technical', technique: 'technical', connaissances: 'expertise',
  rapports: 'reporting', previsions: 'forecasting', tableau: 'dashboard',
  vendez: 'sell', vendons: 'sell', vendre: 'sell', vend: 'sell', vendu: 'sell', vendus: 'sell',
  conservez: 'keep', conservons: 'keep', conserver: 'keep', conservation: 'keep', gardez: 'keep', garder: 'keep', gardons: 'keep',
  supprimer: 'delete', supprimez: 'delete', suppression: 'delete', effacer: 'delete', effacez: 'delete',
  partagez: 'share', partager: 'share', partage: 'share', partageons: 'share', communiquons: 'share', communiquez: 'share',
  desabonner: 'unsubscribe', desabonnement: 'unsubscribe', desabonnez: 'unsubscribe', desinscrire: 'unsubscribe',
  corriger: 'correct', corrigez: 'correct', rectifier: 'correct', consentement: 'consent', renseignements: 'information',
  clavardage: 'chat', temoins: 'analytics',
};

/**
 * Chat shorthand, folded, and what it stands for: how visitors type in a chat box, in both
 * languages. Read before spelling correction, which leaves words this short alone.
 */
export const shorthand: Record<string, string> = {
  u: 'you', ya: 'you', yu: 'you', ur: 'your', yr: 'your', r: 'are', y: 'why', hw: 'how', hws: 'how is', wat: 'what', wut: 'what', wht: 'what', whats: "what's",
  pls: 'please', plz: 'please', thx: 'thanks', ty: 'thanks', abt: 'about', bout: 'about', 'w/': 'with', w: 'with', wo: 'without', b4: 'before',
  tmrw: 'tomorrow', tmr: 'tomorrow', ppl: 'people', msg: 'message', msgs: 'messages', appt: 'appointment', appts: 'appointments', info: 'information',
  wanna: 'want to', gonna: 'going to', gotta: 'have to', cant: "can't", dont: "don't", doesnt: "doesn't", wont: "won't", im: "i'm", ive: "i've",
  asap: 'as soon as possible', rn: 'right now', bc: 'because', cuz: 'because', smth: 'something', sth: 'something', sb: 'somebody', sm1: 'someone', some1: 'someone',
  ne1: 'anyone', any1: 'anyone', txt: 'text', hrs: 'hours', mins: 'minutes', wk: 'week', wks: 'weeks', mo: 'month', mos: 'months', yr5: 'years', yrs: 'years',
  biz: 'business', co: 'company', mgmt: 'management', dev: 'developer', devs: 'developers', acct: 'account', q: 'question', qs: 'questions',
  qqn: "quelqu'un", qq1: "quelqu'un", qqch: 'quelque chose', pcq: 'parce que', pq: 'pourquoi', tjrs: 'toujours', bcp: 'beaucoup', stp: "s'il te plait",
  c: "c'est", cest: "c'est", koi: 'quoi', kel: 'quel', kelle: 'quelle', ds: 'dans', tt: 'tout', tte: 'toute', pr: 'pour', vs: 'vous', ns: 'nous', mm: 'meme', slt: 'salut', bjr: 'bonjour', rdv: 'rendez-vous',
};

/**
 * Short words visitors drop letters from ("tlk", "mch", "dta", "tmps"): a word of three or four
 * letters that is not known is read as one of these when its letters appear in order in it,
 * starting and ending alike.
 */
export const coreWords = [
  'talk', 'much', 'data', 'time', 'temps', 'cost', 'long', 'help', 'work', 'safe', 'demo', 'jobs', 'phone', 'price', 'setup', 'support', 'person', 'someone', 'somebody',
  'what', 'with', 'your', 'have', 'does', 'take', 'need', 'hire', 'week', 'weeks', 'email', 'number', 'speak', 'human', 'call', 'book', 'booking', 'about', 'there', 'where',
  'when', 'which', 'clinic', 'salon', 'store', 'team', 'staff', 'integrate', 'secure', 'prix', 'combien', 'quand', 'pour', 'avec', 'votre', 'vous', 'aide', 'donnees',
];
