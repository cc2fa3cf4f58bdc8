/**
 * Journey: a project shared by its owner (issue 18). The owner adds an editor and a viewer in the Members panel; the
 * editor uploads the documents, runs the analysis and asks a question; the viewer reads the report and exports it,
 * and is offered no upload, no Start Analysis and no chat input; the owner removes the viewer, whose next request
 * gets the project's 404 (the not-found screen).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createProject, createRevision, createUser, useToken } from '../support/api.js';
import { APPLICATION_LINES, BUDGET_LINES } from '../support/documents.js';
import { docxFile, pdfFile, runAnalysis, uploadToSlot } from '../support/project-page.js';
import { checkScreen, toast } from '../support/screens.js';

/** A page of its own browser context, signed in with `token`. */
async function signedInPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useToken(page, token);
  return page;
}

test('sharing: an owner shares with an editor and a viewer, then removes the viewer', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const owner = await createUser(request, {
    prefix: 'owner',
    acceptTerms: true,
    firstName: 'Olivia',
    lastName: 'Owner',
  });
  const editor = await createUser(request, {
    prefix: 'editor',
    acceptTerms: true,
    firstName: 'Eddie',
    lastName: 'Editor',
  });
  const viewer = await createUser(request, {
    prefix: 'viewer',
    acceptTerms: true,
    firstName: 'Vera',
    lastName: 'Viewer',
  });
  const projectName = `Shared ${Date.now().toString(36)}`;
  const projectId = await createProject(request, owner.token, projectName, 'INNOSUISSE_PROJECT');
  await createRevision(request, owner.token, projectId);
  await useToken(page, owner.token);
  const members = page.getByRole('region', { name: 'Members' });

  await test.step('the owner adds an editor and a viewer by e-mail', async () => {
    await page.goto(`/projects/${projectId}`);
    await expect(members.getByRole('listitem', { name: 'Olivia Owner' })).toContainText('Owner');
    for (const [person, role] of [
      [editor, 'Editor'],
      [viewer, 'Viewer'],
    ] as const) {
      await members.getByLabel('E-mail address').fill(person.email);
      await members.getByLabel('Role', { exact: true }).selectOption({ label: role });
      await members.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(toast(page, `${person.firstName} ${person.lastName} was added as ${role}`)).toBeVisible();
    }
    await expect(members.getByRole('combobox', { name: 'Role of Eddie Editor' })).toHaveValue('editor');
    await expect(members.getByRole('combobox', { name: 'Role of Vera Viewer' })).toHaveValue('viewer');

    await members.getByLabel('E-mail address').fill(viewer.email);
    await members.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(members.getByRole('alert')).toHaveText('This person is already a member of the project');
    await checkScreen(page, 'members-owner');
  });

  const editorPage = await signedInPage(browser, editor.token);
  await test.step('the editor finds the shared project on the dashboard, uploads and runs the analysis', async () => {
    await editorPage.goto('/projects');
    const card = editorPage.getByRole('link', { name: new RegExp(projectName) });
    await expect(card).toContainText(`Owned by Olivia Owner`);
    await expect(card).toContainText('Editor');
    await card.click();
    await expect(editorPage.getByRole('button', { name: 'Delete Project' })).toHaveCount(0);
    await expect(editorPage.getByRole('button', { name: 'Rename project' })).toHaveCount(0);
    await uploadToSlot(editorPage, 'Application Draft', await docxFile('application-draft.docx', APPLICATION_LINES));
    await uploadToSlot(editorPage, 'Funding Proposal', pdfFile('funding-proposal.pdf', BUDGET_LINES));
    await expect(editorPage.getByText('Processed', { exact: true })).toHaveCount(2, { timeout: 90_000 });
    await runAnalysis(editorPage);
    await editorPage.getByRole('textbox', { name: 'Message' }).fill('Is the budget plausible?');
    await editorPage.getByRole('button', { name: 'Send message' }).click();
    await expect(editorPage.getByRole('textbox', { name: 'Message' })).toBeEnabled({ timeout: 120_000 });
    await editorPage.context().close();
  });

  const viewerPage = await signedInPage(browser, viewer.token);
  await test.step('the viewer reads the analysis with no upload, no Start Analysis and no chat input', async () => {
    await viewerPage.goto(`/projects/${projectId}`);
    const messages = viewerPage.getByRole('list', { name: 'Messages' });
    await expect(messages.getByRole('listitem').first()).toContainText('Open report');
    await expect(messages.getByRole('listitem').filter({ hasText: 'Is the budget plausible?' })).toContainText(
      'Eddie Editor',
    );
    await expect(viewerPage.getByText('Processed', { exact: true })).toHaveCount(2);
    await expect(viewerPage.getByLabel(/^Upload /)).toHaveCount(0);
    await expect(viewerPage.getByRole('button', { name: /Replace|Click to upload|^Delete/ })).toHaveCount(0);
    await expect(viewerPage.getByRole('button', { name: /Start Analysis|Run the analysis again/ })).toHaveCount(0);
    await expect(viewerPage.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
    await expect(
      viewerPage.getByText('As a viewer you can read and export this chat, but not write in it.'),
    ).toBeVisible();
    await expect(viewerPage.getByRole('button', { name: 'Leave project' })).toBeVisible();
    await checkScreen(viewerPage, 'project-viewer');
  });

  await test.step('the viewer opens the report and exports it to Word', async () => {
    await viewerPage.getByRole('link', { name: 'Open report' }).click();
    await expect(viewerPage.getByRole('heading', { name: 'Review report', level: 1 })).toBeVisible();
    const download = viewerPage.waitForEvent('download');
    await viewerPage.getByRole('button', { name: 'Export to Word' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.docx$/);
    await expect(toast(viewerPage, 'Report exported to Word')).toBeVisible();
  });

  await test.step('the owner removes the viewer after the confirmation', async () => {
    await page.reload();
    await members.getByRole('button', { name: 'Remove Vera Viewer' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove Vera Viewer from the project?' });
    await dialog.getByRole('button', { name: 'Remove member' }).click();
    await expect(toast(page, 'Vera Viewer was removed from the project')).toBeVisible();
    await expect(members.getByRole('listitem', { name: 'Vera Viewer' })).toHaveCount(0);
  });

  await test.step("the viewer's next request gets 404: the project is not found, and gone from the dashboard", async () => {
    const answer = viewerPage.waitForResponse((response) => response.url().endsWith(`/api/projects/${projectId}`));
    await viewerPage.goto(`/projects/${projectId}`);
    expect((await answer).status()).toBe(404);
    await expect(viewerPage.getByRole('heading', { name: 'Project not found' })).toBeVisible();
    await viewerPage.goto('/projects');
    await expect(viewerPage.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
    await expect(viewerPage.getByRole('link', { name: new RegExp(projectName) })).toHaveCount(0);
    await viewerPage.context().close();
  });
});
