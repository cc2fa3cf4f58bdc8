/**
 * The document model through the real server: made when a file is processed, stored with it, served at
 * GET /api/files/{id}/structure with offsets into `content`, handed to the reviewer with offsets into
 * `anonymized_content`, gone with the file; and migration 0006 reaches a database already at 0007.
 */
import type { TDocumentFile, TDocumentStructure } from '@grant-review/contract';
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOwnedRevision, loadAnonymizedDocuments } from '../src/chat/chat.service.js';
import { newId } from '../src/lib/ids.js';
import { nowIso } from '../src/lib/time.js';
import { createTestProject, createTestRevision, createTestUser, type TTestUser } from './support/factories.js';
import { createClient, type TClient } from './support/http.js';
import { keptDatabaseOf, openKeptDatabase, startTestServer, type TTestServer } from './support/server.js';
import { uploadFile, waitForProcessing } from './support/uploads.js';

type TDetail = { detail: string };

const body = (text: string) => new Paragraph({ children: [new TextRun(text)] });
const cell = (text: string) => new TableCell({ children: [body(text)] });

function buildApplication(): Promise<Buffer> {
  return Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: '1 Team of Anna Muster', heading: HeadingLevel.HEADING_1 }),
            body('Dr. Anna Muster leads the project; write to anna.muster@example.ch with questions.'),
            new Paragraph({ text: '2 Budget', heading: HeadingLevel.HEADING_1 }),
            new Table({
              rows: [
                new TableRow({ tableHeader: true, children: [cell('Person'), cell('Share')] }),
                new TableRow({ children: [cell('Dr. Anna Muster'), cell('20 %')] }),
              ],
            }),
          ],
        },
      ],
    }),
  );
}

describe('document model', () => {
  let server: TTestServer;
  let client: TClient;
  let owner: TTestUser;
  let stranger: TTestUser;
  let revisionId: string;
  let file: TDocumentFile;

  beforeAll(async () => {
    server = await startTestServer();
    client = createClient(server.baseUrl);
    owner = await createTestUser(server.ctx);
    stranger = await createTestUser(server.ctx);
    const project = await createTestProject(client, owner.token);
    revisionId = (await createTestRevision(client, owner.token, project.id)).id;
    const uploaded = await uploadFile(
      client,
      owner.token,
      { projectId: project.id, revisionId, slot: 'APPLICATION_DRAFT' },
      { name: 'application.docx', data: await buildApplication() },
    );
    expect(uploaded.status).toBe(201);
    file = await waitForProcessing(client, owner.token, uploaded.body.id);
    expect(file.processing_status).toBe('PROCESSED');
  });
  afterAll(() => server.close());

  it('serves the model made at processing, offsets into the content', async () => {
    const response = await client.get<TDocumentStructure>(`/api/files/${file.id}/structure`, { token: owner.token });
    expect(response.status).toBe(200);
    const content = file.content ?? '';
    const structure = response.body;
    expect(structure.sections.map((section) => [section.numbering, section.heading, section.level])).toEqual([
      ['1', 'Team of Anna Muster', 1],
      ['2', 'Budget', 1],
    ]);
    for (const section of structure.sections) {
      expect(content.slice(section.heading_range.start, section.heading_range.end)).toBe(
        `${section.numbering} ${section.heading}`,
      );
    }
    expect(structure.language).toBe('en');
    const [header, row] = structure.tables[0]?.rows ?? [];
    expect(structure.tables[0]?.header_rows).toBe(1);
    expect(header?.map((item) => item.text)).toEqual(['Person', 'Share']);
    for (const item of row ?? []) expect(content.slice(item.start, item.end)).toBe(item.text);
    // Stored with the file, not made again on each request.
    const stored = await server.ctx.db
      .selectFrom('files')
      .select('structure')
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.structure ?? 'null')).toEqual(structure);
  });

  it('hands the reviewer the model with offsets into the anonymized text', async () => {
    const scope = await getOwnedRevision(server.ctx.db, owner.user, revisionId);
    const [document] = await loadAnonymizedDocuments(server.ctx.db, scope);
    const text = document?.text ?? '';
    const structure = document?.structure;
    expect(text).toContain('[PERSON_1]');
    expect(structure?.sections[0]?.heading).toBe('Team of [PERSON_1]');
    for (const section of structure?.sections ?? []) {
      expect(text.slice(section.heading_range.start, section.heading_range.end)).toBe(
        `${section.numbering} ${section.heading}`,
      );
    }
    const cells = structure?.tables.flatMap((table) => table.rows.flat()) ?? [];
    expect(cells.map((item) => item.text)).toContainEqual(expect.stringContaining('[PERSON_1]'));
    for (const item of cells) expect(text.slice(item.start, item.end)).toBe(item.text);
    expect(JSON.stringify(structure)).not.toContain('Muster');
  });

  it('reads the model from the text of a file processed before it existed', async () => {
    const content = '1 Market\n\nThe Swiss market for solar tiles is CHF 200 million.\n\n2 Team\n\nTwo engineers.';
    const id = await insertProcessedFile(content);
    const response = await client.get<TDocumentStructure>(`/api/files/${id}/structure`, { token: owner.token });
    expect(response.status).toBe(200);
    expect(response.body.sections.map((section) => section.heading)).toEqual(['Market', 'Team']);
    await client.delete(`/api/files/${id}`, { token: owner.token });
  });

  it('answers 409 until the file is processed, 404 to anyone else and for unknown files', async () => {
    const id = await insertProcessedFile('text', 'UPLOADED');
    const pending = await client.get<TDetail>(`/api/files/${id}/structure`, { token: owner.token });
    expect(pending.status).toBe(409);
    expect(pending.body.detail).toBe('This file has not been processed yet.');
    const foreign = await client.get<TDetail>(`/api/files/${file.id}/structure`, { token: stranger.token });
    expect(foreign.status).toBe(404);
    const unknown = await client.get<TDetail>(`/api/files/${newId()}/structure`, { token: owner.token });
    expect(unknown.status).toBe(404);
    expect((await client.get(`/api/files/${file.id}/structure`)).status).toBe(401);
    await client.delete(`/api/files/${id}`, { token: owner.token });
  });

  it('is gone with its file', async () => {
    const id = await insertProcessedFile('1 Market\n\nText.', 'PROCESSED', '{"version":1}');
    expect((await client.delete(`/api/files/${id}`, { token: owner.token })).status).toBe(204);
    const rows = await server.ctx.db.selectFrom('files').select('structure').where('id', '=', id).execute();
    expect(rows).toEqual([]);
    expect((await client.get(`/api/files/${id}/structure`, { token: owner.token })).status).toBe(404);
  });

  async function insertProcessedFile(
    content: string,
    status: 'PROCESSED' | 'UPLOADED' = 'PROCESSED',
    structure: string | null = null,
  ): Promise<string> {
    const id = newId();
    const now = nowIso();
    await server.ctx.db
      .insertInto('files')
      .values({
        id,
        revision_id: revisionId,
        slot: 'FUNDING_PROPOSAL',
        original_filename: 'old.pdf',
        stored_filename: `${id}.pdf`,
        storage_key: `revisions/${revisionId}/${id}.pdf`,
        file_type: 'pdf',
        file_size: 100,
        status,
        error: null,
        content: status === 'PROCESSED' ? content : null,
        structure,
        anonymized_content: status === 'PROCESSED' ? content : null,
        attempts: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }
});

describe('migration 0006 on a database already at 0007', () => {
  it('adds the structure column when 0007 ran before it', async () => {
    const first = await startTestServer({ keepData: true, startJobs: false });
    const kept = await keptDatabaseOf(first);
    await first.close();

    // Turn the database back into one that had 0007 but never 0006.
    const database = await openKeptDatabase(kept);
    await database.db.schema.alterTable('files').dropColumn('structure').execute();
    await sql`delete from kysely_migration where name = ${'0006-document-structure'}`.execute(database.db);
    await database.close();

    const second = await startTestServer({ ...kept, startJobs: false });
    try {
      const migrations = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        second.ctx.db,
      );
      expect(migrations.rows.map((row) => row.name)).toContain('0006-document-structure');
      const columns = await second.ctx.db.selectFrom('files').select('structure').execute();
      expect(columns).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
