/** Worker-thread entry: runs one review task per message (see review-tasks.ts) and answers with its result. */
import { parentPort } from 'node:worker_threads';
import { settleReviewTask, type TReviewTask } from './review-tasks.js';

const port = parentPort;
if (!port) throw new Error('review-worker must run in a worker thread');

port.on('message', (task: TReviewTask) => port.postMessage(settleReviewTask(task)));
