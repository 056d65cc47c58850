import { DEMO_DISCLAIMER, type DemoBusiness, type DemoState, type DemoTurn, GREETING, IS_IT_REAL, money, THANKS } from './demo-business';
import { clock, type Day, findDay, findTime, NO } from './parse';

interface Listing {
  id: string;
  address: string;
  kind: string;
  neighbourhood: string;
  bedrooms: number;
  bathrooms: number;
  size: string;
  price: number;
  rent?: boolean;
  note: string;
  /** Words a visitor may use for it. */
  match: RegExp;
}

/** Sample listings of a fictional agency. */
const LISTINGS: Listing[] = [
  { id: 'prairie', address: '12 Prairie Lane', kind: 'detached house', neighbourhood: 'Willowgrove', bedrooms: 3, bathrooms: 2, size: '1,650 sq ft', price: 489000, note: 'fenced yard, close to schools', match: /\b(prairie|willowgrove|house|detached|3[- ]bed\w*|three[- ]bed\w*|first)\b/ },
  { id: 'river', address: '405-220 River Road', kind: 'condo', neighbourhood: 'Riversdale', bedrooms: 2, bathrooms: 2, size: '980 sq ft', price: 315000, note: 'river view, underground parking', match: /\b(river|riversdale|condo|2[- ]bed\w*|two[- ]bed\w*|second|downtown)\b/ },
  { id: 'aspen', address: '88 Aspen Crescent', kind: 'family home', neighbourhood: 'Evergreen', bedrooms: 4, bathrooms: 3, size: '2,300 sq ft', price: 629000, note: 'double garage, finished basement', match: /\b(aspen|evergreen|family|4[- ]bed\w*|four[- ]bed\w*|third|biggest|largest)\b/ },
  { id: 'birch', address: '17 Birch Street, unit 2', kind: 'rental apartment', neighbourhood: 'Nutana', bedrooms: 1, bathrooms: 1, size: '640 sq ft', price: 1450, rent: true, note: 'pets allowed, available now', match: /\b(birch|nutana|rent\w*|lease|apartment|1[- ]bed\w*|one[- ]bed\w*|fourth|pets?)\b/ },
];

/** Open showing slots the fictional agents have this week. */
const SLOTS: { day: Day; time: number }[] = [
  { day: 'Saturday', time: 10 * 60 },
  { day: 'Saturday', time: 14 * 60 },
  { day: 'Monday', time: 17 * 60 + 30 },
  { day: 'Tuesday', time: 18 * 60 },
];
const slotLabel = (s: { day: string; time: number }) => `${s.day} at ${clock(s.time)}`;

const priceOf = (l: Listing) => (l.rent ? `${money(l.price)} a month` : money(l.price));
const line = (l: Listing) => `- ${l.address}, ${l.neighbourhood}: ${l.bedrooms}-bedroom ${l.kind}, ${priceOf(l)}`;
const detail = (l: Listing) =>
  `${l.address} is a ${l.bedrooms}-bedroom, ${l.bathrooms}-bathroom ${l.kind} in ${l.neighbourhood}: ${l.size}, ${l.note}, ${l.rent ? 'for rent at' : 'listed at'} ${priceOf(l)}.`;

function budget(text: string): number | undefined {
  const m = /\b(?:under|below|less than|max(?:imum)?|up to|budget (?:is|of)?)\s*\$?\s?(\d[\d,.]*)\s*(k|thousand)?\b/.exec(text);
  if (!m) return undefined;
  const n = Number(m[1].replace(/,/g, ''));
  return m[2] ? n * 1000 : n;
}

function book(listing: Listing | undefined, text: string, state: DemoState): DemoTurn {
  const item = listing?.id ?? state.item;
  const chosen = LISTINGS.find((l) => l.id === item);
  if (!chosen) {
    return { output: 'Happy to book a showing. Which home would you like to see?', suggestions: LISTINGS.map((l) => `Showing at ${l.address}`), state: { ...state, step: 'book' } };
  }
  const day = findDay(text) ?? state.day;
  const time = findTime(text, true) ?? state.time;
  const slot = SLOTS.find((s) => s.day === day && (time === undefined || s.time === time));
  if (!slot || time === undefined) {
    const offered = day && SLOTS.some((s) => s.day === day) ? SLOTS.filter((s) => s.day === day) : SLOTS;
    return {
      output: `Our agent can show ${chosen.address} ${day && offered !== SLOTS ? `on ${day} ` : ''}at these times: ${offered.map(slotLabel).join(', ')}. Which suits you?`,
      suggestions: offered.map(slotLabel),
      state: { ...state, step: 'book', item: chosen.id, day: typeof day === 'string' && offered !== SLOTS ? day : undefined, time: undefined },
    };
  }
  return {
    output: `Booked: a showing of ${chosen.address} on ${slotLabel(slot)} with one of our agents. Your reference is {ref}.\n(Demo: in a live deployment I'd take your name and phone number and put the showing in the agent's calendar. Here nothing is sent.)`,
    suggestions: ['See other listings', 'Is the condo still available?'],
    state: { step: undefined, item: chosen.id },
    booking: { kind: 'showing', summary: `Showing of ${chosen.address} on ${slotLabel(slot)}`, details: { listing: chosen.address, day: slot.day, time: clock(slot.time) } },
  };
}

/** The assistant of a fictional real-estate agency: listings, questions about them, showings. */
export const realEstateDemo: DemoBusiness = {
  name: 'real-estate',
  product: 'Real Estate Assistant',
  business: 'Maple & Main Realty',
  code: 'RE',
  about: 'Maple & Main Realty is a fictional agency with sample listings, made up for this demo.',
  greeting: 'Hi! I’m the Maple & Main Realty assistant. Ask me about our listings, or book a showing.',
  suggestions: ['What homes do you have?', 'Book a showing of the condo', 'Anything under $400,000?'],
  placeholder: 'Ask about a listing or book a showing…',
  respond(text, state) {
    const listing = LISTINGS.find((l) => l.match.test(text));
    const keep = { ...state, item: listing?.id ?? state.item };
    if (IS_IT_REAL.test(text)) return { output: DEMO_DISCLAIMER, suggestions: this.suggestions, state };
    if (GREETING.test(text)) return { output: this.greeting, suggestions: this.suggestions, state };
    if (THANKS.test(text)) return { output: 'You’re welcome! Anything else about our listings?', suggestions: this.suggestions, state: keep };
    if (state.step === 'book' && NO.test(text)) return { output: 'No problem, nothing is booked. Anything else?', suggestions: this.suggestions, state: {} };
    if (/\b(book|showing|viewing|visit|tour|see (it|the|this)|schedule|appointment)\b/.test(text) || (state.step === 'book' && (findDay(text) || findTime(text, true) !== undefined || listing))) {
      return book(listing, text, state);
    }
    const max = budget(text);
    if (max !== undefined) {
      const fits = LISTINGS.filter((l) => (l.rent ? l.price <= max : l.price <= max && max > 10000));
      return {
        output: fits.length ? `Within ${money(max)}:\n${fits.map(line).join('\n')}` : `Nothing within ${money(max)} right now. Our listings:\n${LISTINGS.map(line).join('\n')}`,
        suggestions: fits.map((l) => `Book a showing at ${l.address}`).slice(0, 2),
        state: keep,
      };
    }
    if (listing) return { output: `${detail(listing)} Would you like to book a showing?`, suggestions: [`Book a showing at ${listing.address}`, 'See other listings'], state: keep };
    if (/\b(listings?|homes?|houses?|propert\w*|condos?|for sale|available|what do you have|options|buy)\b/.test(text)) {
      return { output: `Here are our current listings:\n${LISTINGS.map(line).join('\n')}\nAsk me about any of them, or book a showing.`, suggestions: ['Tell me about the condo', 'Book a showing of the family home'], state: keep };
    }
    if (/\b(hours|open|office|where are you|contact)\b/.test(text)) {
      return { output: 'Our agents show homes on weekday evenings and Saturdays. I can book a showing for you right here.', suggestions: this.suggestions, state: keep };
    }
    return { output: 'I can tell you about our listings (price, size, neighbourhood) and book a showing. What would you like to know?', suggestions: this.suggestions, state: keep };
  },
};
