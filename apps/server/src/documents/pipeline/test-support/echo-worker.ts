/** A worker for pool tests: answers each message with the same number after that many milliseconds. */
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', (delayMs: number) => {
  setTimeout(() => parentPort?.postMessage(delayMs), delayMs);
});
