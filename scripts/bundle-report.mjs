#!/usr/bin/env node
/**
 * The JavaScript each public page makes a visitor download, measured in a real browser:
 *
 *   npm run build && npm run bundle-report             # every route, English and French
 *   npm run bundle-report -- --routes=/,/contact       # some routes
 *
 * For each route: the JavaScript transferred (gzip, as nginx's gzip_static serves it) in the
 * first 5 seconds after navigation when the visitor does nothing, and apart from it the visitor
 * analytics (which start only once the page is idle; counted until the network is quiet,
 * the table client included); then how fast each
 * island answers its first and second use; then each island's download and the biggest modules
 * behind the largest chunks (frontend/build/client/.vite/chunks.json, written by the build).
 * It prints figures; it does not fail on them (pass --strict to exit 1 when a budget is missed).
 */
// The island timings run inside the page (page.evaluate), where these browser globals exist.
/* global document, MouseEvent, PointerEvent, requestAnimationFrame */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { root, startBackend, staticDir } from './bench/lib.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((a) => [a.replace(/^--/, '').split('=')[0], a.split('=')[1] ?? true]));
const services = [
  'Healthcare',
  'FinancialServices',
  'HRWorkforce',
  'Restaurants',
  'Salons',
  'RealEstate',
  'Clinics',
  'SocialMedia',
  'AIReputation',
  'AIAssistant',
  'SalesMarketing',
];
/** Issue 11's budgets (KB gzipped, first 5 s without interaction, analytics apart). */
const interactive = new Set(['/contact', '/careers', '/blog', '/content/ai-hr-hiring-strategy']);
const english = [
  '/',
  '/about',
  '/services',
  '/solutions',
  '/products',
  '/contact',
  '/terms-of-service',
  '/privacy-policy',
  '/careers',
  '/blog',
  '/content',
  '/content/ai-hr-hiring-strategy',
  ...services.map((s) => `/services/${s}`),
];
const routes = args.routes ? String(args.routes).split(',') : [...english, ...english.map((p) => (p === '/' ? '/fr' : `/fr${p}`))];
const budgetKb = (route) => (interactive.has(route.replace(/^\/fr(?=\/|$)/, '') || '/') ? 100 : 30);

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
const manifest = JSON.parse(readFileSync(path.join(root, staticDir, '.vite', 'manifest.json'), 'utf8'));
const chunks = JSON.parse(readFileSync(path.join(root, staticDir, '.vite', 'chunks.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(root, staticDir, file)), { level: 9 }).length;
/** The analytics start with this chunk (features/analytics/page-load.ts); what follows is theirs. */
const analyticsEntry = `/${manifest['app/features/analytics/page-load.ts'].file}`;

const backend = await startBackend({ WORKER_ENABLED: 'false' });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const misses = [];
try {
  console.log(`JavaScript in the first 5 s without interaction (KB, gzip) · ${backend.base}\n`);
  console.log(`${'route'.padEnd(36)}  page  budget  analytics  files`);
  for (const route of routes) {
    const page = await browser.newPage({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
    const scripts = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
      scripts.push({ url: new URL(request.url()).pathname, at: request.timing().startTime, bytes: sizes.responseBodySize });
    });
    await page.goto(backend.base + route);
    await page.waitForTimeout(5000);
    // The page's own budget stops at 5 s; the analytics are followed until they have loaded.
    const ownScripts = scripts.slice();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3000);
    await page.close();
    const byStart = (list) => list.slice().sort((a, b) => a.at - b.at);
    const all = byStart(scripts);
    const start = all.findIndex((s) => s.url === analyticsEntry);
    const analytics = start === -1 ? [] : all.slice(start);
    const own = byStart(ownScripts).filter((s) => !analytics.includes(s));
    const sum = (list) => list.reduce((n, s) => n + s.bytes, 0);
    const budget = budgetKb(route);
    const ok = sum(own) / 1024 <= budget;
    if (!ok) misses.push(`${route}: ${(sum(own) / 1024).toFixed(1)} KB > ${budget} KB`);
    console.log(
      `${route.padEnd(36)}${kb(sum(own))}  ${String(budget).padStart(6)}  ${kb(sum(analytics))}     ${String(scripts.length).padStart(3)}${ok ? '' : '  ← over budget'}`,
    );
  }

  console.log('\nFirst and second use of each island (ms in the page from the action to its answer, this machine)\n');
  console.log(`${'island'.padEnd(34)}${'cold click'.padStart(10)}${'after intent'.padStart(16)}${'again'.padStart(12)}`);
  // Timed inside the page (performance.now, polled every frame), so Playwright's own round
  // trips and actionability checks are not counted: this is what the visitor waits.
  const uses = [
    ['chat launcher → panel', '/', { target: '[data-opens="chat"]', answered: '[role="dialog"]', undo: 'Close chat' }],
    [
      'demo button → dialog',
      '/contact',
      { target: 'main [data-opens="demo-dialog"]', answered: '[role="dialog"] input[autocomplete="name"]', undo: 'Escape' },
    ],
    [
      'contact form focus → hydrated',
      '/contact',
      { target: '#contact-name', focus: true, answered: '[data-island="contact-form"][data-hydrated]' },
    ],
    [
      'careers View Details → dialog',
      '/careers',
      { target: 'button[aria-haspopup="dialog"]', text: 'View Details', answered: '[role="dialog"]', undo: 'Escape' },
    ],
    [
      'content filter → applied',
      '/content',
      { target: 'button', text: 'Security', answered: 'button[aria-pressed="true"]', answeredText: 'Security', undo: 'All' },
    ],
    ['privacy choices → dialog', '/', { target: '[data-opens="privacy-choices"]', answered: '[role="dialog"]', undo: 'Escape' }],
  ];
  // intent: a mouse visitor's shortest sequence before the click lands (hover 150 ms before,
  // press 80 ms before), which is when islands start loading their code (issue 11 allows it).
  const timeUse = (page, use, intent) =>
    page.evaluate(
      async ({ target, text, focus, answered, answeredText, intent }) => {
        const find = (selector, label) =>
          [...document.querySelectorAll(selector)].find(
            (e) => !label || e.textContent?.trim().startsWith(label) || e.getAttribute('aria-label') === label,
          );
        const element = find(target, text);
        if (!element) throw new Error(`no ${target} ${text ?? ''}`);
        const wait = (ms) => new Promise((r) => setTimeout(r, ms));
        if (intent && !focus) {
          element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
          await wait(150 - 80);
          element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
          await wait(80);
        }
        const t0 = performance.now();
        if (focus) element.focus();
        else element.click();
        await new Promise((resolve, reject) => {
          const timeout = setTimeout(() => reject(new Error(`no answer: ${answered}`)), 15_000);
          const check = () =>
            find(answered, answeredText)?.checkVisibility() ? (clearTimeout(timeout), resolve()) : requestAnimationFrame(check);
          check();
        });
        return Math.round(performance.now() - t0);
      },
      { ...use, intent },
    );
  for (const [label, route, use] of uses) {
    const times = [];
    for (const intent of [false, true]) {
      const page = await browser.newPage();
      await page.goto(backend.base + route);
      await page.waitForLoadState('networkidle');
      for (let i = 0; i < (use.undo && intent ? 2 : 1); i += 1) {
        times.push(await timeUse(page, use, intent && i === 0));
        if (use.undo === 'Escape') await page.keyboard.press('Escape');
        else if (use.undo)
          await page.evaluate(
            (l) =>
              [...document.querySelectorAll('button')]
                .find((b) => (b.textContent?.trim() === l || b.getAttribute('aria-label') === l) && b.checkVisibility())
                ?.click(),
            use.undo,
          );
        if (use.undo && !use.answeredText)
          await page.waitForFunction((sel) => ![...document.querySelectorAll(sel)].some((e) => e.checkVisibility()), use.answered);
        await page.waitForTimeout(300);
      }
      await page.close();
    }
    const [cold, warned, again] = times;
    const column = (ms) => (ms === undefined ? '' : `${String(ms).padStart(5)} ms`);
    console.log(
      `${label.padEnd(34)}${column(cold).padStart(10)}${column(use.focus ? undefined : warned).padStart(16)}${column(again).padStart(12)}`,
    );
    const first = use.focus ? cold : warned;
    if (first > 300) misses.push(`${label}: first use ${first} ms > 300`);
    if (again > 100) misses.push(`${label}: second use ${again} ms > 100`);
  }

  console.log('\nEach island when it loads (KB, gzip, with what it shares with others)\n');
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const hydrate = closure('app/islands/hydrate.tsx');
  for (const [key, entry] of Object.entries(manifest)) {
    if (!entry.isDynamicEntry && !entry.isEntry) continue;
    if (!/\.(tsx?|mjs|js)$/.test(key)) continue;
    const files = closure(key);
    const withReact = key.includes('.island') && !key.includes('demo-frame') ? new Set([...files, ...hydrate]) : files;
    const total = [...withReact].reduce((n, k) => n + (manifest[k].file.endsWith('.js') ? gz(manifest[k].file) : 0), 0);
    console.log(`${kb(total)}  ${key.replace(/^app\//, '').replace(/^\.\.\/node_modules\//, '')}`);
  }

  console.log('\nBiggest modules in the biggest chunks (minified bytes)\n');
  const biggest = chunks
    // A CSS entry's empty JS chunk is listed by the build but not written.
    .filter((c) => c.file.endsWith('.js') && existsSync(path.join(root, staticDir, c.file)))
    .map((c) => ({ ...c, gz: gz(c.file) }))
    .sort((a, b) => b.gz - a.gz)
    .slice(0, 8);
  for (const chunk of biggest) {
    console.log(`${kb(chunk.gz)}  ${chunk.file}`);
    for (const module of chunk.modules.slice(0, 3)) console.log(`          ${String(module.bytes).padStart(7)}  ${module.id}`);
  }
  console.log(misses.length ? `\nBudgets missed:\n  ${misses.join('\n  ')}` : '\nAll budgets met.');
  if (args.strict && misses.length) process.exitCode = 1;
} finally {
  await browser.close();
  await backend.stop();
}
