import { expect, test } from '@playwright/test';

const headerLinks = [
  ['Home', '/'],
  ['About', '/about'],
  ['Services', '/services'],
  ['Solutions', '/solutions'],
  ['Products', '/products'],
  ['Blogs', '/blog'],
  ['Careers', '/careers'],
  ['Contact', '/contact'],
] as const;

test.describe('shared layout', () => {
  test('Visitor sees every header link and the current one marked active', async ({ page }) => {
    await page.goto('/services');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of headerLinks) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/AI Business Automation/);
  });

  test('A service page keeps Services active (the path starts with it)', async ({ page }) => {
    await page.goto('/services/Healthcare');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('Book a Demo in the header goes to /contact', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Book a Demo' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('Header turns translucent after scrolling more than 10 px', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-translucent', 'false');
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 50);
    });
    await expect(header).toHaveAttribute('data-translucent', 'true');
  });

  test('Footer has service anchors, company links, contact links and social links in a new tab', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const slug of ['Healthcare', 'Restaurants', 'RealEstate', 'SalesMarketing', 'HRWorkforce', 'Salons']) {
      await expect(footer.locator(`a[href="/services/${slug}#top"]`)).toHaveCount(1);
    }
    for (const href of ['/about', '/services', '/blog', '/contact', '/privacy-policy', '/terms-of-service']) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer).toContainText('Saskatoon');
    for (const name of ['X', 'LinkedIn', 'Facebook', 'Instagram']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}\\b`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('Footer service link opens the service page at its top', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').locator('a[href="/services/Healthcare#top"]').click();
    await expect(page).toHaveURL(/\/services\/Healthcare#top$/);
  });

  test('An unknown path shows the 404 page with the developer hint', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.getByText(/add this page/i)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('Visitor opens the menu, picks a link, and the menu closes; Escape closes it too', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      // The menu is a disclosure (<details>): its summary toggles it, with or without script.
      const toggle = page.getByRole('banner').locator('summary', { hasText: 'Menu' });
      await toggle.click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeVisible();
      await expect(page.getByRole('banner')).toHaveAttribute('data-translucent', 'true');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      await toggle.click();
      await menu.getByRole('link', { name: 'Careers', exact: true }).click();
      await expect(page).toHaveURL(/\/careers$/);
      await expect(menu).toBeHidden();
    });

    test('Without script the menu still opens and every link works', async ({ browser }) => {
      const page = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
      await page.goto('/');
      await page.getByRole('banner').locator('summary', { hasText: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'About', exact: true }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
      await page.close();
    });

    test('The page has no horizontal scroll', async ({ page }) => {
      await page.goto('/');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
