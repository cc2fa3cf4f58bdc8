import { describe, expect, it } from 'vitest';
import { findAddresses } from './street-address.js';

const found = (text: string): [string, string][] =>
  findAddresses(text).map((entity) => [entity.entity_type, entity.text]);

describe('findAddresses', () => {
  it.each([
    ['Wohnhaft an der Bahnhofstrasse 12, 8001 Zürich.', [['STREET_ADDRESS', 'Bahnhofstrasse 12, 8001 Zürich']]],
    ['ETH Zürich, Rämistrasse 101, CH-8092 Zürich', [['STREET_ADDRESS', 'Rämistrasse 101, CH-8092 Zürich']]],
    ['Adresse: Zürcher Strasse 5a', [['STREET_ADDRESS', 'Zürcher Strasse 5a']]],
    // A Swiss locality whose first word is an ordinary word ("Le") is still a place after its postcode.
    ['Lieu :\n1724 Le Mouret\n', [['LOCATION', '1724 Le Mouret']]],
    [
      'Domicile : Rue de Lausanne 12\n1201 Genève',
      [
        ['STREET_ADDRESS', 'Rue de Lausanne 12'],
        ['STREET_ADDRESS', '1201'],
        ['LOCATION', 'Genève'],
      ],
    ],
    ['Il habite 12, rue du Lac.', [['STREET_ADDRESS', '12, rue du Lac']]],
    ['Avenue de la Gare 10, 1003 Lausanne', [['STREET_ADDRESS', 'Avenue de la Gare 10, 1003 Lausanne']]],
    ['Sede: Via Cantonale 12, 6900 Lugano', [['STREET_ADDRESS', 'Via Cantonale 12, 6900 Lugano']]],
    ['Piazza della Riforma 1', [['STREET_ADDRESS', 'Piazza della Riforma 1']]],
    // Bilingual Swiss towns are written with a slash.
    ['Adresse\tRuelle du Haut 3, 2503 Biel/Bienne\n', [['STREET_ADDRESS', 'Ruelle du Haut 3, 2503 Biel/Bienne']]],
    [
      'chez elle, chemin de Vuillerens 14, 1066 Epalinges',
      [['STREET_ADDRESS', 'chemin de Vuillerens 14, 1066 Epalinges']],
    ],
    ['Recapito: Via alle Vigne 8', [['STREET_ADDRESS', 'Via alle Vigne 8']]],
    ['Carrà di Sotto 5', [['STREET_ADDRESS', 'Carrà di Sotto 5']]],
    ['Morada: Travessa do Sol 9, 1.º Esq.', [['STREET_ADDRESS', 'Travessa do Sol 9, 1.º Esq.']]],
    [
      'Bois-Gentil 7\n2300 La Chaux-de-Fonds',
      [
        ['STREET_ADDRESS', 'Bois-Gentil 7'],
        ['STREET_ADDRESS', '2300'],
        ['LOCATION', 'La Chaux-de-Fonds'],
      ],
    ],
    ['Sur Cresta 4 – 7524 Zuoz – 081 850 11 22', [['STREET_ADDRESS', 'Sur Cresta 4 – 7524 Zuoz']]],
    ['Zelgli 3, 5400 Baden (Wochenaufenthalterin, Ausweis B)', [['STREET_ADDRESS', 'Zelgli 3, 5400 Baden']]],
    [
      'He lives at 123 Main Street, Apt 4B, Springfield, IL 62704',
      [['STREET_ADDRESS', '123 Main Street, Apt 4B, Springfield, IL 62704']],
    ],
    ['Ship to 42 North Oak Ave. Suite 100', [['STREET_ADDRESS', '42 North Oak Ave. Suite 100']]],
    ['Postanschrift:\nD-10115 Berlin\n', [['LOCATION', 'D-10115 Berlin']]],
    // Address blocks: units, city/state/ZIP and country lines join the street; a blank line or prose ends the block.
    [
      'Anna Muster\nBahnhofstrasse 12\n8001 Zürich\nSchweiz\n\nSehr geehrte Damen und Herren',
      [
        ['STREET_ADDRESS', 'Bahnhofstrasse 12'],
        ['STREET_ADDRESS', '8001'],
        ['LOCATION', 'Zürich\nSchweiz'],
        ['PERSON', 'Anna Muster'],
      ],
    ],
    [
      'Jane Roe\n1600 Pennsylvania Ave NW\nSuite 200\nWashington, DC 20500\nUnited States',
      [
        ['STREET_ADDRESS', '1600 Pennsylvania Ave NW\nSuite 200'],
        ['LOCATION', 'Washington, DC'],
        ['STREET_ADDRESS', '20500'],
        ['LOCATION', 'United States'],
        ['PERSON', 'Jane Roe'],
      ],
    ],
    [
      'Send it to 42 Baker Street, London NW1 6XE, United Kingdom, please.',
      [['STREET_ADDRESS', '42 Baker Street, London NW1 6XE, United Kingdom']],
    ],
    [
      'Ship to Suite 5, 300 King St W, Toronto, ON M5V 1J5',
      [['STREET_ADDRESS', 'Suite 5, 300 King St W, Toronto, ON M5V 1J5']],
    ],
    [
      'P.O. Box 1234\nSpringfield, IL 62704',
      [
        ['STREET_ADDRESS', 'P.O. Box 1234'],
        ['LOCATION', 'Springfield, IL'],
        ['STREET_ADDRESS', '62704'],
      ],
    ],
    ['Lives at Bahnhofstrasse 12, Anna said.', [['STREET_ADDRESS', 'Bahnhofstrasse 12']]],
    ['Bahnhofstrasse 12\nProjektleitung\n', [['STREET_ADDRESS', 'Bahnhofstrasse 12']]],
    // International forms without a known suffix need a unit or a postal line after them.
    [
      'Storgatan 5\n114 44 Stockholm\nSweden',
      [
        ['STREET_ADDRESS', 'Storgatan 5'],
        ['STREET_ADDRESS', '114 44'],
        ['LOCATION', 'Stockholm\nSweden'],
      ],
    ],
    [
      'Dobrovského 1394\n602 00 Brno',
      [
        ['STREET_ADDRESS', 'Dobrovského 1394'],
        ['STREET_ADDRESS', '602 00'],
        ['LOCATION', 'Brno'],
      ],
    ],
    // Swiss street names without a street type word, proven by the postcode and place below them.
    [
      'Im Grund 4\n6000 Luzern',
      [
        ['STREET_ADDRESS', 'Im Grund 4'],
        ['STREET_ADDRESS', '6000'],
        ['LOCATION', 'Luzern'],
      ],
    ],
    ['Stradun 7, 7550 Scuol', [['STREET_ADDRESS', 'Stradun 7, 7550 Scuol']]],
    ["Ca' Bianca 7, 6655 Intragna", [['STREET_ADDRESS', "Ca' Bianca 7, 6655 Intragna"]]],
    // An article opens the street name as a preposition does.
    [
      'Les Vignettes 6\n1637 Charmey',
      [
        ['STREET_ADDRESS', 'Les Vignettes 6'],
        ['STREET_ADDRESS', '1637'],
        ['LOCATION', 'Charmey'],
      ],
    ],
    // Street types of the language packs: compound endings and Romansh links.
    ['Rosenbühl 4, 9000 St. Gallen', [['STREET_ADDRESS', 'Rosenbühl 4, 9000 St. Gallen']]],
    [
      'Auf der Mauer 2\n6460 Altdorf',
      [
        ['STREET_ADDRESS', 'Auf der Mauer 2'],
        ['STREET_ADDRESS', '6460'],
        ['LOCATION', 'Altdorf'],
      ],
    ],
    ['Via da la Staziun 18, 7180 Disentis', [['STREET_ADDRESS', 'Via da la Staziun 18, 7180 Disentis']]],
    // List bullets (also bullets that lost their encoding) in front of the lines of a block.
    [
      '• Seefeldstrasse 7\n• Wohnung 3\n• 8008 Zürich',
      [
        ['STREET_ADDRESS', 'Seefeldstrasse 7\n• Wohnung 3'],
        ['STREET_ADDRESS', '8008'],
        ['LOCATION', 'Zürich'],
      ],
    ],
    [
      '? Kirkeveien 14\n? 0368 Oslo',
      [
        ['STREET_ADDRESS', 'Kirkeveien 14'],
        ['STREET_ADDRESS', '0368'],
        ['LOCATION', 'Oslo'],
      ],
    ],
    // The recipient above a postal block is a person; an organisation or a job title above it is not.
    [
      'Ilvane Okwuosa\nFenwick Holdings Ltd\nSeefeldstrasse 7\n8008 Zürich',
      [
        ['STREET_ADDRESS', 'Seefeldstrasse 7'],
        ['STREET_ADDRESS', '8008'],
        ['LOCATION', 'Zürich'],
        ['PERSON', 'Ilvane Okwuosa'],
      ],
    ],
    [
      'Leasing consultant\nFenwick Holdings Ltd\nSeefeldstrasse 7\n8008 Zürich',
      [
        ['STREET_ADDRESS', 'Seefeldstrasse 7'],
        ['STREET_ADDRESS', '8008'],
        ['LOCATION', 'Zürich'],
      ],
    ],
    // A blank line inside a block is crossed only towards a postcode or a country.
    [
      'Seefeldstrasse 7\nZürich\n\nSwitzerland 8008',
      [
        ['STREET_ADDRESS', 'Seefeldstrasse 7'],
        ['LOCATION', 'Zürich'],
        ['LOCATION', 'Switzerland'],
        ['STREET_ADDRESS', '8008'],
      ],
    ],
    // A date or an amount after a blank line is the letter's text, not part of the block.
    [
      'Innosuisse\nEinsteinstrasse 2\n3003 Bern\n\nMarch 2025\n\nDear Sir or Madam',
      [
        ['STREET_ADDRESS', 'Einsteinstrasse 2'],
        ['STREET_ADDRESS', '3003'],
        ['LOCATION', 'Bern'],
      ],
    ],
    [
      'Seefeldstrasse 7\n8008 Zürich\n\nBudget 150000\nPersonnel 90000',
      [
        ['STREET_ADDRESS', 'Seefeldstrasse 7'],
        ['STREET_ADDRESS', '8008'],
        ['LOCATION', 'Zürich'],
      ],
    ],
    // A label that announces an organisation keeps its line from being read as the recipient.
    [
      'Partner: Kelvion Wärmetechnik\nIndustriestrasse 5\n8604 Volketswil',
      [
        ['STREET_ADDRESS', 'Industriestrasse 5'],
        ['STREET_ADDRESS', '8604'],
        ['LOCATION', 'Volketswil'],
      ],
    ],
    // Cued addresses: in lower case, after a label on its own line, after "lives on" or "meet me at".
    ['He lives at 12 rue de la paix, paris', [['STREET_ADDRESS', '12 rue de la paix, paris']]],
    ['she lives at 48 lindenvej 7, aarhus', [['STREET_ADDRESS', '48 lindenvej 7, aarhus']]],
    ['Address:\n17 Rosenweg 4, Thun', [['STREET_ADDRESS', '17 Rosenweg 4, Thun']]],
    ['Tom lives on Mühlebachweg 9.', [['STREET_ADDRESS', 'Mühlebachweg 9']]],
    ['Meet me at 7 Kalnu 21, Riga', [['STREET_ADDRESS', '7 Kalnu 21, Riga']]],
    ['Rua Augusta 1234, Lisboa', [['STREET_ADDRESS', 'Rua Augusta 1234, Lisboa']]],
    ['We met at the corner of Main St and 5th Avenue yesterday.', [['STREET_ADDRESS', 'Main St and 5th Avenue']]],
    [
      'Our lab is at the corner of Rämistrasse and Universitätstrasse.',
      [['STREET_ADDRESS', 'Rämistrasse and Universitätstrasse']],
    ],
    ['The address of Acme Ltd is 12 Hill Road, Leeds.', [['STREET_ADDRESS', '12 Hill Road, Leeds']]],
  ])('finds %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    'Meilenstein 2026 Zürich: Markteintritt in der Schweiz.',
    'Phase 2 Projekt 3 startet im Q3 2026.',
    'In 2026 Innosuisse Park hosts 150 Swiss start-ups.',
    'Le jalon 2 est prévu pour la phase 3 du projet.',
    'La fase 2 del progetto inizia nel 2026 con 120 collaboratori.',
    'The budget is CHF 1.2 Mio for 24 months and 3 work packages.',
    'Version 2.3 reaches TRL 4 by 31 March 2027.',
    'We signed 2026 Zurich Innovation Award contracts.',
    'Pedestrians enter on 137 Avenue the first three months.',
    'Milestone 3\nQ3 2026\nZürich',
    'Phase 2, Projekt 3\nLeitung: ETH Zürich',
    'In Kapitel 4, Abschnitt 2 folgt der Zeitplan.',
    'Figure 3\nTable 2\nAnnex 1',
    'We address 3 key issues in 2 phases.',
    'The project will address 3 challenges of the Swiss market in 2026.',
    'Our lab is located at 3 sites in 2 cantons.',
    'The team lives on 2 continents and meets 4 times a year.',
    'Meet me at 5 pm on 3 March.',
    'Milestones:\n3 prototypes in 2026',
  ])('finds nothing in %j', (text) => {
    expect(findAddresses(text)).toEqual([]);
  });
});

// A researcher's previous addresses abroad, in each country's own street form (streets-abroad.ts).
describe('findAddresses abroad', () => {
  it.each([
    [
      'Dr. Eva Lind\nStorgatan 5\n114 44 Stockholm\nSweden',
      [
        ['STREET_ADDRESS', 'Storgatan 5'],
        ['STREET_ADDRESS', '114 44'],
        ['LOCATION', 'Stockholm\nSweden'],
        ['PERSON', 'Eva Lind'],
      ],
    ],
    ['Previous address: Kongens gate 5, 0153 Oslo', [['STREET_ADDRESS', 'Kongens gate 5, 0153 Oslo']]],
    ['Adresse: Vesterbrogade 12, 1620 København V', [['STREET_ADDRESS', 'Vesterbrogade 12, 1620 København V']]],
    ['Adresse: Mannerheimintie 5, 00100 Helsinki', [['STREET_ADDRESS', 'Mannerheimintie 5, 00100 Helsinki']]],
    ['Adresse: Kossuth Lajos u. 12., 1055 Budapest', [['STREET_ADDRESS', 'Kossuth Lajos u. 12., 1055 Budapest']]],
    [
      'Kossuth Lajos utca 12.\n1055 Budapest\nHungary',
      [
        ['STREET_ADDRESS', 'Kossuth Lajos utca 12.'],
        ['STREET_ADDRESS', '1055'],
        ['LOCATION', 'Budapest\nHungary'],
      ],
    ],
    ['Address: Árpád fejedelem útja 9., 1036 Budapest', [['STREET_ADDRESS', 'Árpád fejedelem útja 9., 1036 Budapest']]],
    [
      'Address: Leoforos Vasilissis Sofias 12, 106 74 Athens',
      [['STREET_ADDRESS', 'Leoforos Vasilissis Sofias 12, 106 74 Athens']],
    ],
    ['Address: Οδός Ερμού 25, 105 63 Αθήνα', [['STREET_ADDRESS', 'Οδός Ερμού 25, 105 63 Αθήνα']]],
    ['Kontakt: Calle Mayor 5, 28013 Madrid', [['STREET_ADDRESS', 'Calle Mayor 5, 28013 Madrid']]],
    ['C/ Mayor 5, 28013 Madrid', [['STREET_ADDRESS', 'C/ Mayor 5, 28013 Madrid']]],
    ['Rua Augusta 23, 1100-048 Lisboa', [['STREET_ADDRESS', 'Rua Augusta 23, 1100-048 Lisboa']]],
    ['Keizersgracht 12, 1015 CS Amsterdam', [['STREET_ADDRESS', 'Keizersgracht 12, 1015 CS Amsterdam']]],
    [
      'ul. Marszałkowska 10\n00-590 Warszawa',
      [
        ['STREET_ADDRESS', 'ul. Marszałkowska 10'],
        ['STREET_ADDRESS', '00-590'],
        ['LOCATION', 'Warszawa'],
      ],
    ],
    ['Pražská 12, 110 00 Praha', [['STREET_ADDRESS', 'Pražská 12, 110 00 Praha']]],
    ['Národní 1234', [['STREET_ADDRESS', 'Národní 1234']]],
    ['Na Příkopě 12, 110 00 Praha', [['STREET_ADDRESS', 'Na Příkopě 12, 110 00 Praha']]],
    ['Str. Mihai Eminescu 12, 010512 București', [['STREET_ADDRESS', 'Str. Mihai Eminescu 12, 010512 București']]],
    ['She lives at 3 St. John Street, London', [['STREET_ADDRESS', '3 St. John Street, London']]],
    [
      'Flat 2, 14 Acacia Crescent, London SW1A 1AA',
      [['STREET_ADDRESS', 'Flat 2, 14 Acacia Crescent, London SW1A 1AA']],
    ],
  ])('finds %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    // A year after a Czech street ending, a city and a number, German "u." ("und") between a noun and a number.
    'Pražská 2024 war ein gutes Jahr.',
    'Genova 12 anni fa',
    'Die Kosten pro Jahr u. 12 Monate',
    'Mehr Daten u. 12 Tabellen',
    'Im Jahr 2024 u. 2025 wachsen wir.',
    'Na 12',
  ])('finds nothing in %j', (text) => {
    expect(findAddresses(text)).toEqual([]);
  });
});
