import type { TReviewReport } from '@grant-review/contract';
import { restorePlaceholders, type PlaceholderMap } from '../documents/anonymize/index.js';

/**
 * A report as its owner sees it: placeholders in what came from the documents (quotes, headings) and in what a
 * model wrote about them are put back to the real values. The report's own wording holds no placeholder tokens.
 * Offsets still index `anonymized_content`, which is what the review page highlights.
 */
export function presentReport(report: TReviewReport, map: PlaceholderMap): TReviewReport {
  const restore = (text: string) => restorePlaceholders(text, map);
  const restoreOrNull = (text: string | null) => (text === null ? null : restore(text));
  return {
    ...report,
    readiness: { ...report.readiness, summary: restore(report.readiness.summary) },
    criteria: report.criteria.map((item) => ({ ...item, rationale: restore(item.rationale) })),
    findings: report.findings.map((finding) => ({
      ...finding,
      title: restore(finding.title),
      explanation: restore(finding.explanation),
      suggestion: restore(finding.suggestion),
      looked_for: restoreOrNull(finding.looked_for),
      evidence: finding.evidence.map((item) => ({
        ...item,
        quote: restore(item.quote),
        section: restoreOrNull(item.section),
      })),
    })),
    readings: report.readings.map((reading) => ({ ...reading, heading: restore(reading.heading) })),
  };
}
