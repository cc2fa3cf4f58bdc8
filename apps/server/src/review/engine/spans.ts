/**
 * Spans of a document's text that keep their offsets: lines and sentences of a range. Evidence in the report is a
 * range of the anonymized text, so every unit the checks look at must know exactly where it stands.
 */
import { foldText } from '../text.js';

export interface TSpan {
  start: number;
  end: number;
  text: string;
  /** Lower case, accents removed, same length as `text` (see foldText). */
  folded: string;
}

const span = (text: string, start: number, end: number): TSpan => {
  const slice = text.slice(start, end);
  return { start, end, text: slice, folded: foldText(slice) };
};

/** Trims white space off a range. */
function trimmed(text: string, start: number, end: number): [number, number] {
  let from = start;
  let to = end;
  while (from < to && /\s/.test(text.charAt(from))) from++;
  while (to > from && /\s/.test(text.charAt(to - 1))) to--;
  return [from, to];
}

/** The non-empty lines of `text` between `start` and `end`. */
export function linesIn(text: string, start = 0, end = text.length): TSpan[] {
  const lines: TSpan[] = [];
  let lineStart = start;
  for (let index = start; index <= end; index++) {
    if (index === end || text.charAt(index) === '\n') {
      const [from, to] = trimmed(text, lineStart, index);
      if (to > from) lines.push(span(text, from, to));
      lineStart = index + 1;
    }
  }
  return lines;
}

const ABBREVIATION =
  /(?:^|[\s(])(?:prof|dr|e\.g|i\.e|z\.b|ca|approx|fr|nr|no|vs|etc|mio|bzw|inkl|resp|art|abs|chf|sfr|st|mr|mrs|ms|al|fig|cf|evtl|ggf|u\.a|d\.h|max|min|dipl|ing|tel|mrd|jan|feb|aug|sept|oct|nov|dec|dez|mme|m|sig|dott|p)\.$/i;

const MONTH_START =
  /^(?:jan|feb|m[aä]r|apr|ma[iy]|jun|jul|aug|sep|o[ck]t|nov|de[cz]|janv|fevr|avr|juil|aout|gen|mag|giu|lug|ago|set|ott|dic)/;

/**
 * Sentences of a range, each with its offsets. A line break ends a sentence only after a full stop, when the next
 * line starts a list item, a label or a table row, or where the document model starts a paragraph; wrapped lines of
 * one sentence stay together.
 */
export function sentencesIn(
  text: string,
  start = 0,
  end = text.length,
  paragraphStarts: ReadonlySet<number> = new Set(),
): TSpan[] {
  const sentences: TSpan[] = [];
  let sentenceStart = start;
  const push = (to: number) => {
    const [from, until] = trimmed(text, sentenceStart, to);
    if (until > from) sentences.push(span(text, from, until));
    sentenceStart = to;
  };
  for (let index = start; index < end; index++) {
    const character = text.charAt(index);
    if (character === '\n') {
      const next = text.slice(index + 1, Math.min(end, index + 40));
      const isBlankLine = /^[ \t]*\n/.test(next) || next.trim() === '';
      const startsItem = /^\s*(?:[-*•▪◦–]|\(?[a-z0-9]{1,2}[.)]|\||[A-ZÄÖÜ][\p{L}\s'’-]{0,45}:)/u.test(next);
      const previous = text.slice(sentenceStart, index).trimEnd();
      // A line of figures ("Cash contribution: CHF 17'000 (2%)") ends where the next line starts anew.
      const endsFigureLine = /[\d%)]$/.test(previous) && /^\s*[\p{Lu}\p{N}]/u.test(next);
      const endsSentence = /[.!?:;…]["”»)]?$/.test(previous) || previous.includes('|') || endsFigureLine;
      const startsParagraph = paragraphStarts.has(index + 1);
      if (isBlankLine || startsItem || endsSentence || startsParagraph) push(index + 1);
      continue;
    }
    if (!'.!?…'.includes(character)) continue;
    const after = text.charAt(index + 1);
    if (after !== ' ' && after !== '\n' && after !== '"' && after !== '”' && after !== ')') continue;
    const before = text.slice(Math.max(sentenceStart, index - 12), index + 1);
    if (character === '.' && (ABBREVIATION.test(before) || /\s\p{L}\.$/u.test(before))) continue;
    const rest = text.slice(index + 1, Math.min(end, index + 16)).trimStart();
    // "3." at the start of a line numbers a heading; "1. Januar" is a date, not a sentence end.
    if (character === '.' && /(?:^|\n)\s*\d{1,2}(?:\.\d{1,2})*\.$/.test(text.slice(sentenceStart, index + 1))) continue;
    if (character === '.' && /(?:^|\s)\d{1,2}\.$/.test(before) && MONTH_START.test(foldText(rest))) continue;
    // A sentence ends here when the next word starts with a capital, a digit or a quote.
    if (rest === '' || /^["„“«([]?[\p{Lu}\p{N}]/u.test(rest)) push(index + 1);
  }
  push(end);
  return sentences;
}
