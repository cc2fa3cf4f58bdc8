import type { TPiiEntityType } from '@grant-review/contract';
import { contextWordsFor } from '../language-packs/index.js';
import type { TRecognizer } from '../recognizer.js';
import { createEntity, type TDetectedEntity, type TPiiDetector } from '../types.js';

/*
 * The one context step (Presidio's LemmaContextAwareEnhancer, without lemmas): a context word among the few words
 * before a match, or on the line above a value standing alone ("Telefon:\n044 …"), raises its score by a fixed
 * factor, up to at least a floor. Recognizers that read their own context (the person recognizer weighs cues and
 * negative context in its scoring table) declare none and are left alone.
 */

/** How much a context word raises a score (Presidio's `context_similarity_factor`). */
export const CONTEXT_SIMILARITY_FACTOR = 0.35;
/** The least score a value with a context word gets (Presidio's `min_score_with_context_similarity`). */
export const MIN_SCORE_WITH_CONTEXT = 0.4;
/** Words before the match that are read (Presidio's `context_prefix_count`). */
export const CONTEXT_PREFIX_WORDS = 5;

const WORD = /[\p{L}][\p{L}\p{M}-]*/gu;

/** The last `count` words before `start`, lower case, crossing at most one line break. */
function wordsBefore(text: string, start: number, count: number): string[] {
  const window = text.slice(Math.max(0, start - 80), start);
  const lines = window.split('\n');
  const tail = lines.slice(-2).join(' ');
  const words = [...tail.matchAll(WORD)].map((match) => match[0].toLowerCase());
  return words.slice(-count);
}

/**
 * Raises the score of every entity whose recognizer declares context words when one of them (or of the language
 * packs' words for its type) stands just before it, and says so in its reasons.
 */
export function enhanceWithContext(
  text: string,
  entities: readonly TDetectedEntity[],
  recognizers: readonly TPiiDetector[],
): TDetectedEntity[] {
  const wordsByType = new Map<TPiiEntityType, ReadonlySet<string>>();
  for (const recognizer of recognizers) {
    const declared = (recognizer as Partial<TRecognizer>).contextWords;
    const types = (recognizer as Partial<TRecognizer>).entityTypes;
    if (!declared || !types) continue;
    for (const type of types) {
      const words = new Set([...(wordsByType.get(type) ?? []), ...declared, ...contextWordsFor(type)]);
      wordsByType.set(type, words);
    }
  }
  return entities.map((entity) => {
    const words = wordsByType.get(entity.entity_type);
    if (!words?.size) return entity;
    const supporting = wordsBefore(text, entity.start, CONTEXT_PREFIX_WORDS).find((word) => words.has(word));
    if (!supporting) return entity;
    const raised = Math.max(entity.confidence + CONTEXT_SIMILARITY_FACTOR, MIN_SCORE_WITH_CONTEXT);
    const score = Math.min(raised, Math.max(entity.confidence, 0.99));
    if (score === entity.confidence) return entity;
    return createEntity(text, entity.entity_type, entity.start, entity.end, score, [
      ...(entity.reasons ?? []),
      `after the context word '${supporting}'`,
    ]);
  });
}
