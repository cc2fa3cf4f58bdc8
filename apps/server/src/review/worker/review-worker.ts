/** Worker-thread entry: runs one review task (see review-tasks.ts) and answers with its result. */
import { workerTask } from '../../documents/pipeline/worker-task.js';
import { settleReviewTask, type TReviewTask } from './review-tasks.js';

export default workerTask((task: TReviewTask) => settleReviewTask(task));
