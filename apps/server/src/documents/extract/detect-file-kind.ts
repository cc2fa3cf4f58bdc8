/**
 * Content sniffing for the upload route: trust the bytes, not the file name or the browser's type.
 */
import { listZipEntriesInFile, openZip, type TZipEntry } from './zip-directory.js';

export type TFileKind = 'pdf' | 'zip' | 'unknown';

/** pdf.js accepts a header preceded by junk (mail or HTTP wrappers) within the first 1024 bytes. */
const PDF_HEADER_WINDOW = 1024;
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04
/** Compound File Binary: legacy .doc, and also password-protected .docx (an encrypted OOXML package). */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export const DOCX_MAIN_PART = 'word/document.xml';

function hasBytesAt(bytes: Uint8Array, offset: number, expected: readonly number[]): boolean {
  if (offset + expected.length > bytes.length) return false;
  return expected.every((byte, index) => bytes[offset + index] === byte);
}

/** Pass at least the first 1024 bytes of the file. */
export function detectFileKind(firstBytes: Uint8Array): TFileKind {
  if (hasBytesAt(firstBytes, 0, ZIP_MAGIC)) return 'zip';
  const window = Math.min(firstBytes.length, PDF_HEADER_WINDOW);
  for (let offset = 0; offset + PDF_MAGIC.length <= window; offset++) {
    if (firstBytes[offset] === 0x25 && hasBytesAt(firstBytes, offset, PDF_MAGIC)) return 'pdf';
  }
  return 'unknown';
}

export function isOleCompoundFile(firstBytes: Uint8Array): boolean {
  return hasBytesAt(firstBytes, 0, OLE_MAGIC);
}

/** An encrypted OOXML file is an OLE container with an "EncryptedPackage" stream (name in UTF-16LE). */
export function isEncryptedOfficeFile(data: Uint8Array): boolean {
  if (!isOleCompoundFile(data)) return false;
  const marker = Buffer.from('EncryptedPackage', 'utf16le');
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength).includes(marker);
}

export function hasDocxMainPart(entries: readonly TZipEntry[]): boolean {
  return entries.some((entry) => entry.fileName === DOCX_MAIN_PART);
}

/**
 * True when the file is a readable ZIP whose directory holds `word/document.xml`. Reads only the
 * tail and the central directory when given a path. Never throws: any problem means "not a DOCX".
 */
export async function isDocxZip(input: string | Uint8Array): Promise<boolean> {
  try {
    const entries = typeof input === 'string' ? await listZipEntriesInFile(input) : (await openZip(input)).entries;
    return hasDocxMainPart(entries);
  } catch {
    return false;
  }
}
