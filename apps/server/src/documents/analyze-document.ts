/**
 * The document work that runs off the request path: extract the text, read the document's structure,
 * then find the personal data in the text. Used by the worker threads of the server and, in-process,
 * by the CLI.
 */
import type { TDocumentStructure } from '@grant-review/contract';
import { extractTextFromFile, type TExtractableFileType } from './extract/index.js';
import { detectPiiAsync, type TDetectedEntity } from './pii/index.js';
import { buildDocumentStructure } from './structure/index.js';

export interface TAnalyzedDocument {
  content: string;
  entities: TDetectedEntity[];
  /** Offsets into `content`. */
  structure: TDocumentStructure;
  pageCount?: number;
}

export interface TAnalyzeOptions {
  maxUnzippedBytes?: number;
  signal?: AbortSignal;
}

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
  };
}
