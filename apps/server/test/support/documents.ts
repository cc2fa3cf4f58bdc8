/** Real PDF and DOCX files built in memory for upload tests. */
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { buildPdfFile, textContent } from '../../src/documents/extract/test-support/build-pdf.js';

/** A Word document with one paragraph per line, written by the `docx` library as Word would. */
export async function buildDocx(lines: readonly string[]): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })) }],
  });
  return Packer.toBuffer(document);
}

/** A one-page PDF (Helvetica, WinAnsi) with one text line per entry, and a correct cross-reference table. */
export function buildPdf(lines: readonly string[]): Buffer {
  return buildPdfFile([{ content: { data: textContent(lines) } }]);
}

/** The same PDF, readable only with `password` (standard security handler, RC4): what a reader asks a password for. */
export function buildPasswordProtectedPdf(lines: readonly string[], password = 'secret'): Buffer {
  return buildPdfFile([{ content: { data: textContent(lines) } }], { encryption: { userPassword: password } });
}

export const APPLICATION_LINES = [
  'Innovation project application: SolarSkin roof tiles',
  'Project lead: Dr. Anna Muster, anna.muster@example.ch, +41 44 632 11 11.',
  'The implementation partner, Helio AG, carries 50% of the total project costs of CHF 400000.',
  'Milestone M1 (month 6): tile efficiency of 21% measured on 20 prototypes.',
];

export const BUDGET_LINES = [
  'Funding proposal and budget',
  'Contact for questions: anna.muster@example.ch',
  'Total project costs: CHF 400000. Cash contribution of Helio AG: CHF 30000 (7.5%).',
];
