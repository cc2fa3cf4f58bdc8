import { describe, expect, it } from 'vitest';
import { splitIntoChunks, streamText } from './stream-text.js';

const MARKDOWN =
  '# Review\n\n**Overall readiness: Nearly ready** — two points.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n1. Fix the milestones.\n';

async function collect(generator: AsyncGenerator<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of generator) chunks.push(chunk);
  return chunks;
}

describe('streamText', () => {
  it('yields small chunks that join back to the exact text', async () => {
    const chunks = await collect(streamText(MARKDOWN, { chunkDelayMs: 0 }));
    expect(chunks.join('')).toBe(MARKDOWN);
    expect(chunks.length).toBeGreaterThan(10);
    expect(Math.max(...chunks.map((chunk) => chunk.trim().split(/\s+/).length))).toBeLessThanOrEqual(3);
  });

  it('keeps leading whitespace and empty text intact', async () => {
    expect((await collect(streamText('  hello world', { chunkDelayMs: 0 }))).join('')).toBe('  hello world');
    expect(await collect(streamText('', { chunkDelayMs: 0 }))).toEqual([]);
  });

  it('pauses between chunks', async () => {
    const started = Date.now();
    await collect(streamText('one two three four five six', { chunkDelayMs: 20 }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
  });

  it('stops promptly when aborted, even in the middle of a pause', async () => {
    const controller = new AbortController();
    const chunks: string[] = [];
    const started = Date.now();
    for await (const chunk of streamText('word '.repeat(200), { signal: controller.signal, chunkDelayMs: 1_000 })) {
      chunks.push(chunk);
      setTimeout(() => controller.abort(), 10);
    }
    expect(chunks).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('yields nothing when the signal is already aborted', async () => {
    expect(await collect(streamText(MARKDOWN, { signal: AbortSignal.abort(), chunkDelayMs: 0 }))).toEqual([]);
  });

  it('splits deterministically', () => {
    expect(splitIntoChunks(MARKDOWN)).toEqual(splitIntoChunks(MARKDOWN));
  });
});
