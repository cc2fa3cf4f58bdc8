import nlp from 'compromise';

interface TCompromiseMatch {
  offset: { start: number; length: number };
}

export interface TSpan {
  start: number;
  end: number;
}

/**
 * Person spans found by `compromise` in `text.slice(start, end)`, with offsets into `text`.
 * compromise reads about 100 KB/s, so callers hand it only short windows they could not decide themselves.
 */
export function findEnglishPeople(text: string, start: number, end: number): TSpan[] {
  const window = text.slice(start, end);
  const matches = nlp(window).people().json({ offset: true }) as unknown as TCompromiseMatch[];
  return matches.map((match) => {
    // compromise includes trailing punctuation such as "Hans," in its span.
    const raw = window.slice(match.offset.start, match.offset.start + match.offset.length);
    const trimmed = raw.replace(/[\s.,;:!?'"’)]+$/u, '');
    return { start: start + match.offset.start, end: start + match.offset.start + trimmed.length };
  });
}
