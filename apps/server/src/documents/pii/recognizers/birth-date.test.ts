import { describe, expect, it } from 'vitest';
import { findBirthDates } from './birth-date.js';

describe('findBirthDates', () => {
  it.each([
    ['She was born on 12 March 1985 in Bern.', '12 March 1985'],
    ['Date of birth: March 12, 1985', 'March 12, 1985'],
    ['DOB 1985-03-12', '1985-03-12'],
    ['Geburtsdatum: 12.03.1985', '12.03.1985'],
    ['Anna Muster, geb. 12.3.1985, Zürich', '12.3.1985'],
    ['geboren am 3. Mai 1990 in Basel', '3. Mai 1990'],
    ['Sophie Favre, née le 1er mars 1988', '1er mars 1988'],
    ['Date de naissance : 05/07/1979', '05/07/1979'],
    ['Marco Rossi, nato il 12/03/1985', '12/03/1985'],
    ['Data di nascita: 5 maggio 1979', '5 maggio 1979'],
    ['Geburtsdatum, -ort      1990-04-17, Chur', '1990-04-17'],
    ['Date of birth ........ 17 April 1990', '17 April 1990'],
    ['Date de naissance (jj.mm.aaaa) : 17.04.1990', '17.04.1990'],
    ['Data di nascita\n17.04.1990', '17.04.1990'],
    ['attinenza Lugano, nato\nil 17.04.1990, Via Roma 2', '17.04.1990'],
    ['geboren in Sarnen am 17.4.1990', '17.4.1990'],
    ['Date et lieu de naissance : 2 juin 1994, Fribourg', '2 juin 1994'],
    ['Sie wurde am 2. Juni 1994 in Visp geboren.', '2. Juni 1994'],
    ['Brunner, Jg. 1987, leitet die Tests', '1987'],
    ['Jahrgang\t\t1986', '1986'],
    ['ingénieure, classe 1983, cheffe de projet', '1983'],
    ['né en 1979 à Delémont', '1979'],
    ['nata nel 1992 a Lugano', '1992'],
    ['Lara Keel (b. 1990) joined', '1990'],
    ['Dr. Jonas Kälin (*3.2.1985)', '3.2.1985'],
  ])('finds the birth date in %j', (text, expected) => {
    expect(findBirthDates(text).map((entity) => entity.text)).toEqual([expected]);
  });

  it.each([
    'The prototype is delivered by 31 March 2027 (milestone M6).',
    'Meilenstein 3 ist bis 31.03.2027 erreicht.',
    'Le jalon principal est prévu le 15 juin 2026.',
    'La consegna è prevista per il 12/03/2026.',
    'Founded on 1 April 2019; Q3 2026 market entry.',
    'Date of birth: see the attached passport copy. Deadline 31.03.2027.',
    'Geburtsdatum\n\nMeilenstein bis 31.03.2027',
    'Der Meilenstein ist am 31.03.2027 erreicht; die Idee wurde 2024 geboren.',
    'Umsatz 2025: CHF 1.2 Mio. (b. 2026 Budget)',
    'Il progetto è nato\nil 11.11.2019 da una tesi di master.',
  ])('keeps project dates in %j', (text) => {
    expect(findBirthDates(text)).toEqual([]);
  });

  it('reads the dates and years of a table column headed as birth dates, not the other columns', () => {
    const text =
      'Name\t\tFunktion\t\tGeburtsdatum\t\tEintritt\n' +
      'Moser, Nadja\t\tLaborantin\t\t14.02.1993\t\t01.03.2026\n' +
      'Iseni Arben\t\tTechniker\t\t1979\t\t01.05.2026\n\n' +
      'Meilensteine   Datum\nM1             30.06.2026\n\n' +
      'Staff          Role          Born / origin\nLea Rohner     engineer      1990, Thun\n';
    expect(findBirthDates(text).map((entity) => entity.text)).toEqual(['14.02.1993', '1979', '1990']);
  });

  it('does not take the labels of a two-column form for a header', () => {
    expect(findBirthDates('Heimatort\tSarnen\nZivilstand\tledig\nJahrgang\t1984')).toHaveLength(1);
  });

  it('reads a label wrapped onto the next line of a narrow form', () => {
    expect(findBirthDates('Cognome e nome: Rossi Ada\nData di\nnascita: 14/03/1985').map((date) => date.text)).toEqual([
      '14/03/1985',
    ]);
    expect(findBirthDates('Date of\nbirth: 4 May 1979').map((date) => date.text)).toEqual(['4 May 1979']);
  });

  it("reads the dates of a row that lists people side by side, but not a later cell's recent date", () => {
    const row = (cells: string) => findBirthDates(`Nom\tDupont\tNguyen\nDate de naissance${cells}`);
    expect(row('\t03.04.1980\t12.12.1975').map((date) => date.text)).toEqual(['03.04.1980', '12.12.1975']);
    expect(row(' | 03.04.1980 | 12.12.1975').map((date) => date.text)).toEqual(['03.04.1980', '12.12.1975']);
    expect(row('\t03.04.1980\t01.02.2025').map((date) => date.text)).toEqual(['03.04.1980']);
    expect(row('\t03.04.1980\tsee annex\t12.12.1975').map((date) => date.text)).toEqual(['03.04.1980']);
    expect(row('\t03.04.1980 (45)\t12.12.1975').map((date) => date.text)).toEqual(['03.04.1980']);
  });

  it("leaves a CV's timeline beside a birth date alone, and the other dates of a label naming two", () => {
    const texts = (text: string) => findBirthDates(text).map((date) => date.text);
    expect(texts('Geburtsdatum: 12.03.1980      01.09.2008 Beginn Doktorat ETH')).toEqual(['12.03.1980']);
    expect(texts('Date of birth 12.03.1980 | 01.08.2008 start of employment')).toEqual(['12.03.1980']);
    expect(texts('Date of birth / date of PhD\t12.03.1980\t15.06.2010')).toEqual(['12.03.1980']);
  });

  it('takes a recent date after a wrapped label: only a line break between label and date asks for age', () => {
    expect(findBirthDates('Date of\nbirth: 12.05.2016').map((date) => date.text)).toEqual(['12.05.2016']);
  });
});
