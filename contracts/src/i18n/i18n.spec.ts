import { en } from './en';
import { fr } from './fr';
import { frenchTypographyIssues } from './french-typography';
import { englishLeaks, shapeIssues, textsOf } from './translation-checks';

const englishTexts = textsOf(en).map((e) => e.text);

describe('contracts catalogue: French twin of the English texts', () => {
  it('has exactly the English keys', () => {
    expect(shapeIssues(en, fr)).toEqual([]);
  });

  it('follows French typography in every text', () => {
    expect(textsOf(fr).flatMap((e) => frenchTypographyIssues(e.text).map((i) => `${e.path}: ${i}`))).toEqual([]);
  });

  it('leaks no English', () => {
    expect(textsOf(fr).flatMap((e) => englishLeaks(e.text, englishTexts).map((i) => `${e.path}: ${i}`))).toEqual([]);
  });

  it('keeps the numbers of the validation rules and the meeting hours', () => {
    expect(fr.messages.name).toContain('2');
    expect(fr.messages.message).toContain('10');
    expect(fr.preferredTimeLabels.afternoon).toBe('après-midi (12\u00a0h à 16\u00a0h)');
  });
});

describe('frenchTypographyIssues', () => {
  it('accepts correct French', () => {
    expect(
      frenchTypographyIssues(
        'Courriel\u00a0: «\u00a0Bonjour\u202f!\u00a0» Prêt\u202f? Oui\u202f; 45\u00a0% à 9\u00a0h. https://x.com/a?b=1',
      ),
    ).toEqual([]);
  });

  it.each([
    ['Courriel : a', '\u00a0'],
    ['Courriel: a', '\u00a0'],
    ['Courriel\u202f: a', '\u00a0'],
    ['Merci !', '\u202f'],
    ['Prêt?', '\u202f'],
    ['un ; deux', '\u202f'],
  ])('flags %j (wants %j before the mark)', (text) => {
    expect(frenchTypographyIssues(text)).toHaveLength(1);
  });

  it.each([
    ['« Bonjour\u00a0»', '«'],
    ['«\u00a0Bonjour »', '»'],
    ['un "mot"', 'straight double quote'],
    ["l'IA", 'straight apostrophe'],
    ['Envoi...', 'three dots'],
    ['45%', 'no-break space'],
    ['45 %', 'no-break space'],
    ['at 9am', '12-hour'],
    ['mot \u00a0: a', 'plain space'],
    ['Prêt\u202f\u202f?', 'two no-break spaces'],
  ])('flags %j', (text, problem) => {
    expect(frenchTypographyIssues(text).join('\n')).toContain(problem);
  });
});

describe('shapeIssues', () => {
  it('names keys missing or extra, arrays of other lengths and other kinds', () => {
    expect(shapeIssues({ a: 'x', b: ['1', '2'], c: 'y' }, { a: 'x', b: ['1'], d: 'z', c: 3 })).toEqual([
      '$.d: only in French',
      '$.b: English has 2 items, French has 1',
      '$.c: English is string, French is number',
    ]);
    expect(shapeIssues({ a: 'x' }, {})).toEqual(['$.a: missing in French']);
  });

  it('requires language-neutral keys to keep their value', () => {
    expect(
      shapeIssues({ href: '/contact', label: 'Contact Us' }, { href: '/fr/contact', label: 'Nous joindre' }, new Set(['href'])),
    ).toEqual(['$.href: must stay "/contact", French has "/fr/contact"']);
  });
});

describe('englishLeaks', () => {
  it('finds a small English word and a whole English text', () => {
    expect(englishLeaks('Veuillez entrer the adresse', [])).toHaveLength(1);
    expect(englishLeaks('Erreur : Please enter your email address.', ['Please enter your email address.']).length).toBeGreaterThan(1);
  });

  it('lets names that stay in English through, and French words that look English', () => {
    expect(englishLeaks('Le signal Global Privacy Control de votre navigateur', [], ['Global Privacy Control'])).toEqual([]);
    expect(englishLeaks('Formez votre équipe : on a une forme de thé', [])).toEqual([]);
  });
});
