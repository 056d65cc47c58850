import { expect, type Page, test } from '@playwright/test';
import { newVisitor, sql } from '../support/database';

/**
 * The products page's live demos on a build with no VITE_DEMO_*_URL: each loads the site's own
 * demo of a fictional business in the click-to-load sandboxed frame, books something, answers,
 * and nothing reaches the company's leads (the leads inbox table, chat leads, deliveries).
 * Runs directly and behind nginx (which proxies /demos/ with the demo pages' own headers).
 */

const leadCounts = (baseURL: string) =>
  sql<{ leads: number; chat: number; deliveries: number }>(
    baseURL,
    'SELECT (SELECT count(*) FROM leads)::int AS leads, (SELECT count(*) FROM chat_leads)::int AS chat, (SELECT count(*) FROM deliveries)::int AS deliveries',
  ).then((rows) => rows[0]);

const pageWords = {
  en: {
    path: '/products',
    load: 'Load the live demo',
    frame: 'Live demo: ',
    badge: 'Live demo · sample data',
    fictional: /fictional/,
    input: 'Your message to the demo assistant',
    send: 'Send',
    card: /^Sample booking DEMO-/,
  },
  fr: {
    path: '/fr/products',
    load: 'Charger la démo en direct',
    frame: 'Démo en direct\u00a0: ',
    badge: 'Démo en direct · données d’exemple',
    fictional: /ficti(f|ve)/,
    input: 'Votre message à l’assistant de démo',
    send: 'Envoyer',
    card: /^Réservation d’exemple DEMO-/,
  },
};

test.beforeEach(async ({ baseURL }) => {
  await newVisitor(baseURL!, ['demo-ip', 'demo-session']);
});

async function loadDemo(page: Page, product: string, lang: 'en' | 'fr' = 'en') {
  const w = pageWords[lang];
  await page.goto(w.path);
  await page.getByRole('button', { name: `${w.load} (${product})` }).click();
  const iframe = page.locator(`iframe[title="${w.frame}${product}"]`);
  await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts');
  const frame = page.frameLocator(`iframe[title="${w.frame}${product}"]`);
  await expect(frame.getByRole('heading', { name: product })).toBeVisible();
  await expect(frame.getByText(w.badge)).toBeVisible();
  await expect(frame.getByText(w.fictional).first()).toBeVisible();
  return frame;
}

const cases = [
  {
    product: 'Real Estate Assistant',
    demo: 'real-estate',
    steps: ['Book a showing of the condo on Saturday at 10am'],
    answer: 'Booked: a showing of 405-220 River Road on Saturday at 10:00',
    kind: 'showing',
  },
  {
    product: 'HR Assistant',
    demo: 'hr',
    steps: ['Start an application', 'Apply for Warehouse Lead'],
    answer: 'Your application for Warehouse Lead is started',
    kind: 'application',
  },
  {
    product: 'Restaurant Assistant',
    demo: 'restaurant',
    steps: ['Reserve a table for 4 on Friday at 7pm'],
    answer: 'Reserved: a table for 4 on Friday at 19:00',
    kind: 'reservation',
  },
] as const;

/** The same journeys on the French site: the frame speaks French (/demos/{demo}?lang=fr). */
const frenchCases = [
  {
    product: 'Assistant immobilier',
    demo: 'real-estate',
    steps: ['Réserver une visite du condo samedi à 10 h'],
    answer: 'C’est réservé : une visite du 405-220 River Road samedi à 10:00',
    kind: 'showing',
  },
  {
    product: 'Assistant RH',
    demo: 'hr',
    steps: ['Commencer une candidature', 'Postuler : Chef d’équipe d’entrepôt'],
    answer: 'Votre candidature au poste de Chef d’équipe d’entrepôt est commencée',
    kind: 'application',
  },
  {
    product: 'Assistant restaurant',
    demo: 'restaurant',
    steps: ['Réserver une table pour 4 vendredi à 19 h'],
    answer: 'C’est réservé : une table pour 4 vendredi à 19:00',
    kind: 'reservation',
  },
] as const;

test.describe('live demos on the built-in assistant', () => {
  for (const c of cases) {
    test(`${c.product}: visitor loads the demo, makes a ${c.kind} and sees the answer; no lead is stored`, async ({ page, baseURL }) => {
      const before = await leadCounts(baseURL!);
      const frame = await loadDemo(page, c.product);
      const input = frame.getByRole('textbox', { name: 'Your message to the demo assistant' });
      // An e-mail typed into a demo is not a lead either.
      await input.fill('my email is demo.visitor@example.com');
      await input.press('Enter');
      await expect(frame.getByRole('log').getByText('my email is demo.visitor@example.com')).toBeVisible();
      for (const step of c.steps) {
        // The input is disabled while the demo answers (a slow machine can take a few seconds).
        await expect(input).toBeEnabled({ timeout: 15_000 });
        await input.fill(step);
        await frame.getByRole('button', { name: 'Send' }).click();
      }
      const log = frame.getByRole('log');
      await expect(log.getByText(c.answer)).toBeVisible({ timeout: 15_000 });
      const card = log.getByText(/^Sample booking DEMO-/);
      await expect(card).toBeVisible();
      const reference = /DEMO-[A-Z]+-[0-9A-F]{6}/.exec((await card.textContent()) ?? '')![0];

      const rows = await sql<{ demo: string; kind: string }>(
        baseURL!,
        "SELECT demo, kind FROM demo_bookings WHERE details->>'reference' = $1",
        [reference],
      );
      expect(rows).toEqual([{ demo: c.demo, kind: c.kind }]);
      expect(await leadCounts(baseURL!)).toEqual(before);
    });
  }

  for (const c of frenchCases) {
    test(`${c.product} (French site): the demo answers in French, makes a ${c.kind}; no lead is stored`, async ({ page, baseURL }) => {
      const w = pageWords.fr;
      const before = await leadCounts(baseURL!);
      const frame = await loadDemo(page, c.product, 'fr');
      const input = frame.getByRole('textbox', { name: w.input });
      for (const step of c.steps) {
        await expect(input).toBeEnabled({ timeout: 15_000 });
        await input.fill(step);
        await frame.getByRole('button', { name: w.send }).click();
      }
      const log = frame.getByRole('log');
      await expect(log.getByText(c.answer)).toBeVisible({ timeout: 15_000 });
      const card = log.getByText(w.card);
      await expect(card).toBeVisible();
      const reference = /DEMO-[A-Z]+-[0-9A-F]{6}/.exec((await card.textContent()) ?? '')![0];
      const rows = await sql<{ demo: string; kind: string }>(
        baseURL!,
        "SELECT demo, kind FROM demo_bookings WHERE details->>'reference' = $1",
        [reference],
      );
      expect(rows).toEqual([{ demo: c.demo, kind: c.kind }]);
      expect(await leadCounts(baseURL!)).toEqual(before);
    });
  }

  test('A suggestion button sends its text, and the conversation keeps its context', async ({ page }) => {
    const frame = await loadDemo(page, 'Restaurant Assistant');
    await frame.getByRole('button', { name: 'See the menu' }).click();
    await expect(frame.getByRole('log').getByText(/Bison Burger, \$22/)).toBeVisible();
    await frame.getByRole('textbox', { name: 'Your message to the demo assistant' }).fill('reserve a table for 2');
    await frame.getByRole('button', { name: 'Send' }).click();
    await expect(frame.getByRole('log').getByText('A table for 2. Which day?')).toBeVisible();
    await frame.getByRole('button', { name: 'Saturday' }).click();
    await expect(frame.getByRole('log').getByText(/A table for 2 on Saturday\. What time\?/)).toBeVisible();
  });

  test('A demo page is served with its own strict policy, framed by this site only, with no inline script', async ({ request }) => {
    const response = await request.get('/demos/hr');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    const html = await response.text();
    expect(html).toContain('Northwind Outfitters is a fictional');
    for (const tag of html.match(/<script[^>]*>/g) ?? []) expect(tag).toMatch(/\ssrc="\/demos\/assets\/demo\.js/);
    const script = await request.get(/src="([^"]+)"/.exec(html.match(/<script[^>]*>/)![0])![1]);
    expect(script.headers()['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await request.get('/demos/no-such-demo')).status()).toBe(404);
  });
});
