/**
 * A placeholder, once issued in a revision, always means the same value: numbers are never handed out again after
 * a file is replaced or deleted, and stored answers keep showing (and exporting) the person they were about.
 */
import type { TAnalyzeResponse, TChatMessage, TDocumentFile } from '@grant-review/contract';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymizeWithMap } from '../src/documents/anonymize/index.js';
import { withPlaceholderMap } from '../src/documents/anonymize/placeholder-store.js';
import { buildDocx } from './support/documents.js';
import { createTestProject, createTestRevision, type TTestUser } from './support/factories.js';
import type { TClient } from './support/http.js';
import type { TMockLlm } from './support/mock-llm.js';
import { startMockLlmServer } from './support/mock-llm-server.js';
import { reviewingModel } from './support/mock-review.js';
import { readEventStream } from './support/sse-client.js';
import type { TTestServer } from './support/server.js';
import { uploadFile, waitForProcessing } from './support/uploads.js';

describe('placeholder numbers', () => {
  let mock: TMockLlm;
  let server: TTestServer;
  let client: TClient;
  let owner: TTestUser;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ mock, server, client, owner, close } = await startMockLlmServer());
  });
  afterAll(() => close());

  async function uploadDraft(target: { projectId: string; revisionId: string }, lines: string[]) {
    const uploaded = await uploadFile(
      client,
      owner.token,
      { ...target, slot: 'APPLICATION_DRAFT' },
      { name: 'draft.docx', data: await buildDocx(lines) },
    );
    expect(uploaded.status).toBe(201);
    return waitForProcessing(client, owner.token, uploaded.body.id);
  }

  const firstPerson = ['Team', 'Project lead: Dr. Corinne Vuilleumier, corinne.vuilleumier@example.ch'];
  const secondPerson = ['Team', 'Project lead: Dr. Marco Bernasconi, marco.bernasconi@example.ch'];

  it('never gives a deleted value’s number to a new value', async () => {
    const project = await createTestProject(client, owner.token, { name: 'Numbers' });
    const revision = await createTestRevision(client, owner.token, project.id);
    const target = { projectId: project.id, revisionId: revision.id };

    const first = await uploadDraft(target, firstPerson);
    expect(first.anonymized_content).toContain('[PERSON_1]');
    expect(first.anonymized_content).toContain('[EMAIL_ADDRESS_1]');
    expect((await client.delete(`/api/files/${first.id}`, { token: owner.token })).status).toBe(204);
    // The map entry is personal data without a purpose now: it is gone.
    const leftover = await server.ctx.db
      .selectFrom('placeholder_maps')
      .select('value')
      .where('revision_id', '=', revision.id)
      .execute();
    expect(leftover.map((row) => row.value).join(' ')).not.toContain('Vuilleumier');

    const second: TDocumentFile = await uploadDraft(target, secondPerson);
    expect(second.anonymized_content).not.toContain('[PERSON_1]');
    expect(second.anonymized_content).not.toContain('[EMAIL_ADDRESS_1]');
    expect(second.anonymized_content).toContain('[PERSON_2]');
    expect(second.anonymized_content).toContain('[EMAIL_ADDRESS_2]');
  });

  it('keeps showing and exporting a stored answer with the person it was about after the file is replaced', async () => {
    const project = await createTestProject(client, owner.token, { name: 'Answers' });
    const revision = await createTestRevision(client, owner.token, project.id);
    const target = { projectId: project.id, revisionId: revision.id };
    await uploadDraft(target, firstPerson);

    mock.behaviour = reviewingModel({ rationale: 'The lead, [PERSON_1], is reachable at [EMAIL_ADDRESS_1].' });
    const analysis = await readEventStream(
      `${server.baseUrl}/api/chat/revisions/${revision.id}/analyze/stream`,
      owner.token,
    );
    expect(analysis.events.map((event) => event.type)).toContain('complete');
    const { chat_id: chatId } = (
      await client.post<TAnalyzeResponse>(`/api/chat/revisions/${revision.id}/analyze`, { token: owner.token })
    ).body;
    const expected = 'The lead, Corinne Vuilleumier, is reachable at corinne.vuilleumier@example.ch.';
    const shown = async () =>
      (await client.get<TChatMessage[]>(`/api/chat/${chatId}/messages`, { token: owner.token })).body[0]?.content;
    expect(await shown()).toContain(expected);

    // Replacing the draft prunes the map; the values the stored answer refers to stay, and nobody inherits them.
    const replaced = await uploadDraft(target, secondPerson);
    expect(replaced.anonymized_content).not.toMatch(/\[PERSON_1\]|\[EMAIL_ADDRESS_1\]/);
    expect(await shown()).toContain(expected);

    const exported = await fetch(`${server.baseUrl}/api/chat/${chatId}/export`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const { value: text } = await mammoth.extractRawText({ buffer: Buffer.from(await exported.arrayBuffer()) });
    expect(text).toContain('Corinne Vuilleumier');
    expect(text).not.toContain('Bernasconi');
  });

  it('gives writers of one revision that save at the same moment distinct numbers', async () => {
    const project = await createTestProject(client, owner.token, { name: 'Race' });
    const revision = await createTestRevision(client, owner.token, project.id);
    const names = ['Anna Keller', 'Beat Meier', 'Carla Rossi', 'David Favre', 'Elena Bianchi', 'Fabio Brunner'];
    const results = await Promise.all(
      names.map((name) =>
        withPlaceholderMap(server.ctx.db, revision.id, (map) => anonymizeWithMap(`Contact: ${name}`, map).text),
      ),
    );
    const placeholders = results.map(({ result }) => /\[PERSON_\d+\]/.exec(result)?.[0]);
    expect(new Set(placeholders).size).toBe(names.length);
    const stored = await server.ctx.db
      .selectFrom('placeholder_maps')
      .select(['value', 'placeholder'])
      .where('revision_id', '=', revision.id)
      .execute();
    for (const [index, name] of names.entries()) {
      expect(stored.find((row) => row.placeholder === placeholders[index])?.value).toBe(name);
    }
  });
});
