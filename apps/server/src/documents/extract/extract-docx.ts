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
import type { TDocxBlockHint, TDocxHints } from './structure-hints.js';
import {
  openZip,
  readEntry,
  verifyEntrySizes,
  type TZipArchive,
  type TZipEntry,
  type TZipLimits,
} from './zip-directory.js';

const HEADER_OR_FOOTER_PART = /^word\/(header|footer)(\d*)\.xml$/;
// Footers that are only a page number ("3", "- 3 -", "Page 3 of 12") carry nothing worth reading.
const PAGE_NUMBER_ONLY = /^[\s\-–—]*(page|seite|pagina|p\.)?\s*\d+(\s*(of|von|de|sur|di)\s*\d+)?[\s\-–—]*$/i;

function toDocxError(error: unknown): ExtractionError {
  return error instanceof ExtractionError ? error : extractionErrors.corruptDocx(error);
}

async function readHeaderFooterTexts(zip: TZipArchive): Promise<{ headers: string[]; footers: string[] }> {
  const parts = zip.entries
    .map((entry) => ({ entry, match: HEADER_OR_FOOTER_PART.exec(entry.fileName) }))
    .filter((part): part is { entry: TZipEntry; match: RegExpExecArray } => part.match !== null)
    .sort((a, b) => Number(a.match[2] || 0) - Number(b.match[2] || 0));
  const decoder = new TextDecoder('utf-8');
  const headers = new Set<string>();
  const footers = new Set<string>();
  for (const { entry, match } of parts) {
    const text = extractOoxmlPartText(decoder.decode(await readEntry(zip, entry)));
    if (text.length === 0 || PAGE_NUMBER_ONLY.test(text)) continue;
    (match[1] === 'header' ? headers : footers).add(text);
  }
  return { headers: [...headers], footers: [...footers] };
}

// A style whose name says it is a heading, in the languages Word is localised into most here (style ids drop
// non-ASCII letters: "Überschrift 1" has the id "berschrift1").
const HEADING_STYLE_NAME = /^(?:heading|\u00fcberschrift|berschrift|titre|titolo|t\u00edtulo|kop|rubrik)\s*([1-6])$/i;
const STYLE_ELEMENT = /<w:style\b([^>]*)>([\s\S]*?)<\/w:style>/g;
const STYLE_PROPERTY = {
  name: /<w:name\b[^>]*\bw:val="([^"]*)"/,
  basedOn: /<w:basedOn\b[^>]*\bw:val="([^"]*)"/,
  outlineLvl: /<w:outlineLvl\b[^>]*\bw:val="([^"]*)"/,
};
const attributeValue = (xml: string, property: keyof typeof STYLE_PROPERTY): string | undefined =>
  STYLE_PROPERTY[property].exec(xml)?.[1];

/**
 * Heading level of each paragraph style in styles.xml: by its name or id ("heading 2", "Titre2"), by its outline
 * level (w:outlineLvl 0–5), or inherited through w:basedOn.
 */
export function readHeadingStyles(stylesXml: string): Record<string, number> {
  const styles = new Map<string, { own: number | undefined; basedOn: string | undefined }>();
  for (const [, attributes = '', body = ''] of stylesXml.matchAll(STYLE_ELEMENT)) {
    if (!/\bw:type="paragraph"/.test(attributes)) continue;
    const id = /\bw:styleId="([^"]*)"/.exec(attributes)?.[1];
    if (!id) continue;
    const name = attributeValue(body, 'name') ?? '';
    const byName = HEADING_STYLE_NAME.exec(name.trim()) ?? HEADING_STYLE_NAME.exec(id);
    const outline = Number(attributeValue(body, 'outlineLvl'));
    const own = byName ? Number(byName[1]) : outline >= 0 && outline <= 5 ? outline + 1 : undefined;
    styles.set(id, { own, basedOn: attributeValue(body, 'basedOn') });
  }
  const levels: Record<string, number> = {};
  for (const id of styles.keys()) {
    let current: string | undefined = id;
    // basedOn chains are short; the bound guards against a cycle in a damaged file.
    for (let depth = 0; current !== undefined && depth < 10; depth++) {
      const style = styles.get(current);
      if (style?.own !== undefined) {
        levels[id] = style.own;
        break;
      }
      current = style?.basedOn;
    }
  }
  return levels;
}

async function readStylesPart(zip: TZipArchive): Promise<string> {
  const entry = zip.entries.find((candidate) => candidate.fileName === 'word/styles.xml');
  return entry ? new TextDecoder('utf-8').decode(await readEntry(zip, entry)) : '';
}

async function readBodyText(data: Uint8Array, hints: TDocxBlockHint[]): Promise<string> {
  let text = '';
  await mammoth.convertToHtml(
    { buffer: Buffer.from(data.buffer, data.byteOffset, data.byteLength) },
    {
      // The model is all we need: capture it and hand mammoth an empty document, so it does not
      // spend time building HTML or reading (and base64-encoding) every image.
      transformDocument: (document: unknown) => {
        text = renderDocxDocument(document, hints);
        return { type: 'document', children: [], notes: null, comments: [] };
      },
    },
  );
  return text;
}

export interface TDocxExtraction {
  /** Not yet normalised. */
  text: string;
  hints: TDocxHints;
}

export async function extractDocxText(
  data: Uint8Array,
  limits: TZipLimits,
  signal?: AbortSignal,
): Promise<TDocxExtraction> {
  signal?.throwIfAborted();
  if (isOleCompoundFile(data)) {
    throw isEncryptedOfficeFile(data) ? extractionErrors.encryptedDocx() : extractionErrors.legacyWord();
  }
  let zip: TZipArchive;
  try {
    zip = await openZip(data, limits);
  } catch (error) {
    throw toDocxError(error);
  }
  if (!hasDocxMainPart(zip.entries)) throw extractionErrors.notDocx();
  if (zip.entries.some((entry) => entry.isEncrypted())) throw extractionErrors.encryptedDocx();
  try {
    await verifyEntrySizes(zip, limits, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw toDocxError(error);
  }

  signal?.throwIfAborted();
  let body: string;
  let headers: string[];
  let footers: string[];
  let headingStyles: Record<string, number>;
  const blocks: TDocxBlockHint[] = [];
  try {
    body = await readBodyText(data, blocks);
    ({ headers, footers } = await readHeaderFooterTexts(zip));
    headingStyles = readHeadingStyles(await readStylesPart(zip));
  } catch (error) {
    throw toDocxError(error);
  }
  const nonEmpty = (part: string) => part.trim().length > 0;
  return {
    text: [...headers, body, ...footers].filter(nonEmpty).join('\n\n'),
    hints: { format: 'docx', blocks, headingStyles, textBefore: headers.filter(nonEmpty).join('\n\n') },
  };
}
