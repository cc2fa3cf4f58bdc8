import { describe, expect, it } from 'vitest';
import { ExtractionError } from './extraction-error.js';
import { extractText } from './extract-text.js';
import { buildDocx, buildZip, paragraph } from './test-support/build-zip.js';
import { listZipEntries, readEntry, verifyEntrySizes, ZipFormatError } from './zip-directory.js';

const MB = 1024 * 1024;
const limits = { maxUnzippedBytes: 1 * MB, maxEntries: 50, maxXmlPartBytes: 512 * 1024 };

async function expectExtractionError(promise: Promise<unknown>, code: string): Promise<ExtractionError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  expect((error as ExtractionError).code).toBe(code);
  return error as ExtractionError;
}

describe('listZipEntries', () => {
  it('lists names and sizes from the central directory', async () => {
    const zip = buildZip([
      { name: 'a.txt', content: 'hello' },
      { name: 'dir/ü.xml', content: 'x'.repeat(1000) },
    ]);
    const entries = await listZipEntries(zip);
    expect(entries.map((entry) => [entry.name, entry.uncompressedSize])).toEqual([
      ['a.txt', 5],
      ['dir/ü.xml', 1000],
    ]);
    const [first] = entries;
    if (!first) throw new Error('no entries');
    expect(new TextDecoder().decode(readEntry(zip, first))).toBe('hello');
  });

  it('rejects an archive whose declared total is over the limit, before inflating anything', async () => {
    // 2 KB on disk, but the directory claims 4 GB.
    const zip = buildZip([{ name: 'word/document.xml', content: 'tiny', declaredSize: 0xfffffffe }]);
    await expectExtractionError(listZipEntries(zip, limits), 'TOO_LARGE_UNZIPPED');
  });

  it('rejects an archive with too many entries', async () => {
    const zip = buildZip(Array.from({ length: 60 }, (_, index) => ({ name: `part${index}.xml`, content: 'x' })));
    await expectExtractionError(listZipEntries(zip, limits), 'TOO_LARGE_UNZIPPED');
  });

  it('reports truncated or garbage data as a format error', async () => {
    const zip = buildZip([{ name: 'a.txt', content: 'hello' }]);
    await expect(listZipEntries(zip.subarray(0, zip.length - 30))).rejects.toBeInstanceOf(ZipFormatError);
    await expect(listZipEntries(new Uint8Array(100).fill(7))).rejects.toBeInstanceOf(ZipFormatError);
  });
});

describe('verifyEntrySizes', () => {
  it('accepts entries that inflate to their declared size', async () => {
    const zip = buildZip([{ name: 'a.xml', content: 'y'.repeat(10_000) }]);
    await expect(verifyEntrySizes(zip, await listZipEntries(zip), limits)).resolves.toBeUndefined();
  });

  it('catches an entry that inflates to more than it declares (a lying directory)', async () => {
    // 5 MB of zeros deflate to about 5 KB; the directory claims 100 bytes.
    const zip = buildZip([{ name: 'word/document.xml', content: new Uint8Array(5 * MB), declaredSize: 100 }]);
    const entries = await listZipEntries(zip, limits);
    await expectExtractionError(verifyEntrySizes(zip, entries, limits), 'TOO_LARGE_UNZIPPED');
  });
});

describe('DOCX zip-bomb guard through extractText', () => {
  it('refuses a real bomb: small file, large declared content', async () => {
    const bomb = buildDocx(paragraph('hello'), [{ name: 'word/media/zeros.bin', content: new Uint8Array(3 * MB) }]);
    expect(bomb.length).toBeLessThan(20_000);
    const error = await expectExtractionError(
      extractText({ data: bomb, fileType: 'docx' }, { maxUnzippedBytes: 2 * MB }),
      'TOO_LARGE_UNZIPPED',
    );
    expect(error.message).toMatch(/too large when unpacked \(more than 2 MB\)/);
  });

  it('refuses a bomb hidden behind small declared sizes', async () => {
    const liar = buildDocx(paragraph('hello'), [
      { name: 'word/media/zeros.bin', content: new Uint8Array(3 * MB), declaredSize: 10 },
    ]);
    await expectExtractionError(extractText({ data: liar, fileType: 'docx' }), 'TOO_LARGE_UNZIPPED');
  });

  it('refuses too many entries', async () => {
    const many = buildDocx(
      paragraph('hello'),
      Array.from({ length: 30 }, (_, index) => ({ name: `word/media/${index}.bin`, content: 'x' })),
    );
    await expectExtractionError(
      extractText({ data: many, fileType: 'docx' }, { maxZipEntries: 20 }),
      'TOO_LARGE_UNZIPPED',
    );
  });

  it('refuses an XML part too large for mammoth to hold in memory', async () => {
    const huge = buildDocx(paragraph('x'.repeat(200_000)));
    const error = await expectExtractionError(
      extractText({ data: huge, fileType: 'docx' }, { maxXmlPartBytes: 100_000 }),
      'TOO_LARGE_UNZIPPED',
    );
    expect(error.message).toMatch(/too much text/);
  });

  it('accepts the same document under the limits', async () => {
    const docx = buildDocx(paragraph('hello'), [{ name: 'word/media/zeros.bin', content: new Uint8Array(MB) }]);
    await expect(extractText({ data: docx, fileType: 'docx' }, { maxUnzippedBytes: 2 * MB })).resolves.toMatchObject({
      text: 'hello',
    });
  });
});
