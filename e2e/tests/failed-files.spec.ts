/**
 * Journey: a file that cannot be read (issue 12). A password-protected PDF, built in the test, is uploaded next to a
 * readable draft: the project page, the files page and the review page say why it failed and offer no Retry; the
 * confirmation before the analysis says it is left out (not "Not processed yet (ERROR)"); the analysis and its
 * report name it with the reason. Also: a large upload shows its progress, and the analysis page says "Revision 1".
 */
import { expect, test, type Page } from '@playwright/test';
import { buildPdfFile } from '../../apps/server/src/documents/extract/test-support/build-pdf.js';
import { createProject, createRevision, createUser, useToken } from '../support/api.js';
import { APPLICATION_LINES, BUDGET_LINES, buildDocx, buildPasswordProtectedPdf } from '../support/documents.js';
import { checkScreen, toast } from '../support/screens.js';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PROTECTED_NAME = 'budget-protected.pdf';
const PASSWORD_REASON = 'This PDF is password-protected. Remove the password and upload it again.';

const slotCard = (page: Page, slotName: string) => page.getByRole('group', { name: slotName, exact: true });

/** A readable PDF of about `megabytes` MB: one text page carrying an uncompressed RGB image it does not draw. */
function buildLargePdf(megabytes: number): Buffer {
  const side = Math.ceil(Math.sqrt((megabytes * 1024 * 1024) / 3));
  const pixels = Buffer.alloc(side * side * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7919) & 255;
  const text = Buffer.from('BT /F1 11 Tf 72 760 Td (Supporting letter: solar roof tiles pilot, 2024.) Tj ET', 'latin1');
  return buildPdfFile([
    {
      content: { data: text },
      images: [
        {
          data: pixels,
          entries: `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8`,
        },
      ],
    },
  ]);
}

test('failed files: the reason everywhere, no useless Retry, the report names what it did not read', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const user = await createUser(request, { prefix: 'failed-files', acceptTerms: true });
  const projectId = await createProject(
    request,
    user.token,
    `Protected ${Date.now().toString(36)}`,
    'INNOSUISSE_PROJECT',
  );
  const revisionId = await createRevision(request, user.token, projectId);
  await useToken(page, user.token);

  await test.step('upload a readable draft and a password-protected budget', async () => {
    await page.goto(`/projects/${projectId}`);
    await page.getByLabel('Upload Application Draft').setInputFiles({
      name: 'application-draft.docx',
      mimeType: DOCX_MIME,
      buffer: await buildDocx(APPLICATION_LINES),
    });
    await expect(toast(page, 'Application Draft uploaded successfully')).toBeVisible();
    await page.getByLabel('Upload Funding Proposal').setInputFiles({
      name: PROTECTED_NAME,
      mimeType: 'application/pdf',
      buffer: buildPasswordProtectedPdf(BUDGET_LINES),
    });
    await expect(toast(page, 'Funding Proposal uploaded successfully')).toBeVisible();
  });

  await test.step('project page: the reason, and a new upload instead of Retry', async () => {
    const budget = slotCard(page, 'Funding Proposal');
    const reason = budget.getByRole('note', { name: 'Why the file could not be read' });
    await expect(reason).toContainText(`Password-protected: ${PASSWORD_REASON}`, { timeout: 90_000 });
    await expect(reason).toContainText('Retrying would fail the same way');
    await expect(budget.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(budget.getByRole('button', { name: 'Replace' })).toBeEnabled();
    await expect(slotCard(page, 'Application Draft').getByText('Processed', { exact: true })).toBeVisible({
      timeout: 90_000,
    });
    await checkScreen(page, 'failed-file-project');
  });

  await test.step('a large upload shows its progress', async () => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // About 1.5 MB/s up: the 4 MB file takes a few seconds, long enough to see the bar move.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1.5 * 1024 * 1024,
    });
    await page.getByLabel('Upload Supporting Documents').setInputFiles({
      name: 'supporting-letter.pdf',
      mimeType: 'application/pdf',
      buffer: buildLargePdf(4),
    });
    const bar = slotCard(page, 'Supporting Documents').getByRole('progressbar', {
      name: 'Uploading supporting-letter.pdf',
    });
    await expect(bar).toBeVisible();
    // Part of the file sent, not all of it: the bar shows real progress, not a spinner that jumps to done.
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000, intervals: [100] })
      .toBeGreaterThan(0);
    const percent = Number(await bar.getAttribute('aria-valuenow'));
    expect(percent).toBeLessThan(100);
    await expect(slotCard(page, 'Supporting Documents')).toContainText(/\d+%/);
    await expect(toast(page, 'Supporting Documents uploaded successfully')).toBeVisible({ timeout: 60_000 });
    await expect(bar).toHaveCount(0);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  });

  await test.step('files page and review page: the reason', async () => {
    await page.goto(`/projects/${projectId}/revisions/${revisionId}/files`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: PROTECTED_NAME }) });
    await expect(card.getByRole('note', { name: 'Why the file could not be read' })).toContainText(PASSWORD_REASON);
    await checkScreen(page, 'failed-file-files');
    await card.getByRole('link', { name: 'Review Document' }).click();
    await expect(page.getByText('Content extraction failed. Please try re-uploading the file.')).toBeVisible();
    await expect(page.getByRole('note', { name: 'Why the file could not be read' })).toContainText(PASSWORD_REASON);
  });

  await test.step('the confirmation says the budget is left out, and why', async () => {
    await page.goto(`/projects/${projectId}`);
    await expect(slotCard(page, 'Supporting Documents').getByText('Processed', { exact: true })).toBeVisible({
      timeout: 90_000,
    });
    await page.getByRole('button', { name: 'Start Analysis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm anonymization' });
    await expect(dialog.getByText('1 document could not be read and is left out of the analysis.')).toBeVisible();
    const budget = dialog.getByRole('listitem').filter({ hasText: PROTECTED_NAME });
    await expect(budget.getByRole('note')).toContainText(`Password-protected: ${PASSWORD_REASON}`);
    await expect(budget).toContainText('Not read: the analysis leaves this document out.');
    await expect(dialog).not.toContainText('Not processed yet');
    await checkScreen(page, 'failed-file-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Confirm and Start Analysis' }).click();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled({ timeout: 120_000 });
  });

  await test.step('the analysis and its report name the document not read, with the reason', async () => {
    const analysis = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').first();
    await expect(analysis.getByRole('heading', { name: 'Documents not read' })).toBeVisible();
    await expect(analysis).toContainText(`Funding Proposal: ${PASSWORD_REASON}`);
    await analysis.getByRole('link', { name: 'Open report' }).click();
    const note = page.getByRole('note', { name: 'Documents not read' });
    await expect(note).toContainText(`Funding Proposal (Password-protected): ${PASSWORD_REASON}`);
    await expect(page.getByRole('region', { name: 'Overall readiness' })).toContainText('Application Draft');
  });

  await test.step('the analysis page names the revision "Revision 1", with its id', async () => {
    await page.goto(`/projects/${projectId}/revisions/${revisionId}/analysis`);
    await expect(page.getByText('Revision 1', { exact: true })).toBeVisible();
    await expect(page.getByTitle(revisionId)).toHaveText(revisionId.slice(0, 8));
  });
});
