/**
 * Journey 4: accounts. A temporary password from an admin's reset must be changed before anything else; the
 * account menu at the user's name changes the password and logs out; logout ends the token on the server.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiToken, createUser, resetPassword, TOKEN_KEY } from '../support/api.js';
import { checkA11y, checkScreen, SCREENSHOT_DIR, toast } from '../support/screens.js';

const storedToken = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Login successful')).toBeVisible();
}

async function fillPasswordChange(page: Page, current: string, next: string, currentLabel = 'Current password') {
  await page.getByLabel(currentLabel).fill(current);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
}

test('a temporary password is changed first; logout ends the token on the server', async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await createUser(request, { prefix: 'temporary', acceptTerms: true });
  const temporaryPassword = await resetPassword(request, user.id);
  const newPassword = 'lantern-quartz-meadow-42';

  await test.step('sign in with the temporary password: only the change-password screen shows', async () => {
    await signIn(page, user.email, temporaryPassword);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
    await checkScreen(page, 'password-change-required');
    // The server refuses everything else meanwhile.
    const dashboard = await request.get('/api/projects/dashboard', {
      headers: { Authorization: `Bearer ${(await storedToken(page)) ?? ''}` },
    });
    expect(dashboard.status()).toBe(403);
  });

  await test.step("a guessable password is refused with the server's reason", async () => {
    await fillPasswordChange(page, temporaryPassword, 'Summer2024!', 'Temporary password');
    await expect(page.getByRole('alert').filter({ hasText: 'A single word with numbers or symbols' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  });

  await test.step('a good password opens the projects', async () => {
    await fillPasswordChange(page, temporaryPassword, newPassword, 'Temporary password');
    await expect(toast(page, 'Password changed')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/projects$/);
  });

  await test.step('logout from the account menu: the token is refused by the API afterwards', async () => {
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    const headers = { Authorization: `Bearer ${token ?? ''}` };
    expect((await request.get('/api/auth/me', { headers })).status()).toBe(200);

    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByRole('button', { name: /^Account menu: Lea Tester/ }).click();
    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    expect((await loggedOut).status()).toBe(204);
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    expect((await request.get('/api/auth/me', { headers })).status()).toBe(401);
  });

  await test.step('the new password signs in; the temporary one no longer does', async () => {
    const refused = await request.post('/api/auth/token', {
      form: { username: user.email, password: temporaryPassword },
    });
    expect(refused.status()).toBe(401);
    await signIn(page, user.email, newPassword);
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  });
});

test('change the password from the account menu, by keyboard', async ({ page, request }) => {
  const user = await createUser(request, { prefix: 'change-password', acceptTerms: true });
  const newPassword = 'harbour-violet-cactus-77';
  await signIn(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: /^Account menu: Lea Tester/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeFocused();
  await checkA11y(page, 'account-menu');
  await page.screenshot({ path: `${SCREENSHOT_DIR}account-menu-1280.png` });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Current password')).toBeFocused();
  await checkScreen(page, 'change-password-dialog', { fullPage: false });

  await fillPasswordChange(page, 'not-my-password-1', newPassword);
  await expect(dialog.getByRole('alert')).toHaveText('Current password is incorrect');
  await expect(page).toHaveURL(/\/projects$/);

  await dialog.getByLabel('Current password').fill(user.password);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Password changed')).toBeVisible();
  await expect(dialog).toBeHidden();

  // This session goes on with its new token; the old password and the other sessions are gone.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  expect((await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${user.token}` } })).status()).toBe(
    401,
  );
  const old = await request.post('/api/auth/token', { form: { username: user.email, password: user.password } });
  expect(old.status()).toBe(401);
  expect((await apiToken(request, user.email, newPassword)).length).toBeGreaterThan(20);
});
