/**
 * Text the databases cannot keep as sent. PostgreSQL refuses U+0000 in `text` ("invalid byte
 * sequence for encoding UTF8: 0x00"), and an unpaired UTF-16 surrogate has no UTF-8 form: both
 * drivers silently store U+FFFD instead, so the text read back differs from the text sent.
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const NULL_CHARACTER_PROBLEM = 'Text must not contain null characters (U+0000)';
export const UNPAIRED_SURROGATE_PROBLEM = 'Text must be valid Unicode (it contains an unpaired surrogate)';

export function describeUnsafeText(text: string): string | null {
  if (text.includes('\u0000')) return NULL_CHARACTER_PROBLEM;
  if (UNPAIRED_SURROGATE.test(text)) return UNPAIRED_SURROGATE_PROBLEM;
  return null;
}

export interface TUnsafeText {
  /** Where the text is, as `field.0.key` (empty for the value itself). */
  path: string;
  problem: string;
}

/**
 * The first unsafe string or object key in a parsed body, query or params object. Walks with
 * its own stack: a 1 MB body of nested arrays is half a million levels deep.
 */
export function findUnsafeText(value: unknown): TUnsafeText | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (typeof item.value === 'string') {
      const problem = describeUnsafeText(item.value);
      if (problem) return { path: item.path, problem };
    } else if (Array.isArray(item.value)) {
      for (let index = item.value.length - 1; index >= 0; index--) {
        pending.push({ value: item.value[index], path: join(item.path, String(index)) });
      }
    } else if (typeof item.value === 'object' && item.value !== null) {
      const entries = Object.entries(item.value);
      for (const [key] of entries) {
        const keyProblem = describeUnsafeText(key);
        // The key itself is unsafe: name its parent, not the unprintable key.
        if (keyProblem) return { path: item.path, problem: keyProblem };
      }
      for (const [key, child] of entries.reverse()) pending.push({ value: child, path: join(item.path, key) });
    }
  }
  return null;
}
