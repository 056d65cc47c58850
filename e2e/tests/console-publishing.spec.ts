import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { newOperator, signedIn, sql } from '../support/console';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
async function axe(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `test-results/console-screens/${name}.png`, fullPage: true });
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('console publishing, analytics and transcripts', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  const stamp = Date.now();
  // Each journey runs axe on several full screens: tens of seconds on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('An editor writes a post with a cover, previews it, schedules it, publishes it, and sees it on the site and in RSS', async ({
    page,
    request,
  }) => {
    await signedIn(page, await newOperator(request, 'editor', 'writer'));
    await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible();
    await axe(page, 'posts');
    await page.getByRole('link', { name: 'New post' }).click();
    const title = `Case Study: Clinic ${stamp}`;
    await page.getByLabel('Title').fill(title);
    await expect(page.getByLabel('Slug (the address: /content/slug)')).toHaveValue(`case-study-clinic-${stamp}`);
    await expect(page.getByText('Available')).toBeVisible();
    await page.getByLabel('Description (cards, search results, RSS)').fill('How a clinic cut no-shows.');
    await page.getByLabel('Body (Markdown)').fill('## Reminders that work\n\nText with **bold**.<script>alert(1)</script>');
    const preview = page.getByRole('region', { name: /Preview/ });
    await expect(preview.getByRole('heading', { name: 'Reminders that work' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('bold');
    await expect(preview.locator('script')).toHaveCount(0);

    // Not an image, whatever its name: refused with the reason.
    await page
      .getByLabel(/Upload an image/)
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from('<html>not an image</html>') });
    await expect(page.getByRole('alert').filter({ hasText: 'not an image' })).toBeVisible();
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    await page.getByLabel(/Upload an image/).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Cover preview' })).toBeVisible();
    await expect(page.getByLabel('or its address')).toHaveValue(/^\/media\/covers\/.+\/1200\.webp$/);

    // Scheduled: a date tomorrow, not a draft.
    await page.getByLabel('Draft (not shown on the site)').uncheck();
    const tomorrow = new Date(Date.now() + 86_400_000);
    const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await page.getByLabel(/Publish date/).fill(local);
    await axe(page, 'post-editor');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Scheduled' })).toBeVisible();
    // Saved once, the post is edited at its own address, with nothing unsaved.
    await expect(page.getByRole('heading', { name: 'Edit post', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/);
    const slug = `case-study-clinic-${stamp}`;
    expect((await request.get(`/api/blogs/${slug}`)).status()).toBe(404);

    // A misclick away from unsaved changes asks first; staying keeps them.
    await page.getByLabel('Description (cards, search results, RSS)').fill('How a clinic cut no-shows by half.');
    const asked = page.waitForEvent('dialog').then(async (dialog) => {
      expect(dialog.message()).toBe('You have unsaved changes. Leave this page and lose them?');
      await dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Back to posts' }).click();
    await asked;
    await expect(page.getByLabel('Description (cards, search results, RSS)')).toHaveValue('How a clinic cut no-shows by half.');

    // Published now (a date just past): on /api/blogs, its article page and RSS at once.
    const justNow = new Date(Date.now() - 60_000);
    await page
      .getByLabel(/Publish date/)
      .fill(new Date(justNow.getTime() - justNow.getTimezoneOffset() * 60_000).toISOString().slice(0, 16));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
    const article = await (await request.get(`/api/blogs/${slug}`)).json();
    expect(article.data.cover_image_url).toMatch(/\/media\/covers\//);
    expect((await request.get(article.data.cover_image_url)).headers()['cache-control']).toContain('immutable');
    expect((await (await request.get('/api/blogs')).json()).data[0].slug).toBe(slug);
    expect(await (await request.get('/rss.xml')).text()).toContain(title);
    await page.goto(`/content/${slug}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });

  test('An editor adds a job and closes it', async ({ page, request }) => {
    await signedIn(page, await newOperator(request, 'editor', 'jobs'));
    await page.getByRole('link', { name: 'Jobs' }).click();
    await page.getByRole('button', { name: 'Add job' }).click();
    const form = page.getByRole('form', { name: 'Add a job' });
    await form.getByLabel('Title').fill(`Automation Engineer ${stamp}`);
    await form.getByLabel('Location').fill('Saskatoon, SK');
    await form.getByLabel('Application link (https:// or mailto:)').fill('mailto:careers@example.com');
    await form.getByLabel('Description').fill('Build the assistants our clients rely on every day.');
    await axe(page, 'jobs');
    await form.getByRole('button', { name: 'Add job' }).click();
    await expect(page.getByRole('cell', { name: `Automation Engineer ${stamp}`, exact: true })).toBeVisible();
    expect((await (await request.get('/api/jobs')).json()).data.map((j: { title: string }) => j.title)).toContain(
      `Automation Engineer ${stamp}`,
    );
    await page.getByRole('button', { name: `Close Automation Engineer ${stamp}` }).click();
    await expect(page.getByRole('button', { name: `Reopen Automation Engineer ${stamp}` })).toBeVisible();
    expect((await (await request.get('/api/jobs')).json()).data.map((j: { title: string }) => j.title)).not.toContain(
      `Automation Engineer ${stamp}`,
    );
  });

  test('An admin opens the dashboard, changes the range, filters by a page and exports CSV', async ({ page, request }) => {
    const visitor = `v_e2e${stamp}`;
    await sql(
      `INSERT INTO website_visitors (visitor_id, user_agent, referrer_url) VALUES ($1, 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36', 'https://www.google.com/')`,
      [visitor],
    );
    await sql(
      `INSERT INTO page_views (visitor_id, page_url, utm_source, created_at) VALUES ($1, '/services/Healthcare', 'newsletter', now() - interval '2 days'), ($1, '/about', null, now() - interval '2 days' + interval '1 minute'), ($1, '/contact', null, now() - interval '1 minute')`,
      [visitor],
    );
    await signedIn(page, await newOperator(request, 'admin', 'analyst'));
    await page.getByRole('link', { name: 'Analytics' }).click();
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Top pages' }).getByRole('button', { name: 'Filter by /services/Healthcare' }),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/console-screens/analytics-dashboard-1280.png', fullPage: true });
    await axe(page, 'analytics');
    await page.getByLabel('Range').selectOption('7d');
    await expect(page).toHaveURL(/range=7d/);
    await page.getByRole('region', { name: 'Top pages' }).getByRole('button', { name: 'Filter by /services/Healthcare' }).click();
    await expect(page).toHaveURL(/page=%2Fservices%2FHealthcare/);
    await expect(page.getByRole('region', { name: 'Top pages' }).getByRole('row')).toHaveCount(2);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export Top pages as CSV' }).click();
    const csv = await (await download).createReadStream();
    const text = await new Promise<string>((resolve) => {
      let out = '';
      csv.on('data', (c) => (out += c));
      csv.on('end', () => resolve(out));
    });
    expect(text.split('\r\n')[0]).toBe('page,visitors,count');
    expect(text).toContain('/services/Healthcare');
  });

  test('An admin reads a transcript and sees the unanswered question', async ({ page, request }) => {
    const conv = `conv_e2e${stamp}`;
    await sql(
      `INSERT INTO chatbot_interactions (visitor_id, conversation_id, message, is_bot_message, created_at) VALUES
      ('v_e2e${stamp}', $1, 'Do you support Jane App ${stamp}?', false, now() - interval '2 minutes'),
      ('v_e2e${stamp}', $1, 'I couldn''t find an answer to that on our site.', true, now() - interval '2 minutes' + interval '1 second')`,
      [conv],
    );
    await signedIn(page, await newOperator(request, 'admin', 'reader'));
    await page.getByRole('link', { name: 'Chats' }).click();
    await expect(page.getByText(`“Do you support Jane App ${stamp}?”`)).toBeVisible();
    await axe(page, 'chats');
    await page.getByRole('link', { name: `Do you support Jane App ${stamp}?` }).click();
    await expect(page.getByRole('heading', { name: /Conversation of/ })).toBeVisible();
    await expect(page.getByText('not answered')).toBeVisible();
    await axe(page, 'transcript');
  });

  test('Publishing and the dashboard work from the keyboard alone', async ({ page, request }) => {
    await signedIn(page, await newOperator(request, 'admin', 'keys'));
    await page.goto('/admin/posts');
    await page.getByRole('link', { name: 'New post' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'New post', level: 1 })).toBeVisible();
    await page.getByLabel('Title').focus();
    await page.keyboard.type(`Keyboard Post ${stamp}`);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Slug (the address: /content/slug)')).toBeFocused();
    await page.getByLabel('Body (Markdown)').focus();
    await page.keyboard.type('Written without a mouse.');
    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

    // A job: the form takes the focus; closing it is undone from the toast (F8 reaches it).
    await page.goto('/admin/jobs');
    await page.getByRole('button', { name: 'Add job' }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Add a job' });
    await expect(form.getByLabel('Title')).toBeFocused();
    await page.keyboard.type(`Keyboard Job ${stamp}`);
    await form.getByLabel('Location').focus();
    await page.keyboard.type('Regina, SK');
    await form.getByLabel('Application link (https:// or mailto:)').focus();
    await page.keyboard.type('mailto:careers@example.com');
    await form.getByLabel('Description').focus();
    await page.keyboard.type('Keep our clients’ assistants running.');
    await form.getByRole('button', { name: 'Add job' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: `Close Keyboard Job ${stamp}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: `Reopen Keyboard Job ${stamp}` })).toBeVisible();
    await page.keyboard.press('F8');
    const undo = page.getByRole('button', { name: 'Undo' });
    // From the notifications region: the toast itself, then its Undo button.
    for (let i = 0; i < 3 && !(await undo.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(undo).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: `Close Keyboard Job ${stamp}` })).toBeVisible();
    // Sort by a column from its header button.
    const title = page.getByRole('columnheader', { name: /Title/ });
    await title.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(title).toHaveAttribute('aria-sort', 'ascending');

    // The dashboard: range from the keyboard, a table sorted, a page picked as the filter.
    await page.goto('/admin/analytics');
    await page.getByLabel('Range').focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/range=90d/);
    await page.getByLabel('Page (path)').focus();
    await page.keyboard.type('/contact');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=%2Fcontact/);
  });
});
