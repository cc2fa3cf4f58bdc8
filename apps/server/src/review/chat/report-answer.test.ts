import type { TReviewReport } from '@grant-review/contract';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../chat.js';
import { reviewRevision } from '../index.js';
import { renderReportMarkdown } from '../render-report.js';
import { INNOSUISSE_FLAWED_EN } from '../test-support/fixtures.js';
import { isBuiltinReviewerText } from './builtin-text.js';
import { CHAT_NOTICES, detectLanguage } from './language.js';
import { classifyQuestion } from './topics.js';

const report = reviewRevision({ projectType: 'INNOSUISSE_PROJECT', documents: INNOSUISSE_FLAWED_EN });
const ask = (question: string, options: { report?: TReviewReport; history?: string[] } = { report }) =>
  answerQuestion({
    projectType: 'INNOSUISSE_PROJECT',
    documents: INNOSUISSE_FLAWED_EN,
    question,
    history: (options.history ?? []).map((content) => ({ role: 'user' as const, content })),
    ...(options.report ? { report: options.report } : {}),
  });

/** The findings the engine reports for this application, by check (their wording is the engine's). */
const finding = (check: string, contains = '') => {
  const found = report.findings.find((item) => item.check === check && item.title.includes(contains));
  if (!found) throw new Error(`the fixture's report has no ${check} finding`);
  return found;
};
const PARTNER_SHARE = `**1. ${finding('partner-share').title}**`;
const PARTNER_QUOTE = `> "${finding('partner-share').evidence[0]?.quote ?? ''}" — *Funding Proposal*`;
const MARKET_SIZE = finding('section-missing', 'market').title;
const MILESTONES = finding('milestones').title;

describe('the offline chat’s language', () => {
  it('recognises English, German, French and Italian questions', () => {
    expect(detectLanguage('What did you find about the budget?')).toBe('en');
    expect(detectLanguage('Was ist die grösste Schwäche?')).toBe('de');
    expect(detectLanguage('Wie verbessere ich den Marktteil?')).toBe('de');
    expect(detectLanguage('Comment améliorer la section marché ?')).toBe('fr');
    expect(detectLanguage('Qu’avez-vous trouvé sur le budget ?')).toBe('fr');
    expect(detectLanguage('Qual è il punto più debole?')).toBe('it');
    expect(detectLanguage('Cosa manca nel piano di lavoro?')).toBe('it');
  });

  it('says once, in other languages, that the findings are in English', () => {
    expect(ask('What did you find about the budget?')).not.toMatch(/in English/);
    expect(ask('Was ist die grösste Schwäche?').match(/Die Befunde selbst sind auf Englisch/g)).toHaveLength(1);
    expect(ask('Qu’avez-vous trouvé sur le budget ?').match(/Les constats eux-mêmes sont en anglais/g)).toHaveLength(1);
    expect(ask('Cosa manca nel piano di lavoro?').match(/I risultati stessi sono in inglese/g)).toHaveLength(1);
  });
});

describe('answers from the analysis’s findings', () => {
  it('gives the findings about a topic, most severe first, each with its quote and suggestion', () => {
    const answer = ask('What did you find about the budget?');
    expect(answer).toContain('What the analysis found about the budget, most severe first:');
    expect(answer).toContain(PARTNER_SHARE);
    expect(answer).toContain(PARTNER_QUOTE);
    expect(answer).toContain(`*What to do:* ${finding('partner-share').suggestion}`);
    expect(answer.indexOf('*Blocker*')).toBeLessThan(answer.indexOf('*Important*'));
    expect(answer).toContain(finding('figures-consistency').title);
    expect(answer).not.toContain(MARKET_SIZE);
    expect(answer).not.toContain(MILESTONES);
  });

  it('answers the same topic in French', () => {
    const answer = ask('Qu’avez-vous trouvé sur le budget ?');
    expect(answer).toContain("Ce que l'analyse a trouvé sur le budget");
    expect(answer).toContain('*Bloquant*');
    expect(answer).toContain(PARTNER_QUOTE);
    expect(answer).toContain(`*Que faire:* ${finding('cash-contribution').suggestion}`);
  });

  it('says how to fix the market section in English, German and French', () => {
    for (const [question, heading] of [
      ['How do I fix the market section?', 'How to improve the market:'],
      ['Wie verbessere ich den Marktteil?', 'Was Sie beim Thema Markt verbessern können:'],
      ['Comment améliorer la section marché ?', 'Comment améliorer le marché :'],
    ] as const) {
      const answer = ask(question);
      expect(answer).toContain(heading);
      expect(answer).toContain(MARKET_SIZE);
      expect(answer).toContain(finding('section-missing', 'market').suggestion);
      expect(answer).not.toContain(PARTNER_SHARE);
    }
  });

  it('answers what is missing in the work plan in Italian', () => {
    const answer = ask('Cosa manca nel piano di lavoro?');
    expect(answer).toContain("Cosa ha trovato l'analisi per il piano di lavoro");
    expect(answer).toContain(`**1. ${MILESTONES}** — *Importante · Methodological quality*`);
    expect(answer).toMatch(/> "M1: Binder formulation developed\." — \*Application Draft/);
    expect(answer).toContain('- **Methodological quality**: Assente');
    expect(answer).not.toContain('Cash contribution');
  });

  it('rates the team and quotes the team section when the analysis raised nothing about it', () => {
    const answer = ask('Is the team strong enough?');
    expect(answer).toContain('The analysis raised no finding about the team.');
    expect(answer).toContain('- **Expertise of the project partners**: Strong');
    expect(answer).toMatch(
      /1\. > ".*\[PERSON_2\].*" — \*Application Draft \(`greencoat-draft\.pdf`\), section "Team"\*/,
    );
  });

  it('names the weakest part from the blockers and the lowest-rated criterion, in each language', () => {
    for (const [question, heading, missing] of [
      ['What is the weakest part?', '### The weakest part', 'Missing'],
      ['Was ist die grösste Schwäche?', '### Die grösste Schwäche', 'Fehlt'],
      ['Quel est le point le plus faible ?', '### Le point le plus faible', 'Absent'],
      ['Qual è il punto più debole?', '### Il punto più debole', 'Assente'],
    ] as const) {
      const answer = ask(question);
      expect(answer).toContain(heading);
      expect(answer).toContain(PARTNER_SHARE);
      expect(answer).toContain(`- **Value creation for the Swiss economy or society**: ${missing}`);
      expect(answer.indexOf(PARTNER_SHARE)).toBeLessThan(answer.indexOf('- **Value creation for the Swiss economy'));
      expect(answer).toContain(MARKET_SIZE);
    }
  });

  it('lists every finding for a general question about the analysis', () => {
    const answer = ask('What did you find?');
    expect(answer).toContain('**Overall readiness: Not ready**');
    expect(answer).toContain('The findings, most severe first:');
    expect(answer).toContain(PARTNER_SHARE);
  });

  it('follows up on the previous question’s topic', () => {
    const answer = ask('And how do I fix that?', { report, history: ['What did you find about the budget?'] });
    expect(answer).toContain('How to improve the budget:');
    expect(answer).toContain(PARTNER_SHARE);
  });

  it('answers a new general question in full, not only the previous topic', () => {
    const answer = ask('What did you find?', { report, history: ['What did you find about the budget?'] });
    expect(answer).toContain('The findings, most severe first:');
    expect(answer).toContain(MARKET_SIZE);
  });

  it('quotes figure labels, which come from the documents', () => {
    const withFigure: TReviewReport = {
      ...report,
      figures: [
        {
          role: 'market-size',
          value: 120_000_000,
          unit: 'CHF',
          label: 'Market of [ORGANIZATION_1]',
          file_id: 'f',
          start: 0,
          end: 1,
        },
      ],
    };
    expect(ask('What about the market?', { report: withFigure })).toContain(
      `- "Market of [ORGANIZATION_1]": CHF 120'000'000`,
    );
  });

  it('answers a question about the criteria with the report’s ratings', () => {
    const question = 'What does Innosuisse assess?';
    const rating = report.criteria.find((item) => item.criterion === 'value-creation');
    expect(ask(question)).toContain(
      `- **Value creation for the Swiss economy or society**: Missing — ${rating?.rationale}`,
    );
    expect(ask(question)).not.toContain('Start Analysis');
    expect(ask(question, {})).toContain('There is no completed analysis in this chat yet');
  });
});

describe('without an analysis', () => {
  it('says there is none yet and how to start one, then answers from a review of the documents', () => {
    const answer = ask('What did you find about the budget?', {});
    expect(answer).toContain('There is no completed analysis in this chat yet');
    expect(answer).toContain('**Start Analysis**');
    expect(answer).toContain('Implementation-partner share');
  });

  it('says so in German', () => {
    expect(ask('Was ist die grösste Schwäche?', {})).toContain(
      'In diesem Chat gibt es noch keine abgeschlossene Analyse',
    );
  });
});

describe('requests only a language model can do', () => {
  it('recognises them, and not questions asking how to write', () => {
    for (const question of [
      'Rewrite the market section',
      'Please write an executive summary',
      'Translate the findings into German',
      'Schreib den Abschnitt neu',
      'Réécris la section marché',
      'Riscrivi il piano di lavoro',
    ]) {
      expect(classifyQuestion(question), question).toBe('model-only');
    }
    expect(classifyQuestion('How should I write the market section?')).not.toBe('model-only');
    expect(classifyQuestion('What did you find about the budget?')).not.toBe('model-only');
  });

  it('says honestly that it cannot write, shows the findings for that part and who can add a model', () => {
    const answer = ask('Rewrite the market section');
    expect(answer).toContain('I cannot write, rewrite or translate text');
    expect(answer).toContain('What I can do instead');
    expect(answer).toContain(MARKET_SIZE);
    expect(answer).toContain('`LLM_PROVIDER=openai-compatible`');
  });

  it('asks which part when none is named, in the question’s language', () => {
    const answer = ask('Schreib den Abschnitt neu');
    expect(answer).toContain('Ich kann keinen Text schreiben, umschreiben oder übersetzen');
    expect(answer).toContain('Sagen Sie mir, um welchen Teil es geht');
    expect(answer).toContain('`LLM_PROVIDER=openai-compatible`');
    expect(ask('Réécris la section marché')).toContain('Je ne peux pas écrire, réécrire ni traduire');
    expect(ask('Riscrivi il piano di lavoro')).toContain(MILESTONES);
  });

  it('says how to start an analysis when there is none', () => {
    const answer = ask('Write an executive summary', {});
    expect(answer).toContain('I cannot write');
    expect(answer).toContain('**Start Analysis**');
  });
});

describe('recognising the built-in reviewer’s texts', () => {
  it('knows its chat answers and analyses, and not a model’s', () => {
    for (const notice of Object.values(CHAT_NOTICES)) expect(isBuiltinReviewerText(`${notice}\n\nText`)).toBe(true);
    expect(isBuiltinReviewerText(ask('What is the weakest part?'))).toBe(true);
    expect(isBuiltinReviewerText(renderReportMarkdown(report))).toBe(true);
    expect(isBuiltinReviewerText(renderReportMarkdown({ ...report, reviewer: 'model', model: 'm' }))).toBe(false);
    expect(isBuiltinReviewerText('The draft by [PERSON_1] looks solid.')).toBe(false);
  });
});
