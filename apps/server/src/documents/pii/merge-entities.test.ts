import { describe, expect, it } from 'vitest';
import { mergeEntities } from './merge-entities.js';
import { createEntity } from './types.js';

const text = 'Dr. Anna Muster, Bahnhofstrasse 12, 8001 Zürich, +41 44 632 11 11';

describe('mergeEntities', () => {
  it('fuses overlapping entities of the same type into their union with the higher confidence', () => {
    const merged = mergeEntities(text, [
      createEntity(text, 'PERSON', 0, 8, 0.9),
      createEntity(text, 'PERSON', 4, 15, 0.7),
    ]);
    expect(merged).toEqual([createEntity(text, 'PERSON', 0, 15, 0.9)]);
  });

  it('keeps the longer entity when two types overlap', () => {
    const merged = mergeEntities(text, [
      createEntity(text, 'PERSON', 17, 31, 0.9),
      createEntity(text, 'STREET_ADDRESS', 17, 34, 0.6),
    ]);
    expect(merged.map((entity) => entity.entity_type)).toEqual(['STREET_ADDRESS']);
  });

  it('keeps the more confident entity when two overlapping spans are equally long', () => {
    const merged = mergeEntities(text, [
      createEntity(text, 'LOCATION', 36, 47, 0.6),
      createEntity(text, 'PERSON', 36, 47, 0.7),
    ]);
    expect(merged.map((entity) => entity.entity_type)).toEqual(['PERSON']);
  });

  it('breaks a full tie by type order: validated formats before guesses', () => {
    const merged = mergeEntities(text, [
      createEntity(text, 'PERSON', 49, 65, 0.8),
      createEntity(text, 'PHONE_NUMBER', 49, 65, 0.8),
    ]);
    expect(merged.map((entity) => entity.entity_type)).toEqual(['PHONE_NUMBER']);
  });

  it('returns non-overlapping entities sorted by start', () => {
    const merged = mergeEntities(text, [
      createEntity(text, 'PHONE_NUMBER', 49, 65, 0.9),
      createEntity(text, 'PERSON', 4, 15, 0.8),
    ]);
    expect(merged.map((entity) => entity.start)).toEqual([4, 49]);
  });

  it('keeps a checksum-valid value whole and trims a street that overlaps it at one edge', () => {
    const line = 'IBAN CH64 0630 0016 9465 2015 8, Avenue de la Gare 29';
    const iban = createEntity(line, 'IBAN_CODE', 5, 31, 0.98, ['IBAN checksum valid']);
    const street = createEntity(line, 'STREET_ADDRESS', 25, line.length, 0.8, ['house number + French street type']);
    const merged = mergeEntities(line, [iban, street]);
    expect(merged.map((entity) => [entity.entity_type, entity.text])).toEqual([
      ['IBAN_CODE', 'CH64 0630 0016 9465 2015 8'],
      ['STREET_ADDRESS', 'Avenue de la Gare 29'],
    ]);
    expect(merged[1]?.reasons).toEqual(['house number + French street type']);
  });

  it('unites the reasons of fused entities', () => {
    const merged = mergeEntities(text, [
      createEntity(text, 'PERSON', 0, 8, 0.9, ["after the title 'Dr.'"]),
      createEntity(text, 'PERSON', 4, 15, 0.7, ["given name 'Anna' (list)"]),
    ]);
    expect(merged[0]?.reasons).toEqual(["after the title 'Dr.'", "given name 'Anna' (list)"]);
  });
});
