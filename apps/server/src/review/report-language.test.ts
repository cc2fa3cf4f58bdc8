import type { TDocumentStructure } from '@grant-review/contract';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './chat.js';
import { isBuiltinReviewerText } from './chat/builtin-text.js';
import { buildReviewContext } from './engine/index.js';
import { reviewRevision } from './index.js';
import { renderReportMarkdown } from './render-report.js';
import { mainLanguageOf } from './report-language.js';
import { buildDocument } from './test-support/build-document.js';
import { INNOSUISSE_FLAWED_DE, INNOSUISSE_FLAWED_EN } from './test-support/fixtures.js';
import type { TReviewDocument } from './types.js';

/** A document whose sections are in the given languages (the document model says so, as processing would). */
function documentIn(slot: string, sections: readonly { language: 'en' | 'de' | 'fr' | 'it'; words: number }[]) {
  const document = buildDocument(
    slot,
    slot,
    sections.flatMap((section, index) => [
      { heading: `Section ${index + 1}` },
      { text: 'word '.repeat(section.words).trim() },
    ]),
  );
  const structure = document.structure as TDocumentStructure;
  return {
    ...document,
    structure: {
      ...structure,
      sections: structure.sections.map((section, index) => ({
        ...section,
        language: sections[index]?.language ?? null,
      })),
    },
  } satisfies TReviewDocument;
}

const languageOf = (documents: readonly TReviewDocument[]) =>
  mainLanguageOf(buildReviewContext({ projectType: 'INNOSUISSE_PROJECT', documents, language: 'en' }).reads);

describe('the report’s language', () => {
  it('is the language most of the documents’ text is in, each section weighed by its length', () => {
    expect(
      languageOf([
        documentIn('APPLICATION_DRAFT', [
          { language: 'en', words: 40 },
          { language: 'de', words: 300 },
        ]),
        documentIn('FUNDING_PROPOSAL', [{ language: 'en', words: 200 }]),
      ]),
    ).toBe('de');
    expect(
      languageOf([
        documentIn('APPLICATION_DRAFT', [{ language: 'de', words: 100 }]),
        documentIn('FUNDING_PROPOSAL', [{ language: 'en', words: 200 }]),
      ]),
    ).toBe('en');
  });

  it('falls back to English when no section’s language is known', () => {
    expect(languageOf([buildDocument('APPLICATION_DRAFT', 'Application Draft', [{ text: 'x' }])])).toBe('en');
    expect(languageOf([])).toBe('en');
  });

  it('writes a German application’s report in German, unless asked for another language', () => {
    const german = reviewRevision({ projectType: 'INNOSUISSE_PROJECT', documents: INNOSUISSE_FLAWED_DE });
    expect(german.language).toBe('de');
    const share = german.findings.find((finding) => finding.check === 'partner-share');
    expect(share?.title).toBe('Der Anteil des Umsetzungspartners beträgt 25\u00a0% der gesamten Projektkosten');
    expect(german.criteria.map((criterion) => criterion.title)).toContain('Methodische Qualität');
    expect(german.readiness.summary).toMatch(/^\d+ Blocker und \d+ wichtige Befunde\./);

    const english = reviewRevision({
      projectType: 'INNOSUISSE_PROJECT',
      documents: INNOSUISSE_FLAWED_DE,
      language: 'en',
    });
    expect(english.language).toBe('en');
    expect(english.findings.map((finding) => finding.check)).toEqual(german.findings.map((finding) => finding.check));
    expect(english.findings.find((finding) => finding.check === 'partner-share')?.title).toBe(
      "Implementation partner's share is 25% of the total project costs",
    );
  });

  it('writes French and Italian reports when asked', () => {
    const review = (language: 'fr' | 'it') =>
      reviewRevision({ projectType: 'INNOSUISSE_PROJECT', documents: INNOSUISSE_FLAWED_EN, language });
    const french = review('fr');
    expect(french.language).toBe('fr');
    expect(french.findings.find((finding) => finding.check === 'partner-share')?.title).toBe(
      'La part du partenaire chargé de la mise en valeur est de 25\u00a0% des coûts totaux du projet',
    );
    expect(renderReportMarkdown(french)).toContain('**Que faire :**');
    const italian = review('it');
    expect(italian.criteria.map((criterion) => criterion.title)).toContain('Qualità metodologica');
    // Innosuisse's own Italian term, which the review benchmark's Italian manifests also use.
    expect(italian.findings.find((finding) => finding.check === 'partner-share')?.title).toContain('partner attuatore');
    expect(renderReportMarkdown(italian)).toContain('# Verifica prima della presentazione:');
    expect(isBuiltinReviewerText(renderReportMarkdown(italian))).toBe(true);
  });

  it('renders the Markdown in the report’s language, still recognised as the built-in reviewer’s', () => {
    const report = reviewRevision({ projectType: 'INNOSUISSE_PROJECT', documents: INNOSUISSE_FLAWED_DE });
    const markdown = renderReportMarkdown(report);
    expect(markdown).toContain('# Prüfung vor der Einreichung: Innosuisse-Innovationsprojekt mit Umsetzungspartner');
    expect(markdown).toContain('## Kriterien');
    expect(markdown).toContain('## Befunde');
    expect(markdown).toContain('**Was zu tun ist:**');
    expect(markdown).toMatch(/\*\*Gesamteinschätzung: Nicht bereit\*\* — /);
    expect(markdown).not.toMatch(/What to do|Overall readiness|## Findings/);
    expect(isBuiltinReviewerText(markdown)).toBe(true);
  });

  it('reads a report stored before the language was recorded as English', async () => {
    const { ZReviewReport } = await import('@grant-review/contract');
    const report = reviewRevision({ projectType: 'INNOSUISSE_PROJECT', documents: INNOSUISSE_FLAWED_EN });
    const { language: _language, ...stored } = report;
    expect(ZReviewReport.parse(stored).language).toBe('en');
  });
});

describe('the offline chat’s language', () => {
  const report = reviewRevision({ projectType: 'INNOSUISSE_PROJECT', documents: INNOSUISSE_FLAWED_DE });
  const ask = (question: string) =>
    answerQuestion({ projectType: 'INNOSUISSE_PROJECT', documents: INNOSUISSE_FLAWED_DE, question, report });

  it('answers a question too short to tell its language in the report’s language', () => {
    const answer = ask('Budget?');
    expect(answer).toMatch(/^\*Eingebauter Offline-Reviewer:/);
    expect(answer).not.toContain('Die Befunde selbst sind auf');
  });

  it('answers in the question’s language and says once that the findings are in another', () => {
    const answer = ask('What did you find about the budget?');
    expect(answer).toMatch(/^\*Built-in offline reviewer:/);
    expect(answer.match(/The findings themselves are in German\./g)).toHaveLength(1);
  });
});
