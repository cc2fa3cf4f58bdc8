import { describe, expect, it } from 'vitest';
import { buildChatMessages, estimateTokens, fitDocumentsToBudget, OMISSION_MARKER } from './prompts.js';
import { ETH_CLEAN_EN, INNOSUISSE_CLEAN_EN } from './test-support/fixtures.js';
import type { TReviewDocument } from './types.js';
import type { TProjectType } from '@grant-review/contract';

const filler = (topic: string, count: number) =>
  Array.from(
    { length: count },
    (_, index) =>
      `Paragraph ${index} about ${topic}: general background on the company history and office furniture, nothing else of note here at all.`,
  ).join('\n\n');

/** A long application: the relevant paragraph sits in the middle of a lot of filler. */
const LONG_DOCUMENTS: TReviewDocument[] = [
  {
    slot: 'APPLICATION_DRAFT',
    slotName: 'Application Draft',
    fileName: 'long.pdf',
    text: [
      'Title page: FlowSense application by [PERSON_1].',
      filler('history', 120),
      'Milestones: M1 (month 6) error below 1.5%; M2 (month 12) 10 sensors pass EMC testing. The implementation partner carries 45% of total project costs and the cash contribution is 5%.',
      filler('furniture', 120),
    ].join('\n\n'),
  },
  {
    slot: 'FUNDING_PROPOSAL',
    slotName: 'Funding Proposal',
    fileName: 'budget.docx',
    text: `Budget overview.\n\n${filler('rooms', 60)}`,
  },
];

const ask = (projectType: TProjectType, documents: readonly TReviewDocument[], tokenBudget?: number) =>
  buildChatMessages({
    projectType,
    documents,
    question: 'What is the weakest part?',
    ...(tokenBudget === undefined ? {} : { tokenBudget }),
  })[0]?.content ?? '';

describe('the chat prompt', () => {
  const system = ask('INNOSUISSE_PROJECT', INNOSUISSE_CLEAN_EN);

  it('sends a system prompt with criteria, rules, sources and assumptions', () => {
    expect(system).toContain('Level of innovation');
    expect(system).toContain('at least 5% of total project costs');
    expect(system).toContain('10% of the Innosuisse funding');
    expect(system).toContain('SR 420.1 Art. 19 para. 2bis');
    expect(system).toContain('ASSUMPTION, not verified');
    expect(system).toContain('[PERSON_1]');
  });

  it('labels each document with its slot and keeps the text whole when it fits', () => {
    const user = system;
    expect(user).toContain(
      '<document slot="APPLICATION_DRAFT" name="Application Draft" file="flowsense-application.docx">',
    );
    expect(user).toContain('<document slot="FUNDING_PROPOSAL"');
    expect(user).toContain(INNOSUISSE_CLEAN_EN[0]?.text.trim().slice(0, 200));
    expect(user).not.toContain('Some passages were omitted');
  });

  it('names required documents that were not uploaded', () => {
    expect(ask('ETH_PIONEER_FELLOWSHIP', [ETH_CLEAN_EN[0]!])).toContain('Required documents not uploaded: Budget, CV.');
  });

  it('uses the ETH criteria for ETH projects', () => {
    const eth = ask('ETH_PIONEER_FELLOWSHIP', ETH_CLEAN_EN);
    expect(eth).toContain('CHF 150,000');
    expect(eth).toContain('host professor');
    expect(eth).not.toContain('cash contribution');
  });
});

describe('token budget', () => {
  const budget = 2_000;
  const fitted = fitDocumentsToBudget(LONG_DOCUMENTS, { projectType: 'INNOSUISSE_PROJECT', tokenBudget: budget });
  const totalTokens = fitted.documents.reduce((sum, item) => sum + estimateTokens(item.text), 0);

  it('stays within the budget (plus omission markers)', () => {
    expect(fitted.isTruncated).toBe(true);
    const markers = fitted.documents.reduce((sum, item) => sum + item.text.split(OMISSION_MARKER).length - 1, 0);
    expect(totalTokens).toBeLessThanOrEqual(budget + markers * estimateTokens(`${OMISSION_MARKER}\n\n`));
  });

  it('always keeps the beginning of each document', () => {
    expect(fitted.documents[0]?.text.startsWith('Title page: FlowSense application by [PERSON_1].')).toBe(true);
    expect(fitted.documents[1]?.text.startsWith('Budget overview.')).toBe(true);
  });

  it('keeps the passage most relevant to the criteria, in document order', () => {
    const text = fitted.documents[0]?.text ?? '';
    expect(text).toContain('The implementation partner carries 45% of total project costs');
    expect(text.indexOf('Title page')).toBeLessThan(text.indexOf('Milestones: M1'));
    expect(fitted.documents[0]?.omittedChunks).toBeGreaterThan(0);
  });

  it('tells the model that passages were omitted', () => {
    const user = ask('INNOSUISSE_PROJECT', LONG_DOCUMENTS, budget);
    expect(user).toContain('Some passages were omitted');
    expect(user).toContain(OMISSION_MARKER);
    expect(user).toMatch(/omitted_passages="\d+"/);
  });

  it('favours passages that match the chat question', () => {
    const documents: TReviewDocument[] = [
      {
        ...LONG_DOCUMENTS[0]!,
        text: `${LONG_DOCUMENTS[0]!.text}\n\nThe office has a rare aquarium with seventeen goldfish.`,
      },
    ];
    const withQuestion = fitDocumentsToBudget(documents, {
      projectType: 'INNOSUISSE_PROJECT',
      tokenBudget: 1_000,
      question: 'Tell me about the aquarium and the goldfish',
    });
    expect(withQuestion.documents[0]?.text).toContain('seventeen goldfish');
  });
});

describe('buildChatMessages', () => {
  it('carries the system prompt with documents, the history and the question, in order', () => {
    const messages = buildChatMessages({
      projectType: 'INNOSUISSE_PROJECT',
      documents: INNOSUISSE_CLEAN_EN,
      question: 'Is the cash contribution high enough?',
      history: [
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: 'Hi, ask me about your application.' },
      ],
    });
    expect(messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[0]?.content).toContain('<document slot="FUNDING_PROPOSAL"');
    expect(messages.at(-1)?.content).toBe('Is the cash contribution high enough?');
  });

  it('drops the oldest turns beyond the history budget', () => {
    const history = Array.from({ length: 10 }, (_, index) => ({
      role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `turn ${index} ${'x'.repeat(400)}`,
    }));
    const messages = buildChatMessages({
      projectType: 'INNOSUISSE_PROJECT',
      documents: [],
      question: 'Q',
      history,
      historyTokenBudget: 300,
    });
    expect(messages).toHaveLength(1 + 2 + 1);
    expect(messages[1]?.content).toMatch(/^turn 8/);
  });
});
