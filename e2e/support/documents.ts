/**
 * Real PDF and DOCX files built in memory for uploads (copied from apps/server/test/support/documents.ts,
 * which the e2e program cannot import). They carry the personal data the journeys expect to see masked.
 */
import { Document, Packer, Paragraph, TextRun } from 'docx';

/** A Word document with one paragraph per line, written by the `docx` library as Word would. */
export async function buildDocx(lines: readonly string[]): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })) }],
  });
  return Packer.toBuffer(document);
}

const escapePdfText = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);

/** A one-page PDF (Helvetica, WinAnsi) with one text line per entry, and a correct cross-reference table. */
export function buildPdf(lines: readonly string[]): Buffer {
  const content = [
    'BT',
    '/F1 11 Tf',
    '14 TL',
    '72 760 Td',
    ...lines.map((line) => `(${escapePdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const contentBytes = Buffer.from(content, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${contentBytes.length} >>\nstream\n${content}\nendstream`,
  ];
  const header = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const chunks: Buffer[] = [header];
  const offsets: number[] = [];
  let length = header.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n');
  chunks.push(Buffer.from(`${xref}\n`, 'latin1'));
  return Buffer.concat(chunks);
}

export const PERSON = { name: 'Dr. Anna Muster', email: 'anna.muster@example.ch', phone: '+41 44 632 11 11' } as const;

export const APPLICATION_LINES = [
  'Innovation project application: SolarSkin roof tiles',
  `Project lead: ${PERSON.name}, ${PERSON.email}, ${PERSON.phone}.`,
  'The implementation partner, Helio AG, carries 50% of the total project costs of CHF 400000.',
  'Milestone M1 (month 6): tile efficiency of 21% measured on 20 prototypes.',
  'Milestone M2 (month 12): pilot installation on three roofs with the implementation partner.',
] as const;

export const BUDGET_LINES = [
  'Funding proposal and budget',
  `Contact for questions: ${PERSON.email}, phone ${PERSON.phone}`,
  'Total project costs: CHF 400000. Cash contribution of Helio AG: CHF 30000 (7.5%).',
] as const;
