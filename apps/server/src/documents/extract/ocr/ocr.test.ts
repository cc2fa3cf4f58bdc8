/**
 * OCR of scanned PDF pages, on scans generated here (known text drawn as a scanner delivers it): which pages are
 * taken for scans, rendering, reading in the four languages, unreadable pages, and the limits.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdfFile, textContent } from '../test-support/build-pdf.js';
import { buildScannedPdf, renderScanImage, scanPdfPage, type TScanPage } from '../test-support/build-scan.js';
import { buildDocumentStructure } from '../../structure/index.js';
import { type ExtractionError, extractText, type TExtractOptions } from '../index.js';
import { OcrEngine, OcrTimeoutError } from './ocr-engine.js';
import { repairEmailSpacing, textFromBlocks } from './ocr-layout.js';
import { grayToPgm, removeRules, removeSpecks, rgbaToGray } from './render-page.js';

const LETTER: TScanPage = {
  blocks: [
    { heading: 'Unterstützungsschreiben' },
    {
      paragraph:
        'Sehr geehrte Damen und Herren, die Agrotech AG unterstützt das Projekt der Hochschule Luzern und übernimmt 40 % der Kosten. Kontakt: Dr. Jürg Müller-Bösch, juerg.mueller@agrotech.ch, Telefon +41 44 123 45 67.',
    },
    {
      table: [
        ['Posten', 'Betrag CHF'],
        ['Personal', '120 000'],
      ],
    },
  ],
};

/** A scanned blank page: an image, but no text to read. */
const BLANK: TScanPage = { blocks: [] };

describe('OCR of scanned PDFs', () => {
  const engine = new OcrEngine();
  let letter: Buffer;

  const withOcr = (overrides: Partial<NonNullable<TExtractOptions['ocr']>> = {}): TExtractOptions => ({
    // A generous page limit: the test suite runs many files at once on two cores.
    ocr: { reader: engine, maxPages: 10, pageTimeoutMs: 600_000, ...overrides },
  });
  const read = (pdf: Buffer, options = withOcr()) =>
    extractText({ data: new Uint8Array(pdf), fileType: 'pdf' }, options);
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.fail('expected an ExtractionError'),
      (error: unknown) => error as ExtractionError,
    );

  beforeAll(async () => {
    letter = await buildScannedPdf([LETTER], { noise: 0.001, rotationDegrees: 0.6 });
  });
  afterAll(() => engine.close());

  it('reads a scanned letter in German, with its table, names, e-mail and phone', { timeout: 180_000 }, async () => {
    const pages: number[] = [];
    const result = await read(letter, withOcr({ onPage: ({ page }) => pages.push(page) }));
    expect(result.text).toContain('Unterstützungsschreiben');
    // One accent may come out as another (ö as ô): all four languages are tried on every word.
    expect(result.text).toMatch(/Jürg Müller-B.sch/);
    expect(result.text).toContain('juerg.mueller@agrotech.ch');
    expect(result.text).toContain('+41 44 123 45 67');
    // The ruled table's cells are read as text (its rules are erased before reading).
    expect(result.text).toMatch(/Personal\t120 000/);
    expect(result.ocr?.pages).toEqual([1]);
    expect(result.ocr?.unreadablePages).toEqual([]);
    expect(result.ocr?.confidence).toBeGreaterThan(80);
    expect(pages).toEqual([1]);
  });

  it('reads only the scanned pages of a mixed PDF, and keeps the pages in order', { timeout: 180_000 }, async () => {
    const scan = await renderScanImage({
      blocks: [{ paragraph: 'La deuxième page est une lettre numérisée, signée par Élodie Favre à Genève.' }],
    });
    const pdf = buildPdfFile([
      { content: { data: textContent(['The first page is digital text about the project budget.']) } },
      scanPdfPage(scan),
    ]);
    const result = await read(pdf);
    expect(result.ocr?.pages).toEqual([2]);
    expect(result.text.indexOf('project budget')).toBeLessThan(result.text.indexOf('Favre à Genève'));
    expect(result.text).toContain('deuxième page est une lettre numérisée');
  });

  it('keeps the headings of digital pages that come before a scanned one', { timeout: 180_000 }, async () => {
    const lines: [string, number, number, string][] = [
      ['F1', 18, 740, 'Grid sensor project'],
      ['F1', 11, 710, 'This proposal describes the project and what it will de-'],
      ['F1', 11, 696, 'liver to the partners over the next two years, with a plan.'],
      ['F1', 14, 660, '1 Introduction'],
      ['F1', 11, 636, 'The grid needs sensors that are cheap and reliable, and we build them'],
      ['F2', 11, 596, 'Budget overview'],
      ['F1', 11, 580, 'The costs are shown in the following table for the whole project.'],
    ];
    const operators = lines.map(([font, size, y, text]) => `BT /${font} ${size} Tf 1 0 0 1 72 ${y} Tm (${text}) Tj ET`);
    const pdf = buildPdfFile([
      { content: { data: Buffer.from(operators.join('\n'), 'latin1') } },
      scanPdfPage(await renderScanImage(LETTER)),
    ]);
    const result = await read(pdf);
    expect(result.ocr?.pages).toEqual([2]);
    const structure = buildDocumentStructure(result.text, result.hints);
    expect(structure.sections.map((section) => section.heading)).toEqual(
      expect.arrayContaining(['Grid sensor project', 'Introduction', 'Budget overview']),
    );
  });

  it('names a scanned page it cannot read, and reads the others', { timeout: 180_000 }, async () => {
    const pdf = buildPdfFile([scanPdfPage(await renderScanImage(LETTER)), scanPdfPage(await renderScanImage(BLANK))]);
    const result = await read(pdf);
    expect(result.ocr?.pages).toEqual([1]);
    expect(result.ocr?.unreadablePages).toEqual([2]);
  });

  it('says so when nothing of a scan can be read', { timeout: 180_000 }, async () => {
    const error = await failure(read(await buildScannedPdf([BLANK])));
    expect(error.code).toBe('NO_TEXT');
    expect(error.message).toMatch(/not even by text recognition \(OCR\)/);
  });

  it('counts a page read with little confidence as unreadable: OCR made letters of specks', async () => {
    // What Tesseract returns for a page of speckles: short unsure fragments.
    const specks = { read: () => Promise.resolve({ text: 'po # ww\nLoo, we co', confidence: 44, characters: 102 }) };
    const error = await failure(read(await buildScannedPdf([BLANK], { dpi: 50 }), withOcr({ reader: specks })));
    expect(error.code).toBe('NO_TEXT');
  });

  it('does not take a page with only a logo or a small picture for a scan', async () => {
    const picture = scanPdfPage(await renderScanImage(BLANK, { dpi: 20 }));
    const logoOnly = { ...picture, content: { data: Buffer.from('q 120 0 0 90 60 650 cm /Im0 Do Q', 'latin1') } };
    const pdf = buildPdfFile([{ content: { data: textContent(['A digital page about the budget.']) } }, logoOnly]);
    const result = await read(pdf);
    expect(result.ocr).toBeUndefined();
    expect(result.text).toContain('A digital page about the budget.');
  });

  it('ends a scan with more scanned pages than the limit before reading any', async () => {
    const pages: number[] = [];
    const tiny = scanPdfPage(await renderScanImage(BLANK, { dpi: 20 }));
    const pdf = buildPdfFile([tiny, tiny, tiny]);
    const error = await failure(read(pdf, withOcr({ maxPages: 2, onPage: ({ page }) => pages.push(page) })));
    expect(error.code).toBe('OCR_TOO_MANY_PAGES');
    expect(error.message).toContain('This PDF has 3 scanned pages; at most 2 scanned pages are read');
    expect(pages).toEqual([]);
  });

  it('ends a scan whose page takes longer than the page limit, naming the page', async () => {
    const error = await failure(read(letter, withOcr({ pageTimeoutMs: 1 })));
    expect(error.code).toBe('OCR_PAGE_TIMEOUT');
    expect(error.message).toMatch(/^Reading scanned page 1 by text recognition \(OCR\) took longer than/);
  });

  it(
    'stops an engine that runs past its time, and starts a new one for the next page',
    { timeout: 180_000 },
    async () => {
      const own = new OcrEngine();
      try {
        const scan = await renderScanImage({ blocks: [{ paragraph: 'Budget total CHF 250 000' }] }, { dpi: 200 });
        const canvas = createCanvas(scan.width, scan.height);
        canvas.getContext('2d').drawImage(await loadImage(scan.jpeg), 0, 0);
        const { data } = canvas.getContext('2d').getImageData(0, 0, scan.width, scan.height);
        const pgm = grayToPgm(rgbaToGray(data, scan.width, scan.height), scan.width, scan.height);
        await expect(own.read({ pgm }, 5)).rejects.toBeInstanceOf(OcrTimeoutError);
        const result = await own.read({ pgm }, 60_000);
        expect(result.text).toContain('CHF 250 000');
      } finally {
        await own.close();
      }
    },
  );

  it('leaves scanned pages out without OCR, as before', async () => {
    const error = await failure(extractText({ data: new Uint8Array(letter), fileType: 'pdf' }));
    expect(error.code).toBe('NO_TEXT');
  });
});

describe('textFromBlocks', () => {
  const word = (text: string, confidence: number) => ({ text, confidence });
  const blocks = (...lines: { text: string; confidence: number }[][]) => [
    { paragraphs: [{ lines: lines.map((words) => ({ words })) }] },
  ];

  it('keeps sure words and unsure words that look like words, and drops speckles and rules', () => {
    const result = textFromBlocks(
      blocks(
        [word('Kontakt:', 95), word('Anna', 91), word('Schärer', 38)],
        [word('|', 20), word('—', 30)],
        [word('Total', 90), word(';:', 12), word('CHF', 88)],
      ),
    );
    expect(result.text).toBe('Kontakt: Anna Schärer\nTotal CHF');
    expect(result.characters).toBe(26);
    // Weighted by letters: (7·95 + 4·91 + 7·38 + 5·90 + 3·88) / 26.
    expect(result.confidence).toBeCloseTo(77.27, 1);
  });

  /** A line of words 10 px high, each word 10 px a letter wide and a space of 5 px, starting at `x`. */
  const placed = (y: number, ...parts: [x: number, text: string][]) =>
    parts.flatMap(([x, text]) => {
      let left = x;
      return text.split(' ').map((part) => {
        const bbox = { x0: left, y0: y, x1: left + part.length * 10, y1: y + 10 };
        left = bbox.x1 + 5;
        return { text: part, confidence: 90, bbox };
      });
    });

  it('reads two columns of prose that Tesseract ran together one after the other', () => {
    const result = textFromBlocks(
      blocks(
        placed(0, [0, 'the left column starts here'], [400, 'la colonne de droite commence']),
        placed(20, [0, 'and it goes on'], [400, 'et elle continue encore un peu']),
        placed(40, [0, 'until it ends on this line'], [400, 'puis elle finit']),
      ),
    );
    expect(result.text).toBe(
      'the left column starts here and it goes on\nuntil it ends on this line\n\n' +
        'la colonne de droite commence et elle continue encore un peu puis elle finit',
    );
  });

  it('keeps a label and its value on one line, as in a CV table', () => {
    const result = textFromBlocks(
      blocks(
        placed(0, [0, 'Geburtsdatum'], [300, '07.06.1991, Sarnen']),
        placed(20, [0, 'Adresse'], [300, 'Bahnhofstrasse 12, 8001 Zürich']),
        placed(40, [0, 'Telefon'], [300, '+41 79 123 45 67']),
      ),
    );
    expect(result.text).toBe(
      'Geburtsdatum\t07.06.1991, Sarnen\nAdresse\tBahnhofstrasse 12, 8001 Zürich\nTelefon\t+41 79 123 45 67',
    );
  });

  it('joins a line that wrapped with the next, and keeps the lines of an address apart', () => {
    const prose = textFromBlocks(
      blocks(
        placed(0, [0, 'Our contact for the project is Dr. Aylin']),
        placed(20, [0, 'Keller-Yilmaz, who leads the team at our']),
        placed(40, [0, 'lab in Basel and can be reached by phone']),
        placed(60, [0, 'at +41 58 666 62 14 on every working day']),
        placed(80, [0, 'of the week.']),
      ),
    );
    expect(prose.text).toBe(
      'Our contact for the project is Dr. Aylin Keller-Yilmaz, who leads the team at our lab in Basel and can be ' +
        'reached by phone at +41 58 666 62 14 on every working day of the week.',
    );
    const address = textFromBlocks(
      blocks(placed(0, [0, 'Daniel Hofstetter']), placed(20, [0, 'Marktgasse 5']), placed(40, [0, '3011 Bern'])),
    );
    expect(address.text).toBe('Daniel Hofstetter\nMarktgasse 5\n3011 Bern');
  });

  it('puts a table cell that wrapped back into its row, and leaves the paragraph after the table alone', () => {
    const result = textFromBlocks(
      blocks(
        placed(0, [0, 'Personal'], [300, '120 000']),
        placed(20, [0, 'Reisen und'], [300, '9 600']),
        placed(34, [0, 'Konferenzen']),
        placed(60, [0, 'Alle Beträge']),
      ),
    );
    expect(result.text).toBe('Personal\t120 000\nReisen und Konferenzen\t9 600\nAlle Beträge');
  });

  it('zips a block of labels and the block of their values that Tesseract read apart back into rows', () => {
    const labels = {
      paragraphs: [{ lines: [placed(0, [0, 'Geburtsdatum']), placed(20, [0, 'Adresse'])].map((words) => ({ words })) }],
    };
    const values = {
      paragraphs: [
        {
          lines: [
            placed(0, [300, '12.03.1988']),
            placed(20, [300, 'Birmensdorferstrasse 214']),
            placed(34, [300, '8003 Zürich']),
          ].map((words) => ({ words })),
        },
      ],
    };
    const result = textFromBlocks([labels, values]);
    // The address's second line is the rest of its cell.
    expect(result.text).toBe('Geburtsdatum\t12.03.1988\nAdresse\tBirmensdorferstrasse 214 8003 Zürich');
  });

  it('leaves a block beside the text alone when its lines do not line up with it', () => {
    const text = {
      paragraphs: [
        {
          lines: [placed(0, [0, 'Main text']), placed(20, [0, 'goes on'])].map((words) => ({
            words,
          })),
        },
      ],
    };
    const box = {
      paragraphs: [
        { lines: [placed(9, [300, 'Side note one']), placed(29, [300, 'Side note two'])].map((words) => ({ words })) },
      ],
    };
    expect(textFromBlocks([text, box]).text).toBe('Main text\ngoes on\n\nSide note one\nSide note two');
  });

  it('reads nothing from an empty page', () => {
    expect(textFromBlocks([])).toEqual({ text: '', confidence: 0, characters: 0 });
  });
});

describe('repairEmailSpacing', () => {
  it('joins an e-mail address that OCR split after its dots', () => {
    expect(repairEmailSpacing('Kontakt: reto. baumgartner@Hslu. ch, Tel.')).toBe(
      'Kontakt: reto.baumgartner@Hslu.ch, Tel.',
    );
  });

  it('leaves a sentence that ends after an address alone', () => {
    expect(repairEmailSpacing('Write to anna@firma.ch. It is read daily.')).toBe(
      'Write to anna@firma.ch. It is read daily.',
    );
    expect(repairEmailSpacing('Herr Meier. Anna@firma.ch')).toBe('Herr Meier. Anna@firma.ch');
  });
});

describe('removeSpecks', () => {
  it('whitens specks of a pixel or two and keeps strokes and full stops', () => {
    const width = 20;
    const height = 20;
    const gray = new Uint8Array(width * height).fill(255);
    const ink = (x: number, y: number) => (gray[y * width + x] = 0);
    ink(3, 3); // a speck
    ink(7, 3);
    ink(8, 3); // a speck of two pixels
    for (let y = 10; y < 18; y++) for (let x = 5; x < 8; x++) ink(x, y); // a stroke three pixels wide
    for (let y = 10; y < 13; y++) for (let x = 12; x < 15; x++) ink(x, y); // a full stop, 3 × 3
    removeSpecks(gray, width, height);
    expect(gray[3 * width + 3]).toBe(255);
    expect(gray[3 * width + 8]).toBe(255);
    expect(gray[14 * width + 6]).toBe(0);
    expect(gray[10 * width + 5]).toBe(0);
    expect(gray[11 * width + 13]).toBe(0);
    expect(gray[10 * width + 12]).toBe(0);
  });
});

describe('removeRules', () => {
  it('erases long straight lines, slightly skewed ones too, and leaves letter-sized strokes', () => {
    const width = 400;
    const height = 400;
    const gray = new Uint8Array(width * height).fill(255);
    const ink = (x: number, y: number) => (gray[y * width + x] = 0);
    for (let x = 10; x < 390; x++) ink(x, 50 + Math.floor(x / 100)); // a rule across, skewed by a pixel per 100
    for (let y = 60; y < 390; y++) ink(20, y); // a rule down
    for (let y = 200; y < 240; y++) ink(200, y); // a letter's stem: 40 px, below a quarter inch at 300 dpi
    removeRules(gray, width, height, 300);
    expect(gray[50 * width + 150]).toBe(255);
    expect(gray[53 * width + 350]).toBe(255);
    expect(gray[300 * width + 20]).toBe(255);
    expect(gray[220 * width + 200]).toBe(0);
  });
});
