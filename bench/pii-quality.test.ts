import { describe, expect, it } from 'vitest';
import { buildProse, computeSpanMetrics, EVALUATED_TYPES, loadDataset, scoreRecords } from './pii-quality.js';

const text = 'Anna Muster lives at 12 Main Street Apt 4 and calls 044 632 11 11 daily.';

describe('computeSpanMetrics', () => {
  it('joins adjacent gold fragments and credits a prediction that covers them', () => {
    const [street] = computeSpanMetrics(
      [
        {
          text,
          gold: [
            { type: 'STREET_ADDRESS', start: 21, end: 23 },
            { type: 'STREET_ADDRESS', start: 24, end: 35 },
            { type: 'STREET_ADDRESS', start: 36, end: 41 },
          ],
          predicted: [{ type: 'STREET_ADDRESS', start: 21, end: 41 }],
        },
      ],
      ['STREET_ADDRESS'],
    );
    expect(street).toMatchObject({ gold: 1, predicted: 1, matched: 1, credited: 1, precision: 1, recall: 1 });
  });

  it('counts a partial overlap below the IoU threshold as a miss and a false positive', () => {
    const [person] = computeSpanMetrics(
      [{ text, gold: [{ type: 'PERSON', start: 0, end: 11 }], predicted: [{ type: 'PERSON', start: 0, end: 2 }] }],
      ['PERSON'],
    );
    expect(person).toMatchObject({ matched: 0, credited: 0, precision: 0, recall: 0 });
  });

  it('ignores other types and aggregates an ALL row', () => {
    const rows = computeSpanMetrics(
      [
        {
          text,
          gold: [
            { type: 'PERSON', start: 0, end: 11 },
            { type: 'PHONE_NUMBER', start: 52, end: 65 },
          ],
          predicted: [
            { type: 'PERSON', start: 0, end: 11 },
            { type: 'LOCATION', start: 21, end: 35 },
            { type: 'PHONE_NUMBER', start: 40, end: 45 },
          ],
        },
      ],
      ['PERSON', 'PHONE_NUMBER'],
    );
    expect(rows.map((row) => [row.type, row.precision, row.recall])).toEqual([
      ['PERSON', 1, 1],
      ['PHONE_NUMBER', 0, 0],
      ['ALL', 0.5, 0.5],
    ]);
  });

  it('builds prose of the requested size', () => {
    expect(buildProse(10_000).length).toBeGreaterThanOrEqual(10_000);
  });
});

// The quality target of issue 3, guarded: detectors may not fall back below it unnoticed. The set lives outside the
// project (../shared/pii-eval/), so a user's clone skips this; CI must have it.
const records = await loadDataset();

describe('PII quality on presidio-synth_dataset_v2', () => {
  if (!records && process.env.CI === 'true') {
    it('needs ../shared/pii-eval in CI', () => {
      throw new Error('The PII evaluation set is missing');
    });
  }
  /*
   * Issue 11's target: 90% precision and recall over the six types, and 90% precision and recall per type except
   * street recall, which never reached 90% on this set (it was 78.9% before issue 11). Street addresses abroad
   * (`streets-abroad.ts`: Nordic, Hungarian, Czech, Greek, Iberian, Polish, Romanian forms) brought it back to 77.6%;
   * the set's US military mail (APO/FPO/PSC) is deliberately not recognised. Street recall is guarded at that level so
   * it cannot slip unnoticed.
   */
  it.skipIf(!records)(
    'keeps 90% precision and recall over all types and per type (street recall at its own floor)',
    { timeout: 60_000 },
    () => {
      const rows = computeSpanMetrics(scoreRecords(records ?? []), EVALUATED_TYPES);
      for (const row of rows) {
        expect(row.precision, row.type).toBeGreaterThanOrEqual(0.9);
        expect(row.recall, row.type).toBeGreaterThanOrEqual(row.type === 'STREET_ADDRESS' ? 0.77 : 0.9);
      }
    },
  );
});
