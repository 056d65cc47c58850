import { postCategories } from '~/content/blog';
import { formatLongDate, paginationWindow, postCategory, postExcerpt, readTimeMinutes, stripTags } from './post-rules';

describe('paginationWindow', () => {
  it('shows the first five pages while the current page is 3 or less', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
  });
  it('centres the window on a middle page', () => {
    expect(paginationWindow(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(paginationWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
  });
  it('shows the last five pages near the end', () => {
    expect(paginationWindow(8, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(paginationWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
  it('shows every page when there are fewer than five', () => {
    expect(paginationWindow(1, 2)).toEqual([1, 2]);
    expect(paginationWindow(3, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });
  it('shows exactly five for exactly five pages, wherever the current page is', () => {
    expect(paginationWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('postExcerpt', () => {
  it('uses seo_description when present', () => {
    expect(postExcerpt({ seo_description: 'A short summary', content: '<p>Body</p>' })).toBe('A short summary');
  });
  it('falls back to the first 150 characters of the tag-stripped body', () => {
    const body = `<h2>Heading</h2><p>${'word '.repeat(60)}</p>`;
    const excerpt = postExcerpt({ seo_description: null, content: body });
    expect(excerpt).not.toContain('<');
    expect(excerpt.startsWith('Heading word word')).toBe(true);
    expect(excerpt).toBe(`${stripTags(body).slice(0, 150).trimEnd()}…`);
  });
  it('keeps a short body whole, entities decoded', () => {
    expect(postExcerpt({ seo_description: '  ', content: '<p>Fish &amp; chips</p>' })).toBe('Fish & chips');
  });
  it("says 'Click to read this article' when there is no text at all", () => {
    expect(postExcerpt({ seo_description: null, content: '<img src="/a.png" alt="">' })).toBe('Click to read this article');
    expect(postExcerpt({ seo_description: null, content: '' })).toBe('Click to read this article');
  });
});

describe('readTimeMinutes', () => {
  it('uses estimated_read_time when set', () => {
    expect(readTimeMinutes({ estimated_read_time: 7, content: '<p>short</p>' })).toBe(7);
  });
  it('otherwise divides words by 200 and rounds up', () => {
    expect(readTimeMinutes({ estimated_read_time: null, content: `<p>${'w '.repeat(200)}</p>` })).toBe(1);
    expect(readTimeMinutes({ estimated_read_time: null, content: `<p>${'w '.repeat(201)}</p>` })).toBe(2);
    expect(readTimeMinutes({ content: `<h2>a b</h2><p>${'w '.repeat(598)}</p>` })).toBe(3);
  });
  it('is at least one minute', () => {
    expect(readTimeMinutes({ estimated_read_time: 0, content: '' })).toBe(1);
  });
});

describe('postCategory', () => {
  it('is the text before a colon in the title', () => {
    expect(postCategory({ title: 'Case Study: How a salon cut no-shows', slug: 'x' })).toBe('Case Study');
    expect(postCategory({ title: 'Analytics: measuring ROI', slug: 'y' })).toBe('Analytics');
  });
  it('otherwise is one of the nine categories, the same every time for a slug', () => {
    const picked = postCategory({ title: 'No colon here', slug: 'some-post' });
    expect(postCategories).toContain(picked);
    expect(postCategory({ title: 'Different title', slug: 'some-post' })).toBe(picked);
  });
  it('spreads slugs over several categories', () => {
    const seen = new Set(Array.from({ length: 40 }, (_, i) => postCategory({ title: 'T', slug: `post-${i}` })));
    expect(seen.size).toBeGreaterThan(4);
  });
  it('ignores a leading colon', () => {
    expect(postCategories).toContain(postCategory({ title: ': odd', slug: 'odd' }));
  });
});

describe('formatLongDate', () => {
  it('writes dates in US long format', () => {
    expect(formatLongDate('2026-11-21T12:00:00Z')).toBe('November 21, 2026');
  });
  it('is empty for missing or invalid dates', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });
});
