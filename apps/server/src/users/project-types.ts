import { PROJECT_TYPES, type TProjectType } from '@grant-review/contract';

const KNOWN = new Set<string>(PROJECT_TYPES);

export function parseProjectTypes(stored: string): TProjectType[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((value): value is TProjectType => typeof value === 'string' && KNOWN.has(value));
  } catch {
    return [];
  }
}

/** Stored in the canonical order of PROJECT_TYPES, without duplicates. */
export function serializeProjectTypes(types: readonly TProjectType[]): string {
  return JSON.stringify(PROJECT_TYPES.filter((type) => types.includes(type)));
}
