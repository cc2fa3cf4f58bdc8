import type { TRecognizer } from '../recognizer.js';
import { createEntity, type TDetectedEntity } from '../types.js';

// Local part and domain labels are bounded, so the pattern cannot backtrack badly on long runs of dots. Sticky:
// it is only tried where a scan back from an "@" says an address could start.
const EMAIL_PATTERN =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}][\p{L}\p{N}._%+-]{0,63}@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,24}(?![\p{L}\p{N}])/uy;
const LOCAL_PART_CHAR = /[\p{L}\p{N}._%+-]/u;

// Shared mailboxes of an organisation identify nobody; still masked, but with less certainty.
const ROLE_MAILBOXES = new Set([
  'info',
  'contact',
  'kontakt',
  'office',
  'admin',
  'support',
  'hello',
  'mail',
  'sekretariat',
  'secretariat',
  'noreply',
  'no-reply',
  'press',
  'media',
  'sales',
  'service',
  'team',
  'jobs',
  'hr',
  'finance',
  'accounting',
]);

export function findEmails(text: string): TDetectedEntity[] {
  const entities: TDetectedEntity[] = [];
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && at - start < 64 && LOCAL_PART_CHAR.test(text[start - 1] ?? '')) start -= 1;
    // The local part starts with a letter or digit, not with a dot or a plus.
    while (start < at && !/[\p{L}\p{N}]/u.test(text[start] ?? '')) start += 1;
    EMAIL_PATTERN.lastIndex = start;
    const match = EMAIL_PATTERN.exec(text);
    if (!match) continue;
    let value = match[0];
    // A sentence-final dot belongs to the sentence, not to the address.
    while (value.endsWith('.')) value = value.slice(0, -1);
    const localPart = value.slice(0, value.indexOf('@')).toLowerCase();
    const isRoleMailbox = ROLE_MAILBOXES.has(localPart);
    const reasons = ['e-mail address format', ...(isRoleMailbox ? [`'${localPart}@' is a shared mailbox`] : [])];
    entities.push(
      createEntity(text, 'EMAIL_ADDRESS', start, start + value.length, isRoleMailbox ? 0.7 : 0.95, reasons),
    );
    at = start + value.length - 1;
  }
  return entities;
}

export const emailRecognizer: TRecognizer = {
  name: 'email',
  entityTypes: ['EMAIL_ADDRESS'],
  languages: 'all',
  detect: (text) => findEmails(text),
};
