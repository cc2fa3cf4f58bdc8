import type { TDocumentStructure } from '@grant-review/contract';
import {
  AlignmentType,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import { describe, expect, it } from 'vitest';
import { anonymize, PlaceholderMap } from '../anonymize/index.js';
import { extractText } from '../extract/index.js';
import { buildPdfFile } from '../extract/test-support/build-pdf.js';
import { createEntity } from '../pii/types.js';
import {
  buildDocumentStructure,
  mapStructureToAnonymized,
  structureForAnonymizedText,
  structureOfFile,
} from './index.js';
import { expectConsistent } from './test-support/expect-consistent.js';

const headingsOf = (structure: TDocumentStructure) =>
  structure.sections.map((section) => [section.numbering, section.heading, section.level]);

describe('document model from text', () => {
  const text = [
    'Innovation project application',
    '',
    'This application describes a new way to monitor the grid, written for the funder.',
    '',
    '1 Summary',
    '',
    'We build a sensor for the grid that is cheaper than what exists today.',
    '',
    '3.2 Marktanalyse',
    '',
    'Der Markt für Sensoren wächst, und wir sind die ersten mit dieser Lösung für die Schweiz.',
    '',
    'Budget:',
    'Item | Cost (CHF)',
    'Personnel | 120 000',
    'Equipment | 30 000',
    '',
    'Risks',
    '',
    '- Supply of chips may be late.',
    '- A competitor may enter the market.',
  ].join('\n');

  it('finds numbered, unnumbered and label headings with their levels, numbering and ranges', () => {
    const structure = buildDocumentStructure(text);
    expectConsistent(structure, text);
    expect(headingsOf(structure)).toEqual([
      [null, 'Innovation project application', 1],
      ['1', 'Summary', 1],
      ['3.2', 'Marktanalyse', 2],
      [null, 'Budget:', 3],
      [null, 'Risks', 3],
    ]);
    const [, summary, market, budget] = structure.sections;
    expect(text.slice(market?.heading_range.start, market?.heading_range.end)).toBe('3.2 Marktanalyse');
    expect(market?.parent_id).toBe(summary?.id);
    // A section runs to the next heading of the same or a higher level, its subsections included.
    expect(summary?.range.end).toBe(text.length);
    expect(text.slice(market?.range.start, market?.range.end)).toContain('Equipment | 30 000');
    expect(market?.language).toBe('de');
    expect(summary?.language).toBe('en');
    expect(structure.language).toBe('en');
    expect(structure.tables).toHaveLength(1);
    expect(structure.tables[0]?.section_id).toBe(budget?.id);
    expect(structure.tables[0]?.header_rows).toBe(1);
    expect(structure.tables[0]?.rows.map((row) => row.map((cell) => cell.text))).toEqual([
      ['Item', 'Cost (CHF)'],
      ['Personnel', '120 000'],
      ['Equipment', '30 000'],
    ]);
    expect(structure.lists).toHaveLength(1);
    expect(structure.lists[0]?.items.map((item) => text.slice(item.start, item.end))).toEqual([
      'Supply of chips may be late.',
      'A competitor may enter the market.',
    ]);
  });

  it('does not take sentences, addresses, contents entries or table rows for headings', () => {
    const letter = [
      '1 Market analysis ........ 4',
      '',
      'Laura Meier',
      '',
      'Bahnhofstrasse 1',
      '',
      '8001 Zürich',
      '',
      'We will hire 2 engineers in the first year and expand later.',
      '',
      'Name\tRole\tShare',
      'Laura Meier\tLead\t20 %',
    ].join('\n');
    const structure = buildDocumentStructure(letter);
    expectConsistent(structure, letter);
    expect(structure.sections).toEqual([]);
    expect(structure.tables[0]?.rows).toHaveLength(2);
  });

  it('reads Markdown headings by their depth', () => {
    const markdown = '# Proposal\n\nIntro text for the proposal.\n\n## 2.1 Team\n\nThe team is strong and experienced.';
    const structure = buildDocumentStructure(markdown);
    expectConsistent(structure, markdown);
    expect(headingsOf(structure)).toEqual([
      [null, 'Proposal', 1],
      ['2.1', 'Team', 2],
    ]);
  });
});

async function docxStructure(document: Document): Promise<{ text: string; structure: TDocumentStructure }> {
  const data = await Packer.toBuffer(document);
  const extracted = await extractText({ data, fileType: 'docx' });
  const structure = buildDocumentStructure(extracted.text, extracted.hints);
  expectConsistent(structure, extracted.text);
  return { text: extracted.text, structure };
}

const body = (text: string) => new Paragraph({ children: [new TextRun(text)] });
const cell = (text: string) => new TableCell({ children: [body(text)] });

describe('document model of a DOCX', () => {
  it('reads headings from heading styles, numbering as written, list paragraphs and tables with exact cells', async () => {
    const { text, structure } = await docxStructure(
      new Document({
        numbering: {
          config: [
            {
              reference: 'bullets',
              levels: [{ level: 0, format: LevelFormat.BULLET, text: '•', alignment: AlignmentType.LEFT }],
            },
          ],
        },
        sections: [
          {
            children: [
              new Paragraph({ text: 'Project plan', heading: HeadingLevel.HEADING_1 }),
              body('The plan has three work packages and a budget that covers all of them.'),
              new Paragraph({ text: '3.2 Budget', heading: HeadingLevel.HEADING_2 }),
              new Table({
                rows: [
                  new TableRow({ tableHeader: true, children: [cell('Work package'), cell('Cost | CHF')] }),
                  new TableRow({ children: [cell('WP1 Design'), cell('')] }),
                  new TableRow({ children: [cell('WP2 Pilot'), cell('80 000')] }),
                ],
              }),
              new Paragraph({ text: 'Sensors are installed.', numbering: { reference: 'bullets', level: 0 } }),
              new Paragraph({ text: 'Data is collected.', numbering: { reference: 'bullets', level: 0 } }),
              new Paragraph({ text: 'Short heading style misuse', heading: HeadingLevel.HEADING_3 }),
            ],
          },
        ],
      }),
    );
    expect(headingsOf(structure)).toEqual([
      [null, 'Project plan', 1],
      ['3.2', 'Budget', 2],
      [null, 'Short heading style misuse', 3],
    ]);
    const table = structure.tables[0];
    expect(table?.header_rows).toBe(1);
    // A cell may contain the separator; its range is still exact.
    expect(table?.rows.map((row) => row.map((cell) => cell.text))).toEqual([
      ['Work package', 'Cost | CHF'],
      ['WP1 Design', ''],
      ['WP2 Pilot', '80 000'],
    ]);
    expect(table?.section_id).toBe(structure.sections[1]?.id);
    expect(structure.lists[0]?.items.map((item) => text.slice(item.start, item.end))).toEqual([
      'Sensors are installed.',
      'Data is collected.',
    ]);
    expect(structure.paragraphs.map((range) => text.slice(range.start, range.end))).toEqual([
      'The plan has three work packages and a budget that covers all of them.',
    ]);
  });

  it('reads localised heading styles, outline levels and styles based on a heading', async () => {
    const { structure } = await docxStructure(
      new Document({
        styles: {
          paragraphStyles: [
            { id: 'berschrift1', name: 'Überschrift 1', run: { size: 32 } },
            { id: 'Titre2', name: 'Titre 2', run: { size: 28 } },
            { id: 'Kapitel', name: 'Kapitel', basedOn: 'berschrift1' },
            { id: 'Gliederung', name: 'Gliederung', paragraph: { outlineLevel: 2 } },
          ],
        },
        sections: [
          {
            children: [
              new Paragraph({ text: '1 Ausgangslage', style: 'berschrift1' }),
              body('Die Ausgangslage ist klar und wird hier beschrieben.'),
              new Paragraph({ text: 'État de l’art', style: 'Titre2' }),
              body('Le projet dépasse l’état de l’art pour les capteurs.'),
              new Paragraph({ text: 'Umsetzung', style: 'Kapitel' }),
              body('Die Umsetzung erfolgt in drei Schritten mit den Partnern.'),
              new Paragraph({ text: 'Meilensteine', style: 'Gliederung' }),
              body('Der erste Meilenstein ist ein Prototyp im Labor.'),
            ],
          },
        ],
      }),
    );
    expect(headingsOf(structure)).toEqual([
      ['1', 'Ausgangslage', 1],
      [null, 'État de l’art', 2],
      [null, 'Umsetzung', 1],
      [null, 'Meilensteine', 3],
    ]);
    expect(structure.sections.map((section) => section.language)).toEqual(['de', 'fr', 'de', 'de']);
  });

  it('takes short bold paragraphs for headings when no paragraph has a heading style', async () => {
    const { structure } = await docxStructure(
      new Document({
        sections: [
          {
            children: [
              new Paragraph({ children: [new TextRun({ text: 'Market and competition', bold: true })] }),
              body('The market for grid sensors grows by 12 % a year in Europe.'),
              new Paragraph({ children: [new TextRun({ text: 'Team', bold: true })] }),
              new Paragraph({ children: [new TextRun({ text: 'Laura Meier', bold: true })] }),
              body('Laura leads the project and has built two companies before.'),
            ],
          },
        ],
      }),
    );
    expect(structure.sections.map((section) => section.heading)).toEqual([
      'Market and competition',
      'Team',
      'Laura Meier',
    ]);
  });
});

const escapePdf = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);

/** Lines placed by hand: [font, size, x, y, text]. */
function pdfPage(lines: readonly [string, number, number, number, string][]): Uint8Array {
  const operators = lines.map(
    ([font, size, x, y, text]) => `BT /${font} ${size} Tf 1 0 0 1 ${x} ${y} Tm (${escapePdf(text)}) Tj ET`,
  );
  return Buffer.from(operators.join('\n'), 'latin1');
}

describe('document model of a PDF', () => {
  it('reads headings from font size and weight, and tables from aligned columns', async () => {
    const data = buildPdfFile([
      {
        content: {
          data: pdfPage([
            ['F1', 18, 72, 740, 'Grid sensor project'],
            ['F1', 11, 72, 710, 'This proposal describes the project and what it will deliver to the'],
            ['F1', 11, 72, 696, 'partners over the next two years, with a budget and a plan.'],
            ['F1', 14, 72, 660, '1 Introduction'],
            ['F1', 11, 72, 636, 'The grid needs sensors that are cheap and reliable, and we build them'],
            ['F1', 11, 72, 622, 'with partners from industry and research in Switzerland.'],
            ['F2', 11, 72, 596, 'Budget overview'],
            ['F1', 11, 72, 580, 'The costs are shown in the following table for the whole project.'],
            ['F1', 11, 72, 556, 'Item'],
            ['F1', 11, 300, 556, 'Cost'],
            ['F1', 11, 72, 542, 'Personnel'],
            ['F1', 11, 300, 542, '120 000'],
            ['F1', 11, 72, 528, 'Equipment'],
            ['F1', 11, 300, 528, '30 000'],
          ]),
        },
      },
    ]);
    const extracted = await extractText({ data, fileType: 'pdf' });
    const structure = buildDocumentStructure(extracted.text, extracted.hints);
    expectConsistent(structure, extracted.text);
    expect(headingsOf(structure)).toEqual([
      [null, 'Grid sensor project', 1],
      ['1', 'Introduction', 1],
      [null, 'Budget overview', 3],
    ]);
    expect(structure.tables[0]?.rows.map((row) => row.map((cell) => cell.text))).toEqual([
      ['Item', 'Cost'],
      ['Personnel', '120 000'],
      ['Equipment', '30 000'],
    ]);
    expect(structure.tables[0]?.header_rows).toBe(1);
  });
});

describe('document model for the anonymized text', () => {
  const content = [
    '3.2 Team of Anna Muster',
    '',
    'Anna Muster leads the work; contact anna.muster@example.ch for details.',
    '',
    'Name | Role',
    'Anna Muster | Lead',
    'Beat Keller | Engineer',
  ].join('\n');
  const entities = ['Anna Muster', 'anna.muster@example.ch', 'Beat Keller'].flatMap((value) =>
    [...content.matchAll(new RegExp(value.replace(/\./g, '\\.'), 'g'))].map((match) =>
      createEntity(
        content,
        value.includes('@') ? 'EMAIL_ADDRESS' : 'PERSON',
        match.index,
        match.index + value.length,
        0.9,
      ),
    ),
  );

  it('moves every range through the placeholders; headings and cells carry the placeholders', () => {
    const structure = buildDocumentStructure(content);
    const result = anonymize(content, entities, new PlaceholderMap());
    const mapped = structureForAnonymizedText(content, structure, result);
    expect(mapped).not.toBeNull();
    if (!mapped) return;
    expectConsistent(mapped, result.text);
    expect(mapped.sections[0]?.heading).toBe('Team of [PERSON_1]');
    expect(result.text.slice(mapped.sections[0]?.heading_range.start, mapped.sections[0]?.heading_range.end)).toBe(
      '3.2 Team of [PERSON_1]',
    );
    expect(mapped.tables[0]?.rows.map((row) => row.map((cell) => cell.text))).toEqual([
      ['Name', 'Role'],
      ['[PERSON_1]', 'Lead'],
      ['[PERSON_2]', 'Engineer'],
    ]);
    expect(mapped.sections[0]?.range.end).toBe(result.text.length);
    expect(JSON.stringify(mapped)).not.toMatch(/Anna|Beat|anna\.muster/);
  });

  it('widens a range that ends inside a replaced value to the whole placeholder', () => {
    const structure: TDocumentStructure = {
      ...buildDocumentStructure(content),
      paragraphs: [{ start: 0, end: content.indexOf('Muster') }],
    };
    const result = anonymize(content, entities, new PlaceholderMap());
    const mapped = mapStructureToAnonymized(structure, content.length, result.entities, result.text);
    const paragraph = mapped?.paragraphs[0];
    expect(result.text.slice(paragraph?.start, paragraph?.end)).toBe('3.2 Team of [PERSON_1]');
  });

  it('refuses replacements that do not make the anonymized text', () => {
    const structure = buildDocumentStructure(content);
    const result = anonymize(content, entities, new PlaceholderMap());
    expect(mapStructureToAnonymized(structure, content.length, [], result.text)).toBeNull();
  });
});

describe('stored document model', () => {
  it('is read back, or read from the text when missing, damaged or of another version', () => {
    const content = '1 Summary\n\nThe summary of the project in one sentence.';
    const built = buildDocumentStructure(content);
    expect(structureOfFile({ content, structure: JSON.stringify(built) })).toEqual(built);
    expect(structureOfFile({ content, structure: null })).toEqual(built);
    expect(structureOfFile({ content, structure: '{not json' })).toEqual(built);
    const older = { ...built, version: 0, sections: [] };
    expect(structureOfFile({ content, structure: JSON.stringify(older) })).toEqual(built);
  });
});
