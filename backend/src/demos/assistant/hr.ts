import { DEMO_DISCLAIMER, type DemoBusiness, type DemoTurn, GREETING, IS_IT_REAL, THANKS } from './demo-business';
import { findYears, NO } from './parse';

interface Role {
  id: string;
  title: string;
  type: string;
  place: string;
  pay: string;
  summary: string;
  match: RegExp;
}

/** Open roles of a fictional outdoor-gear retailer. */
const ROLES: Role[] = [
  { id: 'associate', title: 'Store Associate', type: 'Part-time', place: 'Broadway store', pay: '$17–$19 an hour', summary: 'help customers choose gear, run the till and keep the floor tidy', match: /\b(store|associate|retail|sales floor|part[- ]time|cashier|first)\b/ },
  { id: 'warehouse', title: 'Warehouse Lead', type: 'Full-time', place: 'north-end warehouse', pay: '$24–$27 an hour', summary: 'lead a team of four, receive stock and ship online orders', match: /\b(warehouse|lead|shipping|logistics|second)\b/ },
  { id: 'ecommerce', title: 'E-commerce Coordinator', type: 'Full-time', place: 'hybrid, two days at head office', pay: '$52,000–$60,000 a year', summary: 'update the online store, plan promotions and answer online customers', match: /\b(e-?commerce|online|coordinator|web|digital|hybrid|third)\b/ },
];
const BENEFITS = 'Staff get a 30% discount on gear, paid training, and health and dental benefits after three months for full-time roles.';

const line = (r: Role) => `- ${r.title} (${r.type}, ${r.place}), ${r.pay}`;

function apply(role: Role | undefined): DemoTurn {
  if (!role) {
    return { output: 'Great! Which role would you like to apply for?', suggestions: ROLES.map((r) => `Apply for ${r.title}`), state: { step: 'apply' } };
  }
  return {
    output: `Your application for ${role.title} is started. Reference: {ref}.\nTwo quick questions. First: how many years of related experience do you have?`,
    suggestions: ['Less than a year', '2 years', '5 years'],
    state: { step: 'experience', item: role.id },
    booking: { kind: 'application', summary: `Application for ${role.title} (started)`, details: { role: role.title, status: 'started' } },
  };
}

/** The assistant of a fictional company that is hiring: open roles, pay, benefits, applications. */
export const hrDemo: DemoBusiness = {
  name: 'hr',
  product: 'HR Assistant',
  business: 'Northwind Outfitters',
  code: 'HR',
  about: 'Northwind Outfitters is a fictional outdoor-gear retailer with sample job openings, made up for this demo.',
  greeting: 'Hi! I’m the Northwind Outfitters hiring assistant. Ask me about our open roles, pay and benefits, or start an application.',
  suggestions: ['What roles are open?', 'Start an application', 'What are the benefits?'],
  placeholder: 'Ask about a role or start an application…',
  respond(text, state) {
    const role = ROLES.find((r) => r.match.test(text));
    const current = ROLES.find((r) => r.id === state.item);
    if (IS_IT_REAL.test(text)) return { output: DEMO_DISCLAIMER, suggestions: this.suggestions, state };
    if (GREETING.test(text)) return { output: this.greeting, suggestions: this.suggestions, state };
    if (state.step && NO.test(text)) return { output: 'No problem, I’ve stopped the application. Anything else?', suggestions: this.suggestions, state: {} };
    if (state.step === 'experience' && current) {
      const years = findYears(text) ?? (/\b(less than|under) (a|one) year\b/.test(text) ? 0 : undefined);
      if (years === undefined) return { output: 'Roughly how many years of related experience do you have? A number is fine.', suggestions: ['1 year', '3 years'], state };
      return {
        output: `Thanks, ${years} year${years === 1 ? '' : 's'} noted. Last question: when could you start?`,
        suggestions: ['Right away', 'In two weeks', 'Next month'],
        state: { ...state, step: 'start', answers: { experience: years } },
        booking: { kind: 'application', summary: `Application for ${current.title}`, details: { experience: years }, update: true },
      };
    }
    if (state.step === 'start' && current) {
      // Only a recognised answer is stored: demo rows never keep what a visitor typed.
      const start = /\b(right away|immediately|asap|now|next (week|month)|in (a|one|two|three|four|\d) (weeks?|months?))\b/.exec(text)?.[0] ?? 'noted';
      return {
        output: `All set: your application for ${current.title} is complete (reference {ref}). The hiring manager would review it within a week.\n(Demo: in a live deployment you'd attach your resume and get an interview slot here. Nothing is sent.)`,
        suggestions: ['What roles are open?', 'What are the benefits?'],
        state: { item: current.id },
        booking: { kind: 'application', summary: `Application for ${current.title} (complete)`, details: { start, status: 'complete' }, update: true },
      };
    }
    if (/\b(apply|application|applying|candidate|i('m| am) interested|sign me up)\b/.test(text) || (state.step === 'apply' && role)) return apply(role ?? (state.step === 'apply' ? undefined : current));
    if (THANKS.test(text)) return { output: 'You’re welcome! Good luck, and ask me anything else about the roles.', suggestions: this.suggestions, state };
    if (/\b(benefits?|perks?|discount|dental|health|insurance|training)\b/.test(text)) return { output: BENEFITS, suggestions: ['Start an application'], state };
    if (role && /\b(pay|salary|wage|rate|hours?|schedule|what|tell|about|details?|do)\b/.test(text)) {
      return { output: `${role.title} (${role.type}, ${role.place}): you'd ${role.summary}. Pay: ${role.pay}. Want to apply?`, suggestions: [`Apply for ${role.title}`, 'What are the benefits?'], state: { item: role.id } };
    }
    if (/\b(roles?|jobs?|openings?|positions?|hiring|vacanc\w*|work here|careers?)\b/.test(text) || role) {
      return { output: `We're hiring for:\n${ROLES.map(line).join('\n')}\nAsk about any role, or start an application.`, suggestions: ROLES.map((r) => `Apply for ${r.title}`), state };
    }
    if (/\b(interview|process|how long|next steps?)\b/.test(text)) {
      return { output: 'After you apply, the hiring manager reviews your application within a week and invites you to a 30-minute interview.', suggestions: ['Start an application'], state };
    }
    return { output: 'I can tell you about our open roles, pay and benefits, and start your application. What would you like to know?', suggestions: this.suggestions, state };
  },
};
