/**
 * Blob storage for uploaded documents. The local implementation keeps files under
 * DATA_DIR/files; the S3-compatible one (s3-storage.ts) keeps them in a bucket that several
 * instances share.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rm, rmdir, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { TStorageKind } from '@grant-review/contract';

export interface TStoredBlob {
  key: string;
  modifiedAt: Date;
}

export interface TBlobStorage {
  /** Which store this is, as `GET /api/health` names it. */
  readonly kind: TStorageKind;
  /**
   * Resolves when a blob can be written now; rejects with the reason otherwise (`GET /api/health` asks, for a load
   * balancer's readiness probe). The rejection is logged; the health answer shows only its `code` (`EACCES`, a
   * store's error name), so the message may name the folder or bucket, never a secret.
   */
  checkReady(): Promise<void>;
  /** Streams `source` into the blob `key`; returns the number of bytes written. */
  put(key: string, source: Readable): Promise<number>;
  /**
   * Copies the blob `from` to a new blob `to` (a revision started from another gets its own copies, so deleting either
   * never breaks the other); returns the number of bytes written. Streams: a large file is never held in memory.
   */
  copy(from: string, to: string): Promise<number>;
  /** The blob's bytes as a stream; rejects when there is no such blob. */
  read(key: string): Promise<Readable>;
  /**
   * Calls `use` with the path of a local file holding the blob, for code that reads files (the document workers, the
   * DOCX check): the file itself for the local folder, a private temporary copy for an object store, removed when
   * `use` settles.
   */
  withLocalFile<T>(key: string, use: (filePath: string) => Promise<T>): Promise<T>;
  /** Whether the blob exists. */
  exists(key: string): Promise<boolean>;
  /** Deletes the blob, and the folder it leaves empty. */
  delete(key: string): Promise<void>;
  /** Every stored blob with the time it was last written (to find blobs no row refers to). */
  list(): AsyncIterable<TStoredBlob>;
  /** Removes empty folders last changed before `before` (object stores have no folders). */
  removeEmptyFolders(before: Date): Promise<void>;
}

export function errorCodeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : 'UNKNOWN';
}

export const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9._/-]*$/;

function hasErrorCode(error: unknown, ...codes: string[]): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && codes.includes(String(error.code));
}

/**
 * Creates the folder, then the file. A delete or sweep may remove the folder, empty until the file
 * exists, in between; then both are made again.
 */
async function openForWriting(target: string): Promise<FileHandle> {
  for (let attempt = 1; ; attempt++) {
    try {
      await mkdir(path.dirname(target), { recursive: true });
      return await open(target, 'w', 0o600);
    } catch (error) {
      if (!hasErrorCode(error, 'ENOENT') || attempt >= 3) throw error;
    }
  }
}

/** Removes `folder` and then its parents up to `root` (exclusive), as long as each is empty. */
async function removeFoldersIfEmpty(root: string, folder: string): Promise<void> {
  for (let current = folder; current.startsWith(`${root}${path.sep}`); current = path.dirname(current)) {
    try {
      await rmdir(current);
    } catch (error) {
      if (hasErrorCode(error, 'ENOTEMPTY', 'EEXIST', 'ENOENT')) return;
      throw error;
    }
  }
}

async function readTree(root: string) {
  try {
    return await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (hasErrorCode(error, 'ENOENT')) return [];
    throw error;
  }
}

/** A readiness check that failed: `code` is what the health answer shows, the message is for the log. */
export class StorageNotReadyError extends Error {
  override name = 'StorageNotReadyError';

  constructor(
    message: string,
    readonly code: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * Creates the files folder if missing (private, like DATA_DIR), then writes and removes a probe file. The probe's
 * name starts with a dot, which no key may, so `list()` and the orphan sweep never take it for a blob; it is
 * unique, so probes of one instance or of several sharing the folder never collide.
 */
async function checkFolderWritable(root: string): Promise<void> {
  const probe = path.join(root, `.ready-${randomUUID()}`);
  try {
    await mkdir(root, { recursive: true, mode: 0o700 });
    const file = await open(probe, 'wx', 0o600);
    try {
      try {
        await file.writeFile('ready');
      } finally {
        await file.close();
      }
    } finally {
      await rm(probe, { force: true });
    }
  } catch (error) {
    throw new StorageNotReadyError(
      `The files folder ${root} cannot be written: ${error instanceof Error ? error.message : String(error)}`,
      errorCodeOf(error),
      { cause: error },
    );
  }
}

export function createLocalStorage(root: string): TBlobStorage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    checkReady: () => checkFolderWritable(root),
    async put(key, source) {
      const target = resolve(key);
      const file = await openForWriting(target);
      try {
        await pipeline(source, file.createWriteStream());
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
      return (await stat(target)).size;
    },
    async copy(from, to) {
      const source = resolve(from);
      const target = resolve(to);
      // Open the source first: a missing source then fails before anything is created at the target.
      const input = await open(source, 'r');
      let output: FileHandle;
      try {
        output = await openForWriting(target);
      } catch (error) {
        await input.close();
        throw error;
      }
      try {
        await pipeline(input.createReadStream(), output.createWriteStream());
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
      return (await stat(target)).size;
    },
    async read(key) {
      const file = await open(resolve(key), 'r');
      return file.createReadStream();
    },
    async withLocalFile(key, use) {
      const filePath = resolve(key);
      await stat(filePath); // a missing blob fails here, as an object store's download would
      return use(filePath);
    },
    async exists(key) {
      try {
        return (await stat(resolve(key))).isFile();
      } catch (error) {
        if (hasErrorCode(error, 'ENOENT')) return false;
        throw error;
      }
    },
    async delete(key) {
      const target = resolve(key);
      await rm(target, { force: true });
      await removeFoldersIfEmpty(root, path.dirname(target));
    },
    async *list() {
      for (const entry of await readTree(root)) {
        if (!entry.isFile()) continue;
        const absolute = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, absolute).split(path.sep).join('/');
        if (!SAFE_KEY.test(key)) continue; // not a blob of ours (a desktop's .DS_Store, say)
        try {
          yield { key, modifiedAt: (await stat(absolute)).mtime };
        } catch (error) {
          if (!hasErrorCode(error, 'ENOENT')) throw error; // deleted meanwhile
        }
      }
    },
    async removeEmptyFolders(before) {
      const folders = (await readTree(root))
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(entry.parentPath, entry.name))
        .sort((left, right) => right.length - left.length); // children before their parents
      for (const folder of folders) {
        try {
          if ((await stat(folder)).mtime < before) await rmdir(folder);
        } catch (error) {
          if (!hasErrorCode(error, 'ENOTEMPTY', 'EEXIST', 'ENOENT')) throw error;
        }
      }
    },
  };
}

/** Deletes blobs after their rows are gone; a blob that cannot be removed is logged, not fatal. */
export async function deleteBlobs(
  storage: TBlobStorage,
  keys: readonly string[],
  onError: (key: string, error: unknown) => void,
): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      try {
        await storage.delete(key);
      } catch (error) {
        onError(key, error);
      }
    }),
  );
}
