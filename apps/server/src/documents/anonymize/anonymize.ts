import type { TPiiEntityType } from '@grant-review/contract';
import { detectPii } from '../pii/detect-pii.js';
import { mergeEntities } from '../pii/merge-entities.js';
import { createEntity, type TDetectedEntity, type TDetectPiiOptions } from '../pii/types.js';
import { applyCorrections, type TMaskingCorrection } from './corrections.js';
import type { PlaceholderMap } from './placeholder-map.js';

export interface TAnonymizedEntity extends TDetectedEntity {
  placeholder: string;
}

export interface TAnonymizeResult {
  /** The text with every entity replaced by its placeholder. */
  text: string;
  /** The entities actually replaced (overlaps resolved), with offsets into the ORIGINAL text. */
  entities: TAnonymizedEntity[];
}

/**
 * Replaces each entity with its typed, numbered placeholder from `placeholderMap` ("[PERSON_1]"). Overlapping
 * entities are resolved with `mergeEntities` first. New map rows are collected in the map (`takeNewRows()`).
 */
export function anonymize(
  text: string,
  entities: readonly TDetectedEntity[],
  placeholderMap: PlaceholderMap,
): TAnonymizeResult {
  const valid = entities.filter(
    (entity) => entity.start >= 0 && entity.end <= text.length && entity.end > entity.start,
  );
  const merged = mergeEntities(text, valid);
  const parts: string[] = [];
  const replaced: TAnonymizedEntity[] = [];
  let cursor = 0;
  for (const entity of merged) {
    const placeholder = placeholderMap.placeholderFor(entity.entity_type, entity.text);
    parts.push(text.slice(cursor, entity.start), placeholder);
    replaced.push({ ...entity, placeholder });
    cursor = entity.end;
  }
  parts.push(text.slice(cursor));
  return { text: parts.join(''), entities: replaced };
}

const ANY_PLACEHOLDER = /\[([A-Z][A-Z_]*_\d+)\]/g;

/** Puts the real values back, for showing a provider's answer to the document's owner. Unknown placeholders stay. */
export function restorePlaceholders(
  text: string,
  placeholderMap: PlaceholderMap,
  /** Formats a value before it goes in, e.g. HTML-escaping for `html_content`. */
  format: (value: string) => string = (value) => value,
): string {
  return text.replace(ANY_PLACEHOLDER, (placeholder) => {
    const value = placeholderMap.findByPlaceholder(placeholder)?.value;
    return value === undefined ? placeholder : format(value);
  });
}

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A value searched for in every text of a revision, with the type it was masked as. */
export interface TKnownValue {
  value: string;
  type: TPiiEntityType;
}

const valuesOfMap = (placeholderMap: PlaceholderMap): TKnownValue[] =>
  placeholderMap.rows.map((row) => ({ value: row.value, type: row.entity_type }));

/**
 * Occurrences of known values (exact, case-insensitive, not inside a longer word). The map keeps the first
 * spelling of each value; the spellings detected in this text ("+41 44 632 11 11" beside a stored
 * "044 632 11 11") are searched for as well.
 */
function findKnownValues(
  text: string,
  values: readonly TKnownValue[],
  spellings: readonly TDetectedEntity[] = [],
): TDetectedEntity[] {
  const typeByValue = new Map<string, TPiiEntityType>();
  const candidates = [...values, ...spellings.map((entity) => ({ value: entity.text, type: entity.entity_type }))];
  for (const candidate of candidates) {
    // A town masked in a home address or as a place of origin is no personal data on its own: searched for again it
    // would mask every institution named after it ("Kantonsspital [LOCATION_1]").
    if (candidate.type === 'LOCATION') continue;
    const value = candidate.value.trim();
    // One- and two-letter values would match inside ordinary text.
    if (value.length >= 3 && !typeByValue.has(value.toLowerCase()))
      typeByValue.set(value.toLowerCase(), candidate.type);
  }
  if (!typeByValue.size) return [];
  const alternatives = [...typeByValue.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  const found: TDetectedEntity[] = [];
  for (const match of text.matchAll(pattern)) {
    const type = typeByValue.get(match[0].toLowerCase());
    if (type) found.push(createEntity(text, type, match.index, match.index + match[0].length, 1));
  }
  return found;
}

/**
 * Detects PII and also replaces every occurrence of every value in the map (stored ones and the ones just
 * detected), even where the detectors would not find it: "brunschwiler" in a chat message is masked when
 * "Brunschwiler" was found in a document. Meant for chat messages; for files of a revision it also makes sure a
 * value found in one file is masked in all of them.
 */
export function anonymizeWithMap(
  text: string,
  placeholderMap: PlaceholderMap,
  options: TDetectPiiOptions = {},
  corrections: readonly TMaskingCorrection[] = [],
): TAnonymizeResult {
  return anonymizeWithKnownValues(text, detectPii(text, options), placeholderMap, corrections);
}

/**
 * Like `anonymizeWithMap`, but with entities detected elsewhere (detection runs in a worker thread; this runs where
 * the revision's map lives). Replaces the detected entities and also every occurrence of every value already in the
 * map, so a name found in file A is masked in file B even where the detectors miss it there. Detected values are
 * registered first, so their other occurrences in this text are masked too. Entities whose offsets do not fit
 * `text` are ignored. The user's `corrections` apply to the detected entities and to the values found again: a
 * kept value stays in clear even where the map still holds it, an added term is masked everywhere.
 *
 * `knownValues` replaces the map's rows as the values searched for (recomputing a revision searches only for the
 * values its files still have, not for rows a removed correction left behind).
 */
export function anonymizeWithKnownValues(
  text: string,
  detected: readonly TDetectedEntity[],
  placeholderMap: PlaceholderMap,
  corrections: readonly TMaskingCorrection[] = [],
  knownValues?: readonly TKnownValue[],
): TAnonymizeResult {
  const valid = detected.filter(
    (entity) => entity.start >= 0 && entity.end <= text.length && entity.end > entity.start,
  );
  // Re-slice, so an entity's text always matches `text` (the worker may have sent a stale or trimmed copy).
  const entities = applyCorrections(
    text,
    mergeEntities(
      text,
      valid.map((entity) => createEntity(text, entity.entity_type, entity.start, entity.end, entity.confidence)),
    ),
    corrections,
  );
  for (const entity of entities) placeholderMap.placeholderFor(entity.entity_type, entity.text);
  const known = findKnownValues(text, knownValues ?? valuesOfMap(placeholderMap), entities);
  return anonymize(text, applyCorrections(text, [...known, ...entities], corrections), placeholderMap);
}
