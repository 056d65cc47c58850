import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { sanitizePolicy } from './sanitize-policy';

/**
 * Bumped whenever the renderer or the allowlist changes: cached HTML written by an older
 * version carries an older marker and is rendered again on first read.
 */
export const RENDERER_VERSION = 1;
const marker = `<!--render:v${RENDERER_VERSION}-->`;

// Own instance: options set here never leak into other users of the global `marked`.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/**
 * A post body (Markdown, HTML, or both mixed) as sanitised HTML. Markdown passes raw HTML
 * through, so sanitising afterwards covers both kinds of input.
 */
export function renderPostHtml(source: string): string {
  const html = markdown.parse(source) as string;
  return sanitizeHtml(html, sanitizePolicy).trim();
}

/** What goes into blog_posts.content_html: the rendered HTML behind the version marker. */
export function toCachedHtml(source: string): string {
  return marker + renderPostHtml(source);
}

/** The HTML inside a cache value, or null when it is missing or from an older renderer. */
export function fromCachedHtml(cached: string | null | undefined): string | null {
  if (!cached || !cached.startsWith(marker)) return null;
  return cached.slice(marker.length);
}

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of HTML (for feeds and descriptions), entities decoded: callers escape it for their format. */
export function htmlToText(html: string): string {
  // Block ends become spaces so "<h2>A</h2><p>B</p>" reads "A B", not "AB".
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] !== '#') return namedEntities[code.toLowerCase()] ?? entity;
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : '';
    })
    .replace(/\s+/g, ' ')
    .trim();
}
