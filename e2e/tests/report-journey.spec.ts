/**
 * Journey: the analysis report as its own page. Upload → analysis with the built-in reviewer → "Open report" from
 * the analysis message → the report (readiness, criteria, findings by severity, section readings opened from the
 * keyboard) → its Word export → an evidence quote's link → the review page with the quoted passage highlighted and in view; then the
 * same report in German.
 */
import mammoth from 'mammoth';
import { expect, test, type Page } from '@playwright/test';
import { createProject, createRevision, createUser, TOKEN_KEY, useToken } from '../support/api.js';
import { APPLICATION_LINES, BUDGET_LINES } from '../support/documents.js';
import { docxFile, pdfFile, runAnalysis, uploadToSlot } from '../support/project-page.js';
import { checkScreen, toast } from '../support/screens.js';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether the element's box lies inside the viewport. */
const isInViewport = (page: Page, selector: string) =>
  page.evaluate((target) => {
    const box = document.querySelector(target)?.getBoundingClientRect();
    return Boolean(box && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight);
  }, selector);

test('report: open the analysis report, read it, follow an evidence quote to its highlighted passage', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const user = await createUser(request, { prefix: 'report', acceptTerms: true });
  const projectId = await createProject(request, user.token, `Report ${Date.now().toString(36)}`, 'INNOSUISSE_PROJECT');
  await createRevision(request, user.token, projectId);
  await useToken(page, user.token);

  await test.step('upload the application and the budget', async () => {
    await page.goto(`/projects/${projectId}`);
    await uploadToSlot(page, 'Application Draft', await docxFile('application-draft.docx', APPLICATION_LINES));
    await uploadToSlot(page, 'Funding Proposal', pdfFile('funding-proposal.pdf', BUDGET_LINES));
    await expect(page.getByText('Processed', { exact: true })).toHaveCount(2, { timeout: 90_000 });
  });

  await test.step('run the analysis with the built-in reviewer', async () => {
    await runAnalysis(page);
  });

  await test.step('"Open report" on the analysis message opens the report page', async () => {
    const analysis = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').first();
    await analysis.getByRole('link', { name: 'Open report' }).click();
    await expect(page).toHaveURL(/\/projects\/[^/]+\/revisions\/[^/]+\/report$/);
    await expect(page.getByRole('heading', { name: 'Review report', level: 1 })).toBeVisible();
  });

  await test.step('the report: readiness, rating scale, criteria, findings by severity', async () => {
    const readiness = page.getByRole('region', { name: 'Overall readiness' });
    await expect(readiness.locator('[data-readiness]')).toBeVisible();
    await expect(page.getByText('Each criterion is rated on one scale:')).toBeVisible();
    const criteria = page.getByRole('table', { name: 'Criteria' });
    expect(await criteria.locator('tbody tr').count()).toBeGreaterThan(2);
    await expect(criteria.locator('[data-rating] svg').first()).toBeVisible();
    const findings = page.getByRole('region', { name: 'Findings' });
    const severityHeadings = await findings.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(severityHeadings.length).toBeGreaterThan(0);
    const order = ['Blockers', 'Important', 'Minor'];
    const positions = severityHeadings.map((text) => order.findIndex((label) => text.startsWith(label)));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort()).toEqual(positions);
    // No emoji anywhere on the page; icons are SVG.
    expect(await page.locator('main').innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
    // Personal data appears only where the documents are quoted, never masked as a placeholder.
    await expect(page.locator('main')).not.toContainText(/\[[A-Z][A-Z_]*_\d+\]/);
    await checkScreen(page, 'report');
  });

  await test.step('Export to Word: the same structure, as Word headings, tables and lists', async () => {
    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Word' }).click();
    const download = await downloadEvent;
    await expect(toast(page, 'Report exported to Word')).toBeVisible();
    const savedPath = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(savedPath);
    const { value: html } = await mammoth.convertToHtml({ path: savedPath });
    expect(html).toMatch(/<h2>Pre-submission review: /);
    expect(html).toMatch(/<h3>Overall readiness: /);
    expect(html).toContain('<h3>Criteria</h3>');
    expect(html).toMatch(/<table>.*<p><strong>Criterion<\/strong><\/p>/s);
    expect(html).toMatch(/<h5>1\. /);
    expect(html).toContain('<ul>');
    expect(html).not.toMatch(/\*\*|&lt;\/?[a-z]+&gt;|\[[A-Z][A-Z_]*_\d+\]/);
  });

  await test.step('how the sections were read opens from the keyboard', async () => {
    const readings = page.getByRole('region', { name: 'How your documents were read' });
    if ((await readings.count()) === 0) return;
    const toggle = readings.locator('summary');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(readings.locator('details')).toHaveAttribute('open', '');
    await expect(readings.getByRole('listitem').first()).toContainText(
      /^Your section “.+” (was read as|was not matched)/,
    );
  });

  let quote = '';
  await test.step('an evidence quote links to its passage, highlighted and in view on the review page', async () => {
    const evidence = page.locator('figure').filter({ has: page.getByRole('link', { name: /^Show passage in / }) });
    await expect(evidence.first()).toBeVisible();
    quote = oneLine(await evidence.first().locator('blockquote').innerText()).replace(/^“|”$/g, '');
    const link = evidence.first().getByRole('link');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/review\/[^/?]+\?start=\d+&end=\d+$/);
    const passage = page.getByTestId('report-passage');
    await expect(passage).toBeVisible();
    expect(oneLine(await passage.innerText())).toBe(quote);
    await expect(page.getByText('The passage the report quotes is highlighted in the text.')).toBeVisible();
    await expect.poll(() => isInViewport(page, '#report-passage')).toBe(true);
    await expect(passage).toBeFocused();
    await checkScreen(page, 'review-passage');
    await page.getByRole('link', { name: 'Back to the report' }).click();
    await expect(page.getByRole('heading', { name: 'Review report', level: 1 })).toBeVisible();
  });

  await test.step('the report in German', async () => {
    const german = await browser.newContext({ locale: 'de-CH' });
    await german.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      TOKEN_KEY,
      user.token,
    ] as const);
    const germanPage = await german.newPage();
    await germanPage.goto(`/projects/${projectId}`);
    await germanPage.getByRole('link', { name: 'Vollansicht' }).click();
    await germanPage.getByRole('link', { name: 'Bericht öffnen' }).click();
    await expect(germanPage.getByRole('heading', { name: 'Prüfbericht', level: 1 })).toBeVisible();
    await expect(germanPage.getByRole('heading', { name: 'Gesamtbereitschaft' })).toBeVisible();
    await expect(germanPage.getByText('Jedes Kriterium wird auf derselben Skala bewertet:')).toBeVisible();
    await expect(
      germanPage.getByRole('heading', { name: /^Ausschlussgründe|^Wichtig|^Geringfügig/ }).first(),
    ).toBeVisible();
    await german.close();
  });
});
