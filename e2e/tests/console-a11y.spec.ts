import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { adminCli, enrolmentLink, newOperator, signedIn, storeContact } from '../support/console';

/** axe (WCAG 2.1 A/AA) on every console screen at 1280 px, sign-in also at 375 px; screenshots for review. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function check(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `test-results/console-screens/${name}.png`, fullPage: true });
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('console accessibility', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // Each journey runs axe on several full screens: tens of seconds on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('sign-in and enrolment screens have no violations (375 and 1280 px)', async ({ page }) => {
    await page.goto('/admin/sign-in?expired=1');
    await check(page, 'sign-in-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await check(page, 'sign-in-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(enrolmentLink(adminCli('user', 'add', `a11y-${Date.now()}@prairieflow.example`, '--role', 'editor')));
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await check(page, 'enrol');
  });

  test('every signed-in screen has no violations, dialogs included', async ({ page, request }) => {
    const id = await storeContact({ name: 'Axe Person', email: `axe-${Date.now()}@example.com`, company: 'Axe Co', trapped: true });
    await signedIn(page, await newOperator(request, 'admin', 'a11y'));
    await check(page, 'inbox');
    await page.goto(`/admin/leads/${id}`);
    await expect(page.getByRole('heading', { name: 'Axe Person' })).toBeVisible();
    await check(page, 'lead');
    await page.getByRole('button', { name: 'Not spam' }).click();
    await check(page, 'lead-confirm-dialog');
    await page.keyboard.press('Escape');
    await page.goto('/admin/privacy');
    await page.getByLabel("The person's e-mail address").fill('nobody@example.com');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('heading', { name: /Stored about/ })).toBeVisible();
    await check(page, 'privacy');
    await page.goto('/admin/audit');
    await check(page, 'audit');
    await page.goto('/admin/operators');
    await check(page, 'operators');
  });

  test('an editor home has no violations', async ({ page, request }) => {
    await signedIn(page, await newOperator(request, 'editor', 'a11y-editor'));
    await check(page, 'editor-home');
  });

  test('the console works from the keyboard alone: sign in, filter, open a lead', async ({ page, request }) => {
    const operator = await newOperator(request, 'admin', 'keyboard');
    await page.goto('/admin/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.type(operator.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('prairie wheat fields at dusk');
    await page.keyboard.press('Tab');
    const { totp } = await import('../support/console');
    await page.keyboard.type(totp(operator.secret, 1));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.getByLabel('Search name, e-mail or company').focus();
    await page.keyboard.type('Axe Co');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/q=Axe/);
    await page.getByRole('link', { name: 'Axe Person' }).first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Axe Person' })).toBeVisible();
  });
});
