/**
 * Worker-thread entry: analyses one document per task and answers with the result or a user-facing error. Before
 * each scanned page it reads by OCR, it reports the page (progress, see worker-pool.ts). Its OCR engine is
 * started on a file's first scanned page and ended with the file: Tesseract's memory (about half a gigabyte with
 * four languages, outside the thread's heap limit) is held only while a scan is read, for about 0.7 s of start-up
 * per scanned file.
 */
import { analyzeDocumentFile } from '../analyze-document.js';
import { isExtractionError } from '../extract/index.js';
import { OcrEngine } from '../extract/ocr/ocr-engine.js';
import type { TWorkerProgress, TWorkerRequest, TWorkerResponse } from './worker-messages.js';
import { workerTask } from './worker-task.js';

let ocrEngine: OcrEngine | undefined;

function ocrOptions(request: TWorkerRequest, reportPage: (progress: TWorkerProgress) => void) {
  if (request.ocrMaxPages <= 0) return {};
  ocrEngine ??= new OcrEngine();
  if (!ocrEngine.isAvailable) return {};
  return {
    ocr: {
      reader: ocrEngine,
      maxPages: request.ocrMaxPages,
      pageTimeoutMs: request.ocrPageTimeoutMs,
      onPage: reportPage,
    },
  };
}

export default workerTask<TWorkerRequest, TWorkerResponse, TWorkerProgress>(async (request, reportPage) => {
  try {
    const result = await analyzeDocumentFile(request.filePath, request.fileType, {
      maxUnzippedBytes: request.maxUnzippedBytes,
      ...ocrOptions(request, reportPage),
    });
    return {
      ok: true,
      content: result.content,
      entities: result.entities,
      structure: result.structure,
      ocr: result.ocr ?? null,
    };
  } catch (error) {
    return isExtractionError(error)
      ? { ok: false, isUserError: true, message: error.message, code: error.code }
      : {
          ok: false,
          isUserError: false,
          message: error instanceof Error ? (error.stack ?? error.message) : String(error),
        };
  } finally {
    await ocrEngine?.close();
  }
});
