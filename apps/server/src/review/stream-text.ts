/**
 * Streams a finished Markdown text in small chunks with a short pause, so the built-in reviewer reads like a
 * model in the chat. Joining the chunks gives back the text exactly.
 */
export interface TStreamTextOptions {
  signal?: AbortSignal;
  /** Pause between chunks; 0 in tests. */
  chunkDelayMs?: number;
}

export const DEFAULT_CHUNK_DELAY_MS = 10;

/** Words with their trailing whitespace, or a leading run of whitespace. */
const PIECES = /\s+|\S+\s*/g;

/** Chunk sizes of one to three words, in a fixed cycle: varied like model tokens, yet deterministic. */
const WORDS_PER_CHUNK = [2, 1, 3, 2, 1, 2, 3];
const MAX_CHUNK_CHARS = 24;

export function splitIntoChunks(markdown: string): string[] {
  const pieces = markdown.match(PIECES) ?? [];
  const chunks: string[] = [];
  let current = '';
  let words = 0;
  let cycle = 0;
  for (const piece of pieces) {
    current += piece;
    words += 1;
    const target = WORDS_PER_CHUNK[cycle % WORDS_PER_CHUNK.length] ?? 2;
    if (words >= target || current.length >= MAX_CHUNK_CHARS || piece.includes('\n')) {
      chunks.push(current);
      current = '';
      words = 0;
      cycle += 1;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

/** Resolves after `ms`, or at once when the signal aborts. Never rejects. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Yields the text chunk by chunk; stops (without throwing) as soon as the signal aborts. */
export async function* streamText(
  markdown: string,
  options: TStreamTextOptions = {},
): AsyncGenerator<string, void, undefined> {
  const delay = options.chunkDelayMs ?? DEFAULT_CHUNK_DELAY_MS;
  const { signal } = options;
  for (const chunk of splitIntoChunks(markdown)) {
    if (signal?.aborted) return;
    yield chunk;
    if (delay > 0) await pause(delay, signal);
  }
}
