import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names without resolving conflicts between utilities (`cn` in lib/utils does): for the start-up and
 * landing path, whose class lists never override one another, so tailwind-merge's 9 KB gzip load only with the
 * signed-in screens. Its own module, so that importing it does not pull tailwind-merge into the entry chunk.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
