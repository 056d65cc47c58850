import { SearchIndex } from '../knowledge/search-index';
import { splitQuestions } from './segments';

describe('splitQuestions', () => {
  it.each([
    ['Do you work with salons, and how long does setup take?', ['Do you work with salons', 'how long does setup take?']],
    ['Is my data encrypted? Also, do you offer support at night?', ['Is my data encrypted?', 'do you offer support at night?']],
    // Québécois "pis" ("and") joins two questions.
    ['Vous êtes où pis ça prend combien de temps à installer?', ['Vous êtes où', 'ça prend combien de temps à installer?']],
    [
      'For a day spa: what would it cost, how long to set up, and can clients book online at night?',
      ['For a day spa: what would it cost', 'how long to set up', 'can clients book online at night?'],
    ],
    [
      'Vous aidez les cliniques ? Et combien de temps pour démarrer ?',
      ['Vous aidez les cliniques ?', 'Et combien de temps pour démarrer ?'],
    ],
    ['Do you work with salons and spas?', ['Do you work with salons and spas?']],
    ['Hi! What do you sell?', ['What do you sell?']],
    ['1) where are you located 2) do u have a blog 3) can I get a demo', ['where are you located', 'do u have a blog', 'can I get a demo']],
    ['we need reminders and a way to answer reviews. price?', ['we need reminders and a way to answer reviews.', 'price?']],
    [
      'I need a chatbot for my website and also something for google reviews',
      ['I need a chatbot for my website', 'something for google reviews'],
    ],
  ])('%s', (message, parts) => {
    expect(splitQuestions(message)).toEqual(parts);
  });
});

describe('SearchIndex.correctWords', () => {
  const index = new SearchIndex([
    { id: 'faq:1', kind: 'faq', title: 'Pricing', text: 'How much does a person pay for support and data security?', path: '/contact' },
  ]);

  it('spells out chat shorthand and fills in dropped letters of short common words', () => {
    expect(index.correctWords('hw mch r u')).toBe('how much are you');
    expect(index.correctWords('can i tlk to sombody')).toBe('can i talk to somebody');
    expect(index.correctWords('is my dta safe')).toBe('is my data safe');
  });

  it('leaves short words it cannot place alone (a farm is not a firm)', () => {
    expect(index.correctWords('we run a farm')).toBe('we run a farm');
  });
});
