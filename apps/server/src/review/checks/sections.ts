/** Finds the sections a reviewer expects: by heading first, then by content, then by an uploaded document. */
import { compileKeywords, findKeywordHits, hasKeyword } from '../text.js';
import type { TExpectedSection, TSectionResult } from '../types.js';
import { makeEvidence, type TAnalysedDocument } from './analysed-document.js';

/** Content without a heading counts when at least this many different hints match. */
const MIN_DISTINCT_HINTS = 2;

export function assessSections(
  sections: readonly TExpectedSection[],
  documents: readonly TAnalysedDocument[],
): TSectionResult[] {
  return sections.map((section): TSectionResult => {
    const headingMatcher = compileKeywords(section.headings);
    for (const analysed of documents) {
      const heading = analysed.units.find((unit) => unit.kind === 'heading' && hasKeyword(unit.folded, headingMatcher));
      if (heading) return { section, status: 'present', evidence: makeEvidence(analysed.document, heading.text) };
    }
    const slotDocument = documents.find((analysed) => section.satisfiedBySlots?.includes(analysed.document.slot));
    if (slotDocument) {
      return {
        section,
        status: 'present',
        evidence: makeEvidence(slotDocument.document, `${slotDocument.document.slotName} document uploaded`),
      };
    }
    const contentMatcher = compileKeywords(section.keywords);
    const distinct = new Set<string>();
    let evidence: TSectionResult['evidence'];
    for (const analysed of documents) {
      for (const unit of analysed.units) {
        const hits = findKeywordHits(unit.folded, contentMatcher);
        for (const hit of hits) distinct.add(hit.keyword);
        if (hits[0] && !evidence) evidence = makeEvidence(analysed.document, unit.text, hits[0].index);
      }
    }
    if (distinct.size >= MIN_DISTINCT_HINTS)
      return { section, status: 'no-heading', ...(evidence ? { evidence } : {}) };
    return { section, status: 'missing' };
  });
}
