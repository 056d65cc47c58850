import { englishLeaks, frenchTypographyIssues, shapeIssues, textsOf } from '@prairieflow/contracts';
import { renderPage } from '../newsletter/pages';
import * as enPages from '../newsletter/pages';
import * as frPages from '../newsletter/pages.fr';
import * as enLanguage from './lead-language';
import * as frLanguage from './lead-language.fr';
import * as enConfirmation from './newsletter-confirmation';
import { buildNewsletterConfirmation } from './newsletter-confirmation';
import * as frConfirmation from './newsletter-confirmation.fr';

const URL = 'https://site.example/api/newsletter/confirm?token=abc_DEF-123';
/** Functions in a texts object, called with sample arguments, so their output is checked too. */
const called = (t: object, language: string) =>
  Object.fromEntries(
    Object.entries(t).map(([k, v]) => [
      k,
      typeof v === 'function' ? (v as (a: unknown) => string)(k === 'expiry' ? 48 : k === 'replyHint' ? language : URL) : v,
    ]),
  );

const pairs = [
  ['newsletter confirmation e-mail', enConfirmation.confirmationTexts, frConfirmation.confirmationTexts],
  ['newsletter pages', enPages.newsletterPageTexts, frPages.newsletterPageTexts],
  ['lead language labels', enLanguage.leadLanguageTexts, frLanguage.leadLanguageTexts],
] as const;

describe.each(pairs)('French %s', (_name, en, fr) => {
  const frTexts = textsOf(called(fr, 'français'), new Set(['lang']));
  const enTexts = textsOf(called(en, 'English')).map((e) => e.text);

  it('has the English keys, the same languages named, and functions where English has them', () => {
    expect(shapeIssues(en, fr)).toEqual([]);
  });

  it('follows French typography, function output included', () => {
    expect(frTexts.flatMap((e) => frenchTypographyIssues(e.text).map((i) => `${e.path}: ${i}`))).toEqual([]);
  });

  it('leaks no English (the brand aside)', () => {
    expect(frTexts.flatMap((e) => englishLeaks(e.text, enTexts, ['Prairieflow AI']).map((i) => `${e.path}: ${i}`))).toEqual([]);
  });
});

describe('French confirmation e-mail and pages', () => {
  const input = {
    email: 'lecteur@example.com',
    confirmUrl: URL,
    unsubscribeUrl: URL.replace('confirm', 'unsubscribe'),
    unsubscribeMailto: 'mailto:staff@example.com?subject=unsubscribe',
    expiresHours: 48,
    messageId: 'm1',
  };

  it('builds the same mail with French words: lang, subject, links and one-click headers', () => {
    const mail = buildNewsletterConfirmation(input, frConfirmation.confirmationTexts);
    const english = buildNewsletterConfirmation(input);
    expect(mail.subject).toBe('Veuillez confirmer votre abonnement à l’infolettre');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('>Confirmer mon abonnement</a>');
    expect(mail.text).toContain(`Confirmer\u00a0: ${URL}`);
    expect(mail.text).toContain('valide pendant 48 heures');
    expect(mail.headers).toEqual(english.headers);
    expect(english.html).toContain('<html lang="en">');
  });

  it('renders a newsletter page in French with lang="fr"', () => {
    const t = frPages.newsletterPageTexts;
    const html = renderPage({ ...t.confirm.confirmed, homeUrl: 'https://site.example/', lang: t.lang, backLabel: t.backLabel });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Abonnement confirmé</h1>');
    expect(html).toContain('>Retour au site Web</a>');
  });

  it('names the lead’s language for staff, and nothing for leads stored before languages were', () => {
    expect(enLanguage.leadLanguageRow('fr')).toEqual(['Language', 'French']);
    expect(enLanguage.leadLanguageRow('en', frLanguage.leadLanguageTexts)).toEqual(['Langue', 'anglais']);
    expect(enLanguage.leadLanguageRow(null)).toBeNull();
  });
});
