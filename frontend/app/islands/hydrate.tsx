import { createRoot, hydrateRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import type { Lang } from '~/i18n/lang';
import type { IslandModule } from './island-module';
import { islandTree } from './tree';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the visitor typed or chose before the island's code arrived. */
function snapshot(root: HTMLElement) {
  return Array.from(root.querySelectorAll<Control>('input, textarea, select'))
    .filter((el) => !(el instanceof HTMLInputElement && ['checkbox', 'radio', 'submit', 'button', 'hidden'].includes(el.type)))
    .map((el) => ({ el, value: el.value }));
}

/**
 * Puts those values back through the same path typing takes (the native setter, then an input
 * event), so React state and react-hook-form both see them. Checkboxes never change before
 * hydration: boot.ts holds their clicks and replays them.
 */
function restore(values: ReturnType<typeof snapshot>) {
  for (const { el, value } of values) {
    if (!el.isConnected || el.value === value) continue;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;
    setter?.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

/** Hydrates a server-rendered island in place; resolves once React has committed it. */
export function hydrateIsland(root: HTMLElement, module: IslandModule, props: { lang: Lang }): Promise<void> {
  const Component = module.Component;
  if (!Component) return Promise.reject(new Error(`island ${root.dataset.island} has no Component`));
  const typed = snapshot(root);
  return new Promise((resolve) => {
    hydrateRoot(
      root,
      islandTree(props.lang, <Component {...props} />, () => {
        restore(typed);
        resolve();
      }),
      { onRecoverableError: (error) => console.warn(`Island ${root.dataset.island} re-rendered on the client:`, error) },
    );
  });
}

/** Mounts client-only UI (dialogs, panels, toasts) into its own element at the end of the body. */
export function mountIsland(name: string, lang: Lang, children: ReactNode): HTMLElement {
  const host = document.createElement('div');
  host.dataset.islandHost = name;
  document.body.append(host);
  createRoot(host).render(islandTree(lang, children));
  return host;
}
