import { expect, type Page, test } from '@playwright/test';
import { serveFallbackPage, sql } from '../support/site';

const cards = (page: Page) => page.locator('#open-positions').getByRole('article');
const supabaseMessage = 'Failed to initialize Supabase client. Please try refreshing the page.';

test.describe('careers (/careers)', () => {
  test('Visitor sees open positions newest first with location, type, posted date and a 3-line description', async ({ page }) => {
    await page.goto('/careers');
    await expect(cards(page)).toHaveCount(5);
    const first = cards(page).first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('AI Automation Engineer');
    await expect(first).toContainText('Saskatoon, SK (hybrid)');
    await expect(first).toContainText('Full-time');
    await expect(first.locator('time')).toHaveText('November 18, 2026');
    await expect(first.getByTestId('job-description')).toHaveCSS('-webkit-line-clamp', '3');
    await expect(page.getByRole('region', { name: 'Why Join Us' }).getByRole('heading', { level: 3 })).toHaveText([
      'Innovation',
      'Growth',
      'Impact',
      'Remote-First',
      'Collaborative Culture',
      'Competitive Benefits',
    ]);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '[]');
    expect(ld[0]).toMatchObject({ '@type': 'JobPosting', title: 'AI Automation Engineer', datePosted: '2026-11-18' });
  });

  test('View Details opens the full description with Apply Now in a new tab; Close closes it', async ({ page }) => {
    await page.goto('/careers');
    await cards(page)
      .nth(1)
      .getByRole('button', { name: /View Details/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Customer Success Manager' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Turn client feedback into product improvements');
    const apply = dialog.getByRole('link', { name: /Apply Now/ });
    await expect(apply).toHaveAttribute('href', 'mailto:careers@prairieflow.example?subject=Application%3A%20Customer%20Success%20Manager');
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    await cards(page)
      .first()
      .getByRole('button', { name: /View Details/ })
      .click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test("Apply on a card targets the job's application_link in a new tab", async ({ page }) => {
    await page.goto('/careers');
    const apply = cards(page)
      .first()
      .getByRole('link', { name: /^Apply/ });
    await expect(apply).toHaveAttribute(
      'href',
      /^mailto:careers@prairieflow\.example\?subject=Application%3A%20AI%20Automation%20Engineer$/,
    );
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('Crawlers get the positions and their JobPosting data in the HTML, without script', async ({ request }) => {
    const html = await (await request.get('/careers')).text();
    expect(html).toContain('AI Automation Engineer');
    expect(html).toContain('Saskatoon, SK (hybrid)');
    expect(html).toMatch(/<script type="application\/ld\+json">\[\{"@context":"https:\/\/schema.org","@type":"JobPosting"/);
  });

  test('With no open positions the page asks visitors to check back or send a resume', async ({ page }) => {
    const open = await sql<{ id: string }>('UPDATE job_listings SET closed_at = now() WHERE closed_at IS NULL RETURNING id');
    try {
      await page.goto('/careers');
      await expect(page.getByText('No open positions right now')).toBeVisible();
      await expect(page.getByRole('link', { name: 'careers@prairieflow.example' })).toHaveAttribute(
        'href',
        'mailto:careers@prairieflow.example',
      );
    } finally {
      await sql('UPDATE job_listings SET closed_at = NULL WHERE id = ANY($1::uuid[])', [open.map((j) => j.id)]);
    }
    await page.goto('/careers');
    await expect(cards(page)).toHaveCount(5);
  });
});

/** The fallback page: what nginx serves while the backend cannot render /careers; it loads the jobs itself. */
test.describe('careers fallback page (loaded in the browser)', () => {
  test.beforeEach(({ page }) => serveFallbackPage(page, '/careers'));

  test('It loads the open positions from /api/jobs', async ({ page }) => {
    await page.goto('/careers');
    await expect(cards(page)).toHaveCount(5);
    await cards(page)
      .first()
      .getByRole('button', { name: /View Details/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'AI Automation Engineer' })).toBeVisible();
  });

  test('When /api/jobs fails, the listings come from job_listings through /rest/v1', async ({ page }) => {
    await page.route('**/api/jobs', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    const direct = page.waitForRequest((r) => r.url().includes('/rest/v1/job_listings') && r.url().includes('order=posted_at.desc'));
    await page.goto('/careers');
    await direct;
    await expect(cards(page)).toHaveCount(5);
    await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText('AI Automation Engineer');
  });

  test('When the API and the fallback both fail, the Supabase message shows, and Try Again recovers', async ({ page }) => {
    await page.route('**/api/jobs', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await page.route('**/rest/v1/job_listings*', (route) => route.abort('connectionrefused'));
    await page.goto('/careers');
    await expect(page.getByRole('alert')).toContainText(supabaseMessage);
    await page.unroute('**/api/jobs');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(cards(page)).toHaveCount(5);
  });

  test('When the data client is missing at load, it is asked for again a second later and the jobs reload by themselves', async ({
    page,
  }) => {
    let clientEnvUp = false;
    await page.route('**/api/jobs', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await page.route('**/api/client-env', (route) =>
      clientEnvUp ? route.continue() : route.fulfill({ status: 503, json: { message: 'starting' } }),
    );
    await page.goto('/careers');
    await expect(page.getByRole('alert')).toContainText(supabaseMessage);
    clientEnvUp = true;
    // No click: the retry (up to 3 tries, 1 s apart) finds the client and reloads the listings quietly.
    await expect(cards(page)).toHaveCount(5, { timeout: 4_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('With no open positions it asks visitors to check back or send a resume', async ({ page }) => {
    await page.route('**/api/jobs', (route) => route.fulfill({ json: { success: true, data: [] } }));
    await page.goto('/careers');
    await expect(page.getByText('No open positions right now')).toBeVisible();
    await expect(page.getByRole('link', { name: 'careers@prairieflow.example' })).toHaveAttribute(
      'href',
      'mailto:careers@prairieflow.example',
    );
  });
});

test.describe('careers on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('Careers has no horizontal scroll and the dialog fits the screen', async ({ page }) => {
    await page.goto('/careers');
    await expect(cards(page)).toHaveCount(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await cards(page)
      .first()
      .getByRole('button', { name: /View Details/ })
      .click();
    const box = await page.getByRole('dialog').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
  });
});
