/**
 * Journey 1: an invited applicant from the landing page to a Word export of the review chat.
 * landing → login → terms → create project → first revision → upload DOCX + PDF → processing →
 * files page → review (Original/Anonymized, detected entities) → Start Analysis (anonymization dialog) →
 * streamed analysis → chat question (Enter) → streamed answer → Export to Word (.docx holds the question) →
 * full analysis page.
 */
import mammoth from 'mammoth';
import { expect, test, type Locator } from '@playwright/test';
import { createUser } from '../support/api.js';
import { APPLICATION_LINES, BUDGET_LINES, buildDocx, buildPdf, PERSON } from '../support/documents.js';
import { checkScreen, toast } from '../support/screens.js';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const REPORT_HEADING = 'Pre-submission review: Innosuisse innovation project with an implementation partner';
const QUESTION = 'Which milestone needs the clearest measurable target?';

/** The text length of a locator, or 0 while it is absent. */
async function textLength(locator: Locator): Promise<number> {
  return (await locator.count()) === 0 ? 0 : (await locator.innerText()).length;
}

test('applicant: sign in, accept terms, upload, review anonymization, analyse, chat and export', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const user = await createUser(request, { prefix: 'applicant' });
  const projectName = `SolarSkin ${Date.now().toString(36)}`;

  await test.step('landing page', async () => {
    await page.goto('/');
    await expect(page.locator('#hero-title')).toBeVisible();
    const topBar = page.getByRole('banner');
    for (const anchor of ['#features', '#how-it-works', '#contact']) {
      await expect(topBar.locator(`a[href="${anchor}"]`)).toHaveCount(1);
      await expect(page.locator(anchor)).toHaveCount(1);
    }
    await checkScreen(page, 'landing');
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('login', async () => {
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await checkScreen(page, 'login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/projects$/);
  });

  await test.step('terms of service', async () => {
    await expect(page.getByRole('heading', { name: 'Terms of Service & Disclaimer' })).toBeVisible();
    await expect(page.locator('form ol > li')).toHaveCount(6);
    await checkScreen(page, 'terms');
    // Unticked: a message and no call.
    await page.getByRole('button', { name: 'Accept and Continue' }).click();
    await expect(page.getByText('You must confirm acceptance to continue')).toBeVisible();
    await page.getByRole('checkbox', { name: 'I have read and agree to the Terms of Service & Disclaimer.' }).check();
    const accepted = page.waitForResponse((response) => response.url().endsWith('/api/auth/accept-disclaimer'));
    await page.getByRole('button', { name: 'Accept and Continue' }).click();
    expect((await accepted).ok()).toBe(true);
  });

  await test.step('empty dashboard → create project', async () => {
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
    await expect(page.getByText('Manage your grant projects and document revisions')).toBeVisible();
    await expect(page.getByText('No projects yet')).toBeVisible();
    await checkScreen(page, 'dashboard-empty');
    await page.getByRole('link', { name: 'Create Your First Project' }).click();
    await expect(page).toHaveURL(/\/projects\/new$/);
    await expect(page.getByRole('heading', { name: 'Create New Project' })).toBeVisible();
    await checkScreen(page, 'create-project');
    // Empty name: validation, no call.
    await page.getByRole('button', { name: 'Create Project' }).click();
    await expect(page.getByText('Project name is required')).toBeVisible();
    await page.getByLabel(/Project Name/).fill(projectName);
    await page.getByRole('combobox', { name: 'Project Type' }).click();
    await page.getByRole('option', { name: 'Innosuisse Project' }).click();
    await expect(page.getByRole('combobox', { name: 'Project Type' })).toHaveText(/Innosuisse Project/);
    await page
      .getByLabel(/Description/)
      .fill('Roof tiles that generate solar power, with Helio AG as implementation partner.');
    await page.getByRole('button', { name: 'Create Project' }).click();
    await expect(toast(page, 'Project created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/projects\/[^/]+$/);
  });
  const projectUrl = page.url();

  await test.step('first revision', async () => {
    await expect(page.getByRole('heading', { name: 'No Revisions Yet' })).toBeVisible();
    await expect(page.getByText(/Innosuisse Project · 0 revisions/)).toBeVisible();
    await page.getByRole('button', { name: 'Create First Revision' }).click();
    await expect(toast(page, 'New revision created')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Application Draft', level: 3 })).toBeVisible();
    for (const slot of ['Funding Proposal', 'Risk Matrix', 'Supporting Documents']) {
      await expect(page.getByRole('heading', { name: slot, level: 3 })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Start Analysis' })).toBeDisabled();
    await expect(page.getByText('Please upload at least one file first').first()).toBeVisible();
  });

  await test.step('upload a DOCX and a PDF and watch processing finish', async () => {
    await page.getByLabel('Upload Application Draft').setInputFiles({
      name: 'application-draft.docx',
      mimeType: DOCX_MIME,
      buffer: await buildDocx(APPLICATION_LINES),
    });
    await expect(toast(page, 'Application Draft uploaded successfully')).toBeVisible();
    await expect(page.getByText('application-draft.docx')).toBeVisible();
    await page.getByLabel('Upload Funding Proposal').setInputFiles({
      name: 'funding-proposal.pdf',
      mimeType: 'application/pdf',
      buffer: buildPdf(BUDGET_LINES),
    });
    await expect(toast(page, 'Funding Proposal uploaded successfully')).toBeVisible();
    await expect(page.getByText('funding-proposal.pdf')).toBeVisible();
    // The page polls the revision list while files are pending; both badges must reach Processed.
    await expect(page.getByText('Processed', { exact: true })).toHaveCount(2, { timeout: 90_000 });
    await expect(page.getByText('2 files', { exact: true })).toBeVisible();
    await checkScreen(page, 'project-detail');
  });

  await test.step('files page', async () => {
    await page.getByRole('link', { name: 'View files' }).click();
    await expect(page).toHaveURL(/\/revisions\/[^/]+\/files$/);
    await expect(page.getByRole('heading', { name: 'Revision 1 files' })).toBeVisible();
    const docxCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'application-draft.docx' }) });
    await expect(docxCard).toContainText('DOCX');
    await expect(docxCard).toContainText('Application Draft');
    await expect(docxCard).toContainText('EMAIL_ADDRESS');
    await checkScreen(page, 'files');
    await docxCard.getByRole('link', { name: 'Review Document' }).click();
    await expect(page).toHaveURL(/\/review\/[^/]+$/);
  });

  await test.step('review the anonymized text', async () => {
    await expect(page.getByRole('heading', { name: 'Document Review' })).toBeVisible();
    await expect(page.getByText('application-draft.docx')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Original' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Original document content with potential personal information')).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText(PERSON.email);
    await expect(page.getByText('Detected Personal Information')).toBeVisible();
    await expect(
      page.getByText('The following types of personal information were detected and anonymized:'),
    ).toBeVisible();
    for (const type of ['EMAIL_ADDRESS', 'PHONE_NUMBER']) {
      await expect(page.getByText(type, { exact: true }).first()).toBeVisible();
    }
    await expect
      .soft(page.getByText('PERSON', { exact: true }).first(), 'the name "Dr. Anna Muster" is detected')
      .toBeVisible();
    await expect(page.getByText(/^Confidence: \d+%$/).first()).toBeVisible();
    await expect(page.getByText(/^Position: \d+-\d+$/).first()).toBeVisible();
    await checkScreen(page, 'review');

    await page.getByRole('tab', { name: 'Anonymized' }).click();
    await expect(page.getByText('Personal information has been anonymized for privacy')).toBeVisible();
    const anonymized = page.getByRole('tabpanel');
    await expect(anonymized).toContainText('[EMAIL_ADDRESS_1]');
    await expect(anonymized).toContainText(/\[PHONE_NUMBER_\d+\]/);
    await expect(anonymized).not.toContainText(PERSON.email);
    await expect(anonymized).not.toContainText(PERSON.phone);
    await expect.soft(anonymized, 'the person name is masked').not.toContainText('Anna Muster');
    await checkScreen(page, 'review-anonymized');
  });

  await test.step('back to the project', async () => {
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    const card = page.getByRole('link').filter({ hasText: projectName });
    await expect(card).toContainText('1 revision');
    await checkScreen(page, 'dashboard');
    await card.click();
    await expect(page).toHaveURL(projectUrl);
    await expect(page.getByText('Processed', { exact: true })).toHaveCount(2);
  });

  await test.step('Start Analysis: the anonymization dialog shows counts per document', async () => {
    await page.getByRole('button', { name: 'Start Analysis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm anonymization' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/\d+ items? masked/);
    await expect(dialog).toContainText('across 2 documents');
    const docxMasked = dialog.getByRole('list', { name: 'Masked in application-draft.docx' });
    const pdfMasked = dialog.getByRole('list', { name: 'Masked in funding-proposal.pdf' });
    await expect(docxMasked).toContainText('1 email address');
    await expect(docxMasked).toContainText('1 phone number');
    await expect(pdfMasked).toContainText('1 email address');
    await checkScreen(page, 'anonymization-dialog', { fullPage: false });
    const stream = page.waitForResponse((response) => response.url().includes('/analyze/stream'));
    await dialog.getByRole('button', { name: 'Confirm and Start Analysis' }).click();
    await expect(dialog).toBeHidden();
    const streamResponse = await stream;
    expect(streamResponse.status(), 'GET /api/chat/revisions/{id}/analyze/stream').toBe(200);
    expect(streamResponse.headers()['content-type']).toContain('text/event-stream');
  });

  const messages = page.getByRole('list', { name: 'Messages' });
  const assistantMessages = messages.getByRole('listitem').filter({ hasText: 'Assistant:' });
  const input = page.getByRole('textbox', { name: 'Message' });

  await test.step('the analysis streams in', async () => {
    // Sample the text while it streams: it must be seen growing, not only appear at once.
    const seen = new Set<number>();
    await expect
      .poll(
        async () => {
          const length = await textLength(messages);
          if (length > 0) seen.add(length);
          return length;
        },
        { timeout: 120_000, intervals: [50] },
      )
      .toBeGreaterThan(0);
    await expect(messages.getByRole('heading', { name: REPORT_HEADING })).toBeVisible({ timeout: 120_000 });
    await expect(input).toBeEnabled({ timeout: 120_000 });
    seen.add(await textLength(messages));
    expect(seen.size, `distinct text lengths seen while streaming: ${[...seen].join(', ')}`).toBeGreaterThan(1);
    await expect(assistantMessages).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();
    // Personal data never reaches the report.
    await expect(messages).not.toContainText(PERSON.email);
  });

  await test.step('chat: Enter sends a question and the answer streams', async () => {
    await input.fill(QUESTION);
    await input.press('Enter');
    await expect(messages.getByRole('listitem').filter({ hasText: QUESTION })).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(assistantMessages).toHaveCount(2, { timeout: 120_000 });
    await expect(input).toBeEnabled({ timeout: 120_000 });
    expect((await assistantMessages.nth(1).innerText()).trim().length).toBeGreaterThan(20);
    await checkScreen(page, 'project-detail-chat');
  });

  await test.step('export to Word', async () => {
    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toMatch(/_export\.docx$/);
    const savedPath = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(savedPath);
    await expect(toast(page, 'Chat exported successfully')).toBeVisible();
    const { value: text } = await mammoth.extractRawText({ path: savedPath });
    expect(text).toContain(QUESTION);
    expect(text).toContain('Pre-submission review');
    expect(text).not.toContain(PERSON.email);
  });

  await test.step('full analysis page', async () => {
    await page.getByRole('link', { name: 'Full view' }).click();
    await expect(page).toHaveURL(/\/revisions\/[^/]+\/analysis$/);
    await expect(page.getByRole('heading', { name: 'Document Analysis' })).toBeVisible();
    await expect(page.getByText('Chat Active')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: QUESTION }),
    ).toBeVisible();
    await checkScreen(page, 'analysis');
  });
});
