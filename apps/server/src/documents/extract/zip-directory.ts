/**
 * The zip-bomb guard in front of mammoth, on yauzl: the central directory's entry count and declared
 * sizes are checked against the limits before anything is inflated, then every entry is inflated once
 * and thrown away, with yauzl's `validateEntrySizes` failing the stream as soon as an entry yields more
 * than it declares. Small parts (headers, footers, styles) are read the same way. No paths on disk.
 *
 * Why not trust the library: JSZip (inside mammoth) inflates whatever an entry contains before it
 * compares the result with the declared size, so a file that lies in its directory could still blow up
 * memory. Declared sizes are checked first (cheap); the streaming pass then proves them.
 */
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { fromBufferPromise, openPromise, type Entry, type Options, type ZipFile } from 'yauzl';
import { ExtractionError, extractionErrors } from './extraction-error.js';

export type TZipEntry = Entry;

export interface TZipLimits {
  /** Sum of declared uncompressed sizes allowed. */
  maxUnzippedBytes: number;
  maxEntries: number;
  /**
   * Largest single XML part. mammoth holds a part's DOM and model in memory at about 40 times the
   * part's size (5 MB of document.xml peaks near 300 MB RSS), so this bounds memory, not disk.
   */
  maxXmlPartBytes: number;
}

export const DEFAULT_ZIP_LIMITS: TZipLimits = {
  maxUnzippedBytes: 200 * 1024 * 1024,
  maxEntries: 10_000,
  maxXmlPartBytes: 32 * 1024 * 1024,
};

/** An archive yauzl could not read (not a ZIP, truncated, inconsistent); callers turn it into a user-facing error. */
export class ZipFormatError extends Error {
  override name = 'ZipFormatError';
}

/**
 * validateEntrySizes makes the declared sizes binding. strictFileNames keeps names as written (no
 * backslashes turned into slashes), so the names checked here are the ones JSZip will look up.
 */
const YAUZL_OPTIONS: Options = {
  lazyEntries: true,
  validateEntrySizes: true,
  decodeStrings: true,
  strictFileNames: true,
};

/** An archive in memory and its entries, listed once; reading an entry needs the open `zipfile`. */
export interface TZipArchive {
  readonly entries: readonly TZipEntry[];
  readonly zipfile: ZipFile;
}

function toZipFormatError(error: unknown): Error {
  if (error instanceof ExtractionError || error instanceof ZipFormatError) return error;
  return new ZipFormatError(error instanceof Error ? error.message : String(error), { cause: error });
}

/**
 * yauzl's validateEntrySizes error for an entry that inflates past its declared size; the message is
 * all that marks it (yauzl's AssertByteCountStream), and zip-directory.test.ts fails if it changes.
 */
function isPastDeclaredSize(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('too many bytes in the stream');
}

async function readDirectory(zipfile: ZipFile, limits?: TZipLimits): Promise<TZipEntry[]> {
  // The count comes from the end record, so a directory too long to list is refused before it is read.
  if (limits && zipfile.entryCount > limits.maxEntries) throw extractionErrors.tooManyParts(limits.maxEntries);
  const entries: TZipEntry[] = [];
  for await (const entry of zipfile.eachEntry()) entries.push(entry);
  return entries;
}

/**
 * Opens and lists a ZIP held in memory. With `limits`, refuses (TOO_LARGE_UNZIPPED) archives with
 * too many entries or whose declared uncompressed total is over the limit, before anything is inflated.
 */
export async function openZip(data: Uint8Array, limits?: TZipLimits): Promise<TZipArchive> {
  let zipfile: ZipFile;
  let entries: TZipEntry[];
  try {
    zipfile = await fromBufferPromise(Buffer.from(data.buffer, data.byteOffset, data.byteLength), YAUZL_OPTIONS);
    entries = await readDirectory(zipfile, limits);
  } catch (error) {
    throw toZipFormatError(error);
  }
  if (limits) {
    const declaredTotal = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
    if (declaredTotal > limits.maxUnzippedBytes) throw extractionErrors.tooLargeUnzipped(limits.maxUnzippedBytes);
    const isOversizedXml = (entry: TZipEntry) =>
      entry.uncompressedSize > limits.maxXmlPartBytes && /\.(xml|rels)$/i.test(entry.fileName);
    if (entries.some(isOversizedXml)) throw extractionErrors.tooMuchText(limits.maxXmlPartBytes);
  }
  return { entries, zipfile };
}

/** Lists a ZIP on disk, reading only its tail and central directory. */
export async function listZipEntriesInFile(filePath: string): Promise<TZipEntry[]> {
  let zipfile: ZipFile | undefined;
  try {
    zipfile = await openPromise(filePath, YAUZL_OPTIONS);
    return await readDirectory(zipfile);
  } catch (error) {
    throw toZipFormatError(error);
  } finally {
    zipfile?.close();
  }
}

/** The entry's inflated bytes, which yauzl cuts off with an error past the declared size. */
async function openEntry(zipfile: ZipFile, entry: TZipEntry): Promise<Readable | null> {
  // A deflated empty file may be stored with no data at all, which zlib would call truncated.
  if (entry.compressedSize === 0 && entry.uncompressedSize === 0) return null;
  return zipfile.openReadStreamPromise(entry);
}

/**
 * Proves every entry inflates to exactly its declared size, so a library that later inflates the
 * same bytes stays within the limits checked on the directory. Nothing is kept: each chunk is
 * dropped as it comes. Throws TOO_LARGE_UNZIPPED for an entry that inflates past its declared size.
 */
export async function verifyEntrySizes(archive: TZipArchive, limits: TZipLimits, signal?: AbortSignal): Promise<void> {
  for (const entry of archive.entries) {
    signal?.throwIfAborted();
    try {
      const stream = await openEntry(archive.zipfile, entry);
      if (stream) await finished(stream.resume());
    } catch (error) {
      if (isPastDeclaredSize(error)) throw extractionErrors.tooLargeUnzipped(limits.maxUnzippedBytes);
      throw toZipFormatError(error);
    }
  }
}

/** Reads one entry into memory, never beyond its declared size. */
export async function readEntry(archive: TZipArchive, entry: TZipEntry): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  try {
    const stream = await openEntry(archive.zipfile, entry);
    if (stream) for await (const chunk of stream) chunks.push(chunk as Buffer);
  } catch (error) {
    throw toZipFormatError(error);
  }
  return Buffer.concat(chunks);
}
