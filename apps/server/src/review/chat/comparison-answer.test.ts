import { describe, expect, it } from 'vitest';
import { answerFromComparison, asksWhatChanged } from './comparison-answer.js';
import {
  improvedComparison,
  MARKET_SOURCE,
  MILESTONES_AFTER,
  PARTNER_SHARE,
  RISKS,
  unchangedComparison,
} from './test-support/sample-comparison.js';

describe('asksWhatChanged', () => {
  it.each([
    'What improved since the last revision?',
    'what changed compared to the previous version',
    'Are we better than the last draft?',
    'Is revision 2 better than revision 1?',
    'Any progress since last time?',
    "What's new compared with the earlier version?",
    'Did anything get worse than in the prior draft?',
  ])('recognises the English %j', (question) => {
    expect(asksWhatChanged(question)).toBe(true);
  });

  it.each([
    'Was hat sich seit der letzten Revision verbessert?',
    'Was ist gegenüber der vorherigen Version besser?',
    'Hat sich seit dem letzten Entwurf etwas verändert?',
    'Welche Fortschritte gibt es gegenüber der alten Fassung?',
    'Ist es jetzt besser als vorher?',
    'Sind wir besser als die letzte?',
  ])('recognises the German %j', (question) => {
    expect(asksWhatChanged(question)).toBe(true);
  });

  it.each([
    'Qu’est-ce qui s’est amélioré depuis la dernière révision ?',
    'Est-ce mieux que la version précédente ?',
    "Qu'est-ce qui a changé depuis la dernière fois ?",
    'Quels progrès par rapport au brouillon précédent ?',
    'Est-ce mieux qu’avant ?',
  ])('recognises the French %j', (question) => {
    expect(asksWhatChanged(question)).toBe(true);
  });

  it.each([
    'Cosa è migliorato rispetto alla revisione precedente?',
    "Cosa è cambiato dall'ultima versione?",
    'La bozza è migliore di quella precedente?',
    'Abbiamo fatto progressi rispetto alla versione di prima?',
    'Ci sono novità rispetto alla revisione 1?',
  ])('recognises the Italian %j', (question) => {
    expect(asksWhatChanged(question)).toBe(true);
  });

  it.each([
    'How can I improve the budget?',
    'What is the weakest part?',
    'What is missing in the first draft?',
    'What is the difference between the research partner and the implementation partner?',
    'How should I change the last section?',
    'Is the new market section convincing?',
    'Wie verbessere ich den Marktteil?',
    'Was ist neu im Budget?',
    'Was fehlt im ersten Entwurf?',
    'Comment améliorer la section marché ?',
    'Quel est le point le plus faible ?',
    'Que dois-je changer dans la dernière version ?',
    'Come posso migliorare il piano di lavoro?',
    'Qual è la versione più recente delle linee guida?',
    'Cosa manca nel piano di lavoro?',
  ])('leaves the ordinary question %j to the other answers', (question) => {
    expect(asksWhatChanged(question)).toBe(false);
  });
});

describe('answerFromComparison', () => {
  it('names both revisions and lists what improved, what declined and what is new or still open', () => {
    const answer = answerFromComparison(improvedComparison, 'en').join('\n');
    expect(answer).toMatch(
      /^\*\*Revision 1 → Revision 2:\*\* the overall readiness went from \*Not ready\* to \*Nearly ready\*\./,
    );
    expect(answer).toContain('**Criteria rated higher**\n- Market and value creation: Weak → Strong');
    expect(answer).toContain('**Criteria rated lower**\n- Implementation and work plan: Adequate → Weak');
    expect(answer).toContain(
      `**Findings resolved (2)**\n- ${PARTNER_SHARE.title} (*Blocker*)\n- ${MARKET_SOURCE.title} (*Important*)`,
    );
    expect(answer).toContain(`**New findings (1)**\n- ${RISKS.title} (*Minor*)`);
    expect(answer).toContain(`- ${MILESTONES_AFTER.title} (*Minor*, severity Important → Minor)`);
    expect(answer).toContain("- Implementation partner's share: Blocker → passed");
    expect(answer).toContain("- Partner's share: 31 % → 45.5 %");
    expect(answer).toContain('- Application Draft: replaced ("draft-v1.docx" → "draft-v2.docx")');
    expect(answer).toContain('- CV: added ("cv-meier.pdf")');
    // An unchanged criterion or document is not news.
    expect(answer).not.toContain('Degree of innovation');
    expect(answer).not.toContain('budget.xlsx');
    expect(answer).not.toMatch(/Nothing changed|may not reflect/);
  });

  it('writes the frame in the language asked, with its own names for ratings, severities and checks', () => {
    const german = answerFromComparison(improvedComparison, 'de').join('\n');
    expect(german).toContain('Die Gesamteinschätzung ging von *Nicht bereit* zu *Fast bereit*.');
    expect(german).toContain('- Market and value creation: Schwach → Stark');
    expect(german).toContain('**Behobene Befunde (2)**');
    expect(german).toContain('- Anteil des Umsetzungspartners: Blocker → bestanden');
    expect(german).toContain('- Anteil des Partners: 31\u00a0% → 45.5\u00a0%');
    const italian = answerFromComparison(improvedComparison, 'it').join('\n');
    expect(italian).toContain('**Risultati risolti (2)**');
    expect(italian).toContain('- Application Draft: sostituito ("draft-v1.docx" → "draft-v2.docx")');
  });

  it('says when nothing changed, and what is still open', () => {
    const answer = answerFromComparison(unchangedComparison, 'en').join('\n');
    expect(answer).toContain('the overall readiness stayed at *Nearly ready*.');
    expect(answer).toContain(
      'Nothing changed between the two analyses: the same readiness, the same ratings and the same findings.',
    );
    expect(answer).toContain('**Still open (2), most severe first**');
    expect(answer).not.toMatch(/resolved|New findings|rated higher|Documents/);
  });

  it('says when an analysis is older than its documents', () => {
    const comparison = { ...improvedComparison, before: { ...improvedComparison.before, is_analysis_outdated: true } };
    expect(answerFromComparison(comparison, 'fr').join('\n')).toContain(
      'Les documents de la Révision 1 ont changé après son analyse ; cette comparaison peut donc ne pas refléter les derniers documents.',
    );
  });

  it('shows at most eight items of a section and counts the rest', () => {
    const many = Array.from({ length: 11 }, (_, index) => ({ ...RISKS, id: `r${index}`, title: `Risk ${index}` }));
    const comparison = { ...improvedComparison, findings: { ...improvedComparison.findings, new: many } };
    const answer = answerFromComparison(comparison, 'en').join('\n');
    expect(answer).toContain('- Risk 7 (*Minor*)');
    expect(answer).not.toContain('- Risk 8 (*Minor*)');
    expect(answer).toContain('- …and 3 more in the analysis.');
  });
});
