/** A review worker for tests that dies (exit code 3) on a document whose text is CRASH, and reviews the others. */
import { parentPort } from 'node:worker_threads';
import { settleReviewTask, type TReviewTask } from '../review-tasks.js';

parentPort?.on('message', (task: TReviewTask) => {
  if (task.input.documents.some((document) => document.text === 'CRASH')) process.exit(3);
  parentPort?.postMessage(settleReviewTask(task));
});
