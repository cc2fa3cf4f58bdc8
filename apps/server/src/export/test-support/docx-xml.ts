/** Reads a generated .docx back for tests: the body XML, its paragraphs with their style, and its text. */
import { openZip, readEntry } from '../../documents/extract/zip-directory.js';

export interface TDocxParagraph {
  style: string | null;
  text: string;
  /** Inside a table cell. */
  isInTable: boolean;
}

const decode = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

export async function readDocumentXml(docx: Uint8Array): Promise<string> {
  const zip = await openZip(docx);
  const body = zip.entries.find((entry) => entry.fileName === 'word/document.xml');
  if (!body) throw new Error('no word/document.xml');
  return Buffer.from(await readEntry(zip, body)).toString('utf8');
}

/** Paragraphs in order; a `<w:br/>` inside one becomes a newline in its text. */
export function paragraphsOf(xml: string): TDocxParagraph[] {
  const paragraphs: TDocxParagraph[] = [];
  const tableRanges = [...xml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
  for (const match of xml.matchAll(/<w:p>[\s\S]*?<\/w:p>|<w:p [\s\S]*?<\/w:p>/g)) {
    const paragraph = match[0];
    const style = /<w:pStyle w:val="([^"]+)"/.exec(paragraph)?.[1] ?? null;
    const text = [...paragraph.matchAll(/<w:t(?: [^>]*)?>([\s\S]*?)<\/w:t>|<w:br\/>/g)]
      .map((part) => (part[0] === '<w:br/>' ? '\n' : decode(part[1] ?? '')))
      .join('');
    const isInTable = tableRanges.some((range) => match.index > range.start && match.index < range.end);
    paragraphs.push({ style, text, isInTable });
  }
  return paragraphs;
}
