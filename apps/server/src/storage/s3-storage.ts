/**
 * Blob storage in an S3-compatible bucket (Exoscale SOS, Infomaniak, cloudscale.ch, AWS), for several instances that
 * share their files. Uploads stream to the bucket in parts (at most `PART_SIZE × QUEUE_SIZE` bytes held at once);
 * readers of files get a private temporary copy that goes when they are done.
 *
 * The app writes only under `revisions/`, and lists and sweeps only there: anything else in the bucket is not ours.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type ServerSideEncryption,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { TConfig, TS3Encryption } from '../config.js';
import { SAFE_KEY, StorageNotReadyError, errorCodeOf, type TBlobStorage } from './storage.js';

export interface TS3Settings {
  /** The provider's address (`https://sos-ch-gva-2.exo.io`); unset means AWS itself. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name: most S3-compatible providers want it. */
  forcePathStyle: boolean;
  encryption: TS3Encryption;
  /** A private folder for the temporary copies `withLocalFile` makes (each process uses a folder of its own in it). */
  tempDir: string;
}

const KEY_PREFIX = 'revisions/';
/** S3's smallest part: with two in flight an upload holds about 10 MiB whatever the file's size. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/** What a provider answers when it does not do server-side encryption (or not this kind). */
const ENCRYPTION_REFUSALS = new Set([
  'NotImplemented',
  'InvalidArgument',
  'InvalidRequest',
  'InvalidEncryptionAlgorithmError',
]);

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** A store's error name (`NoSuchBucket`, `AccessDenied`) or a network code (`ECONNREFUSED`). */
function reasonCode(error: unknown): string {
  const code = errorCodeOf(error);
  if (code !== 'UNKNOWN') return code;
  return error instanceof Error && error.name !== 'Error' ? error.name : 'UNKNOWN';
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCodeOf(error) === 'EPERM'; // it exists, as another user's process
  }
};

/**
 * Temporary copies are personal data: the folders of processes of this host that are gone (a crash, `kill -9`) are
 * removed at start-up, and those of other hosts sharing the folder after a day.
 */
async function removeStaleTempCopies(tempDir: string): Promise<void> {
  const ownHost = `${hostname()}-`;
  let entries: string[];
  try {
    entries = await readdir(tempDir);
  } catch (error) {
    if (errorCodeOf(error) === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const folder = path.join(tempDir, entry);
    const pid = entry.startsWith(ownHost) ? Number(entry.slice(ownHost.length)) : Number.NaN;
    const isStale = Number.isInteger(pid) ? !isRunning(pid) : Date.now() - (await stat(folder)).mtimeMs > 24 * 3600_000;
    if (isStale) await rm(folder, { recursive: true, force: true });
  }
}

export interface TS3Storage extends TBlobStorage {
  /** Which encryption the objects are written with, as decided at start-up. */
  readonly encryption: 'AES256' | 'none';
}

/** The settings of `config`, or undefined when files stay in the local folder. */
export function s3SettingsOf(config: TConfig, tempDir: string): TS3Settings | undefined {
  if (!config.S3_BUCKET) return undefined;
  return {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    encryption: config.S3_SERVER_SIDE_ENCRYPTION,
    tempDir,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
      : {}),
  };
}

/**
 * Connects to the bucket and checks, as start-up does, that it can be reached and written: a probe object is written
 * and deleted. Rejects with a message that names the endpoint and bucket (never the secret) when it cannot.
 */
export async function openS3Storage(
  settings: TS3Settings,
  log: { info(message: string): void; warn(message: string): void },
): Promise<TS3Storage> {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // An endpoint that does not answer fails within seconds; a transfer that stalls for two minutes fails too.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 120_000 },
    maxAttempts: 3,
  });
  const { bucket } = settings;
  const where = `bucket "${bucket}" at ${settings.endpoint ?? `AWS S3 (${settings.region})`}`;

  const checkReady = async () => {
    try {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    } catch (error) {
      const status = statusOf(error);
      const hint = status === 404 ? ' (no such bucket)' : status === 403 ? ' (access denied: check the keys)' : '';
      throw new StorageNotReadyError(
        `The S3 ${where} cannot be reached${hint}: ${describe(error)}`,
        reasonCode(error),
        {
          cause: error,
        },
      );
    }
  };

  /** Writes and deletes a probe object with `encryption`; the probe's name is outside `revisions/`. */
  const writeProbe = async (encryption: ServerSideEncryption | undefined) => {
    const probe = `.ready-${randomUUID()}`;
    await client.send(
      new PutObjectCommand({ Bucket: bucket, Key: probe, Body: 'ready', ServerSideEncryption: encryption }),
    );
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: probe }));
  };

  const ownTempDir = path.join(settings.tempDir, `${hostname()}-${process.pid}`);
  await removeStaleTempCopies(settings.tempDir);
  await checkReady();
  const cannotWrite = (error: unknown) =>
    new StorageNotReadyError(`The S3 ${where} cannot be written: ${describe(error)}`, reasonCode(error), {
      cause: error,
    });
  let encryption: 'AES256' | 'none' = settings.encryption === 'none' ? 'none' : 'AES256';
  try {
    await writeProbe(encryption === 'AES256' ? 'AES256' : undefined);
  } catch (error) {
    const refusedEncryption =
      encryption === 'AES256' && error instanceof S3ServiceException && ENCRYPTION_REFUSALS.has(error.name);
    if (!refusedEncryption || settings.encryption === 'AES256') throw cannotWrite(error);
    log.warn(
      `The S3 provider refused server-side encryption (${error.name}); files are stored without it. ` +
        'Set S3_SERVER_SIDE_ENCRYPTION=none to say so, or AES256 to refuse to start without it.',
    );
    encryption = 'none';
    await writeProbe(undefined).catch((retryError: unknown) => {
      throw cannotWrite(retryError);
    });
  }
  log.info(`Files are stored in the S3 ${where}, server-side encryption: ${encryption}`);
  const sse: ServerSideEncryption | undefined = encryption === 'AES256' ? 'AES256' : undefined;

  const sizeOf = async (key: string) =>
    (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength ?? 0;

  const read = async (key: string) => {
    const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
    if (!(response.Body instanceof Readable)) throw new Error(`The S3 object ${key} has no body`);
    return response.Body;
  };

  return {
    kind: 's3',
    encryption,
    checkReady,
    async put(key, source) {
      let bytes = 0;
      let sourceError: unknown;
      // Counts what passes, and keeps the source's own error: when a multipart upload fails, the SDK may report
      // its clean-up instead, and callers tell a client's broken upload from a store's failure by that error.
      async function* counted() {
        try {
          for await (const chunk of source as AsyncIterable<Buffer>) {
            bytes += chunk.length;
            yield chunk;
          }
        } catch (error) {
          sourceError = error;
          throw error;
        }
      }
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: checkedKey(key), Body: Readable.from(counted()), ServerSideEncryption: sse },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        source.destroy();
        // A failed multipart upload is aborted by the SDK and leaves no object; a single part that landed
        // before the failure was noticed is removed here.
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })).catch(() => {});
        throw sourceError ?? error;
      }
      return bytes;
    },
    async copy(from, to) {
      await client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: checkedKey(to),
          CopySource: `${bucket}/${checkedKey(from)}`,
          ServerSideEncryption: sse,
        }),
      );
      return sizeOf(to);
    },
    read,
    async withLocalFile(key, use) {
      await mkdir(ownTempDir, { recursive: true, mode: 0o700 });
      const folder = await mkdtemp(path.join(ownTempDir, 'blob-'));
      try {
        const filePath = path.join(folder, path.basename(checkedKey(key)));
        await pipeline(await read(key), createWriteStream(filePath, { flags: 'wx', mode: 0o600 }));
        return await use(filePath);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    async exists(key) {
      try {
        await sizeOf(checkedKey(key));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
    },
    async *list() {
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: KEY_PREFIX, ContinuationToken: continuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key || !SAFE_KEY.test(object.Key)) continue;
          yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },
    // An object store has no folders.
    removeEmptyFolders: async () => {},
  };
}
