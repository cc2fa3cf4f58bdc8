/** A worker for pool tests that keeps allocating until its heap limit ends it. */
import { workerTask } from '../worker-task.js';

export default workerTask(() => {
  const kept: number[][] = [];
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, index) => index));
});
