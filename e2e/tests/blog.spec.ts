import { expect, type Page, test } from '@playwright/test';
import { serveFallbackPage, sql } from '../support/site';

// The seeded content: 13 published posts, so 9 on page 1 and 4 on page 2.
const newest = { slug: 'ai-customer-experience-revolution', title: 'The AI Customer Experience Revolution in Restaurants and Hospitality' };

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const blogApi = '**/api/blogs?*';

test.describe('AI Insights blog (/blog)', () => {
  test('Visitor sees nine cards with cover, category, US date, title and excerpt, newest first, in the HTML itself', async ({
    page,
    request,
  }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Insights' })).toBeVisible();
    await expect(cards(page)).toHaveCount(9);
    const first = cards(page).first();
    await expect(first.getByRole('link', { name: newest.title })).toHaveAttribute('href', `/content/${newest.slug}`);
    await expect(first.locator('img')).toHaveAttribute('src', `/images/blog/${newest.slug}.svg`);
    await expect(first.locator('time')).toHaveText('November 10, 2026');
    await expect(first).toContainText('How AI assistants answer every call');
    // "Implementation: …" takes its category from the text before the colon.
    await expect(cards(page).nth(1).getByText('Implementation', { exact: true })).toBeVisible();
    // Crawlers get the same cards without running any script.
    const html = await (await request.get('/blog')).text();
    expect(html).toContain(newest.title);
    expect(html).toContain('How AI assistants answer every call');
  });

  test('Visitor pages through the blog with real page addresses; Previous and Next are disabled at the ends', async ({ page }) => {
    await page.goto('/blog');
    const nav = page.getByRole('navigation', { name: 'Blog pages' });
    await expect(nav.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(2);

    await nav.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page)).toHaveCount(4);
    await expect(nav.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    await expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog');

    await nav.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(9);
    await expect(cards(page).first()).toContainText(newest.title);
  });

  test('A page past the last one, or not a page number, is the not-found page with 404', async ({ page }) => {
    for (const query of ['?page=3', '?page=0', '?page=two']) {
      const response = await page.goto(`/blog${query}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    }
  });

  test('A card opens the article at /content/{slug}, and Back to Articles returns to /blog', async ({ page }) => {
    await page.goto('/blog');
    await cards(page).first().getByRole('link', { name: newest.title }).click();
    await expect(page).toHaveURL(new RegExp(`/content/${newest.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title);
    await page.getByRole('link', { name: 'Back to Articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('The static Browse by Topic list has twelve buttons', async ({ page }) => {
    await page.goto('/blog');
    const topics = page.getByRole('region', { name: 'Browse by Topic' });
    await expect(topics.getByRole('button')).toHaveCount(12);
  });

  test('A post without a cover gets the default cover, a body-only post a body excerpt, and a broken cover falls back', async ({
    page,
  }) => {
    await sql(
      `INSERT INTO blog_posts (slug, title, content, cover_image_url, seo_description, published_at, is_draft)
       VALUES ('e2e-plain-post', 'A plain post', 'First words of the body.', NULL, NULL, now() - interval '1 second', false),
              ('e2e-broken-cover', 'A post with a broken cover', 'Body.', '/images/blog/no-such-cover.svg', 'Covers can break.', now() - interval '2 seconds', false)`,
    );
    try {
      await page.goto('/blog');
      const plain = cards(page).filter({ hasText: 'A plain post' });
      await expect(plain.locator('img')).toHaveAttribute('src', '/images/blog/default-cover.svg');
      await expect(plain).toContainText('First words of the body.');
      const broken = cards(page).filter({ hasText: 'A post with a broken cover' });
      await expect(broken.locator('img')).toHaveAttribute('src', /\/images\/blog\/default-cover\.svg$/);
    } finally {
      await sql(`DELETE FROM blog_posts WHERE slug IN ('e2e-plain-post', 'e2e-broken-cover')`);
    }
  });
});

/** The fallback page: what nginx serves while the backend cannot render /blog; it loads the posts itself. */
test.describe('blog fallback page (loaded in the browser)', () => {
  test("It loads and pages the posts with the spec's states", async ({ page }) => {
    await serveFallbackPage(page, '/blog');
    await page.goto('/blog');
    await expect(cards(page)).toHaveCount(9);
    const nav = page.getByRole('navigation', { name: 'Blog pages' });
    await nav.getByRole('button', { name: 'Next' }).click();
    await expect(nav.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page)).toHaveCount(4);
    await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test("When the API answers non-OK, 'Failed to fetch blog posts' shows, and Try Again recovers", async ({ page }) => {
    await serveFallbackPage(page, '/blog');
    await page.route(blogApi, (route) => route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } }));
    await page.goto('/blog');
    await expect(page.getByRole('alert')).toContainText('Failed to fetch blog posts');
    await page.unroute(blogApi);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(cards(page)).toHaveCount(9);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test("When the request itself fails, 'An error occurred while fetching blog posts' shows", async ({ page }) => {
    await serveFallbackPage(page, '/blog');
    await page.route(blogApi, (route) => route.abort('connectionrefused'));
    await page.goto('/blog');
    await expect(page.getByRole('alert')).toContainText('An error occurred while fetching blog posts');
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  test("With no published posts the page says 'No blog posts found'", async ({ page }) => {
    await serveFallbackPage(page, '/blog');
    await page.route(blogApi, (route) =>
      route.fulfill({ json: { success: true, data: [], pagination: { page: 1, limit: 9, total: 0, totalPages: 0 } } }),
    );
    await page.goto('/blog');
    await expect(page.getByText('No blog posts found')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Blog pages' })).toHaveCount(0);
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('The blog has no horizontal scroll', async ({ page }) => {
    await page.goto('/blog');
    await expect(cards(page)).toHaveCount(9);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
