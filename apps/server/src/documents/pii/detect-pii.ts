import { enhanceWithContext } from './context/enhance-with-context.js';
import { guessLanguage } from './language.js';
import { mergeEntities } from './merge-entities.js';
import { DEFAULT_RECOGNIZERS, selectRecognizers } from './registry.js';
import type { TDetectedEntity, TDetectionContext, TDetectPiiOptions, TPiiDetector } from './types.js';

/** Kept under its old name: the registry's recognizers are detectors. */
export const DEFAULT_DETECTORS: readonly TPiiDetector[] = DEFAULT_RECOGNIZERS;

const DEFAULT_MIN_CONFIDENCE = 0.5;

function createContext(text: string, options: TDetectPiiOptions): TDetectionContext {
  return { language: options.language ?? guessLanguage(text) };
}

/** Context step, then the confidence floor and the wanted types, then overlaps (see `mergeEntities`). */
function finish(
  text: string,
  found: readonly TDetectedEntity[],
  recognizers: readonly TPiiDetector[],
  options: TDetectPiiOptions,
): TDetectedEntity[] {
  const minConfidence = options.minConfidence ?? DEFAULT_MIN_CONFIDENCE;
  const wanted = options.entityTypes ? new Set(options.entityTypes) : undefined;
  const kept = enhanceWithContext(text, found, recognizers).filter(
    (entity) =>
      entity.confidence >= minConfidence && entity.end > entity.start && (!wanted || wanted.has(entity.entity_type)),
  );
  return mergeEntities(text, kept);
}

/**
 * Runs every (synchronous) recognizer for the text's language, the shared context step, and merges overlaps.
 * Offsets are UTF-16 indexes into `text`; every entity carries its `reasons`. Throws when a recognizer is
 * asynchronous: use `detectPiiAsync` for remote recognizers.
 */
export function detectPii(text: string, options: TDetectPiiOptions = {}): TDetectedEntity[] {
  const context = createContext(text, options);
  const recognizers = selectRecognizers(options.detectors ?? DEFAULT_RECOGNIZERS, context, options.entityTypes);
  const found: TDetectedEntity[] = [];
  for (const recognizer of recognizers) {
    const result = recognizer.detect(text, context);
    if (result instanceof Promise) {
      throw new Error(`Detector "${recognizer.name}" is asynchronous; call detectPiiAsync instead.`);
    }
    found.push(...result);
  }
  return finish(text, found, recognizers, options);
}

/** Like `detectPii`, but awaits asynchronous recognizers (for example a model served over HTTP), all in parallel. */
export async function detectPiiAsync(text: string, options: TDetectPiiOptions = {}): Promise<TDetectedEntity[]> {
  const context = createContext(text, options);
  const recognizers = selectRecognizers(options.detectors ?? DEFAULT_RECOGNIZERS, context, options.entityTypes);
  const results = await Promise.all(recognizers.map(async (recognizer) => recognizer.detect(text, context)));
  return finish(text, results.flat(), recognizers, options);
}
