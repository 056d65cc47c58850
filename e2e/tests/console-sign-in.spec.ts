import { expect, test } from '@playwright/test';
import { adminCli, baseURL, enrolmentLink, mails, newOperator, PASSWORD, signIn, sql, totp } from '../support/console';

test.describe('console sign-in', () => {
  test('An operator enrols from the CLI link, saves recovery codes and signs in with password and TOTP', async ({ page }) => {
    const email = `new-admin-${Date.now()}@prairieflow.example`;
    const link = enrolmentLink(adminCli('user', 'add', email, '--role', 'admin'));
    expect(link.startsWith(`${baseURL}/admin/enrol#`)).toBe(true);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Set up your console account' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await page.locator('code').first().textContent())!.trim();
    await page.getByLabel('New password (12 characters or more)').fill('password1234');
    await page.getByLabel('Code from the app').fill(totp(secret));
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(page.getByText('This password is too common. Choose one that is harder to guess.')).toBeVisible();
    await page.getByLabel('New password (12 characters or more)').fill(PASSWORD);
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);

    await page.getByRole('link', { name: 'I saved them: sign in' }).click();
    await signIn(page, { email, secret, recoveryCodes: [] });
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    await expect(page.getByTitle(email)).toHaveText(email);
    await expect(page.getByText('(admin)', { exact: true })).toBeVisible();

    // The link worked once.
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText('This link is not valid any more. Ask an admin for a new one.');
  });

  test('A wrong code is refused without saying which part was wrong', async ({ page, request }) => {
    const operator = await newOperator(request, 'admin', 'wrong-code');
    await signIn(page, operator, '000000');
    await expect(page.getByRole('alert')).toHaveText('The e-mail, password or code is not right.');
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await signIn(page, operator, 'not-a-code');
    await expect(page.getByText('Enter the 6-digit code from your authenticator app, or a recovery code')).toBeVisible();
  });

  test('A locked account says to wait, even with the right password, and its owner is e-mailed', async ({ page, request }) => {
    const operator = await newOperator(request, 'admin', 'locked');
    for (let i = 0; i < 4; i += 1) {
      const response = await request.post('/api/admin/session', {
        data: { email: operator.email, password: `guess ${i} wrong`, code: '123456' },
        headers: { origin: baseURL },
      });
      expect(response.status()).toBe(401);
    }
    await page.goto('/admin/sign-in');
    await page.getByLabel('E-mail').fill(operator.email);
    await page.getByLabel('Password').fill('fifth wrong guess');
    await page.getByLabel('Authentication code').fill('123456');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The e-mail, password or code is not right.');
    await signIn(page, operator);
    await expect(page.getByRole('alert')).toHaveText('Too many attempts. Wait a little and try again.');
    await expect
      .poll(() => mails().filter((m) => m.includes('Your Prairieflow console account was locked') && m.includes(operator.email)).length, {
        timeout: 15_000,
      })
      .toBe(1);
  });

  test('An expired session sends the operator back to sign in, saying why', async ({ page, request }) => {
    const operator = await newOperator(request, 'admin', 'idle');
    await signIn(page, operator);
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    await sql(
      `UPDATE operator_sessions s SET last_seen_at = now() - interval '31 minutes' FROM operators o WHERE o.id = s.operator_id AND o.email = $1`,
      [operator.email],
    );
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\?expired=1$/);
    await expect(page.getByRole('status')).toHaveText('Your session has ended. Sign in again to continue.');
  });

  test('Signing out ends the session', async ({ page, request }) => {
    const operator = await newOperator(request, 'admin', 'leaving');
    await signIn(page, operator);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('status')).toHaveText('You are signed out.');
    expect((await page.request.get('/api/admin/session')).status()).toBe(401);
  });

  test('An editor cannot open the inbox', async ({ page, request }) => {
    const editor = await newOperator(request, 'editor');
    await signIn(page, editor);
    // Editors land in Posts and see only what they may use: Posts and Jobs.
    await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link')).toHaveText(['Posts', 'Jobs']);
    await page.goto('/admin/leads');
    await expect(page.getByRole('alert')).toContainText('Your role does not give access to this page.');
    expect((await page.request.get('/api/admin/leads')).status()).toBe(403);
  });

  test('The console is noindex, has its own CSP and is not in the sitemap', async ({ request }) => {
    const page = await request.get('/admin/sign-in');
    expect(page.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers()['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self';/);
    expect(page.headers()['cache-control']).toBe('no-store');
    expect(await page.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
    const home = await (await request.get('/')).text();
    expect(home).not.toContain('/admin');
  });
});
