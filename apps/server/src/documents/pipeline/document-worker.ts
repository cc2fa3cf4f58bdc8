/** Worker-thread entry: analyses one document per message and answers with the result or a user-facing error. */
import { parentPort } from 'node:worker_threads';
import { analyzeDocumentFile } from '../analyze-document.js';
import { isExtractionError } from '../extract/index.js';
import type { TWorkerRequest, TWorkerResponse } from './worker-messages.js';

const port = parentPort;
if (!port) throw new Error('document-worker must run in a worker thread');

port.on('message', (request: TWorkerRequest) => {
  void analyzeDocumentFile(request.filePath, request.fileType, { maxUnzippedBytes: request.maxUnzippedBytes }).then(
    (result) =>
      port.postMessage({
        ok: true,
        content: result.content,
        entities: result.entities,
        structure: result.structure,
      } satisfies TWorkerResponse),
    (error: unknown) => {
      const response: TWorkerResponse = isExtractionError(error)
        ? { ok: false, isUserError: true, message: error.message, code: error.code }
        : {
            ok: false,
            isUserError: false,
            message: error instanceof Error ? (error.stack ?? error.message) : String(error),
          };
      port.postMessage(response);
    },
  );
});
