import type { TRecognizer } from '../recognizer.js';
import { createEntity, type TDetectedEntity } from '../types.js';
import { findEmails } from './email.js';

/*
 * Which URLs are personal data (documented rule):
 *  1. a profile on a platform that hosts people: linkedin.com/in/<x>, github.com/<user>, twitter.com/<x>, x.com/<x>,
 *     orcid.org/<id>, researchgate.net/profile/<x>, scholar.google.*?user=…, medium.com/@<x>, any /@<handle> path…;
 *  2. a personal page by its shape: <user>.github.io, blogs on wordpress/blogspot/substack, /~user, people.<host>/…,
 *     /people/<x>, /staff/<x>, /profile/<x>, ?persid=…;
 *  3. a URL whose host or path contains the local part of an e-mail address in the same text
 *     (anna.muster@… makes www.annamuster.ch personal).
 * Everything else, in particular institution and company sites (ethz.ch, innosuisse.ch, epfl.ch/research), is kept:
 * masking it would hide who the partners are, which the review needs.
 */

const URL_PATTERN =
  /(?<![\p{L}\p{N}@./-])(?:https?:\/\/|www\.|(?:[a-z0-9-]+\.)*(?:linkedin\.com|github\.com|gitlab\.com|twitter\.com|x\.com|orcid\.org|researchgate\.net|instagram\.com|facebook\.com|xing\.com|medium\.com|github\.io)\/?)[^\s<>"'`{}|\\^[\]]*/giu;

const PROFILE_PATTERNS: readonly RegExp[] = [
  /^(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[^/?#]+/,
  /^(?:github|gitlab)\.com\/(?!(?:orgs|about|features|topics|marketplace|pricing|enterprise|sponsors|login|join|settings|explore|collections|trending|apps|site|security|search|issues|pulls|notifications|readme|customer-stories)(?:[/?#]|$))[^/?#]+\/?(?:[?#].*)?$/,
  /^(?:twitter|x|instagram|facebook|threads)\.(?:com|net)\/(?!(?:home|search|share|sharer|intent|hashtag|i|explore|pages|groups|events)(?:[/?#]|$))[^/?#]+/,
  /^orcid\.org\/\d{4}-\d{4}-\d{4}-\d{3}[\dX]/,
  /^(?:www\.)?researchgate\.net\/profile\//,
  /^scholar\.google\.[a-z.]+\/citations\?(?:.*&)?user=/,
  /^(?:www\.)?xing\.com\/profile\//,
  /^(?:www\.)?(?:about\.me|keybase\.io|linktr\.ee|gravatar\.com)\/[^/?#]+/,
  /^(?:www\.)?stackoverflow\.com\/users\//,
  /^bsky\.app\/profile\//,
  /^[^/]+\/@[\p{L}\p{N}._-]+/u,
  /^[^/]+\/(?:user|c)\/[^/?#]+/,
];

const PERSONAL_PAGE_PATTERNS: readonly RegExp[] = [
  /^[^/]+\.(?:github|gitlab)\.io(?:[/?#]|$)/,
  /^[^/]+\.(?:wordpress|blogspot|substack|academia)\.(?:com|edu)(?:[/?#]|$)/,
  /^sites\.google\.com\/view\/[^/?#]+/,
  /^[^/]+\/~[^/?#]+/,
  /^(?:people|personal|staff|homepage|homepages|home)\.[^/]+\/[^/?#]+/,
  /^[^/]+\/(?:[^?#]*\/)?(?:people|person|staff|profile|profiles|team-member|mitarbeitende|personen)\/[^/?#]+/,
  /[?&](?:persid|personid|person_id|pid|user)=/,
];

function stripTrailingPunctuation(value: string): string {
  let result = value;
  while (/[.,;:!?)\]'"»]$/.test(result)) {
    // A closing parenthesis stays when the URL itself opened one (Wikipedia-style links).
    if (result.endsWith(')') && result.split('(').length > result.split(')').length - 1) break;
    result = result.slice(0, -1);
  }
  return result;
}

/** The URL without scheme and leading "www.", lower case, for rule matching. */
function normaliseUrl(value: string): string {
  return value
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '');
}

/** Local parts of e-mail addresses in the text, reduced to letters and digits ("anna.muster" → "annamuster"). */
function collectMailboxNames(text: string): string[] {
  if (!text.includes('@')) return [];
  const names = new Set<string>();
  for (const email of findEmails(text)) {
    const localPart = email.text.slice(0, email.text.indexOf('@')).toLowerCase();
    const compact = localPart.replace(/[^\p{L}\p{N}]/gu, '');
    if (compact.length >= 5 && /[._-]/.test(localPart)) names.add(compact);
  }
  return [...names];
}

/** Confidence and reason that the URL points at a person, or undefined when it should stay. */
function scoreUrl(url: string, mailboxNames: readonly string[]): { score: number; reason: string } | undefined {
  if (PROFILE_PATTERNS.some((pattern) => pattern.test(url))) return { score: 0.9, reason: 'a personal profile link' };
  if (PERSONAL_PAGE_PATTERNS.some((pattern) => pattern.test(url))) {
    return { score: 0.75, reason: 'shaped like a personal page' };
  }
  const compact = url.replace(/[^\p{L}\p{N}]/gu, '');
  const name = mailboxNames.find((mailbox) => compact.includes(mailbox));
  if (name) return { score: 0.8, reason: `contains '${name}' from an e-mail address in the text` };
  return undefined;
}

export function findPersonalUrls(text: string): TDetectedEntity[] {
  const entities: TDetectedEntity[] = [];
  let mailboxNames: string[] | undefined;
  for (const match of text.matchAll(URL_PATTERN)) {
    const value = stripTrailingPunctuation(match[0]);
    if (value.length < 6 || !value.includes('.')) continue;
    mailboxNames ??= collectMailboxNames(text);
    const verdict = scoreUrl(normaliseUrl(value), mailboxNames);
    if (!verdict) continue;
    entities.push(createEntity(text, 'URL', match.index, match.index + value.length, verdict.score, [verdict.reason]));
  }
  return entities;
}

export const urlRecognizer: TRecognizer = {
  name: 'personal-url',
  entityTypes: ['URL'],
  languages: 'all',
  detect: (text) => findPersonalUrls(text),
};
