/** Steps on the project page that several journeys take: uploading into a slot, running the analysis. */
import { expect, type Page } from '@playwright/test';
import { buildDocx, buildPdf } from './documents.js';
import { toast } from './screens.js';

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface TUploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A Word document with one paragraph a line. */
export const docxFile = async (name: string, lines: readonly string[]): Promise<TUploadFile> => ({
  name,
  mimeType: DOCX_MIME,
  buffer: await buildDocx(lines),
});

/** A text PDF with one line a line. */
export const pdfFile = (name: string, lines: readonly string[]): TUploadFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: buildPdf(lines),
});

/** Uploads `file` into the slot named `slot` (a first upload or a replacement) and waits for the success toast. */
export async function uploadToSlot(page: Page, slot: string, file: TUploadFile): Promise<void> {
  await page.getByLabel(`Upload ${slot}`).setInputFiles(file);
  await expect(toast(page, `${slot} uploaded successfully`)).toBeVisible();
}

/** Starts the built-in reviewer on the selected revision, confirms the anonymization, waits until it is done. */
export async function runAnalysis(page: Page, timeout = 120_000): Promise<void> {
  await page.getByRole('button', { name: 'Start Analysis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm anonymization' });
  await dialog.getByRole('button', { name: 'Confirm and Start Analysis' }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled({ timeout });
}
