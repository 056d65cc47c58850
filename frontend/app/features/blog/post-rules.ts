import type { BlogPost } from '@prairieflow/contracts';
import { excerptFallback, excerptLength, postCategories, wordsPerMinute } from '~/content/blog';

/** Spec section 9: at most five page numbers, centred on the current page, clamped to the ends. */
export function paginationWindow(current: number, totalPages: number, size = 5): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(size, totalPages);
  const half = Math.floor(size / 2);
  const start = Math.min(Math.max(current - half, 1), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text of (server-sanitised) HTML: tags removed, entities decoded, whitespace collapsed. */
export function stripTags(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] !== '#') return entities[code.toLowerCase()] ?? entity;
      const point = code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : '';
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** seo_description, else the first 150 characters of the body's text, else a fixed invitation. */
export function postExcerpt(post: Pick<BlogPost, 'seo_description' | 'content'>, fallback: string = excerptFallback): string {
  const description = post.seo_description?.trim();
  if (description) return description;
  const text = stripTags(post.content ?? '');
  if (!text) return fallback;
  return text.length > excerptLength ? `${text.slice(0, excerptLength).trimEnd()}…` : text;
}

/** estimated_read_time when the author set one, else words ÷ 200 rounded up (at least 1). */
export function readTimeMinutes(post: Pick<BlogPost, 'estimated_read_time' | 'content'>): number {
  if (post.estimated_read_time && post.estimated_read_time > 0) return post.estimated_read_time;
  const words = stripTags(post.content ?? '')
    .split(' ')
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

/** A small, stable string hash (FNV-1a): the same slug always gives the same number. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The text before a colon in the title ("Case Study: …" → "Case Study"); otherwise one of the
 * spec's nine categories chosen from the slug, so a post never changes category between visits.
 */
export function postCategory(post: Pick<BlogPost, 'title' | 'slug'>, categories: readonly string[] = postCategories): string {
  const colon = post.title.indexOf(':');
  const prefix = colon > 0 ? post.title.slice(0, colon).trim() : '';
  if (prefix) return prefix;
  return categories[hash(post.slug) % categories.length];
}

/** Spec: US long format on the English blog ("November 21, 2026"); fr-CA on the French one. */
export const blogDateLocale = { en: 'en-US', fr: 'fr-CA' } as const;

/** A long local date; empty when there is no valid date. */
export function formatLongDate(iso: string | null | undefined, locale: string = blogDateLocale.en): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}
