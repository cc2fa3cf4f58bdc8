/**
 * Just enough ZIP reading to vet a DOCX before a library unpacks it: the central directory (names
 * and declared sizes), a check that every entry really inflates to no more than it declares, and
 * reading small parts (headers, footers) with that bound enforced. No writing, no paths on disk.
 *
 * Why not trust the library: JSZip (inside mammoth) inflates whatever an entry contains without
 * comparing it to the declared size, so a file that lies in its directory could still blow up
 * memory. Declared sizes are checked first (cheap); the streaming check then proves them.
 */
import { open } from 'node:fs/promises';
import { createInflateRaw, inflateRawSync } from 'node:zlib';
import { extractionErrors } from './extraction-error.js';

export interface TZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

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

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_OF_DIRECTORY_SIZE = 22;
const MAX_COMMENT_SIZE = 0xffff;
const DIRECTORY_HEADER_SIZE = 46;
const LOCAL_HEADER_SIZE = 30;
const METHOD_STORED = 0;
const METHOD_DEFLATE = 8;
const FLAG_ENCRYPTED = 0x1;
const FLAG_UTF8_NAME = 0x800;

/** Structural problem with the archive; callers turn it into a user-facing error. */
export class ZipFormatError extends Error {
  override name = 'ZipFormatError';
}

type TReadAt = (offset: number, length: number) => Promise<Uint8Array>;

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function readSafeUint64(view: DataView, offset: number): number {
  const value = view.getBigUint64(offset, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipFormatError('ZIP64 value out of range');
  return Number(value);
}

interface TDirectoryLocation {
  entryCount: number;
  directorySize: number;
  directoryOffset: number;
}

async function locateDirectory(size: number, readAt: TReadAt): Promise<TDirectoryLocation> {
  if (size < END_OF_DIRECTORY_SIZE) throw new ZipFormatError('too small for a ZIP file');
  const tailStart = Math.max(0, size - END_OF_DIRECTORY_SIZE - MAX_COMMENT_SIZE);
  const tail = await readAt(tailStart, size - tailStart);
  const tailView = viewOf(tail);
  for (let position = tail.length - END_OF_DIRECTORY_SIZE; position >= 0; position--) {
    if (tailView.getUint32(position, true) !== END_OF_DIRECTORY) continue;
    let entryCount = tailView.getUint16(position + 10, true);
    let directorySize = tailView.getUint32(position + 12, true);
    let directoryOffset = tailView.getUint32(position + 16, true);
    const endOffset = tailStart + position;
    if (entryCount === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
      if (endOffset < 20) throw new ZipFormatError('missing ZIP64 locator');
      const locator = viewOf(await readAt(endOffset - 20, 20));
      if (locator.getUint32(0, true) !== ZIP64_LOCATOR) throw new ZipFormatError('missing ZIP64 locator');
      const zip64Offset = readSafeUint64(locator, 8);
      if (zip64Offset + 56 > size) throw new ZipFormatError('ZIP64 record out of range');
      const record = viewOf(await readAt(zip64Offset, 56));
      if (record.getUint32(0, true) !== ZIP64_END_OF_DIRECTORY) throw new ZipFormatError('bad ZIP64 record');
      entryCount = readSafeUint64(record, 32);
      directorySize = readSafeUint64(record, 40);
      directoryOffset = readSafeUint64(record, 48);
    }
    if (directoryOffset + directorySize > endOffset) throw new ZipFormatError('central directory out of range');
    return { entryCount, directorySize, directoryOffset };
  }
  throw new ZipFormatError('no end of central directory record');
}

function readZip64Extra(
  view: DataView,
  start: number,
  length: number,
  entry: { compressedSize: number; uncompressedSize: number; localHeaderOffset: number },
): void {
  let position = start;
  while (position + 4 <= start + length) {
    const id = view.getUint16(position, true);
    const size = view.getUint16(position + 2, true);
    if (id === 0x0001) {
      // Only the fields whose 32-bit value is saturated are present, in this order.
      let field = position + 4;
      const next = () => {
        if (field + 8 > position + 4 + size) throw new ZipFormatError('short ZIP64 extra field');
        const value = readSafeUint64(view, field);
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === 0xffffffff) entry.uncompressedSize = next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = next();
      return;
    }
    position += 4 + size;
  }
}

function parseDirectory(directory: Uint8Array, entryCount: number): TZipEntry[] {
  const view = viewOf(directory);
  const utf8 = new TextDecoder('utf-8');
  const latin1 = new TextDecoder('latin1');
  const entries: TZipEntry[] = [];
  let position = 0;
  for (let index = 0; index < entryCount; index++) {
    if (position + DIRECTORY_HEADER_SIZE > directory.length) throw new ZipFormatError('truncated central directory');
    if (view.getUint32(position, true) !== DIRECTORY_HEADER) throw new ZipFormatError('bad central directory entry');
    const flags = view.getUint16(position + 8, true);
    const nameLength = view.getUint16(position + 28, true);
    const extraLength = view.getUint16(position + 30, true);
    const commentLength = view.getUint16(position + 32, true);
    const nameStart = position + DIRECTORY_HEADER_SIZE;
    const next = nameStart + nameLength + extraLength + commentLength;
    if (next > directory.length) throw new ZipFormatError('truncated central directory entry');
    const nameBytes = directory.subarray(nameStart, nameStart + nameLength);
    const entry: TZipEntry = {
      name: (flags & FLAG_UTF8_NAME ? utf8 : latin1).decode(nameBytes),
      method: view.getUint16(position + 10, true),
      flags,
      compressedSize: view.getUint32(position + 20, true),
      uncompressedSize: view.getUint32(position + 24, true),
      localHeaderOffset: view.getUint32(position + 42, true),
    };
    readZip64Extra(view, nameStart + nameLength, extraLength, entry);
    entries.push(entry);
    position = next;
  }
  return entries;
}

async function readDirectoryEntries(size: number, readAt: TReadAt, limits?: TZipLimits): Promise<TZipEntry[]> {
  const { entryCount, directorySize, directoryOffset } = await locateDirectory(size, readAt);
  if (limits && entryCount > limits.maxEntries) throw extractionErrors.tooManyParts(limits.maxEntries);
  // Each entry takes at least 46 bytes; a larger count is a lie that would make us loop for nothing.
  if (entryCount * DIRECTORY_HEADER_SIZE > directorySize) throw new ZipFormatError('entry count does not fit');
  return parseDirectory(await readAt(directoryOffset, directorySize), entryCount);
}

/**
 * Lists a ZIP held in memory. With `limits`, refuses (TOO_LARGE_UNZIPPED) archives with too many
 * entries or whose declared uncompressed total is over the limit, before anything is inflated.
 */
export async function listZipEntries(data: Uint8Array, limits?: TZipLimits): Promise<TZipEntry[]> {
  const entries = await readDirectoryEntries(
    data.length,
    async (offset, length) => data.subarray(offset, offset + length),
    limits,
  );
  if (limits) {
    const declaredTotal = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
    if (declaredTotal > limits.maxUnzippedBytes) throw extractionErrors.tooLargeUnzipped(limits.maxUnzippedBytes);
    const isOversizedXml = (entry: TZipEntry) =>
      entry.uncompressedSize > limits.maxXmlPartBytes && /\.(xml|rels)$/i.test(entry.name);
    if (entries.some(isOversizedXml)) throw extractionErrors.tooMuchText(limits.maxXmlPartBytes);
  }
  return entries;
}

/** Lists a ZIP on disk, reading only its tail and central directory. */
export async function listZipEntriesInFile(filePath: string): Promise<TZipEntry[]> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    return await readDirectoryEntries(size, async (offset, length) => {
      const buffer = new Uint8Array(length);
      const { bytesRead } = await handle.read(buffer, 0, length, offset);
      if (bytesRead !== length) throw new ZipFormatError('unexpected end of file');
      return buffer;
    });
  } finally {
    await handle.close();
  }
}

function findEntryData(data: Uint8Array, entry: TZipEntry): Uint8Array {
  const headerEnd = entry.localHeaderOffset + LOCAL_HEADER_SIZE;
  if (headerEnd > data.length) throw new ZipFormatError(`local header of ${entry.name} out of range`);
  const view = viewOf(data);
  if (view.getUint32(entry.localHeaderOffset, true) !== LOCAL_HEADER) {
    throw new ZipFormatError(`bad local header for ${entry.name}`);
  }
  // The local header's own name and extra lengths decide where the data starts (as JSZip does).
  const start =
    headerEnd + view.getUint16(entry.localHeaderOffset + 26, true) + view.getUint16(entry.localHeaderOffset + 28, true);
  const end = start + entry.compressedSize;
  if (end > data.length) throw new ZipFormatError(`data of ${entry.name} out of range`);
  return data.subarray(start, end);
}

export function isEncryptedEntry(entry: TZipEntry): boolean {
  return (entry.flags & FLAG_ENCRYPTED) !== 0;
}

/** Inflates without keeping the output; stops as soon as more than `limit` bytes come out. */
async function measureInflatedSize(compressed: Uint8Array, limit: number): Promise<number> {
  const inflater = createInflateRaw();
  inflater.end(compressed);
  let total = 0;
  try {
    for await (const chunk of inflater) {
      total += (chunk as Buffer).length;
      if (total > limit) break;
    }
  } finally {
    inflater.destroy();
  }
  return total;
}

/**
 * Proves every entry holds no more than its declared size (and that the sizes are sane), so a
 * library that later inflates the same bytes stays within the limits checked on the directory.
 * Throws TOO_LARGE_UNZIPPED for an entry that inflates past its declared size.
 */
export async function verifyEntrySizes(
  data: Uint8Array,
  entries: readonly TZipEntry[],
  limits: TZipLimits,
  signal?: AbortSignal,
): Promise<void> {
  for (const entry of entries) {
    signal?.throwIfAborted();
    const compressed = findEntryData(data, entry);
    if (entry.method === METHOD_STORED) {
      if (entry.compressedSize !== entry.uncompressedSize) throw new ZipFormatError(`size mismatch in ${entry.name}`);
      continue;
    }
    if (entry.method !== METHOD_DEFLATE) throw new ZipFormatError(`unsupported compression in ${entry.name}`);
    if (compressed.length === 0 && entry.uncompressedSize === 0) continue;
    let inflated: number;
    try {
      inflated = await measureInflatedSize(compressed, entry.uncompressedSize);
    } catch (error) {
      throw new ZipFormatError(`invalid deflate data in ${entry.name}`, { cause: error });
    }
    if (inflated > entry.uncompressedSize) throw extractionErrors.tooLargeUnzipped(limits.maxUnzippedBytes);
  }
}

/** Reads one (already verified) entry into memory, never beyond its declared size. */
export function readEntry(data: Uint8Array, entry: TZipEntry): Uint8Array {
  const compressed = findEntryData(data, entry);
  if (entry.method === METHOD_STORED) return compressed;
  if (entry.method !== METHOD_DEFLATE) throw new ZipFormatError(`unsupported compression in ${entry.name}`);
  if (entry.uncompressedSize === 0) return new Uint8Array(0);
  return inflateRawSync(compressed, { maxOutputLength: entry.uncompressedSize });
}
