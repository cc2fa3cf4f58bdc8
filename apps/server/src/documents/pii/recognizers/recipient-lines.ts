import { createEntity, type TDetectedEntity, type TLanguage } from '../types.js';
import { isDictionaryWord } from '../data/large-lexicon.js';
import { capitalise, classifyToken, NAME_PARTICLES } from './person/name-lexicon.js';

// Quoting or bullet characters that may open a line of a postal block ("> ", "• ", "??? " for a lost bullet).
const LINE_PREFIX = /^[ \t>•·▪◦*?|–-]*/;
const ONLY_LINE_PREFIX = /^[ \t>•·▪◦*?|–-]*$/;
// "Billing address: Anna Muster" — a short label before the name.
const LABEL = /^[\p{L} ]{2,30}:[ \t]*/u;
// Labels that announce an organisation, not a person: "Partner: Kelvion Wärmetechnik".
const ORGANISATION_LABEL =
  /(?:^|[^\p{L}])(?:partner|partners|company|firm|firma|unternehmen|umsetzungspartner|forschungspartner|institution|institute|institut|organisation|organization|employer|arbeitgeber|société|entreprise|partenaire|azienda|società|ditta|hochschule|university|universität|université|università|school|schule|école|scuola|department|abteilung|lab|labor|laboratory|supplier|lieferant|customer|kunde|client|sponsor|funder)[ \t]*:/iu;
const MAX_LINES_ABOVE = 3;

/**
 * A line that holds only a person's name: two to four words, each a listed given name or surname, an initial, a
 * particle, or a capitalised word that is no dictionary word ("Ilvane Okwuosa", "Dr. Anna Muster", "emidio p lombardo").
 * Organisation lines ("Johnson Inc.", "Google Public Data Explorer") and job titles ("Leasing consultant") fail.
 */
function isNameLine(line: string, needsListedName: boolean): boolean {
  const words = line.split(/[ \t]+/).filter(Boolean);
  if (words.length < 2 || words.length > 4) return false;
  const isLowerCase = line === line.toLowerCase();
  let nameWords = 0;
  let listedNames = 0;
  let everydayWords = 0;
  for (const word of words) {
    if (NAME_PARTICLES.has(word)) continue;
    if (!/^[\p{L}\p{M}'’-]+\.?$/u.test(word)) return false;
    if (!isLowerCase && !/^\p{Lu}/u.test(word)) return false;
    const kind = classifyToken(isLowerCase ? capitalise(word) : word);
    if (kind === 'title' || kind === 'initial') continue;
    if (/^\p{L}$/u.test(word)) continue; // "emidio p lombardo": an initial without its dot
    if (kind === 'word' || kind === 'organisation') return false;
    if (kind === 'given' || kind === 'surname') listedNames += 1;
    if (kind !== 'given' && kind !== 'surname' && isDictionaryWord(word)) everydayWords += 1;
    nameWords += 1;
  }
  // "Anna Muster", "Jane Roe": a listed name carries one everyday word; "Public Data Explorer" has none.
  // German, French and Italian nouns are no English words ("Kelvion Wärmetechnik"): there a name needs a listed part.
  if (needsListedName && listedNames === 0) return false;
  return nameWords >= 2 && everydayWords <= Math.min(listedNames, 1);
}

/**
 * Postal blocks open with the recipient: the lines right above a street line (at most three, across one blank
 * line) that hold only a name are a PERSON. Its other occurrences need no search here: the anonymizer masks every
 * occurrence of every detected value.
 */
export function findRecipientLines(
  text: string,
  blockStarts: readonly number[],
  language: TLanguage = 'unknown',
): TDetectedEntity[] {
  const needsListedName = language === 'de' || language === 'fr' || language === 'it';
  const found: TDetectedEntity[] = [];
  for (const blockStart of blockStarts) {
    const lineStart = text.lastIndexOf('\n', blockStart - 1) + 1;
    if (!ONLY_LINE_PREFIX.test(text.slice(lineStart, blockStart))) continue;
    let end = lineStart - 1;
    let blankLines = 0;
    for (let lines = 0; end > 0 && lines < MAX_LINES_ABOVE;) {
      const start = text.lastIndexOf('\n', end - 1) + 1;
      const raw = text.slice(start, end);
      end = start - 1;
      const unprefixed = raw.replace(LINE_PREFIX, '');
      if (ORGANISATION_LABEL.test(LABEL.exec(unprefixed)?.[0] ?? '')) continue;
      let line = unprefixed.replace(LABEL, '').trim();
      if (!line) {
        blankLines += 1;
        if (blankLines > 1) break;
        continue;
      }
      lines += 1;
      if (!isNameLine(line, needsListedName)) continue;
      // "Monsieur Olivier Matthey", "Dr. Anna Muster": the title stays, the name is masked.
      let titleLength = 0;
      for (const word of line.matchAll(/\S+[ \t]+/gu)) {
        if (word.index !== titleLength || classifyToken(word[0].trim()) !== 'title') break;
        titleLength += word[0].length;
      }
      const lineOffset = start + raw.indexOf(line) + titleLength;
      line = line.slice(titleLength);
      if (!found.some((entity) => entity.start === lineOffset)) {
        found.push(
          createEntity(text, 'PERSON', lineOffset, lineOffset + line.length, 0.6, [
            'a line holding only a name, above a postal address',
          ]),
        );
      }
    }
  }
  return found;
}
