import { AMBIGUOUS_GIVEN_NAMES, NON_NAME_WORDS, ORGANISATION_WORDS } from '../../data/common-words.js';
import { wordsOfAllPacks } from '../../language-packs/index.js';
import { GIVEN_NAMES } from '../../data/given-names.js';
import { SURNAMES } from '../../data/surnames.js';
import { INTERNATIONAL_GIVEN_NAMES } from '../../data/international-given-names.js';
import { isEnglishWord, isKnownPlace, isLexiconFirstName, isLexiconLastName } from '../../data/compromise-lexicon.js';
import { COMMUNITY_GIVEN_NAMES, COMMUNITY_SURNAMES } from '../../data/community-names.js';
import { isDictionaryWord, isPlaceName } from '../../data/large-lexicon.js';

const GIVEN = new Set(GIVEN_NAMES.map((name) => name.toLowerCase()));
const SURNAME = new Set(SURNAMES.map((name) => name.toLowerCase()));
const INTERNATIONAL_GIVEN = new Set(
  INTERNATIONAL_GIVEN_NAMES.map((name) => name.toLowerCase()).filter((name) => !GIVEN.has(name)),
);

const splitNames = (list: string): Set<string> =>
  new Set(
    list
      .split('\n')
      .filter(Boolean)
      .map((name) => name.toLowerCase()),
  );
const COMMUNITY_GIVEN = splitNames(COMMUNITY_GIVEN_NAMES);
let communitySurnames: ReadonlySet<string> | undefined;

/**
 * Surnames of the community lists that are no word of a dictionary, no place and no common word ("Öztürk",
 * "Berisha"; never "Rey" or "Castillo", which English dictionaries hold). Built on first use.
 */
function getCommunitySurnames(): ReadonlySet<string> {
  communitySurnames ??= new Set(
    [...splitNames(COMMUNITY_SURNAMES)].filter(
      (name) =>
        name.length >= 4 &&
        !NON_NAME_WORDS.has(name) &&
        !GIVEN.has(name) &&
        !isEnglishWord(name) &&
        !isDictionaryWord(name) &&
        !isKnownPlace(name) &&
        !isPlaceName(name),
    ),
  );
  return communitySurnames;
}

/**
 * A given name only the international or community lists know: ambiguous when short, a word of a dictionary, a
 * common word or a place.
 */
function classifyInternationalName(lower: string): TTokenKind | undefined {
  if (!INTERNATIONAL_GIVEN.has(lower) && !COMMUNITY_GIVEN.has(lower)) return undefined;
  const isWordLike =
    lower.length <= 3 ||
    isEnglishWord(lower) ||
    isKnownPlace(lower) ||
    NON_NAME_WORDS.has(lower) ||
    (COMMUNITY_GIVEN.has(lower) && !INTERNATIONAL_GIVEN.has(lower) && isDictionaryWord(lower));
  return isWordLike ? 'given-ambiguous' : 'given';
}

/*
 * Surname shapes no German, French, Italian or English common noun has: Slavic -ović/-ević/-ić, Turkish dotless ı, ğ
 * and ş, Tamil -kumar/-lingam/-rajah/-nathan, Tigrinya and Amharic compounds (Gebre-, Tesfa-, Habte-, Wolde-,
 * -mariam, -michael, -giorgis), Albanian -iqi/-aj, Portuguese -eira/-eiro/-ães, Spanish -ez, Polish -ski/-czyk/
 * -wicz, Romanian -escu/-eanu, Ukrainian -enko/-chuk, Greek -opoulos/-akis/-idis.
 */
const SURNAME_SHAPE =
  /^(?:\p{Lu}[\p{Ll}\p{M}]+(?:ović|ević|vić|ić|ovic|evic|kumar|lingam|rajah|rajan|nathan|tharan|ratnam|nayagam|chandran|mariam|michael|mikael|giorgis|ghiorghis|selassie|egziabher|iqi|yqi|aj|eira|eiro|ães|ões|[áéíóú][nrd]ez|guez|ski|ska|sky|czyk|wicz|escu|eanu|enko|chuk|opoulos|akis|idis|iadis)|(?:Gebre|Ghebre|Tesfa|Habte|Wolde|Welde|Berhane|Haile)\p{Ll}{3,}|\p{Lu}[\p{L}\p{M}]*[ıığşİ][\p{L}\p{M}]*)$/u;

// "Al-Khatib", "El-Amrani", "Abu-Zeid", "Ben-Ali": Arabic surnames written with their article or "son of".
const ARABIC_SURNAME = /^(?:Al|El|Abu|Ben|Bin|Abd)-\p{Lu}\p{Ll}{2,}$/u;

/*
 * Letters that German, French, Italian and English words never use: Vietnamese (ơ, ư, đ, and vowels with a dot below,
 * a hook above or a tilde: "Phạm", "Tuấn", "Dương"), Polish (ł, ń, ś, ź, ż, ą, ę), Czech (ř, ě, ů), Croatian and
 * Serbian (ć, đ), Romanian (ș, ț, ă). In a Swiss document a capitalised word written with them is a name, or a place
 * abroad (known places are ruled out by the caller). Vietnamese words are short, so the length rule does not apply.
 * The combining dot below, hook above and horn cover text in decomposed form.
 */
const FOREIGN_LETTERS =
  /[ơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịĩọỏốồổỗộớờởỡợụủũứừửữựỳỵỷỹłńśźżąęřěůćșțăƠƯĐẠẢẤẦẨẪẬẮẰẲẴẶẸẺẼẾỀỂỄỆỈỊĨỌỎỐỒỔỖỘỚỜỞỠỢỤỦŨỨỪỬỮỰỲỴỶỸŁŃŚŹŻĄĘŘĚŮĆȘȚĂ]|\u0323|\u0309|\u031B/u;
const FOREIGN_LETTER_WORD = /^\p{Lu}[\p{L}\p{M}'’]+$/u;

/** True for a capitalised word written with letters German, French, Italian and English words never use. */
export const hasForeignLetters = (word: string): boolean =>
  FOREIGN_LETTERS.test(word) && FOREIGN_LETTER_WORD.test(word);

/** The ending or letters that make `word` look like a surname ("-ović", "ı"), or undefined. */
export function findSurnameShape(word: string): string | undefined {
  if (hasForeignLetters(word)) return 'letters no German, French, Italian or English word has';
  if (ARABIC_SURNAME.test(word)) return `'${word.slice(0, word.indexOf('-') + 1)}', an Arabic surname's article`;
  if (word.length < 4 || !SURNAME_SHAPE.test(word)) return undefined;
  if (/[ıığşİ]/u.test(word)) return 'Turkish letters';
  const prefix = /^(?:Gebre|Ghebre|Tesfa|Habte|Wolde|Welde|Berhane|Haile)/u.exec(word)?.[0];
  if (prefix) return `'${prefix}-'`;
  const ending =
    /(?:ović|ević|vić|ić|ovic|evic|kumar|lingam|rajah|rajan|nathan|tharan|ratnam|nayagam|chandran|mariam|michael|mikael|giorgis|ghiorghis|selassie|egziabher|iqi|yqi|aj|eira|eiro|ães|ões|[áéíóú][nrd]ez|guez|ski|ska|sky|czyk|wicz|escu|eanu|enko|chuk|opoulos|akis|idis|iadis)$/u.exec(
      word,
    )?.[0];
  return ending ? `'-${ending}'` : undefined;
}

/** True for a surname of the community lists (after the filters above). */
export const isCommunitySurname = (word: string): boolean => getCommunitySurnames().has(word.toLowerCase());

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

/** True when `word` ends with one of `suffixes` and has at least three letters before it ("Oberärztin"). */
function hasSuffix(word: string, suffixes: ReadonlySet<string>): boolean {
  for (const suffix of suffixes) {
    if (word.length >= suffix.length + 3 && word.endsWith(suffix)) return true;
  }
  return false;
}

/** True for a job title or role word of a pack ("Laborleiter", "ingénieure", "Gemeindepräsidentin"). */
export function isRoleWord(word: string): boolean {
  const lower = word.toLowerCase();
  return wordsOfAllPacks('roleWords').has(lower) || hasSuffix(lower, wordsOfAllPacks('roleSuffixes'));
}

/** "Kantonalbank", "Kantonsspital", "Cerbios-Pharma": a compound or hyphenated word that names an institution. */
function isInstitutionCompound(lower: string): boolean {
  const parts = lower.split('-');
  if (parts.length === 1) return hasSuffix(lower, wordsOfAllPacks('institutionSuffixes'));
  return parts.length === 2 && parts.some((part) => ORGANISATION_WORDS.has(part));
}

// "Dr Ashkan Farahani", "Pr Hervé Mottier": French and English often write these without a dot.
const TITLES_WITHOUT_DOT = new Set(['mr', 'mrs', 'ms', 'mme', 'sir', 'pre', 'dre', 'dr', 'pr', 'prof']);

/** Classifies one token of a capitalised chain. `token` may end with a dot ("Dr.", "J."). */
const kinds = new Map<string, TTokenKind>();
const MAX_KINDS = 50_000;

/** Classifies one token of a capitalised chain (cached: a long document repeats its words). */
export function classifyToken(token: string): TTokenKind {
  let kind = kinds.get(token);
  if (kind === undefined) {
    kind = classifyUncached(token);
    // Bounded, so a worker's memory stays flat on a long document.
    if (kinds.size >= MAX_KINDS) kinds.clear();
    kinds.set(token, kind);
  }
  return kind;
}

function classifyUncached(token: string): TTokenKind {
  if (ARABIC_SURNAME.test(token) && !isKnownPlace(token.toLowerCase())) return 'surname';
  if (/^\p{Lu}[\p{L}\p{M}'’]+-\p{Lu}[\p{L}\p{M}'’]+$/u.test(token)) return classifyDoubleName(token);
  return classifySingleToken(token);
}

/**
 * "Gerber-Lüthi", "Baumann-Lenz" (double surnames), "Anna-Lena" (a double given name), "Cerbios-Pharma" (a company):
 * a hyphenated word is read from its parts.
 */
function classifyDoubleName(token: string): TTokenKind {
  const kinds = token.split('-').map(classifySingleToken);
  if (kinds.includes('organisation')) return 'organisation';
  // "Jean-Daniel", "Anna-Lena": given names joined; one may also be a word ("Jean").
  if (kinds.every((kind) => kind === 'given' || kind === 'given-ambiguous') && kinds.includes('given')) return 'given';
  if (kinds.some((kind) => kind === 'given' || kind === 'surname')) return 'surname';
  if (kinds.includes('word') || kinds.includes('title'))
    return kinds.every((kind) => kind === 'word') ? 'word' : 'unknown';
  return 'unknown';
}

function classifySingleToken(token: string): TTokenKind {
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
  // "Ph. Wüthrich", "Th. Meier", "Chr. Baumann": the two- and three-letter initials of Philipp, Thomas, Christian.
  if ((/^\p{Lu}$/u.test(bare) || /^(?:Ph|Th|Ch|Chr)$/u.test(bare)) && hasDot) return 'initial';
  if (ORGANISATION_WORDS.has(lower) || isInstitutionCompound(lower)) return 'organisation';
  if (wordsOfAllPacks('commonWords').has(lower)) return 'word';
  // Labels and closing words ("Vorname", "Grüsse", "Cognome") announce a name and are none.
  if (wordsOfAllPacks('personCues').has(lower) || hasSuffix(lower, wordsOfAllPacks('roleSuffixes'))) return 'word';
  // "LU", "CH", "AI": two capitals are a code or an acronym, never a name.
  if (isAllCaps(bare) && bare.length < 3) return 'word';
  if (GIVEN.has(lower)) {
    if (isAllCaps(bare) && bare.length < 3) return 'word';
    return AMBIGUOUS_GIVEN_NAMES.has(lower) || NON_NAME_WORDS.has(lower) ? 'given-ambiguous' : 'given';
  }
  if (SURNAME.has(lower) && !NON_NAME_WORDS.has(lower)) return 'surname';
  if (!isCapitalised(bare) || NON_NAME_WORDS.has(lower) || isAllCaps(bare)) return 'word';
  // "Phương", "Małgorzata": letters of another alphabet make a surname unless a given-name list holds the word.
  const isShapedSurname =
    !isKnownPlace(lower) && findSurnameShape(bare) && !(hasForeignLetters(bare) && INTERNATIONAL_GIVEN.has(lower));
  if (getCommunitySurnames().has(lower) || isShapedSurname) return 'surname';
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
/**
 * True for a word the international or community lists hold as a given name, even where a surname list holds it too
 * ("Ayşe", "Tesfaye"): Eritrean, Ethiopian and Tamil surnames are often a father's given name.
 */
export const isAlsoGivenName = (word: string): boolean => {
  const lower = word.toLowerCase();
  return INTERNATIONAL_GIVEN.has(lower) || COMMUNITY_GIVEN.has(lower);
};

/** How a surname is known: from a list, or by its shape ("'-ović'"); undefined when it is not one. */
export function describeSurname(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (SURNAME.has(lower) || getCommunitySurnames().has(lower) || isLexiconLastName(lower)) return 'list';
  return findSurnameShape(word);
}
