import { describe, expect, it } from 'vitest';
import { ExtractionError, isExtractionErrorPayload } from './extraction-error.js';
import { decodePlainText, extractPlainText, extractText, type TExtractableFileType } from './extract-text.js';

const encode = (text: string) => new TextEncoder().encode(text);

async function captureError(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
}

describe('plain text', () => {
  it('decodes UTF-8 with or without a BOM and normalises it', async () => {
    expect(decodePlainText(new Uint8Array([0xef, 0xbb, 0xbf, ...encode('Grüezi\r\n')]))).toBe('Grüezi');
    expect(await extractPlainText(encode('a  \n\n\n\nb'))).toEqual({ text: 'a\n\nb' });
  });

  it('decodes UTF-16 with a BOM', () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from('Genève', 'utf16le')]);
    expect(decodePlainText(utf16)).toBe('Genève');
  });

  it('falls back to Windows-1252 for invalid UTF-8', () => {
    expect(decodePlainText(new Uint8Array([0x5a, 0xfc, 0x72, 0x69, 0x63, 0x68, 0x20, 0x80]))).toBe('Zürich €');
  });

  it('refuses binary data and empty files', async () => {
    const binary = await captureError(extractPlainText(new Uint8Array([0x41, 0x00, 0x42])));
    expect(binary).toBeInstanceOf(ExtractionError);
    expect((binary as ExtractionError).code).toBe('UNSUPPORTED');
    const empty = await captureError(extractPlainText(encode(' \n\t\n')));
    expect((empty as ExtractionError).code).toBe('NO_TEXT');
  });
});

describe('extractText', () => {
  it('reports bytes that are not a PDF as CORRUPT, without touching the caller buffer', async () => {
    const data = encode('this is not a pdf at all');
    const error = await captureError(extractText({ data, fileType: 'pdf' }));
    expect((error as ExtractionError).code).toBe('CORRUPT');
    expect(data.byteLength).toBe(24);
  });

  it('reports an unknown file type as UNSUPPORTED', async () => {
    const error = await captureError(extractText({ data: encode('x'), fileType: 'odt' as TExtractableFileType }));
    expect((error as ExtractionError).code).toBe('UNSUPPORTED');
  });

  it('turns a timeout abort into TIMEOUT and rethrows other abort reasons as they are', async () => {
    const timedOut = new AbortController();
    timedOut.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    const timeout = await captureError(
      extractText({ data: encode('%PDF-1.4'), fileType: 'pdf' }, { signal: timedOut.signal }),
    );
    expect((timeout as ExtractionError).code).toBe('TIMEOUT');

    const cancelled = new AbortController();
    const reason = new Error('shutting down');
    cancelled.abort(reason);
    expect(
      await captureError(extractText({ data: encode('%PDF-1.4'), fileType: 'pdf' }, { signal: cancelled.signal })),
    ).toBe(reason);
  });

  it('serialises errors for worker_threads and restores them', () => {
    const error = new ExtractionError('NO_TEXT', 'nothing here');
    const payload: unknown = structuredClone(error.toJSON());
    expect(isExtractionErrorPayload(payload)).toBe(true);
    if (!isExtractionErrorPayload(payload)) return;
    const restored = ExtractionError.fromJSON(payload);
    expect(restored).toBeInstanceOf(ExtractionError);
    expect([restored.code, restored.message]).toEqual(['NO_TEXT', 'nothing here']);
    expect(isExtractionErrorPayload({ code: 'NOPE', message: 'x' })).toBe(false);
  });
});
