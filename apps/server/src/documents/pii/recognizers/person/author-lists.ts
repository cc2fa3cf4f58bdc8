import { isEnglishWord, isKnownPlace } from '../../data/compromise-lexicon.js';
import { evidence, type TPersonEvidence } from './person-evidence.js';

/*
 * Author lists of publications and patents, the way CVs cite them: "Krasniqi, A.; Gisler, B. & Yücel, E. (2023)",
 * "Sivapalan T, Balasingam K, Wróblewska A.", "A. Krishnamurthy, L. Ammann, M. Gautschi.", "Kaur P, De Marchi L,
 * et al.". Two or more surname-and-initials items in a row, joined by commas, semicolons or "and", name people; one
 * alone could be anything ("Bern BE", "Muster AG").
 */

const PARTICLE = String.raw`(?:(?:De|Di|Da|Dal|Dalla|Della|Del|Lo|La|Le|Van|Von|Van der|Von der|Dos|Da|Du|El|Al)[ ])`;
const SURNAME = String.raw`${PARTICLE}?\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}[\p{Ll}\p{M}'’]+)?`;
// "A.", "A.-M.", "J. P.", or, Vancouver style without dots, one or two capitals ("T", "PS").
const DOTTED_INITIALS = String.raw`\p{Lu}\.(?:[ -]?\p{Lu}\.)*`;
const BARE_INITIALS = String.raw`\p{Lu}{1,2}(?![\p{L}\p{M}.])`;
const REVERSED_ITEM = String.raw`(${SURNAME}),?[ ](?:${DOTTED_INITIALS}|${BARE_INITIALS})`;
const FORWARD_ITEM = String.raw`${DOTTED_INITIALS}[ ]?(${SURNAME})`;
const ITEM = String.raw`(?:${REVERSED_ITEM}|${FORWARD_ITEM})`;
const SEPARATOR = String.raw`(?:[ ]?[,;][ ]?(?:and[ ]|&[ ]|und[ ]|et[ ]|e[ ])?|[ ](?:and|&|und|et|e)[ ])`;
const AUTHOR_LIST = new RegExp(String.raw`(?<![\p{L}\p{M}.-])${ITEM}(?:${SEPARATOR}${ITEM})+`, 'gu');
const ONE_ITEM = new RegExp(ITEM, 'gu');

// Two capitals after a Swiss town or a firm are a canton or a legal form, not initials ("Aarau AG", "Muster SA").
const NOT_INITIALS = new Set(
  'AG SA SE KG NV BV AB OY SL UG ZH BE LU UR SZ OW NW GL ZG FR SO BS BL SH AR AI SG GR TG TI VD VS NE GE JU'.split(' '),
);

export interface TAuthorMention {
  start: number;
  end: number;
  evidence: TPersonEvidence[];
}

// The list's shape is the evidence, so only everyday words and well-known places are ruled out: rare words of a large
// dictionary ("Mottier") and small towns ("Oliveira") are surnames too.
function isSurnameLike(surname: string): boolean {
  const last = surname.split(' ').pop() ?? surname;
  return !isKnownPlace(surname) && !isKnownPlace(last) && !isEnglishWord(last);
}

export function findAuthorLists(text: string): TAuthorMention[] {
  const found: TAuthorMention[] = [];
  for (const list of text.matchAll(AUTHOR_LIST)) {
    const items: TAuthorMention[] = [];
    for (const item of list[0].matchAll(ONE_ITEM)) {
      const surname = item[1] ?? item[2] ?? '';
      const initials = item[0].replace(surname, '').replace(/[ ,]/g, '');
      if (!isSurnameLike(surname) || NOT_INITIALS.has(initials)) continue;
      const start = list.index + item.index;
      items.push({ start, end: start + item[0].length, evidence: [evidence('authorList', list[0])] });
    }
    // "Modul A, Modul B", "Variante A und Variante B": one word with letters is a list of things, not of authors.
    const surnames = new Set(items.map((item) => text.slice(item.start, item.end).replace(/[ ,]*\p{Lu}\.?$/u, '')));
    if (items.length >= 2 && surnames.size >= 2) found.push(...items);
  }
  return found;
}
