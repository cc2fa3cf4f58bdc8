import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { buildPasswordProtectedPdf } from '../../../test/support/documents.js';
import { ExtractionError } from './extraction-error.js';
import { extractPdfText } from './extract-pdf.js';

async function readWithPassword(data: Buffer, password: string): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(data), password, verbosity: VerbosityLevel.ERRORS })
    .promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  await document.destroy();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

describe('a password-protected PDF', () => {
  const data = buildPasswordProtectedPdf(['Project lead: Dr. Anna Muster'], 'open-sesame');

  it('is a real encrypted file: its text is not in clear, and the password opens it', async () => {
    expect(data.includes(Buffer.from('Anna Muster'))).toBe(false);
    expect(await readWithPassword(data, 'open-sesame')).toContain('Project lead: Dr. Anna Muster');
  });

  it('is refused as ENCRYPTED with a message that says what to do', async () => {
    const error = await extractPdfText(new Uint8Array(data)).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ExtractionError);
    expect((error as ExtractionError).code).toBe('ENCRYPTED');
    expect((error as ExtractionError).message).toMatch(/password-protected/);
  });
});
