// The checks chat-eval applies to every answer. Kept apart from the runner so they read as a list.
const SITE_EMAILS = ['hello@prairieflow.example', 'careers@prairieflow.example', 'privacy@prairieflow.example'];
const SITE_PHONE = '+1 (306) 555-0142';
const FRENCH = /\b(vous|nous|votre|notre|voici|savoir|merci|bonjour|je|pour|sur|avec)\b/i;

const includes = (text, needle) => text.toLowerCase().includes(needle.toLowerCase());
const links = (text) => [...text.matchAll(/\[[^\]]+\]\(([^)\s]+)\)/g)].map((m) => m[1]);

/** Every failed expectation of one case, as readable lines (empty when it passed). */
export function checkCase(c, answer, leadKinds) {
  const failures = [];
  const out = answer.output;
  if (answer.status !== 200) failures.push(`status ${answer.status}, expected 200`);
  if (!out.trim()) failures.push('empty output');

  for (const need of c.has ?? []) {
    const options = Array.isArray(need) ? need : [need];
    if (!options.some((o) => includes(out, o))) failures.push(`missing fact: ${options.join(' | ')}`);
  }
  for (const banned of c.not ?? []) if (includes(out, banned)) failures.push(`forbidden text: ${banned}`);
  if (c.link && !links(out).some((href) => c.link.some((want) => href === want || href.startsWith(`${want}#`)))) {
    failures.push(`no link to ${c.link.join(' | ')} (links: ${links(out).join(', ') || 'none'})`);
  }
  if (c.lang === 'fr' && !FRENCH.test(out)) failures.push('reply is not in French');
  if (c.lang === 'en' && /\b(vous|nous|voici)\b/i.test(out)) failures.push('reply is not in English');

  // Rules for every answer: no markup, no prices, no contact details that are not the site's.
  if (/<[a-z!/]/i.test(out)) failures.push('answer contains markup');
  if (/\$\s?\d|\d\s?\$/.test(out)) failures.push('answer states a price');
  for (const email of out.match(/[^\s@()[\]]+@[^\s@()[\]]+\.[a-z]{2,}/gi) ?? []) {
    if (!SITE_EMAILS.includes(email.toLowerCase())) failures.push(`unknown e-mail address in answer: ${email}`);
  }
  for (const phone of out.match(/\+?\d[\d ().-]{8,}\d/g) ?? []) {
    if (phone.trim() !== SITE_PHONE && /\d{3}.*\d{4}/.test(phone)) failures.push(`unknown phone number in answer: ${phone}`);
  }
  for (const href of links(out)) if (!href.startsWith('/')) failures.push(`link leaves the site: ${href}`);

  if (c.lead === 'none' && leadKinds.length > 0) failures.push(`unexpected lead recorded: ${leadKinds.join(', ')}`);
  if (c.lead && c.lead !== 'none' && !leadKinds.includes(c.lead)) failures.push(`no ${c.lead} lead recorded`);
  return failures;
}
