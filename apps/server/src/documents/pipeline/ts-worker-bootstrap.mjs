// Runs a TypeScript worker module when the server itself runs from source (tests, `npm run dev`): registers tsx in
// the worker thread, then hands piscina the module's default export. Built code starts its .js module directly.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { default: handler } = await import(workerData.entry);
export default handler;
