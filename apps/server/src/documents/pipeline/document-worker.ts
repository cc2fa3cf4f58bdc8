/**
 * Worker-thread entry: analyses one document per message and answers with the result or a user-facing error. Before
 * each scanned page it reads by OCR, it reports the page (a progress message, see worker-pool.ts). Its OCR engine is
 * started on a file's first scanned page and ended with the file: Tesseract's memory (about half a gigabyte with
 * four languages, outside the thread's heap limit) is held only while a scan is read, for about 0.7 s of start-up
 * per scanned file.
 */
import { parentPort } from 'node:worker_threads';
import { analyzeDocumentFile } from '../analyze-document.js';
import { isExtractionError } from '../extract/index.js';
import { OcrEngine } from '../extract/ocr/ocr-engine.js';
import type { TWorkerProgressMessage } from './worker-pool.js';
import type { TWorkerProgress, TWorkerRequest, TWorkerResponse } from './worker-messages.js';

if (!parentPort) throw new Error('document-worker must run in a worker thread');
const port = parentPort;

let ocrEngine: OcrEngine | undefined;

function ocrOptions(request: TWorkerRequest) {
  if (request.ocrMaxPages <= 0) return {};
  ocrEngine ??= new OcrEngine();
  if (!ocrEngine.isAvailable) return {};
  return {
    ocr: {
      reader: ocrEngine,
      maxPages: request.ocrMaxPages,
      pageTimeoutMs: request.ocrPageTimeoutMs,
      onPage: (progress: TWorkerProgress) =>
        port.postMessage({ workerProgress: progress } satisfies TWorkerProgressMessage<TWorkerProgress>),
    },
  };
}

port.on('message', (request: TWorkerRequest) => {
  void analyzeDocumentFile(request.filePath, request.fileType, {
    maxUnzippedBytes: request.maxUnzippedBytes,
    ...ocrOptions(request),
  })
    .then(
      (result) =>
        port.postMessage({
          ok: true,
          content: result.content,
          entities: result.entities,
          structure: result.structure,
          ocr: result.ocr ?? null,
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
    )
    .finally(() => ocrEngine?.close());
});
