/**
 * The chat as a Word document: title, project, revision and date, then every message with its role
 * and time, the frame in one language (the report's, else the user's interface language, else English). An analysis with a report is written from the report's data (see report-docx.ts); other answers have
 * their Markdown rendered as Word headings, lists, bold and italic text, code and tables, with any HTML in it read
 * rather than shown; what the user typed is kept as typed, line breaks included.
 */
import { ZInterfaceLanguage, ZProjectType, type TReportLanguage, type TReviewReport } from '@grant-review/contract';
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { lexer, type Token, type Tokens } from 'marked';
import { createMessages, isReportLanguageAvailable } from '../review/messages/index.js';
import { reportToDocxBlocks } from './report-docx.js';

export interface TExportMessage {
  role: 'USER' | 'ASSISTANT';
  content: string;
  createdAt: string;
  /** The analysis's report, with real values back in its quotes; the message is then written from it. */
  report?: TReviewReport;
}

export interface TChatExport {
  projectName: string;
  projectType: string;
  revisionNumber: number;
  /** Shown next to the number, which counts down by position and so changes when an older revision is deleted. */
  revisionCreatedAt: string;
  exportedAt: Date;
  /** The language of the frame (title, labels, roles, dates); see chooseExportLanguage. */
  language: TReportLanguage;
  messages: readonly TExportMessage[];
}

interface TRunStyle {
  bold?: boolean;
  italics?: boolean;
  code?: boolean;
  strike?: boolean;
  subScript?: boolean;
  superScript?: boolean;
}

/** Inline HTML a model may write, as the run style it stands for; any other tag is dropped. */
const INLINE_HTML_STYLES: Record<string, keyof TRunStyle> = {
  sub: 'subScript',
  sup: 'superScript',
  b: 'bold',
  strong: 'bold',
  i: 'italics',
  em: 'italics',
  s: 'strike',
  del: 'strike',
  code: 'code',
};

const HTML_TAG = /<\/?([a-z][a-z0-9]*)\b[^>]*>/gi;

/** Text of a block of HTML: line-break tags become newlines, every other tag goes. */
const stripHtml = (html: string) => decodeEntities(html.replace(/<br\s*\/?>/gi, '\n').replace(HTML_TAG, ''));

const HEADINGS = [
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
  HeadingLevel.HEADING_6,
] as const;

const formatDate = (value: Date, locale: string) =>
  value.toLocaleDateString(locale, { dateStyle: 'long', timeZone: 'Europe/Zurich' });

const formatDateTime = (value: Date, locale: string) =>
  value.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Zurich' });

/**
 * The export speaks the language of what it exports: the chat's report when it has one, else the user's interface
 * language (a chat without an analysis has nothing else to go by), else English.
 */
export function chooseExportLanguage(
  reportLanguage: TReportLanguage | undefined,
  interfaceLanguage: string | null,
): TReportLanguage {
  if (reportLanguage) return reportLanguage;
  const chosen = ZInterfaceLanguage.safeParse(interfaceLanguage);
  return chosen.success && isReportLanguageAvailable(chosen.data) ? chosen.data : 'en';
}

const decodeEntities = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

function inlineRuns(tokens: readonly Token[] | undefined, outerStyle: TRunStyle = {}): TextRun[] {
  const runs: TextRun[] = [];
  // Inline HTML comes as separate opening and closing tokens ("CO", "<sub>", "2", "</sub>").
  const htmlStyle: TRunStyle = {};
  for (const token of tokens ?? []) {
    const style = { ...outerStyle, ...htmlStyle };
    switch (token.type) {
      case 'html': {
        for (const tag of token.raw.matchAll(HTML_TAG)) {
          const name = (tag[1] ?? '').toLowerCase();
          const isClosing = tag[0].startsWith('</');
          if (name === 'br' && !isClosing) runs.push(new TextRun({ text: '', break: 1 }));
          const key = INLINE_HTML_STYLES[name];
          if (key) htmlStyle[key] = !isClosing;
        }
        const text = token.raw.replace(HTML_TAG, '');
        if (text) runs.push(textRun(decodeEntities(text), style));
        break;
      }
      case 'strong':
        runs.push(...inlineRuns((token as Tokens.Strong).tokens, { ...style, bold: true }));
        break;
      case 'em':
        runs.push(...inlineRuns((token as Tokens.Em).tokens, { ...style, italics: true }));
        break;
      case 'del':
        runs.push(...inlineRuns((token as Tokens.Del).tokens, { ...style, strike: true }));
        break;
      case 'codespan':
        runs.push(textRun(decodeEntities((token as Tokens.Codespan).text), { ...style, code: true }));
        break;
      case 'br':
        runs.push(new TextRun({ text: '', break: 1 }));
        break;
      case 'link': {
        const link = token as Tokens.Link;
        runs.push(...inlineRuns(link.tokens, style));
        if (link.href && link.href !== link.text) runs.push(textRun(` (${link.href})`, style));
        break;
      }
      default: {
        const nested = 'tokens' in token && Array.isArray(token.tokens) ? token.tokens : undefined;
        if (nested?.length) runs.push(...inlineRuns(nested, style));
        else if ('text' in token && typeof token.text === 'string')
          runs.push(textRun(decodeEntities(token.text), style));
        else runs.push(textRun(decodeEntities(token.raw), style));
      }
    }
  }
  return runs;
}

function textRun(text: string, style: TRunStyle): TextRun {
  return new TextRun({
    text,
    bold: style.bold ?? false,
    italics: style.italics ?? false,
    strike: style.strike ?? false,
    subScript: style.subScript ?? false,
    superScript: style.superScript ?? false,
    ...(style.code ? { font: 'Consolas', shading: { fill: 'F2F2F2', type: 'clear', color: 'auto' } } : {}),
  });
}

function tableFrom(token: Tokens.Table): Table {
  const cell = (tokens: readonly Token[], isHeader: boolean) =>
    new TableCell({ children: [new Paragraph({ children: inlineRuns(tokens, { bold: isHeader }) })] });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: token.header.map((header) => cell(header.tokens, true)) }),
      ...token.rows.map((row) => new TableRow({ children: row.map((item) => cell(item.tokens, false)) })),
    ],
  });
}

function blocksFrom(tokens: readonly Token[], listLevel = 0): (Paragraph | Table)[] {
  const blocks: (Paragraph | Table)[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'heading': {
        const heading = token as Tokens.Heading;
        blocks.push(new Paragraph({ heading: HEADINGS[heading.depth - 1], children: inlineRuns(heading.tokens) }));
        break;
      }
      case 'paragraph':
        blocks.push(
          new Paragraph({ children: inlineRuns((token as Tokens.Paragraph).tokens), spacing: { after: 120 } }),
        );
        break;
      case 'list': {
        const list = token as Tokens.List;
        list.items.forEach((item, index) => {
          const [first, ...rest] = item.tokens;
          const firstRuns =
            first && (first.type === 'text' || first.type === 'paragraph')
              ? inlineRuns((first as Tokens.Text).tokens ?? [first])
              : [];
          const marker = list.ordered ? `${Number(list.start || 1) + index}. ` : '';
          blocks.push(
            new Paragraph({
              children: [...(marker ? [new TextRun(marker)] : []), ...firstRuns],
              ...(list.ordered ? { indent: { left: 360 * (listLevel + 1) } } : { bullet: { level: listLevel } }),
            }),
          );
          const nested = first && firstRuns.length === 0 ? item.tokens : rest;
          blocks.push(...blocksFrom(nested, listLevel + 1));
        });
        break;
      }
      case 'table':
        blocks.push(tableFrom(token as Tokens.Table), new Paragraph({ text: '' }));
        break;
      case 'blockquote':
        blocks.push(...blocksFrom((token as Tokens.Blockquote).tokens, listLevel));
        break;
      case 'code':
        for (const line of (token as Tokens.Code).text.split('\n')) {
          blocks.push(new Paragraph({ children: [textRun(line, { code: true })] }));
        }
        break;
      case 'hr':
        blocks.push(
          new Paragraph({
            text: '',
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'BBBBBB', space: 1 } },
          }),
        );
        break;
      case 'space':
        break;
      case 'html':
        for (const line of stripHtml(token.raw).trim().split('\n')) {
          if (line.trim()) blocks.push(new Paragraph({ children: [textRun(line, {})] }));
        }
        break;
      case 'text': {
        const text = token as Tokens.Text;
        blocks.push(new Paragraph({ children: inlineRuns(text.tokens ?? [text]) }));
        break;
      }
      default:
        blocks.push(new Paragraph({ children: [textRun(decodeEntities(token.raw), {})] }));
    }
  }
  return blocks;
}

export function markdownToDocxBlocks(markdown: string): (Paragraph | Table)[] {
  return blocksFrom(lexer(markdown, { gfm: true, breaks: true }));
}

/** What the user typed, as typed: one paragraph, each line (Shift+Enter) on its own line, nothing read as Markdown. */
export function plainTextBlocks(text: string): Paragraph[] {
  const runs = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line, index) => new TextRun({ text: line, ...(index > 0 ? { break: 1 } : {}) }));
  return [new Paragraph({ children: runs, spacing: { after: 120 } })];
}

function messageBlocks(message: TExportMessage): (Paragraph | Table)[] {
  if (message.role === 'USER') return plainTextBlocks(message.content);
  if (message.report) return reportToDocxBlocks(message.report);
  return markdownToDocxBlocks(message.content);
}

export async function buildChatDocx(chat: TChatExport): Promise<Buffer> {
  const { t, locale } = createMessages(chat.language);
  const projectType = ZProjectType.safeParse(chat.projectType);
  const field = (label: string, value: string) => [
    new TextRun({ text: `${t('report.label', { label })} `, bold: true }),
    new TextRun(value),
  ];
  const header = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(t('chatExport.title'))] }),
    new Paragraph({ children: field(t('chatExport.project'), chat.projectName) }),
    new Paragraph({
      children: field(
        t('chatExport.type'),
        projectType.success ? t(`projectType.${projectType.data}`) : chat.projectType,
      ),
    }),
    new Paragraph({
      children: field(
        t('chatExport.revision'),
        t('chatExport.revisionCreated', {
          revision: t('chatExport.revisionNumber', { number: chat.revisionNumber }),
          date: formatDate(new Date(chat.revisionCreatedAt), locale),
        }),
      ),
    }),
    new Paragraph({
      children: field(t('chatExport.exported'), formatDateTime(chat.exportedAt, locale)),
      spacing: { after: 240 },
    }),
  ];
  const body = chat.messages.flatMap((message) => [
    new Paragraph({
      heading: HeadingLevel.HEADING_1,
      alignment: AlignmentType.LEFT,
      children: [
        new TextRun(t(message.role === 'USER' ? 'chatExport.user' : 'chatExport.reviewer')),
        new TextRun({ text: ` · ${formatDateTime(new Date(message.createdAt), locale)}`, size: 20, color: '666666' }),
      ],
    }),
    ...messageBlocks(message),
  ]);
  const document = new Document({
    title: t('chatExport.documentTitle', { project: chat.projectName }),
    creator: 'Grant Review',
    sections: [{ children: [...header, ...body] }],
  });
  return Packer.toBuffer(document);
}

/**
 * `<project>-revision-<n>-<created yyyy-mm-dd>_export.docx`, with the project name reduced to safe file-name
 * characters. The creation date keeps two exports apart when deleting an older revision renumbers this one.
 */
export function exportFileName(projectName: string, revisionNumber: number, revisionCreatedAt: string): string {
  const safe =
    projectName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._ -]+/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 80) || 'chat';
  const created = new Date(revisionCreatedAt).toLocaleDateString('sv-SE', { timeZone: 'Europe/Zurich' });
  return `${safe}-revision-${revisionNumber}-${created}_export.docx`;
}
