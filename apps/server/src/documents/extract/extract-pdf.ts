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
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
// The fake worker would import this file on the first document; importing it now (same module
// instance) makes its core-js polyfills run here, before the native push is restored below.
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { extractionErrors } from './extraction-error.js';
import { layoutPageText, type TLaidOutLine, type TPdfTextItem } from './pdf-layout.js';
import type { TPdfHints, TPdfLineHint } from './structure-hints.js';

// pdf.js's own polyfills (Promise.withResolvers, Map.getOrInsert…) fill gaps and stay; only the
// replaced push, which slows every array in this thread by about 2x, is undone. Measured on the
// 619-page PDF: about a third less CPU.
Array.prototype.push = nativeArrayPush;
// The same for JSON: core-js's stringify made every large API response about 20 times slower (see native-json.ts).
JSON.stringify = nativeJsonStringify;
JSON.parse = nativeJsonParse;

export interface TPdfExtraction {
  /** Pages laid out and joined by a blank line; not yet normalised. */
  text: string;
  pageCount: number;
  /** Pages pdf.js could not read; their text is missing from `text`. */
  failedPages: number;
  hints: TPdfHints;
}

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

async function readPageText(document: PDFDocumentProxy, pageNumber: number, lines: TLaidOutLine[]): Promise<string> {
  const page = await document.getPage(pageNumber);
  try {
    const content = await page.getTextContent();
    return layoutPageText(toTextItems(content.items), lines);
  } finally {
    // Frees the page's fonts and operator lists; without it memory grows with the page count.
    page.cleanup();
  }
}

export async function extractPdfText(data: Uint8Array, signal?: AbortSignal): Promise<TPdfExtraction> {
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
    const pages: string[] = [];
    const lineHints: TPdfLineHint[] = [];
    let pageOffset = 0;
    let failedPages = 0;
    let lastError: unknown;
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      signal?.throwIfAborted();
      try {
        const lines: TLaidOutLine[] = [];
        const page = await readPageText(document, pageNumber, lines);
        if (page.length === 0) continue;
        pages.push(page);
        for (const { offset, ...line } of lines)
          lineHints.push({ ...line, page: pageNumber, rawOffset: pageOffset + offset });
        pageOffset += page.length + 2;
      } catch (error) {
        // One broken page should not cost the user the rest of the document.
        failedPages++;
        lastError = error;
      }
    }
    if (document.numPages > 0 && failedPages === document.numPages) throw extractionErrors.corruptPdf(lastError);
    return {
      text: pages.join('\n\n'),
      pageCount: document.numPages,
      failedPages,
      hints: { format: 'pdf', lines: lineHints },
    };
  } finally {
    await loadingTask.destroy();
  }
}
