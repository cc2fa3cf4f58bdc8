/*
 * Street forms of addresses abroad. Applicants' CVs and letters give addresses outside Switzerland (a previous
 * address in Stockholm, Budapest, Athens, Lisbon, Warsaw…), so the street recognizer reads these forms next to the
 * Swiss ones of the language packs. Each form is declared as data: where its type word stands, the type words, the
 * base score of a match and an example. The street recognizer builds its patterns from this list; a match then
 * takes in the postcode and place that follow it like any other street (see `extendBlock`).
 *
 * US military mail (APO/FPO/PSC) is deliberately absent: no user of this app writes it.
 */

export interface TStreetFormAbroad {
  /** Which countries write the form. */
  countries: string;
  /**
   * Where the type stands:
   *  - `compoundEnding`: the end of a one-word street name before the number ("Storgatan 5", "Keizersgracht 12");
   *  - `wordAfterName`: a separate word between the name and the number ("Kongens gate 5", "Kossuth Lajos utca 12.");
   *  - `wordBeforeName`: a word opening the street, the number after the name ("Calle Mayor 5", "ul. Marszałkowska 10").
   */
  position: 'compoundEnding' | 'wordAfterName' | 'wordBeforeName';
  /** The type words, as written (lower case unless the form is capitalised). */
  types: readonly string[];
  /** The score a match gets. */
  baseScore: number;
  /**
   * House numbers run to four digits: Hungarian ("Váci út 1234.", with a dot) and Czech ones (the conscription number,
   * "Pivovarská 1276"). A number that reads as a year (1900–2099) is still not taken.
   */
  wideHouseNumbers?: boolean;
  /**
   * Type words after which the name may hold lower-case words, as in "Árpád fejedelem útja 9" (a title inside the
   * name). Not "u.": "Kosten pro Jahr u. 12" is German for "and".
   */
  lowerCaseNameTypes?: readonly string[];
  example: string;
}

export const STREET_FORMS_ABROAD: readonly TStreetFormAbroad[] = [
  {
    countries: 'Netherlands, Belgium',
    position: 'compoundEnding',
    types: ['straat', 'gracht', 'laan', 'plein', 'steeg', 'kade', 'singel', 'dijk'],
    baseScore: 0.75,
    example: 'Keizersgracht 12, 1015 CS Amsterdam',
  },
  {
    countries: 'Sweden, Denmark, Norway, Finland, Iceland, Estonia',
    position: 'compoundEnding',
    types: [
      // Swedish
      'gatan',
      'vägen',
      'väg',
      'gränd',
      'torget',
      'stigen',
      'gården',
      // Danish
      'gade',
      'vej',
      'allé',
      'stræde',
      // Norwegian
      'veien',
      'vegen',
      'veg',
      'gata',
      'gate',
      // Finnish
      'katu',
      'tie',
      'kuja',
      'polku',
      'tori',
      // Icelandic
      'vegur',
      'braut',
      'stígur',
      'stræti',
      // Estonian
      'tänav',
      'maantee',
      'puiestee',
    ],
    baseScore: 0.75,
    example: 'Storgatan 5, 114 44 Stockholm',
  },
  {
    // Czech and Slovak street names are often adjectives with no type word: "Pražská 12", "Národní 9". Possessives
    // ("Karlova 3") are left out: "Genova 12" is a city and a number.
    countries: 'Czechia, Slovakia',
    position: 'compoundEnding',
    types: ['ská', 'cká', 'ní', 'ová'],
    baseScore: 0.75,
    wideHouseNumbers: true,
    example: 'Národní 9, 110 00 Praha 1',
  },
  {
    countries: 'Norway, Denmark, Sweden, Finland',
    position: 'wordAfterName',
    types: [
      'gate',
      'gata',
      'gatan',
      'vei',
      'veien',
      'vej',
      'vegen',
      'veg',
      'vägen',
      'väg',
      'allé',
      'plass',
      'plads',
      'torg',
      'torget',
      'terrasse',
      'stræde',
      'stig',
      'bakke',
      'bakken',
      'gränd',
      'kuja',
      'tie',
      'katu',
    ],
    baseScore: 0.75,
    example: 'Kongens gate 5, 0153 Oslo',
  },
  {
    countries: 'Hungary',
    position: 'wordAfterName',
    types: [
      'utca',
      'u.',
      'út',
      'útja',
      'tér',
      'körút',
      'krt.',
      'rakpart',
      'rkp.',
      'köz',
      'sor',
      'fasor',
      'sétány',
      'liget',
    ],
    baseScore: 0.75,
    wideHouseNumbers: true,
    lowerCaseNameTypes: ['utca', 'út', 'útja', 'körút', 'tér', 'rakpart'],
    example: 'Kossuth Lajos u. 12., 1055 Budapest',
  },
  {
    countries: 'Spain, Portugal, Brazil, Catalonia, Poland, Czechia, Croatia, Serbia',
    position: 'wordBeforeName',
    types: [
      'ul.',
      'Ul.',
      'ulica',
      'Ulica',
      // "Al." only: a lower-case "al." is the end of "et al." far more often than a Polish avenue.
      'Al.',
      'Aleja',
      'Rua',
      'Rúa',
      'Calle',
      'C/',
      'Carrer',
      'Avenida',
      'Avinguda',
      'Avda.',
      'Paseo',
      'Passeig',
      'Plaza',
      'Praça',
      'Largo',
      'Travessa',
      'Travesía',
      'Rambla',
      'Camino',
      'Ulice',
      'Bulevar',
    ],
    baseScore: 0.75,
    example: 'Calle Mayor 5, 28013 Madrid',
  },
  {
    // Prague and Bratislava name many streets after a place, with a preposition: "Na Příkopě 12", "Pod Kaštany 3".
    countries: 'Czechia, Slovakia',
    position: 'wordBeforeName',
    types: ['Na', 'Nad', 'Pod'],
    baseScore: 0.75,
    example: 'Na Příkopě 12, 110 00 Praha 1',
  },
  {
    countries: 'Romania, Moldova',
    position: 'wordBeforeName',
    types: ['Str.', 'Strada', 'Calea', 'Bd.', 'Bulevardul', 'Aleea', 'Piața', 'Șos.', 'Șoseaua', 'Intrarea'],
    baseScore: 0.75,
    example: 'Str. Mihai Eminescu 12, 010512 București',
  },
  {
    countries: 'Greece, Cyprus',
    position: 'wordBeforeName',
    types: ['Odos', 'Leoforos', 'Οδός', 'Οδ.', 'Λεωφόρος', 'Λεωφ.', 'Λ.', 'Πλατεία'],
    baseScore: 0.75,
    example: 'Leoforos Vasilissis Sofias 12, 106 74 Athens',
  },
];

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const longestFirst = (words: Iterable<string>): string[] => [...new Set(words)].sort((a, b) => b.length - a.length);

/** The type words after which a street name may hold lower-case words, longest first and escaped. */
export function lowerCaseNameTypesAbroad(): string {
  return longestFirst(STREET_FORMS_ABROAD.flatMap((form) => form.lowerCaseNameTypes ?? []))
    .map(escape)
    .join('|');
}

/** The type words of every form in one position, longest first and escaped for a regular expression. */
export function streetTypesAbroad(
  position: TStreetFormAbroad['position'],
  filter: (form: TStreetFormAbroad) => boolean = () => true,
): string {
  return longestFirst(
    STREET_FORMS_ABROAD.filter((form) => form.position === position && filter(form)).flatMap((form) => form.types),
  )
    .map(escape)
    .join('|');
}
