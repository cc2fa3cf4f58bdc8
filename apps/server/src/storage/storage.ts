/**
 * Blob storage for uploaded documents. The local implementation keeps files under
 * DATA_DIR/files; an S3-compatible implementation plugs in behind the same interface for
 * several instances.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface TBlobStorage {
  /** Streams `source` into the blob `key`; returns the number of bytes written. */
  put(key: string, source: Readable): Promise<number>;
  read(key: string): Readable;
  /** Absolute path when the blob is a local file (lets workers read it without copying). */
  localPath(key: string): string | null;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9._/-]*$/;

export function createLocalStorage(root: string): TBlobStorage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, source) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await pipeline(source, createWriteStream(target, { mode: 0o600 }));
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
      return (await stat(target)).size;
    },
    read: (key) => createReadStream(resolve(key)),
    localPath: (key) => resolve(key),
    async delete(key) {
      await rm(resolve(key), { force: true });
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
