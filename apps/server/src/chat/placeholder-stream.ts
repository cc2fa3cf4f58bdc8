import { restorePlaceholders, type PlaceholderMap } from '../documents/anonymize/index.js';

/** Longest text kept back while it may still become a placeholder such as `[EMAIL_ADDRESS_12]`. */
const MAX_PENDING = 40;

/**
 * Puts real values back into streamed chunks for the document's owner. A placeholder can arrive split
 * across chunks ("[PERS" + "ON_1]"), so a trailing "[…" is held back until it is complete or clearly
 * not a placeholder.
 */
export function createPlaceholderRestorer(map: PlaceholderMap) {
  let pending = '';
  return {
    push(chunk: string): string {
      const text = pending + chunk;
      const open = text.lastIndexOf('[');
      const isPossiblyIncomplete =
        open !== -1 &&
        !text.includes(']', open) &&
        text.length - open < MAX_PENDING &&
        /^\[[A-Z_\d]*$/.test(text.slice(open));
      const ready = isPossiblyIncomplete ? text.slice(0, open) : text;
      pending = isPossiblyIncomplete ? text.slice(open) : '';
      return restorePlaceholders(ready, map);
    },
    flush(): string {
      const rest = restorePlaceholders(pending, map);
      pending = '';
      return rest;
    },
  };
}
