import { describe, expect, it } from 'vitest';
import { ExtractionError } from './extraction-error.js';
import { extractText } from './extract-text.js';
import { buildDocx, buildZip, paragraph } from './test-support/build-zip.js';
import { openZip, readEntry, verifyEntrySizes, ZipFormatError } from './zip-directory.js';

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

describe('openZip', () => {
  it('lists names and sizes from the central directory', async () => {
    const zip = buildZip([
      { name: 'a.txt', content: 'hello' },
      { name: 'dir/ü.xml', content: 'x'.repeat(1000) },
    ]);
    const archive = await openZip(zip);
    expect(archive.entries.map((entry) => [entry.fileName, entry.uncompressedSize])).toEqual([
      ['a.txt', 5],
      ['dir/ü.xml', 1000],
    ]);
    const [first, second] = archive.entries;
    if (!first || !second) throw new Error('no entries');
    expect(new TextDecoder().decode(await readEntry(archive, first))).toBe('hello');
    expect(new TextDecoder().decode(await readEntry(archive, second))).toBe('x'.repeat(1000));
  });

  it('rejects an archive whose declared total is over the limit, before inflating anything', async () => {
    // 2 KB on disk, but the directory claims 4 GB.
    const zip = buildZip([{ name: 'word/document.xml', content: 'tiny', declaredSize: 0xfffffffe }]);
    await expectExtractionError(openZip(zip, limits), 'TOO_LARGE_UNZIPPED');
  });

  it('rejects an archive with too many entries', async () => {
    const zip = buildZip(Array.from({ length: 60 }, (_, index) => ({ name: `part${index}.xml`, content: 'x' })));
    await expectExtractionError(openZip(zip, limits), 'TOO_LARGE_UNZIPPED');
  });

  it('reports truncated or garbage data as a format error', async () => {
    const zip = buildZip([{ name: 'a.txt', content: 'hello' }]);
    await expect(openZip(zip.subarray(0, zip.length - 30))).rejects.toBeInstanceOf(ZipFormatError);
    await expect(openZip(new Uint8Array(100).fill(7))).rejects.toBeInstanceOf(ZipFormatError);
    await expect(openZip(new Uint8Array(0))).rejects.toBeInstanceOf(ZipFormatError);
    // yauzl, unlike JSZip, refuses bytes after the end record: the comment length no longer adds up.
    await expect(openZip(new Uint8Array([...zip, 1, 2, 3]))).rejects.toBeInstanceOf(ZipFormatError);
  });

  it('reports a stored entry whose sizes disagree as a format error', async () => {
    const zip = buildZip([{ name: 'a.txt', content: 'hello', isStored: true, declaredSize: 3 }]);
    await expect(openZip(zip)).rejects.toBeInstanceOf(ZipFormatError);
  });

  it('refuses names that climb out of the archive or hide a backslash', async () => {
    await expect(openZip(buildZip([{ name: '../evil.xml', content: 'x' }]))).rejects.toBeInstanceOf(ZipFormatError);
    await expect(openZip(buildZip([{ name: 'word\\document.xml', content: 'x' }]))).rejects.toBeInstanceOf(
      ZipFormatError,
    );
  });
});

describe('verifyEntrySizes', () => {
  it('accepts entries that inflate to their declared size', async () => {
    const zip = buildZip([
      { name: 'a.xml', content: 'y'.repeat(10_000) },
      { name: 'empty.xml', content: '' },
      { name: 'stored.bin', content: 'z'.repeat(100), isStored: true },
    ]);
    await expect(verifyEntrySizes(await openZip(zip), limits)).resolves.toBeUndefined();
  });

  it('catches an entry that inflates to more than it declares (a lying directory)', async () => {
    // 5 MB of zeros deflate to about 5 KB; the directory claims 100 bytes.
    const zip = buildZip([{ name: 'word/document.xml', content: new Uint8Array(5 * MB), declaredSize: 100 }]);
    const archive = await openZip(zip, limits);
    await expectExtractionError(verifyEntrySizes(archive, limits), 'TOO_LARGE_UNZIPPED');
  });

  it('stops a 64 MB bomb declared as 1 KB at its first chunks', async () => {
    const zip = buildZip([{ name: 'word/media/zeros.bin', content: new Uint8Array(64 * MB), declaredSize: 1024 }]);
    expect(zip.length).toBeLessThan(100_000);
    const archive = await openZip(zip, limits);
    await expectExtractionError(verifyEntrySizes(archive, limits), 'TOO_LARGE_UNZIPPED');
  });

  it('reports an entry that inflates to less than it declares as a format error', async () => {
    const zip = buildZip([{ name: 'a.xml', content: 'y'.repeat(1000), declaredSize: 2000 }]);
    await expect(verifyEntrySizes(await openZip(zip), limits)).rejects.toBeInstanceOf(ZipFormatError);
  });

  it('reports damaged deflate data and data past the end of the file as format errors', async () => {
    const zip = buildZip([{ name: 'a.xml', content: 'y'.repeat(10_000) }]);
    const damaged = zip.slice();
    // The deflate stream starts after the 30-byte local header and the 5-byte name.
    damaged.fill(0xff, 35, 45);
    await expect(verifyEntrySizes(await openZip(damaged), limits)).rejects.toBeInstanceOf(ZipFormatError);
    const overflowing = zip.slice();
    const view = new DataView(overflowing.buffer);
    const directoryStart = view.getUint32(overflowing.length - 6, true);
    view.setUint32(directoryStart + 20, 1_000_000, true);
    await expect(verifyEntrySizes(await openZip(overflowing), limits)).rejects.toBeInstanceOf(ZipFormatError);
  });

  it('stops at an abort between entries', async () => {
    const zip = buildZip([{ name: 'a.xml', content: 'y' }]);
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(verifyEntrySizes(await openZip(zip), limits, controller.signal)).rejects.toThrow('stop');
  });
});

describe('readEntry', () => {
  it('never returns more than the declared size', async () => {
    const zip = buildZip([{ name: 'word/header1.xml', content: new Uint8Array(MB), declaredSize: 10 }]);
    const archive = await openZip(zip);
    const [entry] = archive.entries;
    if (!entry) throw new Error('no entries');
    await expect(readEntry(archive, entry)).rejects.toBeInstanceOf(ZipFormatError);
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
