/**
 * The document work that runs off the request path: extract the text, then find the personal
 * data in it. Used by the worker threads of the server and, in-process, by the CLI.
 */
import { extractTextFromFile, type TExtractableFileType } from './extract/index.js';
import { detectPiiAsync, type TDetectedEntity } from './pii/index.js';

export interface TAnalyzedDocument {
  content: string;
  entities: TDetectedEntity[];
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
  const entities = await detectPiiAsync(extracted.text);
  return {
    content: extracted.text,
    entities,
    ...(extracted.pageCount === undefined ? {} : { pageCount: extracted.pageCount }),
  };
}
