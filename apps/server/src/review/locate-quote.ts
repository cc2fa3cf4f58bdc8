/**
 * Finds where a quote stands in a document's text. Quotes reach the report shortened ("…" at either end), with
 * their white space folded, or with typographic quote marks a model preferred; everything else must match letter
 * for letter. A quote that is not in the text is not evidence: the caller drops it.
 */
import type { TTextRange } from '@grant-review/contract';

const ELLIPSIS = /^(?:…|\.\.\.)\s*|\s*(?:…|\.\.\.)$/g;
/** Shortest quote that can be located: shorter ones match by accident. */
const MIN_QUOTE_LENGTH = 8;

const foldCharacter = (character: string): string => {
  if (/\s/.test(character)) return ' ';
  if ('“”„«»"'.includes(character)) return '"';
  if ("‘’‚‹›'".includes(character)) return "'";
  if ('–—'.includes(character)) return '-';
  return character;
};

/** The text with runs of white space folded to one space, and where each folded character came from. */
function foldWithOffsets(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const character = foldCharacter(text.charAt(index));
    if (character === ' ' && folded.endsWith(' ')) continue;
    folded += character;
    origin.push(index);
  }
  origin.push(text.length);
  return { folded, origin };
}

/** The range of `quote` in `text`, or null when the text does not hold it. The first occurrence wins. */
export function locateQuote(text: string, quote: string, from = 0): TTextRange | null {
  const wanted = foldWithOffsets(quote.replace(ELLIPSIS, '').trim()).folded.trim();
  if (wanted.length < MIN_QUOTE_LENGTH) return null;
  const { folded, origin } = foldWithOffsets(text);
  const foldedFrom = origin.findIndex((position) => position >= from);
  const index = folded.indexOf(wanted, Math.max(0, foldedFrom));
  if (index < 0) return null;
  const start = origin[index] ?? 0;
  const lastCharacter = origin[index + wanted.length - 1] ?? start;
  return { start, end: lastCharacter + 1 };
}
