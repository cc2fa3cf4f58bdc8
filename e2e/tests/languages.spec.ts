/**
 * Languages: the app starts in the browser's language, a choice made on the sign-in page stays in this browser, and a
 * choice made when signed in follows the account to another browser. Axe runs on the translated screens at 1280
 * and 390 px. A German user's dashboard, new project page and project page are in German.
 */
import { expect, test, type Page } from '@playwright/test';
import { createProject, createRevision, createUser, useToken } from '../support/api.js';
import { checkScreen } from '../support/screens.js';

async function signIn(page: Page, email: string, password: string): Promise<void> {
  // By field type and role: the labels are in whatever language the page shows.
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

test.describe('a browser set to Swiss German', () => {
  test.use({ locale: 'de-CH' });

  test('starts in German; the language chosen follows the account', async ({ page, request, browser }) => {
    test.setTimeout(120_000);
    const user = await createUser(request, { prefix: 'sprache', acceptTerms: true });

    await test.step('the sign-in page is in German', async () => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
      await checkScreen(page, 'login-de');
    });

    await test.step('the sign-in page in French', async () => {
      await page.getByRole('combobox', { name: 'Sprache' }).selectOption('fr');
      await expect(page.getByRole('heading', { name: 'Se connecter', level: 1 })).toBeVisible();
      await checkScreen(page, 'login-fr');
      await page.getByRole('combobox', { name: 'Langue' }).selectOption('de');
      await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();
    });

    await test.step('Italian chosen before signing in stays in this browser', async () => {
      await page.getByRole('combobox', { name: 'Sprache' }).selectOption('it');
      await expect(page.getByRole('heading', { name: 'Accedi', level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'it');
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Accedi', level: 1 })).toBeVisible();
      await checkScreen(page, 'login-it');
    });

    await test.step('signed in, French chosen in the sidebar is saved on the account', async () => {
      await signIn(page, user.email, user.password);
      const sidebar = page.getByRole('complementary', { name: 'Barra laterale' });
      await expect(sidebar.getByRole('link', { name: 'Progetti', exact: true })).toBeVisible();
      const saved = page.waitForResponse(
        (response) => response.url().endsWith('/api/auth/me') && response.request().method() === 'PATCH',
      );
      await sidebar.getByRole('combobox', { name: 'Lingua' }).selectOption('fr');
      expect((await saved).status()).toBe(200);
      const french = page.getByRole('complementary', { name: 'Barre latérale' });
      await expect(french.getByRole('link', { name: 'Projets', exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await checkScreen(page, 'projects-fr');
    });

    await test.step('another browser, in English, opens in French once the user signs in', async () => {
      const other = await browser.newContext({ locale: 'en-US' });
      try {
        const otherPage = await other.newPage();
        await otherPage.goto('/login');
        await expect(otherPage.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
        await signIn(otherPage, user.email, user.password);
        await expect(
          otherPage
            .getByRole('complementary', { name: 'Barre latérale' })
            .getByRole('link', { name: 'Projets', exact: true }),
        ).toBeVisible();
        await expect(otherPage.locator('html')).toHaveAttribute('lang', 'fr');
      } finally {
        await other.close();
      }
    });
  });

  test('a German user sees the dashboard, the new project page and the project page in German', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const user = await createUser(request, { prefix: 'projekte', acceptTerms: true });
    const projectId = await createProject(request, user.token, 'Brückensensor', 'INNOSUISSE_PROJECT');
    await createRevision(request, user.token, projectId);
    await useToken(page, user.token);
    const card = page.getByRole('link', { name: /Brückensensor/ });

    await test.step('the dashboard', async () => {
      await page.goto('/projects');
      await expect(page.getByRole('heading', { name: 'Projekte', level: 1 })).toBeVisible();
      await expect(
        page.getByText('Verwalten Sie Ihre Förderprojekte und die Revisionen Ihrer Dokumente'),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Neues Projekt' })).toBeVisible();
      await expect(card).toContainText('Innosuisse-Projekt');
      await expect(card).toContainText('1 Revision');
      await checkScreen(page, 'projects-de');
    });

    await test.step('the new project page', async () => {
      await page.getByRole('link', { name: 'Neues Projekt' }).click();
      await expect(page.getByRole('heading', { name: 'Neues Projekt erstellen', level: 1 })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Projekttyp' })).toContainText('Innosuisse-Projekt');
      await page.getByRole('button', { name: 'Projekt erstellen' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Der Projektname ist erforderlich' })).toBeVisible();
      await checkScreen(page, 'new-project-de');
      await page.getByRole('link', { name: 'Zurück zu den Projekten' }).click();
    });

    await test.step('the project page', async () => {
      await card.click();
      await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
      const documents = page.getByRole('region', { name: 'Dokumente und Analyse' });
      await expect(documents).toBeVisible();
      await expect(documents).toContainText('Revision 1');
      await expect(documents.getByRole('group', { name: 'Gesuchsentwurf' })).toContainText('Erforderlich');
      await expect(documents.getByRole('group', { name: 'Beilagen' })).toContainText('Optional');
      await expect(page.getByRole('region', { name: 'Chat und Analyse der Revision' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Projekt löschen' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Revisionsverlauf' })).toBeVisible();
      await checkScreen(page, 'project-de');
    });
  });
});
