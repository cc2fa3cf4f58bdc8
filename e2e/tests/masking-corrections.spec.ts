/**
 * Journey: the user corrects the masking on the review page. A detected name is marked "Not personal data" and a
 * missed project name is added with "Also mask"; the anonymized text changes each time, undoing a correction
 * changes it back, and the report made before says it is outdated.
 */
import { expect, test } from '@playwright/test';
import { createProject, createRevision, createUser, useToken } from '../support/api.js';
import { buildDocx } from '../support/documents.js';
import { toast } from '../support/screens.js';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

test('masking corrections: keep a detected name in clear, mask a missed term, undo', async ({ page, request }) => {
  test.setTimeout(180_000);
  const user = await createUser(request, { prefix: 'corrections', acceptTerms: true });
  const projectId = await createProject(request, user.token, `Lumen ${Date.now().toString(36)}`, 'INNOSUISSE_PROJECT');
  await createRevision(request, user.token, projectId);
  await useToken(page, user.token);

  await page.goto(`/projects/${projectId}`);
  await page.getByLabel('Upload Application Draft').setInputFiles({
    name: 'application-draft.docx',
    mimeType: DOCX_MIME,
    buffer: await buildDocx([
      'Projekt Lumen: solar roof tiles for Swiss farms',
      'Project lead: Dr. Corinne Vuilleumier, corinne.vuilleumier@example.ch',
      'Projekt Lumen reaches the market in 2027.',
    ]),
  });
  await expect(toast(page, 'Application Draft uploaded successfully')).toBeVisible();
  await expect(page.getByText('Processed', { exact: true })).toHaveCount(1, { timeout: 90_000 });

  const revisions = await request.get(`/api/projects/${projectId}/revisions`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  const [revision] = (await revisions.json()) as { id: string; files: { id: string }[] }[];
  const fileId = revision?.files[0]?.id;
  expect(fileId).toBeTruthy();
  // An analysis made before the corrections, with the built-in reviewer (the stream is read to its end).
  const analysis = await request.get(`/api/chat/revisions/${revision?.id}/analyze/stream`, {
    headers: { authorization: `Bearer ${user.token}` },
    timeout: 120_000,
  });
  expect(await analysis.text()).toContain('"type":"complete"');
  await page.goto(`/review/${fileId}`);

  const anonymized = page.getByRole('tabpanel');
  await page.getByRole('tab', { name: 'Anonymized' }).click();
  await expect(anonymized).toContainText('Projekt Lumen: solar roof tiles');
  await expect(anonymized).not.toContainText('Vuilleumier,');

  await test.step('"Also mask" a missed term: it disappears from the anonymized text', async () => {
    await page.getByLabel('Also mask').fill('projekt lumen');
    await page.getByRole('button', { name: 'Mask', exact: true }).click();
    await expect(toast(page, '“projekt lumen” is now masked')).toBeVisible();
    await expect(anonymized).not.toContainText('Lumen');
    await expect(anonymized).toContainText(/\[PERSON_\d+\]: solar roof tiles/);
  });

  await test.step('"Not personal data" on a detected name: it is shown in clear', async () => {
    await page.getByRole('button', { name: /Not personal data: (Dr\. )?Corinne Vuilleumier$/ }).click();
    await expect(toast(page, /is now shown in clear/)).toBeVisible();
    await expect(anonymized).toContainText('Corinne Vuilleumier,');
    await expect(anonymized).not.toContainText('Lumen');
  });

  await test.step('the corrections are listed; undoing one changes the text back', async () => {
    const list = page.getByRole('list', { name: 'Your masking corrections' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await list.getByRole('button', { name: 'Undo the correction of “projekt lumen”' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(anonymized).toContainText('Projekt Lumen: solar roof tiles');
    await expect(anonymized).toContainText('Corinne Vuilleumier,');
  });

  await test.step('the report says the analysis was made before the corrections', async () => {
    await page.goto(`/projects/${projectId}/revisions/${revision?.id}/report`);
    await expect(page.getByRole('heading', { name: 'Review report', level: 1 })).toBeVisible();
    await expect(page.getByText('Your documents changed after this analysis')).toBeVisible();
    await expect(page.getByText(/^Analysis of .+\. Since then: masking corrected\.$/)).toBeVisible();
  });

  await test.step('the project page offers to run the outdated analysis again, in one click to the confirmation', async () => {
    await page.goto(`/projects/${projectId}`);
    const notice = page.getByRole('alert').filter({ hasText: 'Your documents changed after this analysis' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Run the analysis again' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm anonymization' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm and Start Analysis' }).click();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled({ timeout: 120_000 });
    await expect(notice).toBeHidden();
  });
});
