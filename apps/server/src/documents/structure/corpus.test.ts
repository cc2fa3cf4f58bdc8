/**
 * The document model over the shared real-world corpus (../shared/corpus next to the repository, or CORPUS_DIR):
 * no file that gives text makes it fail, every range is valid, and documents with headings get them. Without the
 * corpus the suite is skipped with a message, except on CI, where that is a failure.
 */
import { readFile } from 'node:fs/promises';
import type { TDocumentStructure } from '@grant-review/contract';
import { describe, expect, it } from 'vitest';
import { ExtractionError, extractText } from '../extract/index.js';
import { buildDocumentStructure } from './index.js';
import { expectConsistent } from './test-support/expect-consistent.js';
import { loadCorpus, type TCorpusFile } from '../extract/test-support/corpus.js';

const PER_FILE_TIMEOUT_MS = 60_000;

const corpus = loadCorpus('corpus document-model tests');

type TModelled = { text: string; structure: TDocumentStructure } | null;
const modelled = new Map<string, Promise<TModelled>>();

/** The file's text and model; null for a file that gives no text (an ExtractionError, tested elsewhere). */
function modelOf(file: TCorpusFile): Promise<TModelled> {
  let result = modelled.get(file.name);
  if (!result) {
    result = (async () => {
      try {
        const extracted = await extractText({ data: await readFile(file.filePath), fileType: file.fileType });
        return { text: extracted.text, structure: buildDocumentStructure(extracted.text, extracted.hints) };
      } catch (error) {
        if (error instanceof ExtractionError) return null;
        throw error;
      }
    })();
    modelled.set(file.name, result);
  }
  return result;
}

const fileNamed = (name: string): TCorpusFile => {
  const file = corpus.find((candidate) => candidate.name === name);
  if (!file) throw new Error(`${name} is missing from the corpus`);
  return file;
};

const headingsOf = async (name: string) =>
  ((await modelOf(fileNamed(name)))?.structure.sections ?? []).map((section) =>
    [section.numbering, section.heading].filter(Boolean).join(' '),
  );

describe.skipIf(corpus.length === 0)('document model over the real-world corpus', () => {
  describe('every readable file gets a model with valid ranges', () => {
    it.each(corpus.map((file) => [file.name, file] as const))(
      '%s',
      async (_name, file) => {
        const result = await modelOf(file);
        if (result) expectConsistent(result.structure, result.text);
      },
      PER_FILE_TIMEOUT_MS,
    );
  });

  describe('documents with headings get them', () => {
    it(
      'a paper (PDF): numbered sections by font size, subsections under them',
      async () => {
        const headings = await headingsOf('mozilla-tracemonkey.pdf');
        expect(headings).toEqual(
          expect.arrayContaining([
            '1 Introduction',
            '2 Overview: Example Tracing Run',
            '3.1 Traces',
            '3.2 Trace Trees',
          ]),
        );
        const structure = (await modelOf(fileNamed('mozilla-tracemonkey.pdf')))?.structure;
        const traces = structure?.sections.find((section) => section.numbering === '3.1');
        const parent = structure?.sections.find((section) => section.id === traces?.parent_id);
        expect(parent?.numbering).toBe('3');
        expect(structure?.language).toBe('en');
      },
      PER_FILE_TIMEOUT_MS,
    );

    it(
      'a French report (PDF): numbered sections in French, its English summary in English',
      async () => {
        const headings = await headingsOf('Unstructured-IO-fr_olap.pdf');
        expect(headings).toEqual(expect.arrayContaining(['1 Introduction', '3.1 Définitions préliminaires']));
        const structure = (await modelOf(fileNamed('Unstructured-IO-fr_olap.pdf')))?.structure;
        const numbered = structure?.sections.filter((section) => section.numbering !== null) ?? [];
        expect(numbered.length).toBeGreaterThanOrEqual(8);
        expect(numbered.every((section) => section.language === 'fr')).toBe(true);
        expect(structure?.sections.find((section) => section.heading === 'Summary')?.language).toBe('en');
      },
      PER_FILE_TIMEOUT_MS,
    );

    it(
      'a German thesis (PDF): its chapters, in German',
      async () => {
        const headings = await headingsOf('py-pdf-GeoTopo-komprimiert.pdf');
        expect(headings).toEqual(expect.arrayContaining(['Vorwort', '1 Topologische Grundbegriffe']));
        expect((await modelOf(fileNamed('py-pdf-GeoTopo-komprimiert.pdf')))?.structure.language).toBe('de');
      },
      PER_FILE_TIMEOUT_MS,
    );

    it(
      'an 872-paragraph handbook (DOCX): chapters from heading styles, lettered sections under them',
      async () => {
        const structure = (await modelOf(fileNamed('Unstructured-IO-handbook-872p.docx')))?.structure;
        const chapter = structure?.sections.find((section) => section.heading === 'CHAPTER 1 – INTRODUCTION');
        expect(chapter?.level).toBe(1);
        const purpose = structure?.sections.find((section) => section.parent_id === chapter?.id);
        expect([purpose?.numbering, purpose?.heading]).toEqual(['A', 'PURPOSE']);
      },
      PER_FILE_TIMEOUT_MS,
    );

    it(
      'DOCX tables: every row and cell, with exact offsets',
      async () => {
        const structure = (await modelOf(fileNamed('mwilliamson-tables.docx')))?.structure;
        expect(structure?.tables[0]?.rows.map((row) => row.map((cell) => cell.text))).toEqual([
          ['Top left', 'Top right'],
          ['Bottom left', 'Bottom right'],
        ]);
      },
      PER_FILE_TIMEOUT_MS,
    );
  });
});
