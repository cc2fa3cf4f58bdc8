import type { TPiiEntityType } from '@grant-review/contract';

/** The languages a pack exists for; `unknown` text is read with every pack. */
export type TPackLanguage = 'en' | 'de' | 'fr' | 'it';

/**
 * The words of one language that recognizers and the context step read. Data only: a recognizer never spells out a
 * word of a language itself, so adding a language is adding a pack. All entries are lower case unless noted.
 */
export interface TLanguagePack {
  language: TPackLanguage;
  /** Titles and forms of address written before a name ("dr", "frau", "signora", "pre"). */
  titles: readonly string[];
  /**
   * Labels, roles and phrases after which a name follows ("kontakt", "ospite", "verbale", "led by"); a colon, a comma
   * or a line break may stand between the cue and the name.
   */
  personCues: readonly string[];
  /** Role words and job titles: they announce a person when a name follows, and are never a name themselves. */
  roleWords: readonly string[];
  /** Lower-case particles inside names ("di", "von", "de", "van", "dos"). */
  particles: readonly string[];
  /** Street type words, as a word of their own or as the end of a compound ("strasse", "via", "rue"). */
  streetTypes: readonly string[];
  /** Labels after which the rest of the line is an address ("adresse:", "indirizzo:"). */
  addressCues: readonly string[];
  /** Labels after which a person's home town or place of birth or origin follows ("heimatort", "lieu d'origine"). */
  originCues: readonly string[];
  /** Adverbs, conjunctions and nouns that open sentences and are never names ("dann", "alors", "quindi"). */
  commonWords: readonly string[];
  /** Month names and their usual abbreviations. */
  months: readonly string[];
  /** Greetings and salutations, which name no one ("sehr geehrte damen und herren", "dear members of"). */
  greetings: readonly string[];
  /** Words that make a capitalised run an institution, a company or a programme ("spital", "stiftung", "fund"). */
  institutionWords: readonly string[];
  /** Endings of compounds that name an institution ("kantonalbank", "kantonsspital", "fachhochschule"). */
  institutionSuffixes: readonly string[];
  /** Endings of compounds that name a job or role ("oberärztin", "abteilungsleiter"): never a name. */
  roleSuffixes: readonly string[];
  /**
   * Public offices ("bundesrat", "conseiller d'état", "premio nobel"): a name right after one is a public figure cited in
   * that role, which a reviewer needs and which is no private person's data. Offices of companies and of small
   * communes are not here: a CEO or a mayor who writes a letter of support is a private person of the application.
   */
  publicOffices: readonly string[];
  /** Words after a surname that make it an eponym, not a person ("correction", "estimator", "test"). */
  eponymCues: readonly string[];
  /** Words near a value that make it more likely to be personal data of that type (Presidio's context words). */
  contextWords: Partial<Record<TPiiEntityType, readonly string[]>>;
}
