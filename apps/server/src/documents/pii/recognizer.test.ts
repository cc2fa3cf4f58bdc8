import { describe, expect, it } from 'vitest';
import { createPatternRecognizer, servesLanguage } from './recognizer.js';

const orderNumbers = createPatternRecognizer({
  name: 'order-number',
  entityType: 'URL',
  languages: ['de'],
  patterns: [{ name: 'order', regex: /\bORD-\d{4}\b/g, score: 0.4, reason: "shaped like 'ORD-1234'" }],
  validate: (value) =>
    value.endsWith('0') ? { isValid: false } : { isValid: true, score: 0.8, reason: 'check digit valid' },
});

describe('createPatternRecognizer', () => {
  it('runs the patterns, drops what the validator rejects and gives the reasons of pattern and validator', () => {
    const found = orderNumbers.detect('ORD-1234 und ORD-5670', { language: 'de' });
    expect(found).toEqual([
      {
        entity_type: 'URL',
        text: 'ORD-1234',
        start: 0,
        end: 8,
        confidence: 0.8,
        reasons: ["shaped like 'ORD-1234'", 'check digit valid'],
      },
    ]);
  });

  it('serves only its languages, and every language when the text language is unknown', () => {
    expect(servesLanguage(orderNumbers, { language: 'de' })).toBe(true);
    expect(servesLanguage(orderNumbers, { language: 'fr' })).toBe(false);
    expect(servesLanguage(orderNumbers, { language: 'unknown' })).toBe(true);
  });

  it('skips a pattern whose hint does not match the text', () => {
    const hinted = createPatternRecognizer({
      name: 'hinted',
      entityType: 'URL',
      languages: 'all',
      patterns: [{ name: 'x', regex: /x+/g, score: 0.9, reason: 'x', hint: /#/ }],
    });
    expect(hinted.detect('xxx', { language: 'en' })).toEqual([]);
    expect(hinted.detect('# xxx', { language: 'en' })).toHaveLength(1);
  });
});
