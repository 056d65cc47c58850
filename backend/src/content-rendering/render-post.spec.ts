import { fromCachedHtml, htmlToText, RENDERER_VERSION, renderPostHtml, toCachedHtml } from './render-post';

describe('renderPostHtml', () => {
  it('renders the supported Markdown: headings, bold, italic, lists, images', () => {
    const html = renderPostHtml('## Why\n\n### How\n\nA **bold** and *italic* point.\n\n- one\n- two\n\n![Chart](/images/blog/chart.svg)');
    expect(html).toContain('<h2>Why</h2>');
    expect(html).toContain('<h3>How</h3>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toContain('<img src="/images/blog/chart.svg" alt="Chart" />');
  });

  it('opens every link in a new tab with rel="noopener noreferrer"', () => {
    const html = renderPostHtml('[Docs](https://example.com/docs) and <a href="/contact" target="_self" rel="opener">us</a>');
    expect(html).toContain('<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer">Docs</a>');
    expect(html).toContain('<a href="/contact" target="_blank" rel="noopener noreferrer">us</a>');
  });

  it('accepts HTML bodies and keeps only the allowlist', () => {
    const html = renderPostHtml('<h1>Top</h1><div class="x"><p>Text<span>!</span></p></div><h4>Small</h4><b>b</b><i>i</i>');
    expect(html).toBe('<h2>Top</h2><p>Text!</p><h3>Small</h3><strong>b</strong><em>i</em>');
  });

  it('drops images that are not http(s) or site-relative, and protocol-relative links', () => {
    expect(renderPostHtml('<img src="ftp://x/a.png" alt="a">')).toBe('');
    expect(renderPostHtml('<p><a href="//evil.example">x</a></p>')).toBe('<p><a target="_blank" rel="noopener noreferrer">x</a></p>');
  });
});

describe('cached HTML', () => {
  it('round-trips through the versioned cache value', () => {
    const cached = toCachedHtml('Hello *world*');
    expect(cached.startsWith(`<!--render:v${RENDERER_VERSION}-->`)).toBe(true);
    expect(fromCachedHtml(cached)).toBe('<p>Hello <em>world</em></p>');
  });

  it('treats missing or older cache values as absent', () => {
    expect(fromCachedHtml(null)).toBeNull();
    expect(fromCachedHtml('<p>old, unmarked</p>')).toBeNull();
    expect(fromCachedHtml('<!--render:v0--><p>x</p>')).toBeNull();
  });
});

describe('htmlToText', () => {
  it('strips tags, separates blocks and decodes entities once', () => {
    expect(htmlToText('<h2>A &amp; B</h2><p>It&#39;s 5 &lt; 6</p><ul><li>x</li><li>y</li></ul>')).toBe("A & B It's 5 < 6 x y");
  });
});
