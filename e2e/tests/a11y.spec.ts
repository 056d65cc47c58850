import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { prerenderPaths } from '../../frontend/app/content/routes';

/**
 * axe-core, WCAG 2.1 A and AA rules, on every route (the app's own list) in English and French,
 * live pages and not-found pages included, at phone and desktop widths: 0 violations.
 */
const english = [...prerenderPaths, '/content/ai-hr-hiring-strategy', '/blog?page=2', '/services/Nope'];
const routes = [...english, ...english.map((path) => (path === '/' ? '/fr' : `/fr${path}`))];
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const summarise = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );

for (const width of [375, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of routes) {
      test(`${route} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
        expect(summarise(violations)).toEqual([]);
      });
    }

    test('the open demo dialog has no WCAG 2.1 A/AA violations', async ({ page }) => {
      await page.goto('/contact');
      await page.getByRole('main').getByRole('button', { name: 'Book a Demo' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Schedule a Demo' })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(summarise(violations)).toEqual([]);
    });
  });
}
