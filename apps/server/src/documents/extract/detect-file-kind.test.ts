import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectFileKind, isDocxZip } from './detect-file-kind.js';
import { buildDocx, buildZip, paragraph } from './test-support/build-zip.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('detectFileKind', () => {
  it('recognises a PDF header at the start', () => {
    expect(detectFileKind(bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe('pdf');
  });

  it('tolerates junk before the PDF header within the first 1024 bytes, like pdf.js', () => {
    expect(detectFileKind(bytes(`${'x'.repeat(500)}%PDF-1.4`))).toBe('pdf');
    expect(detectFileKind(bytes(`${'x'.repeat(1020)}%PDF-1.4`))).toBe('unknown');
  });

  it('recognises a ZIP local file header', () => {
    expect(detectFileKind(buildZip([{ name: 'a', content: 'b' }]).subarray(0, 64))).toBe('zip');
  });

  it('answers unknown for other content, short input and lookalikes', () => {
    expect(detectFileKind(bytes('Hello, world'))).toBe('unknown');
    expect(detectFileKind(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('unknown');
    expect(detectFileKind(new Uint8Array(0))).toBe('unknown');
    expect(detectFileKind(bytes('%PDF'))).toBe('unknown');
    expect(detectFileKind(bytes('PK\x05\x06'))).toBe('unknown');
  });
});

describe('isDocxZip', () => {
  let folder = '';
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'is-docx-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('is true for a ZIP holding word/document.xml, from a buffer or a path', async () => {
    const docx = buildDocx(paragraph('hi'));
    expect(await isDocxZip(docx)).toBe(true);
    const file = path.join(folder, 'a.docx');
    await writeFile(file, docx);
    expect(await isDocxZip(file)).toBe(true);
  });

  it('is false for other ZIPs, non-ZIPs, broken ZIPs and missing files', async () => {
    const odt = buildZip([{ name: 'content.xml', content: '<office:document/>' }]);
    expect(await isDocxZip(odt)).toBe(false);
    expect(await isDocxZip(bytes('%PDF-1.7'))).toBe(false);
    expect(await isDocxZip(buildDocx(paragraph('hi')).subarray(0, 200))).toBe(false);
    const file = path.join(folder, 'other.zip');
    await writeFile(file, odt);
    expect(await isDocxZip(file)).toBe(false);
    expect(await isDocxZip(path.join(folder, 'missing.docx'))).toBe(false);
  });
});
