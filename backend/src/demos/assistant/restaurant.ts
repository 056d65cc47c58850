import { DEMO_DISCLAIMER, type DemoBusiness, type DemoState, type DemoTurn, GREETING, IS_IT_REAL, money, THANKS } from './demo-business';
import { clock, type Day, DAYS, dayLabel, findDay, findPartySize, findTime, fold, type Lang, NO, t } from './parse';

type Course = 'Starters' | 'Mains' | 'Desserts';
interface Dish {
  name: Record<Lang, string>;
  course: Course;
  price: number;
  tags: string[];
}

/** The sample menu of a fictional bistro; tags are English keys, said in the visitor's language. */
const MENU: Dish[] = [
  {
    name: { en: 'Prairie Greens Salad', fr: 'Salade de verdures des Prairies' },
    course: 'Starters',
    price: 12,
    tags: ['vegan', 'gluten-free'],
  },
  { name: { en: 'Roasted Squash Soup', fr: 'Soupe de courge rôtie' }, course: 'Starters', price: 9, tags: ['vegetarian', 'gluten-free'] },
  { name: { en: 'Bison Burger', fr: 'Burger de bison' }, course: 'Mains', price: 22, tags: ['contains gluten', 'contains dairy'] },
  {
    name: { en: 'Wild Mushroom Risotto', fr: 'Risotto aux champignons sauvages' },
    course: 'Mains',
    price: 21,
    tags: ['vegetarian', 'gluten-free'],
  },
  { name: { en: 'Pickerel and Chips', fr: 'Doré et frites' }, course: 'Mains', price: 24, tags: ['fish', 'contains gluten'] },
  {
    name: { en: 'Saskatoon Berry Pie', fr: 'Tarte aux amélanches' },
    course: 'Desserts',
    price: 9,
    tags: ['vegetarian', 'contains gluten', 'contains dairy'],
  },
  {
    name: { en: 'Maple Crème Brûlée', fr: 'Crème brûlée à l’érable' },
    course: 'Desserts',
    price: 8,
    tags: ['vegetarian', 'gluten-free', 'contains eggs'],
  },
];
const TAGS_FR: Record<string, string> = {
  vegan: 'végane',
  vegetarian: 'végétarien',
  'gluten-free': 'sans gluten',
  fish: 'poisson',
  'contains gluten': 'contient du gluten',
  'contains dairy': 'contient des produits laitiers',
  'contains eggs': 'contient des œufs',
};
const COURSES_FR: Record<Course, string> = { Starters: 'Entrées', Mains: 'Plats', Desserts: 'Desserts' };
/** What a dietary word means on the menu: English and French words, folded. */
const DIETS: [RegExp, string][] = [
  [/\b(vegan|vegane?s?|vegetalien\w*)\b/, 'vegan'],
  [/\b(vegetarian|vegetarien\w*)\b/, 'vegetarian'],
  [/\b(gluten|celiac|coeliac|cœliaque|coeliaque|celiaque)\b/, 'gluten-free'],
  [/\b(dairy|lactose|laitiers?|lait)\b/, 'contains dairy'],
  [/\b(fish|poissons?)\b/, 'fish'],
  [/\b(eggs?|oeufs?)\b/, 'contains eggs'],
];

/** Opening hours by day, in minutes after midnight; closed on Mondays. */
const HOURS: Partial<Record<Day, [open: number, close: number]>> = {
  Tuesday: [690, 1260],
  Wednesday: [690, 1260],
  Thursday: [690, 1260],
  Friday: [690, 1350],
  Saturday: [690, 1350],
  Sunday: [600, 900],
};
const HOURS_TEXT: Record<Lang, string> = {
  en: 'Tuesday to Thursday 11:30–21:00, Friday and Saturday 11:30–22:30, Sunday brunch 10:00–15:00; closed Mondays.',
  fr: 'du mardi au jeudi de 11 h 30 à 21 h, vendredi et samedi de 11 h 30 à 22 h 30, brunch le dimanche de 10 h à 15 h; fermé le lundi.',
};
const LARGEST_TABLE = 8;

const tag = (x: string, lang: Lang) => (lang === 'fr' ? (TAGS_FR[x] ?? x) : x);
const dish = (d: Dish, lang: Lang) => `- ${d.name[lang]}, ${money(d.price, lang)} (${d.tags.map((x) => tag(x, lang)).join(', ')})`;
const menuText = (lang: Lang) =>
  (['Starters', 'Mains', 'Desserts'] as const)
    .map(
      (course) =>
        `${t(lang, `${course}:`, `${COURSES_FR[course]} :`)}\n${MENU.filter((d) => d.course === course)
          .map((d) => dish(d, lang))
          .join('\n')}`,
    )
    .join('\n');
/** A dish named by its first distinctive word ("bison", "risotto", "tarte"), in either language. */
const namedDish = (text: string) =>
  MENU.find((d) =>
    [d.name.en, d.name.fr].some((n) =>
      new RegExp(
        `\\b${fold(n)
          .split(' ')
          .find((w) => w.length > 3)}\\b`,
      ).test(text),
    ),
  );

/** "today" and "tomorrow" are kept as said: the demo has no calendar of its own. */
const dayHours = (day: string) => ((DAYS as readonly string[]).includes(day) ? HOURS[day as Day] : [690, 1260]);
const relative = (day: string) => day === 'today' || day === 'tomorrow';
const onDay = (day: string, lang: Lang) => (relative(day) ? dayLabel(day, lang) : t(lang, `on ${day}`, dayLabel(day, lang)));

function reserve(text: string, state: DemoState, lang: Lang): DemoTurn {
  const party = findPartySize(text) ?? state.party;
  const day = findDay(text) ?? state.day;
  const time = findTime(text, true) ?? state.time;
  const next = { ...state, step: 'reserve', party, day, time };
  if (party !== undefined && party > LARGEST_TABLE) {
    return {
      output: t(
        lang,
        `Our largest table seats ${LARGEST_TABLE}. For a group of ${party}, our events team would call you back in a live deployment. Shall I book a table for ${LARGEST_TABLE} instead?`,
        `Notre plus grande table accueille ${LARGEST_TABLE} personnes. Pour un groupe de ${party}, notre équipe des événements vous rappellerait en service réel. Voulez-vous plutôt une table pour ${LARGEST_TABLE} ?`,
      ),
      suggestions: [t(lang, `Table for ${LARGEST_TABLE}`, `Table pour ${LARGEST_TABLE}`)],
      state: { ...next, party: undefined },
    };
  }
  if (!party)
    return {
      output: t(lang, 'Happy to reserve a table. For how many people?', 'Avec plaisir ! Pour combien de personnes ?'),
      suggestions: t(lang, '2 people|4 people|6 people', '2 personnes|4 personnes|6 personnes').split('|'),
      state: next,
    };
  if (!day)
    return {
      output: t(lang, `A table for ${party}. Which day?`, `Une table pour ${party}. Quel jour ?`),
      suggestions: t(lang, 'Tonight|Friday|Saturday', 'Ce soir|Vendredi|Samedi').split('|'),
      state: next,
    };
  const hours = dayHours(day);
  if (!hours) {
    return {
      output: t(
        lang,
        `We're closed on ${day}s. ${HOURS_TEXT.en} Which other day works?`,
        `Nous sommes fermés le ${dayLabel(day, lang)}. Nous sommes ouverts ${HOURS_TEXT.fr} Quel autre jour vous convient ?`,
      ),
      suggestions: t(lang, 'Tuesday|Friday|Saturday', 'Mardi|Vendredi|Samedi').split('|'),
      state: { ...next, day: undefined },
    };
  }
  const seating = t(
    lang,
    `We seat guests from ${clock(hours[0])} to ${clock(hours[1] - 60)}`,
    `Nous accueillons les clients de ${clock(hours[0])} à ${clock(hours[1] - 60)}`,
  );
  if (time === undefined) {
    return {
      output: t(
        lang,
        `A table for ${party} ${onDay(day, lang)}. What time? ${seating}.`,
        `Une table pour ${party} ${onDay(day, lang)}. À quelle heure ? ${seating}.`,
      ),
      suggestions: ['12:00', '18:00', '19:30'],
      state: next,
    };
  }
  if (time < hours[0] || time > hours[1] - 60) {
    return {
      output: t(
        lang,
        `${seating} ${onDay(day, lang)}. Which time within those hours suits you?`,
        `${seating} ${onDay(day, lang)}. Quelle heure dans cette plage vous convient ?`,
      ),
      suggestions: [clock(hours[0] + 30), clock(hours[1] - 120)],
      state: { ...next, time: undefined },
    };
  }
  const when = `${onDay(day, lang)} ${t(lang, 'at', 'à')} ${clock(time)}`;
  return {
    output: t(
      lang,
      `Reserved: a table for ${party} ${when}. Your reference is {ref}.\n(Demo: in a live deployment I'd take your name and phone number and send a reminder the day before. Here nothing is sent.)`,
      `C’est réservé : une table pour ${party} ${when}. Votre référence : {ref}.\n(Démo : en service réel, je prendrais votre nom et votre numéro de téléphone et j’enverrais un rappel la veille. Ici, rien n’est envoyé.)`,
    ),
    suggestions: t(lang, 'See the menu|Do you have vegan options?', 'Voir le menu|Avez-vous des plats véganes ?').split('|'),
    state: {},
    // Stored in English whatever the language, so the demo_bookings rows read the same.
    booking: {
      kind: 'reservation',
      summary: `Table for ${party} ${onDay(day, 'en')} at ${clock(time)}`,
      details: { party, day, time: clock(time) },
    },
  };
}

/** The assistant of a fictional bistro: menu, dietary questions, hours, table reservations. */
export const restaurantDemo: DemoBusiness = {
  name: 'restaurant',
  code: 'RS',
  copy: {
    en: {
      product: 'Restaurant Assistant',
      business: 'The Golden Wheat Bistro',
      about: 'The Golden Wheat Bistro is a fictional restaurant with a sample menu, made up for this demo.',
      greeting: 'Hi! I’m the Golden Wheat Bistro assistant. Ask me about the menu or our hours, or reserve a table.',
      suggestions: ['See the menu', 'Reserve a table for 4 on Friday at 7pm', 'When are you open?'],
      placeholder: 'Ask about the menu or reserve a table…',
    },
    fr: {
      product: 'Assistant restaurant',
      business: 'Bistro Le Blé d’or',
      about: 'Le Bistro Le Blé d’or est un restaurant fictif, avec un menu d’exemple inventé pour cette démo.',
      greeting:
        'Bonjour ! Je suis l’assistant du Bistro Le Blé d’or. Posez-moi vos questions sur le menu ou nos heures d’ouverture, ou réservez une table.',
      suggestions: ['Voir le menu', 'Réserver une table pour 4 vendredi à 19 h', 'Quand êtes-vous ouverts ?'],
      placeholder: 'Posez une question sur le menu ou réservez une table…',
    },
  },
  respond(text, state, lang) {
    const copy = this.copy[lang];
    if (IS_IT_REAL.test(text)) return { output: DEMO_DISCLAIMER[lang], suggestions: copy.suggestions, state };
    if (GREETING.test(text)) return { output: copy.greeting, suggestions: copy.suggestions, state };
    if (state.step === 'reserve' && NO.test(text))
      return {
        output: t(lang, 'No problem, nothing is reserved. Anything else?', 'Pas de problème, rien n’est réservé. Autre chose ?'),
        suggestions: copy.suggestions,
        state: {},
      };
    const reserving = /\b(reserv\w*|book\w*|table)\b/.test(text);
    if (
      reserving ||
      (state.step === 'reserve' &&
        (findPartySize(text) || findDay(text) || findTime(text, true) !== undefined || /^\d{1,2}$/.test(text.trim())))
    ) {
      const bare = /^\d{1,2}$/.test(text.trim()) && state.step === 'reserve' && !state.party ? `for ${text.trim()}` : text;
      return reserve(bare, state, lang);
    }
    if (THANKS.test(text))
      return { output: t(lang, 'You’re welcome! See you soon.', 'Avec plaisir ! À bientôt.'), suggestions: copy.suggestions, state };
    const diet = DIETS.find(([pattern]) => pattern.test(text))?.[1] ?? (/\b(allerg\w*)\b/.test(text) ? 'allergy' : undefined);
    if (diet) {
      const hits = diet === 'allergy' ? [] : MENU.filter((d) => d.tags.includes(diet));
      const intro = diet.startsWith('contains')
        ? t(lang, `Dishes with ${diet.slice(9)}:`, `Plats qui ${tag(diet, lang)} :`)
        : t(lang, `Our ${diet} dishes:`, `Nos plats (${tag(diet, lang)}) :`);
      return {
        output: hits.length
          ? `${intro}\n${hits.map((d) => dish(d, lang)).join('\n')}\n${t(lang, 'Every allergen is marked on the menu; tell your server about any allergy.', 'Chaque allergène est indiqué au menu; signalez toute allergie à votre serveur.')}`
          : t(
              lang,
              'Please ask your server: our kitchen can adapt some dishes.',
              'Demandez à votre serveur : notre cuisine peut adapter certains plats.',
            ),
        suggestions: t(lang, 'See the menu|Reserve a table', 'Voir le menu|Réserver une table').split('|'),
        state,
      };
    }
    const named = namedDish(text);
    const tags = named?.tags.map((x) => tag(x, lang)).join(', ');
    if (named)
      return {
        output: t(
          lang,
          `${named.name.en} is ${money(named.price)} (${tags}).`,
          `${named.name.fr} : ${money(named.price, lang)} (${tags}).`,
        ),
        suggestions: t(lang, 'See the menu|Reserve a table', 'Voir le menu|Réserver une table').split('|'),
        state,
      };
    if (/\b(menu|food|eat|dishes|mains?|starters?|desserts?|specials?|prices?|cost|manger|plats?|entrees?|prix|coute)\b/.test(text)) {
      return {
        output: `${t(lang, 'Our menu:', 'Notre menu :')}\n${menuText(lang)}`,
        suggestions: t(lang, 'Do you have vegan options?|Reserve a table', 'Avez-vous des plats véganes ?|Réserver une table').split('|'),
        state,
      };
    }
    if (
      /\b(hours?|open|close[sd]?|when|sunday|monday|brunch|lunch|dinner|heures?|ouverts?|fermes?|quand|dimanche|lundi|diner|souper|midi)\b/.test(
        text,
      )
    ) {
      return {
        output: t(lang, `Our hours: ${HOURS_TEXT.en}`, `Nous sommes ouverts ${HOURS_TEXT.fr}`),
        suggestions: t(lang, 'Reserve a table for Saturday|See the menu', 'Réserver une table samedi|Voir le menu').split('|'),
        state,
      };
    }
    if (/\b(where|address|located|parking|location|ou etes|adresse|situe\w*|stationnement)\b/.test(text)) {
      return {
        output: t(
          lang,
          'We’re a made-up bistro for this demo, so there is no real address; a live assistant would give directions and parking tips here.',
          'Nous sommes un bistro inventé pour cette démo : il n’y a donc pas de vraie adresse. Un assistant en service réel donnerait ici l’itinéraire et des conseils de stationnement.',
        ),
        suggestions: copy.suggestions,
        state,
      };
    }
    return {
      output: t(
        lang,
        'I can share the menu and our hours, answer dietary questions, and reserve a table. What would you like?',
        'Je peux vous présenter le menu et nos heures d’ouverture, répondre à vos questions sur les régimes alimentaires et réserver une table. Que souhaitez-vous ?',
      ),
      suggestions: copy.suggestions,
      state,
    };
  },
};
