import { describe, expect, it } from 'vitest';
import { answerQuestion } from './chat.js';
import {
  ETH_CLEAN_EN,
  ETH_FLAWED_BUDGET_EN,
  INNOSUISSE_CLEAN_EN,
  INNOSUISSE_FLAWED_DE,
  INNOSUISSE_FLAWED_EN,
} from './test-support/fixtures.js';

const askInnosuisse = (
  documents: typeof INNOSUISSE_CLEAN_EN,
  question: string,
  history = [] as { role: 'user' | 'assistant'; content: string }[],
) => answerQuestion({ projectType: 'INNOSUISSE_PROJECT', documents, question, history });

describe('answerQuestion', () => {
  it('says it is the offline reviewer without a language model', () => {
    expect(askInnosuisse(INNOSUISSE_CLEAN_EN, 'What is missing?')).toMatch(/offline reviewer.*no language model/i);
    expect(askInnosuisse(INNOSUISSE_CLEAN_EN, 'Was fehlt?')).toMatch(/Offline-Reviewer.*ohne Sprachmodell/);
  });

  it('answers the implementation-partner share with the figure, a quote and a fix', () => {
    const answer = askInnosuisse(INNOSUISSE_FLAWED_EN, 'What is my implementation partner share?');
    expect(answer).toContain('Implementation-partner share 25%');
    expect(answer).toContain('Fail');
    expect(answer).toContain('— *Funding Proposal (`greencoat-budget.pdf`)*');
    expect(answer).toMatch(/\*Fix:\* Raise the implementation partner's contribution/);
  });

  it('answers the same in German', () => {
    const answer = askInnosuisse(INNOSUISSE_FLAWED_DE, 'Wie hoch ist der Anteil des Umsetzungspartners?');
    expect(answer).toContain("Implementation-partner share 25% (CHF 200'000 of CHF 800'000");
  });

  it('answers the cash contribution in German', () => {
    expect(askInnosuisse(INNOSUISSE_FLAWED_DE, 'Reicht unser Barbeitrag?')).toContain('Cash contribution 2%');
  });

  it('checks an ETH budget against the limit', () => {
    const tooHigh = answerQuestion({
      projectType: 'ETH_PIONEER_FELLOWSHIP',
      documents: ETH_FLAWED_BUDGET_EN,
      question: 'Is my budget within the limit?',
    });
    expect(tooHigh).toContain("exceeds the maximum of CHF 150'000 by CHF 30'000");
    const fine = answerQuestion({
      projectType: 'ETH_PIONEER_FELLOWSHIP',
      documents: ETH_CLEAN_EN,
      question: 'Liegt mein Budget innerhalb der Grenze?',
    });
    expect(fine).toContain("Total budget CHF 148'500 is within CHF 150'000");
  });

  it('explains how to improve the milestones, quoting the weak ones and the criterion', () => {
    for (const [documents, question] of [
      [INNOSUISSE_FLAWED_EN, 'How can I improve the milestones?'],
      [INNOSUISSE_FLAWED_DE, 'Wie kann ich die Meilensteine verbessern?'],
    ] as const) {
      const answer = askInnosuisse(documents, question);
      expect(answer).toMatch(/milestones have no measurable target/);
      expect(answer).toMatch(/Methodological quality/);
      expect(answer).toMatch(/> "(M1|Meilenstein 1): /);
    }
  });

  it('lists what is missing', () => {
    const answer = askInnosuisse(INNOSUISSE_FLAWED_EN, 'What is missing?');
    expect(answer).toContain('Missing: section **Market and value creation** not found.');
    expect(answer).toContain('criterion **Value creation for the Swiss economy or society**');
  });

  it('quotes the best passages for an open question', () => {
    const answer = askInnosuisse(INNOSUISSE_CLEAN_EN, 'Tell me about the patent situation');
    expect(answer).toContain('Level of innovation');
    expect(answer).toMatch(/1\. > ".*patent.*" — \*Application Draft/);
  });

  it('follows up on the previous question', () => {
    const answer = askInnosuisse(INNOSUISSE_FLAWED_EN, 'And how do I fix that?', [
      { role: 'user', content: 'Is my cash contribution high enough?' },
      { role: 'assistant', content: 'No: 2%.' },
    ]);
    expect(answer).toContain('Raise the cash contribution to at least');
  });

  it('tells ETH applicants that partner rules do not apply', () => {
    const answer = answerQuestion({
      projectType: 'ETH_PIONEER_FELLOWSHIP',
      documents: ETH_CLEAN_EN,
      question: 'What is my cash contribution?',
    });
    expect(answer).toContain('does not apply');
    expect(answer).toContain('No co-funding is required');
  });

  it('keeps placeholders in quoted passages', () => {
    const answer = answerQuestion({
      projectType: 'ETH_PIONEER_FELLOWSHIP',
      documents: ETH_CLEAN_EN,
      question: 'Who is my host professor?',
    });
    expect(answer).toContain('[PERSON_3]');
  });
});
