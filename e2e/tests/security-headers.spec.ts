import { expect, test } from '@playwright/test';

// Runs against the embedded server and behind nginx: both must send the same headers.
test.describe('security headers', () => {
  for (const path of ['/', '/about', '/services/Healthcare', '/no/such/page', '/api/does-not-exist']) {
    test(`${path} carries the security headers and a CSP without unsafe script sources`, async ({ request }) => {
      const res = await request.get(path);
      const h = res.headers();
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['cross-origin-opener-policy']).toBe('same-origin');
      expect(h['permissions-policy']).toContain('camera=()');
      expect(h['x-powered-by']).toBeUndefined();
      const csp = h['content-security-policy'];
      expect(csp).toBeTruthy();
      const scriptSrc =
        csp
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith('script-src')) ?? '';
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      for (const directive of ["frame-ancestors 'none'", "object-src 'none'"]) expect(csp).toContain(directive);
      if (!path.startsWith('/api/')) {
        for (const directive of ["default-src 'self'", "form-action 'self'", "base-uri 'self'"]) expect(csp).toContain(directive);
      }
    });
  }

  test('the prerendered pages run under the CSP without a single violation', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    for (const path of ['/', '/about', '/services/Healthcare', '/contact', '/content/some-article']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About', exact: true })
      .click()
      .catch(() => undefined);
    expect(violations).toEqual([]);
  });
});
