import { restorePlaceholders, type PlaceholderMap } from '../documents/anonymize/index.js';

/** Longest text kept back while it may still become a placeholder such as `[EMAIL_ADDRESS_12]`. */
const MAX_PENDING = 40;

/**
 * Where real values go back into an assistant's text. A model quotes and names the documents freely, so its
 * placeholders are restored wherever they are. The built-in reviewer writes document text (quotes, section
 * headings, figure labels) inside double quotes and never elsewhere, so only quoted spans are restored: its own
 * wording stays as written even where it mentions a placeholder.
 */
export type TRestoreScope = 'everywhere' | 'quotes';

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Quoted spans on one line; in `html_content` the quote marks are the escaped `&quot;`. */
const quotedSpans = (quote: string) => new RegExp(`${escapeRegExp(quote)}[^\\n]*?${escapeRegExp(quote)}`, 'g');
const MARKDOWN_QUOTES = quotedSpans('"');
const HTML_QUOTES = quotedSpans('&quot;');

/** Puts real values back into an assistant's Markdown (or its HTML, with `format` escaping the values). */
export function restoreAssistantText(
  text: string,
  map: PlaceholderMap,
  scope: TRestoreScope,
  options: { html?: boolean; format?: (value: string) => string } = {},
): string {
  if (scope === 'everywhere') return restorePlaceholders(text, map, options.format);
  return text.replace(options.html ? HTML_QUOTES : MARKDOWN_QUOTES, (span) =>
    restorePlaceholders(span, map, options.format),
  );
}

/**
 * Puts real values back into streamed chunks for the document's owner, as `restoreAssistantText` does for the
 * stored answer, so the streamed text and the stored one read the same. A placeholder can arrive split across
 * chunks ("[PERS" + "ON_1]"), so a trailing "[…" is held back until it is complete or clearly not a placeholder;
 * with `quotes`, each line is held back until it is complete (a quote never spans lines).
 */
export function createPlaceholderRestorer(map: PlaceholderMap, scope: TRestoreScope = 'everywhere') {
  let pending = '';
  const split = (text: string): [ready: string, held: string] => {
    if (scope === 'quotes') {
      const end = text.lastIndexOf('\n') + 1;
      return [text.slice(0, end), text.slice(end)];
    }
    const open = text.lastIndexOf('[');
    const isPossiblyIncomplete =
      open !== -1 &&
      !text.includes(']', open) &&
      text.length - open < MAX_PENDING &&
      /^\[[A-Z_\d]*$/.test(text.slice(open));
    return isPossiblyIncomplete ? [text.slice(0, open), text.slice(open)] : [text, ''];
  };
  return {
    push(chunk: string): string {
      const [ready, held] = split(pending + chunk);
      pending = held;
      return restoreAssistantText(ready, map, scope);
    },
    flush(): string {
      const rest = restoreAssistantText(pending, map, scope);
      pending = '';
      return rest;
    },
  };
}
