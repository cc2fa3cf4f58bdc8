/**
 * The report's wording per language: one catalog per language (en.ts holds the ids), with `{placeholders}` filled
 * in by `t` and plural forms (`_one`, `_other`) picked by `count`. The names of the review knowledge (programmes,
 * criteria, expected sections, slot descriptions) are English in the criteria files; the other catalogs translate
 * them by id. Figures are written as each language writes them in Switzerland.
 */
import {
  SLOTS_BY_PROJECT_TYPE,
  type TProjectType,
  type TReportFigure,
  type TReportLanguage,
} from '@grant-review/contract';
import { getFunderCriteria } from '../criteria/index.js';
import { formatChf, formatPercent } from '../numbers.js';
import { DE } from './de.js';
import { EN, type TMessageId } from './en.js';
import { FR } from './fr.js';
import { IT } from './it.js';

export type { TMessageId } from './en.js';

/** The names of the review knowledge, keyed `${projectType}:${id}` (criteria, sections) or by slot id. */
export interface TKnowledgeNames {
  programmes: Readonly<Record<TProjectType, string>>;
  criteria: Readonly<Record<string, string>>;
  sections: Readonly<Record<string, string>>;
  slotDescriptions: Readonly<Record<string, string>>;
}

export interface TCatalog {
  messages: Readonly<Record<TMessageId, string>>;
  names: TKnowledgeNames;
}

/** English names are the criteria files' own. */
function englishNames(): TKnowledgeNames {
  const criteria: Record<string, string> = {};
  const sections: Record<string, string> = {};
  const slotDescriptions: Record<string, string> = {};
  const programmes = {} as Record<TProjectType, string>;
  for (const projectType of Object.keys(SLOTS_BY_PROJECT_TYPE) as TProjectType[]) {
    const funder = getFunderCriteria(projectType);
    programmes[projectType] = funder.programmeName;
    for (const criterion of funder.criteria) criteria[`${projectType}:${criterion.id}`] = criterion.title;
    for (const section of funder.sections) sections[`${projectType}:${section.id}`] = section.title;
    for (const slot of SLOTS_BY_PROJECT_TYPE[projectType]) slotDescriptions[slot.id] = slot.description;
  }
  return { programmes, criteria, sections, slotDescriptions };
}

/** The languages whose catalog is complete; a report is written in one of these. */
export const CATALOGS: Readonly<Partial<Record<TReportLanguage, TCatalog>>> = {
  en: { messages: EN, names: englishNames() },
  de: DE,
  fr: FR,
  it: IT,
};

/** Languages by their English name, for messages to the user. */
export const REPORT_LANGUAGE_NAMES: Readonly<Record<TReportLanguage, string>> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  it: 'Italian',
};

export const isReportLanguageAvailable = (language: TReportLanguage): boolean => CATALOGS[language] !== undefined;

const catalogOf = (language: TReportLanguage): TCatalog => CATALOGS[language] ?? (CATALOGS.en as TCatalog);

export type TMessageValues = Readonly<Record<string, string | number>>;

/** Plural ids without their `_one` / `_other` ending. */
export type TPluralId = { [Id in TMessageId]: Id extends `${infer Base}_one` ? Base : never }[TMessageId];

export const fillPlaceholders = (text: string, values: TMessageValues): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** The placeholders a message expects, sorted: the same in every language. */
export const placeholdersOf = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))].sort();

export interface TMessages {
  language: TReportLanguage;
  /** The locale dates and numbers are written in with `Intl`: the language's Swiss one (English keeps en-GB). */
  locale: string;
  t: (id: TMessageId, values?: TMessageValues) => string;
  /** The `_one` form for a count of 1, else `_other`; `count` is a placeholder too. */
  plural: (id: TPluralId, count: number, values?: TMessageValues) => string;
  chf: (value: number) => string;
  percent: (value: number) => string;
  programme: (projectType: TProjectType) => string;
  criterionTitle: (projectType: TProjectType, criterion: { id: string; title: string }) => string;
  sectionTitle: (projectType: TProjectType, section: { id: string; title: string }) => string;
  slotDescription: (slot: { id: string; description: string }) => string;
  /** A section's title inside a sentence: lower case, except in German where nouns keep their capital. */
  sectionInSentence: (projectType: TProjectType, section: { id: string; title: string }) => string;
}

const LOCALES: Readonly<Record<TReportLanguage, string>> = { en: 'en-GB', de: 'de-CH', fr: 'fr-CH', it: 'it-CH' };

/** CHF amounts and percentages as each language writes them in Switzerland ("CHF 150'000", "CHF 150 000"). */
function numberFormats(language: TReportLanguage): Pick<TMessages, 'chf' | 'percent'> {
  if (language === 'en') return { chf: formatChf, percent: formatPercent };
  const tenths = (value: number) => Math.round(value * 10) / 10;
  if (language === 'fr') {
    const group = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
    return {
      chf: (value) => `CHF ${group(value)}`,
      percent: (value) => `${String(tenths(value)).replace('.', ',')}\u00a0%`,
    };
  }
  return { chf: formatChf, percent: (value) => `${tenths(value)}\u00a0%` };
}

export function createMessages(language: TReportLanguage): TMessages {
  const catalog = catalogOf(language);
  const t = (id: TMessageId, values: TMessageValues = {}) => fillPlaceholders(catalog.messages[id], values);
  const name = (table: Readonly<Record<string, string>>, key: string, fallback: string) => table[key] ?? fallback;
  const sectionTitle = (projectType: TProjectType, section: { id: string; title: string }) =>
    name(catalog.names.sections, `${projectType}:${section.id}`, section.title);
  const catalogLanguage = catalog === CATALOGS[language] ? language : 'en';
  return {
    language: catalogLanguage,
    locale: LOCALES[catalogLanguage],
    t,
    plural: (id, count, values = {}) => t(`${id}_${count === 1 ? 'one' : 'other'}` as TMessageId, { ...values, count }),
    ...numberFormats(language),
    programme: (projectType) => catalog.names.programmes[projectType],
    criterionTitle: (projectType, criterion) =>
      name(catalog.names.criteria, `${projectType}:${criterion.id}`, criterion.title),
    sectionTitle,
    slotDescription: (slot) => name(catalog.names.slotDescriptions, slot.id, slot.description),
    sectionInSentence: (projectType, section) => {
      const title = sectionTitle(projectType, section);
      return language === 'de' ? title : title.toLowerCase();
    },
  };
}

/** A figure's value as the report's language writes it in Switzerland ("CHF 1'000'000", "24 Monate"). */
export function formatFigureValue(figure: Pick<TReportFigure, 'value' | 'unit'>, messages: TMessages): string {
  const value = new Intl.NumberFormat(messages.locale, { maximumFractionDigits: 2 }).format(figure.value);
  switch (figure.unit) {
    case 'CHF':
    case 'EUR':
    case 'USD':
      return `${figure.unit} ${value}`;
    case '%':
      return messages.t('export.percent', { value });
    case 'months':
      return messages.plural('export.months', figure.value, { value });
    case 'FTE':
      return messages.t('export.fte', { value });
    case 'count':
      return value;
  }
}
