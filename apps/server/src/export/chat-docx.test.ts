import type { TReviewReport } from '@grant-review/contract';
import { describe, expect, it } from 'vitest';
import { buildChatDocx, type TExportMessage } from './chat-docx.js';
import { paragraphsOf, readDocumentXml } from './test-support/docx-xml.js';

const report: TReviewReport = {
  version: 1,
  project_type: 'INNOSUISSE_PROJECT',
  reviewer: 'builtin',
  model: null,
  generated_at: '2026-11-20T09:30:00.000Z',
  language: 'en',
  readiness: { level: 'needs-work', summary: 'Two gaps stand between this application and submission.' },
  documents: [
    { file_id: 'file-app', slot: 'APPLICATION_DRAFT', slot_name: 'Application draft' },
    { file_id: 'file-budget', slot: 'BUDGET', slot_name: 'Budget' },
  ],
  criteria: [
    {
      criterion: 'value-creation',
      title: 'Market and value creation',
      rating: 'weak',
      rationale: 'Market size given without a source.',
      is_assumption: false,
      source: 'Innosuisse guide',
    },
  ],
  findings: [
    {
      id: 'f1',
      check: 'partner-share',
      criterion: 'formal',
      severity: 'blocker',
      title: "The implementation partner's share is 31 %",
      explanation: 'Innosuisse expects 40–60 % of the total project costs.',
      evidence: [
        {
          file_id: 'file-budget',
          slot: 'BUDGET',
          start: 10,
          end: 60,
          quote: 'Umsetzungspartner **Laura Meier** AG: CHF 310 000 <sub>net</sub>',
          section: 'Kostenübersicht',
        },
      ],
      looked_for: null,
      suggestion: "Raise the partner's contribution.",
    },
    {
      id: 'f2',
      check: 'market-evidence',
      criterion: 'value-creation',
      severity: 'minor',
      title: 'Market size has no source',
      explanation: 'CHF 2.1 bn is given without source or year.',
      evidence: [],
      looked_for: 'A source and a year next to the market figure in section Marktanalyse',
      suggestion: 'Name the study and its year.',
    },
  ],
  readings: [
    {
      file_id: 'file-app',
      slot: 'APPLICATION_DRAFT',
      heading: 'Marktanalyse',
      numbering: '3.2',
      target: 'value-creation',
      target_title: 'Market and value creation',
      method: 'heading',
    },
  ],
  figures: [
    { role: 'total-cost', value: 1000000, unit: 'CHF', label: 'Total costs', file_id: 'file-budget', start: 1, end: 9 },
  ],
  quotes_dropped: 0,
};

async function exportParagraphs(messages: TExportMessage[]) {
  const docx = await buildChatDocx({
    projectName: 'SolarSkin',
    projectTypeLabel: 'Innosuisse Innovation Project',
    revisionNumber: 1,
    exportedAt: new Date('2026-11-20T10:00:00Z'),
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
