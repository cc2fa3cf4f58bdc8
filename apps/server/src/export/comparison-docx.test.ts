import type { TReportLanguage, TRevisionComparison } from '@grant-review/contract';
import { describe, expect, it } from 'vitest';
import { improvedComparison, unchangedComparison } from '../review/chat/test-support/sample-comparison.js';
import { buildComparisonDocx, comparisonFileName } from './comparison-docx.js';
import { paragraphsOf, readDocumentXml } from './test-support/docx-xml.js';

async function exportComparison(comparison: TRevisionComparison, language: TReportLanguage = 'en') {
  const docx = await buildComparisonDocx({
    projectName: 'Solar tiles',
    projectType: 'INNOSUISSE_PROJECT',
    comparison,
    exportedAt: new Date('2026-11-25T10:00:00Z'),
    language,
  });
  const paragraphs = paragraphsOf(await readDocumentXml(docx));
  return {
    headings: paragraphs.filter((paragraph) => paragraph.style?.startsWith('Heading')).map(({ text }) => text),
    cells: paragraphs.filter((paragraph) => paragraph.isInTable).map(({ text }) => text),
    texts: paragraphs.filter((paragraph) => !paragraph.isInTable).map(({ text }) => text),
  };
}

describe('buildComparisonDocx', () => {
  it('writes both revisions, the readiness and every section of what changed, in English', async () => {
    const { headings, cells, texts } = await exportComparison(improvedComparison);
    expect(texts.slice(0, 6)).toEqual([
      'Comparison of two revisions',
      'Project: Solar tiles',
      'Type: Innosuisse Project',
      'Earlier revision: Revision 1, created 20 November 2026, analysed 20 November 2026',
      'Later revision: Revision 2, created 24 November 2026, analysed 24 November 2026',
      'Exported: 25 November 2026 at 11:00',
    ]);
    expect(headings).toEqual([
      'Overall readiness',
      'Criteria',
      'Findings',
      'Resolved (2)',
      'New (1)',
      'Still open (1)',
      'Formal and financial checks that changed',
      'Key figures that changed',
      'Documents',
    ]);
    expect(texts).toContain('Not ready → Nearly ready');
    expect(cells.slice(0, 8)).toEqual([
      'Criterion',
      'Revision 1',
      'Revision 2',
      'Change',
      'Market and value creation',
      'Weak',
      'Strong',
      'Improved',
    ]);
    expect(texts).toContain(
      "Implementation partner's share is 31 % of the total project costs — Blocker · Formal and financial rules",
    );
    expect(texts).toContain(
      '1 of 5 milestones has no date or month — Minor · Implementation and work plan\nSeverity: Important → Minor\nFix: 1 of 5 milestones has no date or month.',
    );
    expect(cells).toEqual(expect.arrayContaining(["Implementation partner's share", 'Blocker', 'Passed']));
    expect(cells).toEqual(expect.arrayContaining(["Partner's share", '31 %', '45.5 %', 'CHF 1,000,000']));
    expect(cells).toEqual(
      expect.arrayContaining(['Application Draft', 'Replaced', 'draft-v1.docx', 'CV', 'Added', 'none']),
    );
    expect(texts.join('\n')).not.toMatch(/Nothing changed|may not reflect/);
  });

  it('writes the frame in Swiss German, with German dates and numbers', async () => {
    const { headings, cells, texts } = await exportComparison(improvedComparison, 'de');
    expect(texts.slice(0, 6)).toEqual([
      'Vergleich zweier Revisionen',
      'Projekt: Solar tiles',
      'Typ: Innosuisse-Projekt',
      'Frühere Revision: Revision 1, erstellt am 20. November 2026, analysiert am 20. November 2026',
      'Spätere Revision: Revision 2, erstellt am 24. November 2026, analysiert am 24. November 2026',
      'Exportiert: 25. November 2026 um 11:00',
    ]);
    expect(headings).toContain('Behoben (2)');
    expect(headings).toContain('Geänderte formelle und finanzielle Prüfungen');
    expect(texts).toContain('Nicht bereit → Fast bereit');
    expect(cells).toEqual(
      expect.arrayContaining(['Verbessert', 'Anteil des Umsetzungspartners', 'Bestanden', 'Ersetzt', 'Hinzugefügt']),
    );
    expect(cells).toContain('45.5\u00a0%');
    expect([...headings, ...cells, ...texts].join('\n')).not.toContain('ß');
  });

  it('warns when an analysis is older than its documents', async () => {
    const comparison = { ...improvedComparison, after: { ...improvedComparison.after, is_analysis_outdated: true } };
    const { texts } = await exportComparison(comparison, 'fr');
    expect(texts).toContain(
      'Les documents de la Révision 2 ont changé après son analyse ; cette comparaison peut donc ne pas en tenir compte. Relancez l’analyse pour obtenir une comparaison à jour.',
    );
  });

  it('says that nothing changed when a revision is compared with itself', async () => {
    const { headings, texts } = await exportComparison(unchangedComparison);
    expect(headings).toContain('Resolved (0)');
    expect(texts).toContain(
      'Nothing changed between the two analyses: the same readiness, the same ratings and the same findings.',
    );
    expect(texts).toContain('Nearly ready in both revisions');
    expect(texts).toContain('No finding was resolved.');
    expect(texts).toContain('No new finding was raised.');
    expect(texts).toContain('No formal or financial check changed.');
    expect(texts).toContain('No key figure changed.');
  });

  it('writes an Italian document too', async () => {
    const { headings, texts } = await exportComparison(unchangedComparison, 'it');
    expect(texts[0]).toBe('Confronto tra due revisioni');
    expect(headings).toContain('Ancora aperti (2)');
    expect(texts).toContain('Nessun risultato è stato risolto.');
  });
});

describe('comparisonFileName', () => {
  it('names both revisions with their creation dates, the project name reduced to safe characters', () => {
    expect(
      comparisonFileName(
        'Solar tiles',
        { number: 1, created_at: '2026-11-20T09:00:00.000Z' },
        { number: 2, created_at: '2026-11-24T09:00:00.000Z' },
      ),
    ).toBe('Solar-tiles-revision-1-2026-11-20-vs-revision-2-2026-11-24_comparison.docx');
    expect(
      comparisonFileName(
        'Zürich / revision-3 «Dächer»',
        { number: 3, created_at: '2026-11-20T23:30:00.000Z' },
        { number: 4, created_at: '2026-11-24T09:00:00.000Z' },
      ),
    ).toBe('Zurich-revision-3-Dacher-revision-3-2026-11-21-vs-revision-4-2026-11-24_comparison.docx');
  });
});
