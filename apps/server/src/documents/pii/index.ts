/**
 * Offline, multilingual (EN/DE/FR/IT) PII detection for grant documents. Pure functions: no database, no HTTP.
 *
 *   const entities = detectPii(text);            // [{ entity_type, text, start, end, confidence }]
 */
export { DEFAULT_DETECTORS, detectPii, detectPiiAsync } from './detect-pii.js';
export { mergeEntities } from './merge-entities.js';
export { guessLanguage } from './language.js';
export type { TDetectedEntity, TDetectionContext, TDetectPiiOptions, TLanguage, TPiiDetector } from './types.js';
