/**
 * The document work that runs off the request path: extract the text, read the document's structure,
 * then find the personal data in the text. Used by the worker threads of the server and, in-process,
 * by the CLI.
 */
import type { TDocumentStructure, TFileOcr } from '@grant-review/contract';
import { extractTextFromFile, type TExtractableFileType, type TExtractOptions } from './extract/index.js';
import { detectPiiAsync, type TDetectedEntity } from './pii/index.js';
import { buildDocumentStructure } from './structure/index.js';

export interface TAnalyzedDocument {
  content: string;
  entities: TDetectedEntity[];
  /** Offsets into `content`. */
  structure: TDocumentStructure;
  pageCount?: number;
  /** How OCR read the scanned pages, when there were any. */
  ocr?: TFileOcr;
}

export type TAnalyzeOptions = Pick<TExtractOptions, 'maxUnzippedBytes' | 'signal' | 'ocr'>;

export async function analyzeDocumentFile(
  filePath: string,
  fileType: TExtractableFileType,
  options: TAnalyzeOptions = {},
): Promise<TAnalyzedDocument> {
  const extracted = await extractTextFromFile(filePath, fileType, options);
  const structure = buildDocumentStructure(extracted.text, extracted.hints);
  const entities = await detectPiiAsync(extracted.text);
  return {
    content: extracted.text,
    entities,
    structure,
    ...(extracted.pageCount === undefined ? {} : { pageCount: extracted.pageCount }),
    ...(extracted.ocr && extracted.pageCount !== undefined
      ? {
          ocr: {
            pages: extracted.ocr.pages,
            page_count: extracted.pageCount,
            confidence: extracted.ocr.confidence,
            unreadable_pages: extracted.ocr.unreadablePages,
          },
        }
      : {}),
  };
}
