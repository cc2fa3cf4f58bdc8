/**
 * Finds milestone lines and tells measurable ones ("M2, month 12: accuracy ≥ 95% on 500 images") from activities
 * ("M2: prototype developed"). A date or month alone is not a success criterion.
 */
import { compileKeywords, hasFigure, hasKeyword, MILESTONE_LABEL, stripPlaceholders } from '../text.js';
import type { TMilestoneFinding } from '../types.js';
import { makeEvidence, type TAnalysedDocument } from './analysed-document.js';

const MILESTONE_HEADING = compileKeywords([
  'milestone',
  'meilenstein',
  'jalon',
  'traguardi',
  'traguardo',
  'deliverables',
]);

const LABELS =
  /\b(?:m|ms|milestone|meilenstein|jalon|traguardo|wp|ap|d|t|lot|task|aufgabe)\s?\d{1,2}(?:\.\d{1,2})?\b/gi;
const TIMING = [
  /\b(?:month|months|monat|monate|monaten|mois|mese|mesi|week|weeks|woche|wochen|semaine|settimana|quarter|quartal|trimestre|q)\s*\d{1,2}(?:\s*[-–]\s*\d{1,2})?\b/gi,
  /\b\d{1,2}\s*(?:months?|monate?n?|mois|mesi|weeks?|wochen)\b/gi,
  /\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/g,
  /\b(?:19|20)\d{2}\b/g,
  /\bq[1-4]\b/gi,
];

export interface TMilestoneScan {
  total: number;
  unmeasurable: TMilestoneFinding[];
}

function classify(text: string): 'measurable' | 'timing-only' | 'none' {
  let rest = stripPlaceholders(text).replace(/^[\s|*•-]+/, '');
  rest = rest.replace(LABELS, ' ');
  let hasTiming = false;
  for (const pattern of TIMING) {
    rest = rest.replace(pattern, () => {
      hasTiming = true;
      return ' ';
    });
  }
  if (hasFigure(rest)) return 'measurable';
  return hasTiming ? 'timing-only' : 'none';
}

/** Milestones are labelled lines (M1, Milestone 2, Meilenstein 3) or bullets/rows under a milestone heading. */
export function scanMilestones(documents: readonly TAnalysedDocument[]): TMilestoneScan {
  const scan: TMilestoneScan = { total: 0, unmeasurable: [] };
  for (const analysed of documents) {
    let isUnderMilestoneHeading = false;
    for (const unit of analysed.units) {
      if (unit.kind === 'heading') {
        isUnderMilestoneHeading = hasKeyword(unit.folded, MILESTONE_HEADING);
        continue;
      }
      const text = unit.text.replace(/^[\s|]+/, '');
      const isLabelled = MILESTONE_LABEL.test(text);
      const isListedUnderHeading = isUnderMilestoneHeading && (unit.kind === 'bullet' || unit.kind === 'table-row');
      if (!isLabelled && !isListedUnderHeading) continue;
      // A table's header row ("Milestone | Month | Criterion") is not a milestone.
      if (unit.kind === 'table-row' && !/\d/.test(text) && /criteri|kriteri|month|monat/i.test(text)) continue;
      scan.total += 1;
      const kind = classify(text);
      if (kind === 'measurable') continue;
      scan.unmeasurable.push({
        evidence: makeEvidence(analysed.document, text),
        hasTimingOnly: kind === 'timing-only',
      });
    }
  }
  return scan;
}
