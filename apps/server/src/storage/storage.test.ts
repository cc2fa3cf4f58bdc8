import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage, type TBlobStorage } from './storage.js';

describe('local blob storage', () => {
  let root: string;
  let storage: TBlobStorage;
  const content = () => Readable.from([Buffer.from('%PDF-1.7 test')]);

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'grant-review-storage-'));
    storage = createLocalStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('removes the folder a delete leaves empty, and only then', async () => {
    await storage.put('revisions/r1/a.pdf', content());
    await storage.put('revisions/r1/b.pdf', content());
    await storage.delete('revisions/r1/a.pdf');
    expect(await readdir(path.join(root, 'revisions/r1'))).toEqual(['b.pdf']);
    await storage.delete('revisions/r1/b.pdf');
    expect(existsSync(path.join(root, 'revisions'))).toBe(false);
    expect(existsSync(root)).toBe(true);
  });

  it('writes into a folder that a delete of its last other file removes at the same moment', async () => {
    // The delete removes the folder while the upload is between creating it and creating its file.
    for (let round = 0; round < 300; round++) {
      const folder = `revisions/r${round}`;
      await storage.put(`${folder}/old.pdf`, content());
      await Promise.all([storage.delete(`${folder}/old.pdf`), storage.put(`${folder}/new.pdf`, content())]);
      expect(await readdir(path.join(root, folder))).toEqual(['new.pdf']);
    }
  });

  it('lists every blob with the time it was written, and removes empty folders older than asked', async () => {
    await storage.put('revisions/r1/a.pdf', content());
    await storage.put('other/b.docx', content());
    const blobs = [];
    for await (const blob of storage.list()) blobs.push(blob);
    expect(blobs.map((blob) => blob.key).sort()).toEqual(['other/b.docx', 'revisions/r1/a.pdf']);
    expect(blobs.every((blob) => Date.now() - blob.modifiedAt.getTime() < 60_000)).toBe(true);

    await rm(path.join(root, 'revisions/r1/a.pdf'));
    await storage.removeEmptyFolders(new Date(Date.now() - 60_000));
    expect(existsSync(path.join(root, 'revisions/r1'))).toBe(true);
    await storage.removeEmptyFolders(new Date(Date.now() + 1_000));
    expect(existsSync(path.join(root, 'revisions/r1'))).toBe(false);
    expect(existsSync(path.join(root, 'other/b.docx'))).toBe(true);
  });

  it('copies a blob into a new folder, leaving the source intact, and fails without a trace when the source is gone', async () => {
    await storage.put('revisions/r1/a.pdf', content());
    expect(await storage.copy('revisions/r1/a.pdf', 'revisions/r2/b.pdf')).toBe('%PDF-1.7 test'.length);
    await storage.delete('revisions/r1/a.pdf');
    expect(await readFile(path.join(root, 'revisions/r2/b.pdf'), 'utf8')).toBe('%PDF-1.7 test');

    await expect(storage.copy('revisions/r1/a.pdf', 'revisions/r3/c.pdf')).rejects.toThrow(/ENOENT/);
    expect(existsSync(path.join(root, 'revisions/r3'))).toBe(false);
  });
});
