import type { TReviewReport } from '@grant-review/contract';
import { restorePlaceholders, type PlaceholderMap } from '../documents/anonymize/index.js';
import { restoreAssistantText } from '../chat/placeholder-stream.js';

/**
 * A report as its owner sees it: placeholders in what came from the documents (quotes, headings, figure labels) are
 * put back to the real values. In the reviewer's wording (titles, explanations, suggestions, rationales) a model's
 * placeholders are put back wherever they are, the built-in reviewer's only inside the double quotes it puts
 * document text in, as in its chat messages. Offsets still index `anonymized_content`, which is what the review
 * page highlights.
 */
export function presentReport(report: TReviewReport, map: PlaceholderMap): TReviewReport {
  return mapReportText(
    report,
    (text) => restoreAssistantText(text, map, report.reviewer === 'builtin' ? 'quotes' : 'everywhere'),
    (text) => restorePlaceholders(text, map),
  );
}

/**
 * The report with `wording` applied to the reviewer's words (readiness summary, rationales, titles, explanations,
 * suggestions, what was looked for) and `quote` to what came from the documents (quotes, headings, figure labels).
 */
export function mapReportText(
  report: TReviewReport,
  wording: (text: string) => string,
  quote: (text: string) => string,
): TReviewReport {
  return {
    ...report,
    readiness: { ...report.readiness, summary: wording(report.readiness.summary) },
    criteria: report.criteria.map((item) => ({ ...item, rationale: wording(item.rationale) })),
    findings: report.findings.map((finding) => ({
      ...finding,
      title: wording(finding.title),
      explanation: wording(finding.explanation),
      suggestion: wording(finding.suggestion),
      looked_for: finding.looked_for === null ? null : wording(finding.looked_for),
      evidence: finding.evidence.map((item) => ({
        ...item,
        quote: quote(item.quote),
        section: item.section === null ? null : quote(item.section),
      })),
    })),
    readings: report.readings.map((reading) => ({ ...reading, heading: quote(reading.heading) })),
    figures: report.figures.map((figure) => ({ ...figure, label: quote(figure.label) })),
  };
}
