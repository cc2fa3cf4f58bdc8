/**
 * Renders a source document (source.ts) to the file an applicant would upload: a DOCX with Word's own heading
 * styles (Heading1–3, Title), bulleted lists and real w:tbl tables, or a PDF with larger bold headings, wrapped
 * paragraphs and tables as aligned columns (what a word processor's "Save as PDF" gives pdf.js).
 */
import { buildZip } from '../../apps/server/src/documents/extract/test-support/build-zip.js';
import type { TBlock, TSourceDocument } from './source.js';

// ─── DOCX ───────────────────────────────────────────────────────────────────

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const run = (text: string, bold = false) =>
  `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
const styledParagraph = (style: string | null, inner: string, extraProperties = '') =>
  `<w:p>${style || extraProperties ? `<w:pPr>${style ? `<w:pStyle w:val="${style}"/>` : ''}${extraProperties}</w:pPr>` : ''}${inner}</w:p>`;

const STYLES_XML =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="${W}">` +
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="36"/></w:rPr></w:style>' +
  [1, 2, 3]
    .map(
      (level) =>
        `<w:style w:type="paragraph" w:styleId="Heading${level}"><w:name w:val="heading ${level}"/><w:basedOn w:val="Normal"/>` +
        `<w:pPr><w:keepNext/><w:outlineLvl w:val="${level - 1}"/></w:pPr><w:rPr><w:b/><w:sz w:val="${34 - level * 4}"/></w:rPr></w:style>`,
    )
    .join('') +
  '<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/></w:style>' +
  '<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/></w:style>' +
  '</w:styles>';

const NUMBERING_XML =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering xmlns:w="${W}">` +
  '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/>' +
  '<w:lvlText w:val="•"/><w:lvlJc w:val="left"/></w:lvl></w:abstractNum>' +
  '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>';

function docxTable(header: readonly string[] | null, rows: readonly (readonly string[])[]): string {
  const columns = Math.max(header?.length ?? 0, ...rows.map((row) => row.length));
  const cell = (text: string, bold: boolean) =>
    `<w:tc><w:tcPr><w:tcW w:w="0" w:type="auto"/></w:tcPr>${styledParagraph(null, run(text, bold))}</w:tc>`;
  const row = (cells: readonly string[], isHeader: boolean) =>
    `<w:tr>${isHeader ? '<w:trPr><w:tblHeader/></w:trPr>' : ''}${Array.from({ length: columns }, (_, index) => cell(cells[index] ?? '', isHeader)).join('')}</w:tr>`;
  return (
    '<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/></w:tblPr>' +
    `<w:tblGrid>${'<w:gridCol w:w="2000"/>'.repeat(columns)}</w:tblGrid>` +
    (header ? row(header, true) : '') +
    rows.map((cells) => row(cells, false)).join('') +
    '</w:tbl>'
  );
}

function docxBlock(block: TBlock, plainHeadings: boolean): string {
  switch (block.kind) {
    case 'title':
      return styledParagraph('Title', run(block.text));
    case 'heading':
      return plainHeadings
        ? styledParagraph(null, run(block.text, true))
        : styledParagraph(`Heading${block.level}`, run(block.text));
    case 'paragraph':
      return styledParagraph(null, run(block.text));
    case 'list':
      return block.items
        .map((item) =>
          styledParagraph('ListParagraph', run(item), '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>'),
        )
        .join('');
    case 'table':
      // An empty paragraph after a table, as Word writes one.
      return docxTable(block.header, block.rows) + '<w:p/>';
  }
}

export function renderDocx(document: TSourceDocument): Uint8Array {
  const body = document.blocks.map((block) => docxBlock(block, document.plainHeadings)).join('');
  const relationship = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/>`;
  const override = (part: string, type: string) =>
    `<Override PartName="${part}" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.${type}+xml"/>`;
  return buildZip([
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        override('/word/document.xml', 'document.main') +
        override('/word/styles.xml', 'styles') +
        override('/word/numbering.xml', 'numbering') +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        relationship('rId1', 'officeDocument', 'word/document.xml') +
        '</Relationships>',
    },
    {
      name: 'word/_rels/document.xml.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        relationship('rId1', 'styles', 'styles.xml') +
        relationship('rId2', 'numbering', 'numbering.xml') +
        '</Relationships>',
    },
    { name: 'word/styles.xml', content: STYLES_XML },
    { name: 'word/numbering.xml', content: NUMBERING_XML },
    {
      name: 'word/document.xml',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${body}<w:sectPr/></w:body></w:document>`,
    },
  ]);
}

// ─── PDF ────────────────────────────────────────────────────────────────────

/** WinAnsiEncoding bytes for the characters above Latin-1 that applicants' texts use. */
const WIN_ANSI_EXTRAS: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '‰': 0x89,
  Œ: 0x8c,
  œ: 0x9c,
  Š: 0x8a,
  š: 0x9a,
  Ž: 0x8e,
  ž: 0x9e,
  Ÿ: 0x9f,
};
/** Characters WinAnsi cannot show, written as a PDF from Word's standard fonts would fall back to. */
const WIN_ANSI_FALLBACKS: Readonly<Record<string, string>> = {
  '≥': '>=',
  '≤': '<=',
  '→': '->',
  '₂': '2',
  '\u202f': ' ',
  '≈': '~',
};

function encodeWinAnsi(text: string): Buffer {
  const bytes: number[] = [];
  for (const character of [...text].flatMap((char) => [...(WIN_ANSI_FALLBACKS[char] ?? char)])) {
    const code = character.codePointAt(0) ?? 63;
    const extra = WIN_ANSI_EXTRAS[character];
    if (extra !== undefined) bytes.push(extra);
    else if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else throw new Error(`The PDF renderer cannot write "${character}" (U+${code.toString(16)})`);
  }
  const escaped: number[] = [];
  for (const byte of bytes) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) escaped.push(0x5c);
    escaped.push(byte);
  }
  return Buffer.from(escaped);
}

/** Rough Helvetica advance widths in em, enough to wrap lines and keep table columns apart. */
function estimateWidth(text: string, size: number, bold: boolean): number {
  let em = 0;
  for (const character of text) {
    if (character === ' ') em += 0.278;
    else if (/[il.,:;'|!]/.test(character)) em += 0.25;
    else if (/[A-ZÄÖÜ%&@mwMW]/.test(character)) em += 0.75;
    else em += 0.56;
  }
  return em * size * (bold ? 1.08 : 1);
}

interface TPdfText {
  x: number;
  y: number;
  size: number;
  bold: boolean;
  text: string;
}

const PAGE = { width: 612, height: 792, margin: 72 } as const;
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;

class PdfLayout {
  readonly pages: TPdfText[][] = [[]];
  private y: number = PAGE.height - PAGE.margin;

  private ensureRoom(height: number) {
    if (this.y - height < PAGE.margin) {
      this.pages.push([]);
      this.y = PAGE.height - PAGE.margin;
    }
  }

  gap(points: number) {
    this.y -= points;
  }

  /** Places one line of cells at given x offsets on a shared baseline. */
  line(cells: readonly { x: number; text: string }[], size: number, bold: boolean) {
    const leading = size * 1.3;
    this.ensureRoom(leading);
    this.y -= leading;
    const page = this.pages[this.pages.length - 1] ?? [];
    for (const cell of cells) {
      if (cell.text) page.push({ x: PAGE.margin + cell.x, y: this.y, size, bold, text: cell.text });
    }
  }

  wrapped(text: string, size: number, bold: boolean, indent = 0, firstPrefix = '') {
    const words = text.split(/\s+/).filter(Boolean);
    let current = firstPrefix;
    const width = TEXT_WIDTH - indent;
    for (const word of words) {
      const candidate = current && current !== firstPrefix ? `${current} ${word}` : `${current}${word}`;
      if (estimateWidth(candidate, size, bold) > width && current && current !== firstPrefix) {
        this.line([{ x: indent, text: current }], size, bold);
        current = word;
      } else {
        current = candidate;
      }
    }
    if (current) this.line([{ x: indent, text: current }], size, bold);
  }
}

const HEADING_SIZES = [14, 12, 11] as const;
const TABLE_MARGIN_USE = 30;

function layoutPdf(document: TSourceDocument): PdfLayout {
  const layout = new PdfLayout();
  for (const block of document.blocks) {
    switch (block.kind) {
      case 'title':
        layout.wrapped(block.text, 16, true);
        layout.gap(10);
        break;
      case 'heading':
        layout.gap(10);
        layout.wrapped(block.text, HEADING_SIZES[block.level - 1] ?? 11, true);
        layout.gap(4);
        break;
      case 'paragraph':
        layout.wrapped(block.text, 10, false);
        layout.gap(7);
        break;
      case 'list':
        for (const item of block.items) layout.wrapped(item, 10, false, 14, '• ');
        layout.gap(7);
        break;
      case 'table': {
        // Tables may use the margins, and shrink (down to 6 pt) rather than run off the page.
        const all = [...(block.header ? [block.header] : []), ...block.rows];
        const columns = Math.max(...all.map((row) => row.length));
        const widthsAt = (size: number) =>
          Array.from({ length: columns }, (_, column) =>
            Math.max(...all.map((row) => estimateWidth(row[column] ?? '', size, true))),
          );
        const gapFor = (size: number) => size * 2.6;
        const totalAt = (size: number) =>
          widthsAt(size).reduce((sum, width) => sum + width, 0) + gapFor(size) * (columns - 1);
        let size = 9;
        while (size > 6 && totalAt(size) > TEXT_WIDTH + 2 * TABLE_MARGIN_USE) size -= 0.5;
        const widths = widthsAt(size);
        const offsets = widths.map(
          (_, column) =>
            -TABLE_MARGIN_USE + widths.slice(0, column).reduce((sum, width) => sum + width + gapFor(size), 0),
        );
        const place = (row: readonly string[], bold: boolean) =>
          layout.line(
            row.map((text, column) => ({ x: offsets[column] ?? 0, text })),
            size,
            bold,
          );
        if (block.header) place(block.header, true);
        for (const row of block.rows) place(row, false);
        layout.gap(9);
        break;
      }
    }
  }
  return layout;
}

export function renderPdf(document: TSourceDocument): Uint8Array {
  const layout = layoutPdf(document);
  const objects: Buffer[] = [];
  const add = (body: string | Buffer) => objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
  add(''); // 1: catalog
  add(''); // 2: page tree
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const pageIds = layout.pages.map((items) => {
    const operators = items.map((item) =>
      Buffer.concat([
        Buffer.from(
          `BT /${item.bold ? 'F2' : 'F1'} ${item.size} Tf 1 0 0 1 ${item.x.toFixed(1)} ${item.y.toFixed(1)} Tm (`,
        ),
        encodeWinAnsi(item.text),
        Buffer.from(') Tj ET\n'),
      ]),
    );
    const stream = Buffer.concat(operators);
    const content = add(
      Buffer.concat([Buffer.from(`<< /Length ${stream.length} >>\nstream\n`), stream, Buffer.from('\nendstream')]),
    );
    return add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Contents ${content} 0 R ` +
        `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> >>`,
    );
  });
  objects[0] = Buffer.from('<< /Type /Catalog /Pages 2 0 R >>');
  objects[1] = Buffer.from(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
  );

  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]?.length ?? 0;
  const offsets = objects.map((body, index) => {
    const offset = length;
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    chunks.push(chunk);
    length += chunk.length;
    return offset;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info << /Producer (grant-review bench) >> >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n');
  chunks.push(Buffer.from(`${xref}\n`, 'latin1'));
  return new Uint8Array(Buffer.concat(chunks));
}

export const renderDocument = (document: TSourceDocument): Uint8Array =>
  document.format === 'pdf' ? renderPdf(document) : renderDocx(document);
