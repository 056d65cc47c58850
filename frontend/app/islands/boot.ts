/**
 * The one script every public page loads (a few KB): it wakes islands (registry.ts) when their
 * rule says, holds a click or submit made before an island's code arrived and replays it after,
 * runs the header, and starts the visitor analytics once the page is idle. It imports neither
 * React nor any island: those come as separate chunks, only when needed.
 */
import { type Lang, langOfPath } from '~/i18n/lang';
import { takeEarly } from './boot-loader';
import { startPageEnhancements } from './enhancements';
import { loadIsland, openIsland } from './open-island';
import { type IslandName, islands } from './registry';

const PENDING = '[data-island]:not([data-hydrated])';
/** Controls that do nothing without their island's code: a click on one is held and replayed. */
const HELD_CONTROLS = 'button, [role="button"], [role="tab"], input[type="submit"]';

const hydrations = new Map<HTMLElement, Promise<void>>();
const held = new Map<HTMLElement, (() => void)[]>();

/** Hydrates a server-rendered island once; replays what was held for it. */
function wake(root: HTMLElement): Promise<void> {
  let done = hydrations.get(root);
  if (done) return done;
  const name = root.dataset.island as IslandName;
  done = Promise.all([import('./hydrate'), loadIsland(name)])
    .then(([{ hydrateIsland }, island]) =>
      hydrateIsland(root, island, JSON.parse(root.dataset.props ?? '{}') as { lang: Lang } & Record<string, unknown>),
    )
    .then(() => {
      root.dataset.hydrated = '';
      for (const replay of held.get(root) ?? []) replay();
      held.delete(root);
    });
  // A failed download may be retried by the next interaction; what was held stays held.
  done.catch((error: unknown) => {
    hydrations.delete(root);
    console.error(`Island ${name} could not start`, error);
  });
  hydrations.set(root, done);
  return done;
}

function hold(root: HTMLElement, replay: () => void) {
  held.set(root, [...(held.get(root) ?? []), replay]);
  void wake(root);
}

const elementOf = (event: Event) => (event.target instanceof Element ? event.target : null);

/** Intent (pointer, hover, focus, key) starts the download before the click lands. */
function onIntent(event: Event) {
  const el = elementOf(event);
  const root = el?.closest<HTMLElement>(PENDING);
  if (root) void wake(root);
  const trigger = el?.closest<HTMLElement>('[data-opens]');
  if (trigger) void loadIsland(trigger.dataset.opens as IslandName).catch(() => undefined);
}
for (const type of ['pointerdown', 'mouseover', 'focusin', 'touchstart', 'keydown']) {
  document.addEventListener(type, onIntent, { capture: true, passive: true });
}

document.addEventListener(
  'click',
  (event) => {
    const el = elementOf(event);
    if (!el || event.defaultPrevented) return;
    const trigger = el.closest<HTMLElement>('[data-opens]');
    if (trigger) {
      event.preventDefault();
      void openIsland(trigger.dataset.opens as IslandName, trigger).catch((error: unknown) => console.error('Could not open', error));
      return;
    }
    const root = el.closest<HTMLElement>(PENDING);
    const control = el.closest<HTMLElement>(HELD_CONTROLS);
    if (!root || !control || !root.contains(control)) return;
    // Not yet interactive: keep the click (no native toggle or submit) and make it again later.
    event.preventDefault();
    event.stopPropagation();
    hold(root, () => control.isConnected && control.click());
  },
  true,
);

document.addEventListener(
  'submit',
  (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    const root = form?.closest<HTMLElement>(PENDING);
    if (!form || !root) return;
    event.preventDefault();
    hold(root, () => form.isConnected && form.requestSubmit());
  },
  true,
);

function whenIdle(run: () => void) {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 300));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

const roots = Array.from(document.querySelectorAll<HTMLElement>(PENDING));
const visible = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visible.unobserve(entry.target);
      void wake(entry.target as HTMLElement);
    }
  },
  { rootMargin: '200px' },
);
for (const root of roots) {
  const rule = root.dataset.wake ?? islands[root.dataset.island as IslandName]?.wake;
  if (rule === 'visible') visible.observe(root);
  else if (rule === 'idle') whenIdle(() => void wake(root));
}

startPageEnhancements(langOfPath(location.pathname));

// What the visitor clicked or submitted before this script arrived, done again now that the
// listeners above are in place: it opens, or is held until its island wakes (boot-loader.ts).
for (const target of takeEarly()) {
  if (!target.isConnected) continue;
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else if (target instanceof HTMLElement) target.click();
}

// Visitor analytics never compete with the page: they start once it is loaded and idle.
whenIdle(() => {
  void import('~/features/analytics/page-load').then((m) => m.trackPageLoad());
});
