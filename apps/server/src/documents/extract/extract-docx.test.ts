import { describe, expect, it } from 'vitest';
import { ExtractionError } from './extraction-error.js';
import { extractText } from './extract-text.js';
import { extractOoxmlPartText } from './ooxml-text.js';
import { buildDocx, buildZip, paragraph, wrapPart } from './test-support/build-zip.js';

const cell = (text: string) => `<w:tc>${paragraph(text)}</w:tc>`;
const row = (...cells: string[]) => `<w:tr>${cells.join('')}</w:tr>`;

async function extractDocx(data: Uint8Array): Promise<string> {
  return (await extractText({ data, fileType: 'docx' })).text;
}

async function captureError(promise: Promise<unknown>): Promise<ExtractionError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return error as ExtractionError;
}

describe('DOCX extraction', () => {
  it('separates paragraphs by a blank line and keeps tabs and line breaks', async () => {
    const body =
      paragraph('First paragraph') +
      '<w:p><w:r><w:t>Name:</w:t><w:tab/><w:t>Muster</w:t><w:br/><w:t>second line</w:t></w:r></w:p>';
    expect(await extractDocx(buildDocx(body))).toBe('First paragraph\n\nName:\tMuster\nsecond line');
  });

  it('writes table rows as lines with cells separated by " | "', async () => {
    const table = `<w:tbl>${row(cell('Item'), cell('Cost (CHF)'))}${row(cell('Personnel'), cell('120 000'))}</w:tbl>`;
    expect(await extractDocx(buildDocx(paragraph('Budget') + table + paragraph('After')))).toBe(
      'Budget\n\nItem | Cost (CHF)\nPersonnel | 120 000\n\nAfter',
    );
  });

  it('adds header and footer text (which mammoth ignores), once each, around the body', async () => {
    const header = wrapPart('hdr', paragraph('Innosuisse application – confidential'));
    const docx = buildDocx(paragraph('Body text'), [
      { name: 'word/header1.xml', content: header },
      { name: 'word/header2.xml', content: header },
      { name: 'word/footer1.xml', content: wrapPart('ftr', paragraph('ACME AG, Zürich')) },
      { name: 'word/footer2.xml', content: wrapPart('ftr', paragraph('Page 3 of 12')) },
    ]);
    expect(await extractDocx(docx)).toBe('Innosuisse application – confidential\n\nBody text\n\nACME AG, Zürich');
  });

  it('normalises the text (NFC, no control characters)', async () => {
    expect(await extractDocx(buildDocx(paragraph('Zu\u0308rich\u0007')))).toBe('Zürich');
  });

  it('reports an empty document as NO_TEXT', async () => {
    const error = await captureError(extractDocx(buildDocx('<w:p/>')));
    expect(error.code).toBe('NO_TEXT');
  });

  it('reports a ZIP without word/document.xml as UNSUPPORTED', async () => {
    const odt = buildZip([{ name: 'content.xml', content: '<office:document/>' }]);
    const error = await captureError(extractDocx(odt));
    expect(error.code).toBe('UNSUPPORTED');
    expect(error.message).toMatch(/not a Word document/);
  });

  it('reports broken archives and broken XML as CORRUPT', async () => {
    const docx = buildDocx(paragraph('hello'));
    expect((await captureError(extractDocx(docx.subarray(0, docx.length - 10)))).code).toBe('CORRUPT');
    const badXml = buildZip([{ name: 'word/document.xml', content: '<w:document><w:body><w:p>' }]);
    expect((await captureError(extractDocx(badXml))).code).toBe('CORRUPT');
    expect((await captureError(extractDocx(new Uint8Array([1, 2, 3])))).code).toBe('CORRUPT');
  });

  it('recognises a password-protected DOCX (OLE container with an EncryptedPackage stream)', async () => {
    const ole = new Uint8Array(2048);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const legacy = await captureError(extractDocx(ole));
    expect(legacy.code).toBe('UNSUPPORTED');
    expect(legacy.message).toMatch(/\.doc\b/);
    ole.set(new Uint8Array(Buffer.from('EncryptedPackage', 'utf16le')), 1024);
    const encrypted = await captureError(extractDocx(ole));
    expect(encrypted.code).toBe('ENCRYPTED');
    expect(encrypted.message).toMatch(/password-protected/);
  });
});

describe('extractOoxmlPartText', () => {
  it('reads text, tabs and breaks, decodes entities and skips tab-stop definitions', () => {
    const xml = wrapPart(
      'hdr',
      '<w:p><w:pPr><w:tabs><w:tab w:val="center" w:pos="4680"/></w:tabs></w:pPr>' +
        '<w:r><w:t>R&amp;D &lt;plan&gt;</w:t><w:tab/><w:t>&#x2013; 2025</w:t></w:r></w:p>' +
        '<w:p><w:r><w:instrText>PAGE</w:instrText><w:delText>deleted</w:delText><w:t>kept</w:t></w:r></w:p>',
    );
    expect(extractOoxmlPartText(xml)).toBe('R&D <plan>\t– 2025\nkept');
  });

  it('writes table rows as lines and hides vertically merged continuation cells', () => {
    const xml = wrapPart(
      'ftr',
      '<w:tbl><w:tr><w:tc><w:tcPr><w:vMerge w:val="restart"/></w:tcPr>' +
        paragraph('A') +
        '</w:tc><w:tc>' +
        paragraph('B') +
        '</w:tc></w:tr><w:tr><w:tc><w:tcPr><w:vMerge/></w:tcPr>' +
        paragraph('hidden') +
        '</w:tc><w:tc>' +
        paragraph('C') +
        '</w:tc></w:tr></w:tbl>',
    );
    expect(extractOoxmlPartText(xml)).toBe('A | B\n | C');
  });

  it('skips mc:Fallback copies of drawing text', () => {
    const xml = wrapPart(
      'hdr',
      '<w:p><w:r><mc:AlternateContent><mc:Choice><w:t>Logo text</w:t></mc:Choice>' +
        '<mc:Fallback><w:t>Logo text</w:t></mc:Fallback></mc:AlternateContent></w:r></w:p>',
    );
    expect(extractOoxmlPartText(xml)).toBe('Logo text');
  });
});
