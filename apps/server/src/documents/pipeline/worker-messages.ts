import type { TDocumentStructure } from '@grant-review/contract';
import type { TDetectedEntity } from '../pii/index.js';

export interface TWorkerRequest {
  filePath: string;
  fileType: 'pdf' | 'docx';
  maxUnzippedBytes: number;
}

export type TWorkerResponse =
  | { ok: true; content: string; entities: TDetectedEntity[]; structure: TDocumentStructure }
  /** `isUserError`: the file's fault, with a message for the user; otherwise a bug, logged. */
  | { ok: false; isUserError: boolean; message: string };
