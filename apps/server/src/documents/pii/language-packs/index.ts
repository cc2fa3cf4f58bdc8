import type { TPiiEntityType } from '@grant-review/contract';
import type { TLanguage } from '../types.js';
import { DE_PACK } from './de.js';
import { EN_PACK } from './en.js';
import { FR_PACK } from './fr.js';
import { IT_PACK } from './it.js';
import type { TLanguagePack } from './types.js';

export type { TLanguagePack, TPackLanguage } from './types.js';

export const LANGUAGE_PACKS: readonly TLanguagePack[] = [EN_PACK, DE_PACK, FR_PACK, IT_PACK];

/**
 * The packs to read a text with. Swiss documents mix languages (an English proposal with a German letter of support),
 * so every pack is read; the text's own language comes first. Words of all packs together stay a few hundred.
 */
export function packsFor(language: TLanguage): readonly TLanguagePack[] {
  const own = LANGUAGE_PACKS.find((pack) => pack.language === language);
  return own ? [own, ...LANGUAGE_PACKS.filter((pack) => pack !== own)] : LANGUAGE_PACKS;
}

type TListKey = Exclude<keyof TLanguagePack, 'language' | 'contextWords'>;

const unions = new Map<TListKey, ReadonlySet<string>>();

/** One list of every pack as a set ("every title in EN/DE/FR/IT"), built once. */
export function wordsOfAllPacks(key: TListKey): ReadonlySet<string> {
  let set = unions.get(key);
  if (!set) {
    set = new Set(LANGUAGE_PACKS.flatMap((pack) => pack[key]));
    unions.set(key, set);
  }
  return set;
}

const contextUnions = new Map<TPiiEntityType, readonly string[]>();

/** The context words of one entity type over every pack. */
export function contextWordsFor(entityType: TPiiEntityType): readonly string[] {
  let words = contextUnions.get(entityType);
  if (!words) {
    words = [...new Set(LANGUAGE_PACKS.flatMap((pack) => pack.contextWords[entityType] ?? []))];
    contextUnions.set(entityType, words);
  }
  return words;
}

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern that matches any phrase of the list as whole words, case-insensitively; a phrase's inner spaces match any
 * run of spaces or tabs (or `innerSpace`, such as `\\s+` where a phrase may wrap onto the next line). Longest phrases first, so "sehr geehrte damen und herren" wins over "damen und herren".
 */
export function phrasePattern(phrases: Iterable<string>, flags = 'giu', innerSpace = '[ \\t]+'): RegExp {
  const alternatives = [...new Set(phrases)]
    .sort((a, b) => b.length - a.length)
    // "NPA/localité" is also written "NPA / localité".
    .map((phrase) => escapeRegExp(phrase).replace(/ /g, innerSpace).replaceAll('/', '[ \\t]*/[ \\t]*'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, flags);
}
