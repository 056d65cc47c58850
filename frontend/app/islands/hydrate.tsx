import { createRoot, hydrateRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import type { Lang } from '~/i18n/lang';
import type { IslandModule } from './island-module';
import { islandTree } from './tree';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const controls = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<Control>('input, textarea, select')).filter(
    (el) => !(el instanceof HTMLInputElement && ['submit', 'button', 'hidden', 'file', 'image', 'reset'].includes(el.type)),
  );
const isToggle = (el: Control): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
/** A control's state as one string, to compare before and after hydration. */
const stateOf = (el: Control) => (isToggle(el) ? String(el.checked) : el.value);

/** The value the server rendered into a control (what it shows when nobody has touched it). */
const serverValue = (el: Control) =>
  el instanceof HTMLSelectElement
    ? ((Array.from(el.options).find((o) => o.defaultSelected) ?? el.options[0])?.value ?? '')
    : el.defaultValue;

/**
 * Tells React and react-hook-form what the visitor typed or ticked before the island's code
 * arrived, the way the visitor did it: an input event for text, a change event for selects, a
 * click for checkboxes. React ignores an event whose value its tracker already holds, so the
 * tracker is reset first (through the element's own setter) and the value set again past it.
 */
function announce(root: HTMLElement, before: Map<Control, string>) {
  for (const el of controls(root)) {
    if (isToggle(el)) {
      const ticked = before.get(el) === 'true';
      if (ticked === el.defaultChecked) continue;
      el.checked = !ticked;
      el.click();
      continue;
    }
    const initial = serverValue(el);
    const typed = el.value !== initial ? el.value : before.get(el);
    if (typed === undefined || typed === initial) continue;
    el.value = initial;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set?.call(el, typed);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

/** Hydrates a server-rendered island in place; resolves once React has committed it. */
export function hydrateIsland(root: HTMLElement, module: IslandModule, props: { lang: Lang } & Record<string, unknown>): Promise<void> {
  const Component = module.Component;
  if (!Component) return Promise.reject(new Error(`island ${root.dataset.island} has no Component`));
  // What the controls hold now, in case hydration itself resets a controlled one.
  const before = new Map(controls(root).map((el) => [el, stateOf(el)]));
  return new Promise((resolve) => {
    hydrateRoot(
      root,
      islandTree(props.lang, <Component {...props} />, () => {
        announce(root, before);
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
