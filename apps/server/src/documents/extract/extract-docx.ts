/**
 * DOCX text: the ZIP is vetted first (zip-bomb guard), then mammoth reads the body, tables and
 * notes, and the header and footer parts, which mammoth ignores, are read here from the ZIP.
 * Output order: headers, body, notes, footers; each header or footer text appears once even when
 * several sections repeat it.
 */
import mammoth from 'mammoth';
import { hasDocxMainPart, isEncryptedOfficeFile, isOleCompoundFile } from './detect-file-kind.js';
import { renderDocxDocument } from './docx-text.js';
import { ExtractionError, extractionErrors } from './extraction-error.js';
import { extractOoxmlPartText } from './ooxml-text.js';
import {
  isEncryptedEntry,
  listZipEntries,
  readEntry,
  verifyEntrySizes,
  type TZipEntry,
  type TZipLimits,
} from './zip-directory.js';

const HEADER_OR_FOOTER_PART = /^word\/(header|footer)(\d*)\.xml$/;
// Footers that are only a page number ("3", "- 3 -", "Page 3 of 12") carry nothing worth reading.
const PAGE_NUMBER_ONLY = /^[\s\-–—]*(page|seite|pagina|p\.)?\s*\d+(\s*(of|von|de|sur|di)\s*\d+)?[\s\-–—]*$/i;

function toDocxError(error: unknown): ExtractionError {
  return error instanceof ExtractionError ? error : extractionErrors.corruptDocx(error);
}

function readHeaderFooterTexts(
  data: Uint8Array,
  entries: readonly TZipEntry[],
): { headers: string[]; footers: string[] } {
  const parts = entries
    .map((entry) => ({ entry, match: HEADER_OR_FOOTER_PART.exec(entry.name) }))
    .filter((part): part is { entry: TZipEntry; match: RegExpExecArray } => part.match !== null)
    .sort((a, b) => Number(a.match[2] || 0) - Number(b.match[2] || 0));
  const decoder = new TextDecoder('utf-8');
  const headers = new Set<string>();
  const footers = new Set<string>();
  for (const { entry, match } of parts) {
    const text = extractOoxmlPartText(decoder.decode(readEntry(data, entry)));
    if (text.length === 0 || PAGE_NUMBER_ONLY.test(text)) continue;
    (match[1] === 'header' ? headers : footers).add(text);
  }
  return { headers: [...headers], footers: [...footers] };
}

async function readBodyText(data: Uint8Array): Promise<string> {
  let text = '';
  await mammoth.convertToHtml(
    { buffer: Buffer.from(data.buffer, data.byteOffset, data.byteLength) },
    {
      // The model is all we need: capture it and hand mammoth an empty document, so it does not
      // spend time building HTML or reading (and base64-encoding) every image.
      transformDocument: (document: unknown) => {
        text = renderDocxDocument(document);
        return { type: 'document', children: [], notes: null, comments: [] };
      },
    },
  );
  return text;
}

export async function extractDocxText(data: Uint8Array, limits: TZipLimits, signal?: AbortSignal): Promise<string> {
  signal?.throwIfAborted();
  if (isOleCompoundFile(data)) {
    throw isEncryptedOfficeFile(data) ? extractionErrors.encryptedDocx() : extractionErrors.legacyWord();
  }
  let entries: TZipEntry[];
  try {
    entries = await listZipEntries(data, limits);
  } catch (error) {
    throw toDocxError(error);
  }
  if (!hasDocxMainPart(entries)) throw extractionErrors.notDocx();
  if (entries.some(isEncryptedEntry)) throw extractionErrors.encryptedDocx();
  try {
    await verifyEntrySizes(data, entries, limits, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw toDocxError(error);
  }

  signal?.throwIfAborted();
  let body: string;
  let headers: string[];
  let footers: string[];
  try {
    body = await readBodyText(data);
    ({ headers, footers } = readHeaderFooterTexts(data, entries));
  } catch (error) {
    throw toDocxError(error);
  }
  return [...headers, body, ...footers].filter((part) => part.trim().length > 0).join('\n\n');
}
