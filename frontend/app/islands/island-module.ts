import type { ComponentType } from 'react';
import type { Lang } from '~/i18n/lang';

/** How an island wakes up (see registry.ts). */
export type Wake =
  /** hydrate when it comes near the viewport, or at the first pointer, focus or key inside it */
  | 'visible'
  /** hydrate at the first pointer, focus or key inside it */
  | 'interaction'
  /** hydrate once the page is loaded and the browser idle (content that must update on its own) */
  | 'idle'
  /** client-only: nothing is server-rendered; an element with data-opens="<name>" opens it */
  | 'trigger';

/**
 * What every island module exports as default. Its component reads the page's language from
 * context (islands/tree.tsx); `lang` also travels in the props the server writes into the page.
 */
export interface IslandModule<P = Record<string, unknown>> {
  /** Server-rendered islands: the component the server rendered, hydrated in place. */
  Component?: ComponentType<P>;
  /** Trigger islands: called with the element that was clicked (and its page's language). */
  open?: (trigger: HTMLElement, lang: Lang) => void;
}

/** Declares an island module with its props type checked. */
export const defineIsland = <P extends object>(module: IslandModule<P>) => module;
