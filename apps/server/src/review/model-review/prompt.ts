/**
 * The prompt for one criterion: what reviewers look for, the funder's rules and review practice, the engine's facts
 * (stated as settled, so the model judges only what needs judgement) and the criterion's passages of anonymized text.
 * Passages are labelled with their document slot and section, never with a file's name.
 */
import {
  CRITERION_RATINGS,
  FINDING_SEVERITIES,
  REVIEW_CHECKS,
  type TFinding,
  type TReportFigure,
} from '@grant-review/contract';
import { REVIEW_PRACTICE } from '../criteria/review-practice.js';
import type { TPassage, TReviewFacts } from '../facts.js';
import { DEFAULT_DOCUMENT_TOKEN_BUDGET } from '../prompts.js';
import { SEVERITY_LABELS } from '../render-report.js';
import { JUDGEMENT_CHECK_IDS } from './schema.js';

export interface TCriterionPrompt {
  system: string;
  prompt: string;
}

export const PASSAGES_CUT_MARKER = '[… the rest of this passage was left out to fit the token budget …]';

const bullet = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
const assumptionTag = (item: { isAssumption: boolean }) => (item.isAssumption ? ' (ASSUMPTION, not verified)' : '');

const SYSTEM_RULES = [
  'Judge only this one criterion, only from the passages given. If something reviewers look for is not in them, say it is missing.',
  'The established facts were checked by rule from the whole application (documents, sections, cost table). Take them as true: do not re-check, contradict or repeat them as findings. Use them when they bear on this criterion.',
  "Every quote must be copied verbatim from one passage (a sentence or a short part of one) and name the passage's document id. Never paraphrase inside a quote; a quote that is not in the passage is discarded.",
  'Keep placeholders such as [PERSON_1] or [ORGANIZATION_2] exactly as written; they stand for personal data. Never guess what they stand for.',
  'Raise a finding only for a real gap or flaw a reviewer would note; a criterion that is well covered can have no findings. When you have no quote for a finding, say in looked_for what you looked for and where.',
  "Write the rationale, titles, explanations and suggestions in the application's language. The rationale is one line.",
];

function describeScale(): string {
  const ratings = Object.entries(CRITERION_RATINGS).map(([rating, meaning]) => `${rating}: ${meaning}`);
  const severities = FINDING_SEVERITIES.map((severity) => `${severity}: ${SEVERITY_LABELS[severity].meaning}`);
  const checks = JUDGEMENT_CHECK_IDS.map((check) => `${check}: ${REVIEW_CHECKS[check]}`);
  return [
    `Ratings:\n${bullet(ratings)}`,
    `Severities:\n${bullet(severities)}`,
    `Checks a finding can name:\n${bullet(checks)}`,
  ].join('\n\n');
}

export function buildCriterionSystemPrompt(programmeName: string): string {
  return [
    `You are an experienced expert reviewer for the ${programmeName}. You assess one evaluation criterion of an applicant's anonymized application at a time, before submission, to help the applicant improve it.`,
    `## Rules\n${bullet(SYSTEM_RULES)}`,
    `## Scale\n${describeScale()}`,
    '## Answer\nOne JSON object: {"assessment": {"rating", "rationale"}, "findings": [{"check", "severity", "title", "explanation", "evidence": [{"document", "quote"}], "looked_for", "suggestion"}]}.',
  ].join('\n\n');
}

const describeFact = (finding: TFinding): string => `${finding.severity}: ${finding.title}. ${finding.explanation}`;

const describeFigure = (figure: TReportFigure): string =>
  `${figure.label}: ${figure.value.toLocaleString('en-US')} ${figure.unit} (${figure.role})`;

/** Neutralises a closing tag inside document text, so a passage cannot end its own block early. */
const escapePassageText = (text: string): string => text.replace(/<\/passage>/gi, '<\\/passage>');
const escapeAttribute = (text: string): string => text.replace(/["<>]/g, "'").replace(/\s+/g, ' ');

/** The passages in order, each whole while the budget lasts; the one that crosses it is cut, the rest left out. */
function formatPassages(passages: readonly TPassage[], tokenBudget: number): string {
  let left = tokenBudget * 4;
  const blocks: string[] = [];
  let omitted = 0;
  for (const passage of passages) {
    if (left <= 0) {
      omitted += 1;
      continue;
    }
    const text = passage.text.length > left ? `${passage.text.slice(0, left)}\n${PASSAGES_CUT_MARKER}` : passage.text;
    left -= passage.text.length;
    const section = passage.section ? ` section="${escapeAttribute(passage.section)}"` : '';
    blocks.push(
      `<passage document="${passage.slot}" name="${escapeAttribute(passage.slotName)}"${section}>\n${escapePassageText(text)}\n</passage>`,
    );
  }
  if (omitted > 0) blocks.push(`(${omitted} further passage(s) left out to fit the token budget.)`);
  return blocks.length > 0 ? blocks.join('\n\n') : '(No passage of the documents speaks to this criterion.)';
}

export function buildCriterionPrompt(
  facts: TReviewFacts,
  criterionId: string,
  options: { tokenBudget?: number } = {},
): TCriterionPrompt {
  const { criterion, passages } = facts.contextFor(criterionId);
  const { funder } = facts;
  const rules = funder.rules.map((rule) => `${rule.title}: ${rule.description}${assumptionTag(rule)}`);
  const figures = facts.figures.filter((figure) => figure.role !== 'other').map(describeFigure);
  const readings = facts.readings
    .filter((reading) => reading.target === criterion.id)
    .map((reading) => `${reading.slot}: "${reading.numbering ? `${reading.numbering} ` : ''}${reading.heading}"`);
  const prompt = [
    `# Criterion: ${criterion.title}${assumptionTag(criterion)}`,
    `What reviewers look for:\n${bullet(criterion.lookFor)}`,
    `Evidence to look for: ${criterion.aspects.map((aspect) => aspect.label + (aspect.needsFigure ? ' (with figures)' : '')).join('; ')}.`,
    `## The funder's formal and financial rules\n${bullet(rules)}`,
    `## What reviewers praise and punish\nPraise:\n${bullet(REVIEW_PRACTICE.praise)}\nPunish:\n${bullet(REVIEW_PRACTICE.punish)}`,
    `## Established facts (checked by rule; do not re-judge)`,
    facts.ruleFindings.length > 0
      ? `Rule findings:\n${bullet(facts.ruleFindings.map(describeFact))}`
      : 'Rule findings: every formal and financial rule check passed.',
    figures.length > 0 ? `Figures with their roles:\n${bullet(figures)}` : 'Figures with their roles: none were read.',
    readings.length > 0 ? `Sections read as this criterion:\n${bullet(readings)}` : '',
    `## Passages for this criterion (anonymized)`,
    formatPassages(passages, options.tokenBudget ?? DEFAULT_DOCUMENT_TOKEN_BUDGET),
    `Assess the criterion "${criterion.title}" now.`,
  ];
  return { system: buildCriterionSystemPrompt(funder.programmeName), prompt: prompt.filter(Boolean).join('\n\n') };
}
