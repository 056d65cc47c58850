import { DEMO_DISCLAIMER, type DemoBusiness, type DemoState, type DemoTurn, GREETING, IS_IT_REAL, money, THANKS } from './demo-business';
import { clock, type Day, dayLabel, findDay, findTime, type Lang, NO, t } from './parse';

interface Listing {
  id: string;
  address: string;
  kind: Record<Lang, string>;
  neighbourhood: string;
  bedrooms: number;
  bathrooms: number;
  size: Record<Lang, string>;
  price: number;
  rent?: boolean;
  note: Record<Lang, string>;
  /** Words a visitor may use for it, in English or French (folded). */
  match: RegExp;
}

/** Sample listings of a fictional agency. */
const LISTINGS: Listing[] = [
  {
    id: 'prairie',
    address: '12 Prairie Lane',
    kind: { en: 'detached house', fr: 'maison individuelle' },
    neighbourhood: 'Willowgrove',
    bedrooms: 3,
    bathrooms: 2,
    size: { en: '1,650 sq ft', fr: '1 650 pi²' },
    price: 489000,
    note: { en: 'fenced yard, close to schools', fr: 'cour clôturée, près des écoles' },
    match:
      /\b(prairie|willowgrove|house|detached|3[- ]bed\w*|three[- ]bed\w*|first|maison|individuelle|3 chambres|trois chambres|premiere)\b/,
  },
  {
    id: 'river',
    address: '405-220 River Road',
    kind: { en: 'condo', fr: 'condo' },
    neighbourhood: 'Riversdale',
    bedrooms: 2,
    bathrooms: 2,
    size: { en: '980 sq ft', fr: '980 pi²' },
    price: 315000,
    note: { en: 'river view, underground parking', fr: 'vue sur la rivière, stationnement souterrain' },
    match: /\b(river|riversdale|condo|2[- ]bed\w*|two[- ]bed\w*|second|downtown|2 chambres|deux chambres|deuxieme|centre-ville)\b/,
  },
  {
    id: 'aspen',
    address: '88 Aspen Crescent',
    kind: { en: 'family home', fr: 'maison familiale' },
    neighbourhood: 'Evergreen',
    bedrooms: 4,
    bathrooms: 3,
    size: { en: '2,300 sq ft', fr: '2 300 pi²' },
    price: 629000,
    note: { en: 'double garage, finished basement', fr: 'garage double, sous-sol aménagé' },
    match:
      /\b(aspen|evergreen|family|4[- ]bed\w*|four[- ]bed\w*|third|biggest|largest|familiale|4 chambres|quatre chambres|troisieme|plus grande)\b/,
  },
  {
    id: 'birch',
    address: '17 Birch Street, unit 2',
    kind: { en: 'rental apartment', fr: 'appartement à louer' },
    neighbourhood: 'Nutana',
    bedrooms: 1,
    bathrooms: 1,
    size: { en: '640 sq ft', fr: '640 pi²' },
    price: 1450,
    rent: true,
    note: { en: 'pets allowed, available now', fr: 'animaux acceptés, libre dès maintenant' },
    match:
      /\b(birch|nutana|rent\w*|lease|apartment|1[- ]bed\w*|one[- ]bed\w*|fourth|pets?|louer|location|loyer|appartement|animaux|1 chambre|une chambre|quatrieme)\b/,
  },
];

/** Open showing slots the fictional agents have this week. */
const SLOTS: { day: Day; time: number }[] = [
  { day: 'Saturday', time: 10 * 60 },
  { day: 'Saturday', time: 14 * 60 },
  { day: 'Monday', time: 17 * 60 + 30 },
  { day: 'Tuesday', time: 18 * 60 },
];
const slotLabel = (s: { day: string; time: number }, lang: Lang) =>
  t(lang, `${s.day} at ${clock(s.time)}`, `${dayLabel(s.day, lang)} à ${clock(s.time)}`);

const priceOf = (l: Listing, lang: Lang) =>
  l.rent ? t(lang, `${money(l.price)} a month`, `${money(l.price, lang)} par mois`) : money(l.price, lang);
const line = (l: Listing, lang: Lang) =>
  t(
    lang,
    `- ${l.address}, ${l.neighbourhood}: ${l.bedrooms}-bedroom ${l.kind.en}, ${priceOf(l, lang)}`,
    `- ${l.address}, ${l.neighbourhood} : ${l.kind.fr}, ${l.bedrooms} chambre${l.bedrooms > 1 ? 's' : ''}, ${priceOf(l, lang)}`,
  );
const detail = (l: Listing, lang: Lang) =>
  t(
    lang,
    `${l.address} is a ${l.bedrooms}-bedroom, ${l.bathrooms}-bathroom ${l.kind.en} in ${l.neighbourhood}: ${l.size.en}, ${l.note.en}, ${l.rent ? 'for rent at' : 'listed at'} ${priceOf(l, lang)}.`,
    `${l.address} est un(e) ${l.kind.fr} de ${l.bedrooms} chambre${l.bedrooms > 1 ? 's' : ''} et ${l.bathrooms} salle${l.bathrooms > 1 ? 's' : ''} de bain à ${l.neighbourhood} : ${l.size.fr}, ${l.note.fr}, ${l.rent ? 'loué' : 'affiché'} à ${priceOf(l, lang)}.`,
  );

function budget(text: string): number | undefined {
  // "400,000", "400 000" (French groups thousands with a space), "400k", "400 mille".
  const m =
    /\b(?:under|below|less than|max(?:imum)?|up to|budget (?:is|of)?|moins de|sous|jusqu'a|budget de)\s*\$?\s?(\d{1,3}(?:[ ,.\u00a0\u202f]\d{3})+|\d+)\s*(k|thousand|mille)?/.exec(
      text,
    );
  if (!m) return undefined;
  const n = Number(m[1].replace(/[^\d]/g, ''));
  return m[2] ? n * 1000 : n;
}

function book(listing: Listing | undefined, text: string, state: DemoState, lang: Lang): DemoTurn {
  const item = listing?.id ?? state.item;
  const chosen = LISTINGS.find((l) => l.id === item);
  if (!chosen) {
    return {
      output: t(
        lang,
        'Happy to book a showing. Which home would you like to see?',
        'Avec plaisir ! Quelle propriété aimeriez-vous visiter ?',
      ),
      suggestions: LISTINGS.map((l) => t(lang, `Showing at ${l.address}`, `Visite au ${l.address}`)),
      state: { ...state, step: 'book' },
    };
  }
  const day = findDay(text) ?? state.day;
  const time = findTime(text, true) ?? state.time;
  const slot = SLOTS.find((s) => s.day === day && (time === undefined || s.time === time));
  if (!slot || time === undefined) {
    const offered = day && SLOTS.some((s) => s.day === day) ? SLOTS.filter((s) => s.day === day) : SLOTS;
    const onDay = day && offered !== SLOTS ? t(lang, `on ${day} `, `${dayLabel(day, lang)} `) : '';
    return {
      output:
        t(
          lang,
          `Our agent can show ${chosen.address} ${onDay}at these times: `,
          `Notre agent peut vous faire visiter le ${chosen.address} ${onDay}à ces moments : `,
        ) + `${offered.map((s) => slotLabel(s, lang)).join(', ')}. ${t(lang, 'Which suits you?', 'Lequel vous convient ?')}`,
      suggestions: offered.map((s) => slotLabel(s, lang)),
      state: {
        ...state,
        step: 'book',
        item: chosen.id,
        day: typeof day === 'string' && offered !== SLOTS ? day : undefined,
        time: undefined,
      },
    };
  }
  return {
    output: t(
      lang,
      `Booked: a showing of ${chosen.address} on ${slotLabel(slot, lang)} with one of our agents. Your reference is {ref}.\n(Demo: in a live deployment I'd take your name and phone number and put the showing in the agent's calendar. Here nothing is sent.)`,
      `C’est réservé : une visite du ${chosen.address} ${slotLabel(slot, lang)} avec l’un de nos agents. Votre référence : {ref}.\n(Démo : en service réel, je prendrais votre nom et votre numéro de téléphone et j’inscrirais la visite à l’agenda de l’agent. Ici, rien n’est envoyé.)`,
    ),
    suggestions: t(
      lang,
      'See other listings|Is the condo still available?',
      'Voir les autres propriétés|Le condo est-il encore disponible ?',
    ).split('|'),
    state: { step: undefined, item: chosen.id },
    // Stored in English whatever the language, so the demo_bookings rows read the same.
    booking: {
      kind: 'showing',
      summary: `Showing of ${chosen.address} on ${slotLabel(slot, 'en')}`,
      details: { listing: chosen.address, day: slot.day, time: clock(slot.time) },
    },
  };
}

/** The assistant of a fictional real-estate agency: listings, questions about them, showings. */
export const realEstateDemo: DemoBusiness = {
  name: 'real-estate',
  code: 'RE',
  copy: {
    en: {
      product: 'Real Estate Assistant',
      business: 'Maple & Main Realty',
      about: 'Maple & Main Realty is a fictional agency with sample listings, made up for this demo.',
      greeting: 'Hi! I’m the Maple & Main Realty assistant. Ask me about our listings, or book a showing.',
      suggestions: ['What homes do you have?', 'Book a showing of the condo', 'Anything under $400,000?'],
      placeholder: 'Ask about a listing or book a showing…',
    },
    fr: {
      product: 'Assistant immobilier',
      business: 'Immobilier Maple & Main',
      about: 'Immobilier Maple & Main est une agence fictive, avec des propriétés d’exemple inventées pour cette démo.',
      greeting:
        'Bonjour ! Je suis l’assistant d’Immobilier Maple & Main. Posez-moi vos questions sur nos propriétés, ou réservez une visite.',
      suggestions: ['Quelles propriétés avez-vous ?', 'Réserver une visite du condo', 'Quelque chose à moins de 400 000 $ ?'],
      placeholder: 'Posez une question sur une propriété ou réservez une visite…',
    },
  },
  respond(text, state, lang) {
    const copy = this.copy[lang];
    const listing = LISTINGS.find((l) => l.match.test(text));
    const keep = { ...state, item: listing?.id ?? state.item };
    if (IS_IT_REAL.test(text)) return { output: DEMO_DISCLAIMER[lang], suggestions: copy.suggestions, state };
    if (GREETING.test(text)) return { output: copy.greeting, suggestions: copy.suggestions, state };
    if (THANKS.test(text))
      return {
        output: t(lang, 'You’re welcome! Anything else about our listings?', 'Avec plaisir ! Autre chose sur nos propriétés ?'),
        suggestions: copy.suggestions,
        state: keep,
      };
    if (state.step === 'book' && NO.test(text))
      return {
        output: t(lang, 'No problem, nothing is booked. Anything else?', 'Pas de problème, rien n’est réservé. Autre chose ?'),
        suggestions: copy.suggestions,
        state: {},
      };
    const booking =
      /\b(book|showing|viewing|visit|tour|see (it|the|this)|schedule|appointment|visite\w*|visiter|reserv\w*|rendez-vous|voir (la|le|cette|ce))\b/;
    if (booking.test(text) || (state.step === 'book' && (findDay(text) || findTime(text, true) !== undefined || listing))) {
      return book(listing, text, state, lang);
    }
    const max = budget(text);
    if (max !== undefined) {
      const fits = LISTINGS.filter((l) => (l.rent ? l.price <= max : l.price <= max && max > 10000));
      return {
        output: fits.length
          ? `${t(lang, `Within ${money(max)}:`, `À ${money(max, lang)} ou moins :`)}\n${fits.map((l) => line(l, lang)).join('\n')}`
          : `${t(lang, `Nothing within ${money(max)} right now. Our listings:`, `Rien à ${money(max, lang)} ou moins pour l’instant. Nos propriétés :`)}\n${LISTINGS.map((l) => line(l, lang)).join('\n')}`,
        suggestions: fits.map((l) => t(lang, `Book a showing at ${l.address}`, `Réserver une visite au ${l.address}`)).slice(0, 2),
        state: keep,
      };
    }
    if (listing) {
      return {
        output: `${detail(listing, lang)} ${t(lang, 'Would you like to book a showing?', 'Voulez-vous réserver une visite ?')}`,
        suggestions: [
          t(lang, `Book a showing at ${listing.address}`, `Réserver une visite au ${listing.address}`),
          t(lang, 'See other listings', 'Voir les autres propriétés'),
        ],
        state: keep,
      };
    }
    if (
      /\b(listings?|homes?|houses?|propert\w*|condos?|for sale|available|what do you have|options|buy|propriet\w*|logements?|maisons?|a vendre|disponibles?|acheter|inscriptions?)\b/.test(
        text,
      )
    ) {
      return {
        output: `${t(lang, 'Here are our current listings:', 'Voici nos propriétés en ce moment :')}\n${LISTINGS.map((l) => line(l, lang)).join('\n')}\n${t(lang, 'Ask me about any of them, or book a showing.', 'Posez-moi vos questions sur l’une d’elles, ou réservez une visite.')}`,
        suggestions: t(
          lang,
          'Tell me about the condo|Book a showing of the family home',
          'Parlez-moi du condo|Réserver une visite de la maison familiale',
        ).split('|'),
        state: keep,
      };
    }
    if (/\b(hours|open|office|where are you|contact|heures|ouvert|bureau|ou etes-vous|joindre)\b/.test(text)) {
      return {
        output: t(
          lang,
          'Our agents show homes on weekday evenings and Saturdays. I can book a showing for you right here.',
          'Nos agents font visiter en soirée la semaine et le samedi. Je peux réserver une visite pour vous ici même.',
        ),
        suggestions: copy.suggestions,
        state: keep,
      };
    }
    return {
      output: t(
        lang,
        'I can tell you about our listings (price, size, neighbourhood) and book a showing. What would you like to know?',
        'Je peux vous renseigner sur nos propriétés (prix, superficie, quartier) et réserver une visite. Que voulez-vous savoir ?',
      ),
      suggestions: copy.suggestions,
      state: keep,
    };
  },
};
