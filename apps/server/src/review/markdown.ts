/** Small Markdown helpers: the report and the chat answers quote document text that must not break tables. */
const escapeTableCell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** Inline code for file names; backticks inside are replaced so the span cannot break. */
const inlineCode = (text: string): string => `\`${text.replace(/`/g, "'")}\``;

/** "Application Draft (`draft.pdf`)": the document a passage comes from. */
export const documentLabel = (document: { slotName: string; fileName: string }): string =>
  `${document.slotName} (${inlineCode(document.fileName)})`;

export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(escapeTableCell).join(' | ')} |`;
  return [line(headers), `|${headers.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}
