import type { TDocumentStructure, TFileErrorCode, TFileOcr } from '@grant-review/contract';
import type { TDetectedEntity } from '../pii/index.js';

export interface TWorkerRequest {
  filePath: string;
  fileType: 'pdf' | 'docx';
  maxUnzippedBytes: number;
  /** Scanned pages read by OCR at most; 0 reads none. */
  ocrMaxPages: number;
  ocrPageTimeoutMs: number;
}

/** Sent before each scanned page is read. */
export interface TWorkerProgress {
  page: number;
  pageCount: number;
  /** Scanned pages in the file, and how many of them are still to read (this one included). */
  scannedPages: number;
  scannedPagesLeft: number;
}

export type TWorkerResponse =
  | { ok: true; content: string; entities: TDetectedEntity[]; structure: TDocumentStructure; ocr: TFileOcr | null }
  /** `isUserError`: the file's fault, with a message for the user and its `code`; otherwise a bug, logged. */
  | { ok: false; isUserError: boolean; message: string; code?: TFileErrorCode };
