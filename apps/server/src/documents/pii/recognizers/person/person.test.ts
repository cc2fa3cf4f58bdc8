import { describe, expect, it } from 'vitest';
import { guessLanguage } from '../../language.js';
import { findPeople } from './person.js';

const people = (text: string): string[] =>
  findPeople(text, { language: guessLanguage(text) }).map((entity) => entity.text);

describe('findPeople', () => {
  it.each([
    ['The project is led by Anna Muster and Dr. John Smith.', ['Anna Muster', 'John Smith']],
    ['Contact person: Peter Keller, CEO', ['Peter Keller']],
    ['PI: Prof. Maria Okonkwo-Brandt', ['Maria Okonkwo-Brandt']],
    ['Ansprechperson: Hans Meier. Projektleiterin Petra Keller.', ['Hans Meier', 'Petra Keller']],
    ['Sehr geehrte Frau Brunner, Herr Dr. Zbinden hat zugesagt.', ['Brunner', 'Zbinden']],
    ['Personne de contact : Mme Sophie Favre. M. Jean Dubois, CEO.', ['Sophie Favre', 'Jean Dubois']],
    // "M." is Monsieur in French only; elsewhere it is an initial and belongs to the name.
    [
      'Die Daten gehen an Prof. Karin Tobler und M. Rüegg-Imhof von der Hochschule.',
      ['Karin Tobler', 'M. Rüegg-Imhof'],
    ],
    [
      'Il piano è stato controllato da G. Sartori e verificato da M. Quadranti per la direzione della ricerca.',
      ['G. Sartori', 'M. Quadranti'],
    ],
    ['Referente: Sig.ra Giulia Bernasconi e Dott. Marco Rossi.', ['Giulia Bernasconi', 'Marco Rossi']],
    ['Signed, Ludwig van der Berg', ['Ludwig van der Berg']],
    ['Müller Hans, geboren am 12.03.1985', ['Müller Hans']],
    ['Thanks, Sarah!', ['Sarah']],
    // Greetings of each language open a name.
    ['Bonsoir Gwendoline,\nmerci pour la relecture.', ['Gwendoline']],
    ['Hoi Ursina\n\nDanke für die Zahlen.', ['Ursina']],
    ['Good morning Tadesse,\nthe figures are attached.', ['Tadesse']],
    // A small Swiss town is a place, a Swiss surname that is also a locality still a name.
    ['Thanks, Kerzers!', []],
    ['Contact: Anna Stein, Peter Frick and Marco Bühler.', ['Anna Stein', 'Peter Frick', 'Marco Bühler']],
    // English text: two capitalised non-English words are a (foreign) name even without a gazetteer hit.
    ['Krisztina Vásárhelyi presented the results to the board.', ['Krisztina Vásárhelyi']],
    ['Maybe it is under Radka Novotná in the system.', ['Radka Novotná']],
    ["We discussed Zoltán Benedek's report at length.", ['Zoltán Benedek']],
    ['Signed by Tomasz K Wróblewski on behalf of the team.', ['Tomasz K Wróblewski']],
    ['"The market is moving," says Ndiaye.', ['Ndiaye']],
    // List members next to a person are people too.
    ['The founders: Okafor, Lindqvist and Brandt.', ['Okafor', 'Lindqvist', 'Brandt']],
    ['The team includes Hannah, Anthony and Tiberiu.', ['Hannah', 'Anthony', 'Tiberiu']],
  ])('finds %j', (text, expected) => {
    expect(people(text)).toEqual(expected);
  });

  it('uses e-mail local parts as evidence for rare names', () => {
    const text = 'Mail: xaver.quellmatt@example.ch. Xaver Quellmatt leads WP2; Quellmatt also signs.';
    expect(people(text)).toEqual(['Xaver Quellmatt', 'Quellmatt']);
  });

  it('finds later surname-only mentions of a person named in full', () => {
    expect(people('Dr. Anna Brunschwiler leads WP1. Brunschwiler reports monthly.')).toEqual([
      'Anna Brunschwiler',
      'Brunschwiler',
    ]);
  });

  it.each([
    'Mark the date. Will we grant it? Frank feedback from Paris. Rose gold. May 2026.',
    'Paul Scherrer Institut, Max Planck Institute, Novartis AG and the Swiss National Science Foundation.',
    'Das Projekt stärkt den Markt; der Umsetzungspartner und die Forschung erreichen den Meilenstein.',
    'Die Innovation, das Produkt und die Technologie sind zentral für Innosuisse.',
    "Le Projet, le Marché et la Recherche de l'EPFL avancent vers le jalon M6.",
    "Il Progetto, il Mercato e la Ricerca dell'Università di Berna raggiungono il TRL 4.",
    'Google, Microsoft and ETH Zürich joined the Marie Curie Fellowship programme.',
    'Version 2.3 of SensorFlow Pro reaches TRL 4 in Q3 2026.',
    'Of The Songs You Love (But Secretly Hate) and Cautionary Tales',
    'We flew to Castelo Branco on Monday.',
    'PERSONAL INFO and REAL PERSON',
    'The Quantum Sensing Roadmap and the Market Entry Strategy',
    'Lorem Ipsum Dolor sit amet.',
    'Name\t\t\tGeb.\t\tRolle\t\tAnstellung',
    'The TRUSTEE BOND covers the Bankruptcy Case of the Disinterested Person.',
  ])('finds nobody in %j', (text) => {
    expect(people(text)).toEqual([]);
  });
});

describe('findPeople: surnames with capitalised particles, author lists, initials, forms', () => {
  it.each([
    ['Coordinatrice: Beatrice Dalla Valle, SUPSI.', ['Beatrice Dalla Valle']],
    ['Il lavoro è seguito da Elena Lo Presti (USI).', ['Elena Lo Presti']],
    ['Collaboratori\tDe Carli Simona\tricercatrice', ['De Carli Simona']],
    ['Von: Sutter Regula <regula.sutter@example.ch>', ['Sutter Regula']],
    ['Cc: Brunold Mirjam; Adeyemi, Folake', ['Brunold Mirjam', 'Adeyemi', 'Folake']],
    ['Personal der Hochschule und des Betriebs:\nZingg, Martina\t\tLaborantin\t40 %', ['Zingg, Martina']],
    ['Nom : FAVRE\t\tPrénom : Léonie', ['FAVRE', 'Léonie']],
    // Two name words, a comma and a role; not a role, a place or an abbreviation before it.
    [
      'Referenz: Brunner Caduff, Gemeindepräsidentin, 081 555 12 12\nLeitender Arzt, Leiter Bewegungslabor',
      ['Brunner Caduff'],
    ],
    ['Analisi secondo Farmacopea Europea (Ph. Eur. 11.0) e validazione dei metodi.', []],
    ['Ne ha parlato il Consigliere di\nStato Marino Esempio, responsabile del Dipartimento.', []],
    [
      '– Yasin Al-Masri, expert indépendant en hygiène\n– Dr Léa Roux, cheffe de projet',
      ['Yasin Al-Masri', 'Léa Roux'],
    ],
    ['Anwesend: Thi Juni Pham, MSc; Frist bis 3. Juni 2026.', ['Thi Juni Pham']],
    [
      'Erfasst am 16.02.2026 durch Ph. Zgraggen, Zahlungslauf KW 8; Imboden-Ruppen Marie-Claire visiert.',
      ['Ph. Zgraggen', 'Imboden-Ruppen Marie-Claire'],
    ],
    [
      'Nom(s)                         : BORGEAUD\nNom de naissance               : Pinto Borgeaud',
      ['BORGEAUD', 'Pinto Borgeaud'],
    ],
    [
      'Prepared by Wendelin Zurkirchen; checked by Oluwaseun Adebayo-Frei.',
      ['Wendelin Zurkirchen', 'Oluwaseun Adebayo-Frei'],
    ],
    ['Dr Tomás Ferreira and Pr Anne-Laure Joye signed.', ['Tomás Ferreira', 'Anne-Laure Joye']],
    ['Anwesend: BRUGGER Lea-Sophie, CAVIEZEL Men und DE LUCA Renato', ['BRUGGER Lea-Sophie', 'DE LUCA Renato']],
    ['Teilnehmende\nGamboni Ursin Andri\tRegion Surselva', ['Gamboni Ursin Andri']],
    [
      "À : Nadia Roulin <nadia.roulin@example.ch>; D'Amato Vincent <vincent.damato@example.ch>",
      ['Nadia Roulin', "D'Amato Vincent"],
    ],
    ['Unterschrift\tA.-L. Perrenoud', ['A.-L. Perrenoud']],
    // A Swiss town and a job compound beside a person are no members of a list of people.
    ['Partner: Werner Aeschbacher-Roth, Obstproduzent, Gampelen', ['Werner Aeschbacher-Roth']],
  ])('finds %j', (text, expected) => {
    expect(people(text)).toEqual(expected);
  });

  it.each([
    ['Zuber, R.; Imhof, S. & Aebi, T. (2021): Soil moisture.', ['Zuber, R.', 'Imhof, S.', 'Aebi, T.']],
    ['Ochsner T, Bachmann LK, Di Stefano R. Cell Syst 2020.', ['Ochsner T', 'Bachmann LK', 'Di Stefano R.']],
    ['R. Zuber, S. Imhof and T. Aebi. "Soil moisture", 2021.', ['R. Zuber', 'S. Imhof', 'T. Aebi']],
  ])('reads the author list in %j', (text, expected) => {
    expect(people(text)).toEqual(expected);
  });

  it.each([
    'Standorte: Aarau AG, Sion VS und Chur GR.',
    'Modul A, Modul B und Modul C werden getestet.',
    'Phase I, Phase II and Phase III follow.',
    'La Chaux-de-Fonds et Le Locle sont des villes horlogères.',
    'Partenaires: Sri Lanka et Costa Rica.',
  ])('finds no author or person in %j', (text) => {
    expect(people(text)).toEqual([]);
  });

  it('masks initials given after a name wherever they stand alone, but not a role acronym', () => {
    const text =
      'Présents : Céline Rochat (CR), Urs Gmür (UG), Dr. Paula Imboden (PI)\nCR ouvre la séance. UG: accord. PI = requérante.';
    expect(people(text)).toEqual(['Céline Rochat', 'CR', 'Urs Gmür', 'UG', 'Paula Imboden', 'CR', 'UG']);
  });

  it('masks short forms of people named in full: table cells, action lists, surname letters, surname-first order', () => {
    const text =
      'Anwesend\n  Bärtschi, Severin     Hochschule Luzern\n  WYSS Ladina-Maria     Stadt Thun\n  Noemi Kälin-Rutz      NKR\n' +
      'Pendenzen\n  SBä      Offerte einholen     28.02.\n  LMW / NKR     Bericht     15.03.\n';
    expect(people(text)).toEqual(
      expect.arrayContaining(['Bärtschi, Severin', 'WYSS Ladina-Maria', 'Noemi Kälin-Rutz', 'SBä', 'LMW', 'NKR']),
    );
  });

  it('keeps capitals that are a canton, a work package, a heading word or spell two people', () => {
    const text =
      'Teilnehmende: Sandra Gerber, Simon Graf, Anna Petrović.\nWir arbeiten in Buchs SG. AP 2 startet. PROJEKT UND ZIELE\nSG ruft an.';
    expect(people(text)).toEqual(['Sandra Gerber', 'Simon Graf', 'Anna Petrović']);
  });

  it('masks the initials of a letter reference line', () => {
    expect(people('Unser Zeichen: kb/lz\nN/réf. : MDu – V/réf. : dossier 12')).toEqual(['kb', 'lz', 'MDu']);
  });

  it("masks the minute-taker's and the clerk's initials after place and date or after 'visiert'", () => {
    expect(people('Nächste Sitzung im März.\n\nSursee, 03.02.2026 / mkb')).toEqual(['mkb']);
    expect(people('Eingang: 4.2.2026, visiert xyr / Dossier 26-4')).toEqual(['xyr']);
    expect(people('Total 2026 / CHF\nMesswerte 12.03.2026 / ok\nBericht 30.06.2026 / PDF\nKosten 2026 / kg')).toEqual(
      [],
    );
  });

  it('masks a double surname alone when the text names the person in full or puts a title before it', () => {
    expect(people('Team: Bettina Amrein-Zollet. Amrein-Zollet leitet die Tests.')).toEqual([
      'Bettina Amrein-Zollet',
      'Amrein-Zollet',
    ]);
    expect(people('Il dott. Rinaldi-Soldati coordina il gruppo.')).toEqual(['Rinaldi-Soldati']);
  });

  it('keeps firms named after people: names joined by an ampersand, words before a legal form', () => {
    const text =
      'Kontakt: Corinne Aebischer, Aebischer Holzbau AG. Offerte von Stucki & Gassmann Elektro GmbH; ' +
      'Conseil: étude Roulin & Python. Lavori: Bernasconi & Figli SA. Grazie a Lia & Nico Fehr.';
    expect(people(text)).toEqual(['Corinne Aebischer', 'Lia & Nico Fehr']);
  });

  it('takes name-shaped first cells of a table that lists people for people, not its other cells', () => {
    const text =
      'Presenti:\n  Bernasconi Chiara      USI, ricercatrice\n  Brunner Marco          EPFL, ingegnere\n' +
      '  Wolde Senayt           Ospedale, medica\n  Budget Totale          120000\n\nWolde ringrazia.';
    expect(people(text)).toEqual(['Bernasconi Chiara', 'Brunner Marco', 'Wolde Senayt', 'Wolde']);
  });

  it('reads a list with one person per line like a column: the first item of each line, and the name again later', () => {
    const text =
      'Anwesend\n– Prof. Dr. Laura Baumann, Projektleiterin, ZHAW\n– Oskuro Tharmaratnam, Laborleiter, ZHAW\n' +
      '– Peter Keller, CEO, Muster AG\n– Ersatzteile Lager, Bestellung offen\n– Agroscope Reckenholz, Versuchsstation\n\n' +
      'Adressen\nOskuro Tharmaratnam, Seestrasse 4, 8002 Zürich\nDie Peter Keller Stiftung zahlt.';
    expect(people(text)).toEqual(['Laura Baumann', 'Oskuro Tharmaratnam', 'Peter Keller', 'Oskuro Tharmaratnam']);
  });

  it('reads no list of things as people when no line of it names a person', () => {
    const text =
      'Arbeitspakete\n– Sensorik Modul, 6 Monate\n– Datenfluss Plattform, 4 Monate\n– Feldtest Aargau, 3 Monate';
    expect(people(text)).toEqual([]);
  });

  it('reads words written with letters no German, French or Italian word has as a name, not a known town abroad', () => {
    expect(people('Die Messungen im Labor übernimmt ab März Trịnh Bảo Ngọc als Doktorandin.')).toEqual([
      'Trịnh Bảo Ngọc',
    ]);
    expect(people('Ospite\tĐặng Quốc Vượng\tingegnere')).toEqual(['Đặng Quốc Vượng']);
    expect(people('Die Pilotkunden sitzen in Kraków und in Brașov, der Vertrieb folgt 2027.')).toEqual([]);
    expect(people('Märkte: Łódź Kraków Gdańsk und Plzeň. Das Protokoll schrieb Ph. Wüthrich.')).toEqual([
      'Ph. Wüthrich',
    ]);
  });

  it("masks a federal councillor's namesake who is addressed, listed or given a role, and a name after a label", () => {
    const text =
      'Sehr geehrter Herr Samuel Schmid, danke. Gesuchsteller: Samuel Schmid, Landwirt.\n' +
      'Anhörung vor dem Nationalrat: Anna Roth, Projektleiterin. Wir danken dem Staatsrat\nPeter Zbinden.';
    expect(people(text)).toEqual(['Samuel Schmid', 'Samuel Schmid', 'Anna Roth', 'Peter Zbinden']);
  });

  it('keeps a public figure cited in a public office or by the name of a federal councillor, not a private namesake', () => {
    expect(
      people('Der Stand wurde von Bundesrätin Ursula Beispielmann und von Nobelpreisträger Hans Vorbild besucht.'),
    ).toEqual([]);
    expect(people("La stratégie présentée par la conseillère d'État Nadine Exemple guide le projet.")).toEqual([]);
    expect(people('The strategy that Albert Rösti presented frames the project.')).toEqual([]);
    expect(people('Kontakt: Frau Rösti, Geschäftsführerin; CEO Laura Beispielmann unterschreibt.')).toEqual([
      'Rösti',
      'Laura Beispielmann',
    ]);
  });

  it('reads a given name of the international lists before a surname as a given name', () => {
    expect(people('Grazie a Ayşe Demir per il supporto.')).toEqual(['Ayşe Demir']);
  });

  it('takes the name line under a closing formula for the writer, and the first name alone elsewhere', () => {
    const text = 'Thanks for the figures.\n\nCheers,\nOlamide\n\n> Best regards\n> Wenke Lindqvist\n\nOlamide: agreed.';
    expect(people(text)).toEqual(expect.arrayContaining(['Olamide', 'Wenke Lindqvist']));
    expect(people(text).filter((name) => name === 'Olamide')).toHaveLength(2);
  });

  it('masks a surname alone of a name written surname first with a comma', () => {
    const text = 'Teilnehmende\n  Zuberbühler, Jonas     Stadt Bern\n\nZuberbühler erklärt das Vorgehen.';
    expect(people(text)).toEqual(['Zuberbühler, Jonas', 'Zuberbühler']);
  });

  it('takes the whole value of a surname-and-given-name field for the person', () => {
    const text = 'Name, Vorname\t\tCaviezel, Ursin Men\nNom, prénom : FAVRE-BULLE, Océane\n';
    expect(people(text)).toEqual(['Caviezel, Ursin Men', 'FAVRE-BULLE, Océane']);
  });

  it('reads two surnames without a hyphen before a comma and a given name', () => {
    expect(people('Collaboratori\nP2\tBernasconi Lurati, Giulia\t\tricercatrice')).toEqual([
      'Bernasconi Lurati, Giulia',
    ]);
  });

  it('reads a second particle before the surname and keeps a trade word out of the name', () => {
    expect(people('Prof. Inés Marín de la Torre, Dozentin, und Polymechaniker Reto Casutt.')).toEqual([
      'Inés Marín de la Torre',
      'Reto Casutt',
    ]);
  });

  it('reads a lower-case particle before a listed given name as a preposition', () => {
    expect(people('Die Messdaten von Svenja Imhasly liegen vor; les essais de Mathilde Rouiller aussi.')).toEqual([
      'Svenja Imhasly',
      'Mathilde Rouiller',
    ]);
  });

  it('masks a later surname of a strongly named person, in capitals too, but not the firm named after it', () => {
    const text = 'Prof. Dr. Bruno Tschudin leitet das Projekt. TSCHUDIN berichtet; Tschudin AG liefert die Pumpen.';
    expect(people(text)).toEqual(['Bruno Tschudin', 'TSCHUDIN']);
  });

  it('takes a lone given name in capitals or after a product noun for a product', () => {
    expect(people('Das Projekt Lena nutzt die Plattform MIRA; mit ANNA messen wir. Kontakt: Lena Bachmann.')).toEqual([
      'Lena Bachmann',
    ]);
  });

  it('masks the later surname of a name written surname-first in capitals', () => {
    expect(people('Présents : ROCHAT Élodie, GUNTERN Pascal.\nRochat présente le budget.')).toEqual([
      'ROCHAT Élodie',
      'GUNTERN Pascal',
      'Rochat',
    ]);
  });

  it('reads a method named before or as a compound with the name as an eponym', () => {
    expect(people('La legge di Fick e il metodo Monte Carlo; Monte-Carlo-Simulationen.')).toEqual([]);
  });
});

describe('findPeople with organisation and address context', () => {
  it.each([
    'The Davis, Reynolds and Williamson Orchestra was founded in 1977.',
    'During 1971, Mayo-Walters invested heavily in new microprocessor plants.',
    'The bus station is on Peter Zuidhove 188.',
    'My new address is 159 Eleftheriou Venizelou str.',
    'Early shows on Isaac Lodge Street were important to them.',
  ])('finds nobody in %j', (text) => {
    expect(people(text)).toEqual([]);
  });

  it.each([
    ['In 2019 Anna Muster founded the company.', ['Anna Muster']],
    ['Why is Katrine so impulsive?', ['Katrine']],
    ['The team: Okafor, Lindqvist and Brandt.', ['Okafor', 'Lindqvist', 'Brandt']],
    ['Lead: Anna Smith-Walters, CEO', ['Anna Smith-Walters']],
  ])('still finds %j', (text, expected) => {
    expect(people(text)).toEqual(expected);
  });

  it('does not take a capitalised German noun from the international lists for a name', () => {
    expect(people('Die Aura des Ortes und die Gloria der Stadt sind einzigartig, sagt die Studie.')).toEqual([]);
  });
});

describe('findPeople by the role a lone word plays in an English sentence', () => {
  it.each([
    ['Okwuosa is very reliable, and everybody knows it.', ['Okwuosa']],
    ["We read Brzezicki's latest book yesterday.", ['Brzezicki']],
    ['Tanvir: Good morning, everyone.\nModerator: "Welcome back."', ['Tanvir']],
    ['Ilvane, can you send the slides?', ['Ilvane']],
    ['She named him Frank.', ['Frank']],
    ['See you tomorrow, Destiny!', ['Destiny']],
    ['He had given Amber his keys before the trip.', ['Amber']],
    ['Kowalczuk and Brown were engineers of the first prototype.', ['Kowalczuk', 'Brown']],
    ['R., Dr. Anna Muster', ['Anna Muster']],
    ['Aristóteles spent a year at Keller, Brunner and Frei as an intern.', ['Aristóteles']],
  ])('finds %j', (text, expected) => {
    expect(people(text)).toEqual(expected);
  });

  it.each([
    'Innovation is key. Battery: the cells last ten years.',
    'Summary: The project starts in May and ends in June.',
    'Lausanne is home to the EPFL, and Winterthur has a university of applied sciences.',
    "WholePrices is a start-up. We'll see. C'mon, the E-mail is ready.",
    'Apple and Google were the first customers of the platform.',
    'Kontakt: Anna Muster, Tel. +41 44 632 11 11',
    // Organisations and products named as such somewhere in the text stay unmasked everywhere in it.
    "Our partner Sensirion AG supplies the chips. Sensirion's sensors are used by the team.",
    "Aquasense is a water sensor. Aquasense's accuracy is 2%, and the Aquasense app shows it.",
    'PyTorch and Kubernetes are open source; we run the models using Kubernetes.',
    "Helvexa's platform reduces energy use by 35%, and Medgate's doctors will use the triage app.",
    'Swisscom will supply the network. Agroscope will provide the test fields. Bühler has developed the mill.',
    'Climeworks was founded in 2009. Climeworks also operates plants in Iceland, and Climeworks is growing.',
    'Our customers include Migros, Coop and Denner, and Migros has already ordered.',
    'Oviana: A platform for remote monitoring of water quality.',
    'Veltrix and Ardanto were the two competitors we benchmarked against.',
    'Revenue projections were revised: Helvexa had CHF 1.2m in 2024.',
  ])('finds no extra person in %j', (text) => {
    expect(people(text).filter((name) => name !== 'Anna Muster')).toEqual([]);
  });
});

describe('findPeople in lower-case text', () => {
  it.each([
    ['please follow up with patricia desrosiers next week.', ['patricia desrosiers']],
    ['my name is lena andersson.', ['lena andersson']],
    ['sometimes people call me wojtek.', ['wojtek']],
    ['they had three: ilaria, tobias and johanna.', ['ilaria', 'tobias', 'johanna']],
    ['we need eggs, milk, bread and butter.', []],
    ['note: send the report by friday.', []],
    ['tech stack:\n- kubernetes: orchestration of the workers\n- grafana: dashboards for the team', []],
    ['i need help with my account, mark the date and call me.', []],
    ['das projekt von anna geht weiter.', []],
  ])('reads %j', (text, expected) => {
    expect(people(text)).toEqual(expected);
  });
});

describe('findPeople: evidence and reasons', () => {
  const found = (text: string) => findPeople(text, { language: guessLanguage(text) });

  it.each([
    // Names of the communities Switzerland has, by list or by shape.
    ['Die Messungen übernimmt Jasmina Kovačević.', ['Jasmina Kovačević']],
    ['Il progetto è seguito da Arianit Bytyqi e da Selin Aksoy.', ['Arianit Bytyqi', 'Selin Aksoy']],
    ['Contact : Mathusha Ganeshalingam, ingénieure.', ['Mathusha Ganeshalingam']],
    ['Das Labor leitet Dawit Woldemichael Berhe seit 2021.', ['Dawit Woldemichael Berhe']],
    // Titles and labels of each language.
    ['La riunione è aperta dalla signora Bernasconi.', ['Bernasconi']],
    ['Ospite: Loredana Pedrazzini', ['Loredana Pedrazzini']],
    ['La Pre Catherine Dubuis dirige le laboratoire.', ['Catherine Dubuis']],
    // Particle and double surnames, also when named again alone.
    ['Relatrice: Francesca della Torre. Della Torre presenta i dati.', ['Francesca della Torre', 'Della Torre']],
    ['Mitglieder: Andrea Zuber-Kälin. Zuber-Kälin berichtet.', ['Andrea Zuber-Kälin', 'Zuber-Kälin']],
    ['Kontoinhaber: Urs und Heidi Bieri-Zaugg', ['Urs und Heidi Bieri-Zaugg']],
    // A salutation opens the chain itself.
    ['Hallo Noemi, danke für die Unterlagen.', ['Noemi']],
    ['Ciao Elia, ci sentiamo domani.', ['Elia']],
    // Author lists write the surname first.
    ['Publications: Aebischer L., Rossier T. (2019). Soil moisture.', ['Aebischer L.', 'Rossier T.']],
  ])('finds %j', (text, expected) => {
    expect(found(text).map((entity) => entity.text)).toEqual(expected);
  });

  it.each([
    'Sehr geehrte Damen und Herren',
    'Dear Members of the Evaluation Panel,',
    'p-values use the Bonferroni correction and Kaplan–Meier estimates.',
    'as shown by Huber et al. (2021)',
    'Leiter der Abteilung Wasserbau',
    'Budget:\nA. Personalkosten\nB. Sachkosten\nC. Reisen',
    'Die Glarner Kantonalbank und das Kantonsspital Baden unterstützen das Projekt.',
    'Geologe 40 %, Landwirtin 20 %',
    'ZUSAMMENFASSUNG UND AUSBLICK',
    'Liebe Kolleginnen und Kollegen',
    'Hallo zusammen',
  ])('finds nobody in %j', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('explains every person and derives the confidence from the evidence', () => {
    const [titled, listed] = found('Kontakt: Dr. Laura Pfister. Zudem hilft Laura Gisler.');
    expect(titled?.reasons).toEqual(["after the title 'Dr.'", "given name 'Laura' (list)", "surname 'Pfister' (list)"]);
    expect(listed?.reasons).toEqual(["given name 'Laura' (list)", "surname 'Gisler' (list)"]);
    expect(listed?.confidence).toBeLessThan(titled?.confidence ?? 0);
  });
});
