/**
 * A test server in a process of its own, for tests that kill it (`kill -9`) as an operator or
 * the kernel would. Options come as JSON in CHILD_SERVER_OPTIONS; it prints its base URL as JSON.
 */
import { startTestServer, type TStartOptions } from './server.js';

const options = JSON.parse(process.env.CHILD_SERVER_OPTIONS ?? '{}') as TStartOptions;
const server = await startTestServer({ ...options, keepData: true });
process.stdout.write(`${JSON.stringify({ baseUrl: server.baseUrl })}\n`);
