import { expect, test } from '@playwright/test';

// Runs only under playwright.nginx.config.ts (the project's nginx templates in front of the backend).
test.describe('nginx in front of the site', () => {
  test('prerendered pages are served as HTML that is revalidated on every visit', async ({ request }) => {
    const res = await request.get('/about');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    expect(res.headers()['cache-control']).toBe('no-cache');
    expect(await res.text()).toContain('<h1');
  });

  test('a revalidated page keeps its own CSP: the 304 sends none, so the browser still loads its styles', async ({ request, page }) => {
    const first = await request.get('/about');
    const etag = first.headers()['etag'];
    expect(etag).toBeTruthy();
    const again = await request.get('/about', { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()['content-security-policy']).toBeUndefined();
    await page.goto('/about');
    await page.reload();
    await expect(page.locator('body')).not.toHaveCSS('font-family', /Times/);
    expect(
      await page.evaluate(() => (document.querySelector('link[rel=stylesheet]') as HTMLLinkElement).sheet?.cssRules.length ?? 0),
    ).toBeGreaterThan(0);
  });

  test('hashed assets are cached for a year', async ({ request, page }) => {
    await page.goto('/');
    const asset =
      (await page.locator('script[type="module"][src^="/assets/"], link[href^="/assets/"]').first().getAttribute('src')) ??
      (await page.locator('link[href^="/assets/"]').first().getAttribute('href'));
    expect(asset).toBeTruthy();
    const res = await request.get(asset!);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toContain('immutable');
  });

  test('the operator console is served with its own CSP, noindex and no caching; its API is noindex too', async ({ request, page }) => {
    const res = await request.get('/admin/leads/some-id');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self';/);
    expect(res.headers()['content-security-policy']).not.toContain('sha256-');
    expect(res.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers()['cache-control']).toBe('no-store');
    expect(res.headers()['x-frame-options']).toBe('DENY');
    const api = await request.get('/api/admin/session');
    expect(api.status()).toBe(401);
    expect(api.headers()['x-robots-tag']).toBe('noindex, nofollow');
    const site = await request.get('/about');
    expect(site.headers()['x-robots-tag']).toBeUndefined();
    expect(site.headers()['content-security-policy']).toMatch(/script-src 'self'[;\s]/);
    await page.goto('/admin/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  });

  test('/api is proxied to the backend', async ({ request }) => {
    const res = await request.get('/api/does-not-exist');
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(res.headers()['x-request-id']).toBeTruthy();
  });

  test('live pages are rendered by the backend behind nginx, with its 404s; unknown paths get the not-found page of their language', async ({
    request,
  }) => {
    const article = await request.get('/content/ai-hr-hiring-strategy');
    expect(article.status()).toBe(200);
    expect(article.headers()['etag']).toBeTruthy();
    expect(article.headers()['content-security-policy']).toMatch(/script-src 'self'[;\s]/);
    expect(await article.text()).toContain('<meta property="og:title" content="A Practical Strategy for AI in HR and Hiring');
    const revalidated = await request.get('/content/ai-hr-hiring-strategy', { headers: { 'if-none-match': article.headers()['etag'] } });
    expect(revalidated.status()).toBe(304);
    for (const path of ['/blog', '/blog?page=2', '/careers', '/fr/blog', '/fr/careers', '/fr/content/ai-hr-hiring-strategy']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    expect((await request.get('/content/no-such-post')).status()).toBe(404);
    const missing = await request.get('/no/such/page');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toContain('text/html');
    expect(await missing.text()).toContain('404 Page Not Found');
    const manquante = await request.get('/fr/page-manquante');
    expect(manquante.status()).toBe(404);
    expect(await manquante.text()).toContain('Page introuvable');
    expect((await request.get('/_fallback/blog.html')).status()).toBe(404);
    expect((await request.get('/fr/about')).status()).toBe(200);
  });

  test('security headers are on every response and the server version is hidden', async ({ request }) => {
    for (const path of ['/', '/assets/none.js', '/no/such/page']) {
      const res = await request.get(path);
      expect(res.headers()['x-content-type-options']).toBe('nosniff');
      expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers()['server'] ?? '').not.toMatch(/\d/);
    }
  });

  test('a body over 16 KB is refused before it reaches the backend', async ({ request }) => {
    const res = await request.post('/api/contact', { data: { message: 'x'.repeat(20_000) } });
    expect(res.status()).toBe(413);
  });
});
