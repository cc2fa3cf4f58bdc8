/**
 * Which new passwords are refused: shorter than the contract's minimum, or easy to guess by zxcvbn's estimate
 * (common passwords, keyboard walks, repeats and sequences, dates, dictionary words in English, German, French
 * and Italian with digits or symbols added, and the user's own name or email). Offline: the word lists ship
 * with the packages.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ZNewPassword } from '@grant-review/contract';
import type * as Zxcvbn from '@zxcvbn-ts/core';
import type { MatchExtended, ZxcvbnFactory } from '@zxcvbn-ts/core';
import type * as CommonWords from '@zxcvbn-ts/language-common';
import type * as GermanWords from '@zxcvbn-ts/language-de';
import type * as EnglishWords from '@zxcvbn-ts/language-en';
import type * as FrenchWords from '@zxcvbn-ts/language-fr';
import type * as ItalianWords from '@zxcvbn-ts/language-it';

/**
 * The fewest guesses zxcvbn must estimate for a password. A single word with digits or symbols added
 * ("Elephant2024!", "Matterhorn#1987") comes out near 10^8, a random 10-character password near 10^10.
 */
const MIN_GUESSES_LOG10 = 9;

/**
 * zxcvbn's time grows steeply with length and with look-alike characters (l33t), and it blocks the event loop;
 * these caps keep a check to a few milliseconds for a typical password and some tens for a hostile one (64
 * characters took several times longer). Checking only the start of a long password is safe in one
 * direction: a weak start is refused, and a strong start makes the whole strong.
 */
const CHECKED_LENGTH = 40;
const MAX_L33T_SUBSTITUTIONS = 8;

/** Words an attacker of this service tries first, whoever the user is. */
const SERVICE_WORDS = ['grantreview', 'grant review', 'innosuisse', 'pioneer fellowship'];

export const PASSWORD_ADVICE = 'Use three or four unrelated words, or a longer password.';

export interface TPasswordOwner {
  email?: string | undefined;
  first_name?: string | undefined;
  last_name?: string | undefined;
}

// The packages ship CommonJS; require keeps loading lazy and synchronous (configuration is validated synchronously).
const requireCommonJs = createRequire(import.meta.url);
let estimator: ZxcvbnFactory | undefined;
let releaseTimer: NodeJS.Timeout | undefined;

/** Passwords are checked rarely (sign-up, a change, start-up with ADMIN_PASSWORD); the word lists are not kept. */
const RELEASE_AFTER_MS = 60_000;

/**
 * Built on first use and released a minute after the last: the dictionaries take about a second to load and
 * about 75 MB of memory, which a running server should not hold for the odd password change.
 */
function getEstimator(): ZxcvbnFactory {
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(releasePasswordEstimator, RELEASE_AFTER_MS);
  releaseTimer.unref();
  if (estimator) return estimator;
  const core = requireCommonJs('@zxcvbn-ts/core') as typeof Zxcvbn;
  const common = requireCommonJs('@zxcvbn-ts/language-common') as typeof CommonWords;
  const languages = {
    en: requireCommonJs('@zxcvbn-ts/language-en') as typeof EnglishWords,
    de: requireCommonJs('@zxcvbn-ts/language-de') as typeof GermanWords,
    fr: requireCommonJs('@zxcvbn-ts/language-fr') as typeof FrenchWords,
    it: requireCommonJs('@zxcvbn-ts/language-it') as typeof ItalianWords,
  };
  const dictionary: Record<string, string[]> = { ...common.dictionary };
  for (const [language, { dictionary: words }] of Object.entries(languages)) {
    // Some packages name their lists without the language ("commonWords"); suffixing keeps them apart.
    for (const [name, list] of Object.entries(words)) {
      dictionary[name.endsWith(`-${language}`) ? name : `${name}-${language}`] = list;
    }
  }
  estimator = new core.ZxcvbnFactory({
    dictionary,
    graphs: common.adjacencyGraphs,
    maxLength: CHECKED_LENGTH,
    l33tMaxSubstitutions: MAX_L33T_SUBSTITUTIONS,
  });
  return estimator;
}

/** Drops the estimator and the packages' modules (their word lists), so the memory can be collected. */
export function releasePasswordEstimator(): void {
  clearTimeout(releaseTimer);
  estimator = undefined;
  for (const modulePath of Object.keys(requireCommonJs.cache)) {
    if (modulePath.includes(`${path.sep}@zxcvbn-ts${path.sep}`)) delete requireCommonJs.cache[modulePath];
  }
}

/** The owner's name and email, and their parts, which zxcvbn then treats as the cheapest guesses. */
function personalWords(owner: TPasswordOwner): string[] {
  const email = owner.email?.trim().toLowerCase() ?? '';
  const localPart = email.split('@')[0] ?? '';
  return [email, localPart, ...localPart.split(/[._+-]+/), owner.first_name ?? '', owner.last_name ?? '']
    .map((word) => word.trim())
    .filter((word) => word.length >= 3);
}

const hasLetter = (text: string) => /\p{L}/u.test(text);

/** The word list a dictionary match came from ("passwords-common", "userInputs" …), else undefined. */
const dictionaryOf = (match: MatchExtended): string | undefined =>
  match.pattern === 'dictionary' ? String(match.dictionaryName) : undefined;

/** Why zxcvbn found the password cheap, in words a user can act on. */
function describeWeakness(password: string, matches: readonly MatchExtended[]): string {
  const checkedLength = Math.min(password.length, CHECKED_LENGTH);
  const covers = (match: MatchExtended, share: number) => match.token.length >= checkedLength * share;
  if (matches.some((match) => dictionaryOf(match) === 'userInputs')) {
    return 'Passwords must not contain your name or email address.';
  }
  if (matches.some((match) => dictionaryOf(match) === 'passwords-common' && covers(match, 0.75))) {
    return 'This is a commonly used password.';
  }
  if (matches.some((match) => match.pattern === 'spatial' && covers(match, 0.5))) {
    return 'Keyboard patterns like "qwertz" are easy to guess.';
  }
  if (matches.some((match) => (match.pattern === 'repeat' || match.pattern === 'sequence') && covers(match, 0.5))) {
    return 'Repeated or sequential characters like "aaaa" or "1234" are easy to guess.';
  }
  const parts = matches.filter((match) => hasLetter(match.token));
  if (parts.length === 1 && parts[0] && dictionaryOf(parts[0])) {
    return 'A single word with numbers or symbols added is easy to guess.';
  }
  return 'This password is too easy to guess.';
}

/** Why this new password is refused, or null when it is acceptable. */
export function findPasswordProblem(password: string, owner: TPasswordOwner = {}): string | null {
  const length = ZNewPassword.safeParse(password);
  if (!length.success) return length.error.issues[0]?.message ?? 'Invalid password';
  const result = getEstimator().check(password, [...SERVICE_WORDS, ...personalWords(owner)]);
  if (result.guessesLog10 >= MIN_GUESSES_LOG10) return null;
  return `${describeWeakness(password, result.sequence)} ${PASSWORD_ADVICE}`;
}
