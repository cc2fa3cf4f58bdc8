import type { TReportFigure, TReportLanguage, TReviewReport } from '@grant-review/contract';
import { Document, Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import { createMessages } from '../review/messages/index.js';
import { formatFigureValue } from '../review/messages/index.js';
import { reportToDocxBlocks } from './report-docx.js';
import { paragraphsOf, readDocumentXml } from './test-support/docx-xml.js';
import { sampleReport } from './test-support/sample-report.js';

/** The sample report with what the other branches need: an unmatched section, one read from its content, more figures. */
const report: TReviewReport = {
  ...sampleReport,
  findings: sampleReport.findings.map((finding) => ({ ...finding, title: `Finding ${finding.id}` })),
  readings: [
    ...sampleReport.readings,
    { ...sampleReport.readings[0]!, heading: 'Team', numbering: null, target_title: 'Team', method: 'content' },
    { ...sampleReport.readings[0]!, heading: 'Anhang', numbering: null, target: null, target_title: null },
  ],
  figures: [
    ...sampleReport.figures,
    { ...sampleReport.figures[0]!, role: 'partner-share', value: 31.25, unit: '%', label: 'Share' },
    { ...sampleReport.figures[0]!, role: 'duration', value: 24, unit: 'months', label: 'Duration' },
  ],
  quotes_dropped: 2,
};

async function reportParagraphs(language: TReportLanguage) {
  const document = new Document({ sections: [{ children: reportToDocxBlocks({ ...report, language }) }] });
  const paragraphs = paragraphsOf(await readDocumentXml(await Packer.toBuffer(document)));
  return {
    headings: paragraphs.filter((paragraph) => paragraph.style?.startsWith('Heading')).map(({ text }) => text),
    cells: paragraphs.filter((paragraph) => paragraph.isInTable).map(({ text }) => text),
    texts: paragraphs.filter((paragraph) => !paragraph.isInTable).map(({ text }) => text),
  };
}

/** Every word of the frame in English, as the export has always written it. */
const ENGLISH_FRAME = [
  'Formal and financial rules',
  'Documents reviewed',
  'Criteria',
  'Each criterion is rated on one scale:',
  'Findings',
  'Evidence',
  'Looked for',
  'What to do',
  'How your documents were read',
  'Your section',
  'Key figures',
  'Figure',
  'Read as',
  'Total project cost',
  'About this review',
  'Personal data was masked',
  'quote(s)',
  'Sources',
];

describe('reportToDocxBlocks', () => {
  it('writes an English report as it always has', async () => {
    const { headings, cells, texts } = await reportParagraphs('en');
    expect(headings).toEqual([
      'Pre-submission review: Innosuisse innovation project with an implementation partner',
      'Overall readiness: Needs work',
      'Criteria',
      'Findings',
      'Blockers (1): the application is likely refused, or a criterion fails, until fixed',
      '1. Finding f1',
      'Minor (1): polish',
      '2. Finding f2',
      'How your documents were read',
      'Key figures',
      'About this review',
    ]);
    expect(cells.slice(6)).toEqual([
      'Figure',
      'Value',
      'Read as',
      'Document',
      'Total costs',
      'CHF 1,000,000',
      'Total project cost',
      'Budget',
      'Share',
      '31.25 %',
      "Partner's share",
      'Budget',
      'Duration',
      '24 months',
      'Duration',
      'Budget',
    ]);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Documents reviewed: Application draft, Budget',
        'Each criterion is rated on one scale:',
        'Strong: convincing evidence for everything reviewers look for',
        'Criterion: Formal and financial rules',
        'Evidence',
        '“Umsetzungspartner **Laura Meier** AG: CHF 310 000 <sub>net</sub>” — Budget, section “Kostenübersicht”',
        'Looked for: A source and a year next to the market figure in section Marktanalyse',
        "What to do: Raise the partner's contribution.",
        'Application draft: Your section “3.2 Marktanalyse” was read as Market and value creation.',
        'Application draft: Your section “Team” was read as Team (from its content).',
        'Application draft: Your section “Anhang” was not matched to anything the funder assesses.',
        'Personal data was masked before the review; in this export the real values are shown again inside the quotes from your documents.',
        '2 quote(s) the model gave were not in your documents and were left out.',
        expect.stringMatching(/^Sources: Innosuisse /),
      ]),
    );
  });

  it("writes a German report's frame in Swiss German, its figures as written in Switzerland", async () => {
    const { headings, cells, texts } = await reportParagraphs('de');
    expect(headings).toEqual([
      'Prüfung vor der Einreichung: Innosuisse-Innovationsprojekt mit Umsetzungspartner',
      'Gesamteinschätzung: Braucht Arbeit',
      'Kriterien',
      'Befunde',
      expect.stringMatching(/^Blocker \(1\): /),
      '1. Finding f1',
      'Gering (1): Feinschliff',
      '2. Finding f2',
      'Wie Ihre Dokumente gelesen wurden',
      'Kennzahlen',
      'Zu dieser Prüfung',
    ]);
    expect(cells.slice(0, 3)).toEqual(['Kriterium', 'Bewertung', 'Begründung']);
    expect(cells.slice(6)).toEqual([
      'Kennzahl',
      'Wert',
      'Gelesen als',
      'Dokument',
      'Total costs',
      "CHF 1'000'000",
      'Gesamte Projektkosten',
      'Budget',
      'Share',
      '31.25\u00a0%',
      'Anteil des Partners',
      'Budget',
      'Duration',
      '24 Monate',
      'Dauer',
      'Budget',
    ]);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Geprüfte Dokumente: Application draft, Budget',
        'Jedes Kriterium wird auf derselben Skala bewertet:',
        'Kriterium: Formelle und finanzielle Vorgaben',
        'Belege',
        '«Umsetzungspartner **Laura Meier** AG: CHF 310 000 <sub>net</sub>» — Budget, Abschnitt «Kostenübersicht»',
        'Gesucht: A source and a year next to the market figure in section Marktanalyse',
        "Was zu tun ist: Raise the partner's contribution.",
        'Application draft: Ihr Abschnitt «Team» wurde als Team gelesen (aus dem Inhalt).',
        'Application draft: Ihr Abschnitt «Anhang» liess sich keinem Punkt zuordnen, den der Förderer beurteilt.',
        '2 Zitat(e) des Modells standen nicht in Ihren Dokumenten und wurden weggelassen.',
        expect.stringMatching(/^Quellen: Innosuisse /),
      ]),
    );
  });

  it('writes a French report with French labels, quotes and numbers', async () => {
    const { headings, cells, texts } = await reportParagraphs('fr');
    expect(headings).toContain('Constats');
    expect(headings).toContain('Chiffres clés');
    expect(cells).toEqual(
      expect.arrayContaining(['CHF 1\u202f000\u202f000', '31,25\u00a0%', '24 mois', 'Part du partenaire']),
    );
    expect(texts).toEqual(
      expect.arrayContaining([
        'Critère : Règles formelles et financières',
        "Que faire : Raise the partner's contribution.",
        'Application draft : Votre section « 3.2 Marktanalyse » a été lue comme Market and value creation.',
      ]),
    );
  });

  it.each(['de', 'fr', 'it'] as const)('leaves no word of the English frame in a report in %s', async (language) => {
    const { headings, cells, texts } = await reportParagraphs(language);
    const frame = [...headings, ...cells.slice(0, 3), ...cells.slice(6, 10), ...texts]
      // What came from the documents or the report's own data stays as it is.
      .map((text) =>
        text.replace(
          /Market and value creation|Marktanalyse|A source and a year[^.]*|Raise the partner's contribution\./g,
          '',
        ),
      )
      .join('\n');
    // "Sources" is French as well.
    const words = ENGLISH_FRAME.filter((word) => !(language === 'fr' && word === 'Sources'));
    for (const english of words) expect(frame, english).not.toContain(english);
  });
});

describe('formatFigureValue', () => {
  const value = (figure: Pick<TReportFigure, 'value' | 'unit'>, language: TReportLanguage) =>
    formatFigureValue(figure, createMessages(language));

  it('keeps the English forms', () => {
    expect(value({ value: 1234567.891, unit: 'CHF' }, 'en')).toBe('CHF 1,234,567.89');
    expect(value({ value: 1, unit: 'months' }, 'en')).toBe('1 month');
    expect(value({ value: 2.5, unit: 'FTE' }, 'en')).toBe('2.5 FTE');
    expect(value({ value: 12000, unit: 'count' }, 'en')).toBe('12,000');
  });

  it("writes each language's Swiss forms", () => {
    expect(value({ value: 1234567.891, unit: 'EUR' }, 'de')).toBe("EUR 1'234'567.89");
    expect(value({ value: 1, unit: 'months' }, 'de')).toBe('1 Monat');
    expect(value({ value: 2.5, unit: 'FTE' }, 'fr')).toBe('2,5 EPT');
    expect(value({ value: 12000, unit: 'count' }, 'fr')).toBe('12\u202f000');
    expect(value({ value: 1, unit: 'months' }, 'it')).toBe('1 mese');
    expect(value({ value: 18, unit: 'months' }, 'it')).toBe('18 mesi');
    expect(value({ value: 12345.5, unit: 'USD' }, 'it')).toBe("USD 12'345.5");
  });
});
