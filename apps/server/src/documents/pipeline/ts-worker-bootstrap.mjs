// Runs a TypeScript worker entry when the server itself runs from source (tests, `npm run dev`):
// registers tsx in the worker thread, then imports the entry. Built code starts its .js entry directly.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
