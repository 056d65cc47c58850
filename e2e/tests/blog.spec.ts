import { expect, type Page, test } from '@playwright/test';

// The seeded content: 13 published posts, so 9 on page 1 and 4 on page 2.
const newest = { slug: 'ai-customer-experience-revolution', title: 'The AI Customer Experience Revolution in Restaurants and Hospitality' };

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const blogApi = '**/api/blogs?*';

test.describe('AI Insights blog (/blog)', () => {
  test('Visitor sees nine cards with cover, category, US date, title and excerpt, newest first', async ({ page }) => {
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
  });

  test('Visitor pages through the blog; Previous and Next are disabled at the ends', async ({ page }) => {
    await page.goto('/blog');
    const nav = page.getByRole('navigation', { name: 'Blog pages' });
    const previous = nav.getByRole('button', { name: 'Previous' });
    const next = nav.getByRole('button', { name: 'Next' });
    await expect(previous).toBeDisabled();
    await expect(nav.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(2);

    await next.click();
    await expect(nav.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page)).toHaveCount(4);
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();

    await nav.getByRole('button', { name: 'Page 1' }).click();
    await expect(cards(page)).toHaveCount(9);
    await expect(cards(page).first()).toContainText(newest.title);
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

  test("When the API answers non-OK, 'Failed to fetch blog posts' shows, and Try Again recovers", async ({ page }) => {
    await page.route(blogApi, (route) => route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } }));
    await page.goto('/blog');
    await expect(page.getByRole('alert')).toContainText('Failed to fetch blog posts');
    await page.unroute(blogApi);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(cards(page)).toHaveCount(9);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test("When the request itself fails, 'An error occurred while fetching blog posts' shows", async ({ page }) => {
    await page.route(blogApi, (route) => route.abort('connectionrefused'));
    await page.goto('/blog');
    await expect(page.getByRole('alert')).toContainText('An error occurred while fetching blog posts');
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  test("With no published posts the page says 'No blog posts found'", async ({ page }) => {
    await page.route(blogApi, (route) =>
      route.fulfill({ json: { success: true, data: [], pagination: { page: 1, limit: 9, total: 0, totalPages: 0 } } }),
    );
    await page.goto('/blog');
    await expect(page.getByText('No blog posts found')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Blog pages' })).toHaveCount(0);
  });

  test('A post without a cover gets the default cover, and a body-only post gets a body excerpt', async ({ page }) => {
    const post = {
      id: 'x',
      slug: 'plain-post',
      title: 'A plain post',
      content: '<p>First words of the body.</p>',
      cover_image_url: null,
      seo_description: null,
      published_at: '2026-11-21T12:00:00.000Z',
      created_at: '2026-11-21T12:00:00.000Z',
      estimated_read_time: null,
    };
    await page.route(blogApi, (route) =>
      route.fulfill({ json: { success: true, data: [post], pagination: { page: 1, limit: 9, total: 1, totalPages: 1 } } }),
    );
    await page.goto('/blog');
    await expect(cards(page).locator('img')).toHaveAttribute('src', '/images/blog/default-cover.svg');
    await expect(cards(page)).toContainText('First words of the body.');
    await expect(cards(page).locator('time')).toHaveText('November 21, 2026');
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
