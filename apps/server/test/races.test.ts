/**
 * Requests that race each other over the same rows: each ends 2xx, 404 or 409, never 5xx, and
 * nothing is left behind (no file row without its revision, no blob without its row).
 */
import http from 'node:http';
import type { TDocumentFile } from '@grant-review/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf } from './support/documents.js';
import { createTestProject, createTestRevision, createTestUser, type TTestUser } from './support/factories.js';
import { createClient, type TClient } from './support/http.js';
import { findOrphanBlobs, insertFileRow, listBlobKeys } from './support/owned-data.js';
import { startTestServer, type TTestServer } from './support/server.js';
import { uploadFile, waitForProcessing } from './support/uploads.js';

type TDetail = { detail: string };

const expectNoServerError = (responses: readonly { status: number; text: string }[], allowed: number[]) => {
  for (const response of responses) expect(allowed, response.text).toContain(response.status);
};

/**
 * An upload whose body is sent in two halves: the server has checked the revision and started
 * writing the blob when the first half is in, and finishes only when `finish` sends the rest.
 */
function startSplitUpload(url: string, token: string, data: Buffer) {
  const boundary = 'race-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="risks.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = http.request(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + data.length + tail.length,
    },
  });
  const response = new Promise<{ status: number; body: TDetail }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (incoming) => {
      let text = '';
      incoming.on('data', (chunk: Buffer) => (text += chunk.toString()));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: JSON.parse(text) as TDetail }));
    });
  });
  const half = Math.floor(data.length / 2);
  request.write(Buffer.concat([head, data.subarray(0, half)]));
  return {
    finish() {
      request.end(Buffer.concat([data.subarray(half), tail]));
      return response;
    },
  };
}

describe('races', () => {
  let server: TTestServer;
  let client: TClient;
  let owner: TTestUser;
  const pdf = buildPdf(['Risk matrix: supply of glass, two suppliers.']);

  beforeAll(async () => {
    server = await startTestServer({ documentJobs: { workers: 1, pollIntervalMs: 200 } });
    client = createClient(server.baseUrl);
    owner = await createTestUser(server.ctx);
  });
  afterAll(() => server.close());

  const newRevision = async () => {
    const project = await createTestProject(client, owner.token);
    const revision = await createTestRevision(client, owner.token, project.id);
    const uploadPath = (slot: string) => `/api/projects/${project.id}/revisions/${revision.id}/upload-slot/${slot}`;
    return { project, revision, uploadPath };
  };
  const blobsUnder = async (revisionId: string) =>
    (await listBlobKeys(server.dataDir)).filter((key) => key.startsWith(`revisions/${revisionId}/`));

  // The issue allows 409 here; uploads into one revision take turns, so each simply replaces the last.
  it('takes 12 simultaneous uploads into one slot: each 201, one file left, no stray blobs', async () => {
    const { project, revision } = await newRevision();
    const target = { projectId: project.id, revisionId: revision.id, slot: 'RISK_MATRIX' };
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        uploadFile(client, owner.token, target, { name: `risks-${index}.pdf`, data: pdf }),
      ),
    );
    expectNoServerError(responses, [201]);
    const rows = await server.ctx.db
      .selectFrom('files')
      .select(['id', 'storage_key'])
      .where('revision_id', '=', revision.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await blobsUnder(revision.id)).toEqual([rows[0]?.storage_key]);
  });

  it('answers an upload whose revision was deleted while it was sent 404, and deletes its blob', async () => {
    const { revision, uploadPath } = await newRevision();
    const upload = startSplitUpload(`${server.baseUrl}${uploadPath('RISK_MATRIX')}`, owner.token, pdf);
    await expect.poll(() => blobsUnder(revision.id), { timeout: 10_000 }).toHaveLength(1);
    const deleted = await client.delete(uploadPath('').replace(/\/upload-slot\/$/, ''), { token: owner.token });
    expect(deleted.status).toBe(204);
    const response = await upload.finish();
    expect(response).toEqual({ status: 404, body: { detail: 'Revision not found' } });
    expect(
      await server.ctx.db.selectFrom('files').where('revision_id', '=', revision.id).select('id').execute(),
    ).toEqual([]);
    expect(await blobsUnder(revision.id)).toEqual([]);
  });

  it('leaves no blob behind when uploads and the deletion of their revision run at once', async () => {
    for (let round = 0; round < 6; round++) {
      const { project, revision, uploadPath } = await newRevision();
      const uploads = ['RISK_MATRIX', 'APPLICATION_DRAFT', 'FUNDING_PROPOSAL'].map((slot) =>
        client.post(uploadPath(slot), { token: owner.token, body: pdfForm(pdf) }),
      );
      const deletion = client.delete(`/api/projects/${project.id}/revisions/${revision.id}`, { token: owner.token });
      expectNoServerError(await Promise.all(uploads), [201, 404]);
      expectNoServerError([await deletion], [204]);
      expect(await blobsUnder(revision.id)).toEqual([]);
    }
    expect(await findOrphanBlobs(server.ctx, server.dataDir)).toEqual([]);
  });

  it('creates revisions while their project is deleted: 201 or 404, and no revision survives', async () => {
    for (let round = 0; round < 6; round++) {
      const project = await createTestProject(client, owner.token);
      const creations = Array.from({ length: 4 }, () =>
        client.post(`/api/projects/${project.id}/revisions`, { token: owner.token }),
      );
      const deletion = client.delete(`/api/projects/${project.id}`, { token: owner.token });
      expectNoServerError(await Promise.all(creations), [201, 404]);
      expectNoServerError([await deletion], [204]);
      const left = await server.ctx.db
        .selectFrom('revisions')
        .where('project_id', '=', project.id)
        .select('id')
        .execute();
      expect(left).toEqual([]);
    }
  });

  it('creates the analysis chat once when asked twice at once, and 404 when its revision is deleted meanwhile', async () => {
    for (let round = 0; round < 4; round++) {
      const { project, revision } = await newRevision();
      await insertFileRow(server.ctx, revision.id, 'APPLICATION_DRAFT', 'PROCESSED');
      const creations = await Promise.all(
        Array.from({ length: 3 }, () =>
          client.post<{ chat_id: string }>(`/api/chat/revisions/${revision.id}/analyze`, { token: owner.token }),
        ),
      );
      expectNoServerError(creations, [201]);
      expect(new Set(creations.map((response) => response.body.chat_id)).size).toBe(1);

      const other = await createTestRevision(client, owner.token, project.id);
      await insertFileRow(server.ctx, other.id, 'APPLICATION_DRAFT', 'PROCESSED');
      const [chat, deletion] = await Promise.all([
        client.post(`/api/chat/revisions/${other.id}/analyze`, { token: owner.token }),
        client.delete(`/api/projects/${project.id}/revisions/${other.id}`, { token: owner.token }),
      ]);
      expectNoServerError([chat], [201, 404]);
      expectNoServerError([deletion], [204]);
      expect(
        await server.ctx.db.selectFrom('chats').where('revision_id', '=', other.id).select('id').execute(),
      ).toEqual([]);
    }
  });

  it('deletes a file while it is processed, and a project while its files are processed', async () => {
    const { project, revision } = await newRevision();
    const target = { projectId: project.id, revisionId: revision.id };
    const first = await uploadFile(
      client,
      owner.token,
      { ...target, slot: 'RISK_MATRIX' },
      { name: 'a.pdf', data: pdf },
    );
    const second = await uploadFile(
      client,
      owner.token,
      { ...target, slot: 'APPLICATION_DRAFT' },
      { name: 'b.pdf', data: pdf },
    );
    expect([first.status, second.status]).toEqual([201, 201]);
    const deleted = await client.delete(`/api/files/${first.body.id}`, { token: owner.token });
    expect(deleted.status).toBe(204);
    const kept: TDocumentFile = await waitForProcessing(client, owner.token, second.body.id);
    expect(kept.processing_status).toBe('PROCESSED');
    expect(await blobsUnder(revision.id)).toHaveLength(1);
    const entities = await server.ctx.db
      .selectFrom('pii_entities')
      .where('file_id', '=', first.body.id)
      .select('id')
      .execute();
    expect(entities).toEqual([]);

    const busy = await newRevision();
    for (const slot of ['RISK_MATRIX', 'APPLICATION_DRAFT', 'FUNDING_PROPOSAL']) {
      const response = await client.post(busy.uploadPath(slot), { token: owner.token, body: pdfForm(pdf) });
      expect(response.status).toBe(201);
    }
    const projectDeleted = await client.delete(`/api/projects/${busy.project.id}`, { token: owner.token });
    expect(projectDeleted.status).toBe(204);
    await expect.poll(() => blobsUnder(busy.revision.id)).toEqual([]);
    const files = await server.ctx.db
      .selectFrom('files')
      .where('revision_id', '=', busy.revision.id)
      .select('id')
      .execute();
    expect(files).toEqual([]);
    expect(await findOrphanBlobs(server.ctx, server.dataDir)).toEqual([]);
  });

  function pdfForm(data: Buffer) {
    const form = new FormData();
    form.append('file', new Blob([data]), 'risks.pdf');
    return form;
  }
});
