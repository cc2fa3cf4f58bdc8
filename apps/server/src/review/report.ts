/**
 * Writes the built-in reviewer's findings as the structured Markdown report. The section headings are
 * REPORT_SECTIONS, which the model prompts ask for too, so both reviewers produce the same structure.
 */
import { LONG_SENTENCE_WORDS } from './checks/writing.js';
import { documentLabel, quoteEvidence, table } from './markdown.js';
import type { TCheckStatus, TCriterionStatus, TReviewResult, TSectionStatus } from './types.js';

export const REPORT_SECTIONS = {
  summary: 'Summary of the criteria',
  criteria: 'Criteria',
  formal: 'Formal and financial checks',
  missing: 'Missing sections and documents',
  writing: 'Writing quality',
  todo: 'To-do list (most important first)',
  about: 'About this review',
} as const;

export const VERDICT_LEVELS = ['Ready', 'Nearly ready', 'Needs work', 'Not ready'] as const;

export const OFFLINE_REVIEWER_NOTICE =
  "Built-in offline reviewer: rule-based checks against the funder's criteria, no AI model. It finds evidence by keywords (EN/DE/FR/IT), headings and numbers, so read its findings as pointers, not as the funder's judgement.";

const CRITERION_LABEL: Record<TCriterionStatus, string> = {
  addressed: 'Addressed',
  weak: 'Weak',
  missing: 'Missing',
};
const CHECK_LABEL: Record<TCheckStatus, string> = {
  pass: 'Pass',
  fail: 'Fail',
  warn: 'Check',
  'not-found': 'Not found',
  manual: 'ℹ️ Manual',
};
const SECTION_LABEL: Record<TSectionStatus, string> = {
  present: 'present',
  'no-heading': 'content found, but no heading',
  missing: 'missing',
};

export const describeCriterionStatus = (status: TCriterionStatus): string => CRITERION_LABEL[status];
export const describeCheckStatus = (status: TCheckStatus): string => CHECK_LABEL[status];

export function buildReport(result: TReviewResult): string {
  const { funder } = result;
  const lines: string[] = [];
  const push = (...items: string[]) => lines.push(...items);

  push(`# Pre-submission review: ${funder.programmeName}`, '');
  push(`> ${OFFLINE_REVIEWER_NOTICE}`, '');
  push(`**Overall readiness: ${result.verdict.level}** — ${result.verdict.reason}`, '');
  push(
    result.documents.length > 0
      ? `Documents reviewed: ${result.documents.map((document) => documentLabel(document)).join(', ')}.`
      : 'No documents with text were provided.',
    '',
  );

  push(`## ${REPORT_SECTIONS.summary}`, '');
  push(
    table(
      ['#', 'Criterion', 'Status', 'In short'],
      result.criteria.map((item, index) => [
        String(index + 1),
        `${item.criterion.title}${item.criterion.isAssumption ? ' *' : ''}`,
        CRITERION_LABEL[item.status],
        item.summary,
      ]),
    ),
    '',
  );
  if (result.criteria.some((item) => item.criterion.isAssumption))
    push('\\* Assumed criterion (not verified against an official source).', '');

  push(`## ${REPORT_SECTIONS.criteria}`, '');
  result.criteria.forEach((item, index) => {
    push(`### ${index + 1}. ${item.criterion.title} — ${CRITERION_LABEL[item.status]}`, '');
    push(`*Reviewers look for:* ${item.criterion.lookFor.join(' ')}`, '');
    const covered = item.aspects.filter((aspect) => aspect.coverage === 'covered');
    if (covered.length > 0) {
      push('**Evidence found**', '');
      for (const aspect of covered.slice(0, 4)) {
        if (aspect.evidence) push(`- *${aspect.aspect.label}:*`, `  ${quoteEvidence(aspect.evidence)}`);
      }
      push('');
    } else {
      push('**Evidence found:** none.', '');
    }
    const unquantified = item.aspects.filter((aspect) => aspect.coverage === 'no-figure');
    if (unquantified.length > 0) {
      push(`**Mentioned without figures:** ${unquantified.map((aspect) => aspect.aspect.label).join(', ')}.`, '');
    }
    if (item.fixes.length > 0) {
      push('**Fixes**', '', ...item.fixes.map((fix) => `- ${fix}`), '');
    }
    push(`<sub>Source: ${item.criterion.source}${item.criterion.isAssumption ? ' (assumption)' : ''}</sub>`, '');
  });

  push(`## ${REPORT_SECTIONS.formal}`, '');
  const checked = result.checks.filter((check) => check.status !== 'manual');
  push(
    table(
      ['Rule', 'Status', 'Finding'],
      checked.map((check) => [check.rule.title, CHECK_LABEL[check.status], check.finding]),
    ),
    '',
  );
  for (const check of checked.filter((item) => item.status !== 'pass' || item.evidence.length > 0)) {
    push(`**${check.rule.title}** — ${CHECK_LABEL[check.status]}`, '');
    const quotes = [...new Set(check.evidence.map(quoteEvidence))];
    for (const quote of quotes.slice(0, 3)) push(quote, '');
    if (check.fix && check.status !== 'pass') push(`*Fix:* ${check.fix}`, '');
    push(`<sub>Source: ${check.rule.source}${check.rule.note ? `. ${check.rule.note}` : ''}</sub>`, '');
  }
  const manual = result.checks.filter((check) => check.status === 'manual');
  if (manual.length > 0) {
    push('**Confirm yourself (not checkable from the text):**', '');
    for (const check of manual) push(`- ${check.rule.description} <sub>(${check.rule.source})</sub>`);
    push('');
  }

  push(`## ${REPORT_SECTIONS.missing}`, '');
  const missingSections = result.sections.filter((section) => section.status !== 'present');
  if (result.missingSlots.length === 0 && missingSections.length === 0) {
    push('All required documents are uploaded and every expected section was found.', '');
  } else {
    for (const slot of result.missingSlots) push(`- **Required document missing:** ${slot.name} — ${slot.description}`);
    for (const section of missingSections) {
      push(`- **${section.section.title}:** ${SECTION_LABEL[section.status]}.`);
      if (section.evidence) push(`  ${quoteEvidence(section.evidence)}`);
    }
    push('');
  }
  if (funder.sections.some((section) => section.isAssumption)) {
    push(
      '<sub>The expected sections are an assumption (not verified): no official list of required sections was found.</sub>',
      '',
    );
  }

  push(`## ${REPORT_SECTIONS.writing}`, '');
  const { milestones, readability } = result;
  push(
    `**Milestones without measurable targets:** ${milestones.unmeasurable.length} of ${milestones.total}${milestones.total === 0 ? ' (no milestones found)' : ''}.`,
    '',
  );
  for (const finding of milestones.unmeasurable.slice(0, 5)) {
    push(
      `- ${finding.hasTimingOnly ? 'Date only, no success criterion' : 'No number, unit or date'}:`,
      `  ${quoteEvidence(finding.evidence)}`,
    );
  }
  if (milestones.unmeasurable.length > 0) push('');
  push(`**Claims without numbers or comparison:** ${result.claims.length}.`, '');
  for (const claim of result.claims.slice(0, 5)) push(`- "${claim.word}":`, `  ${quoteEvidence(claim.evidence)}`);
  if (result.claims.length > 0) push('');
  push(`**Market figures without a source:** ${result.unsourcedMarketFigures.length}.`, '');
  for (const evidence of result.unsourcedMarketFigures.slice(0, 3)) push(`- ${quoteEvidence(evidence)}`);
  if (result.unsourcedMarketFigures.length > 0) push('');
  push(`**Figures that differ between documents:** ${result.inconsistencies.length}.`, '');
  for (const inconsistency of result.inconsistencies) {
    push(
      `- ${inconsistency.what}: ${inconsistency.values.map((value) => `${value.display} in ${documentLabel(value.evidence)}`).join(' vs ')}`,
    );
    for (const value of inconsistency.values) push(`  ${quoteEvidence(value.evidence)}`);
  }
  if (result.inconsistencies.length > 0) push('');
  push(
    `**Readability:** ${readability.longSentenceCount} of ${readability.sentenceCount} sentences are longer than ${LONG_SENTENCE_WORDS} words (longest: ${readability.maxWordsPerSentence} words).`,
    '',
  );
  if (readability.longest)
    push(`Example (${readability.longest.wordCount} words):`, '', quoteEvidence(readability.longest), '');

  push(`## ${REPORT_SECTIONS.todo}`, '');
  if (result.todos.length === 0)
    push('Nothing urgent. Reread the application once more with the criteria above in mind.', '');
  else push(...result.todos.map((todo, index) => `${index + 1}. ${todo.text}`), '');

  push(`## ${REPORT_SECTIONS.about}`, '');
  push(`- ${OFFLINE_REVIEWER_NOTICE}`);
  // Never a literal placeholder here: real values are put back into the report for its owner.
  push('- Personal data was replaced by numbered placeholders before the review; only you see the real values again.');
  const assumed = [
    ...funder.criteria.filter((item) => item.isAssumption).map((item) => `criterion "${item.title}"`),
    ...funder.rules.filter((item) => item.isAssumption).map((item) => `rule "${item.title}"`),
  ];
  if (funder.sections.some((section) => section.isAssumption)) assumed.push('the list of expected sections');
  if (assumed.length > 0) push(`- **Assumptions (not verified):** ${assumed.join('; ')}.`);
  const notes = new Map<string, string[]>();
  for (const rule of funder.rules) if (rule.note) notes.set(rule.note, [...(notes.get(rule.note) ?? []), rule.title]);
  for (const [note, titles] of notes) push(`- ${titles.length > 2 ? 'The ETH facts' : titles.join(', ')}: ${note}`);
  push(`- Sources: ${funder.sources.join('; ')}.`);
  return (
    lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}
