/** The real server with an OpenAI-compatible provider played by the recording mock, and a signed-in owner. */
import { createTestUser, type TTestUser } from './factories.js';
import { createClient, type TClient } from './http.js';
import { startMockLlm, type TMockBehaviour, type TMockLlm } from './mock-llm.js';
import { startTestServer, type TStartOptions, type TTestServer } from './server.js';

export interface TMockLlmServer {
  mock: TMockLlm;
  server: TTestServer;
  client: TClient;
  owner: TTestUser;
  close: () => Promise<void>;
}

export async function startMockLlmServer(
  options: TStartOptions & { behaviour?: TMockBehaviour } = {},
): Promise<TMockLlmServer> {
  const { behaviour, ...serverOptions } = options;
  const mock = await startMockLlm(behaviour);
  const server = await startTestServer({
    ...serverOptions,
    env: {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: mock.baseUrl,
      LLM_MODEL: 'test-model',
      ...serverOptions.env,
    },
  });
  return {
    mock,
    server,
    client: createClient(server.baseUrl),
    owner: await createTestUser(server.ctx),
    close: async () => {
      await server.close();
      await mock.close();
    },
  };
}
