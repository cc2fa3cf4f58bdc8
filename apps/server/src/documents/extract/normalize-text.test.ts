import { describe, expect, it } from 'vitest';
import { normalizeText, rejoinHyphenatedLines } from './normalize-text.js';

describe('normalizeText', () => {
  it('composes to NFC', () => {
    expect(normalizeText('Zu\u0308rich Gene\u0300ve')).toBe('Zürich Genève');
  });

  it('removes control characters but keeps newlines and tabs', () => {
    expect(normalizeText('a\u0000b\u0007c\td\u001Be\u009Ff\nnext')).toBe('abc\tdef\nnext');
  });

  it('turns CR, CRLF, form feeds and Unicode separators into newlines', () => {
    expect(normalizeText('one\r\ntwo\rthree\ffour\u2028five')).toBe('one\ntwo\nthree\nfour\nfive');
  });

  it('trims trailing spaces on every line and at both ends of the text', () => {
    expect(normalizeText('\n\nfirst  \t\nsecond \u00A0\n   \nthird   \n\n')).toBe('first\nsecond\n\nthird');
  });

  it('keeps leading indentation of lines', () => {
    expect(normalizeText('  - item\n    - nested')).toBe('  - item\n    - nested');
  });

  it('collapses runs of blank lines to one', () => {
    expect(normalizeText('a\n\n\n\n\nb\n \n \n \nc')).toBe('a\n\nb\n\nc');
  });

  it('drops soft hyphens and BOMs inside the text', () => {
    expect(normalizeText('\uFEFFInno\u00ADvation')).toBe('Innovation');
  });

  it('rejoins hyphenated line ends only when asked (PDF)', () => {
    expect(normalizeText('inno-\nvation', { rejoinHyphens: true })).toBe('innovation');
    expect(normalizeText('inno-\nvation')).toBe('inno-\nvation');
  });
});

describe('rejoinHyphenatedLines', () => {
  it('joins a word split at a line end and moves it up to the first line', () => {
    expect(rejoinHyphenatedLines('We value inno-\nvation in Swiss research.')).toBe(
      'We value innovation\nin Swiss research.',
    );
  });

  it('takes punctuation glued to the continuation and does not leave an empty line behind', () => {
    expect(rejoinHyphenatedLines('this is inno-\nvation.\nNext line')).toBe('this is innovation.\nNext line');
  });

  it('keeps real hyphens inside a line', () => {
    const text = 'Data stays Swiss-hosted during COVID-19 and\nafter it.';
    expect(rejoinHyphenatedLines(text)).toBe(text);
  });

  it('keeps the hyphen before an upper-case or numeric continuation', () => {
    expect(rejoinHyphenatedLines('cases of COVID-\n19 rose')).toBe('cases of COVID-19\nrose');
    expect(rejoinHyphenatedLines('a strong Lucene-\nBM25 system')).toBe('a strong Lucene-BM25\nsystem');
    expect(rejoinHyphenatedLines('the years 2020-\n2024 saw')).toBe('the years 2020-2024\nsaw');
  });

  it('keeps the hyphen of a compound the document spells with one elsewhere', () => {
    const text = 'Our platform is Swiss-\nhosted. Being Swiss-hosted matters.';
    expect(rejoinHyphenatedLines(text)).toBe('Our platform is Swiss-hosted.\nBeing Swiss-hosted matters.');
  });

  it('drops the hyphen when the document spells the joined word without one', () => {
    const text = 'the dual-\nencoder and another dualencoder';
    expect(rejoinHyphenatedLines(text)).toBe('the dualencoder\nand another dualencoder');
  });

  it('always removes a soft hyphen at a line end', () => {
    expect(rejoinHyphenatedLines('Zusammen\u00AD\narbeit ist')).toBe('Zusammenarbeit\nist');
  });

  it('does not join across paragraphs or touch dashes', () => {
    expect(rejoinHyphenatedLines('inno-\n\nvation')).toBe('inno-\n\nvation');
    expect(rejoinHyphenatedLines('first part -\nsecond part')).toBe('first part -\nsecond part');
    expect(rejoinHyphenatedLines('first part —\nsecond')).toBe('first part —\nsecond');
  });

  it('handles accented words', () => {
    expect(rejoinHyphenatedLines('la réali-\nsation du projet')).toBe('la réalisation\ndu projet');
    expect(rejoinHyphenatedLines('die Überprü-\nfung läuft')).toBe('die Überprüfung\nläuft');
  });
});
