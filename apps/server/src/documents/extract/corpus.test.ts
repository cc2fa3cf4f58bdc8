/**
 * Every file of the shared real-world corpus (../shared/corpus next to the repository, or
 * CORPUS_DIR) must give text or an ExtractionError, never another exception and never a hang.
 * Readable documents must give their known content. Without the corpus the suite is skipped with a
 * message, except on CI, where that is a failure.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ExtractionError, type TExtractionErrorCode } from './extraction-error.js';
import { extractText } from './extract-text.js';
import { loadCorpus, type TCorpusFile } from './test-support/corpus.js';

const PER_FILE_TIMEOUT_MS = 60_000;

const corpus = loadCorpus('corpus extraction tests');

type TOutcome = { text: string; pageCount?: number } | { error: ExtractionError };

// Extracting the big files once serves both the sweep and the content checks.
const outcomes = new Map<string, Promise<TOutcome>>();

async function runExtraction(file: TCorpusFile): Promise<TOutcome> {
  const data = await readFile(file.filePath);
  try {
    return await extractText({ data, fileType: file.fileType });
  } catch (error) {
    // Anything but an ExtractionError is a bug: the test fails with the original error.
    if (!(error instanceof ExtractionError)) throw error;
    return { error };
  }
}

function extractCorpusFile(file: TCorpusFile): Promise<TOutcome> {
  let outcome = outcomes.get(file.name);
  if (!outcome) {
    outcome = runExtraction(file);
    outcomes.set(file.name, outcome);
  }
  return outcome;
}

async function extractReadable(name: string): Promise<{ text: string; pageCount?: number }> {
  const file = corpus.find((candidate) => candidate.name === name);
  if (!file) throw new Error(`${name} is missing from the corpus`);
  const outcome = await extractCorpusFile(file);
  if ('error' in outcome) throw new Error(`${name} failed: ${outcome.error.code} ${outcome.error.message}`);
  return outcome;
}

/** Files that must fail, and how. Every other file must give text. */
const EXPECTED_ERRORS: Record<string, TExtractionErrorCode> = {
  'Unstructured-IO-password.pdf': 'ENCRYPTED',
  'py-pdf-libreoffice-writer-password.pdf': 'ENCRYPTED',
  'mozilla-encrypted-attachment.pdf': 'ENCRYPTED',
  'mozilla-poppler-937-0-fuzzed.pdf': 'CORRUPT',
  'py-pdf-unreadablemetadata.pdf': 'CORRUPT',
  // Fuzzed or tiny test files whose pages hold no text items at all.
  'mozilla-GHOSTSCRIPT-698804-1-fuzzed.pdf': 'NO_TEXT',
  'mozilla-PDFBOX-3148-2-fuzzed.pdf': 'NO_TEXT',
  'mozilla-issue15590.pdf': 'NO_TEXT',
  'mozilla-issue19176.pdf': 'NO_TEXT',
  'mwilliamson-empty.docx': 'NO_TEXT',
  'mwilliamson-external-picture.docx': 'NO_TEXT',
  'python-openxml-doc-no-coreprops.docx': 'NO_TEXT',
  'python-openxml-sty-having-no-styles-part.docx': 'NO_TEXT',
};

describe.skipIf(corpus.length === 0)('real-world corpus', () => {
  it('holds the files this suite expects', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(64);
  });

  describe('every file gives text or a clear ExtractionError', () => {
    it.each(corpus)(
      '$name',
      async (file) => {
        const outcome = await extractCorpusFile(file);
        const expectedError = EXPECTED_ERRORS[file.name];
        if ('error' in outcome) {
          expect(outcome.error.message.length).toBeGreaterThan(20);
          expect(outcome.error.code).toBe(expectedError ?? 'no error (text expected)');
        } else {
          expect(expectedError).toBeUndefined();
          expect(outcome.text.trim().length).toBeGreaterThan(0);
          // Normalised: NFC, no control characters but \n and \t, no trailing spaces, ≤ 1 blank line.
          expect(outcome.text).toBe(outcome.text.normalize('NFC'));
          // eslint-disable-next-line no-control-regex
          expect(outcome.text).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F]/);
          expect(outcome.text).not.toMatch(/[ \t]+\n|\n{3,}/);
        }
      },
      PER_FILE_TIMEOUT_MS,
    );
  });

  describe('readable documents give their content', () => {
    it(
      'the paper (tracemonkey): title, authors, rejoined hyphenation, 14 pages',
      async () => {
        const { text, pageCount } = await extractReadable('mozilla-tracemonkey.pdf');
        expect(pageCount).toBe(14);
        expect(text).toMatch(/^Trace-based Just-in-Time Type Specialization for Dynamic\nLanguages\n\n/);
        expect(text).toContain('Andreas Gal∗+, Brendan Eich∗, Mike Shaver∗');
        // "com-\npile" and "al-\nternative" in the abstract are rejoined; real hyphens stay.
        expect(text).toContain('are more difficult to compile\nthan statically typed ones.');
        expect(text).toContain('We present an alternative\ncompilation technique for dynamically-typed languages');
        expect(text).toContain('just-in-time compilation, trace trees.');
        // Paragraphs are separated by blank lines.
        expect(text).toContain('certain benchmark\nprograms.\n\nCategories and Subject Descriptors');
      },
      PER_FILE_TIMEOUT_MS,
    );

    it(
      'the German thesis (GeoTopo): umlauts and ß intact, 117 pages',
      async () => {
        const { text, pageCount } = await extractReadable('py-pdf-GeoTopo-komprimiert.pdf');
        expect(pageCount).toBe(117);
        expect(text).toContain('Einführung in die');
        expect(text).toContain('Geometrie und Topologie');
        expect(text).toContain('die Mitschriften einiger Übungen');
        expect(text).toContain(
          'Die Kugeloberfläche S2 lässt sich durch strecken, stauchen und umformen zur Würfeloberfläche',
        );
        expect(text).toContain('(Schwarz-Weiß,');
        expect(text).toContain('Außerdem wird vorausgesetzt');
      },
      PER_FILE_TIMEOUT_MS,
    );

    it(
      'the French report (fr_olap): accents intact',
      async () => {
        const { text, pageCount } = await extractReadable('Unstructured-IO-fr_olap.pdf');
        expect(pageCount).toBe(12);
        expect(text).toMatch(/^Résumés et interrogations de logs de requêtes OLAP\n/);
        expect(text).toContain('Université François Rabelais Tours');
        expect(text).toContain('Il est maintenant établi que l’exploitation des logs de requêtes peut aider');
        expect(text).toContain('même le simple fait de fournir à l’utilisateur une représentation concise');
      },
      PER_FILE_TIMEOUT_MS,
    );

    it(
      'the 619-page PDF: every page counted, text from beginning to end',
      async () => {
        const { text, pageCount } = await extractReadable('Unstructured-IO-DA-619p.pdf');
        expect(pageCount).toBe(619);
        expect(text.length).toBeGreaterThan(1_500_000);
        expect(text).toMatch(/^Table of Contents\n/);
        expect(text).toContain('the soldier took up his axe and struck the tree');
      },
      PER_FILE_TIMEOUT_MS,
    );

    it(
      'two-column papers: columns are not interleaved',
      async () => {
        const dpr = await extractReadable('Unstructured-IO-multi-column-2p.pdf');
        expect(dpr.text).toContain(
          'Open-domain question answering relies on efficient\npassage retrieval to select candidate\ncontexts',
        );
        expect(dpr.text).toContain('a strong Lucene-BM25\nsystem greatly by 9%-19% absolute');
        const lorem = await extractReadable('py-pdf-multicolumn.pdf');
        expect(lorem.text).toContain(
          'Lorem ipsum dolor sit amet, consectetuer adipiscing\nelit. Ut purus elit, vestibulum ut, placerat\n',
        );
      },
      PER_FILE_TIMEOUT_MS,
    );

    it(
      'the Korean PDF with tables: Hangul intact, table cells separated',
      async () => {
        const { text } = await extractReadable('Unstructured-IO-korean-text-with-tables.pdf');
        expect(text).toMatch(/^적립 제외 대상\n/);
        expect(text).toContain('삼성카드의 포인트는 빅포인트, 보너스포인트, 서비스포인트로');
        expect(text).toContain('업종\t적립 대상');
        expect(text).toContain('편의점\tCU, GS25, 세븐일레븐, 미니스톱');
      },
      PER_FILE_TIMEOUT_MS,
    );

    it(
      'a PDF encrypted with an empty user password (copy-protected) opens',
      async () => {
        const { text } = await extractReadable('Unstructured-IO-copy-protected.pdf');
        expect(text).toContain('LayoutParser: A Unified Toolkit for Deep\nLearning Based Document Image Analysis');
      },
      PER_FILE_TIMEOUT_MS,
    );

    it(
      'the large DOCX (handbook, 872 paragraphs): headings, body and tables',
      async () => {
        const { text, pageCount } = await extractReadable('Unstructured-IO-handbook-872p.docx');
        expect(pageCount).toBeUndefined();
        expect(text.length).toBeGreaterThan(700_000);
        expect(text).toContain('Handbook for\n\nChapter 13\n\nStanding Trustees');
        expect(text).toContain('CHAPTER 1 - INTRODUCTION');
        expect(text).toContain('11 U.S.C. § 343 11 U.S.C. § 344 | Examination of the Debtor');
      },
      PER_FILE_TIMEOUT_MS,
    );

    it('DOCX tables: rows as lines, cells separated by " | "', async () => {
      const unstructured = await extractReadable('Unstructured-IO-docx-tables.docx');
      expect(unstructured.text).toContain('Header Col 1 | Header Col 2\nLorem ipsum | A link example');
      const mammothTables = await extractReadable('mwilliamson-tables.docx');
      expect(mammothTables.text).toBe('Above\n\nTop left | Top right\nBottom left | Bottom right\n\nBelow');
      const incomplete = await extractReadable('Unstructured-IO-tables-with-incomplete-rows.docx');
      expect(incomplete.text).toContain('a | b | c\nd\ne |  | f');
    });

    it('DOCX headers, footers, footnotes and endnotes', async () => {
      const headerFooter = await extractReadable('python-openxml-hdr-header-footer.docx');
      expect(headerFooter.text).toMatch(/^Header for section-1\n\n/);
      expect(headerFooter.text).toMatch(/\n\nFooter for section 1$/);
      const hdrftr = await extractReadable('Unstructured-IO-docx-hdrftr.docx');
      expect(hdrftr.text).toContain('First header para\nTable cell1 | Table cell2\nLast header para');
      expect(hdrftr.text).not.toContain('I should not be included');
      const footnotes = await extractReadable('mwilliamson-footnotes.docx');
      expect(footnotes.text).toBe('Ouch[^1].[^2]\n\n[^1]: A tachyon walks into a bar.\n\n[^2]: Fin.');
      const endnotes = await extractReadable('mwilliamson-endnotes.docx');
      expect(endnotes.text).toContain('[^1]: A tachyon walks into a bar.');
    });

    it('DOCX lists, text boxes and strict OOXML', async () => {
      expect((await extractReadable('mwilliamson-simple-list.docx')).text).toBe('- Apple\n- Banana');
      expect((await extractReadable('mwilliamson-text-box.docx')).text).toContain('Datum plane');
      expect((await extractReadable('mwilliamson-strict-format.docx')).text).toBe('Test');
      expect((await extractReadable('mwilliamson-utf8-bom.docx')).text).toBe('This XML has a byte order mark.');
    });
  });
});
