import { createEntity, type TDetectedEntity, type TPiiDetector } from '../types.js';
import { hasValidEan13 } from './checksums.js';

// 756 + 10 digits, written with dots, spaces or not at all (756.1234.5678.97); not inside a longer number.
const AHV_PATTERN = /(?<![\d.])756([.\s]?)\d{4}\1\d{4}\1\d{2}(?![\d]|\.\d)/g;

export function findAhvNumbers(text: string): TDetectedEntity[] {
  const entities: TDetectedEntity[] = [];
  for (const match of text.matchAll(AHV_PATTERN)) {
    const digits = match[0].replace(/\D/g, '');
    if (!hasValidEan13(digits)) continue;
    entities.push(createEntity(text, 'CH_AHV_NUMBER', match.index, match.index + match[0].length, 0.98));
  }
  return entities;
}

export const ahvDetector: TPiiDetector = {
  name: 'ch-ahv',
  detect: (text) => findAhvNumbers(text),
};
