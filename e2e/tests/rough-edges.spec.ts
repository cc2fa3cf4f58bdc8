/**
 * Rough edges from issue 12, in the browser: Stop keeps the answer streamed so far on screen, marked Interrupted,
 * at once (no refetch wipes it); toasts sit bottom-right (top-right on /admin) at 1280 and 390 px and never cover
 * the chat's Send button; the "Incorrect email or password" toast goes away at the next, successful sign-in; the
 * landing page's sections are reachable from a menu at 390 px.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createProject, createRevision, createUser, getAdminToken, useToken } from '../support/api.js';
import { APPLICATION_LINES, buildDocx } from '../support/documents.js';
import { checkA11y, toast } from '../support/screens.js';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * A project with one revision, its application draft uploaded and processed, and the analysis run (built-in
 * reviewer) through the API: the analysis page then opens in chat mode.
 */
async function chatSetup(request: APIRequestContext, prefix: string) {
  const user = await createUser(request, { prefix, acceptTerms: true });
  const headers = { Authorization: `Bearer ${user.token}` };
  const projectId = await createProject(request, user.token, `Edges ${Date.now().toString(36)}`, 'INNOSUISSE_PROJECT');
  const revisionId = await createRevision(request, user.token, projectId);
  const upload = await request.post(
    `/api/projects/${projectId}/revisions/${revisionId}/upload-slot/APPLICATION_DRAFT`,
    {
      headers,
      multipart: {
        file: { name: 'application-draft.docx', mimeType: DOCX_MIME, buffer: await buildDocx(APPLICATION_LINES) },
      },
    },
  );
  expect(upload.ok(), await upload.text()).toBe(true);
  const { id: fileId } = (await upload.json()) as { id: string };
  await expect
    .poll(
      async () => {
        const file = await request.get(`/api/files/${fileId}`, { headers });
        return ((await file.json()) as { processing_status: string }).processing_status;
      },
      { timeout: 90_000 },
    )
    .toMatch(/^(PROCESSED|DONE)$/);
  const analysis = await request.get(`/api/chat/revisions/${revisionId}/analyze/stream`, {
    headers: { ...headers, Accept: 'text/event-stream' },
    timeout: 120_000,
  });
  expect(await analysis.text()).toContain('"type":"complete"');
  const chat = await request.post(`/api/chat/revisions/${revisionId}/analyze`, { headers });
  expect(chat.status()).toBe(201);
  const { chat_id: chatId } = (await chat.json()) as { chat_id: string };
  return {
    user,
    projectId,
    revisionId,
    chatId,
    analysisPath: `/projects/${projectId}/revisions/${revisionId}/analysis`,
  };
}

/** Whether two boxes share any pixel. */
async function overlaps(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) throw new Error('an element has no box');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The toast's box against the viewport: which corner it sits in. */
async function corner(page: Page, element: Locator): Promise<{ right: boolean; bottom: boolean; top: boolean }> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no box');
  return {
    // At the right edge: in the right half, or (below 600 px, where sonner makes toasts full width) across.
    right:
      viewport.width - (box.x + box.width) <= 32 && (box.x > viewport.width / 2 || box.width >= viewport.width - 64),
    bottom: viewport.height - (box.y + box.height) <= 32,
    top: box.y <= 80,
  };
}

test('Stop keeps the streamed answer on screen, marked Interrupted, at once', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { user, analysisPath } = await chatSetup(request, 'stop');
  await useToken(page, user.token);
  await page.goto(analysisPath);
  const input = page.getByRole('textbox', { name: 'Message' });
  await expect(input).toBeEnabled();

  // Slow the network down so that the answer streams for seconds and Stop lands in the middle of it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 1_500,
    uploadThroughput: 100_000,
  });

  await input.fill('What should I improve first?');
  await input.press('Enter');
  const messages = page.getByRole('list', { name: 'Messages' });
  // The list's own items (an answer's Markdown lists are list items too).
  const reply = messages.locator('> li').last();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect.poll(async () => (await reply.innerText()).trim().length, { timeout: 30_000 }).toBeGreaterThan(30);
  const partial = (await reply.innerText()).trim().slice(0, 20);

  // Record whether the partial text ever leaves the screen after Stop, even for a single frame.
  await page.evaluate((text) => {
    const state = window as unknown as { vanished: boolean };
    state.vanished = false;
    new MutationObserver(() => {
      const list = document.querySelector('ol[aria-label="Messages"]');
      if (!list?.textContent?.includes(text)) state.vanished = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, partial);
  await page.getByRole('button', { name: 'Stop' }).click();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const interrupted = messages.getByRole('listitem').filter({ hasText: 'Interrupted' });
  await expect(interrupted).toHaveCount(1, { timeout: 1_000 });
  await expect(interrupted).toContainText(partial);
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  // Longer than any refetch takes here: the text stayed throughout.
  await page.waitForTimeout(1_500);
  await expect(interrupted).toContainText(partial);
  expect(await page.evaluate(() => (window as unknown as { vanished: boolean }).vanished)).toBe(false);

  // After a reload the server's copy is shown: interrupted, or whole when the server had already sent all of it
  // (the throttling here is the browser's, so the server may finish before the Stop reaches it).
  await page.reload();
  const afterReload = page.getByRole('list', { name: 'Messages' }).locator('> li').last();
  await expect(afterReload).toContainText(partial);
});

test('toasts: bottom-right at 1280 and 390 px, never over the Send button', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { user, analysisPath } = await chatSetup(request, 'toasts');
  await useToken(page, user.token);

  for (const viewport of [DESKTOP, MOBILE]) {
    await test.step(`analysis page at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(analysisPath);
      const send = page.getByRole('button', { name: 'Send message' });
      await expect(send).toBeVisible();
      await page.getByRole('textbox', { name: 'Message' }).fill('Typed, not sent');
      await page.getByRole('button', { name: 'Export' }).click();
      const exported = toast(page, 'Chat exported successfully');
      await expect(exported).toBeVisible();
      // sonner animates the toast in; measure it where it comes to rest.
      await expect.poll(async () => (await corner(page, exported)).bottom).toBe(true);
      expect(await corner(page, exported)).toMatchObject({ right: true, bottom: true });
      expect(await overlaps(exported, send), 'the toast covers the Send button').toBe(false);
      await expect(send).toBeEnabled();
      // The Send button is not hidden under anything at its centre.
      const box = await send.boundingBox();
      if (!box) throw new Error('no box');
      const topmost = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(topmost).toBe('Send message');
    });
  }
});

test('toasts on the project page: the last slot card is never under a toast', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { user, projectId } = await chatSetup(request, 'slots');
  await useToken(page, user.token);
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    await page.goto(`/projects/${projectId}`);
    const lastSlot = page
      .getByRole('heading', { name: 'Supporting Documents', level: 3 })
      .locator('xpath=ancestor::div[contains(@class, "rounded-xl")][1]');
    await expect(lastSlot).toBeVisible();
    await page.getByRole('button', { name: 'Export' }).click();
    const exported = toast(page, 'Chat exported successfully');
    await expect(exported).toBeVisible();
    // Scrolled to the end of the page, where the last card is: the strip kept free for toasts lies below it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => (await corner(page, exported)).bottom).toBe(true);
    await expect(lastSlot).toBeInViewport();
    expect(await overlaps(exported, lastSlot), `the toast covers the last slot card at ${viewport.width} px`).toBe(
      false,
    );
  }
});

test('toasts on /admin: top-right at 1280 and 390 px', async ({ page, request }) => {
  await useToken(page, await getAdminToken(request));
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Create User' }).click();
    const form = page.getByRole('form', { name: 'Create user' });
    await form.getByLabel(/^Email/).fill(`toast-${Date.now().toString(36)}-${viewport.width}@example.ch`);
    await form.getByLabel(/^First Name/).fill('Toast');
    await form.getByLabel(/^Password/).fill(`pw-${Date.now().toString(36)}-Long-enough-1`);
    await form.getByRole('button', { name: 'Create User' }).click();
    const created = toast(page, 'User created successfully');
    await expect(created).toBeVisible();
    await expect.poll(async () => (await corner(page, created)).top).toBe(true);
    expect(await corner(page, created)).toMatchObject({ right: true, top: true });
  }
});

test('the "Incorrect email or password" toast goes away at the next, successful sign-in', async ({ page, request }) => {
  const user = await createUser(request, { prefix: 'relogin', acceptTerms: true });
  await page.setViewportSize(MOBILE);
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const failure = toast(page, 'Incorrect email or password');
  await expect(failure).toBeVisible();
  expect(await corner(page, failure)).toMatchObject({ bottom: true });

  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Login successful')).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('landing page at 390 px: a menu button reaches #features, #how-it-works and #contact from the keyboard', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  const sections = page.getByRole('navigation', { name: 'Sections' });
  await expect(sections).toBeHidden();

  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(sections.getByRole('link')).toHaveText(['Features', 'How it works', 'Contact']);
  await checkA11y(page, 'landing-menu');
  await page.keyboard.press('Escape');
  await expect(menuButton).toBeFocused();
  await expect(sections).toBeHidden();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(sections.getByRole('link', { name: 'How it works' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#how-it-works$/);
  await expect(sections).toBeHidden();
  await expect(page.locator('#how-it-works')).toBeInViewport();

  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('button', { name: /menu/ })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link')).toHaveCount(3);
});
