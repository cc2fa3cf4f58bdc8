import { describe, expect, it } from 'vitest';
import { evidence, PERSON_SCORING, scorePerson } from './person-evidence.js';

describe('the person scoring table', () => {
  it('sums the weights of the evidence and explains each piece', () => {
    const { confidence, reasons } = scorePerson([evidence('givenName', 'Laura'), evidence('surname', 'Meier')]);
    expect(confidence).toBeCloseTo(PERSON_SCORING.givenName.weight + PERSON_SCORING.surname.weight);
    expect(reasons).toEqual(["given name 'Laura' (list)", "surname 'Meier' (list)"]);
  });

  it('counts each kind of evidence once, stays below 1 and never below 0', () => {
    const repeated = scorePerson([evidence('givenName', 'Anna'), evidence('givenName', 'Maria')]);
    expect(repeated.confidence).toBeCloseTo(PERSON_SCORING.givenName.weight);
    expect(
      scorePerson([evidence('title', 'Dr.'), evidence('cue', 'Kontakt'), evidence('givenName', 'Anna')]).confidence,
    ).toBe(0.99);
    expect(scorePerson([evidence('eponym', 'correction')]).confidence).toBe(0);
  });

  it('lets negative context outweigh a name from the lists', () => {
    expect(scorePerson([evidence('surname', 'Bonferroni'), evidence('eponym', 'correction')]).confidence).toBe(0);
    expect(
      scorePerson([evidence('givenName', 'Paul'), evidence('institutionName', 'Stiftung')]).confidence,
    ).toBeLessThan(0.5);
  });

  it('keeps a lone surname or an ambiguous given name below the reporting floor', () => {
    expect(scorePerson([evidence('surname', 'Keller')]).confidence).toBeLessThan(0.5);
    expect(scorePerson([evidence('givenNameAmbiguous', 'Rose')]).confidence).toBeLessThan(0.5);
  });
});
