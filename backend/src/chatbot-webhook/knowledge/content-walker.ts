import type { Passage } from './passage';

const TITLE_KEYS = ['question', 'title', 'heading', 'headline', 'name'];
const TEXT_KEYS = ['answer', 'description', 'seoDescription', 'lead', 'summary', 'body', 'text', 'subtitle', 'intro', 'note'];
/** Never knowledge: media, icons, and the home page's scripted demo chat (its numbers are made up). */
const SKIP_KEYS = new Set([
  'image',
  'illustration',
  'icon',
  'alt',
  'src',
  'demo',
  'messages',
  'seo',
  'meta',
  'embed',
  'embedUrl',
  'cta',
  'empty',
  'loading',
  'error',
  'errors',
  'toast',
  'toasts',
]);

export interface WalkContext {
  module: string;
  path: string;
  title?: string;
  /** Where a card without a link of its own leads (the spec's Learn More rule), when known. */
  hrefForTitle?: (title: string) => string | undefined;
  serviceSlugs: ReadonlySet<string>;
  /** Articles (objects with a non-service slug) of this module live at `${articleBase}/{slug}`. */
  articleBase?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string');

function ownPath(value: Record<string, unknown>, ctx: WalkContext, title: string | undefined): string | undefined {
  for (const key of ['slug', 'link']) {
    const slug = str(value[key]);
    if (slug && ctx.serviceSlugs.has(slug)) return `/services/${slug}`;
  }
  const slug = str(value.slug);
  if (slug && ctx.articleBase && /^[a-z0-9-]+$/.test(slug)) return `${ctx.articleBase}/${slug}`;
  for (const key of ['path', 'href']) {
    const v = str(value[key]);
    // A card's own link counts; a call to action inside it (to /contact) does not move the card.
    if (v?.startsWith('/') && !v.startsWith('/contact')) return v.split('#')[0];
  }
  // Cards with an icon follow the Learn More rule, unless it only falls back to /services.
  const learnMore = title && 'icon' in value ? ctx.hrefForTitle?.(title) : undefined;
  return learnMore && learnMore !== '/services' ? learnMore : undefined;
}

/**
 * Walks whatever a content module exports and turns every titled piece of copy (cards, FAQ
 * entries, feature blocks, bullets, stats) into a passage linked to the page that shows it.
 * Generic on purpose: the content modules are plain data and their shapes may grow.
 */
export function walkContent(value: unknown, ctx: WalkContext, out: Passage[], key = ''): void {
  if (SKIP_KEYS.has(key) || typeof value === 'function') return;
  if (Array.isArray(value) && value.length > 0 && value.every((v) => isRecord(v) && str(v.value) && str(v.label) && !str(v.title))) {
    // A row of figures ("75% less documentation time", ...) reads best as one passage.
    const figures = value.map((v) => `${str((v as Record<string, unknown>).value)} ${str((v as Record<string, unknown>).label)}`);
    if (ctx.title)
      out.push({
        id: `${ctx.module}:${out.length}`,
        kind: ctx.path.startsWith('/services/') ? 'service' : 'page',
        title: ctx.title,
        text: `${figures.join('; ')}.`,
        path: ctx.path,
        section: ctx.title,
      });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => walkContent(item, ctx, out, `${key}.${i}`));
    return;
  }
  if (!isRecord(value)) return;

  const title = TITLE_KEYS.map((k) => str(value[k])).find(Boolean);
  const path = ownPath(value, ctx, title) ?? ctx.path;
  const parts: string[] = [];
  const statValue = str(value.value);
  const label = str(value.label);
  if (statValue && label) parts.push(`${statValue} ${label}`);
  // A timeline step's label ("2025") belongs to its text: "2025: We set out to…".
  const stepLabel = !statValue && label && title && label !== title ? `${label}:` : undefined;
  for (const k of TEXT_KEYS) {
    const text = str(value[k]);
    if (text && text !== title) parts.push(text);
  }
  for (const [k, v] of Object.entries(value)) {
    if (!SKIP_KEYS.has(k) && isStringList(v)) parts.push(v.map((s) => s.trim().replace(/[.;]?$/, '.')).join(' '));
  }
  const passageTitle = title ?? ctx.title ?? label;
  if (parts.length > 0 && passageTitle) {
    out.push({
      id: `${ctx.module}:${out.length}`,
      kind: ctx.module === 'faq' || 'question' in value ? 'faq' : path.startsWith('/services/') ? 'service' : 'page',
      title: passageTitle,
      text: [stepLabel, ...parts].filter(Boolean).join(' '),
      path,
      section: ctx.title,
    });
  }
  const child: WalkContext = { ...ctx, path, title: title ?? ctx.title };
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'object' && v !== null && !isStringList(v)) walkContent(v, child, out, k);
  }
}
