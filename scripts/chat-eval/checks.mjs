// The checks chat-eval applies to every answer. Kept apart from the runner so they read as a list.
import { normalise } from './site-text.mjs';

const FRENCH_MARKERS = /\b(vous|nous|votre|notre|vos|nos|je|voici|merci|bonjour|pour|avec|sont|est|les|des|une|sur|par|pas)\b/i;
const ENGLISH_WORDS = /\b(the|and|you|your|our|with|we|is|are|for|can|what)\b/gi;
const FRENCH_WORDS = /\b(vous|nous|votre|notre|voici|avec|sont|les|des|une|pour)\b/gi;

const includes = (text, needle) => normalise(text).includes(normalise(needle));
const links = (text) => [...text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map((m) => ({ label: m[1], href: m[2] }));
const linkTo = (text, wanted) => links(text).some(({ href }) => wanted.some((w) => href === w || href.startsWith(`${w}#`)));
const contactPaths = ['/contact', '/fr/contact'];

/** Facts a reply may state only when the site or the visitor said them first. */
const GROUNDED = [
  ['e-mail', /[^\s@()[\]<>]+@[^\s@()[\]<>]+\.[a-z]{2,}/gi],
  ['phone', /\+?\d[\d ().-]{8,}\d/g],
  ['amount', /(?:\$|\b(?:cad|usd)\s?)\d[\d,.]*|\d[\d,.]*\s?(?:\$|dollars?\b)/gi],
  ['percentage', /\d+(?:[.,]\d+)?[\s\u00a0\u202f]?%/g],
];

/** Every e-mail, phone, amount, percentage and path in the reply appears in the site or the visitor's words. */
export function groundingFailures(out, said, site) {
  // "sam (at) plumbright (dot) ca" is an address the visitor gave, read back as sam@plumbright.ca.
  said = said.replace(/\s*[([]at[)\]]\s*/gi, '@').replace(/\s*[([]dot[)\]]\s*/gi, '.');
  const failures = [];
  const heard = normalise(said);
  const compact = (s) => normalise(s).replace(/[\s().-]/g, '');
  for (const [kind, pattern] of GROUNDED) {
    for (const found of out.match(pattern) ?? []) {
      const value = normalise(found.trim().replace(/[.,]$/, ''));
      const known =
        kind === 'phone'
          ? site.text.replace(/[\s().-]/g, '').includes(compact(value)) || heard.replace(/[\s().-]/g, '').includes(compact(value))
          : site.text.includes(value) || heard.includes(value);
      if (!known) failures.push(`ungrounded ${kind}: ${found.trim()}`);
    }
  }
  const paths = [...links(out).map((l) => l.href), ...[...out.matchAll(/(?:^|[\s(])(\/[A-Za-z][\w/-]*)/g)].map((m) => m[1])];
  for (const href of paths) {
    if (!href.startsWith('/')) failures.push(`link leaves the site: ${href}`);
    else if (!site.paths.has(href.split('#')[0]) && !heard.includes(href.toLowerCase())) failures.push(`ungrounded path: ${href}`);
  }
  return failures;
}

function nextStepFailures(next, out) {
  if (!next) return [];
  const toContact = links(out).filter(({ href }) => contactPaths.some((p) => href === p || href.startsWith(`${p}#`)));
  if (toContact.length === 0) return [`no ${next} next step (no link to the contact page)`];
  if (next === 'demo' && !/d[ée]mo/i.test(out)) return ['no demo offered'];
  if (next === 'team' && !/(?<!\p{L})(team|équipe)(?!\p{L})/iu.test(out)) return ['does not offer to confirm with the team'];
  return [];
}

/** Every failed expectation of one case, as readable lines (empty when it passed). */
export function checkCase(c, answer, leadKinds, site) {
  const failures = [];
  const out = answer.output;
  const said = (c.turns ?? [c.message]).join('\n');
  if (answer.status !== 200) failures.push(`status ${answer.status}, expected 200`);
  if (!out.trim()) failures.push('empty output');

  for (const need of c.has ?? []) {
    const options = Array.isArray(need) ? need : [need];
    if (!options.some((o) => includes(out, o))) failures.push(`missing fact: ${options.join(' | ')}`);
  }
  for (const banned of c.not ?? []) if (includes(out, banned)) failures.push(`forbidden text: ${banned}`);
  if (c.link && !linkTo(out, c.link))
    failures.push(
      `no link to ${c.link.join(' | ')} (links: ${
        links(out)
          .map((l) => l.href)
          .join(', ') || 'none'
      })`,
    );
  failures.push(...nextStepFailures(c.next, out));

  const lang = c.lang ?? 'en';
  if (lang === 'fr' && (!FRENCH_MARKERS.test(out) || (out.match(ENGLISH_WORDS) ?? []).length > 2)) failures.push('reply is not in French');
  if (lang === 'en' && (out.match(FRENCH_WORDS) ?? []).length > 1) failures.push('reply is not in English');

  // Rules for every answer: composed (not a quoted passage), no markup, grounded facts only.
  if (/here's what i found|voici ce que j'ai trouvé/i.test(out)) failures.push('quotes passages instead of answering');
  if (/<[a-z!/]/i.test(out)) failures.push('answer contains markup');
  failures.push(...groundingFailures(out, said, site));

  if (c.lead === 'none' && leadKinds.length > 0) failures.push(`unexpected lead recorded: ${leadKinds.join(', ')}`);
  if (c.lead && c.lead !== 'none' && !leadKinds.includes(c.lead)) failures.push(`no ${c.lead} lead recorded`);
  // A captured address is read back, so the visitor can spot a typo.
  if (c.lead === 'email' && !c.turns) {
    // The visitor's own address: one the site does not publish ("I wrote to hello@… , mine is tom@…").
    const addresses = said.match(/[^\s@,;<>()"']+@[^\s@,;<>()"']+\.[a-z]{2,}/gi) ?? [];
    const address = addresses.find((a) => !includes(site.text, a)) ?? addresses[0];
    if (address && !includes(out, address)) failures.push(`captured address not repeated: ${address}`);
  }
  return failures;
}
