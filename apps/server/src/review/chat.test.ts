/**
 * The offline chat without a stored analysis: it reviews the documents with the engine for the answer, says so, and
 * answers from that report: findings, ratings and how the funding rules stand, with the figures of the documents.
 */
import type { TProjectType, TRevisionComparison } from '@grant-review/contract';
import { describe, expect, it } from 'vitest';
import { answerQuestion, type TChatTurn } from './chat.js';
import { CHAT_NOTICES } from './chat/language.js';
import { improvedComparison, PARTNER_SHARE, unchangedComparison } from './chat/test-support/sample-comparison.js';
import { reviewRevision } from './index.js';
import {
  ETH_CLEAN_EN,
  ETH_FLAWED_BUDGET_EN,
  INNOSUISSE_CLEAN_EN,
  INNOSUISSE_FLAWED_DE,
  INNOSUISSE_FLAWED_EN,
} from './test-support/fixtures.js';
import type { TReviewDocument } from './types.js';

const ask = (
  projectType: TProjectType,
  documents: readonly TReviewDocument[],
  question: string,
  history: TChatTurn[] = [],
) => answerQuestion({ projectType, documents, question, history });
const askInnosuisse = (documents: readonly TReviewDocument[], question: string, history: TChatTurn[] = []) =>
  ask('INNOSUISSE_PROJECT', documents, question, history);
const askEth = (documents: readonly TReviewDocument[], question: string) =>
  ask('ETH_PIONEER_FELLOWSHIP', documents, question);

/** An Innosuisse application whose partner share is computed, not stated: (280'200 + 30'000) / 600'000 = 51.7%. */
const SHARE_COMPUTED_DE: TReviewDocument[] = [
  {
    slot: 'APPLICATION_DRAFT',
    slotName: 'Application Draft',
    fileName: 'torffrei-antrag.docx',
    text: `Projektantrag TorfFrei: torffreie Substrate aus Holzfasern

Zusammenfassung
Die Forschungspartnerin, die Fachhochschule [ORGANIZATION_1], und der Umsetzungspartner [ORGANIZATION_2] AG
entwickeln ein torffreies Substrat. Das Projekt dauert 24 Monate.
`,
  },
  {
    slot: 'FUNDING_PROPOSAL',
    slotName: 'Funding Proposal',
    fileName: 'torffrei-finanzierung.docx',
    text: `Finanzierung TorfFrei

Laufzeit: 24 Monate
Gesamtprojektkosten: CHF 600'000
Beitrag Innosuisse: CHF 289'800
Umsetzungspartner Eigenleistung: CHF 280'200
Umsetzungspartner Barbeitrag: CHF 30'000
`,
  },
];

/** The ETH budget with amounts that add up to CHF 148,500, under the CHF 150,000 limit. */
const ETH_BUDGET_WITHIN_EN: TReviewDocument[] = ETH_FLAWED_BUDGET_EN.map((document) =>
  document.slot === 'BUDGET'
    ? {
        ...document,
        text: document.text
          .replace('CHF 31,000', 'CHF 16,000')
          .replace('CHF 26,000', 'CHF 9,500')
          .replace('CHF 180,000', 'CHF 148,500'),
      }
    : document,
);

const findingOf = (projectType: TProjectType, documents: readonly TReviewDocument[], check: string) => {
  const found = reviewRevision({ projectType, documents }).findings.find((finding) => finding.check === check);
  if (!found) throw new Error(`no ${check} finding`);
  return found;
};

describe('answerQuestion without an analysis', () => {
  it('says it is the offline reviewer without a language model', () => {
    expect(askInnosuisse(INNOSUISSE_CLEAN_EN, 'What is missing?')).toMatch(/offline reviewer.*no language model/i);
    expect(askInnosuisse(INNOSUISSE_CLEAN_EN, 'Was fehlt?')).toMatch(/Offline-Reviewer.*ohne Sprachmodell/);
  });

  it('says no analysis has been run yet, and answers from a review of the documents made now', () => {
    const answer = askInnosuisse(INNOSUISSE_FLAWED_EN, 'What is the weakest part?');
    expect(answer).toContain('There is no completed analysis in this chat yet, so I reviewed your documents just now');
    expect(answer).toContain('**Start Analysis**');
    expect(answer).toContain('### The weakest part');
    // The funding proposal gives the partner CHF 212'500 of CHF 850'000: 25%, quoted from the proposal.
    expect(answer).toContain("**1. Implementation partner's share is 25% of the total project costs** — *Blocker*");
    expect(answer).toContain('> "Implementation partner contribution: CHF 212\'500 (25%)" — *Funding Proposal*');
  });

  it('answers the same, in the question’s language, as from a stored analysis of the same documents', () => {
    const report = reviewRevision({ projectType: 'INNOSUISSE_PROJECT', documents: INNOSUISSE_FLAWED_DE });
    const question = 'Was habt ihr zum Budget gefunden?';
    const fresh = askInnosuisse(INNOSUISSE_FLAWED_DE, question);
    const stored = answerQuestion({
      projectType: 'INNOSUISSE_PROJECT',
      documents: INNOSUISSE_FLAWED_DE,
      question,
      report,
    });
    expect(stored).not.toContain('noch keine abgeschlossene Analyse');
    expect(fresh).toContain('In diesem Chat gibt es noch keine abgeschlossene Analyse');
    expect(fresh.slice(fresh.indexOf('**Förderregeln**'))).toBe(stored.slice(stored.indexOf('**Förderregeln**')));
  });

  it('says a document is needed when none has text', () => {
    const answer = askInnosuisse([], 'What is missing?');
    expect(answer).toContain('No document with text has been uploaded to this revision yet');
    expect(answer).toContain('Application Draft');
    expect(answer).not.toContain('There is no completed analysis');
  });
});

describe('funding rules', () => {
  it('confirms a partner share within 40–60%, with the figures it was read from', () => {
    const answer = askInnosuisse(INNOSUISSE_CLEAN_EN, 'Is the implementation partner share OK?');
    // The budget: CHF 340'000 in kind and CHF 42'500 cash of CHF 850'000 in total, 45%.
    expect(answer).toContain(
      "**Implementation-partner share 40–60% of total project costs**: met — the implementation partner's share of 45% is within 40–60% of the total project costs.",
    );
    expect(answer).toContain(`"Implementation partner in-kind contribution: CHF 340'000"`);
    expect(answer).toContain(
      '**Cash contribution at least 5% of total project costs**: met — the cash contribution of 5% of the total project costs reaches the required 5%.',
    );
  });

  it('confirms a share it computed from the cost figures, in German', () => {
    const answer = askInnosuisse(SHARE_COMPUTED_DE, 'Ist der Anteil des Umsetzungspartners in Ordnung?');
    expect(answer).toContain(
      'erfüllt — der Anteil des Umsetzungspartners von 51.7% liegt innerhalb von 40–60% der Gesamtprojektkosten.',
    );
    expect(answer).toContain('Die Analyse hat zum Thema Anteil des Umsetzungspartners keinen Befund ergeben.');
  });

  it('answers a share that breaks the rule with its finding, quote and fix, all in German for German documents', () => {
    const answer = askInnosuisse(INNOSUISSE_FLAWED_DE, 'Wie hoch ist der Anteil des Umsetzungspartners?');
    expect(answer).toContain(
      'nicht erfüllt — siehe den Befund *Der Anteil des Umsetzungspartners beträgt 25\u00a0% der gesamten Projektkosten* unten.',
    );
    expect(answer).toContain('> "Umsetzungspartner Eigenleistung: CHF 184\'000" — *Funding Proposal*');
    expect(answer).toContain(
      `*Was zu tun ist:* ${findingOf('INNOSUISSE_PROJECT', INNOSUISSE_FLAWED_DE, 'partner-share').suggestion}`,
    );
    expect(answer).toContain('**2. Der Barbeitrag beträgt 2\u00a0% der gesamten Projektkosten** — *Blocker*');
    expect(answer).not.toContain('Die Befunde selbst sind auf');
  });

  it('tells ETH applicants that the co-funding rules do not apply, in English and French', () => {
    const answer = askEth(ETH_CLEAN_EN, 'What is my cash contribution?');
    expect(answer).toContain(
      "The co-funding rules (the implementation partner's share of 40–60% and its cash contribution) do not apply to the ETH Pioneer Fellowship: no co-funding is required.",
    );
    expect(answer).not.toContain('The analysis raised no finding');
    expect(askEth(ETH_CLEAN_EN, 'Quelle est notre contribution en espèces ?')).toContain(
      "ne s'appliquent pas à l'ETH Pioneer Fellowship : aucun cofinancement n'est exigé.",
    );
  });

  it('holds an ETH budget against the CHF 150,000 limit', () => {
    const tooHigh = askEth(ETH_FLAWED_BUDGET_EN, 'Is my budget within the limit?');
    expect(tooHigh).toContain(
      "**At most CHF 150,000**: not met — see the finding *Budget of CHF 180'000 is above the CHF 150'000 limit* below.",
    );
    expect(tooHigh).toContain('> "Total requested | CHF 180,000 |"');
    const within = askEth(ETH_BUDGET_WITHIN_EN, 'Is my budget within the limit?');
    expect(within).toContain(
      "**At most CHF 150,000**: met — the budget of CHF 148'500 is within the limit of CHF 150'000.",
    );
  });

  it('reads the figure from the documents when a stored analysis has no finding about the rule', () => {
    const clean = reviewRevision({ projectType: 'INNOSUISSE_PROJECT', documents: INNOSUISSE_CLEAN_EN });
    const question = 'Is the implementation partner share OK?';
    const same = answerQuestion({
      projectType: 'INNOSUISSE_PROJECT',
      documents: INNOSUISSE_CLEAN_EN,
      question,
      report: clean,
    });
    expect(same).toContain("met — the implementation partner's share of 45% is within 40–60%");
    // The documents changed after the analysis: their 25% is not taken for met.
    const changed = answerQuestion({
      projectType: 'INNOSUISSE_PROJECT',
      documents: INNOSUISSE_FLAWED_EN,
      question,
      report: clean,
    });
    expect(changed).toContain(
      '**Implementation-partner share 40–60% of total project costs**: check again — your documents give 25%, outside 40–60%, but the analysis raised no finding',
    );
  });

  it('says when it could not read the figure a rule needs', () => {
    // Without the title's "CHF" this budget's amounts carry no currency anywhere, so no total is established.
    const noCurrency = ETH_CLEAN_EN.map((document) =>
      document.slot === 'BUDGET'
        ? { ...document, text: document.text.replace('18 months, CHF', '18 months') }
        : document,
    );
    expect(askEth(noCurrency, 'Liegt mein Budget innerhalb der Grenze?')).toContain(
      '**At most CHF 150,000**: nicht bestätigt — Ich konnte das Gesamtbudget nicht aus Ihren Dokumenten lesen',
    );
  });

  it("reads a budget whose currency is declared in its title ('Budget SoilSense (18 months, CHF)')", () => {
    expect(askEth(ETH_CLEAN_EN, 'Liegt mein Budget innerhalb der Grenze?')).toContain(
      '**At most CHF 150,000**: erfüllt',
    );
  });

  it('says Innosuisse has no budget cap and confirms the duration', () => {
    const answer = askInnosuisse(INNOSUISSE_CLEAN_EN, 'What about the budget and the duration?');
    expect(answer).toContain('There is no maximum budget for an Innosuisse innovation project');
    expect(answer).toContain(
      '**Duration typically 6–36 months**: met — the duration of 24 months is within 6–36 months.',
    );
  });
});

describe('general questions', () => {
  it('lists what is missing: sections, documents and criteria with too little evidence', () => {
    const answer = askInnosuisse(INNOSUISSE_FLAWED_EN, 'What is missing?');
    expect(answer).toContain('What is missing or too thin, most severe first:');
    expect(answer).toContain('No section on market and value creation');
    expect(answer).toContain('- **Value creation for the Swiss economy or society**: Missing');
    expect(answer).not.toContain("Implementation partner's share is 25%");
    expect(answer).toMatch(/The analysis has \d+ other findings/);
  });

  it('says nothing essential is missing in a complete application, in German', () => {
    expect(askInnosuisse(INNOSUISSE_CLEAN_EN, 'Was fehlt noch?')).toContain('Nichts Wesentliches fehlt');
  });

  it('lists what to do next, blockers first, in French', () => {
    const answer = askInnosuisse(INNOSUISSE_FLAWED_EN, 'Que dois-je faire ensuite ?');
    expect(answer).toContain("Que faire ensuite, le plus important d'abord :");
    const share = findingOf('INNOSUISSE_PROJECT', INNOSUISSE_FLAWED_EN, 'partner-share');
    expect(answer).toContain(`1. **${share.title}** (*Bloquant*): ${share.suggestion}`);
    expect(answer.indexOf('(*Bloquant*)')).toBeLessThan(answer.indexOf('(*Important*)'));
  });

  it('explains how to improve the milestones, quoting the weak ones', () => {
    for (const [documents, question, quote, title, criterion] of [
      [
        INNOSUISSE_FLAWED_EN,
        'How can I improve the milestones?',
        '> "M1: Binder formulation developed."',
        /\d of \d milestones name an activity, not a measurable result/,
        'Methodological quality',
      ],
      [
        INNOSUISSE_FLAWED_DE,
        'Wie kann ich die Meilensteine verbessern?',
        '> "Meilenstein 1:',
        /\d von \d Meilensteinen nennen eine Tätigkeit, kein messbares Ergebnis/,
        'Methodische Qualität',
      ],
    ] as const) {
      const answer = askInnosuisse(documents, question);
      expect(answer).toMatch(title);
      expect(answer).toContain(criterion);
      expect(answer).toContain(quote);
    }
  });

  it('lists how each criterion was rated', () => {
    const answer = askInnosuisse(INNOSUISSE_FLAWED_EN, 'What does Innosuisse assess?');
    expect(answer).toContain('How each criterion of the Innosuisse innovation project with an implementation partner');
    expect(answer).toContain('- **Value creation for the Swiss economy or society**: Missing');
    expect(answer).toContain('- **Expertise of the project partners**: Strong');
  });

  it('answers an open question with its criterion and the passages that match', () => {
    const answer = askInnosuisse(INNOSUISSE_CLEAN_EN, 'Tell me about the jobs created in Switzerland');
    expect(answer).toContain('**Related criterion: Value creation for the Swiss economy or society** — Strong');
    expect(answer).toMatch(/1\. > ".*creates 12 new jobs.*" — \*Application Draft/);
  });

  it('follows up on the previous question', () => {
    const answer = askInnosuisse(INNOSUISSE_FLAWED_EN, 'And how do I fix that?', [
      { role: 'user', content: 'Is my cash contribution high enough?' },
      { role: 'assistant', content: 'No: 2%.' },
    ]);
    expect(answer).toContain(findingOf('INNOSUISSE_PROJECT', INNOSUISSE_FLAWED_EN, 'cash-contribution').suggestion);
  });

  it('keeps placeholders in quoted passages', () => {
    const answer = askEth(ETH_CLEAN_EN, 'Who is my host professor?');
    expect(answer).toContain('**A host who is an ETH professor**: met');
    expect(answer).toContain('[PERSON_3]');
  });

  it('says what it can answer when the question names nothing it knows', () => {
    const answer = askInnosuisse(INNOSUISSE_CLEAN_EN, 'hello');
    expect(answer).toContain('I could not tell which criterion or rule the question is about.');
    expect(answer).not.toContain('There is no completed analysis');
  });
});

describe('what changed since the last revision', () => {
  const askWithComparison = (question: string, comparison?: TRevisionComparison | null) =>
    answerQuestion({
      projectType: 'INNOSUISSE_PROJECT',
      documents: INNOSUISSE_FLAWED_EN,
      question,
      ...(comparison === undefined ? {} : { comparison }),
    });

  it('answers from the comparison: readiness, the criteria that improved and the findings resolved', () => {
    const answer = askWithComparison('What improved since the last revision?', improvedComparison);
    expect(answer.split('\n')[0]).toBe(CHAT_NOTICES.en);
    expect(answer).toContain(
      '**Revision 1 → Revision 2:** the overall readiness went from *Not ready* to *Nearly ready*.',
    );
    expect(answer).toContain('- Market and value creation: Weak → Strong');
    expect(answer).toContain(`- ${PARTNER_SHARE.title} (*Blocker*)`);
    // Nothing of the usual answers: no review of the documents, no findings of this revision's report.
    expect(answer).not.toMatch(/There is no completed analysis|What the analysis found/);
  });

  it('writes the frame in the question’s language and says the findings are in English', () => {
    const german = askWithComparison('Was hat sich seit der letzten Revision verbessert?', improvedComparison);
    expect(german.split('\n')[0]).toContain('Die Befunde selbst sind auf Englisch.');
    expect(german).toContain('Die Gesamteinschätzung ging von *Nicht bereit* zu *Fast bereit*.');
    const french = askWithComparison('Qu’est-ce qui s’est amélioré depuis la dernière révision ?', improvedComparison);
    expect(french).toContain('**Constats résolus (2)**');
    const italian = askWithComparison('Cosa è migliorato rispetto alla revisione precedente?', improvedComparison);
    expect(italian).toContain('**Risultati risolti (2)**');
  });

  it('says nothing changed when the analyses agree', () => {
    const answer = askWithComparison('What changed compared to the previous version?', unchangedComparison);
    expect(answer).toContain('Nothing changed between the two analyses');
  });

  it('says there is no earlier analysed revision, and how to get one, when there is no comparison', () => {
    for (const comparison of [null, undefined]) {
      const answer = askWithComparison('Are we better than the last draft?', comparison);
      expect(answer.split('\n')[0]).toBe(CHAT_NOTICES.en);
      expect(answer).toContain('There is no earlier analysed revision of this project to compare with');
      expect(answer).toContain('start a new revision from this one');
      expect(answer.trim().split('\n\n')).toHaveLength(2);
    }
    expect(askWithComparison('Was ist gegenüber der vorherigen Version besser?', null)).toContain(
      'Zu diesem Projekt gibt es keine frühere analysierte Revision',
    );
  });

  it('answers other questions as before when a comparison is given', () => {
    const answer = askWithComparison('What is the weakest part?', improvedComparison);
    expect(answer).not.toContain('Revision 1 → Revision 2');
    expect(answer).toContain('The weakest part');
  });
});
