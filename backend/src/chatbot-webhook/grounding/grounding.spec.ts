import { groundReply, normaliseForGrounding } from './grounding';

const site = {
  text: normaliseForGrounding(
    'Implementation usually takes 2-4 weeks. Support 24/7. Call +1 (306) 555-0142 or hello@prairieflow.example. 45 % fewer no-shows.',
  ),
  paths: new Set(['/', '/contact', '/services/Healthcare', '/fr/contact']),
};

describe('groundReply', () => {
  it('keeps a reply whose facts all come from the site or the visitor', () => {
    const reply = 'It takes 2-4 weeks, with 45% fewer no-shows. Call +1 (306) 555-0142 or see [Contact](/contact). You said 3 locations.';
    expect(groundReply(reply, site, 'We have 3 locations')).toEqual({ text: reply, dropped: [] });
  });

  it.each([
    ['an amount', 'It costs $99 a month.', '$99'],
    ['a percentage', 'You save 62% of your time.', '62%'],
    ['an e-mail', 'Write to sales@other.example.', 'sales@other.example'],
    ['a phone', 'Call 1-800-555-0000.', '1-800-555-0000'],
    ['a number', 'Over 500 clients trust us.', '500'],
    ['a bare path', 'Pricing is on /pricing today.', '/pricing'],
  ])('drops the sentence with %s', (_kind, sentence, bad) => {
    const result = groundReply(`Support is 24/7. ${sentence}`, site, 'hello');
    expect(result.text).toBe('Support is 24/7.');
    expect(result.dropped).toContain(bad);
  });

  it('turns a link to an unknown path or another site into its label', () => {
    const result = groundReply('See [pricing](/pricing), [us](https://evil.example) and [Contact](/fr/contact).', site, '');
    expect(result.text).toBe('See pricing, us and [Contact](/fr/contact).');
  });

  it('returns nothing when nothing is grounded', () => {
    expect(groundReply('Plans start at $10.', site, '').text).toBe('');
  });
});
