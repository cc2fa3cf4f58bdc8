/**
 * Public entry points of the extraction layer: bytes (or a path) and a file type in, normalised text
 * or an ExtractionError out. Pure functions without module state beyond constants, so they run the
 * same on the main thread and inside worker_threads.
 */
import { readFile } from 'node:fs/promises';
import { extractDocxText } from './extract-docx.js';
import { extractPdfText, type TPdfOcrOptions, type TPdfOcrSummary } from './extract-pdf.js';
import { type ExtractionError, extractionErrors } from './extraction-error.js';
import { normalizeText } from './normalize-text.js';
import { measurePdfInflation } from './pdf-inflation.js';
import type { TStructureHints } from './structure-hints.js';
import { DEFAULT_ZIP_LIMITS } from './zip-directory.js';

export type TExtractableFileType = 'pdf' | 'docx' | 'txt';

export interface TExtractInput {
  data: Uint8Array;
  fileType: TExtractableFileType;
}

export interface TExtractOptions {
  /**
   * DOCX: maximum sum of the declared uncompressed sizes of all ZIP entries. PDF: maximum the
   * compressed streams text extraction reads (all but images) may unpack to. Default 200 MB.
   */
  maxUnzippedBytes?: number;
  /** DOCX: maximum number of ZIP entries. Default 10 000. */
  maxZipEntries?: number;
  /** DOCX: maximum unpacked size of one XML part (bounds mammoth's memory). Default 32 MB. */
  maxXmlPartBytes?: number;
  /**
   * Checked between pages and ZIP entries. An abort whose reason is a `TimeoutError` (as from
   * `AbortSignal.timeout`) becomes ExtractionError TIMEOUT; any other reason is rethrown as is.
   */
  signal?: AbortSignal;
  /** PDFs: reads pages without a text layer (scans) by OCR; without it they are left out. */
  ocr?: TPdfOcrOptions;
}

export interface TExtractResult {
  text: string;
  /** PDFs only. */
  pageCount?: number;
  /** Layout the document model reads (PDF and DOCX); the text alone serves for plain text. */
  hints?: TStructureHints;
  /** PDFs with scanned pages read (or tried) by OCR. */
  ocr?: TPdfOcrSummary;
}

function isTimeoutReason(reason: unknown): boolean {
  return reason instanceof Error && reason.name === 'TimeoutError';
}

async function extractRawText(
  input: TExtractInput,
  options: TExtractOptions,
): Promise<Omit<TExtractResult, 'text'> & { text: string; emptyError: () => ExtractionError }> {
  switch (input.fileType) {
    case 'pdf': {
      const maxInflatedBytes = options.maxUnzippedBytes ?? DEFAULT_ZIP_LIMITS.maxUnzippedBytes;
      const inflation = await measurePdfInflation(input.data, maxInflatedBytes, options.signal);
      if (inflation.isOverLimit) throw extractionErrors.tooLargeUnpackedPdf(maxInflatedBytes);
      const { text, pageCount, hints, ocr } = await extractPdfText(input.data, {
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.ocr ? { ocr: options.ocr } : {}),
      });
      return {
        text: normalizeText(text, { rejoinHyphens: true }),
        pageCount,
        hints,
        ...(ocr ? { ocr } : {}),
        emptyError: extractionErrors.noTextPdf,
      };
    }
    case 'docx': {
      const limits = {
        maxUnzippedBytes: options.maxUnzippedBytes ?? DEFAULT_ZIP_LIMITS.maxUnzippedBytes,
        maxEntries: options.maxZipEntries ?? DEFAULT_ZIP_LIMITS.maxEntries,
        maxXmlPartBytes: options.maxXmlPartBytes ?? DEFAULT_ZIP_LIMITS.maxXmlPartBytes,
      };
      const { text, hints } = await extractDocxText(input.data, limits, options.signal);
      return { text: normalizeText(text), hints, emptyError: extractionErrors.noTextDocx };
    }
    case 'txt':
      return { text: decodePlainText(input.data), emptyError: extractionErrors.noTextPlain };
    default:
      throw extractionErrors.unsupportedType(String(input.fileType));
  }
}

/**
 * Extracts normalised text. Rejects with ExtractionError for anything the user can fix (password,
 * damage, scan without text, zip bomb, wrong type); any other rejection is a bug or an abort.
 */
export async function extractText(input: TExtractInput, options: TExtractOptions = {}): Promise<TExtractResult> {
  try {
    const { emptyError, ...result } = await extractRawText(input, options);
    if (result.text.trim().length === 0) throw emptyError();
    return result;
  } catch (error) {
    const reason: unknown = options.signal?.aborted ? options.signal.reason : undefined;
    if (reason !== undefined && isTimeoutReason(reason)) throw extractionErrors.timeout(reason);
    throw error;
  }
}

/** Same as `extractText`, reading the file first (workers get a path to avoid copying the bytes). */
export async function extractTextFromFile(
  filePath: string,
  fileType: TExtractableFileType,
  options: TExtractOptions = {},
): Promise<TExtractResult> {
  const data = await readFile(filePath);
  return extractText({ data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), fileType }, options);
}

// 0x80–0x9F of Windows-1252 (0 = unassigned). Node 20's TextDecoder('windows-1252') decodes these
// bytes as Latin-1 control characters, so the euro sign and typographic quotes would be lost.
const WINDOWS_1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0, 0,
  0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

function decodeWindows1252(data: Uint8Array): string {
  let text = '';
  for (const byte of data) {
    const codePoint = byte >= 0x80 && byte <= 0x9f ? (WINDOWS_1252_HIGH[byte - 0x80] ?? 0) : byte;
    if (codePoint !== 0) text += String.fromCharCode(codePoint);
  }
  return text;
}

/**
 * Decodes a .txt upload: UTF-8 (BOM optional), UTF-16 with a BOM, else Windows-1252, the usual
 * encoding of older Swiss/Western European text files. Binary data (NUL bytes) is refused.
 */
export function decodePlainText(data: Uint8Array): string {
  const [first, second] = data;
  let text: string;
  if ((first === 0xff && second === 0xfe) || (first === 0xfe && second === 0xff)) {
    text = new TextDecoder(first === 0xff ? 'utf-16le' : 'utf-16be').decode(data);
  } else {
    if (data.includes(0)) throw extractionErrors.binaryText();
    try {
      // TextDecoder drops a leading BOM by itself.
      text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    } catch {
      text = decodeWindows1252(data);
    }
  }
  return normalizeText(text);
}

/** Plain-text helper with the same contract as `extractText` for `.txt` files. */
export async function extractPlainText(data: Uint8Array): Promise<TExtractResult> {
  return extractText({ data, fileType: 'txt' });
}
