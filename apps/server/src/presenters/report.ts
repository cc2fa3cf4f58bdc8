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
  const restoreQuote = (text: string) => restorePlaceholders(text, map);
  const restore = (text: string) =>
    restoreAssistantText(text, map, report.reviewer === 'builtin' ? 'quotes' : 'everywhere');
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
        quote: restoreQuote(item.quote),
        section: item.section === null ? null : restoreQuote(item.section),
      })),
    })),
    readings: report.readings.map((reading) => ({ ...reading, heading: restoreQuote(reading.heading) })),
    figures: report.figures.map((figure) => ({ ...figure, label: restoreQuote(figure.label) })),
  };
}
