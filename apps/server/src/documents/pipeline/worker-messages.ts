import type { TDocumentStructure, TFileErrorCode } from '@grant-review/contract';
import type { TDetectedEntity } from '../pii/index.js';

export interface TWorkerRequest {
  filePath: string;
  fileType: 'pdf' | 'docx';
  maxUnzippedBytes: number;
}

export type TWorkerResponse =
  | { ok: true; content: string; entities: TDetectedEntity[]; structure: TDocumentStructure }
  /** `isUserError`: the file's fault, with a message for the user and its `code`; otherwise a bug, logged. */
  | { ok: false; isUserError: boolean; message: string; code?: TFileErrorCode };
