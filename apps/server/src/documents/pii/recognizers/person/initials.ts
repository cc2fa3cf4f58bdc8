import { evidence, type TPersonEvidence } from './person-evidence.js';

/*
 * Minutes and e-mails name people by their initials once they have introduced them: "Présents : Pierre Chappuis (PC),
 * Nadia Bühler (NB)" and then "PC : …", "Actions: NB". Initials in parentheses right after a person's name that are
 * the first letters of its words (all of them, or the first and the last) are that person wherever they stand alone.
 */

const INITIALS_AFTER_NAME = /^[ \t]*\((\p{Lu}{2,4}|(?:\p{Lu}\.){2,4})\)/u;

// Initials that are also the roles and codes a text uses on their own.
const NOT_PERSONAL = new Set(['PI', 'CEO', 'CTO', 'CFO', 'COO', 'HR', 'IT', 'EU', 'CH', 'AG', 'SA', 'UK', 'US', 'USA']);

interface TSpanWithEvidence {
  start: number;
  end: number;
  evidence: TPersonEvidence[];
}

function initialsOf(name: string): string[] {
  const letters = name
    .split(/[\s-]+/u)
    .filter((word) => /^\p{Lu}/u.test(word))
    .map((word) => word[0] ?? '');
  if (letters.length < 2) return [];
  const all = letters.join('');
  const firstAndLast = `${letters[0] ?? ''}${letters[letters.length - 1] ?? ''}`;
  return [...new Set([all, firstAndLast])];
}

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function findInitialsOfPeople(
  text: string,
  people: readonly { start: number; end: number }[],
): TSpanWithEvidence[] {
  const aliases = new Map<string, string>();
  for (const person of people) {
    const match = INITIALS_AFTER_NAME.exec(text.slice(person.end, person.end + 16));
    if (!match?.[1]) continue;
    const initials = match[1];
    const name = text.slice(person.start, person.end);
    if (NOT_PERSONAL.has(initials.replace(/\./g, ''))) continue;
    if (initialsOf(name).includes(initials.replace(/\./g, ''))) aliases.set(initials, name);
  }
  const found: TSpanWithEvidence[] = [];
  for (const [initials, name] of aliases) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}.])${escapeRegExp(initials)}(?![\\p{L}\\p{N}])`, 'gu');
    for (const match of text.matchAll(pattern)) {
      found.push({
        start: match.index,
        end: match.index + initials.length,
        evidence: [evidence('initialsOfPerson', name)],
      });
    }
  }
  return found;
}
