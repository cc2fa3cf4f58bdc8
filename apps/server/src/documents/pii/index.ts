/**
 * Offline, multilingual (EN/DE/FR/IT) PII detection for grant documents. Pure functions: no database, no HTTP.
 *
 *   const entities = detectPii(text);            // [{ entity_type, text, start, end, confidence }]
 */
export { DEFAULT_DETECTORS, detectPii, detectPiiAsync } from './detect-pii.js';
export { DEFAULT_RECOGNIZERS, selectRecognizers } from './registry.js';
export { createPatternRecognizer, type TPattern, type TRecognizer } from './recognizer.js';
export { LANGUAGE_PACKS, packsFor, type TLanguagePack } from './language-packs/index.js';
export { mergeEntities } from './merge-entities.js';
export { guessLanguage } from './language.js';
export type { TDetectedEntity, TDetectionContext, TDetectPiiOptions, TLanguage, TPiiDetector } from './types.js';
