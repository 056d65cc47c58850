import { englishLeaks } from '@prairieflow/contracts';
import { expect, type Page, test } from '@playwright/test';
import { mails } from '../support/console';

/** A quoted-printable .eml decoded to text (soft line breaks joined, UTF-8 bytes restored). */
const decoded = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The French site (issue 12): the twin of every page under /fr, the language switch, French forms. */
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
  ...services.map((s) => `/services/${s}`),
];
const french = (path: string) => (path === '/' ? '/fr' : `/fr${path}`);
/** Names that stay as they are in French text. */
const ALLOWED = [
  'Prairieflow AI',
  'Prairieflow',
  'Global Privacy Control',
  'Do Not Track',
  '21st Street East',
  'LinkedIn',
  'Facebook',
  'Instagram',
  'English',
  'Read this page in English',
];

/** Every text a visitor or a screen reader meets on the page: leaf text, labels, titles, placeholders. */
const textsOn = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(el.tagName) || el.closest('[lang]:not(html)')?.getAttribute('lang')?.startsWith('en'))
        continue;
      for (const node of Array.from(el.childNodes))
        if (node.nodeType === Node.TEXT_NODE && node.textContent!.trim()) texts.push(node.textContent!.trim());
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) if (el.getAttribute(attr)) texts.push(el.getAttribute(attr)!);
    }
    texts.push(document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');
    return texts;
  });

test.describe('the French site', () => {
  test('Every English page has a French twin under /fr, in French, with hreflang both ways', async ({ page }) => {
    for (const path of english) {
      const response = await page.goto(french(path));
      expect(response?.status(), french(path)).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute(
        'href',
        new RegExp(`${path === '/' ? '/' : path}$`),
      );
      await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute('href', new RegExp(`${french(path)}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        'href',
        new RegExp(`${path === '/' ? '/' : path}$`),
      );
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_CA');
    }
  });

  test('No English text of the English pages or of the spec leaks into a French page (brand names aside)', async ({ page }) => {
    test.setTimeout(300_000);
    const englishTexts = new Set<string>();
    for (const path of english) {
      await page.goto(path);
      // Texts of three words or more (a phone number is not words).
      for (const text of await textsOn(page)) if (text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length >= 3) englishTexts.add(text);
    }
    const leaks: string[] = [];
    for (const path of english) {
      await page.goto(french(path));
      for (const text of await textsOn(page))
        leaks.push(...englishLeaks(text, [...englishTexts], ALLOWED).map((leak) => `${french(path)}: ${leak}`));
    }
    expect([...new Set(leaks)]).toEqual([]);
  });

  test('Visitor switches language on a service page and lands on its twin; the choice is remembered', async ({ page }) => {
    // The choice is remembered by the page script: click once it has run, as a visitor would.
    await page.goto('/services/Healthcare');
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/services\/Healthcare$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('L’automatisation par l’IA pour les fournisseurs de soins de santé');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('fr');
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/services\/Healthcare$/);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  });

  test.describe('from a browser that prefers French', () => {
    test.use({ locale: 'fr-CA' });

    test('the English home suggests French but never redirects; a choice silences it', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/$/);
      const suggestion = page.getByRole('complementary', { name: 'Ce site est aussi offert en français.' });
      await expect(suggestion).toBeVisible();
      await suggestion.getByRole('button', { name: 'Continue in English' }).click();
      await expect(suggestion).toBeHidden();
      await page.reload();
      await expect(page.getByRole('complementary', { name: 'Ce site est aussi offert en français.' })).toBeHidden();
    });
  });

  test('French contact form: a French validation error, then the French success toast', async ({ page }) => {
    await page.goto('/fr/contact');
    const form = page.getByRole('form', { name: 'Formulaire de contact' });
    await form.getByLabel('Nom complet').fill('A');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(form.getByLabel('Nom complet')).toHaveAccessibleDescription('Le nom doit compter au moins 2 caractères');
    await expect(form.getByLabel('Secteur d’activité')).toHaveAccessibleDescription('Veuillez choisir un secteur d’activité');
    await form.getByLabel('Nom complet').fill('Gabrielle Roy');
    await form.getByLabel('Courriel').fill('gabrielle.e2e@example.com');
    await form.getByLabel('Secteur d’activité').selectOption({ label: 'Immobilier' });
    await form.getByLabel('Message').fill('Nous voulons automatiser la prise de rendez-vous pour les visites.');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText(/^Message envoyé\s!$/)).toBeVisible();
  });

  test('Visitor subscribes from the French home page and receives the confirmation e-mail in French; its link confirms in French', async ({
    page,
    request,
  }) => {
    const email = `lectrice.${Date.now()}@example.com`;
    await page.goto('/fr');
    await page.waitForLoadState('networkidle');
    const box = page.locator('#newsletter');
    await box.getByPlaceholder('Votre adresse courriel').fill(email);
    await box.getByRole('button', { name: 'S’abonner' }).click();
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText('Merci de votre abonnement à notre infolettre.'),
    ).toBeVisible();
    let mail = '';
    await expect
      .poll(() => (mail = decoded(mails().find((m) => m.includes(email)) ?? '')), { timeout: 15_000 })
      .toContain('Veuillez confirmer votre abonnement à l’infolettre de Prairieflow AI.');
    expect(mail).toMatch(/^Subject: =\?UTF-8\?Q\?Veuillez_confirmer/m);
    const link = mail.match(/https?:\/\/\S+\/api\/newsletter\/confirm\?token=[\w-]+/)![0];
    const confirmed = await request.get(new URL(link).pathname + new URL(link).search);
    expect(confirmed.status()).toBe(200);
    const html = await confirmed.text();
    expect(html).toContain('lang="fr');
    expect(html).toContain('Abonnement confirmé');
  });

  test('A French question to the chat gets a French answer with a link into the French site', async ({ page }) => {
    await page.goto('/fr/services');
    await page.getByRole('button', { name: 'Ouvrir le clavardage avec notre assistant IA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assistant IA' });
    await expect(dialog).toBeVisible();
    const answered = page.waitForResponse('**/api/chatbot-webhook');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Combien de temps prend la mise en place pour une clinique ?');
    await dialog.getByRole('textbox', { name: 'Message' }).press('Enter');
    expect((await answered).status()).toBe(200);
    const reply = dialog.locator('[data-from="bot"]').last();
    await expect(reply).toContainText(/semaines/, { timeout: 15_000 });
    await expect(reply.locator('a[href^="/fr"]').first()).toBeVisible();
  });

  test('The French 404 page is French, with status 404', async ({ page }) => {
    const response = await page.goto('/fr/page-inexistante');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 – Page introuvable');
  });
});
