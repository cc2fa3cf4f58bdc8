import { createPatternRecognizer } from '../recognizer.js';
import { hasValidEan13 } from './checksums.js';

/** Swiss social security number (AHV/AVS): 756 + 10 digits, with an EAN-13 check digit. */
export const ahvRecognizer = createPatternRecognizer({
  name: 'ch-ahv',
  entityType: 'CH_AHV_NUMBER',
  languages: 'all',
  patterns: [
    {
      name: 'ahv',
      // Written with dots, spaces or not at all (756.1234.5678.97); not inside a longer number.
      regex: /(?<![\d.])756([.\s]?)\d{4}\1\d{4}\1\d{2}(?![\d]|\.\d)/g,
      score: 0.5,
      reason: '13 digits starting with 756 (the Swiss AHV format)',
    },
  ],
  validate: (value) =>
    hasValidEan13(value.replace(/\D/g, ''))
      ? { isValid: true, score: 0.98, reason: 'AHV check digit valid' }
      : { isValid: false },
});
