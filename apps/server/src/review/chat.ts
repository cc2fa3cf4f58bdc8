/**
 * Chat answers of the built-in offline reviewer. It has no language model. Questions about the analysis (a topic
 * such as the budget or the market, the weakest part, what was found) are answered from the report of the chat's
 * latest analysis (chat/report-answer.ts); other questions as before: it recognises what the question is about (a
 * financial rule, the milestones, …), answers from a review of the documents, names the related criterion with its
 * fixes, and quotes the best passages found by BM25. The frame is in the question's language (EN/DE/FR/IT).
 */
import type { TProjectType, TReviewReport } from '@grant-review/contract';
import { CHAT_NOTICES, detectLanguage, FRAME } from './chat/language.js';
import { renderPassage, retrievePassages } from './chat/passages.js';
import { answerFromReport, answerModelOnly } from './chat/report-answer.js';
import { classifyQuestion, detectTopics } from './chat/topics.js';
import { createBm25Index } from './bm25.js';
import { quoteEvidence } from './markdown.js';
import { reviewDocuments } from './offline-reviewer.js';
import { describeCheckStatus, describeCriterionStatus } from './report.js';
import { foldText, tokenize } from './text.js';
import type { TCheckId, TCriterionResult, TLanguage, TReviewDocument, TReviewResult, TRuleCheck } from './types.js';

export interface TChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface TAnswerInput {
  projectType: TProjectType;
  documents: readonly TReviewDocument[];
  question: string;
  history?: readonly TChatTurn[];
  /** The report of the chat's latest analysis; without it, questions about findings say how to start one. */
  report?: TReviewReport;
}

type TIntent =
  'partner-share' | 'cash' | 'budget' | 'duration' | 'milestones' | 'missing' | 'readiness' | 'writing' | 'host';

/** Patterns over folded text (lower case, no accents). */
const INTENT_PATTERNS: Record<TIntent, RegExp> = {
  'partner-share':
    /implementation.?partner|umsetzungspartner|partner.?share|partneranteil|partenaire de mise|partner di attuazione|40\s*[-–]\s*60|eigenleistung/,
  cash: /\bcash\b|barbeitrag|bar-?beitrag|barleistung|\bin bar\b|especes|contanti/,
  budget:
    /budget|limit|obergrenze|hochstbetrag|maximum|\b150\b|total cost|gesamtkosten|\bkosten\b|\bcosts?\b|financ|finanz|\bchf\b/,
  duration: /duration|how long|\bdauer|laufzeit|\bmonths?\b|\bmonate?n?\b|duree|durata/,
  milestones: /milestone|meilenstein|jalon|traguard/,
  missing: /missing|\black|fehlt|fehlen|vergessen|manque|manca|incomplete|unvollstandig|what else|was noch/,
  readiness:
    /\bready\b|readiness|\bbereit\b|verdict|overall|chances?|submit|einreichen|\bfertig\b|bewertung|how good|wie gut/,
  writing: /readab|sentence|\bsatz|\bsatze|lesbar|writing|\bstyle|\bstil\b|claims?\b|behauptung|language|sprache/,
  host: /\bhost\b|professor|gastgeber|betreu/,
};

type TLabel =
  'passages' | 'criterion' | 'fixes' | 'noPassages' | 'noDocuments' | 'fallback' | 'notApplicable' | 'verdict' | 'todo';

const LABELS: Record<TLanguage, Record<TLabel, string>> = {
  en: {
    passages: 'Relevant passages in your documents',
    criterion: 'Related criterion',
    fixes: 'What to do',
    noPassages: 'I found no passage in your documents that matches the question.',
    noDocuments: 'No document with text has been uploaded to this revision yet, so I can only explain the criteria.',
    fallback:
      'I could not tell which criterion or rule the question is about. You can ask, for example: "What is the weakest part?", "What did you find about the budget?", "How do I fix the market section?", "What is missing?"',
    notApplicable: 'This rule does not apply to this programme.',
    verdict: 'Overall readiness',
    todo: 'Most important next steps',
  },
  de: {
    passages: 'Passende Stellen in Ihren Dokumenten',
    criterion: 'Zugehöriges Kriterium',
    fixes: 'Was zu tun ist',
    noPassages: 'Ich habe keine Stelle in Ihren Dokumenten gefunden, die zur Frage passt.',
    noDocuments: 'Zu dieser Revision ist noch kein Dokument mit Text hochgeladen; ich kann nur die Kriterien erklären.',
    fallback:
      'Ich konnte nicht erkennen, um welches Kriterium oder welche Regel es geht. Fragen Sie zum Beispiel: «Was ist die grösste Schwäche?», «Was habt ihr zum Budget gefunden?», «Wie verbessere ich den Marktteil?», «Was fehlt?»',
    notApplicable: 'Diese Regel gilt für dieses Programm nicht.',
    verdict: 'Gesamteinschätzung',
    todo: 'Die wichtigsten nächsten Schritte',
  },
  fr: {
    passages: 'Passages pertinents de vos documents',
    criterion: 'Critère concerné',
    fixes: 'Que faire',
    noPassages: "Je n'ai trouvé dans vos documents aucun passage qui corresponde à la question.",
    noDocuments:
      "Aucun document avec du texte n'a encore été téléversé dans cette révision ; je ne peux qu'expliquer les critères.",
    fallback:
      "Je n'ai pas pu déterminer de quel critère ou de quelle règle il s'agit. Vous pouvez demander par exemple : « Quel est le point le plus faible ? », « Qu'avez-vous trouvé sur le budget ? », « Comment améliorer la section marché ? », « Que manque-t-il ? »",
    notApplicable: "Cette règle ne s'applique pas à ce programme.",
    verdict: 'Préparation globale',
    todo: 'Prochaines étapes les plus importantes',
  },
  it: {
    passages: 'Passaggi pertinenti dei suoi documenti',
    criterion: 'Criterio correlato',
    fixes: 'Cosa fare',
    noPassages: 'Non ho trovato nei suoi documenti alcun passaggio che corrisponda alla domanda.',
    noDocuments:
      'In questa revisione non è ancora stato caricato alcun documento con testo; posso solo spiegare i criteri.',
    fallback:
      'Non ho capito a quale criterio o regola si riferisce la domanda. Può chiedere per esempio: «Qual è il punto più debole?», «Cosa avete trovato sul budget?», «Come miglioro la sezione mercato?», «Cosa manca?»',
    notApplicable: 'Questa regola non si applica a questo programma.',
    verdict: 'Valutazione complessiva',
    todo: 'I prossimi passi più importanti',
  },
};

function detectIntents(text: string): TIntent[] {
  const folded = foldText(text);
  const intents = (Object.keys(INTENT_PATTERNS) as TIntent[]).filter((intent) => INTENT_PATTERNS[intent].test(folded));
  // "Implementation partner cash contribution" is about cash; the share pattern matched only the partner's name.
  if (intents.includes('cash') && intents.includes('partner-share') && !/share|anteil|part\b|quota|40/.test(folded)) {
    return intents.filter((intent) => intent !== 'partner-share');
  }
  // A budget question about the partner's share or cash is answered by those checks.
  if (
    intents.includes('budget') &&
    (intents.includes('partner-share') || intents.includes('cash')) &&
    !/limit|grenze|150|maximum|hochst/.test(folded)
  ) {
    return intents.filter((intent) => intent !== 'budget');
  }
  return intents;
}

const findCheck = (result: TReviewResult, checkId: TCheckId): TRuleCheck | undefined =>
  result.checks.find((check) => check.rule.checkId === checkId);

function describeCheck(check: TRuleCheck): string[] {
  const lines = [`**${check.rule.title}** — ${describeCheckStatus(check.status)}`, '', check.finding, ''];
  for (const quote of [...new Set(check.evidence.map(quoteEvidence))].slice(0, 3)) lines.push(quote, '');
  if (check.fix && check.status !== 'pass') lines.push(`*Fix:* ${check.fix}`, '');
  lines.push(`*Rule: ${check.rule.description} Source: ${check.rule.source}.*`, '');
  return lines;
}

function describeCriterion(item: TCriterionResult, language: TLanguage): string[] {
  const index = item.criterion.title;
  const lines = [
    `**${LABELS[language].criterion}: ${index}** — ${describeCriterionStatus(item.status)}${item.criterion.isAssumption ? ' (assumed criterion)' : ''}`,
    '',
    item.summary,
    '',
  ];
  if (item.fixes.length > 0)
    lines.push(`*${LABELS[language].fixes}:*`, ...item.fixes.slice(0, 4).map((fix) => `- ${fix}`), '');
  return lines;
}

function answerIntent(intent: TIntent, result: TReviewResult, language: TLanguage): string[] {
  const notApplicable = [LABELS[language].notApplicable, ''];
  switch (intent) {
    case 'partner-share': {
      const check = findCheck(result, 'implementation-partner-share');
      return check ? describeCheck(check) : [...notApplicable, ...coFundingNote(result)];
    }
    case 'cash': {
      const check = findCheck(result, 'cash-contribution');
      return check ? describeCheck(check) : [...notApplicable, ...coFundingNote(result)];
    }
    case 'budget': {
      const maxBudget = findCheck(result, 'max-budget');
      if (maxBudget) return describeCheck(maxBudget);
      const lines = [
        "Innosuisse has no funding cap if the cost/benefit ratio is right; the budget rules are the partner's share and cash contribution.",
        '',
      ];
      for (const checkId of ['implementation-partner-share', 'cash-contribution'] as const) {
        const check = findCheck(result, checkId);
        if (check) lines.push(...describeCheck(check));
      }
      return lines;
    }
    case 'duration': {
      const check = findCheck(result, 'duration');
      return check ? describeCheck(check) : notApplicable;
    }
    case 'milestones': {
      const check = findCheck(result, 'milestones-measurable');
      const lines = check ? describeCheck(check) : [];
      if (result.milestones.unmeasurable.length > 3) {
        lines.push(
          `Further milestones without a measurable target:`,
          ...result.milestones.unmeasurable.slice(3, 8).map((item) => `- "${item.evidence.quote}"`),
          '',
        );
      }
      lines.push(
        'A measurable milestone names *when*, *what* and *how success is measured*: "M2 (month 12): prototype detects 95% of defects on 1\'000 test samples, false-alarm rate below 2%". Tie each one to a work package, and mark go/no-go points.',
        '',
      );
      return lines;
    }
    case 'missing':
      return describeMissing(result);
    case 'readiness':
      return [
        `**${LABELS[language].verdict}: ${result.verdict.level}** — ${result.verdict.reason}`,
        '',
        ...(result.todos.length > 0
          ? [
              `*${LABELS[language].todo}:*`,
              ...result.todos.slice(0, 5).map((todo, index) => `${index + 1}. ${todo.text}`),
              '',
            ]
          : []),
      ];
    case 'writing': {
      const { readability } = result;
      const lines = [
        `- Sentences longer than 40 words: ${readability.longSentenceCount} of ${readability.sentenceCount} (longest: ${readability.maxWordsPerSentence} words).`,
        `- Claims without numbers or comparison: ${result.claims.length}${result.claims[0] ? ` (e.g. "${result.claims[0].word}")` : ''}.`,
        `- Market figures without a source: ${result.unsourcedMarketFigures.length}.`,
        '',
      ];
      if (readability.longest)
        lines.push(
          quoteEvidence(readability.longest),
          '',
          '*Fix:* split it into two or three sentences of at most 25 words, one idea each.',
          '',
        );
      if (result.claims[0])
        lines.push(
          quoteEvidence(result.claims[0].evidence),
          '',
          '*Fix:* replace the adjective with a comparison and a number against a named baseline.',
          '',
        );
      return lines;
    }
    case 'host': {
      const check = findCheck(result, 'host-professor');
      return check ? describeCheck(check) : notApplicable;
    }
  }
}

function coFundingNote(result: TReviewResult): string[] {
  const check = findCheck(result, 'co-funding');
  return check ? describeCheck(check) : [];
}

function describeMissing(result: TReviewResult): string[] {
  const lines: string[] = [];
  for (const slot of result.missingSlots)
    lines.push(`- Missing: required document not uploaded: **${slot.name}** (${slot.description})`);
  for (const item of result.criteria.filter((criterion) => criterion.status !== 'addressed')) {
    const gaps = item.aspects.filter((aspect) => aspect.coverage !== 'covered').map((aspect) => aspect.aspect.label);
    lines.push(
      `- ${item.status === 'missing' ? 'Missing' : 'Weak'}: criterion **${item.criterion.title}**: ${gaps.length > 0 ? `missing or without figures: ${gaps.join(', ')}` : item.summary}`,
    );
  }
  for (const section of result.sections.filter((item) => item.status === 'missing'))
    lines.push(`- Missing: section **${section.section.title}** not found.`);
  for (const check of result.checks.filter((item) => item.status === 'not-found' || item.status === 'fail')) {
    lines.push(`- ${check.status === 'fail' ? 'Fails' : 'Not found'}: ${check.rule.title}: ${check.finding}`);
  }
  if (lines.length === 0)
    lines.push(
      'Nothing essential seems to be missing: all required documents are there, every criterion has evidence and every expected section was found.',
    );
  lines.push('');
  return lines;
}

/** The criterion whose title, what-reviewers-look-for and hints best match the question. */
function findRelatedCriterion(result: TReviewResult, query: string): TCriterionResult | undefined {
  const index = createBm25Index(result.criteria, (item) =>
    [
      item.criterion.title,
      ...item.criterion.lookFor,
      ...item.criterion.aspects.flatMap((aspect) => [aspect.label, ...aspect.keywords.en, ...aspect.keywords.de]),
    ].join(' '),
  );
  return index.search(query, 1)[0]?.item;
}

const INTENT_CRITERIA: Partial<Record<TIntent, readonly string[]>> = {
  milestones: ['methodology', 'feasibility'],
  budget: ['budget'],
  host: ['host-support'],
  duration: ['feasibility'],
};

/** Today's answer from a review of the documents: the matching rule checks, criterion and passages. */
function answerFromDocuments(
  { projectType, documents, question, history = [] }: TAnswerInput,
  language: TLanguage,
): string[] {
  const labels = LABELS[language];
  const result = reviewDocuments({ projectType, documents });
  const lines: string[] = [];
  if (result.documents.length === 0) lines.push(labels.noDocuments, '');

  // A short follow-up ("and how do I fix that?") continues the previous question's topic.
  const previousQuestion = [...history].reverse().find((turn) => turn.role === 'user')?.content ?? '';
  let intents = detectIntents(question);
  const isFollowUp = intents.length === 0 && tokenize(question).length <= 6 && previousQuestion !== '';
  if (isFollowUp) intents = detectIntents(previousQuestion);
  const query = isFollowUp ? `${question} ${previousQuestion}` : question;

  for (const intent of intents) lines.push(...answerIntent(intent, result, language));

  // Financial and readiness questions are answered by their checks; other topics get their criterion.
  const wantedIds = intents.flatMap((intent) => INTENT_CRITERIA[intent] ?? []);
  const related =
    result.criteria.find((item) => wantedIds.includes(item.criterion.id)) ??
    (intents.length === 0 ? findRelatedCriterion(result, query) : undefined);
  if (related) lines.push(...describeCriterion(related, language));
  if (intents.length === 0 && !related) lines.push(labels.fallback, '');

  if (result.documents.length > 0) {
    const passages = retrievePassages(result.documents, query, 3);
    if (passages.length > 0) lines.push(`**${labels.passages}**`, '');
    else if (intents.length === 0) lines.push(labels.noPassages, '');
    passages.forEach((passage, index) => lines.push(renderPassage(passage, index, FRAME[language].section), ''));
  }
  return lines;
}

/** Words that point back to what was asked before ("that", "das", "ça", "questo" …). */
const refersBack = (question: string): boolean =>
  /\b(that|this|it|them|those|das|dies\w*|es|ihn|ca|cela|ceci|le|la|les|questo|questa|quello|quella|lo|li)\b/.test(
    foldText(question),
  );

export function answerQuestion(input: TAnswerInput): string {
  const { projectType, question, history = [], report } = input;
  const language = detectLanguage(question);
  const kind = classifyQuestion(question);
  // A short follow-up ("and how do I fix that?", "rewrite it") is about the previous question's topics.
  const previousQuestion = [...history].reverse().find((turn) => turn.role === 'user')?.content ?? '';
  let topics = detectTopics(question, projectType);
  let topicQuestion = question;
  const isFollowUp = tokenize(question).length <= 6 && (kind === 'model-only' || refersBack(question));
  if (topics.length === 0 && previousQuestion && isFollowUp) {
    topics = detectTopics(previousQuestion, projectType);
    if (topics.length > 0) topicQuestion = `${question} ${previousQuestion}`;
  }
  const reportQuestion = { documents: input.documents, question: topicQuestion, language, kind, topics };

  const lines: string[] = [CHAT_NOTICES[language], ''];
  if (kind === 'model-only') {
    lines.push(...answerModelOnly({ ...reportQuestion, ...(report ? { report } : {}) }));
  } else {
    const fromReport = report ? answerFromReport({ ...reportQuestion, report }) : null;
    const isAboutAnalysis = kind !== 'other' || topics.length > 0;
    if (!report && isAboutAnalysis) lines.push(FRAME[language].noAnalysis, '');
    lines.push(...(fromReport ?? answerFromDocuments(input, language)));
  }
  return (
    lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}
