import { EXTRACTION_ERROR_CODES } from '@grant-review/contract';

// The codes live in the contract, where a file's `error_code` is defined.
export { EXTRACTION_ERROR_CODES };

/**
 * The one error type the extraction layer throws on purpose. `message` is written for the user
 * (it ends up in the file's `error` field); `cause` keeps the library's own error for the logs.
 * Anything else that escapes `extractText` is a bug.
 */
export type TExtractionErrorCode = (typeof EXTRACTION_ERROR_CODES)[number];

/** What crosses a worker_threads boundary: class identity and custom fields do not survive structured clone. */
export interface TExtractionErrorPayload {
  code: TExtractionErrorCode;
  message: string;
}

export class ExtractionError extends Error {
  override name = 'ExtractionError';

  constructor(
    readonly code: TExtractionErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  toJSON(): TExtractionErrorPayload {
    return { code: this.code, message: this.message };
  }

  static fromJSON(payload: TExtractionErrorPayload): ExtractionError {
    return new ExtractionError(payload.code, payload.message);
  }
}

export function isExtractionError(error: unknown): error is ExtractionError {
  return error instanceof ExtractionError;
}

export function isExtractionErrorPayload(value: unknown): value is TExtractionErrorPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message } = value as Record<string, unknown>;
  return typeof message === 'string' && EXTRACTION_ERROR_CODES.some((known) => known === code);
}

function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** Every user-facing message in one place, so wording stays consistent and reviewable. */
export const extractionErrors = {
  encryptedPdf: (cause?: unknown) =>
    new ExtractionError('ENCRYPTED', 'This PDF is password-protected. Remove the password and upload it again.', {
      cause,
    }),
  encryptedDocx: (cause?: unknown) =>
    new ExtractionError(
      'ENCRYPTED',
      'This Word document is password-protected. Remove the password (File › Info › Protect Document) and upload it again.',
      { cause },
    ),
  corruptPdf: (cause?: unknown) =>
    new ExtractionError(
      'CORRUPT',
      'This PDF could not be read; the file seems to be damaged. Open it, export or print it to a new PDF, and upload that file.',
      { cause },
    ),
  corruptDocx: (cause?: unknown) =>
    new ExtractionError(
      'CORRUPT',
      'This Word document could not be read; the file seems to be damaged. Open it in Word, save it again as .docx, and upload that file.',
      { cause },
    ),
  noTextPdf: () =>
    new ExtractionError(
      'NO_TEXT',
      'This PDF contains no selectable text; it looks like a scanned image. Upload the original PDF export of the document, or a version that has been run through OCR (text recognition).',
    ),
  noTextDocx: () =>
    new ExtractionError(
      'NO_TEXT',
      'This Word document contains no text (it is empty or holds only images). Upload a document with the text itself.',
    ),
  noTextPlain: () => new ExtractionError('NO_TEXT', 'This text file is empty.'),
  tooLargeUnzipped: (limitBytes: number) =>
    new ExtractionError(
      'TOO_LARGE_UNZIPPED',
      `This Word document is too large when unpacked (more than ${formatMegabytes(limitBytes)}). Remove or compress large images and embedded files, then upload it again.`,
    ),
  tooLargeUnpackedPdf: (limitBytes: number) =>
    new ExtractionError(
      'TOO_LARGE_UNZIPPED',
      `This PDF is too large when unpacked (its pages and fonts hold more than ${formatMegabytes(limitBytes)}). Export or print it to a new PDF, or split it into smaller files, and upload that.`,
    ),
  tooMuchText: (limitBytes: number) =>
    new ExtractionError(
      'TOO_LARGE_UNZIPPED',
      `This Word document holds too much text to process in one file (a part over ${formatMegabytes(limitBytes)} unpacked). Split it into smaller documents and upload them again.`,
    ),
  tooManyParts: (limit: number) =>
    new ExtractionError(
      'TOO_LARGE_UNZIPPED',
      `This Word document is made of too many parts (more than ${limit}). Remove embedded files or save it as PDF, then upload it again.`,
    ),
  notDocx: () =>
    new ExtractionError(
      'UNSUPPORTED',
      'This file is not a Word document (.docx). Save it as .docx or PDF and upload it again.',
    ),
  legacyWord: () =>
    new ExtractionError(
      'UNSUPPORTED',
      'This is an older Word format (.doc). Open it in Word, save it as .docx or PDF, and upload it again.',
    ),
  binaryText: () =>
    new ExtractionError(
      'UNSUPPORTED',
      'This file does not look like plain text. Upload a PDF or Word (.docx) document instead.',
    ),
  unsupportedType: (fileType: string) =>
    new ExtractionError(
      'UNSUPPORTED',
      `Files of type "${fileType}" are not supported. Upload a PDF or Word (.docx) document.`,
    ),
  timeout: (cause?: unknown) =>
    new ExtractionError(
      'TIMEOUT',
      'Reading this document took too long. Save it again as PDF or .docx (with fewer or smaller images) and upload it again.',
      { cause },
    ),
  noTextScan: () =>
    new ExtractionError(
      'NO_TEXT',
      'No text could be read from this scanned PDF, not even by text recognition (OCR): the scan may be too faint, too small, handwritten or a photo. Scan the pages again at 300 dpi, or upload the original document.',
    ),
  ocrTooManyPages: (scannedPages: number, limit: number) =>
    new ExtractionError(
      'OCR_TOO_MANY_PAGES',
      `This PDF has ${scannedPages} scanned pages; at most ${limit} ${limit === 1 ? 'scanned page is' : 'scanned pages are'} read by text recognition (OCR) per file. Split it into smaller files, or upload the original document with its text.`,
    ),
  ocrPageTimeout: (pageNumber: number, limitMs: number, cause?: unknown) =>
    new ExtractionError(
      'OCR_PAGE_TIMEOUT',
      `Reading scanned page ${pageNumber} by text recognition (OCR) took longer than ${Math.max(1, Math.round(limitMs / 1000))} seconds and was stopped. Try again when the server is less busy, or scan the page again at 300 dpi in black and white.`,
      { cause },
    ),
} as const;
