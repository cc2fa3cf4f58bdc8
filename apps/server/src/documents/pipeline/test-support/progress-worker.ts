/**
 * A worker for pool tests: for `{ steps, stepMs }` it reports progress `1 … steps`, one every `stepMs`, then answers
 * `steps`. A long task that keeps reporting, like a scan read page by page.
 */
import { workerTask } from '../worker-task.js';

export default workerTask<{ steps: number; stepMs: number }, number, number>(
  ({ steps, stepMs }, reportProgress) =>
    new Promise((resolve) => {
      let step = 0;
      const timer = setInterval(() => {
        step++;
        if (step <= steps) return reportProgress(step);
        clearInterval(timer);
        resolve(steps);
      }, stepMs);
    }),
);
