/**
 * Journey: revisions that work like drafts. Revision 1 carries a planted flaw (the implementation partner's cash
 * contribution is 2 % of the total costs, below the 5 % minimum) and is analysed; replacing one of its documents
 * makes the analysis outdated. "New revision from Revision 1" carries the files over, the budget is fixed there and
 * analysed, and the comparison of the two revisions shows the flaw resolved, with both revisions' dates; its Word
 * export names the project. Deleting Revision 1 leaves Revision 2's files in place.
 */
import mammoth from 'mammoth';
import { expect, test, type Page } from '@playwright/test';
import { createProject, createRevision, createUser, useToken } from '../support/api.js';
import { APPLICATION_LINES, BUDGET_LINES } from '../support/documents.js';
import { docxFile, pdfFile, runAnalysis, uploadToSlot } from '../support/project-page.js';
import { checkScreen, toast } from '../support/screens.js';

/** The budget with the flaw the built-in reviewer reports: a cash contribution of 2 % of the total costs. */
const FLAWED_BUDGET_LINES = [
  BUDGET_LINES[0],
  BUDGET_LINES[1],
  'Total project costs: CHF 400000. Cash contribution of Helio AG: CHF 8000 (2%).',
] as const;

const processed = (page: Page) => page.getByText('Processed', { exact: true });

test('revision drafts: fix a flaw in a new revision and compare the two analyses', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const user = await createUser(request, { prefix: 'drafts', acceptTerms: true });
  const projectName = `Helio tiles ${Date.now().toString(36)}`;
  const projectId = await createProject(request, user.token, projectName, 'INNOSUISSE_PROJECT');
  await createRevision(request, user.token, projectId);
  await useToken(page, user.token);
  const history = page.getByRole('region', { name: 'Revision History' });

  await test.step('Revision 1: upload the application and a budget with the planted flaw, analyse it', async () => {
    await page.goto(`/projects/${projectId}`);
    await uploadToSlot(page, 'Application Draft', await docxFile('application-draft.docx', APPLICATION_LINES));
    await uploadToSlot(page, 'Funding Proposal', pdfFile('budget-cash-2-percent.pdf', FLAWED_BUDGET_LINES));
    await expect(processed(page)).toHaveCount(2, { timeout: 60_000 });
    await runAnalysis(page, 60_000);
  });

  await test.step('replacing a document of Revision 1 makes its analysis outdated', async () => {
    await uploadToSlot(
      page,
      'Application Draft',
      await docxFile('application-draft-v2.docx', [
        ...APPLICATION_LINES,
        'Milestone M4 (month 24): market launch in Switzerland.',
      ]),
    );
    await expect(page.getByText('Your documents changed after this analysis')).toBeVisible({ timeout: 30_000 });
    await expect(processed(page)).toHaveCount(2, { timeout: 60_000 });
  });

  await test.step('"New revision from Revision 1" carries the files over, already processed', async () => {
    await history.getByRole('button', { name: 'New revision from Revision 1' }).click();
    await expect(toast(page, 'New revision created')).toBeVisible();
    await expect(history.getByRole('button', { name: /^Revision 2/ })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText('application-draft-v2.docx')).toBeVisible();
    await expect(page.getByText('budget-cash-2-percent.pdf')).toBeVisible();
    await expect(processed(page)).toHaveCount(2);
  });

  await test.step('Revision 2: replace the flawed budget with the fixed one and analyse it', async () => {
    await uploadToSlot(page, 'Funding Proposal', pdfFile('budget-cash-7-5-percent.pdf', BUDGET_LINES));
    await expect(page.getByText('budget-cash-7-5-percent.pdf')).toBeVisible();
    await expect(processed(page)).toHaveCount(2, { timeout: 60_000 });
    await runAnalysis(page, 60_000);
  });

  await test.step('the comparison from the revision history: the flaw is resolved, both revisions dated', async () => {
    await history.getByRole('link', { name: 'Compare with Revision 1' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/compare\\?from=[^&]+&to=[^&]+$`));
    await expect(page.getByRole('heading', { name: 'Compare revisions', level: 1 })).toBeVisible();
    await expect(page.getByText(projectName)).toBeVisible();
    const readiness = page.getByRole('region', { name: 'Overall readiness' });
    const today = new Date().toLocaleDateString('en-CH', { year: 'numeric', month: 'short', day: 'numeric' });
    await expect(readiness.locator('[data-side="before"]')).toContainText(`Revision 1 · created ${today} · analysed`);
    await expect(readiness.locator('[data-side="after"]')).toContainText(`Revision 2 · created ${today} · analysed`);
    const resolved = page.getByRole('region', { name: /^Resolved/ });
    await expect(resolved.locator('[data-check="cash-contribution"]')).toContainText('Cash contribution is 2');
    await expect(page.getByRole('region', { name: /^New/ }).locator('[data-check="cash-contribution"]')).toHaveCount(0);
    // Revision 1's documents changed after its analysis.
    await expect(page.getByText('The analysis of Revision 1 is out of date')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Documents that changed' })).toContainText('Replaced');
    await checkScreen(page, 'revision-comparison');
  });

  await test.step('Export to Word: a .docx named for the comparison, with the project name', async () => {
    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Word' }).click();
    const download = await downloadEvent;
    await expect(toast(page, 'Comparison exported to Word')).toBeVisible();
    const day = String.raw`\d{4}-\d{2}-\d{2}`;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^${projectName.replace(/ /g, '-')}-revision-1-${day}-vs-revision-2-${day}_comparison\\.docx$`),
    );
    const savedPath = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(savedPath);
    const { value: text } = await mammoth.extractRawText({ path: savedPath });
    expect(text).toContain(projectName);
  });

  await test.step('deleting Revision 1 leaves Revision 2 and its files', async () => {
    await page.getByRole('link', { name: 'Back to the project' }).first().click();
    await history.getByRole('button', { name: 'Delete Revision 1' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Revision deleted')).toBeVisible();
    // The one revision left is numbered anew: Revision 1.
    await expect(history.getByRole('button', { name: /^Revision \d/ })).toHaveCount(1);
    await history.getByRole('button', { name: /^Revision 1.*2 files/ }).click();
    await expect(page.getByText('application-draft-v2.docx')).toBeVisible();
    await expect(page.getByText('budget-cash-7-5-percent.pdf')).toBeVisible();
    await expect(processed(page)).toHaveCount(2);
  });
});
