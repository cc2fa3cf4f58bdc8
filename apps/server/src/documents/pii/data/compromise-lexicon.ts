import nlp from 'compromise';

/*
 * Word lists taken from the lexicon that ships inside `compromise` (MIT licence, Copyright (c) Spencer Kelly; already a
 * dependency for the English NER, so this costs no download and no data file). Read once when the module loads:
 *  - first names (tags FirstName, MaleName, FemaleName: ~3,000, many of them international) and last names;
 *  - countries and cities, so an address block can end with "United Kingdom" or a known city;
 *  - English common words (nouns, verbs, adjectives, adverbs…), so "Secretly Love" or "Market Analysis" is never
 *    taken for a foreign name.
 */

type TLexicon = Record<string, string | readonly string[]>;

const NAME_TAGS = new Set(['FirstName', 'MaleName', 'FemaleName']);
const PLACE_TAGS = new Set(['Country', 'City', 'Place', 'Region']);
const WORD_TAGS = new Set([
  'Adjective',
  'Adverb',
  'Comparative',
  'Superlative',
  'Gerund',
  'PastTense',
  'PresentTense',
  'Infinitive',
  'Participle',
  'Plural',
  'Singular',
  'Noun',
  'Uncountable',
  'Actor',
  'Preposition',
  'Conjunction',
  'Determiner',
  'Pronoun',
  'Modal',
  'Auxiliary',
  'Copula',
  'Expression',
  'Unit',
  'Demonym',
  'Possessive',
  'Cardinal',
  'Ordinal',
  'Month',
  'WeekDay',
  'Date',
  'Duration',
  'QuestionWord',
  'Negative',
]);

function readLexicon(): TLexicon {
  const model = nlp.model() as unknown as { one?: { lexicon?: TLexicon } };
  return model.one?.lexicon ?? {};
}

const firstNames = new Set<string>();
const lastNames = new Set<string>();
const countries = new Set<string>();
const places = new Set<string>();
const englishWords = new Set<string>();

for (const [word, tagOrTags] of Object.entries(readLexicon())) {
  const tags = typeof tagOrTags === 'string' ? [tagOrTags] : tagOrTags;
  if (tags.some((tag) => NAME_TAGS.has(tag))) firstNames.add(word);
  else if (tags.includes('LastName')) lastNames.add(word);
  else if (tags.includes('Country')) countries.add(word);
  if (tags.some((tag) => PLACE_TAGS.has(tag))) places.add(word);
  if (!word.includes(' ') && tags.some((tag) => WORD_TAGS.has(tag))) englishWords.add(word);
}

// Country names in the Swiss national languages, which the English lexicon lacks.
for (const country of [
  'schweiz',
  'suisse',
  'svizzera',
  'svizra',
  'deutschland',
  'allemagne',
  'germania',
  'frankreich',
  'francia',
  'italien',
  'italie',
  'italia',
  'österreich',
  'autriche',
  'liechtenstein',
  'spanien',
  'espagne',
  'spagna',
  'niederlande',
  'pays-bas',
  'paesi bassi',
  'belgien',
  'belgique',
  'belgio',
  'grossbritannien',
  'royaume-uni',
  'regno unito',
  'vereinigte staaten',
  'états-unis',
  'stati uniti',
  'usa',
  'uk',
  'schweden',
  'suède',
  'svezia',
  'norwegen',
  'norvège',
  'dänemark',
  'danemark',
  'finnland',
  'finlande',
  'polen',
  'pologne',
  'polonia',
  'tschechien',
  'portugal',
  'griechenland',
  'grèce',
  'grecia',
  'ungarn',
  'hongrie',
  'ungheria',
  'kanada',
  'brasilien',
  'brésil',
  'brasile',
  'australien',
  'australie',
  'türkei',
  'turquie',
  'turchia',
  'russland',
  'russie',
  'japan',
  'japon',
  'giappone',
  'china',
  'chine',
  'cina',
  'indien',
  'inde',
]) {
  countries.add(country);
  places.add(country);
}

/** A first name in compromise's lexicon (lower case). */
export const isLexiconFirstName = (word: string): boolean => firstNames.has(word.toLowerCase());
/** A last name in compromise's lexicon (lower case). */
export const isLexiconLastName = (word: string): boolean => lastNames.has(word.toLowerCase());
/** A country ("switzerland", "united kingdom", "schweiz"). */
export const isCountryName = (words: string): boolean => countries.has(words.toLowerCase().replace(/\s+/g, ' '));
/** A country, region or city that compromise knows. */
export const isKnownPlace = (words: string): boolean => places.has(words.toLowerCase().replace(/\s+/g, ' '));

// Endings of English derived words that names rarely have (not -ing, -ist, -ary: Fleming, Lindqvist, Zachary).
const ENGLISH_SUFFIX =
  /(?:ly|ness|tion|tions|sion|ment|ments|able|ible|ous|ful|less|ity|ities|ism|ics|ship|hood|wards|wise|ized|ised|izes|ises)$/;

/**
 * An English common word (not a name), judged from compromise's lexicon, simple inflections and typical suffixes.
 * Used on capitalised words of English text only.
 */
export function isEnglishWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (englishWords.has(lower)) return true;
  if (lower.length >= 4 && lower.endsWith('s') && englishWords.has(lower.slice(0, -1))) return true;
  if (lower.length >= 5 && lower.endsWith('es') && englishWords.has(lower.slice(0, -2))) return true;
  if (
    lower.length >= 5 &&
    lower.endsWith('ed') &&
    (englishWords.has(lower.slice(0, -2)) || englishWords.has(lower.slice(0, -1)))
  ) {
    return true;
  }
  return (lower.length >= 7 && ENGLISH_SUFFIX.test(lower)) || (lower.length >= 9 && /(?:ary|ing|ings)$/.test(lower));
}
