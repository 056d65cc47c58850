import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { newOperator, signedIn, sql, storeContact, webhookPort } from '../support/console';

/** A webhook receiver the journey can switch between failing and healthy. */
function receiver() {
  let status = 503;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(status).end());
  });
  return {
    start: () => new Promise<void>((resolve) => server.listen(webhookPort, '127.0.0.1', () => resolve())),
    heal: () => (status = 200),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('leads inbox', () => {
  const stamp = Date.now();
  const company = `Inbox Clinics ${stamp}`;

  test.beforeAll(async () => {
    await storeContact({ name: 'Nora Inbox', email: `nora-${stamp}@example.com`, company, utm_source: 'linkedin', utm_medium: 'social' });
    await storeContact({ name: 'Other Person', email: `other-${stamp}@example.com`, company: `Elsewhere ${stamp}` });
  });

  test('An admin browses, filters, searches and opens a lead', async ({ page, request }) => {
    await signedIn(page, await newOperator(request, 'admin', 'browse'));
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    await page.getByLabel('Kind').selectOption('contact');
    await expect(page).toHaveURL(/kind=contact/);
    await page.getByLabel('Search name, e-mail or company').fill(company);
    await page.getByRole('button', { name: 'Search' }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('linkedin / social');
    await page.getByRole('button', { name: /^Name/ }).click();
    await expect(page).toHaveURL(/sort=name/);
    await page.getByLabel('Status').selectOption('spam');
    await expect(page.getByText('No leads match these filters.')).toBeVisible();
    await page.getByLabel('Status').selectOption('');
    await page.getByRole('link', { name: 'Nora Inbox' }).click();
    await expect(page.getByRole('heading', { name: 'Nora Inbox', level: 1 })).toBeVisible();
    await expect(page.getByText('We would like to automate appointment reminders.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Deliveries' })).toBeVisible();
  });

  test('Marking a trapped lead not spam runs its held-back deliveries; a failed webhook is retried from the lead page', async ({
    page,
    request,
  }) => {
    const hook = receiver();
    await hook.start();
    try {
      const id = await storeContact({ name: 'Trapped Person', email: `trapped-${stamp}@example.com`, trapped: true });
      await signedIn(page, await newOperator(request, 'admin', 'spam'));
      await page.goto(`/admin/leads?status=spam&q=trapped-${stamp}`);
      await page.getByRole('link', { name: 'Trapped Person' }).click();
      await expect(page.getByText('None: the bot trap held this lead back, or it needs none.')).toBeVisible();
      await page.getByRole('button', { name: 'Not spam' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Not spam: send deliveries' }).click();
      await expect(page.getByText('Marked new').first()).toBeVisible();
      await expect(page.getByRole('row', { name: /Staff e-mail/ })).toContainText('delivered', { timeout: 15_000 });
      const webhookRow = page.getByRole('row', { name: /Webhook/ });
      await expect(webhookRow).toContainText('HTTP 503', { timeout: 15_000 });

      // Hold the automatic retry back, so the delivery below is the operator's doing.
      await sql(
        `UPDATE graphile_worker._private_jobs SET run_at = now() + interval '1 hour' WHERE key IN (SELECT id::text FROM deliveries WHERE subject_id = $1)`,
        [id],
      );
      hook.heal();
      await webhookRow.getByRole('button', { name: 'Retry Webhook now' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Retry now' }).click();
      await expect(webhookRow).toContainText('delivered', { timeout: 15_000 });

      // Spam again, then undone from the toast.
      await page.getByRole('button', { name: 'Mark as spam' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Mark as spam' }).click();
      await expect(page.getByLabel('Status')).toHaveValue('spam');
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(page.getByLabel('Status')).toHaveValue('new');
    } finally {
      await hook.stop();
    }
  });

  test('Export CSV downloads the current filter', async ({ page, request }) => {
    await signedIn(page, await newOperator(request, 'admin', 'export'));
    await page.goto(`/admin/leads?q=${encodeURIComponent(company)}`);
    await expect(page.getByRole('link', { name: 'Nora Inbox' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('id,kind,status,created_at,name,email,company,industry,source,note');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Nora Inbox,nora-${stamp}@example.com,${company}`);
  });
});
