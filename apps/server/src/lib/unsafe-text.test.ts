import { describe, expect, it } from 'vitest';
import {
  describeUnsafeText,
  findUnsafeText,
  NULL_CHARACTER_PROBLEM,
  UNPAIRED_SURROGATE_PROBLEM,
} from './unsafe-text.js';

describe('unsafe text', () => {
  it('finds null characters and unpaired surrogates, not paired ones', () => {
    expect(describeUnsafeText('a\u0000b')).toBe(NULL_CHARACTER_PROBLEM);
    expect(describeUnsafeText('a\ud800b')).toBe(UNPAIRED_SURROGATE_PROBLEM);
    expect(describeUnsafeText('a\udc00')).toBe(UNPAIRED_SURROGATE_PROBLEM);
    expect(describeUnsafeText('\udc00\ud800')).toBe(UNPAIRED_SURROGATE_PROBLEM);
    expect(describeUnsafeText('🚀 Zürich \u0001 日本')).toBeNull();
  });

  it('names the first unsafe value or key by its path', () => {
    expect(findUnsafeText({ a: ['ok', { b: 'x\u0000' }], c: 'y\u0000' })).toEqual({
      path: 'a.1.b',
      problem: NULL_CHARACTER_PROBLEM,
    });
    expect(findUnsafeText({ a: { 'k\u0000': 1 } })).toEqual({ path: 'a', problem: NULL_CHARACTER_PROBLEM });
    expect(findUnsafeText('\u0000')).toEqual({ path: '', problem: NULL_CHARACTER_PROBLEM });
    expect(findUnsafeText({ n: 1, b: true, z: null, u: undefined })).toBeNull();
  });

  it('walks a body nested half a million levels deep without running out of stack', () => {
    const depth = 500_000;
    const nested: unknown = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`);
    expect(findUnsafeText(nested)?.problem).toBe(NULL_CHARACTER_PROBLEM);
  });
});
