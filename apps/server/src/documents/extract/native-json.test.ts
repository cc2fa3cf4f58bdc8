import { describe, expect, it } from 'vitest';

describe('loading pdf.js', () => {
  it('leaves JSON.stringify, JSON.parse and Array.prototype.push as they were (core-js replaces them with slow copies)', async () => {
    const before = { stringify: JSON.stringify, parse: JSON.parse, push: Array.prototype.push };
    const { extractPdfText } = await import('./extract-pdf.js');
    expect(typeof extractPdfText).toBe('function');
    expect(JSON.stringify).toBe(before.stringify);
    expect(JSON.parse).toBe(before.parse);
    expect(Array.prototype.push).toBe(before.push);
  });
});
