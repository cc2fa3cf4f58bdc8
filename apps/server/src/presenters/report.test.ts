import { describe, expect, it } from 'vitest';
import { PlaceholderMap } from '../documents/anonymize/placeholder-map.js';
import { reviewRevision } from '../review/index.js';
import { INNOSUISSE_FLAWED_EN } from '../review/test-support/fixtures.js';
import { presentReport } from './report.js';

const base = reviewRevision({ projectType: 'INNOSUISSE_PROJECT', documents: INNOSUISSE_FLAWED_EN });
const finding = base.findings[0];
if (!finding) throw new Error('the flawed fixture has findings');
const report = {
  ...base,
  findings: [
    {
      ...finding,
      explanation: 'Placeholders such as [PERSON_1] stand for personal data; "[PERSON_1] 20 %" was read as staffing.',
      evidence: [
        {
          file_id: 'f',
          slot: 'APPLICATION_DRAFT',
          start: 0,
          end: 20,
          quote: '[PERSON_1] leads.',
          section: 'CV [PERSON_1]',
        },
      ],
    },
  ],
};

function mapWithPerson(): PlaceholderMap {
  const map = new PlaceholderMap();
  map.placeholderFor('PERSON', 'Laura Meier');
  return map;
}

describe('presentReport', () => {
  it('puts real values into the documents’ text, and into the built-in reviewer’s wording only where it quotes', () => {
    const shown = presentReport(report, mapWithPerson()).findings[0];
    expect(shown?.explanation).toBe(
      'Placeholders such as [PERSON_1] stand for personal data; "Laura Meier 20 %" was read as staffing.',
    );
    expect(shown?.evidence[0]).toMatchObject({ quote: 'Laura Meier leads.', section: 'CV Laura Meier' });
  });

  it('puts them back everywhere in a model’s report', () => {
    const shown = presentReport({ ...report, reviewer: 'model', model: 'm' }, mapWithPerson()).findings[0];
    expect(shown?.explanation).toBe(
      'Placeholders such as Laura Meier stand for personal data; "Laura Meier 20 %" was read as staffing.',
    );
  });
});
