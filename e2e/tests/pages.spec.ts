import { expect, type Page, test } from '@playwright/test';

/** Every page of the site: its headline and key texts, the service ring, Learn More targets, demos. */
const staticPages: { path: string; h1: string; texts: string[] }[] = [
  {
    path: '/',
    h1: 'AI Solutions That Drive Business Growth',
    texts: [
      'AI-Driven Automation - Reducing operational costs by 45%',
      'Ready to Deploy Solutions',
      'Time Saved',
      'Industries Served',
      'AI Support',
      'Smart Business Chatbot',
      'Up to 60% less manual workload',
      'Data Privacy & Security',
      'Cloud-Hosted Solutions',
      'Every user and device is verified before access to sensitive information.',
      'Tools reachable from anywhere with internet, supporting remote work and collaboration.',
    ],
  },
  {
    path: '/about',
    h1: 'About Us',
    texts: ['Our Story', 'Founded in Canada', 'Innovation', 'Excellence', 'Integrity', 'Collaboration', 'Inclusivity', 'Sustainability'],
  },
  {
    path: '/services',
    h1: 'Our Services',
    texts: ['Salons & Spas', 'Personalized AI Assistant', 'Clinics & Medical Practices', 'Financial Services'],
  },
  {
    path: '/solutions',
    h1: 'AI Solutions',
    texts: ['AI Call & Chat Assistant', 'AI Review & Reputation Management', 'Social Media Automation', 'Smart Appointment Scheduling'],
  },
  {
    path: '/products',
    h1: 'Our Products',
    texts: [
      'Real Estate Assistant',
      'HR Assistant',
      'Restaurant Assistant',
      '80% Time Savings',
      '24/7 Availability',
      'Improved Accuracy',
      'Scalable Growth',
      'Healthcare Assistant',
      'Restaurant Manager',
      'Sales Optimizer',
    ],
  },
  {
    path: '/contact',
    h1: 'Contact Us',
    texts: [
      '2-4 weeks',
      'No technical expertise is needed',
      'CRMs, ERPs and scheduling tools',
      'tiered subscription pricing',
      '24/7',
      'Saskatoon',
    ],
  },
  { path: '/terms-of-service', h1: 'Terms of Service', texts: ['Template notice', 'Governing law'] },
  {
    path: '/privacy-policy',
    h1: 'Privacy Policy',
    texts: ['Template notice', 'PIPEDA', 'CASL', 'visitor identifier', 'How long we keep it', 'privacy@'],
  },
];

const serviceH1: Record<string, RegExp> = {
  Healthcare: /Healthcare/,
  FinancialServices: /Financial Services/,
  HRWorkforce: /HR and Workforce/,
  Restaurants: /Restaurants/,
  Salons: /Salons and Spas/,
  RealEstate: /Real Estate/,
  Clinics: /Clinics/,
  SocialMedia: /Social Media/,
  AIReputation: /Reputation/,
  AIAssistant: /Personalized AI Assistant/,
  SalesMarketing: /Sales and Marketing/,
};

/** The ring written in frontend/app/content/service-pages.ts. */
const ring = [
  'HRWorkforce',
  'Restaurants',
  'Salons',
  'RealEstate',
  'Clinics',
  'SocialMedia',
  'AIReputation',
  'AIAssistant',
  'SalesMarketing',
  'FinancialServices',
  'Healthcare',
];

const main = (page: Page) => page.getByRole('main');

test.describe('site pages', () => {
  for (const { path, h1, texts } of staticPages) {
    test(`${path} shows its headline and key texts`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      for (const text of texts) await expect(main(page).getByText(text).filter({ visible: true }).first()).toBeVisible();
    });
  }

  test('Home stat tiles show the four figures', async ({ page }) => {
    await page.goto('/');
    for (const figure of ['20+', '75%', '6+', '24/7']) await expect(main(page).getByText(figure, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Solutions' })).toHaveAttribute('href', '/services');
    await expect(main(page).getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute('href', '/contact');
  });

  test('Learn More on the home and services cards follows the title rule', async ({ page }) => {
    const expected: Record<string, string> = {
      Healthcare: '/services/Healthcare',
      'Restaurants & Hospitality': '/services/Restaurants',
      'Real Estate': '/services/RealEstate',
      'Sales & Marketing': '/services/SalesMarketing',
      'Human Resources': '/services/HRWorkforce',
      'Salons & Spas': '/services/Salons',
    };
    const additional = {
      'Social Media Management': '/services/SocialMedia',
      'AI Review & Reputation Management': '/services/AIReputation',
      'Personalized AI Assistant': '/services/AIAssistant',
    };
    for (const [path, cards] of [
      ['/', expected],
      ['/services', { ...expected, ...additional }],
    ] as const) {
      await page.goto(path);
      for (const [title, href] of Object.entries(cards)) {
        await expect(page.getByRole('link', { name: `Learn More about ${title}` })).toHaveAttribute('href', href);
      }
    }
    await page.getByRole('link', { name: 'Learn More about Personalized AI Assistant' }).click();
    await expect(page).toHaveURL(/\/services\/AIAssistant$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(serviceH1.AIAssistant);
  });

  test('Interactive solutions switch with the mouse and the arrow keys, with script or without', async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await browser.newPage({ javaScriptEnabled });
      await page.goto('/');
      const choices = page.getByRole('group', { name: 'Choose a solution' });
      const shown = () =>
        page
          .getByText(/^(Reports on reach, engagement and leads|Waitlist that fills cancelled slots|Answers calls and website chats 24\/7)$/)
          .filter({ visible: true });
      await expect(choices.getByRole('radio', { name: 'AI Call & Chat Assistant' })).toBeChecked();
      await choices.getByText('Social Media Automation').click();
      await expect(shown()).toHaveText('Reports on reach, engagement and leads');
      await page.keyboard.press('ArrowDown');
      await expect(choices.getByRole('radio', { name: 'Smart Appointment Scheduling' })).toBeChecked();
      await expect(choices.getByRole('radio', { name: 'Smart Appointment Scheduling' })).toBeFocused();
      await expect(shown()).toHaveText('Waitlist that fills cancelled slots');
      await page.close();
    }
  });

  for (const [i, slug] of ring.entries()) {
    test(`/services/${slug} has its content, the demo dialog and previous/next on the ring`, async ({ page }) => {
      await page.goto(`/services/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(serviceH1[slug]);
      await expect(page.getByRole('link', { name: 'Back to All Services' })).toHaveAttribute('href', '/services#top');
      await expect(main(page).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
      const pager = page.getByRole('navigation', { name: 'More services' });
      await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute(
        'href',
        `/services/${ring[(i + ring.length - 1) % ring.length]}`,
      );
      await expect(pager.getByRole('link', { name: /Next/ })).toHaveAttribute('href', `/services/${ring[(i + 1) % ring.length]}`);
      // No page links to the spec's broken lowercase doubled-anchor targets.
      await expect(page.locator('a[href*="#top#top"], a[href^="/services/social-media"], a[href^="/services/ai-"]')).toHaveCount(0);

      await main(page).getByRole('button', { name: 'Schedule a Demo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Schedule a Demo' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });
  }

  test('Service pages link to the real routes where the spec had lowercase doubled anchors', async ({ page }) => {
    await page.goto('/services/SalesMarketing');
    await expect(page.getByRole('link', { name: 'Learn More about Social Media Management' })).toHaveAttribute(
      'href',
      '/services/SocialMedia',
    );
    await expect(page.getByRole('link', { name: 'Learn More about Personalized AI Assistant' })).toHaveAttribute(
      'href',
      '/services/AIAssistant',
    );
    await page.goto('/services/AIAssistant');
    await page.getByRole('link', { name: 'Learn More about AI Review & Reputation Management' }).click();
    await expect(page).toHaveURL(/\/services\/AIReputation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(serviceH1.AIReputation);
  });

  test('Next on the last page of the ring wraps to the first, in the browser', async ({ page }) => {
    await page.goto('/services/Healthcare');
    await page.getByRole('navigation', { name: 'More services' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/services\/HRWorkforce$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(serviceH1.HRWorkforce);
  });

  for (const path of ['/services/healthcare', '/services/Nope']) {
    test(`${path} answers 404 with the site's not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    });
  }

  test('The demo dialog is 600 px wide at most and opens from the contact page buttons', async ({ page }) => {
    await page.goto('/contact');
    const buttons = main(page).getByRole('button', { name: /^(Book|Schedule) a Demo$/ });
    await expect(buttons).toHaveCount(2);
    for (const index of [0, 1]) {
      await buttons.nth(index).click();
      const dialog = page.getByRole('dialog', { name: 'Schedule a Demo' });
      await expect(dialog).toBeVisible();
      expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(600);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test("Products load no demo frame before the visitor asks, then the demo in place (sandboxed when it is the site's own)", async ({
    page,
  }) => {
    const frames: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && r.frame() !== page.mainFrame() && frames.push(r.url()));
    await page.goto('/products');
    await expect(page.locator('iframe')).toHaveCount(0);
    const load = page.getByRole('button', { name: /Load the live demo/ });
    await expect(load).toHaveCount(3);
    await page.waitForTimeout(500);
    expect(frames).toEqual([]);
    await load.first().click();
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect(page.locator('iframe')).toHaveAttribute('title', /^Live demo: /);
    await expect(page.locator('iframe')).toBeFocused();
  });
});

/** What a crawler or a visitor without JavaScript receives: the prerendered HTML itself. */
test.describe('prerendered HTML', () => {
  const routes: { path: string; h1: string | RegExp; text: string }[] = [
    ...staticPages.map(({ path, h1, texts }) => ({ path, h1, text: texts[0] })),
    ...Object.entries(serviceH1).map(([slug, h1]) => ({ path: `/services/${slug}`, h1, text: 'Back to All Services' })),
  ];
  const attr = (html: string, re: RegExp) =>
    html
      .match(re)?.[1]
      ?.replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'") ?? '';
  const seen = { titles: new Set<string>(), descriptions: new Set<string>() };

  for (const { path, h1, text } of routes) {
    test(`${path} is served as HTML with its headline, main text and unique SEO tags`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const headline = attr(html, /<h1[^>]*>([\s\S]*?)<\/h1>/).replace(/<[^>]+>/g, '');
      if (typeof h1 === 'string') expect(headline).toBe(h1);
      else expect(headline).toMatch(h1);
      expect(html).toContain(text.replace(/&/g, '&amp;'));

      const title = attr(html, /<title>([^<]+)<\/title>/);
      const description = attr(html, /<meta name="description" content="([^"]+)"/);
      expect(title).toMatch(/AI Business Automation/);
      expect(description.length).toBeGreaterThan(40);
      expect(seen.titles.has(title), `title "${title}" is reused`).toBe(false);
      expect(seen.descriptions.has(description), `description of ${path} is reused`).toBe(false);
      seen.titles.add(title);
      seen.descriptions.add(description);

      const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
      expect(new URL(canonical).pathname).toBe(path);
      expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toBe(canonical);
      expect(attr(html, /<meta property="og:title" content="([^"]+)"/)).toBe(title);
      expect(attr(html, /<meta property="og:description" content="([^"]+)"/)).toBe(description);
      expect(new URL(attr(html, /<meta property="og:image" content="([^"]+)"/)).pathname).toBe('/images/og-default.png');
    });
  }

  test('The Open Graph image is a 1200x630 PNG served by the site', async ({ request }) => {
    const response = await request.get('/images/og-default.png');
    expect(response.status()).toBe(200);
    const png = await response.body();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
