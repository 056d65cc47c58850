import { expect, test } from '@playwright/test';
import { newVisitor } from '../support/database';

/**
 * Forms without JavaScript (script blocked, or a visitor who submits before any island loads):
 * they post (never a GET with the details in the address) and the backend answers. Runs against
 * the Node server and again behind nginx, which must send these posts to the backend.
 */

const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;

test.describe('without JavaScript', () => {
  test.beforeEach(async ({ baseURL }) => {
    await newVisitor(baseURL!, ['contact', 'newsletter']);
  });

  test('The contact form posts, shows errors under the fields, then stores and thanks', async ({ browser }) => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    const requests: string[] = [];
    page.on(
      'request',
      (r) => r.isNavigationRequest() && requests.push(`${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`),
    );
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Full name').fill('A');
    await form.getByLabel('Email').fill(`noscript.${unique()}@example.com`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByLabel('Full name')).toHaveAccessibleDescription('Name must be at least 2 characters');
    await expect(form.getByLabel('Email')).toHaveValue(/^noscript\..+@example\.com$/);
    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('Industry').selectOption({ label: 'Real Estate' });
    await form.getByLabel('Message').fill('We would like to automate our showing bookings.');
    await form.getByLabel('Preferred date').fill(day(4));
    await form.getByLabel('Preferred time').selectOption({ label: 'morning (9am-12pm)' });
    await form.getByLabel('I would like to schedule a meeting').check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toContainText('Meeting requested!');
    expect(requests).toEqual(['GET /contact', 'POST /contact', 'POST /contact']);
    await page.close();
  });

  test('The French contact form answers in French', async ({ browser }) => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/fr/contact');
    const form = page.locator('form#contact-form');
    await form.locator('#contact-name').fill('A');
    await form.locator('[type=submit]').click();
    await expect(page).toHaveURL(/\/fr\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(form.locator('#contact-name')).toHaveAccessibleDescription(/caractères/);
    await page.close();
  });

  for (const { lang, home, empty, done } of [
    { lang: 'en', home: '/', empty: 'Please enter your email address.', done: 'Thank you for subscribing to our newsletter.' },
    { lang: 'fr', home: '/fr', empty: 'Veuillez entrer votre adresse courriel.', done: 'Merci de votre abonnement à notre infolettre.' },
  ]) {
    test(`The newsletter box (${lang}) subscribes and comes back to its message`, async ({ browser }) => {
      const page = await browser.newPage({ javaScriptEnabled: false });
      await page.goto(home);
      const box = page.locator('#newsletter');
      await expect(box.getByRole('status')).toHaveCount(0);
      await box.locator('[type=submit]').click();
      await expect(box.getByText(empty)).toBeVisible();
      await box.locator('input[name=email]').fill(`reader.${unique()}@example.com`);
      await box.locator('[type=submit]').click();
      await expect(page).toHaveURL(new RegExp(`${home === '/' ? '/' : '/fr'}#newsletter-subscribed$`));
      await expect(box.getByText(done)).toBeVisible();
      await expect(box.getByText(empty)).toBeHidden();
      await page.close();
    });
  }
});
