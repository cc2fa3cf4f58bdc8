import type { TReportLanguage } from '@grant-review/contract';
import { describe, expect, it } from 'vitest';
import { buildChatDocx, chooseExportLanguage, type TExportMessage } from './chat-docx.js';
import { paragraphsOf, readDocumentXml } from './test-support/docx-xml.js';
import { sampleReport } from './test-support/sample-report.js';

const report = sampleReport;

async function exportParagraphs(messages: TExportMessage[], language: TReportLanguage = 'en') {
  const docx = await buildChatDocx({
    projectName: 'SolarSkin',
    projectType: 'INNOSUISSE_PROJECT',
    revisionNumber: 1,
    revisionCreatedAt: '2026-11-18T16:00:00.000Z',
    exportedAt: new Date('2026-11-20T10:00:00Z'),
    language,
    messages,
  });
  const xml = await readDocumentXml(docx);
  return { xml, paragraphs: paragraphsOf(xml) };
}

const createdAt = '2026-11-20T09:30:00.000Z';

describe('buildChatDocx with an analysis report', () => {
  it('writes the report with Word headings, a criteria table and the findings with their quotes', async () => {
    const { xml, paragraphs } = await exportParagraphs([
      { role: 'ASSISTANT', content: '# Pre-submission review\n**ignored**', createdAt, report },
    ]);
    const headings = paragraphs.filter((paragraph) => paragraph.style?.startsWith('Heading'));
    expect(headings.map((paragraph) => [paragraph.style, paragraph.text])).toEqual([
      ['Heading1', expect.stringMatching(/^Reviewer · /)],
      ['Heading2', expect.stringMatching(/^Pre-submission review: /)],
      ['Heading3', 'Overall readiness: Needs work'],
      ['Heading3', 'Criteria'],
      ['Heading3', 'Findings'],
      ['Heading4', expect.stringMatching(/^Blockers \(1\): /)],
      ['Heading5', "1. The implementation partner's share is 31 %"],
      ['Heading4', 'Minor (1): polish'],
      ['Heading5', '2. Market size has no source'],
      ['Heading3', 'How your documents were read'],
      ['Heading3', 'Key figures'],
      ['Heading3', 'About this review'],
    ]);
    expect(xml.match(/<w:tbl>/g)).toHaveLength(2);
    const cells = paragraphs.filter((paragraph) => paragraph.isInTable).map((paragraph) => paragraph.text);
    expect(cells).toEqual([
      'Criterion',
      'Rating',
      'Why',
      'Market and value creation',
      'Weak',
      'Market size given without a source.',
      'Figure',
      'Value',
      'Read as',
      'Document',
      'Total costs',
      'CHF 1,000,000',
      'Total project cost',
      'Budget',
    ]);
    const texts = paragraphs.map((paragraph) => paragraph.text);
    expect(texts).toContain(
      '“Umsetzungspartner **Laura Meier** AG: CHF 310 000 <sub>net</sub>” — Budget, section “Kostenübersicht”',
    );
    expect(texts).toContain("What to do: Raise the partner's contribution.");
    expect(texts).toContain('Looked for: A source and a year next to the market figure in section Marktanalyse');
    expect(texts).toContain(
      'Application draft: Your section “3.2 Marktanalyse” was read as Market and value creation.',
    );
    // The message's Markdown is not used when the report is there.
    expect(texts.join('\n')).not.toContain('ignored');
  });

  it('puts quotes and suggestions in lists', async () => {
    const { xml } = await exportParagraphs([{ role: 'ASSISTANT', content: '', createdAt, report }]);
    const quoteParagraph = [...xml.matchAll(/<w:p>[\s\S]*?<\/w:p>/g)].find((match) =>
      match[0].includes('Umsetzungspartner'),
    )?.[0];
    expect(quoteParagraph).toContain('<w:numPr>');
  });
});

describe('buildChatDocx with Markdown and user messages', () => {
  it('reads inline HTML a model wrote instead of showing it', async () => {
    const { xml, paragraphs } = await exportParagraphs([
      {
        role: 'ASSISTANT',
        content: 'Cuts CO<sub>2</sub> by 30 %<br>per year.\n\n<div>Block <b>html</b></div>',
        createdAt,
      },
    ]);
    const texts = paragraphs.map((paragraph) => paragraph.text);
    expect(texts).toContain('Cuts CO2 by 30 %\nper year.');
    expect(texts).toContain('Block html');
    expect(xml).toMatch(/<w:vertAlign w:val="subscript"\/><\/w:rPr><w:t xml:space="preserve">2<\/w:t>/);
    expect(texts.join('\n')).not.toMatch(/<\/?(sub|br|div|b)>|&lt;/);
  });

  it("keeps the user's own line breaks and reads nothing they typed as Markdown", async () => {
    const { paragraphs } = await exportParagraphs([
      { role: 'USER', content: '# not a heading\nsecond line **as typed**\r\n\r\nafter a blank line', createdAt },
    ]);
    const userParagraphs = paragraphs.slice(paragraphs.findIndex((paragraph) => paragraph.text.startsWith('You')) + 1);
    expect(userParagraphs).toEqual([
      {
        style: null,
        text: '# not a heading\nsecond line **as typed**\n\nafter a blank line',
        isInTable: false,
      },
    ]);
  });
});

describe('buildChatDocx in the language of what it exports', () => {
  const conversation = (language: TReportLanguage): TExportMessage[] => [
    { role: 'ASSISTANT', content: '', createdAt, report: { ...report, language } },
    { role: 'USER', content: 'Was fehlt noch?', createdAt: '2026-11-20T09:45:00.000Z' },
    { role: 'ASSISTANT', content: 'Die Quelle.', createdAt: '2026-11-20T09:46:00.000Z' },
  ];
  const frameOf = (paragraphs: { style: string | null; text: string }[]) => [
    ...paragraphs.slice(0, 5).map((paragraph) => paragraph.text),
    ...paragraphs.filter((paragraph) => paragraph.style === 'Heading1').map((paragraph) => paragraph.text),
  ];

  it('keeps the English frame and its dates (en-GB) as they were', async () => {
    const { paragraphs } = await exportParagraphs(conversation('en'));
    expect(frameOf(paragraphs)).toEqual([
      'Grant review chat',
      'Project: SolarSkin',
      'Type: Innosuisse Project',
      'Revision: Revision 1, created 18 November 2026',
      'Exported: 20 November 2026 at 11:00',
      'Reviewer · 20 November 2026 at 10:30',
      'You · 20 November 2026 at 10:45',
      'Reviewer · 20 November 2026 at 10:46',
    ]);
  });

  it('writes the frame in Swiss German, with German dates', async () => {
    const { paragraphs } = await exportParagraphs(conversation('de'), 'de');
    expect(frameOf(paragraphs)).toEqual([
      'Chat zur Gesuchsprüfung',
      'Projekt: SolarSkin',
      'Typ: Innosuisse-Projekt',
      'Revision: Revision 1, erstellt am 18. November 2026',
      'Exportiert: 20. November 2026 um 11:00',
      'Reviewer · 20. November 2026 um 10:30',
      'Sie · 20. November 2026 um 10:45',
      'Reviewer · 20. November 2026 um 10:46',
    ]);
    const texts = paragraphs.map((paragraph) => paragraph.text);
    expect(texts).toContain('Befunde');
    expect(texts.join('\n')).not.toContain('ß');
  });

  it('writes the frame in French, with French dates and colon spacing', async () => {
    const { paragraphs } = await exportParagraphs(conversation('fr'), 'fr');
    expect(frameOf(paragraphs)).toEqual([
      "Chat d'examen de la requête",
      'Projet : SolarSkin',
      'Type : Projet Innosuisse',
      'Révision : Révision 1, créée le 18 novembre 2026',
      "Date de l'export : 20 novembre 2026 à 11:00",
      'Relecteur · 20 novembre 2026 à 10:30',
      'Vous · 20 novembre 2026 à 10:45',
      'Relecteur · 20 novembre 2026 à 10:46',
    ]);
    expect(paragraphs.map((paragraph) => paragraph.text)).toContain('Constats');
  });
});

describe('chooseExportLanguage', () => {
  it("takes the report's language, else the user's interface language, else English", () => {
    expect(chooseExportLanguage('fr', 'de')).toBe('fr');
    expect(chooseExportLanguage('en', 'it')).toBe('en');
    expect(chooseExportLanguage(undefined, 'it')).toBe('it');
    expect(chooseExportLanguage(undefined, null)).toBe('en');
    expect(chooseExportLanguage(undefined, 'rm')).toBe('en');
  });
});
