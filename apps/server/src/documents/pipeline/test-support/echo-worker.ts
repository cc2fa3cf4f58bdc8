/** A worker for pool tests: answers each number with the same number after that many milliseconds. */
import { workerTask } from '../worker-task.js';

export default workerTask(
  (delayMs: number) => new Promise<number>((resolve) => setTimeout(() => resolve(delayMs), delayMs)),
);
