/**
 * Requests broken below the level of the API: malformed multipart bodies and what Fastify or
 * Node's HTTP parser refuse (bad JSON, too large, URL too long, headers too large, not HTTP).
 * Each gets its 4xx with a `{"detail": ...}` body that does not echo what was sent.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../src/lib/ids.js';
import { buildPdf } from './support/documents.js';
import { createTestProject, createTestRevision, createTestUser, type TTestUser } from './support/factories.js';
import { createClient, type TClient } from './support/http.js';
import { findOrphanBlobs } from './support/owned-data.js';
import { startTestServer, type TTestServer } from './support/server.js';

type TDetail = { detail: string };

/** Sends bytes on a fresh connection and returns the whole answer (status line, headers, body). */
function sendRaw(port: number, request: string | Buffer): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head, body });
    });
  });
}

describe('malformed requests', () => {
  let server: TTestServer;
  let client: TClient;
  let owner: TTestUser;
  let admin: TTestUser;
  let port: number;
  let uploadPath: string;

  beforeAll(async () => {
    server = await startTestServer({
      env: { MAX_UPLOAD_MB: '1' },
      startJobs: false,
      beforeListen(app) {
        // Writes that lose a race the way a route can: the parent row is gone, or the row exists.
        app.post('/api/test/orphan-chat', async () => {
          const now = new Date().toISOString();
          const chat = { id: newId(), revision_id: newId(), user_id: owner.user.id, created_at: now, updated_at: now };
          await app.ctx.db.insertInto('chats').values(chat).execute();
        });
        app.post('/api/test/duplicate-user', async () => {
          await app.ctx.db.updateTable('users').set({ email: admin.email }).where('id', '=', owner.user.id).execute();
        });
      },
    });
    client = createClient(server.baseUrl);
    port = Number(new URL(server.baseUrl).port);
    [owner, admin] = await Promise.all([createTestUser(server.ctx), createTestUser(server.ctx)]);
    const project = await createTestProject(client, owner.token);
    const revision = await createTestRevision(client, owner.token, project.id);
    uploadPath = `/api/projects/${project.id}/revisions/${revision.id}/upload-slot/RISK_MATRIX`;
  });
  afterAll(() => server.close());

  const upload = (contentType: string, body: string | Buffer) =>
    client.post<TDetail>(uploadPath, { token: owner.token, headers: { 'content-type': contentType }, body });
  const filePart = (name: string, data: string, field = 'file') =>
    `--XX\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
    `Content-Type: application/pdf\r\n\r\n${data}\r\n`;
  const pdf = buildPdf(['Risk matrix']).toString('latin1');

  describe('multipart', () => {
    it('answers 400 with a detail for a body that is not valid multipart, and stores nothing', async () => {
      const cases: [string, string | Buffer, string][] = [
        ['multipart/form-data', filePart('a.pdf', pdf), 'The upload is not valid multipart/form-data'],
        [
          'multipart/form-data; boundary=XX',
          '{"file": "not multipart"}',
          'The upload is not valid multipart/form-data',
        ],
        [
          'multipart/form-data; boundary=XX',
          filePart('a.pdf', pdf.slice(0, 200)).slice(0, -2),
          'The upload ended before the file was complete',
        ],
        [
          'multipart/form-data; boundary=XX',
          '--XX\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--XX--\r\n',
          'No file was sent: use a multipart field named "file"',
        ],
        ['multipart/form-data; boundary=XX', '', 'No file was sent: use a multipart field named "file"'],
        [
          'multipart/form-data; boundary=XX',
          `${filePart('a.pdf', pdf)}${filePart('b.pdf', pdf)}--XX--\r\n`,
          'Send one file per upload',
        ],
        [
          'multipart/form-data; boundary=XX',
          `${filePart('a\u0000.pdf', pdf)}--XX--\r\n`,
          'file name: Text must not contain null characters (U+0000)',
        ],
      ];
      for (const [contentType, body, detail] of cases) {
        const response = await upload(contentType, body);
        expect(response.status, `${contentType} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
        expect(response.body).toEqual({ detail });
      }
      expect(await server.ctx.db.selectFrom('files').select('id').execute()).toEqual([]);
      expect(await findOrphanBlobs(server.ctx, server.dataDir)).toEqual([]);
      expect((await client.get('/api/health')).status).toBe(200);
    });

    it('keeps 413 for a file too large and 415 for the wrong type, and takes a well-formed upload', async () => {
      const large = await upload(
        'multipart/form-data; boundary=XX',
        `${filePart('a.pdf', `%PDF-1.4\n${'x'.repeat(1_100_000)}`)}--XX--\r\n`,
      );
      expect(large.status).toBe(413);
      expect(large.body.detail).toBe('File is too large. The maximum size is 1 MB.');
      const text = await upload('multipart/form-data; boundary=XX', `${filePart('notes.txt', 'hello')}--XX--\r\n`);
      expect(text.status).toBe(415);
      const json = await client.post<TDetail>(uploadPath, { token: owner.token, json: { file: 'a.pdf' } });
      expect(json.status).toBe(415);
      const good = await upload(
        'multipart/form-data; boundary=XX',
        Buffer.from(`${filePart('risks.pdf', pdf)}--XX--\r\n`, 'latin1'),
      );
      expect(good.status, JSON.stringify(good.body)).toBe(201);
      expect(await findOrphanBlobs(server.ctx, server.dataDir)).toEqual([]);
    });

    it('keeps a failing disk a 500 rather than blaming the client', async () => {
      // As a write stream failing inside storage's pipeline would: the source is destroyed with the error.
      const put = vi.spyOn(server.ctx.storage, 'put').mockImplementation(async (_key, source) => {
        const error = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
        source.destroy(error);
        throw error;
      });
      try {
        const response = await upload('multipart/form-data; boundary=XX', `${filePart('risks.pdf', pdf)}--XX--\r\n`);
        expect([response.status, response.body]).toEqual([500, { detail: 'Internal server error' }]);
      } finally {
        put.mockRestore();
      }
      expect(await findOrphanBlobs(server.ctx, server.dataDir)).toEqual([]);
    });

    it('survives a client that cuts the upload off before storage has started reading it', async () => {
      // The whole truncated body arrives at once, so the multipart parser fails while the blob's
      // folder is still being created; this used to end the process with an unhandled error.
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await upload('multipart/form-data; boundary=XX', filePart('cut.pdf', pdf).slice(0, 150));
        expect(response.status).toBe(400);
      }
      expect((await client.get('/api/health')).status).toBe(200);
      expect(await findOrphanBlobs(server.ctx, server.dataDir)).toEqual([]);
    });
  });

  describe("Fastify's and Node's own refusals", () => {
    it('answers invalid JSON, an unsupported content type and a body too large with a detail', async () => {
      const invalid = await client.post('/api/projects/', {
        token: owner.token,
        headers: { 'content-type': 'application/json' },
        body: '{"name": ',
      });
      expect([invalid.status, invalid.body]).toEqual([400, { detail: 'Request body is not valid JSON' }]);
      const xml = await client.post('/api/projects/', {
        token: owner.token,
        headers: { 'content-type': 'application/xml' },
        body: '<project/>',
      });
      expect([xml.status, xml.body]).toEqual([415, { detail: 'Unsupported content type' }]);
      const large = await client.post('/api/projects/', {
        token: owner.token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x'.repeat(1_100_000), project_type: 'INNOSUISSE_PROJECT' }),
      });
      expect([large.status, large.body]).toEqual([413, { detail: 'Request body is too large' }]);
    });

    it('answers an overlong path segment 414 without echoing the URL', async () => {
      const marker = 'secretmarker'.repeat(20);
      const response = await client.get(`/api/projects/${marker}`, { token: owner.token });
      expect(response.status).toBe(414);
      expect(response.body).toEqual({ detail: 'The request URL is too long' });
      expect(response.headers.get('x-request-id')).toBeTruthy();
    });

    it('answers a URL longer than the header limit 414, and headers too large 431, as JSON details', async () => {
      const longUrl = await sendRaw(
        port,
        `GET /api/health?q=${'secretmarker'.repeat(2000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      );
      expect(longUrl.status).toBe(414);
      expect(longUrl.headers).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(longUrl.body)).toEqual({ detail: 'The request URL is too long' });
      const bigHeader = await sendRaw(
        port,
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(bigHeader.status).toBe(431);
      expect(JSON.parse(bigHeader.body)).toEqual({ detail: 'The request headers are too large' });
    });

    it('answers a malformed URL and a request that is not HTTP 400 as JSON details', async () => {
      const badEncoding = await client.get('/api/projects/%E0%A4%A', { token: owner.token });
      expect([badEncoding.status, badEncoding.body]).toEqual([
        400,
        { detail: 'The request URL is not valid: check its percent-encoding' },
      ]);
      const notHttp = await sendRaw(port, 'HELLO THERE\r\n\r\n');
      expect(notHttp.status).toBe(400);
      expect(JSON.parse(notHttp.body)).toEqual({ detail: 'The request is not valid HTTP' });
    });

    it('answers a write whose parent row vanished 404, and one that collides with another 409', async () => {
      const orphan = await client.post('/api/test/orphan-chat');
      expect([orphan.status, orphan.body]).toEqual([
        404,
        { detail: 'Not found: it was deleted while this request was running' },
      ]);
      const duplicate = await client.post('/api/test/duplicate-user');
      expect([duplicate.status, duplicate.body]).toEqual([
        409,
        { detail: 'Another change to the same data happened at the same time. Please try again.' },
      ]);
    });

    it('answers unknown API paths 404 as a JSON detail', async () => {
      const response = await client.request('PATCH', '/api/nothing-here', { token: owner.token });
      expect([response.status, response.body]).toEqual([404, { detail: 'Not found' }]);
    });
  });
});
