import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ExtractionError } from './extraction-error.js';
import { extractText } from './extract-text.js';
import { measurePdfInflation } from './pdf-inflation.js';
import {
  buildPdfInflatingTo,
  buildPdfFile,
  deflateRepeated,
  encodeAscii85,
  encodeAsciiHex,
  encodeLzw,
  encodeRunLength,
  textContent,
} from './test-support/build-pdf.js';

const MB = 1024 * 1024;
const LINES = Array.from({ length: 2000 }, (_, index) => `Line ${index}: the budget holds CHF ${index * 37} in total.`);
const CONTENT = textContent(LINES);

function pdfWithContent(data: Uint8Array, entries: string, isLengthIndirect = false): Buffer {
  return buildPdfFile([{ content: { data, entries, isLengthIndirect } }]);
}

describe('measurePdfInflation', () => {
  it('stops a flate bomb as soon as it passes the limit', async () => {
    const bomb = await buildPdfInflatingTo(64 * MB);
    const inflation = await measurePdfInflation(bomb, 8 * MB);
    expect(inflation.isOverLimit).toBe(true);
    expect(inflation.inflatedBytes).toBeGreaterThan(8 * MB);
    expect(inflation.inflatedBytes).toBeLessThan(9 * MB);
  });

  it('counts through every filter and filter chain pdf.js decodes', async () => {
    const flate = deflateSync(CONTENT);
    const cases: [string, Uint8Array][] = [
      ['/Filter /FlateDecode', flate],
      ['/Filter [/FlateDecode]', flate],
      ['/Filter /Fl', flate],
      ['/Filter /Fl#61teDecode', flate],
      ['/Filter [/FlateDecode /FlateDecode]', deflateSync(flate)],
      ['/Filter [/ASCIIHexDecode /FlateDecode]', encodeAsciiHex(flate)],
      ['/Filter [/A85 /Fl]', encodeAscii85(flate)],
      ['/Filter /LZWDecode', encodeLzw(CONTENT)],
      ['/Filter /RunLengthDecode', encodeRunLength(CONTENT)],
    ];
    for (const [entries, data] of cases) {
      const inflation = await measurePdfInflation(pdfWithContent(data, entries), 100 * MB);
      expect({ entries, inflatedBytes: inflation.inflatedBytes }).toEqual({ entries, inflatedBytes: CONTENT.length });
    }
  });

  it('finds a bomb behind a filter chain', async () => {
    const bomb = await deflateRepeated({ body: 'q Q\n' }, 32 * MB);
    const pdf = pdfWithContent(encodeAsciiHex(bomb), '/Filter [/AHx /Fl]');
    expect((await measurePdfInflation(pdf, 8 * MB)).isOverLimit).toBe(true);
  });

  it('follows a /Filter kept in an object of its own', async () => {
    const pdf = buildPdfFile([
      { content: { data: encodeAsciiHex(deflateSync(CONTENT)), indirectFilter: '[/AHx /Fl]' } },
    ]);
    expect((await measurePdfInflation(pdf, 100 * MB)).inflatedBytes).toBe(CONTENT.length);
  });

  it('reads past `endstream` bytes inside the data, with an indirect /Length', async () => {
    const content = Buffer.concat([Buffer.from('% endstream\n'), Buffer.alloc(4 * MB, 'q Q\n')]);
    const pdf = pdfWithContent(deflateSync(content, { level: 0 }), '/Filter /FlateDecode', true);
    expect((await measurePdfInflation(pdf, 2 * MB)).isOverLimit).toBe(true);
  });

  it('still counts a bomb whose data is cut off or damaged at the end', async () => {
    const bomb = await deflateRepeated({ body: '(x) Tj\n' }, 32 * MB);
    const damaged = Buffer.concat([bomb.subarray(0, bomb.length - 64), Buffer.alloc(64, 0xff)]);
    for (const data of [bomb.subarray(0, bomb.length - 64), damaged]) {
      expect((await measurePdfInflation(pdfWithContent(data, '/Filter /FlateDecode'), 8 * MB)).isOverLimit).toBe(true);
    }
  });

  it('skips images, which text extraction never decodes, and streams it cannot decode', async () => {
    const image = await deflateRepeated({ body: '\0' }, 64 * MB);
    const pdf = buildPdfFile([
      {
        content: { data: deflateSync(CONTENT), entries: '/Filter /FlateDecode' },
        images: [
          {
            data: image,
            entries:
              '/Type /XObject /Subtype /Image /Width 8192 /Height 8192 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode',
          },
          { data: Buffer.from('not compressed at all'), entries: '/Filter /FlateDecode' },
          { data: Buffer.from('encrypted or unknown'), entries: '/Filter /Crypt' },
        ],
      },
    ]);
    const inflation = await measurePdfInflation(pdf, 8 * MB);
    expect(inflation).toMatchObject({ inflatedBytes: CONTENT.length, isOverLimit: false });
    const extracted = await extractText({ data: pdf, fileType: 'pdf' }, { maxUnzippedBytes: 8 * MB });
    expect(extracted.text).toContain('Line 1: the budget holds CHF 37 in total.');
  });
});

describe('extractText on a flate bomb', () => {
  it('fails fast with a message for the user instead of parsing the content', async () => {
    const bomb = await buildPdfInflatingTo(64 * MB);
    const failure = await extractText({ data: bomb, fileType: 'pdf' }, { maxUnzippedBytes: 16 * MB }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ExtractionError);
    expect(failure).toMatchObject({ code: 'TOO_LARGE_UNZIPPED' });
    expect((failure as ExtractionError).message).toMatch(/^This PDF is too large when unpacked .*more than 16 MB/);
  });
});
