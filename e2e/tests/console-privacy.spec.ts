import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { newOperator, signedIn, sql, storeContact } from '../support/console';

test('A privacy request is found, exported as JSON and erased, leaving only the unsubscribed address', async ({ page, request }) => {
  const email = `privacy-${Date.now()}@example.com`;
  await storeContact({ name: 'Private Person', email });
  await sql(
    `INSERT INTO newsletter_subscribers (email, unsubscribe_token, consent_text_version, consent_source_page) VALUES ($1, $2, 'v1', '/blog')`,
    [email, `unsub-${Date.now()}`],
  );

  await signedIn(page, await newOperator(request, 'admin', 'dpo'));
  await page.getByRole('link', { name: 'Privacy requests' }).click();
  await page.getByLabel("The person's e-mail address").fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { name: `Stored about ${email}: 2 records` })).toBeVisible();
  await expect(page.getByText('Contact messages: 1')).toBeVisible();
  await expect(page.getByText(/Subscription: pending/)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON' }).click()]);
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(exported.contacts[0]).toMatchObject({ name: 'Private Person', email });

  await page.getByRole('button', { name: 'Erase…' }).click();
  const dialog = page.getByRole('dialog', { name: `Erase everything about ${email}?` });
  await expect(dialog.getByRole('button', { name: 'Erase for good' })).toBeDisabled();
  await dialog.getByLabel('Type the address again to confirm').fill(email);
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  // .first(): Radix also reads the toast out through a live region with the same words.
  await expect(page.getByText('Kept only the unsubscribed address so it is never mailed again.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: `Stored about ${email}: 1 records` })).toBeVisible();
  await expect(page.getByText(/Subscription: unsubscribed/)).toBeVisible();
  expect(await sql(`SELECT 1 FROM contacts WHERE email = $1`, [email])).toHaveLength(0);

  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action').selectOption('privacy.erased');
  await expect(page.getByRole('cell', { name: 'privacy.erased' })).toBeVisible();
});
