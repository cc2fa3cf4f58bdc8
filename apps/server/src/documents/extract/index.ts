/**
 * Document text extraction (PDF via pdf.js, DOCX via mammoth, plain text): pure functions, no
 * database or HTTP. See extract-text.ts for the contract and extraction-error.ts for the messages.
 */
export {
  decodePlainText,
  extractPlainText,
  extractText,
  extractTextFromFile,
  type TExtractableFileType,
  type TExtractInput,
  type TExtractOptions,
  type TExtractResult,
} from './extract-text.js';
export {
  EXTRACTION_ERROR_CODES,
  ExtractionError,
  isExtractionError,
  isExtractionErrorPayload,
  type TExtractionErrorCode,
  type TExtractionErrorPayload,
} from './extraction-error.js';
export { detectFileKind, isDocxZip, isEncryptedOfficeFile, type TFileKind } from './detect-file-kind.js';
export { normalizeText, rejoinHyphenatedLines } from './normalize-text.js';
export { DEFAULT_ZIP_LIMITS } from './zip-directory.js';
