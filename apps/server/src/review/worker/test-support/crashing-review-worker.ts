/** A review worker for tests that dies (exit code 3) on a document whose text is CRASH, and reviews the others. */
import { workerTask } from '../../../documents/pipeline/worker-task.js';
import { settleReviewTask, type TReviewTask } from '../review-tasks.js';

export default workerTask((task: TReviewTask) => {
  if (task.input.documents.some((document) => document.text === 'CRASH')) process.exit(3);
  return settleReviewTask(task);
});
