import { expect, type Page, test } from '@playwright/test';

const API = '**/api/chatbot-webhook';
const fallback = "I'm sorry, I encountered a connection issue. Please try again or contact support if the problem persists.";

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Open chat with our AI assistant' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Assistant' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('chat assistant', () => {
  test('The panel code loads only when the launcher is first used, and the chat starts closed', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (/chat\.island/.test(r.url())) chunks.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open chat with our AI assistant' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'AI Assistant' })).toHaveCount(0);
    expect(chunks).toEqual([]);
    await openChat(page);
    expect(chunks.length).toBeGreaterThan(0);
  });

  test('Visitor asks a question and sees the answer, with a link, after the typing indicator', async ({ page }) => {
    await page.goto('/');
    const dialog = await openChat(page);
    await expect(dialog.getByText('Online')).toBeVisible();
    const input = dialog.getByRole('textbox', { name: 'Message' });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Type your message...');
    await expect(dialog.getByRole('button', { name: 'Send message' })).toBeDisabled();

    await input.fill('  How long does implementation take?  ');
    const answered = page.waitForResponse(API);
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(dialog.getByText('How long does implementation take?', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('AI Assistant is typing');
    expect(await (await answered).json()).toEqual({ output: expect.stringContaining('2-4 weeks') });
    const log = dialog.getByRole('log');
    await expect(log).toContainText('Implementation usually takes 2-4 weeks');
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await expect(log.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  test('Visitor expands, shrinks and closes the panel; Escape closes it and focus returns to the launcher', async ({ page }) => {
    await page.goto('/about');
    const dialog = await openChat(page);
    expect(await dialog.boundingBox()).toMatchObject({ width: 350, height: 500 });
    await dialog.getByRole('button', { name: 'Expand chat' }).click();
    expect(await dialog.boundingBox()).toMatchObject({ width: 400, height: 600 });
    await dialog.getByRole('button', { name: 'Shrink chat' }).click();
    expect(await dialog.boundingBox()).toMatchObject({ width: 350, height: 500 });

    await dialog.getByRole('button', { name: 'Close chat' }).click();
    await expect(dialog).toBeHidden();
    const launcher = page.getByRole('button', { name: 'Open chat with our AI assistant' });
    await expect(launcher).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('An e-mail given in chat is remembered and sent as userEmail with the next message', async ({ page }) => {
    await page.goto('/');
    const dialog = await openChat(page);
    const input = dialog.getByRole('textbox', { name: 'Message' });
    const first = page.waitForRequest(API);
    await input.fill('You can reach me at ada@example.com');
    await input.press('Enter');
    expect((await first).postDataJSON()).toMatchObject({
      message: 'You can reach me at ada@example.com',
      userEmail: 'ada@example.com',
      source: 'website_chat',
    });
    await expect(dialog.getByRole('log')).toContainText("We've noted your e-mail address");

    const second = page.waitForRequest(API);
    await input.fill('Do you integrate with CRMs?');
    await input.press('Enter');
    const body = (await second).postDataJSON();
    expect(body).toMatchObject({ message: 'Do you integrate with CRMs?', userEmail: 'ada@example.com' });
    expect(body.sessionId).toMatch(/^[a-z0-9]{10}$/);
    expect(await page.evaluate(() => sessionStorage.getItem('conversation_id'))).toMatch(/^conv_/);
  });

  test('When the chat API is down the widget retries once after 1 s, then apologises and shows the Connection Issue toast', async ({
    page,
  }) => {
    const calls: number[] = [];
    await page.route(API, (route) => {
      calls.push(Date.now());
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"statusCode":503,"error":"Service Unavailable","message":"down"}',
      });
    });
    await page.goto('/');
    const dialog = await openChat(page);
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Hello, anyone there?');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.getByRole('log')).toContainText(fallback);
    expect(calls).toHaveLength(2);
    expect(calls[1] - calls[0]).toBeGreaterThanOrEqual(950);
    await expect(page.getByText('Connection Issue', { exact: true })).toBeVisible();
    await expect(
      page.getByText("We're experiencing some technical difficulties. Your messages are still being saved in our system.", { exact: true }),
    ).toBeVisible();
  });

  test.describe('on a 320 px phone', () => {
    test.use({ viewport: { width: 320, height: 640 } });
    test('The panel fits the screen', async ({ page }) => {
      await page.goto('/');
      const dialog = await openChat(page);
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(320);
      expect(box!.y).toBeGreaterThanOrEqual(0);
    });
  });
});
