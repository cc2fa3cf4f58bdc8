/**
 * Journey 2: the admin signs in through the UI and manages a user from creation to deletion.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiToken, uniqueEmail } from '../support/api.js';
import { checkScreen, toast } from '../support/screens.js';

/** The admin may meet the terms screen on first sign-in, like any user. */
async function acceptTermsIfShown(page: Page): Promise<void> {
  const projects = page.getByRole('heading', { name: 'Projects', level: 1 });
  const terms = page.getByRole('heading', { name: 'Terms of Service & Disclaimer' });
  await expect(projects.or(terms)).toBeVisible();
  if (await terms.isVisible()) {
    await page.getByRole('checkbox', { name: 'I have read and agree to the Terms of Service & Disclaimer.' }).check();
    await page.getByRole('button', { name: 'Accept and Continue' }).click();
    await expect(projects).toBeVisible();
  }
}

test('admin: create a user, reset the password, edit project types, delete the user', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('managed');
  const password = 'initial-password-123';

  await test.step('sign in as admin and open User Management', async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Login successful')).toBeVisible();
    await acceptTermsIfShown(page);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    // The admin tag under the user's name (the seeded admin is also called "Admin").
    await expect(sidebar.locator('span', { hasText: /^Admin$/ })).toBeVisible();
    await sidebar.getByRole('link', { name: 'User Management' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'User Administration' })).toBeVisible();
    await expect(page.getByText('Manage users and system settings')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: ADMIN.email })).toBeVisible();
    await checkScreen(page, 'admin');
  });

  const row = page.getByRole('row').filter({ hasText: email });

  await test.step('create a user: the button waits for email, first name and password', async () => {
    await page.getByRole('button', { name: 'Create User' }).click();
    const form = page.getByRole('form', { name: 'Create user' });
    await expect(form).toBeVisible();
    const submit = form.getByRole('button', { name: 'Create User' });
    await expect(submit).toBeDisabled();
    await form.getByLabel(/^Email/).fill(email);
    await expect(submit).toBeDisabled();
    await form.getByLabel(/^First Name/).fill('Nora');
    await expect(submit).toBeDisabled();
    await form.getByLabel(/^Password/).fill(password);
    await expect(submit).toBeEnabled();
    await form.getByLabel('Last Name').fill('Keller');
    await expect(form.getByRole('checkbox', { name: 'Innosuisse Project' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'ETH Pioneer Fellowship' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Admin privileges' })).not.toBeChecked();
    await checkScreen(page, 'admin-create-user');
    await submit.click();
    await expect(toast(page, 'User created successfully')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(row).toBeVisible();
    await expect(row).toContainText('Nora Keller');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Disclaimer Pending');
    await expect(row).toContainText('Total: 0');
    await expect(row).toContainText('INNOSUISSE PROJECT');
    await expect(row).toContainText('ETH PIONEER_FELLOWSHIP');
  });

  await test.step('reset the password: the temporary password shows in the yellow banner', async () => {
    await row.getByRole('button', { name: 'Reset Password' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText("Are you sure you want to reset this user's password?");
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, 'Password reset successfully. New password shown below.')).toBeVisible();
    const banner = page.getByText(`Temporary password for ${email}`).locator('..');
    await expect(banner).toBeVisible();
    const temporaryPassword = (await banner.locator('code').innerText()).trim();
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(8);
    // The temporary password works and the old one no longer does.
    expect((await apiToken(request, email, temporaryPassword)).length).toBeGreaterThan(20);
    const old = await request.post('/api/auth/token', { form: { username: email, password } });
    expect(old.status()).toBe(401);
    await checkScreen(page, 'admin-temporary-password');
  });

  await test.step('edit project types: uncheck one, save, the badge changes', async () => {
    await row.getByRole('button', { name: 'Edit Project Types' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('checkbox', { name: 'ETH Pioneer Fellowship' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'ETH Pioneer Fellowship' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Innosuisse Project' }).uncheck();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'Innosuisse Project' }).check();
    await checkScreen(page, 'admin-project-types');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'User project types updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('INNOSUISSE PROJECT');
    await expect(row).not.toContainText('ETH PIONEER_FELLOWSHIP');
  });

  await test.step('delete the user', async () => {
    await row.getByRole('button', { name: 'Delete User' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      `Are you sure you want to permanently delete ${email}? This action cannot be undone.`,
    );
    await dialog.getByRole('button', { name: 'Delete User' }).click();
    await expect(toast(page, `User ${email} deleted successfully`)).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
