/**
 * Text clean-up shared by every format. The output is what PII detection indexes into (entity
 * offsets point at it), so it must be stable: same input, same string.
 */

export interface TNormalizeOptions {
  /**
   * Rejoin words split by a hyphen at a line end ("inno-\nvation" → "innovation"). Only for PDFs:
   * Word documents do not hard-wrap lines, so a hyphen before a line break there is meant.
   */
  rejoinHyphens?: boolean;
}

// C0 and C1 controls except \t and \n (\r and \v/\f are turned into \n before this runs), plus the
// BOM / zero-width no-break space, which some generators leave in the middle of text.
// eslint-disable-next-line no-control-regex
const UNWANTED_CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\uFEFF]/g;
const LINE_BREAKS = /\r\n?|[\v\f\u0085\u2028\u2029]/g;
const TRAILING_SPACES = /[^\S\n]+$/gm;
const SOFT_HYPHEN = /\u00AD/g;
const EXCESS_BLANK_LINES = /\n{3,}/g;

/**
 * NFC, no control characters except \n and \t, no trailing spaces on any line, and at most one
 * blank line in a row (so "\n\n" is the one paragraph and page separator downstream code sees).
 */
export function normalizeText(raw: string, options: TNormalizeOptions = {}): string {
  let text = raw.replace(LINE_BREAKS, '\n').replace(UNWANTED_CONTROLS, '').normalize('NFC');
  text = text.replace(TRAILING_SPACES, '');
  if (options.rejoinHyphens) text = rejoinHyphenatedLines(text);
  return text.replace(SOFT_HYPHEN, '').replace(EXCESS_BLANK_LINES, '\n\n').replace(/^\n+/, '').trimEnd();
}

// A word fragment, a hyphen (ASCII, soft or U+2010) that ends the line, then the next line's first
// word with any punctuation glued to it, and the single space after it.
const HYPHENATED_LINE_END =
  /([\p{L}\p{N}][\p{L}\p{M}\p{N}]*)([-\u00AD\u2010])\n([\p{L}\p{N}][\p{L}\p{M}\p{N}]*)([^\s]*)[ \t]?/gu;
const WORD_OR_COMPOUND = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:-[\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*/gu;

/**
 * Joins words that a PDF broke at a line end. Without a dictionary the document is its own: a
 * compound that appears elsewhere with its hyphen ("Swiss-hosted") keeps it, otherwise a lower-case
 * continuation means a split word. An upper-case or numeric continuation ("COVID-\n19",
 * "Lucene-\nBM25") keeps the hyphen. The continuation word moves up to the first line, so the rest
 * of the second line keeps its own line. Lines that do not end in a hyphen are never touched.
 */
export function rejoinHyphenatedLines(text: string): string {
  if (!/[-\u00AD\u2010]\n/.test(text)) return text;
  let vocabulary: Set<string> | undefined;
  const isKnown = (word: string) => {
    vocabulary ??= new Set(Array.from(text.matchAll(WORD_OR_COMPOUND), (match) => match[0].toLowerCase()));
    return vocabulary.has(word.toLowerCase());
  };

  return text.replace(
    HYPHENATED_LINE_END,
    (match: string, head: string, hyphen: string, tail: string, glued: string, offset: number) => {
      const isLineEndAfter = offset + match.length >= text.length || text[offset + match.length] === '\n';
      const lineBreak = isLineEndAfter ? '' : '\n';
      const keepsHyphen =
        hyphen !== '\u00AD' &&
        (/\p{N}$/u.test(head) ||
          /^[\p{Lu}\p{Lt}\p{N}]/u.test(tail) ||
          (isKnown(`${head}-${tail}`) && !isKnown(`${head}${tail}`)));
      return `${head}${keepsHyphen ? '-' : ''}${tail}${glued}${lineBreak}`;
    },
  );
}
