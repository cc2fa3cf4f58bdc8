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
});
