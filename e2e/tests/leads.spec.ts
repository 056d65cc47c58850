import { expect, type Page, test } from '@playwright/test';

/** Leads journeys: contact form, demo dialog and newsletter box, against the real backend. */

const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
/** The prerendered page must be hydrated before a click submits through React. */
const ready = (page: Page) => page.waitForLoadState('networkidle');

async function fillContact(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Industry').selectOption({ label: 'Real Estate' });
  await form.getByLabel('Message').fill('We would like to automate our showing bookings.');
  return form;
}

test.describe('contact form', () => {
  test('Visitor sends a message without a meeting and sees "Message sent!"; the form resets', async ({ page }) => {
    await page.goto('/contact?utm_source=e2e');
    const form = await fillContact(page, 'ada.e2e@example.com');
    const contact = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    const followUp = page.waitForResponse((r) => r.url().endsWith('/api/contact-webhook'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await contact).status()).toBe(201);
    expect((await contact).request().postDataJSON()).toMatchObject({
      source: 'website_contact_form',
      utm_source: 'e2e',
      schedule_meeting: false,
    });
    expect((await followUp).status()).toBe(202);
    await expect(toasts(page).getByText('Message sent!')).toBeVisible();
    await expect(toasts(page).getByText("Thank you for reaching out. We'll get back to you shortly.")).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('');
  });

  test('Visitor requests a meeting: date (not before today) and time appear, the button reads Request Meeting', async ({ page }) => {
    await page.goto('/contact');
    const form = await fillContact(page, 'meeting.e2e@example.com');
    await expect(form.getByLabel('Preferred date')).toHaveCount(0);
    await form.getByLabel('I would like to schedule a meeting').check();
    await expect(form.getByLabel('Preferred date')).toHaveAttribute('min', day(0));
    await expect(form.getByLabel('Preferred time').locator('option')).toHaveText([
      'Select a time',
      'morning (9am-12pm)',
      'afternoon (12pm-4pm)',
      'evening (4pm-7pm)',
    ]);
    await form.getByLabel('Preferred date').fill(day(2));
    await form.getByLabel('Preferred time').selectOption({ label: 'afternoon (12pm-4pm)' });
    const contact = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: 'Request Meeting' }).click();
    expect((await contact).request().postDataJSON()).toMatchObject({
      schedule_meeting: true,
      preferred_date: day(2),
      preferred_time: 'afternoon',
    });
    await expect(toasts(page).getByText('Meeting requested!')).toBeVisible();
    await expect(toasts(page).getByText("Thank you for scheduling a meeting. We'll confirm your date and time shortly.")).toBeVisible();
  });

  test('Field errors appear under each field with the spec messages, and nothing is sent', async ({ page }) => {
    await page.goto('/contact');
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact')) posted = true;
    });
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Full name').fill('A');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByLabel('Full name')).toHaveAccessibleDescription('Name must be at least 2 characters');
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(form.getByLabel('Industry')).toHaveAccessibleDescription('Please select an industry');
    await expect(form.getByLabel('Message')).toHaveAccessibleDescription('Message must be at least 10 characters');
    await form.getByLabel('Full name').fill('Ada');
    await expect(form.getByText('Name must be at least 2 characters')).toHaveCount(0);
    expect(posted).toBe(false);
  });
});

test.describe('demo dialog', () => {
  async function openAndFill(page: Page, email: string) {
    await page.goto('/contact');
    // Until the page's one script has run, the button is a plain link to the contact form (its
    // no-script fallback); a click that early on a loaded machine scrolled instead of opening.
    await ready(page);
    await page.getByRole('button', { name: 'Book a Demo' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Demo' });
    await dialog.getByLabel('Full name').fill('Grace Hopper');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Industry').selectOption({ label: 'Sales & Marketing' });
    await dialog.getByLabel('Company size').selectOption({ label: '11-50 employees' });
    return dialog;
  }

  test('Visitor requests a demo without a meeting; the dialog closes with "Demo requested!"', async ({ page }) => {
    const dialog = await openAndFill(page, 'demo.e2e@example.com');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact-webhook'));
    await dialog.getByRole('button', { name: 'Schedule Demo' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      form_type: 'demo',
      source: 'website_demo_request',
      book_meeting: false,
      company_size: '11-50',
    });
    await expect(dialog).toBeHidden();
    await expect(toasts(page).getByText('Demo requested!')).toBeVisible();
    await expect(toasts(page).getByText('Thank you for your interest. Our team will contact you shortly.')).toBeVisible();
  });

  test('Visitor requests a demo with a meeting time and is told the team will reach out then', async ({ page }) => {
    const dialog = await openAndFill(page, 'demo.meeting.e2e@example.com');
    await dialog.getByLabel('Book a meeting at a time that suits me').check();
    await dialog.getByLabel('Preferred date').fill(day(3));
    await dialog.getByLabel('Preferred time').selectOption({ label: 'morning (9am-12pm)' });
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact-webhook'));
    await dialog.getByRole('button', { name: 'Schedule Demo' }).click();
    expect((await sent).request().postDataJSON()).toMatchObject({ book_meeting: true, preferred_date: day(3), preferred_time: 'morning' });
    await expect(dialog).toBeHidden();
    await expect(
      toasts(page).getByText('Thank you for your interest. Our team will reach out to you at your selected date and time.'),
    ).toBeVisible();
  });

  test('The demo form shows field errors and stays open', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Book a Demo' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Demo' });
    await dialog.getByRole('button', { name: 'Schedule Demo' }).click();
    await expect(dialog.getByLabel('Full name')).toHaveAccessibleDescription('Name must be at least 2 characters');
    await expect(dialog.getByLabel('Industry')).toHaveAccessibleDescription('Please select an industry');
    await expect(dialog).toBeVisible();
  });
});

test.describe('newsletter box', () => {
  test('An empty address shows the Error toast, F8 focuses the toasts, and a real address is thanked', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    const box = page.getByRole('form', { name: 'Newsletter subscription' });
    await expect(page.getByRole('heading', { name: 'Stay Updated with AI Trends' })).toBeVisible();
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toasts(page).getByText('Please enter your email address.')).toBeVisible();
    await page.keyboard.press('F8');
    // Radix moves focus to the toast list inside the Notifications (F8) region.
    await expect(toasts(page).getByRole('list')).toBeFocused();

    // Hold the answer briefly to see the busy state.
    await page.route('**/api/newsletter', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    const input = box.getByPlaceholder('Your email address');
    await input.fill('reader.e2e@example.com');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await expect(input).toBeDisabled();
    await expect(toasts(page).getByText('Success!')).toBeVisible();
    await expect(toasts(page).getByText('Thank you for subscribing to our newsletter.')).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(page.getByRole('link', { name: 'Privacy Policy' }).last()).toHaveAttribute('href', '/privacy-policy');
  });
});

test.describe('when the API is down', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/api/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503}' }));
  });

  test('the contact form shows "Failed to send your message" and keeps the input', async ({ page }) => {
    await page.goto('/contact');
    const form = await fillContact(page, 'down@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toasts(page).getByText('Failed to send your message. Please try again later.')).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  });

  test('the demo dialog shows "Failed to submit your demo request" and stays open', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Book a Demo' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Demo' });
    await dialog.getByLabel('Full name').fill('Grace Hopper');
    await dialog.getByLabel('Email').fill('down@example.com');
    await dialog.getByLabel('Industry').selectOption({ label: 'Other' });
    await dialog.getByRole('button', { name: 'Schedule Demo' }).click();
    // The modal hides the rest of the page from assistive tech, so the dialog repeats the error.
    await expect(dialog.getByRole('alert')).toHaveText('Failed to submit your demo request. Please try again later.');
    await expect(page.getByText('Failed to submit your demo request. Please try again later.').first()).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('the newsletter box shows "Failed to subscribe"', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    const box = page.getByRole('form', { name: 'Newsletter subscription' });
    await box.getByPlaceholder('Your email address').fill('down@example.com');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toasts(page).getByText('Failed to subscribe. Please try again later.')).toBeVisible();
  });
});
