/**
 * Replaces detected PII with typed, numbered placeholders that stay stable across the files of a revision.
 *
 *   const map = PlaceholderMap.fromRows(storedRows);
 *   const { text, entities } = anonymize(content, detectPii(content), map);
 *   await saveRows(map.takeNewRows());
 */
export { anonymize, anonymizeWithKnownValues, anonymizeWithMap, restorePlaceholders } from './anonymize.js';
export type { TAnonymizedEntity, TAnonymizeResult, TKnownValue } from './anonymize.js';
export { applyCorrections, findTermOccurrences, normaliseCorrectionValue } from './corrections.js';
export type { TMaskingCorrection } from './corrections.js';
export { PlaceholderMap } from './placeholder-map.js';
export type { TPlaceholderRow } from './placeholder-map.js';
export { normaliseValueKey } from './value-key.js';
