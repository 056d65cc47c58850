import { expect, test } from '@playwright/test';
import { serveFallbackPage, sql } from '../support/site';

const hubSlugs = [
  'ai-customer-experience-revolution',
  'securing-patient-data-healthcare-automation',
  'ai-hr-hiring-strategy',
  'ai-assistants-real-estate-technology',
  'salon-spa-no-shows-case-study',
  'ai-sales-marketing-innovation',
];

test.describe('content hub (/content)', () => {
  test('The filter starts at All with six articles, and a category narrows the grid', async ({ page }) => {
    await page.goto('/content');
    const filter = page.getByRole('group', { name: 'Filter articles by category' });
    await expect(filter.getByRole('button')).toHaveText([
      'All',
      'Trends',
      'Security',
      'Strategy',
      'Technology',
      'Case Study',
      'Innovation',
    ]);
    await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    const grid = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.getByRole('article') });
    await expect(grid.getByRole('article')).toHaveCount(6);
    for (const slug of hubSlugs) await expect(grid.locator(`a[href="/content/${slug}"]`)).toHaveCount(1);

    await filter.getByRole('button', { name: 'Security' }).click();
    await expect(filter.getByRole('button', { name: 'Security' })).toHaveAttribute('aria-pressed', 'true');
    await expect(grid.getByRole('article')).toHaveCount(1);
    await expect(grid.getByRole('article')).toContainText('Keeping Patient Data Safe');
    await filter.getByRole('button', { name: 'All' }).click();
    await expect(grid.getByRole('article')).toHaveCount(6);
  });

  test("Editor's Pick links to the customer-experience article; the static pagination and topics are shown", async ({ page }) => {
    await page.goto('/content');
    await expect(page.getByRole('region', { name: "Editor's Pick" }).getByRole('link', { name: 'Read the article' })).toHaveAttribute(
      'href',
      '/content/ai-customer-experience-revolution',
    );
    await expect(page.getByRole('navigation', { name: 'Article pages' }).getByRole('button')).toHaveText(['1', '2', '3', 'Next']);
    await expect(page.getByRole('region', { name: 'Browse by Topic' }).getByRole('button')).toHaveCount(12);
  });

  test('Every hub article opens as a real post', async ({ page }) => {
    await page.goto('/content');
    for (const slug of hubSlugs) {
      await page.goto(`/content/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Views coming soon')).toBeVisible();
    }
  });
});

test.describe('article (/content/{slug})', () => {
  test('Visitor reads an article: title, date, read time, byline, cover, body; the title follows the post', async ({ page }) => {
    await page.goto('/content/ai-hr-hiring-strategy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A Practical Strategy for AI in HR and Hiring');
    await expect(page).toHaveTitle(/^A Practical Strategy for AI in HR and Hiring \|/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Where AI helps HR teams most/);
    await expect(page.locator('article time').first()).toHaveText('October 14, 2026');
    await expect(page.getByText(/^\d+ min read$/)).toHaveText('4 min read');
    await expect(page.getByText('Founder', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /Cover image for/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Decide what AI should and should not do' })).toBeVisible();
    const link = page.getByRole('article').getByRole('link', { name: 'HR and workforce page' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}');
    expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: 'A Practical Strategy for AI in HR and Hiring' });
  });

  test('An estimated_read_time set by the author wins over the word count', async ({ page }) => {
    await page.goto('/content/integrating-ai-crm-scheduling');
    await expect(page.getByText(/^\d+ min read$/)).toHaveText('3 min read');
  });

  test('The article arrives as complete HTML: title, description, canonical, Open Graph and Twitter tags, JSON-LD and body', async ({
    request,
  }) => {
    const response = await request.get('/content/ai-hr-hiring-strategy');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>A Practical Strategy for AI in HR and Hiring \|[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="Where AI helps HR teams most/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/content\/ai-hr-hiring-strategy"\/>/);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta property="og:title" content="A Practical Strategy for AI in HR and Hiring');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('Decide what AI should and should not do');
    // No script of the post's own: only JSON-LD and the page's boot loader (boot-loader.ts, hashed in the CSP).
    const withoutLoader = html.replace(/<script type="module">[^<]*import\("\/assets\/boot-[\w-]+\.js"\)[^<]*<\/script>/, '');
    expect(withoutLoader).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/);
  });

  test('A post published by a write to the database shows at once, and goes when it is unpublished', async ({ page }) => {
    const slug = 'e2e-fresh-post';
    await sql(
      `INSERT INTO blog_posts (slug, title, content, seo_description, published_at) VALUES ($1, 'Freshly published', '## Hello\n\nNew text.', 'Just out.', now())`,
      [slug],
    );
    try {
      await page.goto(`/content/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Freshly published');
      await page.goto('/blog');
      await expect(page.getByRole('main').getByRole('article').first()).toContainText('Freshly published');
      await sql('UPDATE blog_posts SET is_draft = true WHERE slug = $1', [slug]);
      expect((await page.goto(`/content/${slug}`))?.status()).toBe(404);
    } finally {
      await sql('DELETE FROM blog_posts WHERE slug = $1', [slug]);
    }
  });

  test("An unknown slug answers 404 with 'Blog post not found' under Error, and Return to Blog goes to /blog", async ({ page }) => {
    const response = await page.goto('/content/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(alert).toContainText('Blog post not found');
    await alert.getByRole('link', { name: 'Return to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

/** The fallback page: what nginx serves while the backend cannot render an article; it loads the post itself. */
test.describe('article fallback page (loaded in the browser)', () => {
  test.beforeEach(({ page }) => serveFallbackPage(page, '/content/ai-hr-hiring-strategy'));

  test('It loads the post named in the address', async ({ page }) => {
    await page.goto('/content/ai-hr-hiring-strategy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A Practical Strategy for AI in HR and Hiring');
    await expect(page.getByRole('heading', { level: 2, name: 'Decide what AI should and should not do' })).toBeVisible();
  });

  test("Another failing status shows 'Failed to fetch blog post'", async ({ page }) => {
    await page.route('**/api/blogs/ai-hr-hiring-strategy', (route) => route.fulfill({ status: 503, json: { message: 'down' } }));
    await page.goto('/content/ai-hr-hiring-strategy');
    await expect(page.getByRole('alert')).toContainText('Failed to fetch blog post');
  });

  test("success false shows 'Failed to fetch blog post'", async ({ page }) => {
    await page.route('**/api/blogs/ai-hr-hiring-strategy', (route) => route.fulfill({ json: { success: false, message: 'nope' } }));
    await page.goto('/content/ai-hr-hiring-strategy');
    await expect(page.getByRole('alert')).toContainText('Failed to fetch blog post');
  });

  test('A network failure shows the generic message with Return to Blog', async ({ page }) => {
    await page.route('**/api/blogs/ai-hr-hiring-strategy', (route) => route.abort('connectionrefused'));
    await page.goto('/content/ai-hr-hiring-strategy');
    await expect(page.getByRole('alert')).toContainText('Something went wrong while loading this article');
    await expect(page.getByRole('link', { name: 'Return to Blog' })).toBeVisible();
  });
});

test.describe('content on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('The article and the hub have no horizontal scroll', async ({ page }) => {
    for (const path of ['/content/ai-customer-experience-revolution', '/content']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    }
  });
});
