/**
 * The one inline script of every page (its hash is in the CSP, scripts/csp.mjs): it starts
 * boot.ts only once the page has painted, so no script sits between the HTML and its first
 * paint. (A `<script type="module" src>` in the head is fetched alongside the stylesheet, and
 * Lighthouse's simulated mobile load then counts it before the page's largest paint: LCP
 * 1.18–1.37 s with it, 0.91 s, the no-script ceiling, without.)
 *
 * Until boot.ts runs, the visitor's intent (pointer, key, focus, touch) loads it at once, and a
 * click on an island's control or a demo/chat trigger, or a submit of an island's form, is kept
 * (not lost, not sent as a plain GET) and handed to boot.ts, which replays it (`takeEarly`).
 * Browsers without paint timing start it after three seconds, or on the first intent. If it
 * cannot load, the loader stops holding anything: links and forms then work as plain HTML.
 */
export const EARLY_CONTROLS = '[data-opens],[data-island]:not([data-hydrated]) :is(button,[role=button],[role=tab],input[type=submit])';

export function bootLoader(src: string): string {
  return [
    `let s=0;const q=window.__pfEarly=[],d=document,on=(t,f)=>d.addEventListener(t,f,true),go=()=>{s||(s=1,import(${JSON.stringify(src)}).catch(()=>{q.done=1}))};`,
    `on('click',e=>{const c=!q.done&&e.target.closest?.(${JSON.stringify(EARLY_CONTROLS)});if(c){e.preventDefault();e.stopPropagation();q.push(c)}go()});`,
    `on('submit',e=>{if(!q.done&&e.target.closest('[data-island]:not([data-hydrated])')){e.preventDefault();q.push(e.target)}go()});`,
    `for(const t of['pointerdown','keydown','focusin','touchstart'])on(t,go);`,
    `new PerformanceObserver(l=>{l.getEntriesByName('first-contentful-paint').length&&setTimeout(go)}).observe({type:'paint',buffered:true});`,
    `setTimeout(go,3000)`,
  ].join('');
}

declare global {
  interface Window {
    /** What the visitor did before boot.ts arrived (boot-loader.ts). */
    __pfEarly?: (Element[] & { done?: boolean }) | undefined;
  }
}

/**
 * Called by boot.ts once its own listeners are in place: stops the loader from holding events
 * and returns what it held, in order, to be done again.
 */
export function takeEarly(): Element[] {
  const early = window.__pfEarly;
  if (!early) return [];
  early.done = true;
  return early.splice(0);
}
