/**
 * A real S3 protocol server on this machine for tests: s3rver, which speaks S3's REST API (path-style) and keeps
 * objects in a temp folder. What it does not check (see docs/ARCHITECTURE.md): signatures, checksums, server-side
 * encryption (accepted and ignored) and aborting multipart uploads (it has no such route).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { TS3Settings } from '../../src/storage/s3-storage.js';

export interface TS3TestServer {
  endpoint: string;
  bucket: string;
  /** The environment a server needs to keep its files in this bucket. */
  env: Record<string, string>;
  /** The same as settings for `openS3Storage`, with temporary copies under `tempDir`. */
  settings(tempDir: string): TS3Settings;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<TS3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'grant-review-s3-'));
  const bucket = `test-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed key pair.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    settings: (tempDir) => ({
      endpoint,
      bucket,
      region: 'us-east-1',
      credentials,
      forcePathStyle: true,
      encryption: 'auto',
      tempDir,
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
