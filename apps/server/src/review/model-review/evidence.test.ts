import { describe, expect, it } from 'vitest';
import type { TPassage } from '../facts.js';
import { locateEvidence } from './evidence.js';

const text = 'Intro line.\n\n3. Market\nThe Swiss market is CHF 95 million (BFE 2023).\n';
const start = text.indexOf('3. Market');
const document = {
  fileId: 'file-1',
  slot: 'APPLICATION_DRAFT',
  slotName: 'Application Draft',
  fileName: 'x.docx',
  text,
};
const passage: TPassage = {
  fileId: 'file-1',
  slot: 'APPLICATION_DRAFT',
  slotName: 'Application Draft',
  section: 'Market',
  start,
  end: text.length,
  text: text.slice(start),
};

describe('locateEvidence', () => {
  it('locates a quote in the passage with offsets into the whole text, even under another document id', () => {
    const { located, dropped } = locateEvidence(
      [passage],
      [document],
      [{ document: 'FUNDING_PROPOSAL', quote: '“The Swiss market is CHF 95 million …' }],
    );
    expect(dropped).toBe(0);
    expect(located).toHaveLength(1);
    const [evidence] = located;
    expect(text.slice(evidence?.start, evidence?.end)).toBe('The Swiss market is CHF 95 million');
    expect(evidence).toMatchObject({ file_id: 'file-1', slot: 'APPLICATION_DRAFT', section: 'Market' });
  });

  it('finds a real quote outside the passages in the document, without a section', () => {
    const { located, dropped } = locateEvidence(
      [passage],
      [document],
      [{ document: 'APPLICATION_DRAFT', quote: 'Intro line.' }],
    );
    expect(dropped).toBe(0);
    expect(located).toEqual([
      { file_id: 'file-1', slot: 'APPLICATION_DRAFT', start: 0, end: 11, quote: 'Intro line.', section: null },
    ]);
  });

  it('drops and counts quotes that are not in the documents', () => {
    const { located, dropped } = locateEvidence(
      [passage],
      [document],
      [
        { document: 'APPLICATION_DRAFT', quote: 'The Swiss market is CHF 200 million' },
        { document: 'APPLICATION_DRAFT', quote: 'We have 500 paying customers' },
      ],
    );
    expect(located).toEqual([]);
    expect(dropped).toBe(2);
  });
});
