/** Small Markdown helpers: the report and the chat answers quote document text that must not break tables. */
import type { TEvidence } from './types.js';

export const escapeTableCell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** Inline code for file names; backticks inside are replaced so the span cannot break. */
export const inlineCode = (text: string): string => `\`${text.replace(/`/g, "'")}\``;

export const documentLabel = (evidence: Pick<TEvidence, 'slotName' | 'fileName'>): string =>
  `${evidence.slotName} (${inlineCode(evidence.fileName)})`;

/** A quoted passage with the document it comes from, as a blockquote line. */
export const quoteEvidence = (evidence: TEvidence): string =>
  `> "${evidence.quote.replace(/\s+/g, ' ').replace(/"/g, '”')}" — *${documentLabel(evidence)}*`;

export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(escapeTableCell).join(' | ')} |`;
  return [line(headers), `|${headers.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}
