/**
 * A worker for pool tests: for `{ steps, stepMs }` it reports progress `1 … steps`, one every `stepMs`, then answers
 * `steps`. A long task that keeps reporting, like a scan read page by page.
 */
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', ({ steps, stepMs }: { steps: number; stepMs: number }) => {
  let step = 0;
  const timer = setInterval(() => {
    step++;
    if (step <= steps) parentPort?.postMessage({ workerProgress: step });
    else {
      clearInterval(timer);
      parentPort?.postMessage(steps);
    }
  }, stepMs);
});
