import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startS3Server, type TS3TestServer } from '../../test/support/s3-server.js';
import { openS3Storage, type TS3Settings } from './s3-storage.js';
import { createLocalStorage, StorageNotReadyError, type TBlobStorage } from './storage.js';

const MiB = 1024 * 1024;
const quietLog = { info: () => {}, warn: () => {} };

/** `size` bytes in 1 MiB chunks of a repeatable pattern, made as they are read (never held whole). */
function generated(size: number, failAfter?: Error): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < size; offset += MiB) {
        if (failAfter && offset >= size / 2) throw failAfter;
        const chunk = Buffer.alloc(Math.min(MiB, size - offset));
        for (let index = 0; index < chunk.length; index += 4) chunk.writeUInt32LE((offset + index) >>> 0, index);
        yield chunk;
      }
    })(),
  );
}

async function digest(stream: Readable): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

async function keysOf(storage: TBlobStorage): Promise<string[]> {
  const keys = [];
  for await (const blob of storage.list()) keys.push(blob.key);
  return keys.sort();
}

interface TImplementation {
  name: string;
  open(): Promise<{ storage: TBlobStorage; tempDir?: string; cleanup(): Promise<void> }>;
}

let s3: TS3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

/** Each run gets an empty bucket: s3rver makes it, and a run deletes what it wrote. */
async function s3Settings(base: string): Promise<TS3Settings> {
  return s3.settings(path.join(base, 'tmp'));
}

const implementations: TImplementation[] = [
  {
    name: 'local folder',
    async open() {
      const root = await mkdtemp(path.join(tmpdir(), 'grant-review-storage-'));
      return { storage: createLocalStorage(root), cleanup: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 (s3rver)',
    async open() {
      const base = await mkdtemp(path.join(tmpdir(), 'grant-review-storage-'));
      const settings = await s3Settings(base);
      const storage = await openS3Storage(settings, quietLog);
      return {
        storage,
        tempDir: settings.tempDir,
        async cleanup() {
          for (const key of await keysOf(storage)) await storage.delete(key);
          await rm(base, { recursive: true, force: true });
        },
      };
    },
  },
];

describe.each(implementations)('blob storage: $name', (implementation) => {
  let storage: TBlobStorage;
  let tempDir: string | undefined;
  let opened: Awaited<ReturnType<TImplementation['open']>>;
  const content = () => Readable.from([Buffer.from('%PDF-1.7 test')]);

  beforeEach(async () => {
    opened = await implementation.open();
    ({ storage, tempDir } = opened);
  });
  afterEach(() => opened.cleanup());

  it('stores, reads, lists and deletes a blob; a delete of a missing blob is not an error', async () => {
    expect(await storage.put('revisions/r1/a.pdf', content())).toBe(13);
    expect(await storage.exists('revisions/r1/a.pdf')).toBe(true);
    expect((await readFile(await localCopy(storage, 'revisions/r1/a.pdf'))).toString()).toBe('%PDF-1.7 test');
    const listed = [];
    for await (const blob of storage.list()) listed.push(blob);
    expect(listed.map((blob) => blob.key)).toEqual(['revisions/r1/a.pdf']);
    expect(Date.now() - listed[0]!.modifiedAt.getTime()).toBeLessThan(60_000);

    await storage.delete('revisions/r1/a.pdf');
    await storage.delete('revisions/r1/a.pdf');
    expect(await storage.exists('revisions/r1/a.pdf')).toBe(false);
    expect(await keysOf(storage)).toEqual([]);
    await expect(storage.read('revisions/r1/a.pdf')).rejects.toThrow();
  });

  it('streams a large upload through and reads back the same bytes', async () => {
    const size = 40 * MiB + 12_344;
    const expected = await digest(generated(size));
    expect(await storage.put('revisions/r1/large.pdf', generated(size))).toBe(size);
    expect(await digest(await storage.read('revisions/r1/large.pdf'))).toEqual(expected);
  }, 60_000);

  it.each([
    ['in its first part', 2 * MiB],
    ['after several parts', 40 * MiB],
  ])(
    "leaves no blob behind when the upload fails %s, and reports the upload's own error",
    async (_when, size) => {
      const broken = Object.assign(new Error('the client went away'), { code: 'ECONNRESET' });
      await expect(storage.put('revisions/r1/broken.pdf', generated(size, broken))).rejects.toBe(broken);
      expect(await storage.exists('revisions/r1/broken.pdf')).toBe(false);
      expect(await keysOf(storage)).toEqual([]);
    },
    60_000,
  );

  it('copies a blob, leaving the source intact, and fails without a trace when the source is gone', async () => {
    await storage.put('revisions/r1/a.pdf', content());
    expect(await storage.copy('revisions/r1/a.pdf', 'revisions/r2/b.pdf')).toBe(13);
    await storage.delete('revisions/r1/a.pdf');
    expect(await digest(await storage.read('revisions/r2/b.pdf'))).toEqual(await digest(content()));

    await expect(storage.copy('revisions/r1/a.pdf', 'revisions/r3/c.pdf')).rejects.toThrow();
    expect(await keysOf(storage)).toEqual(['revisions/r2/b.pdf']);
  });

  it('hands readers a local file, and removes a temporary copy once they are done, even when they fail', async () => {
    await storage.put('revisions/r1/a.docx', content());
    const seen = await storage.withLocalFile('revisions/r1/a.docx', async (filePath) => {
      expect(await readFile(filePath, 'utf8')).toBe('%PDF-1.7 test');
      return filePath;
    });
    await expect(
      storage.withLocalFile('revisions/r1/a.docx', () => Promise.reject(new Error('reader failed'))),
    ).rejects.toThrow('reader failed');
    if (tempDir) {
      expect(existsSync(seen)).toBe(false);
      expect(await readdir(path.dirname(path.dirname(seen)))).toEqual([]);
    }
    expect(await storage.exists('revisions/r1/a.docx')).toBe(true);
    await expect(storage.withLocalFile('revisions/r1/missing.docx', async () => 'read')).rejects.toThrow();
  });

  it('refuses keys that could leave its folder or prefix', async () => {
    for (const key of ['../escape.pdf', '/etc/passwd', 'revisions/../../x.pdf']) {
      await expect(storage.put(key, content())).rejects.toThrow(/Unsafe storage key/);
    }
  });

  it('is ready when it can be written', async () => {
    await expect(storage.checkReady()).resolves.toBeUndefined();
  });
});

/**
 * A provider without server-side encryption, played by a proxy in front of s3rver that answers 501 NotImplemented
 * (as S3-compatible stores do) to any request asking for it.
 */
async function startEncryptionRefusingProxy(target: string): Promise<{ endpoint: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.headers['x-amz-server-side-encryption']) {
      request.resume();
      response.writeHead(501, { 'content-type': 'application/xml' });
      response.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NotImplemented</Code>' +
          '<Message>Server-side encryption is not implemented</Message></Error>',
      );
      return;
    }
    const forwarded = httpRequest(
      `${target}${request.url ?? '/'}`,
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A path to the blob's bytes that outlives `withLocalFile` (copied out for the test). */
async function localCopy(storage: TBlobStorage, key: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'grant-review-copy-'));
  const target = path.join(folder, 'blob');
  await storage.withLocalFile(key, async (filePath) => {
    await import('node:fs/promises').then(({ copyFile }) => copyFile(filePath, target));
  });
  return target;
}

describe('S3 storage at start-up', () => {
  let base: string;
  beforeEach(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'grant-review-storage-'));
  });
  afterEach(() => rm(base, { recursive: true, force: true }));

  it('writes with server-side encryption when the provider takes the request, and leaves no probe', async () => {
    const storage = await openS3Storage(await s3Settings(base), quietLog);
    expect(storage).toMatchObject({ kind: 's3', encryption: 'AES256' });
    expect(await keysOf(storage)).toEqual([]);
  });

  it('removes the temporary copies a crashed process of this host left, and only those', async () => {
    const settings = await s3Settings(base);
    const crashed = path.join(settings.tempDir, `${hostname()}-999999999`, 'blob-x');
    const running = path.join(settings.tempDir, `${hostname()}-${process.ppid}`, 'blob-y');
    const otherHostRecent = path.join(settings.tempDir, 'other-host-42', 'blob-z');
    for (const folder of [crashed, running, otherHostRecent]) {
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, 'cv.pdf'), '%PDF personal data');
    }
    await openS3Storage(settings, quietLog);
    expect([crashed, running, otherHostRecent].map((folder) => existsSync(folder))).toEqual([false, true, true]);
  });

  it('goes without server-side encryption when the provider refuses it (auto), and refuses to start when it must not', async () => {
    const proxy = await startEncryptionRefusingProxy(s3.endpoint);
    try {
      const warnings: string[] = [];
      const log = { info: () => {}, warn: (message: string) => warnings.push(message) };
      const settings = { ...(await s3Settings(base)), endpoint: proxy.endpoint };
      const storage = await openS3Storage(settings, log);
      expect(storage.encryption).toBe('none');
      expect(warnings).toEqual([expect.stringContaining('refused server-side encryption (NotImplemented)')]);
      expect(await storage.put('revisions/r1/a.pdf', Readable.from([Buffer.from('%PDF')]))).toBe(4);
      await storage.delete('revisions/r1/a.pdf');

      const strict = openS3Storage({ ...settings, encryption: 'AES256' }, log);
      await expect(strict).rejects.toBeInstanceOf(StorageNotReadyError);
      await expect(strict).rejects.toThrow(/cannot be written: NotImplemented/);
    } finally {
      await proxy.close();
    }
  });

  it('names the bucket and the reason when the bucket does not exist', async () => {
    const settings = { ...(await s3Settings(base)), bucket: 'no-such-bucket' };
    const error = await openS3Storage(settings, quietLog).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StorageNotReadyError);
    expect((error as Error).message).toMatch(
      /^The S3 bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be reached \(no such bucket\)/,
    );
  });

  it('says so within seconds when nothing answers at the endpoint, never naming the secret', async () => {
    const settings = { ...(await s3Settings(base)), endpoint: 'http://127.0.0.1:9' };
    const error = await openS3Storage(settings, quietLog).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StorageNotReadyError);
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
    expect((error as Error).message).toMatch(/cannot be reached/);
    expect((error as Error).message).not.toContain('S3RVER');
  });
});

describe('local blob storage: folders', () => {
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
