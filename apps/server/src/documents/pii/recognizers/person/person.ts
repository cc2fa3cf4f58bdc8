import type { TRecognizer } from '../../recognizer.js';
import { createEntity, type TDetectedEntity, type TDetectionContext, type TLanguage } from '../../types.js';
import { guessLanguage } from '../../language.js';
import { findEmails } from '../email.js';
import { findEnglishPeople, type TSpan } from './english-ner.js';
import {
  capitalise,
  classifyToken,
  describeSurname,
  hasForeignLetters,
  isAlsoGivenName,
  isInternationalOnlyGivenName,
  isRoleWord,
  isSurname,
  NAME_PARTICLES,
  type TTokenKind,
} from './name-lexicon.js';
import { isEnglishWord, isKnownPlace } from '../../data/compromise-lexicon.js';
import { isDictionaryWord, isPlaceName, isSwissPlaceName } from '../../data/large-lexicon.js';
import { phrasePattern, wordsOfAllPacks } from '../../language-packs/index.js';
import { isPublicFigure } from '../../data/public-figures.js';
import { evidence, personConfidence, scorePerson, type TPersonEvidence } from './person-evidence.js';
import { findAuthorLists } from './author-lists.js';
import { findInitialsOfPeople } from './initials.js';
import { splitCells, type TCell } from '../table-columns.js';

/*
 * The person recognizer: candidates → named evidence → one scoring table (person-evidence.ts).
 *  1. Candidates: chains of capitalised words (with particles such as "von", "di", "dos" between them), lower-case
 *     lines, lone words in a role, members of a list next to a person.
 *  2. Each word is classified (title, initial, given name, surname from the lists or by its shape, unknown, ordinary
 *     word, organisation) with the language packs' titles, role words and compound endings.
 *  3. Evidence is named: what the words are (given name + surname, surname-first order, initial, particle surname),
 *     where they stand (a title or cue before, a role word right before, a cue after, a line above contact details),
 *     what else the text says (an e-mail address that spells the name, the full name elsewhere, the English NER for
 *     undecided English chains), and what speaks against (an eponym cue or en dash, an institution word, a citation).
 *  4. The scoring table sums the evidence into a confidence and turns it into reasons; 0.5 is reported.
 *  5. Afterwards: surname-only and multi-word surname mentions of people named in full, couples, and, in English text,
 *     lone words judged by the role they play (findPeopleByRole). Greetings, firm names ("Smith, Meier & Partner")
 *     and words the text names as products or companies ("the Aquasense sensor", "Sensirion AG") are never people.
 * A possessive ends a name ("Anna Muster's report"); a lone capital between two name words is an initial.
 */

// Words of a name are separated by one or two spaces; a tab or a wider gap separates the cells of a table
// ("Arberg\tLetters", "Jenny Luzi          Plantahof").
const CHAIN_PATTERN =
  /\p{Lu}[\p{L}\p{M}'’-]*\.?(?:(?<=\.)(?:ra|na|ssa)\b)?(?:[ ]{1,2}(?:(?:von|van|de|der|den|di|da|del|della|du|le|la|dos|das|ten|ter|zu|af|bin|al|el|y|d['’])[ ]{1,2})*\p{Lu}[\p{L}\p{M}'’-]*\.?(?:(?<=\.)(?:ra|na|ssa)\b)?)*/gu;

const TOKEN_PATTERN = /[\p{L}\p{M}'’-]+\.?(?:(?<=\.)(?:ra|na|ssa)\b)?/gu;

// Labels and roles that announce a name (the language packs' cues); matched against the text just before a chain.
const CUE_BEFORE = new RegExp(
  String.raw`(?:^|[^A-Za-zÀ-ÿ])(${[...wordsOfAllPacks('personCues')]
    .sort((a, b) => b.length - a.length)
    .map((cue) => cue.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[ \\t]+'))
    .join('|')})(?:\((?:s|n|e|in|innen|i|e)\))?[ \t]*[:,?-]?[ \t]*(?:\n[ \t]*)?$`,
  // Not a Unicode pattern: the cues are plain Latin text, and a case-insensitive Unicode alternation of this size is
  // several times slower on the many chains of a long document.
  'i',
);
const CUE_AFTER_VERB =
  /^(?:'s|’s)?[ \t]+(?:said|says|lives|lived|was born|wohnt|wohnte|habite|habitait|abita|abitava)\b|^(?:'s|’s)[ \t]+(?:phone|mobile|e-?mail|address|account|card|credit card|birthday|date of birth|wife|husband|partner|mother|father|son|daughter|family|home|house)\b/i;
const CUE_AFTER =
  /^[ \t]*(?:,|\(|–|-)[ \t]*(?:CEO|CTO|CFO|COO|PI|PhD|Ph\.D\.|MSc|M\.Sc\.|MBA|MD|Prof\.?|Dr\.?|founder|co-founder|Gründer(?:in)?|Geschäftsführer(?:in)?|fondat(?:eur|rice|ore)|direct(?:eur|rice)|diret(?:tore|trice)|born|geb\.|geboren|né|née|nato|nata)\b/;

interface TToken {
  text: string;
  start: number;
  end: number;
  kind: TTokenKind;
}

interface TCandidate {
  start: number;
  end: number;
  tokens: TToken[];
}

interface TEmailNames {
  /** "anna muster" → the address that spells it */
  fullNames: Map<string, string>;
  /** "muster" → the address */
  surnames: Map<string, string>;
}

/** Names spelled out by e-mail local parts such as anna.muster@ or anna_muster@. */
function collectEmailNames(text: string): TEmailNames {
  const names: TEmailNames = { fullNames: new Map(), surnames: new Map() };
  if (!text.includes('@')) return names;
  for (const email of findEmails(text)) {
    const parts = email.text.slice(0, email.text.indexOf('@')).toLowerCase().split(/[._-]/);
    if (parts.length < 2 || parts.length > 3 || !parts.every((part) => /^\p{L}{2,}$/u.test(part))) continue;
    names.fullNames.set(parts.join(' '), email.text);
    const surname = parts[parts.length - 1];
    if (surname && surname.length >= 3) names.surnames.set(surname, email.text);
  }
  return names;
}

/** Splits a chain into tokens; a dot after an ordinary word ends a sentence, so the chain ends there. */
function tokenizeChain(text: string, chainStart: number, chain: string): TToken[][] {
  const groups: TToken[][] = [];
  let current: TToken[] = [];
  for (const match of chain.matchAll(TOKEN_PATTERN)) {
    let value = match[0];
    const start = chainStart + match.index;
    // "Anna Muster's report": the possessive ends the name.
    const possessive = /['’]s?$/.exec(value);
    if (possessive && value.length > 3) {
      value = value.slice(0, -possessive[0].length);
      current.push({ text: value, start, end: start + value.length, kind: classifyToken(value) });
      groups.push(current);
      current = [];
      continue;
    }
    const kind = classifyToken(value);
    const isSentenceEnd = value.endsWith('.') && kind !== 'title' && kind !== 'initial';
    if (isSentenceEnd) value = value.slice(0, -1);
    current.push({ text: value, start, end: start + value.length, kind: isSentenceEnd ? classifyToken(value) : kind });
    if (isSentenceEnd) {
      groups.push(current);
      current = [];
    }
  }
  if (current.length) groups.push(current);
  return groups.flatMap(splitBeforeParticleAndGivenName);
}

const isGivenOrInitialKind = (kind: TTokenKind): boolean =>
  kind === 'given' || kind === 'given-ambiguous' || kind === 'initial';

/**
 * "Vorversuche von Tharshika Baumann", "les travaux de Nadia Rochat": a particle opens a surname, never a given name,
 * so a lower-case particle before a listed given name is a preposition that ends the words before it.
 */
function splitBeforeParticleAndGivenName(group: TToken[]): TToken[][] {
  for (let index = 1; index < group.length - 2; index += 1) {
    const particle = group[index];
    const next = group[index + 1];
    const previous = group[index - 1];
    if (!particle || !next || !previous || !/^\p{Ll}+$/u.test(particle.text)) continue;
    if (next.kind !== 'given' || isGivenOrInitialKind(previous.kind)) continue;
    if (!isNameKind(group[index + 2]?.kind ?? 'word')) continue;
    return [group.slice(0, index), ...splitBeforeParticleAndGivenName(group.slice(index + 1))];
  }
  return [group];
}

const isNameKind = (kind: TTokenKind): boolean =>
  kind === 'given' || kind === 'given-ambiguous' || kind === 'surname' || kind === 'unknown' || kind === 'initial';

/**
 * "Thi Mai Nguyen", "Dương Thị Mai": a month that is also a given name ("Mai", "April") is a name word between two
 * name words, or after a word written with another alphabet's letters; elsewhere it stays a month ("3. Mai 2026").
 */
function isMonthInName(group: readonly TToken[], index: number): boolean {
  const token = group[index];
  if (!token || !wordsOfAllPacks('months').has(token.text.toLowerCase())) return false;
  const previous = group[index - 1];
  const next = group[index + 1];
  if (!previous || !isNameKind(previous.kind) || previous.kind === 'initial') return false;
  return (next !== undefined && isNameKind(next.kind) && next.kind !== 'initial') || hasForeignLetters(previous.text);
}

interface TDecision {
  evidence: TPersonEvidence[];
  /** True when only the English NER can decide. */
  isUndecided: boolean;
}

const undecided = (isUndecided: boolean): TDecision => ({ evidence: [], isUndecided });

// Particles that open a surname ("di Giacomo", "von Arx", "dos Santos"); "der", "la", "le" open headings as often.
const SURNAME_PARTICLES = new Set([
  'di',
  'da',
  'dal',
  'dalla',
  'della',
  'del',
  'dos',
  'das',
  'van',
  'von',
  'de',
  "d'",
  'd’',
]);

/** "di Giacomo" when a lower-case surname particle stands between name words, else undefined. */
function findParticleSurname(tokens: readonly TToken[]): string | undefined {
  const index = tokens.findIndex((token, position) => position > 0 && SURNAME_PARTICLES.has(token.text));
  const next = tokens[index + 1];
  if (index < 1 || !next || !/^\p{Lu}/u.test(next.text)) return undefined;
  return `${tokens[index]?.text ?? ''} ${next.text}`;
}

const DOUBLE_NAME = /^\p{Lu}\p{Ll}+-\p{Lu}\p{Ll}+$/u;

/** "surname 'Meier' (list)" or "surname by its shape: 'Petrović' ('-ović')". */
function surnameEvidence(word: string): TPersonEvidence {
  if (word.includes(' ')) return evidence('particleSurname', word);
  const how = describeSurname(word);
  return how && how !== 'list' ? evidence('surnameShape', `'${word}' (${how})`) : evidence('surname', word);
}

/**
 * The evidence the words of a candidate give, by their kinds: a listed given name first, a listed surname after it,
 * an initial, the Swiss surname-first order. Strong context (a title, a cue, an e-mail address that spells the name)
 * is added by the caller and makes any words a name.
 */
function weighWords(tokens: readonly TToken[], emailNames: TEmailNames, isEnglish: boolean): TDecision {
  const names = tokens.filter((token) => !NAME_PARTICLES.has(token.text.toLowerCase()));
  const kinds = names.map((token) => token.kind);
  const [first, ...rest] = kinds;
  const firstName = names[0]?.text ?? '';
  const secondName = names[1]?.text ?? '';
  if (!first) return undecided(false);
  if (names.length === 1) {
    // German capitalises nouns ("Aura", "Flora"): a lone name from the international lists counts in English only.
    if (first === 'given' && (isEnglish || !isInternationalOnlyGivenName(firstName))) {
      return { evidence: [evidence('givenName', firstName)], isUndecided: false };
    }
    const email = emailNames.surnames.get(firstName.toLowerCase());
    if (email) return { evidence: [evidence('emailSpellsSurname', email)], isUndecided: false };
    return undecided(first === 'unknown' || first === 'surname');
  }
  // A run of five or more capitalised words is a heading or a title of a work, not a name.
  if (names.length > 4) return undecided(false);
  // A surname after the given name says more than a second given name ("Ana Filipa Pereira Lopes").
  const knownRest =
    names.slice(1).find((token) => token.kind === 'surname') ?? names.slice(1).find((token) => token.kind === 'given');
  const restEvidence = knownRest
    ? knownRest.kind === 'given'
      ? evidence('givenName', knownRest.text)
      : surnameEvidence(knownRest.text)
    : undefined;
  const particle = findParticleSurname(tokens);
  if (first === 'given') {
    const restOrParticle = restEvidence ?? (particle ? evidence('particleSurname', particle) : undefined);
    return {
      evidence: [evidence('givenName', firstName), restOrParticle ?? evidence('capitalisedAfterGivenName', secondName)],
      isUndecided: false,
    };
  }
  if (first === 'given-ambiguous') {
    const surname = names.slice(1).find((token) => token.kind === 'surname');
    if (surname || particle) {
      return {
        evidence: [
          evidence('givenNameAmbiguous', firstName),
          surname ? surnameEvidence(surname.text) : evidence('particleSurname', particle ?? ''),
        ],
        isUndecided: false,
      };
    }
    return undecided(true);
  }
  if (first === 'initial') {
    return {
      evidence: [evidence('initial', firstName), restEvidence ?? evidence('capitalisedAfterInitial', secondName)],
      isUndecided: false,
    };
  }
  // A middle initial between two name words ("Maria J. Okafor") is a strong sign of a person.
  if (names.length === 3 && kinds[1] === 'initial' && first !== 'word' && rest[1] !== 'word') {
    return { evidence: [evidence('middleInitial', secondName)], isUndecided: false };
  }
  // "Trustee Bond", "Bankruptcy Case": an everyday word before a surname is a heading, not a first name.
  // "Tesfay Andemariam Haile": one known or shaped surname among unknown words that no dictionary holds.
  const isSurnameRest =
    rest.length > 0 &&
    rest.length <= 2 &&
    rest.includes('surname') &&
    names
      .slice(1)
      .every((token) => token.kind === 'surname' || (token.kind === 'unknown' && !isDictionaryWord(token.text)));
  if (first === 'unknown' && isSurnameRest && !isDictionaryWord(firstName)) {
    return {
      evidence: [evidence('nonWordBeforeSurname', firstName), surnameEvidence(secondName)],
      isUndecided: false,
    };
  }
  // "Ayşe Kaya", "Tomás Vidal": a given name of the international lists that a surname list also holds, before a
  // surname or a word no dictionary knows.
  const isNameRest = names
    .slice(1)
    .every((token) => token.kind === 'surname' || (token.kind === 'unknown' && !isDictionaryWord(token.text)));
  if (first === 'surname' && isAlsoGivenName(firstName) && rest.length <= 2 && isNameRest) {
    return { evidence: [evidence('givenName', firstName), surnameEvidence(secondName)], isUndecided: false };
  }
  // Swiss lists put the surname first: "Muster Anna", "Meier Hans".
  // An unknown word must be no dictionary word there: "Empress Yvette", "Projekt Anna" are no surname-first names.
  const isSurnameFirst = first === 'surname' || (first === 'unknown' && !isDictionaryWord(firstName));
  // "Rusconi João Pedro", "Bundi Gion Peider": the surname, then one or two given names.
  const isGivenRest =
    rest.length >= 1 &&
    rest.length <= 2 &&
    rest[0] === 'given' &&
    rest.every((kind) => kind === 'given' || kind === 'given-ambiguous');
  if (isSurnameFirst && isGivenRest) {
    const found = [evidence('givenNameAfterSurname', secondName)];
    if (first === 'surname') found.push(surnameEvidence(firstName));
    // "Imboden-Ruppen Marie-Claire": two capitalised unknown words joined by a hyphen are a double surname.
    else if (DOUBLE_NAME.test(firstName)) found.push(evidence('surnameShape', `'${firstName}' (a double surname)`));
    return { evidence: found, isUndecided: false };
  }
  // "Phạm Minh Tuấn", "Lê Thị Hồng": words written with letters no German, French or Italian word has, beside other
  // name words.
  // Every other word must be a listed name word: German capitalises nouns ("Wein Fetească Neagră"), and a run of
  // known towns ("Łódź Kraków Gdańsk") is a list of places.
  const foreign = names.find((token) => hasForeignLetters(token.text));
  const isForeignName =
    foreign !== undefined &&
    names.every(
      (token) =>
        !isKnownPlace(token.text.toLowerCase()) &&
        (hasForeignLetters(token.text) ||
          token.kind === 'given' ||
          token.kind === 'given-ambiguous' ||
          token.kind === 'surname' ||
          token.kind === 'initial'),
    ) &&
    !isKnownPlace(names.map((token) => token.text).join(' '));
  if (isForeignName) return { evidence: [evidence('foreignLetters', foreign.text)], isUndecided: false };
  return undecided(true);
}

/** Strong context first (an e-mail address, a title, a cue), then what the words themselves say. */
function decide(
  tokens: readonly TToken[],
  context: readonly TPersonEvidence[],
  emailNames: TEmailNames,
  isEnglish: boolean,
): TDecision {
  const names = tokens.filter((token) => !NAME_PARTICLES.has(token.text.toLowerCase()));
  // "R., Dr. Anna Muster": initials alone name nobody that could be told apart.
  if (!names.length || names.every((token) => token.kind === 'initial')) return undecided(false);
  // E-mail addresses drop apostrophes and hyphens ("D'Agostino" → dagostino).
  const spelled = names.map((token) => token.text.toLowerCase().replace(/['’-]/g, ''));
  const joined = spelled.join(' ');
  // "Mattli Corinne" beside corinne.mattli@: lists and e-mail headers put the surname first.
  const reversed = [...spelled].reverse().join(' ');
  const strong = [...context];
  for (const [name, email] of emailNames.fullNames) {
    if (joined.includes(name) || reversed.includes(name)) {
      strong.push(evidence('emailSpellsName', email));
      break;
    }
  }
  const words = weighWords(tokens, emailNames, isEnglish);
  if (!strong.length) return words;
  return { evidence: [...strong, ...words.evidence], isUndecided: false };
}

/** Finds the sentence around `start..end`, bounded so the NER never reads much. */
function findSentenceWindow(text: string, start: number, end: number): TSpan {
  const maxReach = 160;
  let windowStart = start;
  while (windowStart > 0 && start - windowStart < maxReach && !/[.!?\n]/.test(text[windowStart - 1] ?? '')) {
    windowStart -= 1;
  }
  let windowEnd = end;
  while (windowEnd < text.length && windowEnd - end < maxReach && !/[.!?\n]/.test(text[windowEnd] ?? '')) {
    windowEnd += 1;
  }
  return { start: windowStart, end: Math.min(text.length, windowEnd + 1) };
}

interface TPersonMention {
  start: number;
  end: number;
  evidence: TPersonEvidence[];
  /** The surname where it is not the last word ("CADUFF Gian-Reto" → "Caduff"). */
  surname?: string;
}

export function findPeople(text: string, context: TDetectionContext): TDetectedEntity[] {
  const emailNames = collectEmailNames(text);
  const enumerators = findEnumerators(text);
  const mentions: TPersonMention[] = [];
  const lonelyTokens: TToken[] = [];
  const undecided: TCandidate[] = [];

  for (const chainMatch of text.matchAll(CHAIN_PATTERN)) {
    for (const group of tokenizeChain(text, chainMatch.index, chainMatch[0])) {
      evaluateGroup(text, group, emailNames, mentions, lonelyTokens, undecided, context.language, enumerators);
    }
  }

  if (context.language !== 'de' && context.language !== 'fr' && context.language !== 'it' && undecided.length) {
    mentions.push(...confirmWithEnglishNer(text, undecided));
  }

  mentions.push(...findLowercasePeople(text, context.language));
  mentions.push(...findLaterMentions(text, mentions, lonelyTokens));
  if (context.language === 'en' || context.language === 'unknown') {
    mentions.push(...findPeopleByRole(text, lonelyTokens), ...findCoordinatedPeople(text));
  }
  mentions.push(...findListedPeople(text, mentions, lonelyTokens));
  const authors = findAuthorLists(text);
  // "Wróblewska A. Clonal trajectories": in an author list the initial ends the name; no middle initial reads on.
  removeOverlapping(mentions, authors, (mention) => mention.evidence.every((item) => item.kind === 'middleInitial'));
  mentions.push(...authors);
  // Surname-first names ("Gadient, Luca", "CADUFF Gian-Reto") vouch for their parts standing alone later.
  const surnameFirst = [...findSurnameCommaGiven(text), ...findCapitalSurnameFirst(text)];
  mentions.push(...surnameFirst, ...findLaterMentions(text, surnameFirst, lonelyTokens));
  mentions.push(...findLabelledFullNames(text));
  const signOffs = findSignOffs(text);
  mentions.push(...signOffs, ...findLaterSignOffNames(text, signOffs, lonelyTokens));
  const columns = findNameColumns(text, mentions);
  mentions.push(...columns, ...findLaterMentions(text, columns, lonelyTokens));
  mentions.push(...findLaterSurnames(text, mentions));
  mentions.push(...findLaterSingleSurnames(text, mentions));
  joinCouples(text, mentions);
  mentions.push(...findInitialsOfPeople(text, mentions));
  const excluded = [...findFirmNames(text, mentions), ...findGreetings(text)];
  return dropContained(mentions.map((mention) => withHyphenatedInitial(text, mention)))
    .filter((mention) => !excluded.some((span) => mention.start < span.end && span.start < mention.end))
    .map((mention) => {
      const { confidence, reasons } = scorePerson(mention.evidence);
      return createEntity(text, 'PERSON', mention.start, mention.end, confidence, reasons);
    });
}

// The word before the name, with academic qualifiers after it ("dr. med.", "Dr. phil.").
const WORD_BEFORE_TITLE =
  /(?:^|[^\p{L}.])(\p{L}+(?:\.\p{L}+)?\.?)(?:[ \t]+(?:med|phil|sc|nat|iur|oec|vet|dent|techn|h\.[ ]?c)\.)*[ \t]*$/u;

/**
 * A title written in lower case before the name ("signora", "dr. med.", "prof.ssa", "ing."), which the chain of
 * capitalised words does not hold. Titles of three letters or fewer need their dot ("dr.", "ing."), so "5 m Länge"
 * stays a length.
 */
function findTitleBefore(before: string): string | undefined {
  const word = WORD_BEFORE_TITLE.exec(before)?.[1];
  if (!word) return undefined;
  const hasDot = word.endsWith('.');
  const bare = word.toLowerCase().replace(/\./g, '');
  if (!wordsOfAllPacks('titles').has(bare)) return undefined;
  return hasDot || bare.length > 3 ? word : undefined;
}

/** A name found with this much evidence vouches for its surname alone, even a dictionary word ("Baud"). */
const STRONG_PERSON_SCORE = 0.85;

/** A full name needs this much evidence before its parts are masked where they stand alone. */
const REPEATED_NAME_SCORE = 0.65;

/** A candidate needs this much evidence to be reported (the detector's default floor). */
const MIN_PERSON_SCORE = 0.5;

// The header lines of a pasted e-mail ("Von: Mattli Corinne <…>", "À : …", "Cc: …"): only with their colon, at the
// start of a line, since "an", "a", "de" and "to" are everyday words.
const MAIL_HEADER =
  /(?:^|\n)[ \t>]*(von|an|cc|bcc|kopie|from|to|de|à|a|da|expéditeur|destinataire|mittente|destinatario)[ \t]*:[ \t]*(?:[^\n]*[;,][ \t]*)?$/i;

const MAIL_HEADER_LINE =
  /^[ \t>]*(von|an|cc|bcc|kopie|from|to|de|à|a|da|expéditeur|destinataire|mittente|destinatario)[ \t]*:[^\n]*/gim;

// The header lines of the text last read, found once per text: a chain then looks its offset up.
let headerLines: { text: string; lines: { start: number; end: number; label: string }[] } | undefined;

/** The label of the e-mail header line ("À", "Cc") that holds `offset`, if any. */
function findMailHeaderLabel(text: string, offset: number): string | undefined {
  if (headerLines?.text !== text) {
    headerLines = {
      text,
      // The names start after the label's colon.
      lines: [...text.matchAll(MAIL_HEADER_LINE)].map((match) => ({
        start: match.index + match[0].indexOf(':') + 1,
        end: match.index + match[0].length,
        label: match[1] ?? '',
      })),
    };
  }
  return headerLines.lines.find((line) => line.start <= offset && offset < line.end)?.label;
}

/** Title, cue before, cue after and role word: the context that makes any capitalised words a name. */
function findContext(
  before: string,
  after: string,
  leadingTokens: readonly TToken[],
  title: string | undefined,
): TPersonEvidence[] {
  const found: TPersonEvidence[] = [];
  if (title) found.push(evidence('title', title));
  const titleBefore = title ? undefined : findTitleBefore(before);
  if (titleBefore) found.push(evidence('title', titleBefore));
  const cue = CUE_BEFORE.exec(before)?.[1] ?? MAIL_HEADER.exec(before)?.[1];
  if (cue) found.push(evidence('cue', cue));
  const cueAfter = CUE_AFTER.exec(after) ?? CUE_AFTER_VERB.exec(after);
  if (cueAfter) found.push(evidence('cueAfter', cueAfter[0].replace(/^[\s,(–-]+/u, '').trim()));
  const role = findRoleWord(leadingTokens);
  if (role) found.push(evidence('roleWordBefore', role));
  // "Hallo Yannick", "Liebe Ilirjana", "Kontakt Anna Muster": a capitalised cue word opens the chain itself.
  const leadingCue = leadingTokens[leadingTokens.length - 1]?.text;
  if (!cue && leadingCue && wordsOfAllPacks('personCues').has(leadingCue.toLowerCase())) {
    found.push(evidence('cue', leadingCue));
  }
  return found;
}

// A public office just before the name, "alt"/"former" included ("ETH-Präsident", "conseillère d'État"). The office
// may wrap onto the next line ("Consigliere di\nStato"); between it and the name stand only spaces, so a label
// ("Nationalrat: Anna Roth") or a line break ("dem Staatsrat\nPeter Zbinden") keeps the name masked.
const PUBLIC_OFFICE_BEFORE = new RegExp(
  String.raw`${phrasePattern(wordsOfAllPacks('publicOffices'), 'iu', String.raw`\s+`).source}[ \t]+$`,
  'iu',
);

// The word after a name: "Bonferroni correction", "Kaplan–Meier estimates", "Cohen's kappa".
const WORD_AFTER = /^(?:[-–]\p{Lu}[\p{L}\p{M}]+)?(?:['’]s)?[ \t]+(\p{L}[\p{L}\p{M}-]*)/u;
const METHOD_BEFORE = /(?:^|[^\p{L}])(\p{L}+)[ \t]+(?:(?:de|di|du|des|del|della|dello|per|par|con|avec)[ \t]+)?$/u;
// "Collins et al.": an author cited in a reference, not a person of the application.
const CITATION_AFTER = /^,?[ \t]+et[ \t]+al\b/u;
const LETTER = /[\p{L}\p{M}-]/u;

/** The word that ends `before` (followed by spaces only), read backwards: a pattern anchored at the end costs more. */
function lastWord(before: string): string | undefined {
  let end = before.length;
  while (end > 0 && (before[end - 1] === ' ' || before[end - 1] === '\t')) end -= 1;
  if (end === before.length) return undefined;
  let start = end;
  while (start > 0 && LETTER.test(before[start - 1] ?? '')) start -= 1;
  return start < end ? before.slice(start, end) : undefined;
}

/** Eponyms and institution names: what makes a name-shaped run something else. */
function findNegativeContext(before: string, after: string): TPersonEvidence[] {
  const found: TPersonEvidence[] = [];
  // "Kaplan–Meier", "Holm–Bonferroni": names joined by an en dash name a method, not a person.
  if (/\p{Lu}[\p{L}\p{M}]+–$/u.test(before) || /^–\p{Lu}/u.test(after)) found.push(evidence('eponym', 'an en dash'));
  // "Kaplan–Meier estimates": the second name of a pair is read with the word after the pair.
  const next = WORD_AFTER.exec(after)?.[1]?.toLowerCase();
  if (next && wordsOfAllPacks('eponymCues').has(next)) found.push(evidence('eponym', next));
  if (CITATION_AFTER.test(after)) found.push(evidence('citation', 'et al.'));
  // "metodo Monte Carlo", "simulazioni Monte Carlo", "modello di Darcy", "loi de Darcy": French and Italian name the
  // method first.
  const methodBefore = METHOD_BEFORE.exec(before)?.[1]?.toLowerCase();
  if (methodBefore && wordsOfAllPacks('eponymCues').has(methodBefore)) found.push(evidence('eponym', methodBefore));
  // "Monte-Carlo-Simulationen": a German compound of the name and the method.
  const compound = /^-(\p{L}+)/u.exec(after)?.[1]?.toLowerCase();
  if (compound && wordsOfAllPacks('eponymCues').has(compound)) found.push(evidence('eponym', compound));
  const previous = lastWord(before);
  if (previous && wordsOfAllPacks('institutionWords').has(previous.toLowerCase())) {
    found.push(evidence('institutionName', previous));
  }
  return found;
}

function evaluateGroup(
  text: string,
  rawGroup: readonly TToken[],
  emailNames: TEmailNames,
  mentionsOut: TPersonMention[],
  lonelyOut: TToken[],
  undecidedOut: TCandidate[],
  language: TLanguage,
  enumerators: ReadonlySet<number>,
): void {
  // "M." is Monsieur only in French; in German, Italian or English text "M. Keller-Huber" is an initial.
  const isMonsieurLanguage = language === 'fr' || language === 'unknown';
  const group = rawGroup.map((token, index) => {
    if (token.kind === 'initial' && enumerators.has(token.start)) return { ...token, kind: 'word' as const };
    // "Rochat-Favre M.", "L. M. Haddad": a one-letter title ("M." for Monsieur) that ends the chain or follows an
    // initial is an initial.
    const isAfterInitial = rawGroup[index - 1]?.kind === 'initial';
    // "Ph. Eur.", "Ph. Helv.": a pharmacopoeia, not Philipp; an initial is followed by a name, not an abbreviation.
    const next = rawGroup[index + 1];
    if (
      token.kind === 'initial' &&
      token.text.length > 2 &&
      next &&
      next.text.length <= 4 &&
      text.charAt(next.end) === '.'
    ) {
      return { ...token, kind: 'word' as const };
    }
    const isLetterTitle = token.kind === 'title' && /^\p{Lu}\.$/u.test(token.text);
    if (isLetterTitle && (index === rawGroup.length - 1 || isAfterInitial || !isMonsieurLanguage)) {
      return { ...token, kind: 'initial' as const };
    }
    return token;
  });
  evaluateTokens(text, group, emailNames, mentionsOut, lonelyOut, undecidedOut, language === 'en');
}

// "A. Personalkosten", "B. Materiale": letters that number the lines of a list, not initials.
const ENUMERATOR = /^[ \t]*(\p{Lu})\.[ \t]+\S/gmu;

/** Offsets of line-opening letters that number a list (another line opens with the letter before or after it). */
function findEnumerators(text: string): Set<number> {
  const byLetter = new Map<string, number[]>();
  for (const match of text.matchAll(ENUMERATOR)) {
    const letter = match[1] ?? '';
    const offset = match.index + match[0].indexOf(letter);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), offset]);
  }
  const offsets = new Set<number>();
  for (const [letter, starts] of byLetter) {
    const code = letter.charCodeAt(0);
    if (byLetter.has(String.fromCharCode(code - 1)) || byLetter.has(String.fromCharCode(code + 1))) {
      for (const start of starts) offsets.add(start);
    }
  }
  return offsets;
}

// After "Mauron I." in an author list: a comma, "and", a parenthesis or the end of the line.
const AFTER_AUTHOR = /^(?:[ \t]*[,;(&]|[ \t]+(?:and|und|et|e)\b|[ \t]*(?:\n|$))/u;

// "Nom : DOĞAN", "Surname: MEIER": after a label that asks for a surname, capitals are a name, not an acronym.
const SURNAME_LABEL =
  /(?:^|[^\p{L}])(?:nom(?:\(s\))?|nom de famille|nom de naissance|nachname|familienname|geburtsname|name|cognome|cognome di nascita|surname|last name|family name|birth name)(?:[ \t]*:[ \t]*|\t[ \t]*)$/iu;

function readCapitalsAfterNameLabel(text: string, group: readonly TToken[]): readonly TToken[] {
  const [only] = group;
  if (group.length !== 1 || !only || only.text.length < 3 || !isAllCapsToken(only)) return group;
  if (!SURNAME_LABEL.test(text.slice(Math.max(0, only.start - 60), only.start))) return group;
  const kind = classifyToken(only.text.charAt(0) + only.text.slice(1).toLowerCase());
  return [{ ...only, kind: kind === 'word' || kind === 'organisation' ? 'unknown' : kind }];
}

const ROLE_AFTER = /^[ \t]*,[ \t]*(\p{L}[\p{L}\p{M}-]+)/u;

function evaluateTokens(
  text: string,
  rawGroup: readonly TToken[],
  emailNames: TEmailNames,
  mentions: TPersonMention[],
  lonelyTokens: TToken[],
  undecided: TCandidate[],
  isEnglish: boolean,
): void {
  const capitals = reclassifyAllCaps(readCapitalsAfterNameLabel(text, rawGroup));
  const group = mergeCapitalisedParticles(
    reclassifyBareInitials(isEnglish ? reclassifyEnglishWords(capitals) : capitals),
  );
  let index = 0;
  while (index < group.length) {
    // Leading titles and ordinary words ("Contact", "Projektleiterin", "Prof. Dr.") are not part of the name.
    const segmentStart = index;
    let title: string | undefined;
    while (index < group.length) {
      const kind = group[index]?.kind;
      if (kind === 'title') title = group[index]?.text;
      else if (kind !== 'word' && kind !== 'organisation') break;
      index += 1;
    }
    const nameStart = index;
    while (index < group.length) {
      const token = group[index];
      if (!token) break;
      // "de la Fuente", "van der Berg": a particle may follow another one before the surname.
      const next = group[index + 1];
      const isParticle =
        NAME_PARTICLES.has(token.text) &&
        (isNameKind(next?.kind ?? 'word') ||
          (NAME_PARTICLES.has(next?.text ?? '') && isNameKind(group[index + 2]?.kind ?? 'word')));
      if (!isParticle && !isNameKind(token.kind) && !isMonthInName(group, index)) break;
      index += 1;
    }
    if (index === segmentStart) index += 1;
    // "Paul Scherrer Institut", "Max Planck Institute", "Muster AG": an organisation named after a person.
    if (group[index]?.kind === 'organisation') continue;
    let tokens = group.slice(nameStart, index);
    while (tokens.length && NAME_PARTICLES.has(tokens[tokens.length - 1]?.text.toLowerCase() ?? '')) {
      tokens = tokens.slice(0, -1);
    }
    const firstToken = tokens[0];
    const lastToken = tokens[tokens.length - 1];
    if (!firstToken || !lastToken) continue;
    const before = text.slice(Math.max(0, firstToken.start - 48), firstToken.start);
    const after = text.slice(lastToken.end, lastToken.end + 32);
    if (!title && isAddressShaped(before, after)) continue;
    // "Bundesrat Guy Parmelin", "la consigliera di Stato …", "Nobel laureate …": a public figure cited in that role.
    // The office may end inside the capitalised run ("Consigliere di Stato Christian Vitta").
    const isAfterOffice = tokens
      .slice(0, 2)
      .some((token) => PUBLIC_OFFICE_BEFORE.test(text.slice(Math.max(0, token.start - 48), token.start)));
    if (isAfterOffice) continue;
    const context = findContext(before, after, group.slice(segmentStart, nameStart), title);
    // "Ladina Mischol-Könz, Gemeindepräsidentin", "Selam Tekle, ingénieure": two name words, then a comma and a role.
    const isNameWords = tokens.every(
      (token) =>
        !isRoleWord(token.text) &&
        !wordsOfAllPacks('roleSuffixes').has(token.text.toLowerCase()) &&
        !isKnownPlace(token.text.toLowerCase()),
    );
    const hasListedNameWord = tokens.some(
      (token) => token.kind === 'given' || token.kind === 'surname' || hasForeignLetters(token.text),
    );
    if (!context.length && tokens.length >= 2 && isNameWords && hasListedNameWord) {
      const role = ROLE_AFTER.exec(after)?.[1];
      if (role && isRoleWord(role)) context.push(evidence('cueAfter', role));
    }
    // "À : Yohannes Tesfamariam <…>; D'Agostino Laurent <…>": a header line lists several people.
    if (!context.length) {
      const header = findMailHeaderLabel(text, firstToken.start);
      if (header) context.push(evidence('cue', header));
    }
    // "CLARA", "HEIDI", "ADA" alone in running text name a product or a system; a person in capitals comes with the
    // rest of the name ("ANNA MUSTER") or after a title or label.
    if (!context.length && tokens.length === 1 && isAllCapsToken(firstToken) && firstToken.text.length >= 3) continue;
    // "Projekt Emma", "projet Mathilde", "the HELIX platform": a word after a product noun is the product's name.
    if (!context.length && PRODUCT_HEAD_BEFORE.test(before)) continue;
    // "Sri Lanka", "Costa Rica", "San Marino": a country or city that the lexicon knows, unless a title or cue names it.
    if (!context.length && tokens.length >= 2 && isKnownPlace(tokens.map((token) => token.text).join(' '))) continue;
    // A federal councillor named without a title, cue or role ("as Albert Rösti said"); a namesake addressed as
    // "Herr", listed as the applicant or given a role stays masked.
    if (!context.length && isPublicFigure(tokens.map((token) => token.text).join(' '))) continue;
    const decision = decide(tokens, context, emailNames, isEnglish);
    const against = findNegativeContext(before, after);
    // "flew to Castelo Branco": after a place preposition, surnames without a given name or a cue name a place.
    const isPlaceLike =
      !context.length &&
      !decision.evidence.some((item) => item.kind === 'givenName') &&
      isPlaceContext(tokens, before, after);
    if (isPlaceLike) continue;
    const weighed = [...decision.evidence, ...against];
    if (personConfidence(weighed) >= MIN_PERSON_SCORE) {
      mentions.push({ start: firstToken.start, end: lastToken.end, evidence: weighed });
      continue;
    }
    // An eponym or an institution's name is settled: neither the English NER nor a later pass may take it.
    if (against.length) continue;
    // "Rochat-Favre M., Mauron I. (2021)": surname then initial, as author lists write names.
    const [surnameToken, initialToken] = tokens;
    if (
      tokens.length === 2 &&
      surnameToken &&
      initialToken?.kind === 'initial' &&
      (surnameToken.kind === 'surname' || (surnameToken.kind === 'unknown' && !isDictionaryWord(surnameToken.text))) &&
      AFTER_AUTHOR.test(after)
    ) {
      const name = `${surnameToken.text} ${initialToken.text}`;
      mentions.push({ start: firstToken.start, end: lastToken.end, evidence: [evidence('initialAfterSurname', name)] });
      continue;
    }
    if (decision.isUndecided && isEnglish && looksLikeForeignName(tokens) && !isPlaceContext(tokens, before, after)) {
      const words = tokens.map((token) => token.text).join(' ');
      mentions.push({ start: firstToken.start, end: lastToken.end, evidence: [evidence('foreignNameShape', words)] });
      continue;
    }
    if (tokens.length === 1) lonelyTokens.push(firstToken);
    if (decision.isUndecided) undecided.push({ start: firstToken.start, end: lastToken.end, tokens });
  }
}

const PRODUCT_HEAD_BEFORE =
  /(?:^|[^\p{L}])(?:projekt|projet|progetto|project|programm|programme|programma|program|plattform|plateforme|piattaforma|platform|produkt|produit|prodotto|product|prototyp|prototype|prototipo|software|app|tool|system|système|sistema|modell|modèle|modello|model|algorithmus|algorithme|algoritmo|algorithm|sensor|capteur|sensore)[ \t]+(?:[«"“„'‘][ \t]?)?$/iu;

/** Removes from `mentions` those that overlap one of `others` and satisfy `isWeaker`. */
function removeOverlapping(
  mentions: TPersonMention[],
  others: readonly TPersonMention[],
  isWeaker: (mention: TPersonMention) => boolean,
): void {
  for (let index = mentions.length - 1; index >= 0; index -= 1) {
    const mention = mentions[index];
    if (!mention || !isWeaker(mention)) continue;
    if (others.some((other) => other.start < mention.end && mention.start < other.end)) mentions.splice(index, 1);
  }
}

// "Beat und Vreni Gerber-Lüthi", "Hans and Anna Muster": a given name joined to a full name shares its surname.
const COUPLE_JOINER = /^[ \t]+(?:und|and|et|e|&)[ \t]+$/u;

/** Extends a lone given name to the full name it is joined to, so the couple is masked as one. */
function joinCouples(text: string, mentions: TPersonMention[]): void {
  const byStart = new Map(mentions.map((mention) => [mention.start, mention]));
  const absorbed = new Set<TPersonMention>();
  for (const mention of mentions) {
    const value = text.slice(mention.start, mention.end);
    if (absorbed.has(mention) || /\s/.test(value) || !mention.evidence.some((item) => item.kind === 'givenName'))
      continue;
    // "GHEBREMICHAEL Senait und …": a given name that ends a longer name is no partner's first name.
    if (mentions.some((other) => other !== mention && other.start < mention.start && mention.end <= other.end))
      continue;
    const gap = /^[ \t]+(?:und|and|et|e|&)[ \t]+/u.exec(text.slice(mention.end, mention.end + 8))?.[0];
    const partner = gap && COUPLE_JOINER.test(gap) ? byStart.get(mention.end + gap.length) : undefined;
    if (!partner || !/\s/.test(text.slice(partner.start, partner.end))) continue;
    mention.end = partner.end;
    mention.evidence = [...mention.evidence, ...partner.evidence];
    absorbed.add(partner);
  }
  const kept = mentions.filter((mention) => !absorbed.has(mention));
  mentions.splice(0, mentions.length, ...kept);
}

/** "M.-C. Imboden", "J.-B. Nguyen": the first initial of a hyphenated pair belongs to the name that starts after it. */
function withHyphenatedInitial(text: string, mention: TPersonMention): TPersonMention {
  if (!/^\p{Lu}\./u.test(text.slice(mention.start, mention.start + 2))) return mention;
  const before = /\p{Lu}\.-$/u.exec(text.slice(Math.max(0, mention.start - 3), mention.start));
  return before ? { ...mention, start: mention.start - 3 } : mention;
}

/** Mentions inside a longer one ("Torre" inside "Della Torre") add nothing. */
function dropContained(mentions: readonly TPersonMention[]): TPersonMention[] {
  const sorted = [...mentions].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: TPersonMention[] = [];
  let reach = -1;
  for (const mention of sorted) {
    if (mention.end <= reach) continue;
    kept.push(mention);
    reach = mention.end;
  }
  return kept;
}

let greetingPattern: RegExp | undefined;

/** Greetings and closing formulas of every language pack, up to the end of their line ("Dear Members of the Board,"). */
function findGreetings(text: string): TSpan[] {
  // Latin letters only and not a Unicode pattern: a case-insensitive Unicode alternation costs far more on long text.
  greetingPattern ??= new RegExp(
    phrasePattern(wordsOfAllPacks('greetings'))
      .source.replace('(?<![\\p{L}\\p{N}])', '(?<![A-Za-zÀ-ÿ0-9])')
      .replace('(?![\\p{L}\\p{N}])', '(?![A-Za-zÀ-ÿ0-9])'),
    'gi',
  );
  const spans: TSpan[] = [];
  for (const match of text.matchAll(greetingPattern)) {
    const rest = /^[^\n,;:!]{0,60}/u.exec(text.slice(match.index + match[0].length))?.[0] ?? '';
    spans.push({ start: match.index, end: match.index + match[0].length + rest.length });
  }
  return spans;
}

// "CADUFF Gian-Reto", "D'ALESSANDRO Pier Luigi", "NUNES BRUNNER Tiago": the surname in capitals, then the given
// names, as French and Swiss lists and forms write them.
const CAPITAL_SURNAME_FIRST =
  /(?<![\p{L}\p{M}'’-])((?:\p{Lu}['’])?\p{Lu}[\p{Lu}\p{M}'’-]*\p{Lu}(?:[ ](?:\p{Lu}['’])?\p{Lu}[\p{Lu}\p{M}'’-]*\p{Lu})?)[ ]{1,2}(\p{Lu}\p{Ll}[\p{L}\p{M}'’-]*(?:[ ]\p{Lu}\p{Ll}[\p{L}\p{M}'’-]*)?)(?![\p{L}\p{M}'’-])/gu;

const titleCase = (word: string): string =>
  word
    .toLowerCase()
    .replace(/(^|[-'’ ])(\p{L})/gu, (_, separator: string, letter: string) => separator + letter.toUpperCase());

function findCapitalSurnameFirst(text: string): TPersonMention[] {
  const found: TPersonMention[] = [];
  for (const match of text.matchAll(CAPITAL_SURNAME_FIRST)) {
    const surname = match[1] ?? '';
    const givenNames = match[2] ?? '';
    if (surname.replace(/[^\p{L}]/gu, '').length < 4) continue;
    const surnameWords = titleCase(surname).split(/[ -]/);
    if (surnameWords.some((word) => ['organisation', 'title'].includes(classifyToken(word)))) continue;
    if (isKnownPlace(titleCase(surname)) || isKnownPlace(givenNames) || isPlaceName(givenNames)) continue;
    const givenKinds = givenNames.split(' ').map((word) => classifyToken(word));
    const hasGivenName = givenKinds.some((kind) => kind === 'given' || kind === 'given-ambiguous');
    const isNameShaped =
      surnameWords.some((word) => classifyToken(word) === 'surname') &&
      givenKinds.every((kind) => kind === 'unknown') &&
      !givenNames.split(' ').some((word) => isDictionaryWord(word));
    if (!hasGivenName && !isNameShaped) continue;
    found.push({
      start: match.index,
      end: match.index + match[0].length,
      evidence: [evidence('capitalSurnameFirst', `${surname} ${givenNames}`)],
      surname: titleCase(surname),
    });
  }
  return found;
}

// "Okafor, Chinwe", "Lo Bianco, Gaetano", "Sivapalan, Tharmini": surname, comma, listed given name, and then the end
// of the cell, line or list item — the order of forms, headers and staff lists.
const SURNAME_COMMA_GIVEN = new RegExp(
  String.raw`(?<![\p{L}\p{M}'’-])((?:(?:De|Di|Da|Dal|Della|Del|Lo|La|Van|Von|Dos|Du|El|Al)[ ])?\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}[\p{Ll}\p{M}'’]+)?(?:[ ]\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}[\p{Ll}\p{M}'’]+)?)?),[ ]?(\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}[\p{Ll}\p{M}'’]+)?)(?=[ \t]*(?:[;<(\t\n]|$|[ ]{2}))`,
  'gu',
);

const SURNAME_PARTICLE_WORD = /^(?:De|Di|Da|Dal|Della|Del|Lo|La|Van|Von|Dos|Du|El|Al)$/u;

/** A single surname, a surname after a capitalised particle, or two surnames without a hyphen ("Rossi Ferrini"). */
function isCommaSurname(words: readonly string[]): boolean {
  const isSurnameWord = (word: string): boolean => {
    const kind = classifyToken(word);
    return kind === 'surname' || (kind === 'unknown' && !isDictionaryWord(word));
  };
  const last = words[words.length - 1] ?? '';
  if (isPlaceName(last)) return false;
  if (words.length === 1) return isSurnameWord(last);
  if (SURNAME_PARTICLE_WORD.test(words[0] ?? '')) return true;
  return words.length === 2 && words.every(isSurnameWord);
}

function findSurnameCommaGiven(text: string): TPersonMention[] {
  const found: TPersonMention[] = [];
  for (const match of text.matchAll(SURNAME_COMMA_GIVEN)) {
    let surname = match[1] ?? '';
    const given = match[2] ?? '';
    if (classifyToken(given) !== 'given') continue;
    let words = surname.split(' ');
    // "Frau Meier, Anna": when the two words are no double surname, the last one alone may be.
    if (!isCommaSurname(words) && words.length === 2 && !SURNAME_PARTICLE_WORD.test(words[0] ?? '')) {
      words = words.slice(1);
      surname = words[0] ?? '';
    }
    if (!isCommaSurname(words)) continue;
    const start = match.index + match[0].indexOf(surname);
    found.push({
      start,
      end: match.index + match[0].length,
      evidence: [evidence('surnameCommaGivenName', `${surname}, ${given}`)],
    });
  }
  return found;
}

const NAME_WORD_EVIDENCE = new Set<TPersonEvidence['kind']>([
  'givenName',
  'particleSurname',
  'middleInitial',
  'emailSpellsName',
  'initial',
]);
const CAPITALISED_NEIGHBOUR_BEFORE = /\p{Lu}[\p{L}\p{M}'’-]*[ ]$/u;
const CAPITALISED_NEIGHBOUR_AFTER = /^[ ]\p{Lu}/u;
const LEGAL_FORM_AFTER = /^[ \t]+(?:AG|SA|GmbH|Sàrl|Sagl|SAGL|KG|Ltd|Inc|SE|Srl|S\.A\.|&)(?![\p{L}])/u;

/**
 * A surname alone, later, of a person named in full with strong evidence ("Prof. Luc-Olivier Mottaz … Mottaz ouvre la
 * séance", "Marina Lo Russo … LO RUSSO ha fondato"), or named once after a title ("Prof. Wenger … mit Wenger
 * abstimmen"): as written or in capitals, where no other capitalised word stands beside it.
 */
function findLaterSingleSurnames(text: string, mentions: readonly TPersonMention[]): TPersonMention[] {
  const forms = new Map<string, string>();
  for (const mention of mentions) {
    if (personConfidence(mention.evidence) < STRONG_PERSON_SCORE) continue;
    const full = text.slice(mention.start, mention.end);
    const words = full.split(/\s+/);
    if (mention.surname) {
      forms.set(mention.surname, full);
      forms.set(mention.surname.toUpperCase(), full);
      continue;
    }
    const last = words[words.length - 1] ?? '';
    if (last.length < 4 || last.endsWith('.') || !/^\p{Lu}\p{Ll}/u.test(last)) continue;
    // A dictionary word ("King", "Imperium") is a person's surname only beside the name: alone it is the word.
    const kind = classifyToken(last);
    if (kind !== 'surname' && (kind !== 'unknown' || isDictionaryWord(last))) continue;
    // The full name must read as one by its words (a listed given name, a particle or a middle initial); a lone word
    // after a title or cue vouches for itself only when it is a listed surname ("Prof. Wenger").
    const isNamedByWords = mention.evidence.some((item) => NAME_WORD_EVIDENCE.has(item.kind));
    if (words.length >= 2 ? !isNamedByWords : kind !== 'surname') continue;
    forms.set(last, full);
    forms.set(last.toUpperCase(), full);
    // "Lo Russo" → "LO RUSSO"
    if (words.length >= 3) forms.set(words.slice(-2).join(' ').toUpperCase(), full);
  }
  if (!forms.size) return [];
  const alternatives = [...forms.keys()]
    .sort((a, b) => b.length - a.length)
    .map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?<![\\p{L}\\p{M}'’-])(?:${alternatives.join('|')})(?![\\p{L}\\p{M}'’-])`, 'gu');
  const found: TPersonMention[] = [];
  for (const match of text.matchAll(pattern)) {
    const end = match.index + match[0].length;
    if (mentions.some((mention) => mention.start <= match.index && end <= mention.end)) continue;
    // "Hefti AG" is the firm, not Mr Hefti; "the Tevinter Imperium" is a name of its own: the surname stands alone.
    if (LEGAL_FORM_AFTER.test(text.slice(end, end + 12))) continue;
    if (CAPITALISED_NEIGHBOUR_BEFORE.test(text.slice(Math.max(0, match.index - 24), match.index))) continue;
    if (CAPITALISED_NEIGHBOUR_AFTER.test(text.slice(end, end + 24))) continue;
    found.push({ start: match.index, end, evidence: [evidence('repeatedFullName', forms.get(match[0]) ?? match[0])] });
  }
  return found;
}

const NOT_NAME_KINDS = new Set<TTokenKind>(['word', 'title', 'organisation']);

/**
 * Surname-only later mentions of several words ("di Giacomo", "Dalla Costa", "Pereira Lopes", "van der Berg"): the
 * words after the given name of a full name found with evidence, wherever they stand alone in the text; and the full
 * name itself where it stands again without evidence of its own (in an address block far from the list that named it).
 */
function findLaterSurnames(text: string, mentions: readonly TPersonMention[]): TPersonMention[] {
  const forms = new Map<string, string>();
  for (const mention of mentions) {
    if (personConfidence(mention.evidence) < REPEATED_NAME_SCORE) continue;
    const full = text.slice(mention.start, mention.end);
    const words = full.split(/\s+/);
    // "Ana Filipa Pereira Lopes" → the full name again, "Filipa Pereira Lopes", "Pereira Lopes". The full name only
    // when all its words are name words: "King Alistair" or "Dust Town" found once are not repeated everywhere.
    const isAllNameWords = words.every((word) => {
      const kind = classifyToken(word);
      return !NOT_NAME_KINDS.has(kind) && (kind !== 'unknown' || !isDictionaryWord(word));
    });
    for (let from = isAllNameWords ? 0 : 1; from <= words.length - 2; from += 1) {
      const surname = words.slice(from).join(' ');
      if (surname.length >= 5 && !/\.$/.test(surname)) forms.set(surname, full);
    }
  }
  if (!forms.size) return [];
  const alternatives = [...forms.keys()]
    .sort((a, b) => b.length - a.length)
    .map((form) =>
      form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/^\p{Ll}/u, (first) => `[${first}${first.toUpperCase()}]`),
    );
  const pattern = new RegExp(`(?<![\\p{L}\\p{M}'’-])(?:${alternatives.join('|')})(?![\\p{L}\\p{M}'’-])`, 'gu');
  const found: TPersonMention[] = [];
  for (const match of text.matchAll(pattern)) {
    const end = match.index + match[0].length;
    if (mentions.some((mention) => mention.start <= match.index && end <= mention.end)) continue;
    // "Paul Berger Stiftung", "Rosa Winter Weizen": a name inside a longer capitalised run names something else.
    if (CAPITALISED_NEIGHBOUR_AFTER.test(text.slice(end, end + 24))) continue;
    const full = forms.get(match[0]) ?? forms.get(match[0].charAt(0).toLowerCase() + match[0].slice(1)) ?? match[0];
    found.push({
      start: match.index,
      end: match.index + match[0].length,
      evidence: [evidence('repeatedFullName', full)],
    });
  }
  return found;
}

// "Jones, Mitchell and Williams", "Smith, Meier & Partner": three bare surnames in a row (no given name, no
// title) are how law firms, agencies and bands are named. People listed by surname alone come after a cue
// ("founders: Okafor, Lindqvist and Brandt"), which keeps them people.
const FIRM_LIST =
  /\p{Lu}[\p{L}\p{M}'’-]+,[ \t]+\p{Lu}[\p{L}\p{M}'’-]+,?[ \t]+(?:and|&|und|et|e|y)[ \t]+\p{Lu}[\p{L}\p{M}'’-]+(?![ \t]+\p{Lu}[\p{L}\p{M}]*[ \t]*(?:[,.;:!?]|$))/gmu;
// "Smith-Walters", "Mayo-Walters": two surnames joined by a hyphen without a given name name a firm, unless the text
// names a person with that double surname in full ("Corina Casanova-Bundi … Casanova-Bundi will circulate") or puts a
// title before it ("il prof. Pedrazzini-Foglia").
const FIRM_HYPHEN = /(?<![\p{L}\p{M}'’-][ \t]?)\p{Lu}\p{Ll}+-\p{Lu}\p{Ll}+(?![\p{L}\p{M}'’-])/gu;

/** Double surnames ("Casanova-Bundi") of people named in full with good evidence. */
function collectDoubleSurnames(text: string, mentions: readonly TPersonMention[]): Set<string> {
  const surnames = new Set<string>();
  for (const mention of mentions) {
    const words = text.slice(mention.start, mention.end).split(/[\s,]+/u);
    if (words.length < 2 || personConfidence(mention.evidence) < REPEATED_NAME_SCORE) continue;
    for (const word of words) if (word.includes('-')) surnames.add(titleCase(word));
  }
  return surnames;
}

// "Hürlimann & Söhne Metallbau AG", "Rezzonico & Moretti", "Harwood & Finch Prototyping Ltd": names joined by an
// ampersand, with the capitalised words after them, name a firm or a practice. "Zgraggen Wassertechnik AG", "Mulino
// Bassi SA": up to three capitalised words before a legal form. Both are found from the ampersand or the legal form
// backwards: a pattern that starts at every capital letter costs far more on a long text.
const AMPERSAND = /[ ]?&[ ]?(?=\p{Lu})/gu;
const LEGAL_FORM = /[ ](?:AG|SA|GmbH|Sàrl|Sagl|KG|Ltd|Inc|SpA|Srl|S\.A\.|S\.p\.A\.|Co\.)(?![\p{L}\p{M}])/gu;
const WORDS_BEFORE = /(?<![\p{L}\p{M}'’-])(?:\p{Lu}[\p{L}\p{M}'’-]+[ ]){0,2}\p{Lu}[\p{L}\p{M}'’-]+$/u;
const WORDS_AFTER = /^\p{Lu}[\p{L}\p{M}'’-]+(?:[ ]\p{Lu}[\p{L}\p{M}'’.-]*){0,3}/u;

const isGivenNameWord = (word: string): boolean => {
  const kind = classifyToken(word);
  return kind === 'given' || kind === 'title';
};

/** The words of `words` after the last given name or title: "Fabienne Zgraggen Wassertechnik" → from "Zgraggen". */
function firmWordsStart(words: readonly string[]): number {
  let start = 0;
  words.forEach((word, index) => {
    if (isGivenNameWord(word)) start = index + 1;
  });
  return start;
}

/** The start of the firm words that end at `end` (after any given name), or undefined when there are none. */
function firmStartBefore(text: string, end: number): number | undefined {
  const before = WORDS_BEFORE.exec(text.slice(Math.max(0, end - 80), end));
  if (!before) return undefined;
  const words = before[0].split(' ');
  const from = firmWordsStart(words);
  if (from >= words.length) return undefined;
  return end - words.slice(from).join(' ').length;
}

/** Firms named after people: names joined by '&', and capitalised words before a legal form. */
function findFirmsAfterPeople(text: string): TSpan[] {
  const firms: TSpan[] = [];
  for (const match of text.matchAll(AMPERSAND)) {
    const after = WORDS_AFTER.exec(text.slice(match.index + match[0].length, match.index + match[0].length + 80));
    const left = WORDS_BEFORE.exec(text.slice(Math.max(0, match.index - 80), match.index))?.[0];
    if (!after || !left) continue;
    // "Beat & Vreni Gerber", "Anna & Marco": given names joined by '&' are a couple, not a firm.
    if (isGivenNameWord(left.split(' ').pop() ?? '') || isGivenNameWord(after[0].split(' ')[0] ?? '')) continue;
    const start = firmStartBefore(text, match.index) ?? match.index;
    firms.push({ start, end: match.index + match[0].length + after[0].length });
  }
  for (const match of text.matchAll(LEGAL_FORM)) {
    const start = firmStartBefore(text, match.index);
    if (start !== undefined) firms.push({ start, end: match.index + match[0].length });
  }
  return firms;
}

function findFirmNames(text: string, mentions: readonly TPersonMention[]): TSpan[] {
  const firms: TSpan[] = findFirmsAfterPeople(text);
  const doubleSurnames = collectDoubleSurnames(text, mentions);
  for (const match of text.matchAll(FIRM_LIST)) {
    const parts = match[0].split(/,?[ \t]+(?:and|&|und|et|e|y)[ \t]+|,[ \t]+/u);
    const isFirmPart = (part: string): boolean =>
      isSurname(part) || classifyToken(part) === 'surname' || classifyToken(part) === 'unknown';
    if (!parts.every(isFirmPart)) continue;
    if (CUE_BEFORE.test(text.slice(Math.max(0, match.index - 48), match.index))) continue;
    firms.push({ start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(FIRM_HYPHEN)) {
    const [left = '', right = ''] = match[0].split('-');
    if (classifyToken(left) !== 'surname' || classifyToken(right) !== 'surname') continue;
    const before = text.slice(Math.max(0, match.index - 48), match.index);
    if (CUE_BEFORE.test(before) || /\p{Lu}[\p{L}.]*[ \t]+$/u.test(before)) continue;
    if (doubleSurnames.has(match[0]) || findTitleBefore(before)) continue;
    const afterFirm = text.slice(match.index + match[0].length, match.index + match[0].length + 32);
    // "Rochat-Favre M.": a double surname with an initial is a person in an author list.
    if (CUE_AFTER.test(afterFirm) || /^[ ]\p{Lu}\./u.test(afterFirm)) continue;
    firms.push({ start: match.index, end: match.index + match[0].length });
  }
  return firms;
}

// A lower-case line: a given name, an optional initial, then a surname or a word that is not English.
const UPPER_CASE = /\p{Lu}/u;
const LOWER_CASE = /\p{Ll}/u;

/** Lines with a lower-case letter and no capital, with their offsets (a plain loop: a regex over lines backtracks). */
function* lowercaseLines(text: string): Generator<{ value: string; index: number }> {
  let index = 0;
  while (index <= text.length) {
    const end = text.indexOf('\n', index);
    const lineEnd = end === -1 ? text.length : end;
    const value = text.slice(index, lineEnd);
    if (!UPPER_CASE.test(value) && LOWER_CASE.test(value)) yield { value, index };
    if (end === -1) break;
    index = end + 1;
  }
}
const LOWERCASE_NAME =
  /(?<![\p{L}\p{M}@.'’-])(\p{Ll}[\p{Ll}\p{M}'’-]+)(?=((?:[ \t]+\p{Ll}\.?)?[ \t]+)(\p{Ll}[\p{Ll}\p{M}'’-]+)(?![\p{L}\p{M}@'’-]|\.\p{L}))/gu;

/**
 * Chat messages and forms are sometimes typed all in lower case ("please call eva kleist"). On a line without any
 * capital letter, a given name from the lists (not an everyday word) followed by a listed surname (in English text
 * also any non-English word) is a person. Never single words: "mark", "grant" or "rose" alone stay words.
 */
function findLowercasePeople(text: string, language: TLanguage): TPersonMention[] {
  const isEnglish = language === 'en';
  const found: TPersonMention[] = [];
  for (const line of lowercaseLines(text)) {
    for (const match of line.value.matchAll(LOWERCASE_NAME)) {
      const given = match[1] ?? '';
      const surname = match[3] ?? '';
      if (classifyToken(capitalise(given)) !== 'given' || isEnglishWord(given)) continue;
      const surnameKind = classifyToken(capitalise(surname));
      // Outside English an unknown lower-case word is more likely a verb or noun ("anna geht") than a surname.
      if (surnameKind !== 'surname' && surnameKind !== 'given' && (surnameKind !== 'unknown' || !isEnglish)) continue;
      if (isEnglishWord(surname) || isKnownPlace(surname)) continue;
      const start = line.index + match.index;
      found.push({
        start,
        end: start + given.length + (match[2] ?? '').length + surname.length,
        evidence: [evidence('lowercaseName', given)],
      });
    }
    // The cues and list words are English ("call me", "and"), so these rules only need a text that is not
    // recognisably German, French or Italian. Cheap tests first: most lower-case lines are plain prose.
    if (!isEnglish && language !== 'unknown') continue;
    const hasList = line.value.includes(',') && /[ \t](?:and|or|&)[ \t]/.test(line.value);
    const hasCue = line.value.includes(':') || LOWERCASE_CUE_WORD.test(line.value);
    if (!hasList && !hasCue) continue;
    // Only this line's mentions can overlap the new ones.
    const onLine = found.filter((mention) => mention.start >= line.index);
    for (const mention of [
      ...(hasList ? findLowercaseListedPeople(line.value, line.index) : []),
      ...(hasCue ? findLowercaseCuedPeople(line.value, line.index) : []),
    ]) {
      if (!onLine.some((other) => other.start < mention.end && mention.start < other.end)) found.push(mention);
    }
  }
  return found;
}

// "they had 6: silvana, adam, christopher, kristina, chad and caleb."
// A match never starts inside a list (right after a comma), and lists are bounded: no quadratic rescans.
const LOWERCASE_LIST =
  /(?<![\p{L}\p{M}'’-])(?<!,[ \t]*)\p{Ll}[\p{Ll}\p{M}'’-]+(?:,[ \t]*\p{Ll}[\p{Ll}\p{M}'’-]+){1,30}(?:,?[ \t]+(?:and|&|or)[ \t]+\p{Ll}[\p{Ll}\p{M}'’-]+)(?![\p{L}\p{M}'’-])/gu;

/** A lower-case list of three or more single words, most of them listed given names: every word is a person. */
function findLowercaseListedPeople(line: string, offset: number): TPersonMention[] {
  const found: TPersonMention[] = [];
  for (const match of line.matchAll(LOWERCASE_LIST)) {
    const words = [...match[0].matchAll(/\p{Ll}[\p{Ll}\p{M}'’-]+/gu)].filter(
      (word) => !['and', 'or'].includes(word[0]),
    );
    if (words.length < 3) continue;
    const names = words.filter((word) => {
      const kind = classifyToken(capitalise(word[0]));
      return kind === 'given' || kind === 'given-ambiguous';
    });
    if (names.length * 2 < words.length + 1) continue;
    if (words.some((word) => classifyToken(capitalise(word[0])) === 'word')) continue;
    for (const word of words) {
      const start = offset + match.index + word.index;
      found.push({ start, end: start + word[0].length, evidence: [evidence('lowercaseCue', 'a list of given names')] });
    }
  }
  return found;
}

// "my name is vitoria", "call me višeslav", "mr. elliott", "her maiden name is nyberg", "tracy: who are you?"
const LOWERCASE_CUED =
  /(?:(?<![\p{L}])(?:my name is|name is|call(?:s|ed)? me|mr\.?|mrs\.?|ms\.?|dr\.?|gender of|named (?:him|her)|my (?:kid|son|daughter|wife|husband))[ \t]+|^[ \t>•*-]*)(\p{Ll}[\p{Ll}\p{M}'’-]{2,})(?=([ \t]*:(?!\/))?)/gu;

const LOWERCASE_CUE_WORD = /name is|call|mrs?\b|ms\b|dr\b|gender of|named|my (?:kid|son|daughter|wife|husband)/;

/** In a lower-case line, a word right after a strong cue, or opening the line as a speaker, is a person. */
function findLowercaseCuedPeople(line: string, offset: number): TPersonMention[] {
  const found: TPersonMention[] = [];
  for (const match of line.matchAll(LOWERCASE_CUED)) {
    const word = match[1] ?? '';
    const isSpeaker = match[0].length === word.length + (/^[ \t>•*-]*/.exec(match[0])?.[0].length ?? 0);
    if (isSpeaker && !match[2]) continue;
    const token = { text: capitalise(word), start: 0, end: 0, kind: classifyToken(capitalise(word)) };
    // A speaker label must be a listed given name: "kubernetes: orchestration" is a bullet of a list.
    const isName = isSpeaker
      ? token.kind === 'given' || token.kind === 'given-ambiguous'
      : isNameShapedWord(token) || isListedName(token);
    if (!isName || isEnglishWord(word)) continue;
    const start = offset + match.index + match[0].length - word.length;
    found.push({
      start,
      end: start + word.length,
      evidence: [
        evidence('lowercaseCue', match[0].slice(0, match[0].length - word.length).trim() || 'a speaker label'),
      ],
    });
  }
  return found;
}

/**
 * Streets are often named after people: "159 Eleftheriou Venizelou str", "on Joaquin Suarez 2906", "Isaac Lodge
 * Street". A chain right after a house number, or between "on/at/in" and a house number, or before a street word,
 * is a street name (the address detector reports it), not a person.
 */
// One space: a run of spaces or a tab after a number is a table's column break ("2     Rahel Tesfaye   Doktorandin").
const AFTER_HOUSE_NUMBER = /(?:^|[^\d.)'’])(?!(?:19|20)\d\d[ ]$)\d{1,5}[a-z]?[ ]$/;
const BEFORE_HOUSE_NUMBER = /^[ \t]+\d{1,5}[a-z]?(?![\d,:/%-]|\.\d)(?![ \t]*(?:%|years?|jahre|ans|anni|y\/o|[a-z]))/i;
const STREET_PREPOSITION = /(?:^|[^\p{L}])(?:on|at|in|auf|an|der|la|sur|via|in der|an der)[ \t]+$/iu;
const BEFORE_STREET_WORD =
  /^(?:[ \t]+\p{Lu}[\p{L}\p{M}]+)?[ \t]+(?:Street|St\.?|Road|Rd\.?|Avenue|Ave\.?|Lane|Drive|Boulevard|Way|Court|Square|Crescent|Terrace|Place|Strasse|Straße|Gasse|Weg)\b/u;

function isAddressShaped(before: string, after: string): boolean {
  if (AFTER_HOUSE_NUMBER.test(before)) return true;
  if (BEFORE_STREET_WORD.test(after)) return true;
  return BEFORE_HOUSE_NUMBER.test(after) && STREET_PREPOSITION.test(before);
}

// "in Porto Alegre", "flew to Reguengos de Monsaraz": after these words two unknown capitalised words are a place.
const PLACE_PREPOSITION =
  /(?:^|[^\p{L}])(?:in|at|from|to|near|into|via|across|towards?|around|outside|inside|visit|visited|visiting|of)[ \t]+$/iu;

// Where a preposition surely leads to a place: "in", "at", "near", or "to" after a verb of travel.
const LOCATIVE_PREPOSITION =
  /(?:^|[^\p{L}])(?:in|at|near|into|via|across|towards?|around|outside|inside|visit|visited|visiting|(?:flew|fly|flies|moved?|moves|went|go|goes|travel(?:l)?ed|travels?|drove|drive|came|come|comes|returned|return|relocated|sent|send|ship(?:ped)?|welcome|way|road|trip|flight|train|bus) to)[ \t]+$/iu;

/**
 * Before two unknown capitalised words, a place preposition ("from", "to", "of") usually means a place ("flew to
 * Castelo Branco"). It does not when a possessive follows ("from Edi Živković's Cautionary Tales"), or when the
 * preposition is not locative ("to", "by", "under") and neither word is a town or city GeoNames knows.
 */
function isPlaceContext(tokens: readonly TToken[], before: string, after: string): boolean {
  if (!PLACE_PREPOSITION.test(before) && !/(?:^|[^\p{L}])under[ \t]+$/iu.test(before)) return false;
  if (/^['’]s\b/.test(after)) return false;
  if (LOCATIVE_PREPOSITION.test(before) || /(?:^|[^\p{L}])from[ \t]+$/iu.test(before)) return true;
  const words = tokens.map((token) => token.text);
  return isPlaceName(words.join(' ')) || words.some((word) => isPlaceName(word));
}

/**
 * English text writes ordinary words in lower case, so two or three capitalised words in a row that are neither
 * English words nor known places, organisations or lexicon words are very likely a (foreign) name: "Krisztián
 * Szöllösy", "Weronika Martinsen". Only used for English text; German capitalises every noun.
 */
function looksLikeForeignName(tokens: readonly TToken[]): boolean {
  const names = tokens.filter((token) => !NAME_PARTICLES.has(token.text.toLowerCase()));
  if (names.length < 2 || names.length > 3) return false;
  if (!names.every((token) => token.kind === 'unknown' || token.kind === 'surname' || token.kind === 'initial'))
    return false;
  if (names.filter((token) => token.kind !== 'initial').length < 2) return false;
  const words = names.map((token) => token.text);
  if (isKnownPlace(words.join(' '))) return false;
  if (words.some((word) => word.length < 2 || isEnglishWord(word) || isKnownPlace(word) || word === word.toUpperCase()))
    return false;
  // "Trace Trees", "Loop Speedup": headings of English words that compromise's lexicon does not list. A listed
  // surname may be a word too ("Brown"); at most one such word per name.
  const everydayWords = names.filter((token) => token.kind !== 'initial' && isDictionaryWord(token.text));
  return everydayWords.length === 0 || (everydayWords.length === 1 && everydayWords[0]?.kind === 'surname');
}

/** In English text a capitalised English word ("Secretly", "Personal") is a heading or title word, not a name. */
function reclassifyEnglishWords(group: readonly TToken[]): readonly TToken[] {
  return group.map((token) =>
    token.kind === 'unknown' && isEnglishWord(token.text) ? { ...token, kind: 'word' as const } : token,
  );
}

// Particles that Italian, French, Iberian, Dutch and Arabic surnames write with a capital ("Lo Russo", "De Marchi",
// "Dal Molin", "Della Santa", "Van Dijk", "El Amrani"), or in capitals in a heading ("DAL MOLIN").
const CAPITALISED_PARTICLES = new Set([
  'de',
  'di',
  'da',
  'dal',
  'dalla',
  'dalle',
  'della',
  'delle',
  'del',
  'dei',
  'degli',
  'lo',
  'la',
  'li',
  'le',
  'van',
  'von',
  'dos',
  'do',
  'du',
  'el',
  'al',
  'ben',
  'bin',
  'abu',
]);

const GIVEN_OR_INITIAL = new Set<TTokenKind>(['given', 'given-ambiguous', 'initial']);

/**
 * "Ludovica De Marchi", "Dal Pozzo Ilaria", "De Marchi L": a capitalised particle and the word after it are one
 * surname when a given name or an initial stands right before or right after them. Without one ("La Chaux-de-Fonds",
 * "Le Mouret", "Del Monte") they stay what they were.
 */
function mergeCapitalisedParticles(group: readonly TToken[]): readonly TToken[] {
  if (!group.some((token) => CAPITALISED_PARTICLES.has(token.text.toLowerCase()))) return group;
  const merged: TToken[] = [];
  for (let index = 0; index < group.length; index += 1) {
    const token = group[index];
    const next = group[index + 1];
    if (!token) continue;
    const isParticle =
      CAPITALISED_PARTICLES.has(token.text.toLowerCase()) &&
      /^\p{Lu}/u.test(token.text) &&
      next !== undefined &&
      /^\p{Lu}[\p{L}\p{M}'’-]+$/u.test(next.text) &&
      !CAPITALISED_PARTICLES.has(next.text.toLowerCase()) &&
      next.kind !== 'title' &&
      next.kind !== 'organisation' &&
      !PRODUCT_HEAD_BEFORE.test(`${next.text} `);
    const previous = merged[merged.length - 1];
    const isBesideAName =
      (previous !== undefined &&
        (GIVEN_OR_INITIAL.has(previous.kind) || (previous.kind === 'unknown' && !isDictionaryWord(previous.text)))) ||
      GIVEN_OR_INITIAL.has(group[index + 2]?.kind ?? 'word');
    if (isParticle && next && isBesideAName) {
      merged.push({ text: `${token.text} ${next.text}`, start: token.start, end: next.end, kind: 'surname' });
      index += 1;
    } else {
      merged.push(token);
    }
  }
  return merged;
}

/** "Mijail C Adomo": a lone capital letter between two name words is a middle initial written without a dot. */
function reclassifyBareInitials(group: readonly TToken[]): readonly TToken[] {
  return group.map((token, index) => {
    if (!/^\p{Lu}$/u.test(token.text)) return token;
    const previous = group[index - 1];
    const next = group[index + 1];
    if (!previous || !next || !isNameKind(previous.kind) || !isNameKind(next.kind)) return token;
    return { ...token, kind: 'initial' as const };
  });
}

const LIST_ITEM_END = /^(?![ ]\p{Lu})/u;

/**
 * Members of a list next to a person found with evidence are people too: "founders: Kónya, Becker and Vasquez",
 * "They had three: Gaetane, Hannah and Anthony". Single capitalised words only; repeated until nothing changes.
 */
function findListedPeople(
  text: string,
  mentions: readonly TPersonMention[],
  lonelyTokens: readonly TToken[],
): TPersonMention[] {
  const found: TPersonMention[] = [];
  const starts = new Set<number>();
  const ends = new Set<number>();
  const names = new Map<number, string>();
  for (const mention of mentions) {
    if (personConfidence(mention.evidence) < 0.6) continue;
    starts.add(mention.start);
    ends.add(mention.end);
    names.set(mention.start, text.slice(mention.start, mention.end));
    names.set(mention.end, text.slice(mention.start, mention.end));
  }
  if (!starts.size) return found;
  const GAP_AFTER = /^(?:,[ \t]*|,?[ \t]+(?:and|&|or|und|et|e|y)[ \t]+)/;
  const GAP_BEFORE = /(?:,[ \t]*|,?[ \t]+(?:and|&|or|und|et|e|y)[ \t]+)$/;
  // "Dragon", "Empire", "Chantry" next to a name are words of a list, not people; a listed name or an unknown word is.
  let remaining = lonelyTokens.filter(
    (token) =>
      token.kind === 'surname' ||
      token.kind === 'given-ambiguous' ||
      // "Hanspeter Wyss, Gemüseproduzent, Kerzers": a town that no name list holds is a place in the list.
      (token.kind === 'unknown' && !isDictionaryWord(token.text) && !isSwissPlaceName(token.text)),
  );
  let changed = true;
  while (changed && remaining.length) {
    changed = false;
    const next: TToken[] = [];
    for (const token of remaining) {
      // "Hinterdorf 17": a word before a house number is a street, not a member of the list.
      if (/^[ \t]+\d/.test(text.slice(token.end, token.end + 3))) {
        next.push(token);
        continue;
      }
      const after = GAP_AFTER.exec(text.slice(token.end, token.end + 6));
      const before = GAP_BEFORE.exec(text.slice(Math.max(0, token.start - 6), token.start));
      // After a person, a member of the list is not followed by another capitalised word: "Okafor, Lindqvist and
      // Brandt.", but not "Ph. Zgraggen, Zahlungslauf KW 8", where a noun opens the next clause.
      const endsItem = LIST_ITEM_END.test(text.slice(token.end, token.end + 6));
      const isListed =
        (after !== null && starts.has(token.end + after[0].length)) ||
        (before !== null && ends.has(token.start - before[0].length) && endsItem);
      if (!isListed) {
        next.push(token);
        continue;
      }
      const isBeforeAPerson = after !== null && starts.has(token.end + after[0].length);
      const neighbour = isBeforeAPerson
        ? names.get(token.end + (after?.[0].length ?? 0))
        : names.get(token.start - (before?.[0].length ?? 0));
      found.push({ start: token.start, end: token.end, evidence: [evidence('listedWithPerson', neighbour ?? '')] });
      names.set(token.start, token.text);
      names.set(token.end, token.text);
      starts.add(token.start);
      ends.add(token.end);
      changed = true;
    }
    remaining = next;
  }
  return found;
}

const isAllCapsToken = (token: TToken): boolean =>
  /\p{Lu}/u.test(token.text) && token.text === token.text.toUpperCase();

/** "ANNA MUSTER" in a signature block reads like "Anna Muster"; acronyms ("ETH") stay ordinary words. */
function reclassifyAllCaps(group: readonly TToken[]): readonly TToken[] {
  if (group.length < 2 || !group.every(isAllCapsToken)) return group;
  const reclassified = group.map((token) => {
    const titleCase = token.text.charAt(0) + token.text.slice(1).toLowerCase();
    return { ...token, kind: classifyToken(titleCase) };
  });
  // Headings are written in capitals too ("ISTRUZIONE E FORMAZIONE", "N. AVS"): a name in capitals needs a listed name.
  const hasListedName = reclassified.some((token) => token.kind === 'given' || token.kind === 'surname');
  return hasListedName ? reclassified : group.map((token) => ({ ...token, kind: 'word' as const }));
}

// Role words inside the chain itself ("CEO Anna Muster", "Projektleiterin Anna Muster") act as cues.
function findRoleWord(leadingTokens: readonly TToken[]): string | undefined {
  // Only right before the name: in "Leiter der Abteilung Futtermittel" the role belongs to the department.
  const last = leadingTokens[leadingTokens.length - 1];
  return last && wordsOfAllPacks('roleWords').has(last.text.toLowerCase()) ? last.text : undefined;
}

// compromise reads 30–100 KB/s; it may read at most this share of a long text, so detection stays above
// ~1 MB/s. Short texts (chat messages, the benchmark) always get the minimum. The role rules
// (findPeopleByRole) decide most lone names without it.
const NER_BUDGET_SHARE = 0.0025;
const NER_BUDGET_MINIMUM = 5_000;

function confirmWithEnglishNer(text: string, candidates: readonly TCandidate[]): TPersonMention[] {
  const confirmed: TPersonMention[] = [];
  const peopleByWindow = new Map<number, TSpan[]>();
  let budget = Math.max(NER_BUDGET_MINIMUM, text.length * NER_BUDGET_SHARE);
  for (const candidate of candidates) {
    // compromise rarely calls a lone unknown word a person, but "Frank" or "May" it would: skip ambiguous names.
    if (candidate.tokens.length === 1 && candidate.tokens[0]?.kind === 'given-ambiguous') continue;
    // "(But Secretly Love)", "TRUSTEE BOND", "Bankruptcy Case": a title-cased run of English words is no name.
    // A word the name lists know ("Dale", "White") may still be part of a name.
    const isPlainWord = (token: TToken): boolean =>
      isEnglishWord(token.text) ||
      (isDictionaryWord(token.text) && (token.kind === 'unknown' || isAllCapsToken(token)));
    if (candidate.tokens.every(isPlainWord)) continue;
    if (PLACE_PREPOSITION.test(text.slice(Math.max(0, candidate.start - 24), candidate.start))) continue;
    const window = findSentenceWindow(text, candidate.start, candidate.end);
    let people = peopleByWindow.get(window.start);
    if (!people) {
      // A mixed-language document: German or French sentences would only feed the English model noise.
      if (budget <= 0 || ['de', 'fr', 'it'].includes(guessLanguage(text.slice(window.start, window.end)))) continue;
      budget -= window.end - window.start;
      people = findEnglishPeople(text, window.start, window.end);
      peopleByWindow.set(window.start, people);
    }
    const isPerson = people.some((person) => person.start < candidate.end && candidate.start < person.end);
    if (isPerson) confirmed.push({ start: candidate.start, end: candidate.end, evidence: [evidence('englishNer')] });
  }
  return confirmed;
}

// What a lone capitalised word does in an English sentence that only people do: own something, speak in a
// transcript, act as the subject of a verb, or be addressed.
// A possessive marks a person only before what people have: family, works, personal data ("Brzezicki's book",
// "Ilvane's kid"); "Helvexa's platform" or "Logitech's partners" are a company's.
const ROLE_AFTER_POSSESSIVE =
  /^['’]s[ \t]+(?:(?:own|first|last|new|latest|late|old|younger|older|eldest|youngest|best|famous|debut)[ \t]+)?(?:kids?|child|children|son|sons|daughters?|wife|husband|mother|father|mom|mum|dad|parents|brother|sister|siblings|family|grandmother|grandfather|aunt|uncle|cousin|nephew|niece|friend|friends|boyfriend|girlfriend|partner|fiancée?|song|songs|novel|novels|book|books|poem|poems|album|albums|verses|lyrics|paintings?|films?|movie|biography|memoir|death|birth|birthday|life|career|name|address|phone|email|e-mail|account|card|house|home|car|room|office|bag|dog|cat|voice|face|hair|eyes|health|illness|funeral|wedding|grave|diary|letter|letters|signature|passport|salary|pension)\b/i;
// "Tanvir: Good morning." opens a line of a transcript; "Contact: +41…" or "Name: Anna" is a form label.
const ROLE_AFTER_SPEAKER =
  /^[ \t]*:[ \t]*(?=["“'‘]|(?!(?:A|An|The|We|Our|This|These|Its|It|Their|They|For|From|How|Why|Towards?)\b)\p{Lu}\p{Ll}*[ \t]+\p{Ll})/u;
// A transcript has several speakers: one "Word: sentence" line alone is a heading ("Oviana: Remote monitoring").
const SPEAKER_LINE = /^[ \t>•*-]*\p{L}[\p{L}\p{M}'’-]*[ \t]*:[ \t]*\S/gmu;
const ROLE_AFTER_VERB =
  /^[ \t]+(?:is|was|had|just|said|says|told|asked|began|begins|spent|shouted|wrote|writes|lives|lived|went|came|gave|got|took|wants|wanted|thinks|thought|knows|knew|likes|liked|loves|loved|feels|felt|smiled|laughed|cried|died|married|grew up)\b/;
// "Aquasense is a water sensor", "Innosuisse is the agency", "Swisscom was founded in": what defines a thing.
const THING_AFTER =
  /^[ \t]+(?:is|was|has|had|are|were)[ \t]+(?:(?:a|an|the|one|our|its|their|based|headquartered|located|used|founded|designed|developed|built|available|open|part|known|made)\b|(?:CHF|EUR|USD|Fr\.|\$|€|£|\d))/;
const ROLE_AFTER_VOCATIVE = /^,[ \t]+(?:can|could|would|will|please|i|you|we|do|did|are|is|what|where|when|why|how)\b/i;
const ROLE_BEFORE_VOCATIVE_END = /(?:,|\bme)[ \t]*$/;
const ROLE_AFTER_VOCATIVE_END = /^[ \t]*[!?]/;
// Strong cues: what comes before names a person whatever the word ("named him Frank", "my kid Florence").
const ROLE_BEFORE =
  /(?:^|[^\p{L}])(?:named (?:him|her)|call(?:s|ed)? (?:me|him|her)|my (?:kid|child|son|daughter|wife|husband|brother|sister|friend|boss)|gender of|between (?:him|her) and|with (?:ms|mr|mrs)\.?)[ \t]+$/iu;
// "had given Alma his address", "told Vide her plan".
const ROLE_BEFORE_OBJECT = /(?:^|[^\p{L}])(?:given|gave|told|tell|asked|ask|sent|send|showed|show|met|meet)[ \t]+$/iu;
const ROLE_AFTER_OBJECT = /^[ \t]+(?:his|her|their|my|our|your)\b/;
const LINE_START = /(?:^|\n)[ \t>•*-]*$/;
const SENTENCE_START = /(?:^|[.!?]["”’]?\s+|\n[ \t>•*-]*)$/;

/** A lone capitalised word that is neither an everyday word nor a place and reads like a name. */
function isNameShapedWord(token: TToken): boolean {
  const word = token.text;
  if (token.kind !== 'unknown' && token.kind !== 'surname' && token.kind !== 'given') return false;
  if (word.length < 3 || !/^\p{Lu}\p{Ll}/u.test(word) || /['’]/.test(word)) return false;
  // "WholePrices", "PyTorch": an inner capital after a lower-case letter marks a brand (not "McDowell", "DeLuca").
  if (/\p{Ll}\p{Lu}/u.test(word) && !/^(?:Mc|Mac|De|Di|Da|La|Le|Van|Von)\p{Lu}\p{Ll}+$/u.test(word)) return false;
  if (token.kind === 'given') return true;
  return !isEnglishWord(word) && !isDictionaryWord(word) && !isKnownPlace(word) && !isPlaceName(word);
}

/** With a strong cue even a name that is also a word counts ("Frank", "Destiny"), but never a function word. */
const isListedName = (token: TToken): boolean =>
  (token.kind === 'given' || token.kind === 'given-ambiguous' || token.kind === 'surname') && token.text.length >= 3;

/**
 * English only: lone words in a role only people take. Name-shaped words need any role ("Okwuosa is", "Brzezicki's
 * song"); names that are also words ("Frank", "Destiny") need a strong one ("named him Frank", "Destiny:" opening
 * a line of a transcript, "See you tomorrow, Destiny!").
 */
function findPeopleByRole(text: string, lonelyTokens: readonly TToken[]): TPersonMention[] {
  const found: TPersonMention[] = [];
  let things: ReadonlySet<string> | undefined;
  let isTranscript: boolean | undefined;
  // A long document repeats its names: judge each word once.
  const shapes = new Map<string, boolean>();
  for (const token of lonelyTokens) {
    const key = `${token.kind} ${token.text}`;
    let isShaped = shapes.get(key);
    if (isShaped === undefined) {
      isShaped = isNameShapedWord(token);
      shapes.set(key, isShaped);
    }
    if (!isShaped && !isListedName(token)) continue;
    things ??= collectThingNames(text);
    if (things.has(token.text)) continue;
    const before = text.slice(Math.max(0, token.start - 32), token.start);
    const after = text.slice(token.end, token.end + 24);
    const isSpeaker = LINE_START.test(before) && ROLE_AFTER_SPEAKER.test(after) && !CUE_BEFORE.test(`${token.text}:`);
    if (isSpeaker) isTranscript ??= [...text.matchAll(SPEAKER_LINE)].length >= 2;
    const hasStrongRole =
      (isSpeaker && isTranscript === true) ||
      (ROLE_BEFORE_VOCATIVE_END.test(before) && ROLE_AFTER_VOCATIVE_END.test(after)) ||
      ROLE_BEFORE.test(before) ||
      (ROLE_BEFORE_OBJECT.test(before) && ROLE_AFTER_OBJECT.test(after));
    const hasRole =
      hasStrongRole ||
      ROLE_AFTER_POSSESSIVE.test(after) ||
      (ROLE_AFTER_VERB.test(after) && !THING_AFTER.test(after) && !PLACE_PREPOSITION.test(before)) ||
      (SENTENCE_START.test(before) && ROLE_AFTER_VOCATIVE.test(after));
    if (hasStrongRole || (isShaped && hasRole)) {
      const role = (after.split('\n')[0] ?? '').trim().split(/\s+/).slice(0, 2).join(' ');
      found.push({
        start: token.start,
        end: token.end,
        evidence: [evidence('roleInSentence', `${token.text} ${role}`.trim())],
      });
    }
  }
  return found;
}

// "the Aquasense sensor", "at Swisscom", "using Kubernetes", "Sensirion AG": in one place of the text the word names
// a product, a company or a place, so it names no person elsewhere in it.
const THING_BEFORE =
  /\b(?:[Tt]he|[Aa]n?|[Oo]ur|[Tt]heir|[Ii]ts|[Tt]his|[Tt]hese|[Tt]hose|[Uu]sing|[Uu]ses?|[Uu]sed|[Aa]t|[Ii]n|[Ii]nclud(?:e|es|ed|ing)|such as|[Pp]artners?|[Cc]ompany|[Ff]irm|[Ss]tartup|[Ss]tart-up|[Pp]latform|[Pp]roduct|[Ss]oftware|[Tt]ool|[Bb]rand|[Cc]ustomers?|[Cc]lients?|[Ss]uppliers?|[Cc]ompetitors?)[ \t]+(\p{Lu}[\p{L}\p{M}'’-]+(?:(?:,[ \t]*|,?[ \t]+(?:and|or|&)[ \t]+)\p{Lu}[\p{L}\p{M}'’-]+){0,6})/gu;
// "Climeworks was founded in 2009", "Aquasense is a sensor": defined as a thing once, a thing everywhere.
const THING_DEFINITION =
  /[ \t](?:is|was|are|were|has been)[ \t]+(?:a|an|the|one|our|its|their|based|headquartered|located|used|founded|designed|developed|built|available|open|part|known|made|listed|owned|incorporated|registered|certified)\b/gu;
// Found from the suffix backwards: a pattern that starts at every capital letter costs far more on a long text.
const THING_SUFFIX =
  /[ \t](?:AG|GmbH|SA|Sàrl|SARL|Srl|SpA|Inc|Ltd|LLC|PLC|Corp|Corporation|Company|Group|Holding|Labs|Technologies|Systems|Solutions|platform|software|sensor|app|device|system|project)\b/gu;
const WORD_BEFORE = /(?<![\p{L}\p{M}'’-])(\p{Lu}[\p{L}\p{M}'’-]+)[ \t]*$/u;

/** The capitalised word right before `index` ("Sensirion" before " AG"), looked for in the 40 characters before it. */
function wordBefore(text: string, index: number): string | undefined {
  return WORD_BEFORE.exec(text.slice(Math.max(0, index - 40), index + 1))?.[1];
}

function collectThingNames(text: string): ReadonlySet<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(THING_BEFORE)) {
    for (const word of (match[1] ?? '').split(/,[ \t]*|,?[ \t]+(?:and|or|&)[ \t]+/))
      names.add(word.replace(/['’]s$/, ''));
  }
  // Both found from the verb or the suffix backwards: a pattern that starts at every capital letter costs far more.
  for (const match of [...text.matchAll(THING_DEFINITION), ...text.matchAll(THING_SUFFIX)]) {
    const word = wordBefore(text, match.index);
    if (word) names.add(word);
  }
  return names;
}

// "Kowalczuk and Brown were": two single capitalised words joined as the subject of a plural verb.
// "were precision engineers", not "were the two competitors" or "have signed letters of intent": a determiner, a
// number or a participle after the verb describes things as often as people.
const PLURAL_VERB =
  /[ \t](?:were|have|had|both)\b(?![ \t]+(?:the|a|an|our|their|its|two|three|four|both|all|already|signed|agreed|been|developed|launched|founded|partnered|joined)\b)/g;
const COORDINATED_SUBJECTS =
  /(?<![\p{L}\p{M}'’-])(\p{Lu}[\p{L}\p{M}'’-]+)[ \t]+(?:and|&)[ \t]+(\p{Lu}[\p{L}\p{M}'’-]+)[ \t]*$/u;

/** English only: both subjects of "A and B were" are people when one of them reads like a name. */
function findCoordinatedPeople(text: string): TPersonMention[] {
  const found: TPersonMention[] = [];
  // Found from the verb backwards: scanning the whole text for capitalised pairs costs far more.
  for (const verb of text.matchAll(PLURAL_VERB)) {
    const windowStart = Math.max(0, verb.index - 80);
    const match = COORDINATED_SUBJECTS.exec(text.slice(windowStart, verb.index));
    if (!match) continue;
    const first = match[1] ?? '';
    const second = match[2] ?? '';
    const firstStart = windowStart + match.index;
    const secondStart = firstStart + match[0].trimEnd().length - second.length;
    const tokens = [
      { text: first, start: firstStart, end: firstStart + first.length, kind: classifyToken(first) },
      { text: second, start: secondStart, end: secondStart + second.length, kind: classifyToken(second) },
    ];
    if (tokens.some((token) => token.kind === 'word' || token.kind === 'title' || token.kind === 'organisation'))
      continue;
    if (!tokens.some(isNameShapedWord)) continue;
    if (PLACE_PREPOSITION.test(text.slice(Math.max(0, firstStart - 24), firstStart))) continue;
    for (const token of tokens) {
      found.push({ start: token.start, end: token.end, evidence: [evidence('coordinatedSubjects', verb[0].trim())] });
    }
  }
  return found;
}

/**
 * A word of a full name that may stand alone for the person later: a listed name, or a word no dictionary knows.
 * "King" of "King Alistair" or "Empress" of "Empress Celene" is a rank, not the person.
 */
function isNamePart(word: string): boolean {
  const kind = classifyToken(word);
  if (kind === 'title' || kind === 'word' || kind === 'organisation' || kind === 'initial') return false;
  return kind === 'given' || kind === 'surname' || !isDictionaryWord(word);
}

/** Standalone surnames (and ambiguous first names) of people already found with a full name elsewhere. */
function findLaterMentions(
  text: string,
  mentions: readonly TPersonMention[],
  lonelyTokens: readonly TToken[],
): TPersonMention[] {
  const knownParts = new Map<string, string>();
  for (const mention of mentions) {
    if (personConfidence(mention.evidence) < REPEATED_NAME_SCORE) continue;
    const full = text.slice(mention.start, mention.end);
    // "Gartmann, Mirjam": the comma of the surname-first order is no part of the surname.
    const parts = full.split(/[\s,]+/).filter((part) => part.length > 0);
    if (parts.length < 2) continue;
    for (const part of parts) {
      if (part.length >= 3 && !part.endsWith('.') && isNamePart(part)) knownParts.set(part, full);
    }
  }
  if (!knownParts.size) return [];
  return lonelyTokens.flatMap((token) => {
    const full = knownParts.get(token.text);
    return full ? [{ start: token.start, end: token.end, evidence: [evidence('repeatedFullName', full)] }] : [];
  });
}

/*
 * Forms ask for the surname and the given names in one field: "Name, Vorname<TAB>Tuor, Men Duri", "Nom, prénom :
 * DESCLOUX, Francis", "Cognome e nome: Rossi Ferrini, Matilde". The whole value of the field is the person, however
 * unusual its words.
 */
const FULL_NAME_LABEL =
  /(?:^|\n)[ \t]*(?:name,?[ ](?:und[ ])?vorname|nachname,?[ ]vorname|nom,?[ ](?:et[ ])?prénom|cognome,?[ ](?:e[ ])?nome|surname,?[ ](?:and[ ])?(?:first|given)[ ]names?|last[ ]name,?[ ]first[ ]name|family[ ]name,?[ ](?:first|given)[ ]names?)(?:[ ]\([^)\n]{0,30}\))?[ \t]*:?[ \t]*/giu;
const FULL_NAME_VALUE =
  /^(?:\p{Lu}['’])?\p{Lu}[\p{L}\p{M}'’-]*(?:[ ](?:\p{Ll}{1,3}[ ])?\p{Lu}[\p{L}\p{M}'’-]*){0,2},?[ ]\p{Lu}[\p{L}\p{M}'’-]*(?:[ ]\p{Lu}[\p{L}\p{M}'’-]*){0,2}(?=[ \t]*(?:\n|$|\t|[ ]{2}))/u;

function findLabelledFullNames(text: string): TPersonMention[] {
  const found: TPersonMention[] = [];
  for (const match of text.matchAll(FULL_NAME_LABEL)) {
    const start = match.index + match[0].length;
    const value = FULL_NAME_VALUE.exec(text.slice(start, start + 100))?.[0];
    if (!value) continue;
    const words = value.split(/[ ,]+/u);
    // A surname in capitals ("DESCLOUX") is a word to the lexicon, not here.
    const isOrdinary = (word: string): boolean =>
      ['organisation', 'title'].includes(classifyToken(word)) ||
      (classifyToken(word) === 'word' && (word.length < 3 || word !== word.toUpperCase()));
    if (words.some(isOrdinary)) continue;
    const label = match[0].trim().replace(/[ \t]*:$/u, '');
    found.push({ start, end: start + value.length, evidence: [evidence('cue', label)] });
  }
  return found;
}

/*
 * E-mails and letters end with a closing formula on a line of its own and the writer's name on the next line
 * ("Liebe Grüsse\nCurdin", "> Best,\n> Kasia", "Un caro saluto\nGiulia"): one to three capitalised words there are
 * the writer, and a single word (a first name) names the writer wherever it stands alone in the text.
 */
const CLOSING_LINE = new RegExp(
  String.raw`^([ \t]*(?:>[ \t]*)*)(${[
    'gruss',
    'grüsse',
    'grüess',
    'liebe grüsse',
    'liebe grüße',
    'beste grüsse',
    'viele grüsse',
    'herzliche grüsse',
    'freundliche grüsse',
    'mit freundlichen grüssen',
    'mit besten grüssen',
    'lg',
    'mfg',
    'danke',
    'merci',
    'cordialement',
    'bien cordialement',
    'amitiés',
    'amicalement',
    'bien à vous',
    'salutations',
    'meilleures salutations',
    'belles salutations',
    'à bientôt',
    'bonne journée',
    'saluti',
    'cordiali saluti',
    'distinti saluti',
    'un saluto',
    'un caro saluto',
    'cari saluti',
    'a presto',
    'grazie',
    'buona giornata',
    'best',
    'best regards',
    'kind regards',
    'regards',
    'warm regards',
    'best wishes',
    'all the best',
    'cheers',
    'thanks',
    'many thanks',
    'thank you',
    'sincerely',
    'yours sincerely',
  ].join('|')})[ \t]*[,.!]?[ \t]*\n`,
  'gimu',
);
const SIGN_OFF_NAME =
  /^(?:\p{Lu}[\p{Ll}\p{M}'’-]+|\p{Lu}\.)(?:[ ](?:\p{Lu}[\p{Ll}\p{M}'’-]+|\p{Lu}\.)){0,2}(?=[ \t]*(?:\n|$))/u;

function findSignOffs(text: string): TPersonMention[] {
  const found: TPersonMention[] = [];
  for (const match of text.matchAll(CLOSING_LINE)) {
    const quote = match[1] ?? '';
    const lineStart = match.index + match[0].length;
    const line = text.slice(lineStart, lineStart + 80);
    const prefix = /^[ \t]*(?:>[ \t]*)*/u.exec(line)?.[0] ?? '';
    // The name line is quoted like the closing line ("> Gruss\n> Tiago").
    if (prefix.replace(/\s/g, '') !== quote.replace(/\s/g, '')) continue;
    const name = SIGN_OFF_NAME.exec(line.slice(prefix.length))?.[0];
    if (!name) continue;
    const words = name.split(' ');
    const isName = words.every((word) => {
      const kind = classifyToken(word);
      if (kind === 'given' || kind === 'surname' || kind === 'initial') return true;
      return (kind === 'unknown' || kind === 'given-ambiguous') && !isDictionaryWord(word) && !isKnownPlace(word);
    });
    if (!isName) continue;
    const start = lineStart + prefix.length;
    found.push({ start, end: start + name.length, evidence: [evidence('signOff', (match[2] ?? '').trim())] });
  }
  return found;
}

/** A first name that signs the text names the writer wherever it stands alone ("Segun: On your side …"). */
function findLaterSignOffNames(
  text: string,
  signOffs: readonly TPersonMention[],
  lonelyTokens: readonly TToken[],
): TPersonMention[] {
  const names = new Set(
    signOffs.map((mention) => text.slice(mention.start, mention.end)).filter((name) => !name.includes(' ')),
  );
  if (!names.size) return [];
  return lonelyTokens
    .filter((token) => names.has(token.text))
    .map((token) => ({ start: token.start, end: token.end, evidence: [evidence('repeatedFullName', token.text)] }));
}

/*
 * Staff tables, budgets and attendance lists put one person per row, the name in the first cell ("Cavelti Duri<TAB>
 * Compliance Officer", "FONTANA Mehari   Ricercatore   98"). When two or more first cells of a table are people found
 * with evidence, the other first cells that are name-shaped — two to four capitalised words that are neither ordinary
 * words, institutions, roles nor a known place — are people too.
 */
const MIN_PEOPLE_IN_COLUMN = 2;
const NAME_CELL_WORD = /^(?:\p{Lu}['’])?\p{Lu}[\p{L}\p{M}'’-]*$/u;

function isNameShapedCell(cell: string): boolean {
  const words = cell.split(' ');
  if (words.length < 2 || words.length > 4 || !/\p{Ll}/u.test(cell)) return false;
  if (isKnownPlace(cell)) return false;
  return words.every((word) => {
    if (!NAME_CELL_WORD.test(word)) return false;
    const kind = classifyToken(word);
    if (kind === 'given' || kind === 'surname' || kind === 'given-ambiguous') return true;
    return kind === 'unknown' && !isDictionaryWord(word);
  });
}

/** The rows of the text's tables, in blocks of consecutive lines with two cells or more; only first cells are kept. */
function tableFirstCells(text: string): TCell[][] {
  const blocks: TCell[][] = [];
  let block: TCell[] = [];
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const cells = /\t|[ ]{2}/u.test(line.trim()) ? splitCells(line, lineStart) : [];
    const first = cells[0];
    if (cells.length >= 2 && first) block.push(first);
    else if (block.length) {
      blocks.push(block);
      block = [];
    }
    lineStart += line.length + 1;
  }
  if (block.length) blocks.push(block);
  return blocks;
}

/*
 * Attendance lists and team lists write one person per line, the name first and then role and institution after a
 * comma ("– Prof. Dr. Anna Muster, Projektleiterin, OST"). Such a list is read like a table's first column: the first
 * item of each line, after a bullet or number and any titles, up to the first comma, bracket or dash. Without the
 * bullet, lines of wrapped prose that start with a capitalised word before a comma would read as a list.
 */
const LIST_LINE =
  /^([ \t]*(?:[–•*·-]|\d{1,2}[.)])[ \t]*(?:(?:\p{L}{1,6}\.[ \t]?)+[ \t]+)?)(\p{Lu}[^,;()\t–\n]{1,60}?)[ \t]*(?:,|\(|[ ]–[ ]|;)/u;

const hasNameWord = (item: string): boolean =>
  item.split(' ').some((word) => {
    const kind = classifyToken(word);
    return kind === 'given' || kind === 'surname' || hasForeignLetters(word);
  });

/** First items of consecutive lines that list one person each, in blocks. */
function listFirstItems(text: string): TCell[][] {
  const blocks: TCell[][] = [];
  let block: TCell[] = [];
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const match = LIST_LINE.exec(line);
    const [prefix = '', item = ''] = match ? [match[1], match[2]] : [];
    if (match) {
      const start = lineStart + prefix.length;
      block.push({ value: item, start, end: start + item.length, column: prefix.length });
    } else if (block.length) {
      blocks.push(block);
      block = [];
    }
    lineStart += line.length + 1;
  }
  if (block.length) blocks.push(block);
  return blocks;
}

function findNameColumns(text: string, mentions: readonly TPersonMention[]): TPersonMention[] {
  const people = mentions.filter((mention) => personConfidence(mention.evidence) >= 0.6);
  const found: TPersonMention[] = [];
  // A list item must hold a listed or shaped name word: "Agroscope Reckenholz, Versuchsstation" in a list of people
  // is an institution.
  const listItems = listFirstItems(text).map((block) => block.filter((item) => hasNameWord(item.value)));
  const blocks = /\t|[ ]{2}/u.test(text) ? [...tableFirstCells(text), ...listItems] : listItems;
  for (const block of blocks) {
    const isPerson = (cell: TCell): TPersonMention | undefined =>
      people.find((mention) => mention.start <= cell.start && cell.end <= mention.end);
    const named = block.map(isPerson).filter((mention) => mention !== undefined);
    const example = named[0];
    if (named.length < MIN_PEOPLE_IN_COLUMN || !example) continue;
    const exampleText = text.slice(example.start, example.end);
    for (const cell of block) {
      if (isPerson(cell) || !isNameShapedCell(cell.value)) continue;
      found.push({ start: cell.start, end: cell.end, evidence: [evidence('nameColumn', exampleText)] });
    }
  }
  return found;
}

export const personRecognizer: TRecognizer = {
  name: 'person',
  entityTypes: ['PERSON'],
  languages: 'all',
  detect: (text, context) => findPeople(text, context),
};
