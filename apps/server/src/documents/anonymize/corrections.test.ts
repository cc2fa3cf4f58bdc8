import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEntity, type TDetectedEntity } from '../pii/types.js';
import { anonymizeWithKnownValues, anonymizeWithMap } from './anonymize.js';
import { applyCorrections, findTermOccurrences, type TMaskingCorrection } from './corrections.js';
import { PlaceholderMap } from './placeholder-map.js';

const entityAt = (text: string, value: string, type: TDetectedEntity['entity_type'] = 'PERSON', from = 0) => {
  const start = text.indexOf(value, from);
  if (start < 0) throw new Error(`${value} not in text`);
  return createEntity(text, type, start, start + value.length, 0.8);
};
const spans = (entities: readonly TDetectedEntity[]) => entities.map((entity) => [entity.entity_type, entity.text]);

describe('applyCorrections', () => {
  it('returns the entities unchanged without corrections', () => {
    const text = 'Anna Muster leads.';
    const entities = [entityAt(text, 'Anna Muster')];
    expect(applyCorrections(text, entities, [])).toEqual(entities);
  });

  it('drops every entity whose value is kept, whatever its case, spacing or title', () => {
    const text = 'Bonferroni correction; BONFERRONI  method; Dr. Bonferroni; Anna Muster.';
    const entities = [
      entityAt(text, 'Bonferroni'),
      entityAt(text, 'BONFERRONI  method'.slice(0, 10)),
      entityAt(text, 'Dr. Bonferroni'),
      entityAt(text, 'Anna Muster'),
    ];
    const kept = applyCorrections(text, entities, [{ kind: 'keep', value: 'bonferroni' }]);
    expect(spans(kept)).toEqual([['PERSON', 'Anna Muster']]);
  });

  it('keeps a longer entity masked when only part of it is kept', () => {
    const text = 'Anna Lumen presents Lumen.';
    const entities = [entityAt(text, 'Anna Lumen'), entityAt(text, 'Lumen', 'PERSON', 12)];
    const result = applyCorrections(text, entities, [{ kind: 'keep', value: 'Lumen' }]);
    expect(spans(result)).toEqual([['PERSON', 'Anna Lumen']]);
  });

  it('masks every occurrence of an added term, case-insensitive and across spacing, never inside a word', () => {
    const text = 'Projekt Lumen started. PROJEKT\nLUMEN ends; Projektlumen and Lumens are other words.';
    const result = applyCorrections(text, [], [{ kind: 'mask', value: 'projekt  lumen' }]);
    expect(spans(result)).toEqual([
      ['PERSON', 'Projekt Lumen'],
      ['PERSON', 'PROJEKT\nLUMEN'],
    ]);
    expect(result.every((entity) => entity.confidence === 1)).toBe(true);
  });

  it('matches letters outside ASCII as letters', () => {
    const text = 'Zoë Çelik met ZOË ÇELIK and Zoëçelik; Müller-Zoë Çelik too.';
    expect(findTermOccurrences(text, 'zoë çelik').map(({ start, end }) => text.slice(start, end))).toEqual([
      'Zoë Çelik',
      'ZOË ÇELIK',
      'Zoë Çelik',
    ]);
    expect(findTermOccurrences('Ärzteteam Äbi', 'äbi').length).toBe(1);
    expect(findTermOccurrences('Naïve', 'nai')).toEqual([]);
  });

  it('gives an added term the type chosen, PERSON by default', () => {
    const text = 'Send it to office@lumen.ch or Lumen GmbH.';
    const corrections: TMaskingCorrection[] = [
      { kind: 'mask', value: 'Lumen GmbH', entity_type: 'LOCATION' },
      { kind: 'mask', value: 'office' },
    ];
    expect(spans(applyCorrections(text, [], corrections))).toEqual([
      ['PERSON', 'office'],
      ['LOCATION', 'Lumen GmbH'],
    ]);
  });

  it('covers a detected entity that overlaps an added term, so no part of the term stays in clear', () => {
    const text = 'Contact: Projekt Lumen Strasse 12, Zürich.';
    const address = entityAt(text, 'Lumen Strasse 12', 'STREET_ADDRESS');
    const result = applyCorrections(text, [address], [{ kind: 'mask', value: 'Projekt Lumen' }]);
    expect(spans(result)).toEqual([['PERSON', 'Projekt Lumen Strasse 12']]);
  });

  it('joins overlapping occurrences of two terms and leaves entities elsewhere alone', () => {
    const text = 'Lumen Alpha Beta and Anna Muster.';
    const result = applyCorrections(
      text,
      [entityAt(text, 'Anna Muster')],
      [
        { kind: 'mask', value: 'Lumen Alpha' },
        { kind: 'mask', value: 'Alpha Beta' },
      ],
    );
    expect(spans(result)).toEqual([
      ['PERSON', 'Lumen Alpha Beta'],
      ['PERSON', 'Anna Muster'],
    ]);
  });

  it('anonymizes with corrections: a kept value in the map stays in clear, an added term gets a placeholder', () => {
    const text = 'Hans Meier wrote to Anna Muster about Projekt Lumen.';
    const map = PlaceholderMap.fromRows([
      { entity_type: 'PERSON', value_key: 'anna muster', value: 'Anna Muster', placeholder: '[PERSON_1]' },
    ]);
    const result = anonymizeWithKnownValues(text, [entityAt(text, 'Hans Meier')], map, [
      { kind: 'keep', value: 'anna muster' },
      { kind: 'mask', value: 'Projekt Lumen' },
    ]);
    expect(result.text).toBe('[PERSON_2] wrote to Anna Muster about [PERSON_3].');
  });

  it('never leaves an added term in the anonymized text, whatever the detectors find around it', () => {
    const pieces = fc.constantFrom(
      'Projekt Lumen',
      'PROJEKT  LUMEN',
      'projekt\nlumen',
      'Dr. Anna Muster',
      'Lumen Strasse 12, 8001 Zürich',
      'anna.muster@ethz.ch',
      'Projekt',
      'Lumen',
      'Kontakt:',
    );
    const term = /(?<![\p{L}\p{N}\p{M}])projekt\s+lumen(?![\p{L}\p{N}\p{M}])/iu;
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string({ maxLength: 6 })), { maxLength: 10 }), (parts) => {
        const text = parts.join(' ');
        const result = anonymizeWithMap(text, new PlaceholderMap(), {}, [
          { kind: 'mask', value: 'Projekt Lumen' },
          { kind: 'keep', value: 'Anna Muster' },
        ]);
        expect(result.text).not.toMatch(term);
      }),
      { numRuns: 200 },
    );
  });
});
