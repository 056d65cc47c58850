/**
 * @jest-environment node
 */
import { JSDOM } from 'jsdom';
import { allowedTags } from './sanitize-policy';
import { renderPostHtml } from './render-post';
import { xssCorpus } from './xss-corpus';

// Parse the output the way a browser would, then check what actually ended up in the DOM.
function problems(html: string): string[] {
  const found: string[] = [];
  for (const pattern of [
    /<script/i,
    /<iframe/i,
    /<svg/i,
    /<object/i,
    /<embed/i,
    /<style/i,
    /<math/i,
    /<form/i,
    /<meta/i,
    /<base/i,
    /<link/i,
  ]) {
    if (pattern.test(html)) found.push(`raw ${pattern}`);
  }
  // Inside any tag: no handler, no style, no script or data URL.
  for (const tag of html.match(/<[^>]+>/g) ?? []) {
    if (/\son[a-z]+\s*=/i.test(tag)) found.push(`handler in ${tag}`);
    if (/\sstyle\s*=/i.test(tag)) found.push(`style in ${tag}`);
    if (/(javascript|vbscript|data):/i.test(tag)) found.push(`script url in ${tag}`);
  }
  const body = new JSDOM(`<!doctype html><body>${html}</body>`).window.document.body;
  for (const element of Array.from(body.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (!allowedTags.includes(tag)) found.push(`tag <${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (!['href', 'src', 'alt', 'target', 'rel'].includes(name)) found.push(`attribute ${name} on <${tag}>`);
      if (name === 'href' || name === 'src') {
        // Browsers ignore tabs, newlines and leading controls in URLs: so do we before checking.
        // eslint-disable-next-line no-control-regex -- those controls are what is stripped
        const url = attribute.value.replace(/[\u0000-\u0020]/g, '');
        const safe = name === 'src' ? /^(https?:\/\/|\/(?!\/))/i.test(url) : /^(https?:\/\/|mailto:|\/(?!\/)|#|[^:]*$)/i.test(url);
        if (!safe || url.startsWith('//')) found.push(`${name}=${attribute.value}`);
      }
    }
  }
  return found;
}

describe('post renderer against the XSS corpus', () => {
  it('has at least 50 known payloads', () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(50);
  });

  it.each(xssCorpus.map((payload, i) => [i, payload]))('payload %i leaves nothing executable', (_i, payload) => {
    expect(problems(renderPostHtml(payload))).toEqual([]);
    const wrapped = `## Title\n\nSome **bold** text.\n\n${payload}\n\n- item\n`;
    expect(problems(renderPostHtml(wrapped))).toEqual([]);
  });

  it('the checker itself catches what it must catch', () => {
    expect(problems('<img src=x onerror=alert(1)>')).not.toEqual([]);
    expect(problems('<a href="javascript:alert(1)">x</a>')).not.toEqual([]);
    expect(problems('<p style="color:red">x</p>')).not.toEqual([]);
    expect(problems('<iframe src="https://x"></iframe>')).not.toEqual([]);
    expect(problems('<svg onload=alert(1)>')).not.toEqual([]);
  });
});
