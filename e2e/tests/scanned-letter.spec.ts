/**
 * Journey: a scanned letter of support (issue 14). A two-page scan without any text layer, built in the test (the
 * letter, then a page with nothing readable on it), is uploaded beside a digital draft. It ends Processed; the
 * project page, the files page and the review page say its text came from OCR, how sure the OCR was, and which page
 * could not be read; its personal data is masked; the analysis reads it.
 */
import { expect, test, type Page } from '@playwright/test';
import { buildPdfFile } from '../../apps/server/src/documents/extract/test-support/build-pdf.js';
import { renderScanImage, scanPdfPage } from '../../apps/server/src/documents/extract/test-support/build-scan.js';
import { createProject, createRevision, createUser, useToken } from '../support/api.js';
import { APPLICATION_LINES } from '../support/documents.js';
import { docxFile, uploadToSlot } from '../support/project-page.js';
import { checkScreen } from '../support/screens.js';

const SCAN_NAME = 'letter-of-support-scan.pdf';

const slotCard = (page: Page, slotName: string) => page.getByRole('group', { name: slotName, exact: true });

/** The letter, scanned with a little noise and skew, then a clean blank page. */
async function buildLetterScan(): Promise<Buffer> {
  const letter = await renderScanImage(
    {
      blocks: [
        { heading: 'Letter of support' },
        {
          paragraph:
            'Dear Members of the Innovation Council, Helvetic Sensors AG supports the solar roof tiles project and will contribute CHF 80 000 in cash.',
        },
        { paragraph: 'Contact: Daniel Hofstetter, daniel.hofstetter@helvetic-sensors.ch, phone +41 31 555 12 34.' },
      ],
    },
    { noise: 0.001, rotationDegrees: 0.5 },
  );
  return buildPdfFile([scanPdfPage(letter), scanPdfPage(await renderScanImage({ blocks: [] }))]);
}

test('scanned letter of support: read by OCR, marked as such, masked and analysed', async ({ page, request }) => {
  test.setTimeout(240_000);
  const user = await createUser(request, { prefix: 'scanned-letter', acceptTerms: true });
  const projectId = await createProject(request, user.token, `Scan ${Date.now().toString(36)}`, 'INNOSUISSE_PROJECT');
  const revisionId = await createRevision(request, user.token, projectId);
  await useToken(page, user.token);

  await test.step('upload a digital draft and the scanned letter', async () => {
    await page.goto(`/projects/${projectId}`);
    await uploadToSlot(page, 'Application Draft', await docxFile('application-draft.docx', APPLICATION_LINES));
    await uploadToSlot(page, 'Supporting Documents', {
      name: SCAN_NAME,
      mimeType: 'application/pdf',
      buffer: await buildLetterScan(),
    });
  });

  await test.step('project page: processed, read by OCR, the unreadable page named', async () => {
    const letter = slotCard(page, 'Supporting Documents');
    await expect(letter.getByText('Processed', { exact: true })).toBeVisible({ timeout: 120_000 });
    await expect(letter.getByText(/^Read by OCR · \d+%$/)).toBeVisible();
    await expect(letter).toContainText(/Text recognised from scanned page 1; OCR confidence \d+%/);
    await expect(letter.getByRole('note', { name: 'Pages missing from the text' })).toContainText(
      'Page 2 could not be read: no text was recognised on it.',
    );
    await checkScreen(page, 'scanned-letter-project');
  });

  await test.step('files page and review page: OCR noted, personal data masked', async () => {
    await page.goto(`/projects/${projectId}/revisions/${revisionId}/files`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: SCAN_NAME }) });
    await expect(card.getByText(/^Read by OCR · \d+%$/)).toBeVisible();
    await checkScreen(page, 'scanned-letter-files');
    await card.getByRole('link', { name: 'Review Document' }).click();
    await expect(page.getByText(/^Read by OCR · \d+%$/)).toBeVisible();
    await page.getByRole('tab', { name: 'Anonymized' }).click();
    const anonymized = page.getByRole('tabpanel');
    await expect(anonymized).toContainText('contribute CHF 80 000 in cash');
    await expect(anonymized).toContainText('[EMAIL_ADDRESS_');
    await expect(anonymized).not.toContainText('Hofstetter');
    await expect(anonymized).not.toContainText('555 12 34');
  });

  await test.step('the analysis reads the scanned letter', async () => {
    await page.goto(`/projects/${projectId}`);
    await page.getByRole('button', { name: 'Start Analysis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm anonymization' });
    await expect(dialog.getByRole('listitem').filter({ hasText: SCAN_NAME })).toContainText(/Read by OCR/);
    await dialog.getByRole('button', { name: 'Confirm and Start Analysis' }).click();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled({ timeout: 120_000 });
    const analysis = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').first();
    await expect(analysis.getByRole('heading', { name: 'Documents not read' })).toHaveCount(0);
    await analysis.getByRole('link', { name: 'Open report' }).click();
    await expect(page.getByRole('region', { name: 'Overall readiness' })).toContainText('Supporting Documents');
  });
});
