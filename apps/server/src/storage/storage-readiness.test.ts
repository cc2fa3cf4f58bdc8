import { existsSync } from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalStorage, StorageNotReadyError } from './storage.js';

/** When set, writing into an opened file fails the way a full disk does. */
const failure = vi.hoisted(() => ({ isDiskFull: false }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  return {
    ...actual,
    open: async (...args: Parameters<typeof actual.open>) => {
      const handle = await actual.open(...args);
      if (!failure.isDiskFull) return handle;
      return Object.assign(Object.create(handle) as typeof handle, {
        writeFile: () =>
          Promise.reject(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })),
        close: () => handle.close(),
      });
    },
  };
});

describe('local storage readiness', () => {
  let base: string;

  beforeEach(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'grant-review-ready-'));
  });
  afterEach(async () => {
    failure.isDiskFull = false;
    await rm(base, { recursive: true, force: true });
  });

  it('creates a missing files folder, private, and leaves no probe behind, even with many probes at once', async () => {
    const root = path.join(base, 'data', 'files');
    const storage = createLocalStorage(root);
    expect(storage.kind).toBe('local');
    await Promise.all(Array.from({ length: 20 }, () => storage.checkReady()));
    expect((await stat(root)).mode & 0o777).toBe(0o700);
    expect(await readdir(root)).toEqual([]);
  });

  it('never lets a probe pass for a blob, so no sweep can see one', async () => {
    const root = path.join(base, 'files');
    const storage = createLocalStorage(root);
    await storage.put('revisions/r1/a.pdf', Readable.from([Buffer.from('%PDF')]));
    await storage.checkReady();
    const keys = [];
    for await (const blob of storage.list()) keys.push(blob.key);
    expect(keys).toEqual(['revisions/r1/a.pdf']);
  });

  it('fails with a code and the reason when the folder cannot be made (its path runs through a file)', async () => {
    await writeFile(path.join(base, 'not-a-folder'), '');
    const storage = createLocalStorage(path.join(base, 'not-a-folder', 'files'));
    const error = await storage.checkReady().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StorageNotReadyError);
    expect(error).toMatchObject({ code: 'ENOTDIR' });
    expect((error as Error).message).toMatch(/^The files folder .* cannot be written: ENOTDIR/);
  });

  it('removes the probe when writing it fails', async () => {
    const root = path.join(base, 'files');
    const storage = createLocalStorage(root);
    failure.isDiskFull = true;
    await expect(storage.checkReady()).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(existsSync(root)).toBe(true);
    expect(await readdir(root)).toEqual([]);
  });
});
