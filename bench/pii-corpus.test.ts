import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPdfFile, textContent } from '../apps/server/src/documents/extract/test-support/build-pdf.js';
import { countCorpusEntities } from './pii-corpus.js';

const directory = `${await mkdtemp(join(tmpdir(), 'pii-corpus-'))}/`;
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('countCorpusEntities', () => {
  it('extracts each file as the app does, counts entities per type and sorts by count', async () => {
    await mkdir(`${directory}pdf`);
    await mkdir(`${directory}docx`);
    const lines = ['Contact: anna.muster@example.ch, phone +41 44 632 11 11.', 'Second: hans.meier@example.ch'];
    await writeFile(`${directory}pdf/contacts.pdf`, buildPdfFile([{ content: { data: textContent(lines) } }]));
    await writeFile(`${directory}pdf/plain.pdf`, buildPdfFile([{ content: { data: textContent(['No data.']) } }]));
    await writeFile(`${directory}pdf/broken.pdf`, '%PDF-1.7\nnot a pdf');
    await writeFile(`${directory}docx/ignored.txt`, 'not listed');

    const documents = await countCorpusEntities(directory);

    expect(documents?.map((document) => document.file)).toEqual([
      'pdf/contacts.pdf',
      'pdf/broken.pdf',
      'pdf/plain.pdf',
    ]);
    const [contacts, broken] = documents ?? [];
    expect(contacts?.byType).toMatchObject({ EMAIL_ADDRESS: 2, PHONE_NUMBER: 1 });
    expect(contacts?.topValues?.EMAIL_ADDRESS).toEqual([
      { text: 'anna.muster@example.ch', count: 1 },
      { text: 'hans.meier@example.ch', count: 1 },
    ]);
    expect(broken).toMatchObject({ total: 0, error: expect.any(String) as unknown });
  });

  it('reports a missing corpus as undefined', async () => {
    expect(await countCorpusEntities(`${directory}absent/`)).toBeUndefined();
  });
});
