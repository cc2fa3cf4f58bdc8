/**
 * The language a report is written in when the user chooses none: the main language of the revision's documents,
 * each section of the document model counted by the length of its own text (its subsections count for themselves).
 */
import type { TReportLanguage } from '@grant-review/contract';
import type { TReadDocument } from './engine/read-documents.js';
import { isReportLanguageAvailable } from './messages/index.js';

/** The language most of the documents' text is in; English when none is known or its wording is not written yet. */
export function mainLanguageOf(reads: readonly TReadDocument[]): TReportLanguage {
  const lengths = new Map<TReportLanguage, number>();
  for (const read of reads) {
    for (const section of read.sections) {
      const language = section.section?.language ?? read.structure.language;
      if (!language) continue;
      lengths.set(language, (lengths.get(language) ?? 0) + Math.max(0, section.ownEnd - section.ownStart));
    }
  }
  let main: TReportLanguage = 'en';
  let longest = 0;
  for (const [language, length] of lengths) {
    if (length > longest) [main, longest] = [language, length];
  }
  return isReportLanguageAvailable(main) ? main : 'en';
}
