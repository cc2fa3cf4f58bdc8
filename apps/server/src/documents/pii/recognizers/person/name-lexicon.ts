import { AMBIGUOUS_GIVEN_NAMES, NON_NAME_WORDS, ORGANISATION_WORDS } from '../../data/common-words.js';
import { wordsOfAllPacks } from '../../language-packs/index.js';
import { GIVEN_NAMES } from '../../data/given-names.js';
import { SURNAMES } from '../../data/surnames.js';
import { INTERNATIONAL_GIVEN_NAMES } from '../../data/international-given-names.js';
import { isEnglishWord, isKnownPlace, isLexiconFirstName, isLexiconLastName } from '../../data/compromise-lexicon.js';

const GIVEN = new Set(GIVEN_NAMES.map((name) => name.toLowerCase()));
const SURNAME = new Set(SURNAMES.map((name) => name.toLowerCase()));
const INTERNATIONAL_GIVEN = new Set(
  INTERNATIONAL_GIVEN_NAMES.map((name) => name.toLowerCase()).filter((name) => !GIVEN.has(name)),
);

/** A given name only the international lists know: ambiguous when short, an English word or a place. */
function classifyInternationalName(lower: string): TTokenKind | undefined {
  if (!INTERNATIONAL_GIVEN.has(lower)) return undefined;
  return lower.length <= 3 || isEnglishWord(lower) || isKnownPlace(lower) ? 'given-ambiguous' : 'given';
}

/** A given name only compromise's lexicon knows; ambiguous when it is also an English word ("Grant"). */
function classifyLexiconName(lower: string): TTokenKind | undefined {
  if (isLexiconFirstName(lower)) return isEnglishWord(lower) || NON_NAME_WORDS.has(lower) ? 'given-ambiguous' : 'given';
  if (isLexiconLastName(lower) && !NON_NAME_WORDS.has(lower) && !isEnglishWord(lower)) return 'surname';
  return undefined;
}

/** How a capitalised token can take part in a name. */
export type TTokenKind =
  | 'title' // Dr., Herr, Mme
  | 'initial' // J.
  | 'given' // a given name that is not also an everyday word
  | 'given-ambiguous' // Mark, Rose, Paris
  | 'surname' // in the surname list
  | 'unknown' // capitalised, in no list: may be a rare surname
  | 'organisation' // AG, Institut, University: the chain is not a person
  | 'word'; // an ordinary word, never part of a name

export const NAME_PARTICLES = new Set([
  'von',
  'van',
  'de',
  'der',
  'den',
  'di',
  'da',
  'del',
  'della',
  'du',
  'le',
  'la',
  'dos',
  'das',
  'ten',
  'ter',
  'zu',
  'af',
  'bin',
  'al',
  'el',
  'y',
  "d'",
  'd’',
]);

// Endings of German (and some French/English) common nouns; a capitalised word ending like this is a noun.
const NOUN_ENDINGS =
  /(?:ung|ungen|heit|heiten|keit|keiten|schaft|schaften|tion|tionen|sion|ität|itäten|nis|nisse|ment|mente|tum|ismus|enz|anz|ien|logie|graphie|ance|ence|ness|ship|ity|ities|ation|ations|ism|ing|ings|ogy|tät|zeit|stelle|arbeit|markt|projekt|partner|plan|bericht|kosten|daten|system|prozess|modell|analyse|ziel|phase|wert|preis|anteil|beitrag|antrag|gesuch|leistung|produkt|kunde|kunden|firma|unternehmen|gruppe|bereich|gebiet|labor|zentrum|anlage|gerät|material|methode|lösung|ansatz|paket|stein|ergebnis|nutzen|risiko|risiken|patent|vertrag|verfahren|plattform|netzwerk|sensor|studie|versuch|messung|prüfung|monat|quartal|leiter|leiterin|technik|werk|werke|bau|logistik|energie|medizin|treuhand|systeme|holding|consulting|engineering)$/;

const isCapitalised = (token: string): boolean => /^\p{Lu}/u.test(token);
const isAllCaps = (token: string): boolean =>
  token.length >= 2 && token === token.toUpperCase() && /\p{Lu}/u.test(token);

const TITLES_WITHOUT_DOT = new Set(['mr', 'mrs', 'ms', 'mme', 'sir', 'pre', 'dre']);

/** Classifies one token of a capitalised chain. `token` may end with a dot ("Dr.", "J."). */
export function classifyToken(token: string): TTokenKind {
  const hasDot = token.endsWith('.');
  const bare = hasDot ? token.slice(0, -1) : token;
  // "Sig.ra", "Dott.ssa": titles written with an inner dot.
  const lower = bare.toLowerCase().replace(/\./g, '');
  // Short titles count without their dot only where they are never a word or an initial ("Mr", "Mme", "Pre").
  if (wordsOfAllPacks('titles').has(lower) && (hasDot || lower.length > 3 || TITLES_WITHOUT_DOT.has(lower))) {
    return 'title';
  }
  // Job titles and role words ("Geologe", "Landwirt", "Sindaco") announce a name but are never one.
  if (wordsOfAllPacks('roleWords').has(lower)) return 'word';
  if (/^\p{Lu}$/u.test(bare) && hasDot) return 'initial';
  if (ORGANISATION_WORDS.has(lower)) return 'organisation';
  // "LU", "CH", "AI": two capitals are a code or an acronym, never a name.
  if (isAllCaps(bare) && bare.length < 3) return 'word';
  if (GIVEN.has(lower)) {
    if (isAllCaps(bare) && bare.length < 3) return 'word';
    return AMBIGUOUS_GIVEN_NAMES.has(lower) || NON_NAME_WORDS.has(lower) ? 'given-ambiguous' : 'given';
  }
  if (SURNAME.has(lower) && !NON_NAME_WORDS.has(lower)) return 'surname';
  if (!isCapitalised(bare) || NON_NAME_WORDS.has(lower) || isAllCaps(bare)) return 'word';
  const internationalKind = classifyInternationalName(lower);
  if (internationalKind) return internationalKind;
  const lexiconKind = classifyLexiconName(lower);
  if (lexiconKind) return lexiconKind;
  if (bare.length < 2 || /\d/.test(bare)) return 'word';
  // Short words like Jung or Hung are names as often as nouns; only longer ones are judged by their ending.
  if (lower.length >= 6 && NOUN_ENDINGS.test(lower)) return 'word';
  return 'unknown';
}

/** "anna" → "Anna": lower-case text is classified like its capitalised form. */
export const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

export const isGivenName = (word: string): boolean => GIVEN.has(word.toLowerCase());
/** True for a given name that only the international lists hold (weaker evidence on its own). */
export const isInternationalOnlyGivenName = (word: string): boolean => INTERNATIONAL_GIVEN.has(word.toLowerCase());
export const isSurname = (word: string): boolean => SURNAME.has(word.toLowerCase());
