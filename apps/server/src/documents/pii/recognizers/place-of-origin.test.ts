import { describe, expect, it } from 'vitest';
import { findPlacesOfOrigin } from './place-of-origin.js';

// Two labels may find the same place ("Luogo di nascita / attinenza: Thusis"); the merge step keeps one.
const places = (text: string): string[] => [...new Set(findPlacesOfOrigin(text).map((entity) => entity.text))];

describe('findPlacesOfOrigin', () => {
  it.each([
    ['Heimatort: Trogen AR', ['Trogen AR']],
    [
      'Nom\t\tLieu de naissance\t\tFonction\nRey Léa\t\tMonthey (VS)\t\tingénieure\nDiallo Ali\t\tThiès\t\ttechnicien',
      ['Monthey', 'Thiès'],
    ],
    ['Bürgerin von Bellinzona', ['Bellinzona']],
    ["Lieu d'origine : La Chaux-de-Fonds", ['La Chaux-de-Fonds']],
    ['Luogo di nascita\tBrissago', ['Brissago']],
    ['Nata a Locarno, residente a Muralto', ['Locarno', 'Muralto']],
    ['Heimatort: Lostorf und Olten', ['Lostorf', 'Olten']],
    ['Heimatort: Trogen und dann Basel', ['Trogen']],
    ['Place of origin\tBrienz BE and Meiringen', ['Brienz BE', 'Meiringen']],
    [
      'Anna Beispiel, geboren am 14. Mai 1988, von Glarus und Mollis, wohnhaft in Näfels',
      ['Näfels', 'Glarus', 'Mollis'],
    ],
    ['Urs Muster, geb. 02.02.1975, von Sarnen OW', ['Sarnen OW']],
    ['Der Projektleiter wohnt in Stans und pendelt nach Luzern.', ['Stans']],
    ['La cheffe de projet, domiciliée à Moutier, coordonne les essais.', ['Moutier']],
    ['She lives in Thun, close to the lab.', ['Thun']],
    ['Heimatort\teingebürgert 2012, heimatberechtigt seit 2012 in Sissach BL', ['Sissach BL']],
    ['Ana Lopes, citizen of Uster since 2018, joined the team.', ['Uster']],
    ['Lavora al laboratorio e vive a Minusio dal 2015.', ['Minusio']],
    ['Luogo di nascita / attinenza: Thusis / attinente di\nPoschiavo (GR)', ['Thusis', 'Poschiavo']],
    ['She grew\nup in Wohlen and studied in Bern.', ['Wohlen']],
    ['Originaire de Sainte-Croix (VD) et de Bulle (FR)', ['Sainte-Croix', 'Bulle']],
    ['NPA / localité\t1950 Sion', ['1950 Sion']],
    ['Lieu de naissance\tSion (VS)\tPorto (Portugal)\tDakar', ['Sion', 'Porto', 'Dakar']],
    ['Heimatort\tSarnen\tZivilstand\tledig', ['Sarnen']],
    ['Lieu de naissance\tSion\tNationalité\tSuisse', ['Sion']],
    ['Wohnort\tBern\tETH Zürich', ['Bern']],
    ['Wohnort\nProjektbeschreibung\nDas Projekt …', []],
    ['Domicile\nTéléphone\t079 123 45 67', []],
    ['Heimatort:\n  Sarnen OW', ['Sarnen OW']],
    ['Heimatort: Trogen (AR) und in Herisau', ['Trogen', 'Herisau']],
    ['citizen of Lugano (TI) and of Como', ['Lugano', 'Como']],
    ['Heimatort: Biel / Bienne', ['Biel / Bienne']],
    ['NPA / localité\t1870 Monthey\t—', ['1870 Monthey']],
    ["L'ingénieure vit à Porrentruy et travaille à Delémont.", ['Porrentruy']],
    ['Place of birth: Addis Ababa', ['Addis Ababa']],
    ['Geburtsdatum | 21.11.1990, Stans', ['Stans']],
    ['born 3 May 1988 in Herisau', ['Herisau']],
    ['Place of origin .......... Elm GL (since 2012)', ['Elm GL']],
    ["Lieu d'origine / de naissance\tLubumbashi (RDC)", ['Lubumbashi']],
    ['NPA, localité\t\t1630 Bulle', ['1630 Bulle']],
    ['Geboren\t4.5.1989 in Tetovo (Nordmazedonien)', ['Tetovo']],
    ['Data di nascita 02/02/1992   Luogo: Lugano', ['Lugano']],
    ['Nato a Mendrisio il 2 marzo 1980', ['Mendrisio']],
    ['Sie wurde am 2. Juni 1994 in Visp geboren.', ['Visp']],
    ['né en 1979 à Delémont', ['Delémont']],
    ['Grew up in Wohlen and studied in Zurich', ['Wohlen']],
    ['Müller, Jg. 1987, kommt von Roche', []],
  ])('finds %j', (text, expected) => {
    expect(places(text)).toEqual(expected);
  });

  it.each([
    'Das Kantonsspital Aarau baut in Aarau.',
    'Wir verkaufen in Zürich, Basel und Genf.',
    'Geburtsdatum: 21.11.1990',
    'Gegründet am 21.11.1990 von Novartis und Roche',
    'Heimatort: Universität Bern',
  ])('keeps towns that are no one’s origin in %j', (text) => {
    expect(places(text)).toEqual([]);
  });

  it('says why', () => {
    expect(findPlacesOfOrigin('Heimatort: Trogen')[0]?.reasons).toEqual(["a place after 'Heimatort'"]);
  });

  it('reads a long row of labels and towns in linear time, one place per label', () => {
    const row = 'Wohnort\tBern\t'.repeat(2_000);
    expect(findPlacesOfOrigin(row)).toHaveLength(2_000);
  });
});
