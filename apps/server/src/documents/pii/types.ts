import type { TPiiEntityType } from '@grant-review/contract';

/**
 * One detected piece of personal data. Offsets are UTF-16 code units into the analysed string, so
 * `text === input.slice(start, end)` always holds (the shape of the contract's `PiiEntity`).
 */
export interface TDetectedEntity {
  entity_type: TPiiEntityType;
  text: string;
  start: number;
  end: number;
  /** 0..1, derived from the evidence below: validated values (checksums) score high, guesses from context lower. */
  confidence: number;
  /** Why the value was taken for personal data, in plain English ("IBAN checksum valid", "after 'Kontakt:'"). */
  reasons?: string[];
}

export type TLanguage = 'en' | 'de' | 'fr' | 'it' | 'unknown';

/** What every detector may know about the whole text besides the text itself. */
export interface TDetectionContext {
  /** Dominant language of the text; decides, for example, whether the English NER runs. */
  language: TLanguage;
}

/**
 * A detector is a plain object, so a new recognizer (for example a Presidio or model-based service behind HTTP)
 * plugs in by adding it to the list handed to `detectPii`/`detectPiiAsync`, without touching the others.
 * A detector returns candidates; overlaps between detectors are settled by `mergeEntities`.
 */
export interface TPiiDetector {
  name: string;
  detect(text: string, context: TDetectionContext): readonly TDetectedEntity[] | Promise<readonly TDetectedEntity[]>;
}

export interface TDetectPiiOptions {
  /** Detectors to run; defaults to `DEFAULT_DETECTORS`. */
  detectors?: readonly TPiiDetector[];
  /** Entities below this confidence are dropped before merging. Default 0.5. */
  minConfidence?: number;
  /** Only report these types. Default: all. */
  entityTypes?: readonly TPiiEntityType[];
  /** Skip language guessing when the caller knows it. */
  language?: TLanguage;
}

/** Builds an entity from a slice of `text`, so `text` and offsets can never disagree. */
export function createEntity(
  input: string,
  entityType: TPiiEntityType,
  start: number,
  end: number,
  confidence: number,
  reasons?: readonly string[],
): TDetectedEntity {
  const rounded = Math.round(Math.min(Math.max(confidence, 0), 1) * 100) / 100;
  const entity: TDetectedEntity = {
    entity_type: entityType,
    text: input.slice(start, end),
    start,
    end,
    confidence: rounded,
  };
  if (reasons?.length) entity.reasons = [...new Set(reasons)];
  return entity;
}
