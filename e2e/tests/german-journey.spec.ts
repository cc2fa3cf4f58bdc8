/**
 * A German-speaking applicant's whole journey in German: upload → processing → files page → masking review →
 * analysis confirmation → the report streamed in German → a question in German → the Word export → the full
 * analysis and the report page. Then the same screens in French and Italian, and the account screens (terms, empty
 * dashboard, new project, change password, user administration) in all three languages: axe at 1280 and 390 px on
 * every one.
 */
import mammoth from 'mammoth';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { changePassword, createProject, createRevision, createUser, getAdminToken, useToken } from '../support/api.js';
import { buildDocx, buildPdf, GERMAN_APPLICATION_LINES, GERMAN_BUDGET_LINES, PERSON } from '../support/documents.js';
import { checkScreen, toast } from '../support/screens.js';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const QUESTION = 'Welcher Meilenstein braucht das klarste messbare Ziel?';

type Language = 'de' | 'fr' | 'it';

/** Saves the interface language on the account, as the language switch does. */
async function saveLanguage(request: APIRequestContext, token: string, language: Language): Promise<void> {
  const response = await request.patch('/api/auth/me', {
    headers: { Authorization: `Bearer ${token}` },
    data: { language },
  });
  expect(response.status(), `PATCH /api/auth/me ${language}`).toBe(200);
}

/** The interface's own words for the screens checked in every language (from the translation files). */
const WORDS = {
  de: {
    documents: 'Dokumente und Analyse',
    viewFiles: 'Dateien ansehen',
    files: 'Dateien der Revision 1',
    reviewDocument: 'Dokument prüfen',
    review: 'Dokumentprüfung',
    anonymized: 'Anonymisiert',
    rerun: 'Analyse erneut ausführen',
    confirmTitle: 'Anonymisierung bestätigen',
    cancel: 'Abbrechen',
    fullView: 'Vollansicht',
    analysis: 'Dokumentanalyse',
    openReport: 'Bericht öffnen',
    report: 'Prüfbericht',
    terms: 'Nutzungsbedingungen & Haftungsausschluss',
    acceptTerms: 'Akzeptieren und fortfahren',
    messages: 'Nachrichten',
    noProjects: 'Noch keine Projekte',
    newProject: 'Neues Projekt erstellen',
    changePassword: 'Passwort ändern',
    accountMenu: /^Kontomenü:/,
    admin: 'Benutzerverwaltung',
    createUser: 'Benutzer erstellen',
  },
  fr: {
    documents: 'Documents et analyse',
    viewFiles: 'Voir les fichiers',
    files: 'Fichiers de la Révision 1',
    reviewDocument: 'Examiner le document',
    review: 'Examen du document',
    anonymized: 'Anonymisé',
    rerun: 'Relancer l’analyse',
    confirmTitle: 'Confirmer l’anonymisation',
    cancel: 'Annuler',
    fullView: 'Vue complète',
    analysis: 'Analyse des documents',
    openReport: 'Ouvrir le rapport',
    report: 'Rapport d’évaluation',
    terms: 'Conditions d’utilisation et clause de non-responsabilité',
    acceptTerms: 'Accepter et continuer',
    messages: 'Messages',
    noProjects: 'Aucun projet pour l’instant',
    newProject: 'Créer un nouveau projet',
    changePassword: 'Changer le mot de passe',
    accountMenu: /^Menu du compte/,
    admin: 'Administration des utilisateurs',
    createUser: 'Créer un utilisateur',
  },
  it: {
    documents: 'Documenti e analisi',
    viewFiles: 'Vedi i file',
    files: 'File della Revisione 1',
    reviewDocument: 'Esamina il documento',
    review: 'Esame del documento',
    anonymized: 'Anonimizzato',
    rerun: 'Eseguire di nuovo l’analisi',
    confirmTitle: 'Confermare l’anonimizzazione',
    cancel: 'Annulla',
    fullView: 'Vista completa',
    analysis: 'Analisi dei documenti',
    openReport: 'Apri il rapporto',
    report: 'Rapporto di valutazione',
    terms: 'Condizioni d’uso ed esclusione di responsabilità',
    acceptTerms: 'Accetta e continua',
    messages: 'Messaggi',
    noProjects: 'Ancora nessun progetto',
    newProject: 'Creare un nuovo progetto',
    changePassword: 'Cambia password',
    accountMenu: /^Menu dell’account/,
    admin: 'Amministrazione utenti',
    createUser: 'Crea utente',
  },
} as const satisfies Record<Language, Record<string, string | RegExp>>;

/**
 * The screens of an analysed revision in one language: project page with the chat, the analysis confirmation,
 * files, masking review (both tabs), full analysis and report. Starts and ends on the project page.
 */
async function checkRevisionScreens(page: Page, language: Language, projectUrl: string): Promise<void> {
  const words = WORDS[language];
  await page.goto(projectUrl);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('region', { name: words.documents })).toBeVisible();
  await expect(page.getByRole('list', { name: words.messages })).toContainText(QUESTION);
  await checkScreen(page, `project-chat-${language}`);

  // Once analysed, the revision offers to run the analysis again: the same confirmation, with a warning.
  await page.getByRole('button', { name: words.rerun }).click();
  const dialog = page.getByRole('dialog', { name: words.confirmTitle });
  await expect(dialog).toBeVisible();
  await checkScreen(page, `anonymization-dialog-${language}`, { fullPage: false });
  await dialog.getByRole('button', { name: words.cancel }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: words.viewFiles }).click();
  await expect(page.getByRole('heading', { name: words.files, level: 1 })).toBeVisible();
  await checkScreen(page, `files-${language}`);

  await page.getByRole('link', { name: words.reviewDocument }).first().click();
  await expect(page.getByRole('heading', { name: words.review })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText(PERSON.email);
  await checkScreen(page, `review-${language}`);
  await page.getByRole('tab', { name: words.anonymized }).click();
  await expect(page.getByRole('tabpanel')).toContainText('[EMAIL_ADDRESS_1]');
  await checkScreen(page, `review-anonymized-${language}`);

  await page.goto(projectUrl);
  await page.getByRole('link', { name: words.fullView }).click();
  await expect(page.getByRole('heading', { name: words.analysis, level: 1 })).toBeVisible();
  await checkScreen(page, `analysis-${language}`);

  await page.getByRole('link', { name: words.openReport }).first().click();
  await expect(page.getByRole('heading', { name: words.report, level: 1 })).toBeVisible();
  await checkScreen(page, `report-${language}`);
}

test.describe('a German-speaking applicant', () => {
  test.use({ locale: 'de-CH' });

  test('uploads, reviews the masking, analyses, chats and exports in German; the same screens in French and Italian', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(480_000);
    const user = await createUser(request, { prefix: 'deutsch', acceptTerms: true });
    await saveLanguage(request, user.token, 'de');
    const projectId = await createProject(request, user.token, 'Solarziegel', 'INNOSUISSE_PROJECT');
    await createRevision(request, user.token, projectId);
    await useToken(page, user.token);
    const projectUrl = `/projects/${projectId}`;

    await test.step('upload the application draft and the funding proposal', async () => {
      await page.goto(projectUrl);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await page.getByLabel('Gesuchsentwurf hochladen').setInputFiles({
        name: 'gesuchsentwurf.docx',
        mimeType: DOCX_MIME,
        buffer: await buildDocx(GERMAN_APPLICATION_LINES),
      });
      await expect(toast(page, 'Gesuchsentwurf erfolgreich hochgeladen')).toBeVisible();
      await page.getByLabel('Finanzierungsgesuch hochladen').setInputFiles({
        name: 'finanzierungsgesuch.pdf',
        mimeType: 'application/pdf',
        buffer: buildPdf(GERMAN_BUDGET_LINES),
      });
      await expect(toast(page, 'Finanzierungsgesuch erfolgreich hochgeladen')).toBeVisible();
      await expect(page.getByText('Verarbeitet', { exact: true })).toHaveCount(2, { timeout: 90_000 });
      await expect(page.getByText('2 Dateien', { exact: true })).toBeVisible();
      await checkScreen(page, 'project-detail-de');
    });

    await test.step('the files page and the masking review', async () => {
      await page.getByRole('link', { name: 'Dateien ansehen' }).click();
      await expect(page.getByRole('heading', { name: 'Dateien der Revision 1', level: 1 })).toBeVisible();
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'gesuchsentwurf.docx' }) });
      await expect(card).toContainText('Gesuchsentwurf');
      // The files page shows the status value itself, coloured, in every language (as the spec has it in English).
      await expect(card).toContainText('PROCESSED');
      await card.getByRole('link', { name: 'Dokument prüfen' }).click();
      await expect(page.getByRole('heading', { name: 'Dokumentprüfung' })).toBeVisible();
      await expect(page.getByText('Erkannte Personendaten')).toBeVisible();
      await expect(page.getByText(/^Sicherheit: \d+\s%$/).first()).toBeVisible();
      await page.getByRole('tab', { name: 'Anonymisiert' }).click();
      await expect(page.getByText('Personendaten wurden zum Schutz der Privatsphäre anonymisiert')).toBeVisible();
      await expect(page.getByRole('tabpanel')).not.toContainText(PERSON.email);
      await page.getByRole('link', { name: 'Zurück zu den Projekten' }).click();
      await expect(page.getByRole('heading', { name: 'Projekte', level: 1 })).toBeVisible();
    });

    await test.step('the analysis confirmation, in German, with the report in the documents’ language', async () => {
      await page.goto(projectUrl);
      await page.getByRole('button', { name: 'Analyse starten' }).click();
      const dialog = page.getByRole('dialog', { name: 'Anonymisierung bestätigen' });
      await expect(dialog).toContainText(/\d+ Angaben? maskiert/);
      await expect(dialog).toContainText('in 2 Dokumenten');
      await expect(dialog.getByRole('list', { name: 'Maskiert in gesuchsentwurf.docx' })).toContainText(
        '1 E-Mail-Adresse',
      );
      await expect(dialog.getByRole('combobox', { name: 'Sprache des Berichts' })).toHaveValue('');
      const stream = page.waitForResponse((response) => response.url().includes('/analyze/stream'));
      await dialog.getByRole('button', { name: 'Bestätigen und Analyse starten' }).click();
      expect((await stream).status()).toBe(200);
    });

    const messages = page.getByRole('list', { name: 'Nachrichten' });
    const answers = messages.getByRole('listitem').filter({ hasText: 'Assistent:' });
    const input = page.getByRole('textbox', { name: 'Nachricht' });

    await test.step('the report streams in German; a question in German gets a German answer', async () => {
      await expect(messages.getByRole('heading', { name: /^Prüfung vor der Einreichung: / })).toBeVisible({
        timeout: 120_000,
      });
      await expect(input).toBeEnabled({ timeout: 120_000 });
      await expect(messages).not.toContainText(PERSON.email);
      await input.fill(QUESTION);
      await input.press('Enter');
      await expect(messages.getByRole('listitem').filter({ hasText: QUESTION })).toBeVisible();
      await expect(answers).toHaveCount(2, { timeout: 120_000 });
      await expect(input).toBeEnabled({ timeout: 120_000 });
      // German function words, none of their English counterparts' sentence shapes.
      const answer = await answers.nth(1).innerText();
      expect(answer).toMatch(/\b(der|die|das|und|nicht|Sie)\b/);
      expect(answer).not.toMatch(/\b(the|and|your)\b/);
      await checkScreen(page, 'project-detail-chat-de');
    });

    await test.step('the Word export of the chat is in German', async () => {
      const downloadEvent = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportieren' }).click();
      const download = await downloadEvent;
      await expect(toast(page, 'Chat erfolgreich exportiert')).toBeVisible();
      const savedPath = testInfo.outputPath(download.suggestedFilename());
      await download.saveAs(savedPath);
      const { value: text } = await mammoth.extractRawText({ path: savedPath });
      expect(text).toContain('Chat zur Gesuchsprüfung');
      expect(text).toMatch(/Projekt:\s*Solarziegel/);
      expect(text).toContain(QUESTION);
      expect(text).toContain('Prüfung vor der Einreichung');
      expect(text).not.toContain(PERSON.email);
    });

    await test.step('the full analysis and the report page', async () => {
      await page.getByRole('link', { name: 'Vollansicht' }).click();
      await expect(page.getByRole('heading', { name: 'Dokumentanalyse', level: 1 })).toBeVisible();
      await expect(page.getByText('Chat aktiv')).toBeVisible();
      await page.getByRole('link', { name: 'Bericht öffnen' }).first().click();
      await expect(page.getByRole('heading', { name: 'Prüfbericht', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Gesamtbereitschaft' })).toBeVisible();
    });

    for (const language of ['de', 'fr', 'it'] as const) {
      await test.step(`every screen of the revision in ${language}, axe at 1280 and 390 px`, async () => {
        await saveLanguage(request, user.token, language);
        await checkRevisionScreens(page, language, projectUrl);
      });
    }
  });
});

test('the account screens and the user administration pass axe in German, French and Italian', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  // An admin of its own, so that the shared admin's language stays English for the other journeys.
  const adminPassword = `pw-${randomUUID()}`;
  const adminEmail = `sprachen-admin-${Date.now().toString(36)}@example.ch`;
  const created = await request.post('/api/admin/users', {
    headers: { Authorization: `Bearer ${await getAdminToken(request)}` },
    data: {
      email: adminEmail,
      first_name: 'Ada',
      last_name: 'Admin',
      password: 'initial-admin-password',
      is_admin: true,
      allowed_project_types: ['INNOSUISSE_PROJECT', 'ETH_PIONEER_FELLOWSHIP'],
    },
  });
  expect(created.status()).toBe(201);
  const { id: adminId } = (await created.json()) as { id: string };
  const signIn = await request.post('/api/auth/token', {
    form: { username: adminEmail, password: 'initial-admin-password' },
  });
  const { access_token: initialToken } = (await signIn.json()) as { access_token: string };
  const token = await changePassword(request, initialToken, 'initial-admin-password', adminPassword);
  await useToken(page, token);

  for (const language of ['de', 'fr', 'it'] as const) {
    const words = WORDS[language];
    await test.step(`${language}: terms, empty dashboard, new project, change password, user administration`, async () => {
      await saveLanguage(request, token, language);
      if (language !== 'de') {
        // Accepted in the language before: withdrawn again, so that the terms come first in this one too.
        const toggled = await request.post(`/api/admin/users/${adminId}/toggle-disclaimer`, {
          headers: { Authorization: `Bearer ${await getAdminToken(request)}` },
        });
        expect(toggled.ok()).toBe(true);
      }
      await page.goto('/projects');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { name: words.terms })).toBeVisible();
      await checkScreen(page, `terms-${language}`);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: words.acceptTerms }).click();
      await expect(page.getByText(words.noProjects)).toBeVisible();
      await checkScreen(page, `dashboard-empty-${language}`);

      await page.goto('/projects/new');
      await expect(page.getByRole('heading', { name: words.newProject, level: 1 })).toBeVisible();
      await checkScreen(page, `new-project-${language}`);

      await page.getByRole('button', { name: words.accountMenu }).click();
      await page.getByRole('menuitem', { name: words.changePassword }).click();
      const dialog = page.getByRole('dialog', { name: words.changePassword });
      await expect(dialog).toBeVisible();
      await checkScreen(page, `change-password-${language}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: words.admin, level: 1 })).toBeVisible();
      await expect(page.getByRole('cell', { name: new RegExp(adminEmail) }).first()).toBeVisible();
      await checkScreen(page, `admin-${language}`);
      await page.getByRole('button', { name: words.createUser }).click();
      await expect(page.getByRole('form', { name: words.createUser })).toBeVisible();
      await checkScreen(page, `admin-create-user-${language}`);
    });
  }
});
