/**
 * Messages for the chat with a real model (any OpenAI-compatible endpoint): a system prompt per project type with
 * the criteria and the rules, then the revision's anonymized documents, each labelled with its slot. (The analysis
 * with a model is reviewed criterion by criterion, see model-review/.)
 * Documents are cut to a token budget by keeping the beginning of each document and the passages most relevant
 * to the criteria (BM25), in document order.
 */
import { SLOTS_BY_PROJECT_TYPE, type TProjectType } from '@grant-review/contract';
import { createBm25Index } from './bm25.js';
import type { TChatTurn } from './chat.js';
import { getFunderCriteria } from './criteria/index.js';
import { REVIEW_PRACTICE } from './criteria/review-practice.js';
import type { TFunderCriteria, TReviewDocument } from './types.js';

export interface TPromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export const DEFAULT_DOCUMENT_TOKEN_BUDGET = 24_000;
export const DEFAULT_HISTORY_TOKEN_BUDGET = 8_000;
/** Chunks the budget cutter works with: about a paragraph. */
const CHUNK_CHARS = 1_200;
export const OMISSION_MARKER = '[… passage omitted to fit the token budget …]';

/** A rough estimate that is good enough for budgeting: about four characters per token. */
export const estimateTokens = (text: string): number => Math.ceil(text.length / 4);

const bullet = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
const sourceTag = (item: { source: string; isAssumption: boolean }) =>
  item.isAssumption ? `(ASSUMPTION, not verified; source: ${item.source})` : `(source: ${item.source})`;

function describeFunder(funder: TFunderCriteria): string {
  const criteria = funder.criteria
    .map((criterion, index) =>
      [
        `${index + 1}. **${criterion.title}** ${sourceTag(criterion)}`,
        ...criterion.lookFor.map((point) => `   - ${point}`),
        `   - Evidence to look for: ${criterion.aspects.map((aspect) => aspect.label + (aspect.needsFigure ? ' (with figures)' : '')).join('; ')}.`,
      ].join('\n'),
    )
    .join('\n');
  const rules = funder.rules
    .map((rule) => `- **${rule.title}:** ${rule.description}${rule.note ? ` ${rule.note}` : ''} ${sourceTag(rule)}`)
    .join('\n');
  const sections = funder.sections.map((section) => section.title).join('; ');
  const sectionsTag = funder.sections.some((section) => section.isAssumption) ? ' (ASSUMPTION, not verified)' : '';
  const slots = SLOTS_BY_PROJECT_TYPE[funder.projectType]
    .map((slot) => `- ${slot.name} (${slot.id})${slot.required ? ', required' : ', optional'}: ${slot.description}`)
    .join('\n');
  return [
    `## Evaluation criteria`,
    criteria,
    `## Formal and financial rules`,
    rules,
    `## Sections reviewers expect${sectionsTag}`,
    sections,
    `## Document slots of this programme`,
    slots,
    `## Process`,
    bullet(funder.processNotes.map((note) => `${note.text} ${sourceTag(note)}`)),
    `## What reviewers praise and punish (${REVIEW_PRACTICE.source})`,
    `Praise:\n${bullet(REVIEW_PRACTICE.praise)}`,
    `Punish:\n${bullet(REVIEW_PRACTICE.punish)}`,
  ].join('\n\n');
}

const EVIDENCE_RULES = [
  'Quote evidence verbatim in quotation marks and name the document it comes from, e.g. — Application Draft (file.pdf).',
  'Keep placeholders such as [PERSON_1], [ORGANIZATION_2] or [EMAIL_ADDRESS_1] exactly as written. They replace personal data; never guess who or what they stand for, and never invent names.',
  'Judge only from the documents. If something is not in them, say it is missing; do not assume it exists elsewhere, unless the prompt says passages were omitted.',
  'Compute shares and totals from the amounts in the documents, show the arithmetic, and compare them with the rules.',
  'Mark every point that rests on an ASSUMPTION rule or criterion as such.',
  "Answer in the language of the application (or of the user's question in the chat).",
].join('\n');

export function buildSystemPrompt(projectType: TProjectType): string {
  const funder = getFunderCriteria(projectType);
  return [
    `You are an experienced expert reviewer for the ${funder.programmeName}, discussing the applicant's anonymized documents with them. Answer their questions from the documents and the criteria and rules below: quote the relevant passages, point to the related criterion or rule, and give concrete fixes. Keep answers focused; use short Markdown.`,
    describeFunder(funder),
    `## Rules for your answer\n${EVIDENCE_RULES}`,
  ].join('\n\n');
}

// ----- Documents under a token budget -----

interface TChunk {
  documentIndex: number;
  position: number;
  text: string;
}

/** Paragraph-sized chunks; a paragraph longer than a chunk is cut at sentence ends. */
function splitIntoChunks(text: string): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const paragraph of text.split(/\n\s*\n/)) {
    const pieces = paragraph.length > CHUNK_CHARS ? paragraph.split(/(?<=[.!?])\s+/) : [paragraph];
    for (const piece of pieces) {
      if (current && current.length + piece.length + 2 > CHUNK_CHARS) {
        chunks.push(current);
        current = '';
      }
      current = current ? `${current}\n\n${piece}` : piece;
      while (current.length > CHUNK_CHARS * 1.5) {
        chunks.push(current.slice(0, CHUNK_CHARS));
        current = current.slice(CHUNK_CHARS);
      }
    }
  }
  if (current.trim()) chunks.push(current);
  return chunks;
}

export interface TBudgetedDocument {
  document: TReviewDocument;
  text: string;
  omittedChunks: number;
}

export interface TBudgetResult {
  documents: TBudgetedDocument[];
  isTruncated: boolean;
}

/** The criteria's hints in every language: what "relevant" means when choosing passages. */
function buildRelevanceQuery(funder: TFunderCriteria, question?: string): string {
  const hints = funder.criteria.flatMap((criterion) =>
    criterion.aspects.flatMap((aspect) => [aspect.label, ...Object.values(aspect.keywords).flat()]),
  );
  const rules = funder.rules.map((rule) => rule.title);
  // The chat question is repeated so that it outweighs the general criteria vocabulary.
  const boost = question ? Array.from({ length: 5 }, () => question).join(' ') : '';
  return [...hints, ...rules, boost].join(' ').replace(/\*/g, '');
}

/**
 * Keeps documents whole when they fit. Otherwise keeps the first chunk of every document, then the chunks that
 * score best against the criteria (and the question), in document order, with a marker where text was left out.
 */
export function fitDocumentsToBudget(
  documents: readonly TReviewDocument[],
  options: { projectType: TProjectType; tokenBudget?: number; question?: string },
): TBudgetResult {
  const budget = options.tokenBudget ?? DEFAULT_DOCUMENT_TOKEN_BUDGET;
  const total = documents.reduce((sum, document) => sum + estimateTokens(document.text), 0);
  if (total <= budget) {
    return {
      documents: documents.map((document) => ({ document, text: document.text, omittedChunks: 0 })),
      isTruncated: false,
    };
  }
  const chunks: TChunk[] = documents.flatMap((document, documentIndex) =>
    splitIntoChunks(document.text).map((text, position) => ({ documentIndex, position, text })),
  );
  const kept = new Set<TChunk>();
  let used = 0;
  // The beginning of each document says what it is; it is kept first, cut if even that does not fit.
  const beginningBudget = Math.floor(budget / Math.max(1, documents.length) / 2);
  for (const chunk of chunks.filter((item) => item.position === 0)) {
    if (estimateTokens(chunk.text) > beginningBudget) chunk.text = chunk.text.slice(0, beginningBudget * 4);
    kept.add(chunk);
    used += estimateTokens(chunk.text);
  }
  const index = createBm25Index(chunks, (chunk) => chunk.text);
  const scores = index.scoreAll(buildRelevanceQuery(getFunderCriteria(options.projectType), options.question));
  const ranked = chunks
    .map((chunk, position) => ({ chunk, score: scores[position] ?? 0 }))
    .filter((item) => !kept.has(item.chunk))
    .sort(
      (a, b) =>
        b.score - a.score || a.chunk.documentIndex - b.chunk.documentIndex || a.chunk.position - b.chunk.position,
    );
  for (const { chunk } of ranked) {
    const cost = estimateTokens(chunk.text);
    if (used + cost > budget) continue;
    kept.add(chunk);
    used += cost;
  }
  const budgeted = documents.map((document, documentIndex): TBudgetedDocument => {
    const own = chunks.filter((chunk) => chunk.documentIndex === documentIndex);
    const parts: string[] = [];
    let omitted = 0;
    let isGap = false;
    for (const chunk of own) {
      if (kept.has(chunk)) {
        if (isGap) parts.push(OMISSION_MARKER);
        parts.push(chunk.text);
        isGap = false;
      } else {
        omitted += 1;
        isGap = true;
      }
    }
    if (isGap) parts.push(OMISSION_MARKER);
    return { document, text: parts.join('\n\n'), omittedChunks: omitted };
  });
  return { documents: budgeted, isTruncated: true };
}

/** Neutralises a closing tag inside document text, so a document cannot end its own block early. */
const escapeDocumentText = (text: string): string => text.replace(/<\/document>/gi, '<\\/document>');

export function formatDocuments(projectType: TProjectType, budgeted: TBudgetResult): string {
  const filled = new Set(budgeted.documents.map((item) => item.document.slot));
  const missing = SLOTS_BY_PROJECT_TYPE[projectType].filter((slot) => slot.required && !filled.has(slot.id));
  const header = [
    `# The revision's documents (anonymized; ${budgeted.documents.length} document${budgeted.documents.length === 1 ? '' : 's'})`,
    budgeted.isTruncated
      ? `Some passages were omitted to fit the token budget: the beginning of each document and the passages most relevant to the criteria were kept, in document order, and "${OMISSION_MARKER}" marks each gap. Do not treat omitted content as missing from the application; say so when a conclusion depends on it.`
      : '',
    missing.length > 0 ? `Required documents not uploaded: ${missing.map((slot) => slot.name).join(', ')}.` : '',
  ].filter(Boolean);
  const blocks = budgeted.documents.map(
    ({ document, text, omittedChunks }) =>
      `<document slot="${document.slot}" name="${document.slotName}" file="${document.fileName.replace(/"/g, "'")}"${omittedChunks > 0 ? ` omitted_passages="${omittedChunks}"` : ''}>\n${escapeDocumentText(text)}\n</document>`,
  );
  return [...header, ...blocks].join('\n\n');
}

export interface TChatPromptInput {
  projectType: TProjectType;
  documents: readonly TReviewDocument[];
  question: string;
  history?: readonly TChatTurn[];
  /** Token budget for the documents (≈ chars/4). */
  tokenBudget?: number;
  historyTokenBudget?: number;
}

/** Keeps the most recent turns that fit the history budget, oldest first. */
function fitHistory(history: readonly TChatTurn[], budget: number): TChatTurn[] {
  const kept: TChatTurn[] = [];
  let used = 0;
  for (const turn of [...history].reverse()) {
    const cost = estimateTokens(turn.content);
    if (used + cost > budget) break;
    kept.unshift(turn);
    used += cost;
  }
  return kept;
}

export function buildChatMessages({
  projectType,
  documents,
  question,
  history = [],
  tokenBudget,
  historyTokenBudget,
}: TChatPromptInput): TPromptMessage[] {
  const budgeted = fitDocumentsToBudget(documents, {
    projectType,
    question,
    ...(tokenBudget !== undefined ? { tokenBudget } : {}),
  });
  return [
    {
      role: 'system',
      content: `${buildSystemPrompt(projectType)}\n\n${formatDocuments(projectType, budgeted)}`,
    },
    ...fitHistory(history, historyTokenBudget ?? DEFAULT_HISTORY_TOKEN_BUDGET).map((turn) => ({
      role: turn.role,
      content: turn.content,
    })),
    { role: 'user', content: question },
  ];
}
