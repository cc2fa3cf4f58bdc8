/** The setup of most analysis and chat tests: a server whose built-in reviewer streams without delay, and its owner. */
import { createBuiltinProvider } from '../../src/llm/builtin-provider.js';
import { createTestUser, type TTestUser } from './factories.js';
import { createClient, type TClient } from './http.js';
import { startTestServer, type TTestServer } from './server.js';

export interface TReviewServer {
  server: TTestServer;
  client: TClient;
  owner: TTestUser;
}

export async function startReviewServer(): Promise<TReviewServer> {
  const server = await startTestServer({ llmProvider: createBuiltinProvider({ chunkDelayMs: 0 }) });
  return { server, client: createClient(server.baseUrl), owner: await createTestUser(server.ctx) };
}
