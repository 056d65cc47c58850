import type { IslandModule, Wake } from './island-module';

/**
 * Every island of the public site, with what wakes it: the one place to see what hydrates and
 * when. Everything else on a page is HTML and CSS that never loads script. The header (menu,
 * scrolled state) needs no island: boot.ts handles it in a few lines.
 *
 * An island's code loads only when it wakes, or earlier on intent (pointer down, hover, focus)
 * so it answers at once; a click, key or submit made before it arrived is replayed after.
 */
export const islands = {
  /** home: far below the fold, so it costs nothing unless the visitor scrolls there */
  newsletter: { wake: 'visible', load: () => import('~/features/newsletter/newsletter.island') },
  /** contact page: React, react-hook-form and zod are ~125 KB, so they load on intent (hover,
   * focus, touch) rather than as soon as the form shows; typing before they arrive is kept */
  'contact-form': { wake: 'interaction', load: () => import('~/features/contact-form/contact-form.island') },
  /** every "Schedule a Demo" / "Book a Demo" button (data-opens="demo-dialog") */
  'demo-dialog': { wake: 'trigger', load: () => import('~/features/demo-request/demo-dialog.island') },
  /** the floating launcher (data-opens="chat") */
  chat: { wake: 'trigger', load: () => import('~/features/chat/chat.island') },
  /** careers: View Details dialog; with no server data (nginx fallback) it loads the jobs itself */
  careers: { wake: 'interaction', load: () => import('~/features/careers/careers.island') },
  /** /blog served without data (nginx fallback page): fetches and pages in the browser */
  'blog-list': { wake: 'idle', load: () => import('~/features/blog/blog-list.island') },
  /** /content/{slug} served without data (nginx fallback page): fetches the post in the browser */
  article: { wake: 'idle', load: () => import('~/features/blog/article.island') },
  /** /content: the category filter */
  'content-hub': { wake: 'interaction', load: () => import('~/features/content-hub/content-hub.island') },
  /** footer link "Privacy choices" (data-opens="privacy-choices") */
  'privacy-choices': { wake: 'trigger', load: () => import('~/features/privacy-choices/privacy-choices.island') },
  /** the toast area: opened by lib/toast.ts when the first toast is shown */
  toaster: { wake: 'trigger', load: () => import('~/components/ui/toaster.island') },
  /** products: the click-to-load demo frames (data-opens="demo-frame") */
  'demo-frame': { wake: 'trigger', load: () => import('~/features/products/demo-frame.island') },
} satisfies Record<string, { wake: Wake; load: () => Promise<{ default: Pick<IslandModule, 'open'> & { Component?: unknown } }> }>;

export type IslandName = keyof typeof islands;
