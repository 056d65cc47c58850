/**
 * Small page behaviours that need no React (part of boot.ts): the header's scrolled state and
 * menu, buttons that open islands, broken-cover fallbacks, the language choice.
 */
import type { Lang } from '~/i18n/lang';

/** Spec: the header turns translucent once scrolled past 10 px or while the menu is open. */
export const SCROLL_THRESHOLD_PX = 10;
export const LANG_CHOICE_KEY = 'lang';

function startHeader() {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;
  const menu = header.querySelector('details');
  const update = () => header.setAttribute('data-translucent', String(scrollY > SCROLL_THRESHOLD_PX || Boolean(menu?.open)));
  addEventListener('scroll', update, { passive: true });
  menu?.addEventListener('toggle', update);
  update();
  if (!menu) return;
  const close = () => {
    menu.open = false;
  };
  // Choosing a link closes the menu (an anchor on this page does not reload it).
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    close();
    menu.querySelector('summary')?.focus();
  });
  document.addEventListener('click', (event) => {
    if (menu.open && event.target instanceof Node && !menu.contains(event.target)) close();
  });
}

/**
 * Elements that open an island are links in the HTML (they work without script: the demo
 * buttons lead to the contact form); with script they are buttons that open a dialog.
 */
function upgradeOpeners() {
  for (const el of document.querySelectorAll<HTMLElement>('a[data-opens]')) {
    el.setAttribute('role', 'button');
    el.setAttribute('aria-haspopup', 'dialog');
  }
  document.addEventListener('keydown', (event) => {
    const el = event.target instanceof HTMLElement ? event.target : null;
    if (event.key === ' ' && el?.matches('a[data-opens]')) {
      event.preventDefault();
      el.click();
    }
  });
  // Controls that only make sense with script (the chat launcher) are hidden until now.
  for (const el of document.querySelectorAll<HTMLElement>('[data-needs-script]')) el.hidden = false;
}

/** A cover that fails to load falls back to our own default once (no loop). */
function startImageFallbacks() {
  const swap = (img: HTMLImageElement) => {
    const fallback = img.dataset.fallback;
    if (fallback && !img.src.endsWith(fallback)) {
      img.removeAttribute('srcset');
      img.src = fallback;
    }
  };
  document.addEventListener('error', (event) => event.target instanceof HTMLImageElement && swap(event.target), true);
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-fallback]'))
    if (img.complete && img.naturalWidth === 0) swap(img);
}

/**
 * The language switch remembers the choice. A first visit to the English home from a browser
 * that prefers French gets a suggestion (never a redirect); a choice made once silences it.
 */
function startLanguageChoice(lang: Lang) {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANG_CHOICE_KEY);
  } catch {
    // storage blocked: nothing is remembered
  }
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-lang-choice]') : null;
    if (!link) return;
    try {
      localStorage.setItem(LANG_CHOICE_KEY, link.dataset.langChoice ?? '');
    } catch {
      // not remembered; the link still works
    }
    if (link.matches('button')) link.closest<HTMLElement>('[data-lang-suggestion]')?.setAttribute('hidden', '');
  });
  const suggestion = document.querySelector<HTMLElement>('[data-lang-suggestion]');
  const prefersFrench = navigator.languages?.[0]?.toLowerCase().startsWith('fr') ?? false;
  if (suggestion && lang === 'en' && !stored && prefersFrench) suggestion.hidden = false;
}

export function startPageEnhancements(lang: Lang) {
  startHeader();
  upgradeOpeners();
  startImageFallbacks();
  startLanguageChoice(lang);
}
