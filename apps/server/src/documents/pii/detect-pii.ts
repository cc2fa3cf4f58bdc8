import { ahvDetector } from './detectors/ahv.js';
import { birthDateDetector } from './detectors/birth-date.js';
import { creditCardDetector } from './detectors/credit-card.js';
import { emailDetector } from './detectors/email.js';
import { ibanDetector } from './detectors/iban.js';
import { ipAddressDetector } from './detectors/ip-address.js';
import { personDetector } from './detectors/person/person.js';
import { phoneDetector } from './detectors/phone.js';
import { streetAddressDetector } from './detectors/street-address.js';
import { urlDetector } from './detectors/url.js';
import { guessLanguage } from './language.js';
import { mergeEntities } from './merge-entities.js';
import type { TDetectedEntity, TDetectionContext, TDetectPiiOptions, TPiiDetector } from './types.js';

/** The registry: every built-in detector. Add a recognizer by passing `[...DEFAULT_DETECTORS, yours]`. */
export const DEFAULT_DETECTORS: readonly TPiiDetector[] = [
  emailDetector,
  phoneDetector,
  ibanDetector,
  ahvDetector,
  creditCardDetector,
  ipAddressDetector,
  urlDetector,
  streetAddressDetector,
  birthDateDetector,
  personDetector,
];

const DEFAULT_MIN_CONFIDENCE = 0.5;

function createContext(text: string, options: TDetectPiiOptions): TDetectionContext {
  return { language: options.language ?? guessLanguage(text) };
}

function finish(text: string, found: readonly TDetectedEntity[], options: TDetectPiiOptions): TDetectedEntity[] {
  const minConfidence = options.minConfidence ?? DEFAULT_MIN_CONFIDENCE;
  const wanted = options.entityTypes ? new Set(options.entityTypes) : undefined;
  const kept = found.filter(
    (entity) =>
      entity.confidence >= minConfidence && entity.end > entity.start && (!wanted || wanted.has(entity.entity_type)),
  );
  return mergeEntities(text, kept);
}

/**
 * Runs every (synchronous) detector and merges overlaps (see `mergeEntities`). Offsets are UTF-16 indexes into
 * `text`. Throws when a detector is asynchronous: use `detectPiiAsync` for remote recognizers.
 */
export function detectPii(text: string, options: TDetectPiiOptions = {}): TDetectedEntity[] {
  const context = createContext(text, options);
  const found: TDetectedEntity[] = [];
  for (const detector of options.detectors ?? DEFAULT_DETECTORS) {
    const result = detector.detect(text, context);
    if (result instanceof Promise) {
      throw new Error(`Detector "${detector.name}" is asynchronous; call detectPiiAsync instead.`);
    }
    found.push(...result);
  }
  return finish(text, found, options);
}

/** Like `detectPii`, but awaits asynchronous detectors (for example a model served over HTTP), all in parallel. */
export async function detectPiiAsync(text: string, options: TDetectPiiOptions = {}): Promise<TDetectedEntity[]> {
  const context = createContext(text, options);
  const results = await Promise.all(
    (options.detectors ?? DEFAULT_DETECTORS).map(async (detector) => detector.detect(text, context)),
  );
  return finish(text, results.flat(), options);
}
