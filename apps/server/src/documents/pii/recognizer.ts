import type { TPiiEntityType } from '@grant-review/contract';
import {
  createEntity,
  type TDetectedEntity,
  type TDetectionContext,
  type TLanguage,
  type TPiiDetector,
} from './types.js';

/*
 * A recognizer is the unit of detection (the shape of Presidio's analyzer): it declares the entity type it emits,
 * the languages it serves, its patterns with base scores, the context words that make a match more likely, and an
 * optional validator (a checksum, a numbering plan). Every entity it emits carries the reasons it was taken.
 * Recognizers are data plus small functions; `createPatternRecognizer` turns a declaration into a detector.
 */

/** One regular expression of a recognizer, with the score a match gets before validation and context. */
export interface TPattern {
  name: string;
  /** Must be global (`g`). */
  regex: RegExp;
  score: number;
  /** Plain-English reason a match of this pattern contributes ("looks like an IBAN"). */
  reason: string;
  /** A cheap test of the whole text; the pattern runs only when it matches (most texts hold no IPv6 at all). */
  hint?: RegExp;
}

/** What a validator says about one match: invalid matches are dropped; a valid one may set a new score. */
export interface TValidation {
  isValid: boolean;
  /** Replaces the pattern's score when set (a checksum proves more than a shape). */
  score?: number;
  /** Added to the entity's reasons ("IBAN checksum valid"). */
  reason?: string;
  /** Shortens the match from its start (trailing text that looked like part of the value). */
  length?: number;
}

export interface TRecognizer extends TPiiDetector {
  /** The entity types this recognizer may emit. */
  entityTypes: readonly TPiiEntityType[];
  /** Languages it serves; `all` for language-independent formats (e-mail, IBAN). */
  languages: readonly TLanguage[] | 'all';
  /**
   * Words that raise the score of a nearby match (the language packs add their own for the entity type). Absent when
   * the recognizer decides its context itself (the person recognizer).
   */
  contextWords?: readonly string[];
}

export interface TPatternRecognizerSpec {
  name: string;
  entityType: TPiiEntityType;
  languages: readonly TLanguage[] | 'all';
  patterns: readonly TPattern[];
  contextWords?: readonly string[];
  /** Checks one match (`value` is the matched text); undefined means valid as matched. */
  validate?: (value: string, text: string, start: number) => TValidation | undefined;
  /** Trims a match before validation ("anna@example.ch." loses its sentence-final dot). */
  trim?: (value: string) => string;
}

/** Builds a recognizer from its declaration: every pattern is run, every match validated, scored and explained. */
export function createPatternRecognizer(spec: TPatternRecognizerSpec): TRecognizer {
  return {
    name: spec.name,
    entityTypes: [spec.entityType],
    languages: spec.languages,
    ...(spec.contextWords ? { contextWords: spec.contextWords } : { contextWords: [] }),
    detect(text: string): TDetectedEntity[] {
      const found: TDetectedEntity[] = [];
      const seen = new Set<string>();
      for (const pattern of spec.patterns) {
        if (pattern.hint && !pattern.hint.test(text)) continue;
        for (const match of text.matchAll(pattern.regex)) {
          const value = spec.trim ? spec.trim(match[0]) : match[0];
          if (!value) continue;
          const validation = spec.validate?.(value, text, match.index);
          if (validation && !validation.isValid) continue;
          const end = match.index + (validation?.length ?? value.length);
          const key = `${match.index}:${end}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const reasons = [pattern.reason, ...(validation?.reason ? [validation.reason] : [])];
          found.push(
            createEntity(text, spec.entityType, match.index, end, validation?.score ?? pattern.score, reasons),
          );
        }
      }
      return found;
    },
  };
}

/** True when the recognizer should run on text of this language (unknown text runs every recognizer). */
export function servesLanguage(recognizer: TPiiDetector, context: TDetectionContext): boolean {
  const languages = (recognizer as Partial<TRecognizer>).languages;
  if (!languages || languages === 'all' || context.language === 'unknown') return true;
  return languages.includes(context.language);
}
