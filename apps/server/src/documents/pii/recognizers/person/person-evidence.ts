/*
 * The person recognizer's one scoring table. Candidates collect named evidence; the confidence of a candidate is the
 * sum of the weights of its evidence (negative evidence subtracts), kept within 0..0.99, and its reasons are the
 * evidence in plain English. Every weight lives here, so why a word was masked, and how sure we are, can be read off
 * one table. A candidate needs 0.5 (the detector's default floor) to be reported.
 */

export type TPersonEvidenceKind =
  // What the words are
  | 'givenName'
  | 'givenNameAmbiguous'
  | 'surname'
  | 'surnameShape'
  | 'particleSurname'
  | 'initialAfterSurname'
  | 'capitalisedAfterGivenName'
  | 'initial'
  | 'capitalisedAfterInitial'
  | 'middleInitial'
  | 'nonWordBeforeSurname'
  | 'givenNameAfterSurname'
  | 'foreignNameShape'
  | 'foreignLetters'
  // Where they stand
  | 'title'
  | 'cue'
  | 'cueAfter'
  | 'roleWordBefore'
  | 'nameLineAboveContact'
  | 'recipientLine'
  | 'listedWithPerson'
  | 'nameColumn'
  | 'signOff'
  | 'roleInSentence'
  | 'coordinatedSubjects'
  | 'lowercaseName'
  | 'lowercaseCue'
  // What else the text says
  | 'emailSpellsName'
  | 'emailSpellsSurname'
  | 'repeatedFullName'
  | 'authorList'
  | 'surnameCommaGivenName'
  | 'capitalSurnameFirst'
  | 'initialsOfPerson'
  | 'englishNer'
  // Against
  | 'eponym'
  | 'institutionName'
  | 'citation';

interface TEvidenceRule {
  weight: number;
  describe: (detail: string) => string;
}

export const PERSON_SCORING: Readonly<Record<TPersonEvidenceKind, TEvidenceRule>> = {
  givenName: { weight: 0.6, describe: (name) => `given name '${name}' (list)` },
  givenNameAmbiguous: { weight: 0.35, describe: (name) => `'${name}' is a given name but also a common word` },
  surname: { weight: 0.25, describe: (name) => `surname '${name}' (list)` },
  particleSurname: { weight: 0.3, describe: (surname) => `surname with a particle ('${surname}')` },
  initialAfterSurname: { weight: 0.6, describe: (name) => `surname and initial ('${name}'), as in author lists` },
  surnameShape: { weight: 0.3, describe: (detail) => `surname by its shape: ${detail}` },
  capitalisedAfterGivenName: { weight: 0.15, describe: (word) => `capitalised unknown word '${word}' after it` },
  initial: { weight: 0.45, describe: (initial) => `initial '${initial}'` },
  capitalisedAfterInitial: { weight: 0.15, describe: (word) => `capitalised unknown word '${word}' after the initial` },
  middleInitial: { weight: 0.75, describe: (initial) => `middle initial '${initial}' between two name words` },
  nonWordBeforeSurname: { weight: 0.4, describe: (word) => `'${word}' is no dictionary word, before a surname` },
  givenNameAfterSurname: { weight: 0.45, describe: (name) => `given name '${name}' after the surname (list order)` },
  foreignNameShape: {
    weight: 0.6,
    describe: (words) => `'${words}': capitalised words that are neither English words nor places`,
  },
  foreignLetters: {
    weight: 0.6,
    describe: (word) => `'${word}' is written with letters no German, French, Italian or English word has`,
  },
  title: { weight: 0.9, describe: (title) => `after the title '${title}'` },
  cue: { weight: 0.85, describe: (cue) => `after '${cue}'` },
  cueAfter: { weight: 0.85, describe: (cue) => `followed by '${cue}'` },
  roleWordBefore: { weight: 0.85, describe: (role) => `after the role '${role}'` },
  nameLineAboveContact: { weight: 0.45, describe: () => 'a line of its own above contact details (CV or signature)' },
  recipientLine: { weight: 0.6, describe: () => 'a line holding only a name, above a postal address' },
  listedWithPerson: { weight: 0.6, describe: (other) => `listed next to the person '${other}'` },
  signOff: { weight: 0.75, describe: (closing) => `the name line under the closing formula '${closing}'` },
  nameColumn: {
    weight: 0.7,
    describe: (other) => `name-shaped words in the first column of a table that lists people ('${other}')`,
  },
  roleInSentence: { weight: 0.55, describe: (role) => `acts as a person in the sentence ('${role}')` },
  coordinatedSubjects: { weight: 0.55, describe: (verb) => `one of two people joined by 'and' before '${verb}'` },
  lowercaseName: { weight: 0.6, describe: (name) => `given name '${name}' (list) + surname, written in lower case` },
  lowercaseCue: { weight: 0.55, describe: (cue) => `lower-case name after '${cue}'` },
  emailSpellsName: { weight: 0.85, describe: (email) => `spelled out by the e-mail address '${email}'` },
  emailSpellsSurname: { weight: 0.75, describe: (email) => `surname in the e-mail address '${email}'` },
  repeatedFullName: { weight: 0.7, describe: (full) => `part of '${full}', named in full elsewhere in the text` },
  authorList: {
    weight: 0.8,
    describe: (list) => `one of the authors in the list '${list.length > 60 ? `${list.slice(0, 57)}…` : list}'`,
  },
  surnameCommaGivenName: {
    weight: 0.7,
    describe: (name) => `surname, then a listed given name, as forms and e-mail headers write it ('${name}')`,
  },
  capitalSurnameFirst: {
    weight: 0.85,
    describe: (name) => `surname in capitals, then the given name ('${name}'), as lists and forms write it`,
  },
  initialsOfPerson: { weight: 0.85, describe: (name) => `initials of '${name}', given next to the name` },
  englishNer: { weight: 0.65, describe: () => 'recognised as a person by the English language model' },
  eponym: { weight: -0.6, describe: (cue) => `followed by '${cue}': a method or effect named after a person` },
  citation: { weight: -0.6, describe: () => "cited as an author ('et al.')" },
  institutionName: { weight: -0.6, describe: (word) => `part of an institution's name ('${word}')` },
};

export interface TPersonEvidence {
  kind: TPersonEvidenceKind;
  detail: string;
}

export const evidence = (kind: TPersonEvidenceKind, detail = ''): TPersonEvidence => ({ kind, detail });

const MAX_CONFIDENCE = 0.99;

/** Confidence of a candidate from its evidence (each kind counted once), and the reasons to show. */
export function scorePerson(found: readonly TPersonEvidence[]): { confidence: number; reasons: string[] } {
  const counted = new Set<TPersonEvidenceKind>();
  let sum = 0;
  const reasons: string[] = [];
  for (const item of found) {
    const rule = PERSON_SCORING[item.kind];
    if (!counted.has(item.kind)) {
      counted.add(item.kind);
      sum += rule.weight;
    }
    reasons.push(rule.describe(item.detail));
  }
  return { confidence: Math.min(Math.max(sum, 0), MAX_CONFIDENCE), reasons: [...new Set(reasons)] };
}

/** The confidence alone (for the passes that only compare against a threshold). */
export const personConfidence = (found: readonly TPersonEvidence[]): number => scorePerson(found).confidence;
