/**
 * PDF text through pdf.js (legacy build, the one meant for Node).
 *
 * In Node, pdf.js never starts a Web Worker: it runs its parser on the calling thread through a
 * "fake worker" that imports `pdf.worker.mjs` next to `pdf.mjs`. That works unchanged inside a
 * worker_thread, but it also means parsing cannot be interrupted from outside: a hard time limit
 * needs the pool to terminate the worker_thread. The abort signal is checked between pages.
 */
// Must stay the first imports: they capture Array.prototype.push and JSON before pdf.js replaces them.
import { nativeArrayPush } from './native-array-push.js';
import { nativeJsonParse, nativeJsonStringify } from './native-json.js';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, OPS, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
// The fake worker would import this file on the first document; importing it now (same module
// instance) makes its core-js polyfills run here, before the native push is restored below.
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { extractionErrors } from './extraction-error.js';
import { OcrTimeoutError, type TOcrImage, type TOcrPageResult } from './ocr/ocr-engine.js';
import { renderPageForOcr } from './ocr/render-page.js';
import { layoutPageText, type TLaidOutLine, type TPdfTextItem } from './pdf-layout.js';
import type { TPdfHints, TPdfLineHint } from './structure-hints.js';

// pdf.js's own polyfills (Promise.withResolvers, Map.getOrInsert…) fill gaps and stay; only the
// replaced push, which slows every array in this thread by about 2x, is undone. Measured on the
// 619-page PDF: about a third less CPU.
Array.prototype.push = nativeArrayPush;
// The same for JSON: core-js's stringify made every large API response about 20 times slower (see native-json.ts).
JSON.stringify = nativeJsonStringify;
JSON.parse = nativeJsonParse;

/** How the text of pages without a text layer was read. */
export interface TPdfOcrSummary {
  /** Pages whose text came from OCR (1-based). */
  pages: number[];
  /** Mean word confidence over those pages, weighted by characters, 0–100. */
  confidence: number;
  /** Scanned pages from which OCR read no usable text. */
  unreadablePages: number[];
}

export interface TPdfExtraction {
  /** Pages laid out and joined by a blank line; not yet normalised. */
  text: string;
  pageCount: number;
  /** Pages pdf.js could not read; their text is missing from `text`. */
  failedPages: number;
  hints: TPdfHints;
  /** Set when some pages were scans read by OCR (or tried). */
  ocr?: TPdfOcrSummary;
}

export interface TOcrReader {
  read(image: TOcrImage, timeoutMs: number): Promise<TOcrPageResult>;
}

export interface TPdfOcrOptions {
  reader: TOcrReader;
  /** More scanned pages than this end the file with an error instead of being read. */
  maxPages: number;
  /** Rendering and reading one page may take this long. */
  pageTimeoutMs: number;
  /** Before each scanned page is read: which page, of how many in the document; how many scans, and how many left. */
  onPage?: (progress: { page: number; pageCount: number; scannedPages: number; scannedPagesLeft: number }) => void;
}

/**
 * A page is taken for a scan when one image covers most of it and it has (almost) no text of its own: scanners and
 * phone apps sometimes add a page number or a file name as text. A page with a logo, a figure or a small photo and
 * no text is a page of a digital document, not a scan, and is not read.
 */
const SCAN_MAX_TEXT_CHARACTERS = 20;
const SCAN_MIN_IMAGE_SHARE = 0.5;
/**
 * OCR that reads fewer letters and digits than this from a scanned page, or reads them with less mean confidence (it
 * makes letters of specks and pictures, unsure of each: about 45; a real page, even a poor scan, reads above 70), has
 * not read it.
 */
const OCR_MIN_CHARACTERS = 8;
const OCR_MIN_CONFIDENCE = 55;

const IMAGE_OPERATORS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintInlineImageXObjectGroup,
  OPS.paintImageXObjectRepeat,
  OPS.paintImageMaskXObject,
  OPS.paintImageMaskXObjectGroup,
  OPS.paintImageMaskXObjectRepeat,
]);

// Resolved from the installed package, so it works from src (tsx, vitest) and from dist alike.
// pdf.js reads these folders with fs in Node; the trailing slash is required.
const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const resourceFolder = (name: string) => `${path.join(pdfjsRoot, name)}${path.sep}`;
const STANDARD_FONT_DATA_URL = resourceFolder('standard_fonts');
const CMAP_URL = resourceFolder('cmaps');
const WASM_URL = resourceFolder('wasm');

interface TPdfJsError {
  name?: unknown;
  code?: unknown;
}

function isPasswordError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as TPdfJsError).name === 'PasswordException';
}

function toTextItems(items: readonly unknown[]): TPdfTextItem[] {
  const textItems: TPdfTextItem[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null || !('str' in item)) continue;
    const { str, transform, width, height, hasEOL, dir, fontName } = item as Record<string, unknown>;
    if (typeof str !== 'string' || !Array.isArray(transform)) continue;
    textItems.push({
      str,
      transform: transform.map(Number),
      width: Number(width),
      height: Number(height),
      hasEOL: hasEOL === true,
      dir: typeof dir === 'string' ? dir : 'ltr',
      ...(typeof fontName === 'string' ? { fontName } : {}),
    });
  }
  return textItems;
}

interface TReadPage {
  text: string;
  lines: TLaidOutLine[];
  /** No text worth the name, but an image: a scan for OCR. */
  isScan: boolean;
}

const countAlphanumerics = (text: string): number => text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;

type TMatrix = [number, number, number, number, number, number];

const multiply = (m: TMatrix, n: readonly number[]): TMatrix => {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = n;
  return [
    a * m[0] + b * m[2],
    a * m[1] + b * m[3],
    c * m[0] + d * m[2],
    c * m[1] + d * m[3],
    e * m[0] + f * m[2] + m[4],
    e * m[1] + f * m[3] + m[5],
  ];
};

/**
 * The largest share of the page one image covers. An image is drawn as the unit square under the current transform,
 * so its area is the transform's determinant; the transform is followed through save/restore and form XObjects.
 */
async function largestImageShare(page: PDFPageProxy): Promise<number> {
  const { fnArray, argsArray } = await page.getOperatorList();
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  const pageArea = Math.abs((x1 - x0) * (y1 - y0));
  if (pageArea === 0) return 0;
  let matrix: TMatrix = [1, 0, 0, 1, 0, 0];
  const stack: TMatrix[] = [];
  let largest = 0;
  fnArray.forEach((operator, index) => {
    const args: unknown = argsArray[index];
    if (operator === OPS.save || operator === OPS.paintFormXObjectBegin) stack.push(matrix);
    if (operator === OPS.restore || operator === OPS.paintFormXObjectEnd) matrix = stack.pop() ?? matrix;
    if (operator === OPS.transform && Array.isArray(args)) matrix = multiply(matrix, args.map(Number));
    if (operator === OPS.paintFormXObjectBegin && Array.isArray(args) && Array.isArray(args[0]))
      matrix = multiply(matrix, (args[0] as unknown[]).map(Number));
    if (IMAGE_OPERATORS.has(operator)) {
      largest = Math.max(largest, Math.abs(matrix[0] * matrix[3] - matrix[1] * matrix[2]) / pageArea);
    }
  });
  return largest;
}

async function readPage(document: PDFDocumentProxy, pageNumber: number, withOcr: boolean): Promise<TReadPage> {
  const page = await document.getPage(pageNumber);
  try {
    const content = await page.getTextContent();
    const lines: TLaidOutLine[] = [];
    const text = layoutPageText(toTextItems(content.items), lines);
    const isScan =
      withOcr &&
      countAlphanumerics(text) <= SCAN_MAX_TEXT_CHARACTERS &&
      (await largestImageShare(page)) >= SCAN_MIN_IMAGE_SHARE;
    return { text, lines, isScan };
  } finally {
    // Frees the page's fonts and operator lists; without it memory grows with the page count.
    page.cleanup();
  }
}

async function readScannedPage(
  document: PDFDocumentProxy,
  pageNumber: number,
  ocr: TPdfOcrOptions,
): Promise<TOcrPageResult> {
  const startedAt = performance.now();
  const page = await document.getPage(pageNumber);
  try {
    const image = await renderPageForOcr(page);
    const remainingMs = ocr.pageTimeoutMs - (performance.now() - startedAt);
    if (remainingMs <= 0) throw new OcrTimeoutError(`rendering page ${pageNumber} took longer than the page limit`);
    return await ocr.reader.read(image, remainingMs);
  } catch (error) {
    if (error instanceof OcrTimeoutError) throw extractionErrors.ocrPageTimeout(pageNumber, ocr.pageTimeoutMs, error);
    throw error;
  } finally {
    page.cleanup();
  }
}

interface TPageText {
  pageNumber: number;
  text: string;
  /** Layout lines of a digital page; none for a page read by OCR. */
  lines: TLaidOutLine[];
}

/** Reads the scanned pages with OCR, in place, and sums up how it went. */
async function readScannedPages(
  document: PDFDocumentProxy,
  pages: TPageText[],
  scanned: readonly number[],
  ocr: TPdfOcrOptions,
  signal: AbortSignal | undefined,
): Promise<TPdfOcrSummary> {
  if (scanned.length > ocr.maxPages) throw extractionErrors.ocrTooManyPages(scanned.length, ocr.maxPages);
  const summary: TPdfOcrSummary = { pages: [], confidence: 0, unreadablePages: [] };
  let weightedConfidence = 0;
  let characters = 0;
  for (const [index, pageNumber] of scanned.entries()) {
    signal?.throwIfAborted();
    ocr.onPage?.({
      page: pageNumber,
      pageCount: document.numPages,
      scannedPages: scanned.length,
      scannedPagesLeft: scanned.length - index,
    });
    const result = await readScannedPage(document, pageNumber, ocr);
    const slot = pages[pageNumber - 1];
    if (!slot) continue;
    if (result.characters < OCR_MIN_CHARACTERS || result.confidence < OCR_MIN_CONFIDENCE) {
      summary.unreadablePages.push(pageNumber);
      continue;
    }
    slot.text = result.text;
    slot.lines = [];
    summary.pages.push(pageNumber);
    weightedConfidence += result.confidence * result.characters;
    characters += result.characters;
  }
  summary.confidence = characters === 0 ? 0 : Math.round((weightedConfidence / characters) * 10) / 10;
  return summary;
}

export interface TPdfExtractOptions {
  signal?: AbortSignal;
  /** Reads pages without a text layer; without it, such pages are left out. */
  ocr?: TPdfOcrOptions;
}

export async function extractPdfText(data: Uint8Array, options: TPdfExtractOptions = {}): Promise<TPdfExtraction> {
  const { signal, ocr } = options;
  signal?.throwIfAborted();
  const loadingTask = getDocument({
    // pdf.js transfers (detaches) the buffer it is given; the copy keeps the caller's bytes usable.
    data: new Uint8Array(data),
    standardFontDataUrl: STANDARD_FONT_DATA_URL,
    cMapUrl: CMAP_URL,
    cMapPacked: true,
    wasmUrl: WASM_URL,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    let document: PDFDocumentProxy;
    try {
      document = await loadingTask.promise;
    } catch (error) {
      throw isPasswordError(error) ? extractionErrors.encryptedPdf(error) : extractionErrors.corruptPdf(error);
    }
    const pages: TPageText[] = [];
    const scanned: number[] = [];
    let failedPages = 0;
    let lastError: unknown;
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      signal?.throwIfAborted();
      try {
        const { text, lines, isScan } = await readPage(document, pageNumber, ocr !== undefined);
        pages.push({ pageNumber, text, lines });
        if (isScan) scanned.push(pageNumber);
      } catch (error) {
        // One broken page should not cost the user the rest of the document.
        pages.push({ pageNumber, text: '', lines: [] });
        failedPages++;
        lastError = error;
      }
    }
    if (document.numPages > 0 && failedPages === document.numPages) throw extractionErrors.corruptPdf(lastError);
    const ocrSummary =
      ocr && scanned.length > 0 ? await readScannedPages(document, pages, scanned, ocr, signal) : undefined;
    if (ocrSummary && ocrSummary.pages.length === 0 && pages.every((page) => page.text.trim() === '')) {
      throw extractionErrors.noTextScan();
    }

    const texts: string[] = [];
    const lineHints: TPdfLineHint[] = [];
    let pageOffset = 0;
    for (const { pageNumber, text, lines } of pages) {
      if (text.length === 0) continue;
      texts.push(text);
      for (const { offset, ...line } of lines)
        lineHints.push({ ...line, page: pageNumber, rawOffset: pageOffset + offset });
      pageOffset += text.length + 2;
    }
    const text = texts.join('\n\n');
    return {
      text,
      pageCount: document.numPages,
      failedPages,
      hints: { format: 'pdf', lines: lineHints, rawLength: text.length },
      ...(ocrSummary ? { ocr: ocrSummary } : {}),
    };
  } finally {
    await loadingTask.destroy();
  }
}
