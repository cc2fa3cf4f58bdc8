/**
 * Plain text of a WordprocessingML part that mammoth does not read (headers and footers). A
 * single-pass tokenizer over the XML rather than a DOM: these parts are small, the patterns cannot
 * backtrack, and no entity or DTD processing happens (so no entity-expansion tricks either).
 */

// One tag (local name without namespace prefix, then its attributes) or one run of text.
const TOKEN = /<(\/?)(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)([^>]*)>|<[!?][^>]*>|([^<]+)/g;

// Marks a cell boundary until the end, where cells are trimmed and joined with " | ".
const CELL_SEPARATOR = '\u0000';

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (match, entity: string) => {
    if (entity.startsWith('#')) {
      const codePoint = entity[1] === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '';
    }
    return NAMED_ENTITIES[entity] ?? match;
  });
}

/**
 * Paragraphs become lines; `t` elements (w:t, and a:t in drawings) give the text; tabs and breaks
 * are kept; a table row becomes one line with cells separated by " | ", like the body's tables.
 * Skipped: `mc:Fallback` (repeats the `mc:Choice` text for old readers), tab-stop definitions, and
 * the content of vertically merged continuation cells, which Word does not show.
 */
export function extractOoxmlPartText(xml: string): string {
  const out: string[] = [];
  let textDepth = 0;
  let fallbackDepth = 0;
  let tabStopsDepth = 0;
  // One entry per open table row: how many cells it has started so far.
  const rowCellCounts: number[] = [];
  let cellDepth = 0;
  // Cell depth at which a hidden (merged-away) cell started; 0 when none.
  let hiddenCellDepth = 0;

  for (const match of xml.matchAll(TOKEN)) {
    const [, closing, localName, rest = '', text] = match;
    if (text !== undefined) {
      if (textDepth > 0 && fallbackDepth === 0 && hiddenCellDepth === 0) out.push(decodeEntities(text));
      continue;
    }
    if (localName === undefined) continue; // comment, declaration or processing instruction
    const isClosing = closing === '/';
    const isSelfClosing = rest.endsWith('/');
    const isOpening = !isClosing && !isSelfClosing;
    if (localName === 'Fallback') {
      if (isOpening) fallbackDepth++;
      else if (isClosing) fallbackDepth = Math.max(0, fallbackDepth - 1);
      continue;
    }
    if (fallbackDepth > 0) continue;
    switch (localName) {
      case 't':
        if (isOpening) textDepth++;
        else if (isClosing) textDepth = Math.max(0, textDepth - 1);
        break;
      case 'tabs':
        if (isOpening) tabStopsDepth++;
        else if (isClosing) tabStopsDepth = Math.max(0, tabStopsDepth - 1);
        break;
      case 'tab':
        if (!isClosing && tabStopsDepth === 0 && hiddenCellDepth === 0) out.push('\t');
        break;
      case 'br':
      case 'cr':
        if (!isClosing && hiddenCellDepth === 0) out.push(cellDepth > 0 ? ' ' : '\n');
        break;
      case 'noBreakHyphen':
        if (hiddenCellDepth === 0) out.push('-');
        break;
      case 'p':
        if (!isOpening && hiddenCellDepth === 0) out.push(cellDepth > 0 ? ' ' : '\n');
        break;
      case 'tr':
        if (isOpening) rowCellCounts.push(0);
        else if (isClosing) {
          rowCellCounts.pop();
          // A nested table's rows stay inside the outer cell's line.
          out.push(cellDepth > 0 ? ' ' : '\n');
        }
        break;
      case 'tc':
        if (isOpening) {
          cellDepth++;
          const row = rowCellCounts.length - 1;
          const count = rowCellCounts[row];
          if (count !== undefined) {
            if (count > 0 && hiddenCellDepth === 0) out.push(CELL_SEPARATOR);
            rowCellCounts[row] = count + 1;
          }
        } else if (isClosing) {
          if (hiddenCellDepth === cellDepth) hiddenCellDepth = 0;
          cellDepth = Math.max(0, cellDepth - 1);
        }
        break;
      case 'vMerge':
        // <w:vMerge/> or w:val="continue" continues the cell above; only "restart" starts one.
        if (cellDepth > 0 && hiddenCellDepth === 0 && !/\bval="restart"/.test(rest)) hiddenCellDepth = cellDepth;
        break;
    }
  }
  return out
    .join('')
    .split('\n')
    .map((line) =>
      line.includes(CELL_SEPARATOR)
        ? line
            .split(CELL_SEPARATOR)
            .map((cell) => cell.trim())
            .join(' | ')
        : line.trimEnd(),
    )
    .filter((line) => line.trim().length > 0)
    .join('\n');
}
