/**
 * The server log never holds what users typed or uploaded: run a whole session with personal data everywhere
 * (file names, project names, chat questions, sign-in attempts, provider failures) and read every log line.
 */
import type { TAnalyzeResponse } from '@grant-review/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx } from './support/documents.js';
import { createTestRevision, type TTestUser } from './support/factories.js';
import type { TClient } from './support/http.js';
import type { TMockLlm } from './support/mock-llm.js';
import { startMockLlmServer } from './support/mock-llm-server.js';
import { readEventStream } from './support/sse-client.js';
import type { TTestServer } from './support/server.js';
import { uploadFile, waitForProcessing } from './support/uploads.js';

const PERSONAL = {
  name: 'Corinne Vuilleumier',
  email: 'corinne.vuilleumier@example.ch',
  phone: '+41 79 555 01 23',
  iban: 'CH93 0076 2011 6238 5295 7',
  birthDate: '1979-05-02',
  fileName: 'Lebenslauf Corinne Vuilleumier 1979-05-02.docx',
  projectName: 'Vuilleumier Lab spin-off',
};

describe('request log', () => {
  const lines: string[] = [];
  let mock: TMockLlm;
  let server: TTestServer;
  let client: TClient;
  let owner: TTestUser;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ mock, server, client, owner, close } = await startMockLlmServer({
      behaviour: { kind: 'stream', chunks: ['Noted: ', '[PERSON_1]', '.'] },
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (line: string) => void lines.push(line) },
    }));
  });
  afterAll(() => close());

  it('carries no query string, body, file name or other user content, even when things fail', async () => {
    const project = await client.post<{ id: string }>('/api/projects/', {
      token: owner.token,
      json: { name: PERSONAL.projectName, description: `Lead: ${PERSONAL.name}`, project_type: 'INNOSUISSE_PROJECT' },
    });
    const revision = await createTestRevision(client, owner.token, project.body.id);
    const uploaded = await uploadFile(
      client,
      owner.token,
      { projectId: project.body.id, revisionId: revision.id, slot: 'APPLICATION_DRAFT' },
      {
        name: PERSONAL.fileName,
        data: await buildDocx(['Team', `Project lead: ${PERSONAL.name}, ${PERSONAL.email}, ${PERSONAL.phone}`]),
      },
    );
    await waitForProcessing(client, owner.token, uploaded.body.id);
    // A file that cannot be read, and a name the slot does not accept.
    await uploadFile(
      client,
      owner.token,
      { projectId: project.body.id, revisionId: revision.id, slot: 'RISK_MATRIX' },
      { name: `${PERSONAL.name} risks.docx`, data: Buffer.from('not a docx') },
    );
    await uploadFile(
      client,
      owner.token,
      { projectId: project.body.id, revisionId: revision.id, slot: 'RISK_MATRIX' },
      { name: `${PERSONAL.name}.exe`, data: Buffer.from('x') },
    );

    await readEventStream(`${server.baseUrl}/api/chat/revisions/${revision.id}/analyze/stream`, owner.token);
    const { chat_id: chatId } = (
      await client.post<TAnalyzeResponse>(`/api/chat/revisions/${revision.id}/analyze`, { token: owner.token })
    ).body;
    const question = `Is ${PERSONAL.name} (${PERSONAL.email}, ${PERSONAL.phone}, IBAN ${PERSONAL.iban}, born ${PERSONAL.birthDate}) eligible?`;
    await readEventStream(
      `${server.baseUrl}/api/chat/${chatId}/stream?user_input=${encodeURIComponent(question)}`,
      owner.token,
    );
    mock.behaviour = { kind: 'http-error', status: 500 };
    await readEventStream(
      `${server.baseUrl}/api/chat/${chatId}/stream?user_input=${encodeURIComponent(question)}`,
      owner.token,
    );
    // Refused requests: too long, wrong password, an unknown path made of personal data.
    await client.get(`/api/chat/${chatId}/stream?user_input=${encodeURIComponent(question.repeat(200))}`, {
      token: owner.token,
    });
    await client.post('/api/auth/token', { form: { username: PERSONAL.email, password: `${PERSONAL.name}1979` } });
    await client.get(`/api/projects/${encodeURIComponent(PERSONAL.name)}`, { token: owner.token });
    await client.get(`/review/${encodeURIComponent(PERSONAL.email)}?q=${encodeURIComponent(PERSONAL.name)}`);
    await fetch(`${server.baseUrl}/api/chat/${chatId}/export`, { headers: { authorization: `Bearer ${owner.token}` } });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toContain('request completed');
    expect(log).toContain(`/api/chat/${chatId}/stream?…`);
    expect(log).toContain('provider failed');
    const forbidden = [
      ...Object.values(PERSONAL),
      'Vuilleumier',
      'Corinne',
      'vuilleumier',
      '555 01 23',
      '5550123',
      // IBAN blocks as written and run together; one four-digit block alone also turns up in random ids and timings.
      '6238 5295',
      '62385295',
      'Lebenslauf',
      'eligible',
      encodeURIComponent(PERSONAL.name),
      encodeURIComponent(PERSONAL.email),
    ];
    for (const value of forbidden) expect(log, value).not.toContain(value);
  });
});
