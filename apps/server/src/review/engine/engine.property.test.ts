/**
 * Whatever a document looks like, the engine answers with a valid report whose every quote is the exact text at its
 * offsets: documents are generated from headings, prose, figures and tables in the four languages, with
 * placeholders, odd numbers and empty cells.
 */
import { ZReviewReport, type TProjectType } from '@grant-review/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDocument, type TDocumentPart } from '../test-support/build-document.js';
import { runReviewEngine } from './index.js';

const words = fc.constantFrom(
  'Marktanalyse',
  "État de l'art",
  'Piano di lavoro',
  'Risks',
  'Team',
  'Budget',
  'Total',
  'Umsetzungspartner',
  'cash',
  'CHF',
  "1'200'000",
  '45 %',
  '18 months',
  '[PERSON_1]',
  '[ORGANIZATION_2]',
  'M1',
  'WP3',
  'signed',
  'patent',
  'ODD 7',
  '—',
  '',
  '12.5',
  'kCHF',
  'Host-Professur: Prof. Dr.',
  'revenue',
  'the',
  'und',
  'et',
  'e',
);
const phrase = fc.array(words, { minLength: 0, maxLength: 12 }).map((items) => items.join(' '));
const part: fc.Arbitrary<TDocumentPart> = fc.oneof(
  fc.record({ heading: phrase, level: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ text: phrase }),
  fc.record({
    table: fc.array(fc.array(phrase, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
    headerRows: fc.integer({ min: 0, max: 2 }),
  }),
);
const slots: Record<TProjectType, readonly string[]> = {
  INNOSUISSE_PROJECT: ['APPLICATION_DRAFT', 'FUNDING_PROPOSAL', 'RISK_MATRIX'],
  ETH_PIONEER_FELLOWSHIP: ['RESEARCH_PROPOSAL', 'BUDGET', 'CV'],
};

describe('the engine on any document', () => {
  it('gives a valid report whose quotes are the text at their offsets', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<TProjectType>('INNOSUISSE_PROJECT', 'ETH_PIONEER_FELLOWSHIP'),
        fc.array(fc.array(part, { maxLength: 12 }), { minLength: 1, maxLength: 3 }),
        (projectType, documents) => {
          const built = documents.map((parts, index) => {
            const slot = slots[projectType][index] ?? 'SUPPORTING_DOCS';
            return buildDocument(slot, slot, parts, `file-${index}`);
          });
          const { report } = runReviewEngine({ projectType, documents: built });
          ZReviewReport.parse(report);
          for (const finding of report.findings) {
            for (const evidence of finding.evidence) {
              const document = built.find((item) => item.fileId === evidence.file_id);
              expect(document?.text.slice(evidence.start, evidence.end)).toBe(evidence.quote);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
