import { DEMO_DISCLAIMER, type DemoBusiness, type DemoState, type DemoTurn, GREETING, IS_IT_REAL, money, THANKS } from './demo-business';
import { clock, type Day, DAYS, findDay, findPartySize, findTime, NO } from './parse';

interface Dish {
  name: string;
  course: 'Starters' | 'Mains' | 'Desserts';
  price: number;
  tags: string[];
}

/** The sample menu of a fictional bistro. */
const MENU: Dish[] = [
  { name: 'Prairie Greens Salad', course: 'Starters', price: 12, tags: ['vegan', 'gluten-free'] },
  { name: 'Roasted Squash Soup', course: 'Starters', price: 9, tags: ['vegetarian', 'gluten-free'] },
  { name: 'Bison Burger', course: 'Mains', price: 22, tags: ['contains gluten', 'contains dairy'] },
  { name: 'Wild Mushroom Risotto', course: 'Mains', price: 21, tags: ['vegetarian', 'gluten-free'] },
  { name: 'Pickerel and Chips', course: 'Mains', price: 24, tags: ['fish', 'contains gluten'] },
  { name: 'Saskatoon Berry Pie', course: 'Desserts', price: 9, tags: ['vegetarian', 'contains gluten', 'contains dairy'] },
  { name: 'Maple Crème Brûlée', course: 'Desserts', price: 8, tags: ['vegetarian', 'gluten-free', 'contains eggs'] },
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
const HOURS_TEXT = 'Tuesday to Thursday 11:30–21:00, Friday and Saturday 11:30–22:30, Sunday brunch 10:00–15:00; closed Mondays.';
const LARGEST_TABLE = 8;

const dish = (d: Dish) => `- ${d.name}, ${money(d.price)} (${d.tags.join(', ')})`;
const menuText = () =>
  (['Starters', 'Mains', 'Desserts'] as const).map((course) => `${course}:\n${MENU.filter((d) => d.course === course).map(dish).join('\n')}`).join('\n');

/** "today" and "tomorrow" are kept as said: the demo has no calendar of its own. */
const dayHours = (day: string) => (DAYS as readonly string[]).includes(day) ? HOURS[day as Day] : [690, 1260];

function reserve(text: string, state: DemoState): DemoTurn {
  const party = findPartySize(text) ?? state.party;
  const day = findDay(text) ?? state.day;
  const time = findTime(text, true) ?? state.time;
  const next = { ...state, step: 'reserve', party, day, time };
  if (party !== undefined && party > LARGEST_TABLE) {
    return { output: `Our largest table seats ${LARGEST_TABLE}. For a group of ${party}, our events team would call you back in a live deployment. Shall I book a table for ${LARGEST_TABLE} instead?`, suggestions: [`Table for ${LARGEST_TABLE}`], state: { ...next, party: undefined } };
  }
  if (!party) return { output: 'Happy to reserve a table. For how many people?', suggestions: ['2 people', '4 people', '6 people'], state: next };
  if (!day) return { output: `A table for ${party}. Which day?`, suggestions: ['Tonight', 'Friday', 'Saturday'], state: next };
  const hours = dayHours(day);
  if (!hours) return { output: `We're closed on ${day}s. ${HOURS_TEXT} Which other day works?`, suggestions: ['Tuesday', 'Friday', 'Saturday'], state: { ...next, day: undefined } };
  if (time === undefined) return { output: `A table for ${party} ${day === 'today' || day === 'tomorrow' ? day : `on ${day}`}. What time? We seat guests from ${clock(hours[0])} to ${clock(hours[1] - 60)}.`, suggestions: ['12:00', '18:00', '19:30'], state: next };
  if (time < hours[0] || time > hours[1] - 60) {
    return { output: `We seat guests from ${clock(hours[0])} to ${clock(hours[1] - 60)} ${day === 'today' || day === 'tomorrow' ? day : `on ${day}`}. Which time within those hours suits you?`, suggestions: [clock(hours[0] + 30), clock(hours[1] - 120)], state: { ...next, time: undefined } };
  }
  const when = `${day === 'today' || day === 'tomorrow' ? day : `on ${day}`} at ${clock(time)}`;
  return {
    output: `Reserved: a table for ${party} ${when}. Your reference is {ref}.\n(Demo: in a live deployment I'd take your name and phone number and send a reminder the day before. Here nothing is sent.)`,
    suggestions: ['See the menu', 'Do you have vegan options?'],
    state: {},
    booking: { kind: 'reservation', summary: `Table for ${party} ${when}`, details: { party, day, time: clock(time) } },
  };
}

/** The assistant of a fictional bistro: menu, dietary questions, hours, table reservations. */
export const restaurantDemo: DemoBusiness = {
  name: 'restaurant',
  product: 'Restaurant Assistant',
  business: 'The Golden Wheat Bistro',
  code: 'RS',
  about: 'The Golden Wheat Bistro is a fictional restaurant with a sample menu, made up for this demo.',
  greeting: 'Hi! I’m the Golden Wheat Bistro assistant. Ask me about the menu or our hours, or reserve a table.',
  suggestions: ['See the menu', 'Reserve a table for 4 on Friday at 7pm', 'When are you open?'],
  placeholder: 'Ask about the menu or reserve a table…',
  respond(text, state) {
    if (IS_IT_REAL.test(text)) return { output: DEMO_DISCLAIMER, suggestions: this.suggestions, state };
    if (GREETING.test(text)) return { output: this.greeting, suggestions: this.suggestions, state };
    if (state.step === 'reserve' && NO.test(text)) return { output: 'No problem, nothing is reserved. Anything else?', suggestions: this.suggestions, state: {} };
    const reserving = /\b(reserv\w*|book\w*|table)\b/.test(text);
    if (reserving || (state.step === 'reserve' && (findPartySize(text) || findDay(text) || findTime(text, true) !== undefined || /^\d{1,2}$/.test(text.trim())))) {
      const bare = /^\d{1,2}$/.test(text.trim()) && state.step === 'reserve' && !state.party ? `for ${text.trim()}` : text;
      return reserve(bare, state);
    }
    if (THANKS.test(text)) return { output: 'You’re welcome! See you soon.', suggestions: this.suggestions, state };
    const diet = /\b(vegan|vegetarian|gluten|celiac|coeliac|dairy|lactose|fish|egg|allerg\w*)\b/.exec(text)?.[1];
    if (diet) {
      const word = diet.startsWith('gluten') || diet === 'celiac' || diet === 'coeliac' ? 'gluten-free' : diet === 'dairy' || diet === 'lactose' ? 'contains dairy' : diet;
      const hits = MENU.filter((d) => d.tags.some((t) => t.includes(word.replace(/s$/, ''))));
      const intro = word.startsWith('contains') ? `Dishes with ${word.slice(9)}:` : `Our ${word} dishes:`;
      return { output: hits.length ? `${intro}\n${hits.map(dish).join('\n')}\nEvery allergen is marked on the menu; tell your server about any allergy.` : 'Please ask your server: our kitchen can adapt some dishes.', suggestions: ['See the menu', 'Reserve a table'], state };
    }
    const named = MENU.find((d) => text.includes(d.name.toLowerCase().split(' ')[0].normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()));
    if (named) return { output: `${named.name} is ${money(named.price)} (${named.tags.join(', ')}).`, suggestions: ['See the menu', 'Reserve a table'], state };
    if (/\b(menu|food|eat|dishes|mains?|starters?|desserts?|specials?|prices?|cost)\b/.test(text)) return { output: `Our menu:\n${menuText()}`, suggestions: ['Do you have vegan options?', 'Reserve a table'], state };
    if (/\b(hours?|open|close[sd]?|when|sunday|monday|brunch|lunch|dinner)\b/.test(text)) return { output: `Our hours: ${HOURS_TEXT}`, suggestions: ['Reserve a table for Saturday', 'See the menu'], state };
    if (/\b(where|address|located|parking|location)\b/.test(text)) return { output: 'We’re a made-up bistro for this demo, so there is no real address; a live assistant would give directions and parking tips here.', suggestions: this.suggestions, state };
    return { output: 'I can share the menu and our hours, answer dietary questions, and reserve a table. What would you like?', suggestions: this.suggestions, state };
  },
};
