import { expect, type Page, test } from '@playwright/test';
import { Client } from 'pg';

/**
 * Visitor analytics end to end: the browser's table calls (postgrest-js) go through the embedded
 * /rest/v1 as role anon, and the rows are checked in the server's own database (the e2e
 * server runs an embedded PostgreSQL on E2E_PORT + 20000).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const databaseUrl = `postgresql://postgres:postgres@127.0.0.1:${port + 20_000}/app`;

async function sql<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

async function visitorId(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('visitor_id')), { timeout: 10_000 }).toMatch(/^v_[A-Za-z0-9_-]{6,64}$/);
  return (await page.evaluate(() => localStorage.getItem('visitor_id')))!;
}

const pageViews = (id: string) =>
  sql<{ page_url: string; page_title: string | null; utm_source: string | null; utm_medium: string | null; utm_campaign: string | null }>(
    'SELECT page_url, page_title, utm_source, utm_medium, utm_campaign FROM page_views WHERE visitor_id = $1 ORDER BY created_at',
    [id],
  );

test.describe('visitor analytics', () => {
  test('A first visit creates the visitor row and a page view with its UTM values; navigation adds page views', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    await page.goto('/about?utm_source=newsletter&utm_medium=email&utm_campaign=fall-launch');
    const id = await visitorId(page);

    await expect
      .poll(() => sql('SELECT visit_count, ip_address, landing_page, user_agent FROM website_visitors WHERE visitor_id = $1', [id]), {
        timeout: 10_000,
      })
      .toEqual([
        {
          visit_count: 1,
          ip_address: '0.0.0.0',
          landing_page: '/about?utm_source=newsletter&utm_medium=email&utm_campaign=fall-launch',
          user_agent: expect.stringContaining('Chrome'),
        },
      ]);
    await expect
      .poll(() => pageViews(id))
      .toEqual([
        {
          page_url: `http://127.0.0.1:${port}/about?utm_source=newsletter&utm_medium=email&utm_campaign=fall-launch`,
          page_title: expect.stringMatching(/About/),
          utm_source: 'newsletter',
          utm_medium: 'email',
          utm_campaign: 'fall-launch',
        },
      ]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    // A page view is sent once the page is idle (never before its first paint, issue 11), so the
    // visitor reads the page that long before moving on; one left sooner is not counted.
    await expect.poll(async () => (await pageViews(id)).length, { timeout: 10_000 }).toBe(2);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect
      .poll(async () => (await pageViews(id)).map((v) => [new URL(v.page_url).pathname, v.utm_source]))
      .toEqual([
        ['/about', 'newsletter'],
        ['/services', null],
        ['/contact', null],
      ]);
    expect(consoleErrors).toEqual([]);
  });

  test('A second visit increments visit_count and records last_visit_at; more pages of one visit do not', async ({ page, context }) => {
    await page.goto('/');
    const id = await visitorId(page);
    await expect
      .poll(() => sql('SELECT visit_count FROM website_visitors WHERE visitor_id = $1', [id]), { timeout: 10_000 })
      .toEqual([{ visit_count: 1 }]);
    const [{ last_visit_at: first }] = await sql<{ last_visit_at: Date }>(
      'SELECT last_visit_at FROM website_visitors WHERE visitor_id = $1',
      [id],
    );
    await page.goto('/about');
    await expect
      .poll(() => sql('SELECT count(*)::int AS n FROM page_views WHERE visitor_id = $1', [id]), { timeout: 10_000 })
      .toEqual([{ n: 2 }]);
    expect(await sql('SELECT visit_count FROM website_visitors WHERE visitor_id = $1', [id])).toEqual([{ visit_count: 1 }]);
    await page.close();

    // A new tab (same browser, so the same visitor id) is a new visit.
    page = await context.newPage();
    await page.goto('/careers');
    await expect
      .poll(() => sql('SELECT visit_count FROM website_visitors WHERE visitor_id = $1', [id]), { timeout: 10_000 })
      .toEqual([{ visit_count: 2 }]);
    const [{ last_visit_at: second }] = await sql<{ last_visit_at: Date }>(
      'SELECT last_visit_at FROM website_visitors WHERE visitor_id = $1',
      [id],
    );
    expect(second.getTime()).toBeGreaterThan(first.getTime());
    expect(await visitorId(page)).toBe(id);
  });

  test('A chat message creates chatbot_interactions rows under one conversation id', async ({ page }) => {
    await page.goto('/');
    const id = await visitorId(page);
    await page.getByRole('button', { name: 'Open chat with our AI assistant' }).click();
    await page.getByRole('textbox', { name: 'Message' }).fill('How long does implementation take?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('log', { name: 'Conversation' })).toContainText(/weeks/i, { timeout: 15_000 });

    await expect
      .poll(
        () =>
          sql<{ is_bot_message: boolean; message: string }>(
            'SELECT is_bot_message, message FROM chatbot_interactions WHERE visitor_id = $1 ORDER BY created_at',
            [id],
          ),
        { timeout: 10_000 },
      )
      .toEqual([
        { is_bot_message: true, message: expect.stringContaining('assistant') },
        { is_bot_message: false, message: 'How long does implementation take?' },
        { is_bot_message: true, message: expect.stringMatching(/weeks/i) },
      ]);
    const conversations = await sql<{ conversation_id: string }>(
      'SELECT DISTINCT conversation_id FROM chatbot_interactions WHERE visitor_id = $1',
      [id],
    );
    expect(conversations).toEqual([{ conversation_id: expect.stringMatching(/^conv_/) }]);
  });

  test('With Global Privacy Control on, no visitor id is stored and nothing is written', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { get: () => true }));
    const count = async () =>
      (
        await sql<{ n: number }>(
          'SELECT (SELECT count(*) FROM website_visitors) + (SELECT count(*) FROM page_views) + (SELECT count(*) FROM chatbot_interactions) AS n',
        )
      )[0].n;
    const before = await count();
    const restCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/rest/v1/') && restCalls.push(r.url()));

    await page.goto('/about?utm_source=newsletter');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    // Tracking waits for idle time (at most 2 s); give it longer than that to (not) happen.
    await page.waitForTimeout(3500);

    expect(await page.evaluate(() => localStorage.getItem('visitor_id'))).toBeNull();
    expect(restCalls).toEqual([]);
    expect(await count()).toBe(before);
  });

  test('Privacy choices in the footer turn visitor analytics off (the id is removed, nothing more is written) and on again, remembered', async ({
    page,
  }) => {
    await page.goto('/');
    const id = await visitorId(page);
    await expect
      .poll(() => sql('SELECT count(*)::int AS n FROM page_views WHERE visitor_id = $1', [id]), { timeout: 10_000 })
      .toEqual([{ n: 1 }]);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy choices' });
    const analytics = dialog.getByRole('switch', { name: 'Visitor analytics' });
    await expect(analytics).toBeChecked();
    await analytics.click();
    await expect(analytics).not.toBeChecked();
    await expect(dialog.getByRole('status')).toContainText('Visitor analytics are off');
    expect(await page.evaluate(() => localStorage.getItem('visitor_id'))).toBeNull();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' })).toBeFocused();

    const restCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/rest/v1/') && restCalls.push(r.url()));
    await page.goto('/about');
    await page.waitForTimeout(3500);
    expect(restCalls).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('visitor_id'))).toBeNull();

    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' }).click();
    await expect(page.getByRole('switch', { name: 'Visitor analytics' })).not.toBeChecked();
    await page.getByRole('switch', { name: 'Visitor analytics' }).click();
    await expect(page.getByRole('dialog').getByRole('status')).toContainText('Visitor analytics are on');
    await page.goto('/services');
    await visitorId(page);
  });

  test('Without script, Privacy choices leads to the policy section that explains them', async ({ browser }) => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/fr');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Vos choix de confidentialité' }).click();
    await expect(page).toHaveURL(/\/fr\/privacy-policy#privacy-choices$/);
    await expect(page.locator('#privacy-choices')).toContainText('Vos choix de confidentialité');
    await page.close();
  });
});
