/**
 * The checks on shapes and words of every language, written from general cases rather than from one application:
 * risks answered in prose, tables and bullets; merged tables; the health domain; claims of novelty and comparisons
 * that are negated; sections titled as questions or by a neighbouring notion.
 */
import type { TProjectType } from '@grant-review/contract';
import { describe, expect, it } from 'vitest';
import { getFunderCriteria } from '../../criteria/index.js';
import { buildDocument, type TDocumentPart } from '../../test-support/build-document.js';
import { buildReviewContext } from '../index.js';
import { targetsOfHeading } from '../read-documents.js';
import {
  checkHostProfessor,
  checkIpPosition,
  checkMarketEvidence,
  checkMissingSections,
  checkNoveltyEvidence,
  checkProductFocus,
  checkSustainability,
  checkTeamCompetence,
} from './content.js';
import { checkJointApplication } from './financial.js';
import { checkMilestones, checkRiskMitigation, findMilestones, isRiskAnswered } from './plan.js';

const contextOf = (parts: TDocumentPart[], projectType: TProjectType = 'INNOSUISSE_PROJECT') =>
  buildReviewContext({
    projectType,
    documents: [
      buildDocument(projectType === 'INNOSUISSE_PROJECT' ? 'APPLICATION_DRAFT' : 'RESEARCH_PROPOSAL', 'Draft', parts),
    ],
  });

describe('risks in prose', () => {
  it('reads each risk on its own and reports risks that are only possibilities, in every language', () => {
    const cases: [string, string[]][] = [
      ['Risks', ['The sensor may drift in humid air.', 'Customers could reject a subscription.']],
      ['Risiken', ['Der Sensor kann bei Feuchte driften.', 'Kunden könnten ein Abonnement ablehnen.']],
      ['Risques', ['Le capteur peut dériver en air humide.', 'Les clients pourraient refuser un abonnement.']],
      ['Rischi', ['Lo sporco può falsare la misura ottica.', 'I clienti potrebbero rifiutare un abbonamento.']],
    ];
    for (const [heading, risks] of cases) {
      const context = contextOf([{ heading }, ...risks.map((text) => ({ text: `- ${text}` }))]);
      expect(
        checkRiskMitigation(context).map((draft) => [draft.check, draft.severity]),
        heading,
      ).toEqual([['risk-mitigation', 'important']]);
    }
  });

  it('does not take a measurement ("misura", "measure", "mesure") for a countermeasure', () => {
    expect(isRiskAnswered('lo sporco puo falsare la misura ottica.')).toBe(false);
    expect(isRiskAnswered('humidity can bias the measure of the sensor.')).toBe(false);
    expect(isRiskAnswered('la mesure peut deriver en hiver.')).toBe(false);
  });

  it('accepts answers written as a label, an arrow, an action or a second clause', () => {
    for (const text of [
      'sensor drift: recalibration against a reference every week.',
      'lieferengpass bei motoren – zwei lieferanten qualifiziert.',
      'le capteur peut deriver. nous recalibrons chaque semaine.',
      'i clienti potrebbero rifiutare; offriremo un acquisto unico.',
      'les clients pourraient refuser. mesure : offre d’achat unique.',
      'delays at the supplier could stop the pilot. fallback: a second supplier in germany.',
    ])
      expect(isRiskAnswered(text), text).toBe(true);
  });

  it('is quiet when most risks are answered, and minor when only some are', () => {
    const answered = contextOf([
      { heading: 'Risques' },
      { text: '- Le capteur peut dériver : recalibrage hebdomadaire.' },
      { text: '- Les clients pourraient refuser un abonnement. Nous proposons aussi un achat unique.' },
    ]);
    expect(checkRiskMitigation(answered)).toEqual([]);
    const partly = contextOf([
      { heading: 'Rischi' },
      { text: '- Il sensore può derivare: ricalibrazione settimanale.' },
      { text: '- I clienti potrebbero rifiutare un abbonamento.' },
      { text: '- Il fornitore potrebbe ritardare la consegna.' },
    ]);
    expect(checkRiskMitigation(partly).map((draft) => draft.severity)).toEqual(['minor']);
  });
});

describe('risk tables', () => {
  it('finds the answer column by its header in any language, or as the free-text column no header explains', () => {
    for (const header of ['Vorgehen', 'Réponse', 'Soluzione', 'What we do']) {
      const context = contextOf([
        { heading: 'Risks' },
        {
          table: [
            ['Risk', 'Likelihood', header],
            ['Supplier stops the motor', 'low', 'Second supplier qualified in month 3'],
            ['Pilot site withdraws', 'medium', 'Two further sites have signed letters of intent'],
          ],
        },
      ]);
      expect(checkRiskMitigation(context), header).toEqual([]);
    }
  });

  it('reports a risk table that only rates the risks', () => {
    const context = contextOf([
      { heading: 'Risiken' },
      {
        table: [
          ['Risiko', 'Wahrscheinlichkeit', 'Auswirkung'],
          ['Lieferant fällt aus', 'gering', 'hoch'],
          ['Pilotkunde springt ab', 'mittel', 'mittel'],
        ],
      },
    ]);
    expect(checkRiskMitigation(context).map((draft) => draft.check)).toEqual(['risk-mitigation']);
  });
});

describe('tables read as one', () => {
  it('reads the milestone rows of a work-package table that runs on into the milestones', () => {
    const context = contextOf([
      { heading: 'Piano di lavoro' },
      {
        table: [
          ['Traguardo', 'Criterio', 'Mese'],
          ['PL1', 'Cella ottica ed elettronica', '1–9'],
          ['PL2', 'Raccolta dati in 12 aziende', '4–18'],
          ['M1', "Cella ottica resiste a 2'000 cicli", '9'],
          ['M2', 'Due accordi pilota firmati', '18'],
        ],
      },
    ]);
    const milestones = findMilestones(context);
    expect(milestones.map((milestone) => milestone.span.text.slice(0, 2))).toEqual(['M1', 'M2']);
    expect(milestones.every((milestone) => milestone.isMeasurable && milestone.isDated)).toBe(true);
  });
});

describe('team competence for health products', () => {
  const team = (text: string) =>
    contextOf([
      { heading: 'Summary' },
      {
        text: 'Around 1.6 million people have a hearing loss; many with dementia risk never wear a hearing aid. The device adapts itself, and a study with 40 participants with hearing loss tests it.',
      },
      { heading: 'Team' },
      { text },
    ]);

  it('knows a product for people with a condition is medical, without the word "medical"', () => {
    const drafts = checkTeamCompetence(
      team('Two signal-processing engineers and an app developer build the device; a sales manager runs the pilot.'),
    );
    expect(drafts.map((draft) => draft.title)).toContain('The team shows no regulatory or clinical experience');
  });

  it('counts an audiologist, a physician or a clinic in the team as clinical competence', () => {
    for (const text of [
      'An audiologist of the Inselspital joins the study design.',
      'Dr. med. Anna Muster (ENT specialist) supervises the study.',
      'The Universitätsspital Basel runs the study with us.',
    ]) {
      const drafts = checkTeamCompetence(team(text));
      expect(
        drafts.map((draft) => draft.title),
        text,
      ).not.toContain('The team shows no regulatory or clinical experience');
    }
  });

  it('does not take a doctoral student for a doctor', () => {
    const drafts = checkTeamCompetence(team('A doctoral student in signal processing and two engineers.'));
    expect(drafts.map((draft) => draft.title)).toContain('The team shows no regulatory or clinical experience');
  });
});

describe('novelty', () => {
  it('reports claims in every language whose only "comparison" denies that competitors exist', () => {
    const claims: [string, string][] = [
      ['Innovation', 'Our sensor is a world first and a revolution for dairy farms. There is no competitor today.'],
      ['Innovation', 'Unser Sensor ist weltweit einzigartig. Es gibt keine Konkurrenz auf dem Markt.'],
      ['Innovation', 'Notre capteur est une révolution, unique au monde. Il n’existe aucun concurrent.'],
      ['Innovazione', 'Il nostro sensore è una soluzione unica al mondo. Non esiste alcun concorrente.'],
    ];
    for (const [heading, text] of claims) {
      const context = contextOf([{ heading }, { text }]);
      expect(
        checkNoveltyEvidence(context).map((draft) => [draft.check, draft.severity]),
        text,
      ).toEqual([['novelty-evidence', 'important']]);
    }
  });

  it('accepts a comparison with named alternatives', () => {
    const context = contextOf([
      { heading: 'Innovazione' },
      {
        text: 'Rispetto ai sensori di conducibilità già presenti nei robot di mungitura, il nostro modulo rileva la mastite subclinica 5 giorni prima.',
      },
    ]);
    expect(checkNoveltyEvidence(context).filter((draft) => draft.severity !== 'minor')).toEqual([]);
  });

  it('accepts a comparison named as a noun, in four languages', () => {
    const cases: [string, string][] = [
      [
        'Innovation',
        'Our model locates players from one camera with an error of 0.6 m (comparison with sensor data: 0.4 m).',
      ],
      ['Innovation', 'Unser Modell ortet Spieler mit einer Kamera auf 0,6 m genau (Vergleich mit Sensordaten: 0,4 m).'],
      [
        'Innovation',
        'Notre modèle localise les joueurs à 0,6 m près avec une caméra (comparaison avec des capteurs : 0,4 m).',
      ],
      [
        'Innovazione',
        'Il nostro modello localizza i giocatori a 0,6 m con una telecamera (paragonato ai sensori: 0,4 m).',
      ],
    ];
    for (const [heading, text] of cases) {
      const context = contextOf([{ heading }, { text }], 'ETH_PIONEER_FELLOWSHIP');
      expect(checkNoveltyEvidence(context), text).toEqual([]);
    }
  });
});

describe('sections titled by a question or a neighbouring notion', () => {
  const innosuisse = getFunderCriteria('INNOSUISSE_PROJECT');
  const eth = getFunderCriteria('ETH_PIONEER_FELLOWSHIP');

  it('maps question headings and neighbouring notions in four languages', () => {
    const cases: [string, string][] = [
      ['What could go wrong', 'risks'],
      ['Was schiefgehen kann', 'risks'],
      ['Who benefits and how much', 'market'],
      ['Kundennutzen', 'market'],
      ['Environmental and social effects', 'sustainability'],
      ['Umweltwirkung', 'sustainability'],
      ['Impatto ambientale', 'sustainability'],
      ['Effets sur l’environnement', 'sustainability'],
      ['Why existing trackers fall short', 'state-of-the-art'],
      ['Hintergrund', 'state-of-the-art'],
      ['What is new', 'innovation-ip'],
      ['Zeitplan', 'work-plan'],
      ['Work programme', 'work-plan'],
      ['Arbeitsprogramm und Meilensteine', 'work-plan'],
      ['Programme de travail', 'work-plan'],
      ['Programma di lavoro', 'work-plan'],
      ["What's new", 'innovation-ip'],
      ['Was neu ist', 'innovation-ip'],
      ["Ce qu'il y a de nouveau", 'innovation-ip'],
      ['Che cosa è nuovo', 'innovation-ip'],
      ['Entrepreneurial experience', 'team'],
      ['Unternehmerische Erfahrung', 'team'],
      ['Expérience entrepreneuriale', 'team'],
      ['Esperienza imprenditoriale', 'team'],
    ];
    for (const [heading, target] of cases) expect(targetsOfHeading(heading, innosuisse), heading).toContain(target);
  });

  it('does not read the programme’s name as a topic, nor a word inside a longer heading term', () => {
    expect(targetsOfHeading('Ziel des Fellowships', eth)).not.toContain('fellow');
    expect(targetsOfHeading('Financial plan', innosuisse)).toEqual(['budget']);
    expect(targetsOfHeading('Il pianoforte', innosuisse)).toEqual([]);
  });

  it('reads a section whose title was lost by its table header', () => {
    const context = contextOf(
      [
        { heading: '[PERSON_10]' },
        {
          table: [
            ['Rischio', 'Contromisura'],
            ['Il fornitore ritarda', 'Secondo fornitore qualificato'],
          ],
        },
      ],
      'ETH_PIONEER_FELLOWSHIP',
    );
    expect(context.reads[0]?.sections.find((section) => section.heading === '[PERSON_10]')?.targets).toEqual(['risks']);
    expect(checkMissingSections(context).map((draft) => draft.title)).not.toContain('No section on risks');
  });

  it('takes goal numbers and footprints for a statement on sustainable development', () => {
    const context = contextOf([
      { heading: 'Effects' },
      {
        text: 'Halving the losses avoids roughly 1,100 t CO₂e per year. The project contributes to SDG 12 and SDG 9.',
      },
    ]);
    expect(checkSustainability(context)).toEqual([]);
  });
});

describe('partners as each language names them', () => {
  it('counts an industrial or business partner and a university of applied sciences as the two partners', () => {
    for (const text of [
      'Partenaire de recherche : HEIG-VD. Partenaire industriel : Lemania SA, Vallorbe.',
      'Forschungsinstitut: Agroscope. Praxispartner: Hofmann Landtechnik AG.',
      'Istituto di ricerca: SUPSI. Partner industriale: Mungitech SA.',
      'Research institute: Idiap. Business partner: Voxline AG.',
    ]) {
      const context = contextOf([{ heading: 'Team' }, { text }]);
      expect(checkJointApplication(context), text).toEqual([]);
    }
  });
});

describe('a partner still to come is none, in four languages', () => {
  it('reports the implementation partner missing when it is only future, prospective or being defined', () => {
    for (const text of [
      'Research partner: ZHAW. Implementation partner: being defined; talks with three firms are under way.',
      'Research partner: ZHAW. The future implementation partner will license the process.',
      'Forschungspartner: BFH. Umsetzungspartner: in Abklärung mit zwei Firmen.',
      'Forschungspartner: BFH. Der künftige Umsetzungspartner übernimmt die Produktion.',
      'Partenaire de recherche : HEIG-VD. Partenaire de mise en œuvre : en cours de définition.',
      'Partenaire de recherche : HEIG-VD. Le futur partenaire de mise en œuvre produira les pièces.',
      'Partner di ricerca: SUPSI. Partner attuatore: in fase di definizione.',
      'Partner di ricerca: SUPSI. Il futuro partner attuatore produrrà il granulo.',
    ]) {
      const context = contextOf([{ heading: 'Team' }, { text }]);
      expect(
        checkJointApplication(context).map((draft) => draft.title),
        text,
      ).toEqual(['No implementation partner named']);
    }
  });

  it('keeps a named partner named when the sentence speaks of potential customers', () => {
    const context = contextOf([
      { heading: 'Team' },
      { text: 'Research partner: ZHAW. Implementation partner: Voxline AG, which will approach potential customers.' },
    ]);
    expect(checkJointApplication(context)).toEqual([]);
  });
});

describe('a market counted in what it is made of', () => {
  const cases: [string, string, string][] = [
    ['Market', 'Switzerland has 62,000 dental practices and 4,500 dental laboratories.', '(FSO, STATENT 2023)'],
    ['Markt', 'In der Schweiz gibt es 62’000 Zahnarztpraxen und 4’500 Dentallabors.', '(BFS, STATENT 2023)'],
    ['Marché', 'La Suisse compte 62 000 cabinets dentaires et 4 500 laboratoires.', '(OFS, STATENT 2023)'],
    ['Mercato', 'In Svizzera si contano 62 000 studi dentistici e 4 500 laboratori.', '(UST, STATENT 2023)'],
  ];
  for (const [heading, count, source] of cases) {
    it(`is sized, and reported without a source only when nothing cites one (${heading})`, () => {
      const bare = checkMarketEvidence(contextOf([{ heading }, { text: count }]));
      expect(bare.map((draft) => [draft.title, draft.severity])).toEqual([
        ['Market figures have no source or year', 'important'],
      ]);
      const sourced = checkMarketEvidence(contextOf([{ heading }, { text: `${count.slice(0, -1)} ${source}.` }]));
      expect(sourced).toEqual([]);
    });
  }
});

describe('research whose output is publications and data sets', () => {
  const filler = (sentence: string) => Array.from({ length: 15 }, () => sentence).join(' ');
  const cases: [string, string, string[]][] = [
    [
      'Goals',
      'The degradation of the blends is measured in sea water.',
      ['Publish the results and the dataset in open access.', 'We will publish two papers.'],
    ],
    [
      'Ziele',
      'Der Abbau der Mischungen wird im Meerwasser gemessen.',
      ['Die Resultate und der Datensatz werden frei zugänglich veröffentlicht.', 'Wir publizieren zwei Artikel.'],
    ],
    [
      'Objectifs',
      'La dégradation des mélanges est mesurée en eau de mer.',
      ['Publier les résultats et le jeu de données en libre accès.', 'Nous allons publier deux articles.'],
    ],
    [
      'Obiettivi',
      "La degradazione delle miscele è misurata nell'acqua di mare.",
      ['Pubblicare i risultati e il set di dati in accesso aperto.', 'Pubblicare due articoli scientifici.'],
    ],
  ];
  for (const [heading, body, outputs] of cases) {
    it(`reads as research, not a product (${heading})`, () => {
      const context = contextOf(
        [
          { heading },
          { text: filler(body) },
          ...outputs.map((text) => ({ text: `- ${text}` })),
          { text: filler(body) },
        ],
        'ETH_PIONEER_FELLOWSHIP',
      );
      expect(checkProductFocus(context).map((draft) => draft.check)).toEqual(['product-focus']);
    });
  }
});

describe('a state-of-the-art section in any programme', () => {
  const headings = [
    'State of research',
    'Stand der Forschung',
    'État de la technique',
    'État de la recherche et apport',
    'Stato della tecnica',
    'Stato delle conoscenze',
  ];
  for (const heading of headings) {
    it(`is the comparison novelty is shown against, for a fellowship too (${heading})`, () => {
      for (const projectType of ['INNOSUISSE_PROJECT', 'ETH_PIONEER_FELLOWSHIP'] as const) {
        const context = contextOf(
          [{ heading }, { text: 'Catalysts of type A reach 40 % selectivity; type B needs 250 °C.' }],
          projectType,
        );
        expect(
          checkNoveltyEvidence(context).map((draft) => draft.title),
          `${heading} ${projectType}`,
        ).not.toContain('Novelty is claimed but not shown against the state of the art');
      }
    });
  }
});

describe('milestone tables labelled by codes', () => {
  const cases: [string, string, string, string][] = [
    ['Milestones', 'Milestone', 'Success criterion', 'M'],
    ['Meilensteine', 'Meilenstein', 'Erfolgskriterium', 'MS'],
    ['Jalons', 'Jalon', 'Critère de réussite', 'J'],
    ['Traguardi', 'Traguardo', 'Criterio di successo', 'T'],
  ];
  for (const [heading, word, criterion, letter] of cases) {
    it(`reads the codes of a milestone column as labels, also after work-package rows (${word})`, () => {
      const context = contextOf([
        { heading },
        {
          table: [
            [word, criterion, 'Month'],
            ['WP1', 'Vision system', '1–14'],
            ['WP2', 'Field trials', '12–36'],
            [`${letter}1`, '95 % of canes reconstructed with an error below 1 cm', '14'],
            [`${letter}2`, 'Declaration of conformity signed, three robots delivered', '36'],
          ],
        },
      ]);
      expect(findMilestones(context).map((milestone) => milestone.span.text.slice(0, 3).trim())).toEqual([
        `${letter}1`,
        `${letter}2`,
      ]);
    });
  }
});

describe('market counts and their sources', () => {
  it('reads a German count with an adjective before its noun, and an organisation cited with a year', () => {
    const count = "In der Schweiz gibt es rund 1'000 öffentliche Forstbetriebe.";
    expect(checkMarketEvidence(contextOf([{ heading: 'Markt' }, { text: count }])).map((draft) => draft.title)).toEqual(
      ['Market figures have no source or year'],
    );
    for (const cited of [
      "In der Schweiz gibt es rund 1'000 öffentliche Forstbetriebe (BAFU, Jahrbuch Wald und Holz 2024).",
      'Switzerland has about 1,000 public forestry enterprises (FOEN yearbook 2024).',
      'La Suisse compte environ 1 000 exploitations forestières publiques (OFEV, annuaire 2024).',
      'In Svizzera si contano circa 1 000 aziende forestali pubbliche (UFAM, annuario 2024).',
    ]) {
      expect(checkMarketEvidence(contextOf([{ heading: 'Market' }, { text: cited }])), cited).toEqual([]);
    }
  });
});

describe('a publisher cited however it writes its name', () => {
  const cases: [string, string][] = [
    ['Market', 'Switzerland has 1,800 pharmacies (pharmaSuisse, Facts and figures 2024).'],
    ['Markt', 'In der Schweiz gibt es 1’800 Apotheken (pharmaSuisse, Fakten und Zahlen 2024).'],
    ['Marché', 'La Suisse compte 1 800 pharmacies (pharmaSuisse, Faits et chiffres 2024).'],
    ['Mercato', 'In Svizzera operano 1 800 farmacie (pharmaSuisse, Fatti e cifre 2024).'],
  ];
  for (const [heading, sentence] of cases) {
    it(`reads the publisher, title and year in parentheses as a source (${heading})`, () => {
      expect(checkMarketEvidence(contextOf([{ heading }, { text: sentence }]))).toEqual([]);
      const bare = sentence.replace(/ \(.*\)/, '');
      expect(checkMarketEvidence(contextOf([{ heading }, { text: bare }])).map((draft) => draft.title)).toEqual([
        'Market figures have no source or year',
      ]);
    });
  }
});

describe('a market figure computed from the sourced sentence before it', () => {
  const cases: [string, string, string][] = [
    [
      'Market',
      'There are 3,200 care homes in Switzerland (FSO, SOMED 2024).',
      'At CHF 1,200 per home and year, the market is thus about CHF 3.8 M per year.',
    ],
    [
      'Markt',
      'In der Schweiz gibt es 3’200 Pflegeheime (BFS, SOMED 2024).',
      'Bei CHF 1’200 pro Heim und Jahr ergibt sich ein Markt von rund CHF 3,8 Mio. pro Jahr.',
    ],
    [
      'Marché',
      'La Suisse compte 3 200 EMS (OFS, SOMED 2024).',
      'À CHF 1 200 par établissement et par an, le marché est donc d’environ CHF 3,8 millions par an.',
    ],
    [
      'Mercato',
      'In Svizzera ci sono 3 200 case di cura (UST, SOMED 2024).',
      'A CHF 1 200 per struttura all’anno, il mercato vale quindi circa CHF 3,8 milioni all’anno.',
    ],
  ];
  for (const [heading, count, computed] of cases) {
    it(`takes the count's source for the figure drawn from it, in its paragraph only (${heading})`, () => {
      expect(checkMarketEvidence(contextOf([{ heading }, { text: `${count} ${computed}` }]))).toEqual([]);
      const apart = checkMarketEvidence(
        contextOf([{ heading }, { text: count.replace(/ \(.*\)/, '') }, { text: computed }]),
      );
      expect(apart.map((draft) => draft.title)).toEqual(['Market figures have no source or year']);
    });
  }
});

describe('a host professor still being sought', () => {
  const cases: [string, string, string][] = [
    [
      'Host',
      'I am looking for a host professor at ETH; two chairs have shown interest.',
      'Prof. [PERSON_2] hosts the fellowship at her chair, and I am in contact with her group since 2024.',
    ],
    [
      'Host-Professur',
      'Ich suche noch eine Host-Professur an der ETH; zwei Lehrstühle haben Interesse gezeigt.',
      'Prof. [PERSON_2] ist Host-Professorin und stellt Laborplatz zur Verfügung.',
    ],
    [
      'Professeure hôte',
      'Je cherche encore un professeur hôte à l’ETH ; deux chaires se sont montrées intéressées.',
      'La Prof. [PERSON_2], chercheuse au D-MAVT, est la professeure hôte et met son laboratoire à disposition.',
    ],
    [
      'Professore ospitante',
      'Sto cercando un professore ospitante all’ETH; il nome sarà confermato prima dell’inizio.',
      'Il Prof. [PERSON_2] è il professore ospitante e mette a disposizione il laboratorio.',
    ],
  ];
  for (const [heading, sought, named] of cases) {
    it(`names none while one is sought, and is quiet once one is named (${heading})`, () => {
      const eth = (text: string) => contextOf([{ heading }, { text }], 'ETH_PIONEER_FELLOWSHIP');
      const drafts = checkHostProfessor(eth(sought));
      expect(drafts.map((draft) => draft.severity)).toEqual(['blocker']);
      expect(checkHostProfessor(eth(named))).toEqual([]);
    });
  }
  it('keeps a host section titled as the host professor for one, when its text names the host without the title', () => {
    const context = contextOf(
      [{ heading: 'Professeure hôte' }, { text: '[PERSON_2] accueille le projet au Laboratoire de glaciologie.' }],
      'ETH_PIONEER_FELLOWSHIP',
    );
    expect(checkHostProfessor(context)).toEqual([]);
  });
});

describe('a domain word counted once per word of the text', () => {
  // "medical" is matched by "medic" and "medical", "Medizin…" by "medizin" and "medic": still one word.
  const cases: [string, string, string][] = [
    [
      'en',
      'The translation app may be too slow for medical conversations.',
      'Public offices and hospitals must offer accessible services.',
    ],
    [
      'de',
      'Die App ist für medizinische Gespräche vielleicht zu langsam.',
      'Behörden und Spitäler müssen barrierefreie Dienste anbieten.',
    ],
    [
      'fr',
      'L’application est peut-être trop lente pour les entretiens médicaux.',
      'Les administrations et les hôpitaux doivent offrir des services accessibles.',
    ],
    [
      'it',
      'L’app potrebbe essere troppo lenta per i colloqui medici.',
      'Gli uffici pubblici e gli ospedali devono offrire servizi accessibili.',
    ],
  ];
  for (const [language, risk, customers] of cases) {
    it(`does not make a product medical from one passing word and its customers (${language})`, () => {
      const context = contextOf([
        { heading: 'Team' },
        { text: 'Two software engineers.' },
        { heading: 'Risks' },
        { text: risk },
        { heading: 'Market' },
        { text: customers },
      ]);
      expect(checkTeamCompetence(context).map((draft) => draft.title)).not.toContain(
        'The team shows no regulatory or clinical experience',
      );
    });
  }
});

describe('business competence when the implementation partner is missing', () => {
  const cases: [string, string, string, string][] = [
    [
      'Team',
      'Research partner: ZHAW, two polymer engineers. Implementation partner: to be defined.',
      'Market',
      'Customers are farms; the market for mulch films is growing and sales go through retailers.',
    ],
    [
      'Team',
      'Forschungspartner: ZHAW, zwei Polymeringenieure. Umsetzungspartner: noch offen.',
      'Markt',
      'Kunden sind Landwirte; der Markt für Mulchfolien wächst, der Vertrieb läuft über den Handel.',
    ],
    [
      'Équipe',
      'Partenaire de recherche : HEIG-VD, deux ingénieurs. Partenaire de mise en œuvre : à définir.',
      'Marché',
      'Les clients sont des exploitations ; le marché des films croît et la vente passe par les négociants.',
    ],
    [
      'Team',
      'Partner di ricerca: SUPSI, due ingegneri. Partner attuatore: da definire.',
      'Mercato',
      'I clienti sono aziende agricole; il mercato dei film cresce e le vendite passano dai rivenditori, secondo i clienti.',
    ],
  ];
  for (const [team, people, market, customers] of cases) {
    it(`is said by the missing partner, not twice (${market})`, () => {
      const context = contextOf([{ heading: team }, { text: people }, { heading: market }, { text: customers }]);
      expect(checkJointApplication(context).map((draft) => draft.title)).toEqual(['No implementation partner named']);
      expect(checkTeamCompetence(context)).toEqual([]);
    });
  }
});

describe('a list of milestones led in by the word', () => {
  /** A document whose lines after the lead-in are the items of one bulleted list. */
  const withList = (heading: string, leadIn: string, items: string[]) => {
    const document = buildDocument('APPLICATION_DRAFT', 'Draft', [
      { heading },
      { text: leadIn },
      ...items.map((text) => ({ text })),
    ]);
    const structure = document.structure;
    const ranges = structure?.paragraphs.slice(1) ?? [];
    const first = ranges[0];
    const last = ranges[ranges.length - 1];
    if (structure && first && last)
      structure.lists.push({ range: { start: first.start, end: last.end }, items: ranges });
    return buildReviewContext({ projectType: 'INNOSUISSE_PROJECT', documents: [document] });
  };
  const cases: [string, string, string[]][] = [
    [
      'Work plan',
      'Milestones:',
      ['T1 (month 8): forecast error 25 % below the current model.', 'T2 (month 14): twelve stations installed.'],
    ],
    [
      'Arbeitsplan',
      'Meilensteine:',
      ['Z1 (Monat 8): Prognosefehler 25 % unter dem heutigen Modell.', 'Z2 (Monat 14): zwölf Stationen installiert.'],
    ],
    [
      'Plan de travail',
      'Jalons :',
      [
        'E1 (mois 8) : erreur de prévision inférieure de 25 % au modèle actuel.',
        'E2 (mois 14) : douze stations installées.',
      ],
    ],
    [
      'Piano di lavoro',
      'Traguardi:',
      [
        'T1 (mese 8): errore di previsione inferiore del 25 % al modello attuale.',
        'T2 (mese 14): dodici stazioni installate.',
      ],
    ],
  ];
  for (const [heading, leadIn, items] of cases) {
    it(`reads items labelled by short codes as milestones (${heading})`, () => {
      const context = withList(heading, leadIn, items);
      const milestones = findMilestones(context);
      expect(milestones.map((milestone) => [milestone.isMeasurable, milestone.isDated])).toEqual([
        [true, true],
        [true, true],
      ]);
      expect(checkMilestones(context)).toEqual([]);
    });
  }
  it('does not read a list led in by other words as milestones', () => {
    const context = withList('Plan', 'Tasks:', ['T1 (month 8): forecast model.', 'T2 (month 14): stations.']);
    expect(findMilestones(context)).toEqual([]);
  });
});

describe('a test that detects substances in samples', () => {
  const cases: [string, string, string, string, string][] = [
    [
      'Innovation',
      'A lateral flow strip with antibodies detects the allergen; the reagent cartridge extracts the sample.',
      'Team',
      'Two electronics engineers and a software developer.',
      'A biochemist with ten years of assay development.',
    ],
    [
      'Innovation',
      'Ein Lateral-Flow-Streifen mit Antikörpern weist das Allergen nach; die Reagenzkartusche extrahiert die Probe, Nachweisgrenze 5 ppm.',
      'Team',
      'Zwei Elektronikingenieure und ein Softwareentwickler.',
      'Eine Biochemikerin mit zehn Jahren Erfahrung in Lebensmittelsicherheit.',
    ],
    [
      'Innovation',
      'Une bandelette à flux latéral avec des anticorps détecte l’allergène ; la cartouche de réactif extrait l’échantillon.',
      'Équipe',
      'Deux ingénieurs en électronique et une développeuse logiciel.',
      'Une chimiste spécialiste de sécurité alimentaire.',
    ],
    [
      'Innovazione',
      'Una striscia a flusso laterale con anticorpi rileva l’allergene; la cartuccia di reagenti estrae il campione.',
      'Team',
      'Due ingegneri elettronici e uno sviluppatore software.',
      'Una biologa esperta di sicurezza alimentare.',
    ],
  ];
  for (const [heading, product, team, without, withCompetence] of cases) {
    it(`needs chemistry, biology or food safety in the team (${team}, ${heading})`, () => {
      const titles = (people: string) =>
        checkTeamCompetence(contextOf([{ heading }, { text: product }, { heading: team }, { text: people }])).map(
          (draft) => draft.title,
        );
      expect(titles(without)).toContain('The team shows no chemistry, biology or food-safety competence');
      expect(titles(`${without} ${withCompetence}`)).not.toContain(
        'The team shows no chemistry, biology or food-safety competence',
      );
    });
  }
});

describe('milestones that complete a deliverable', () => {
  const cases: [string, string[], string][] = [
    [
      'Milestones',
      ['M1 (month 6): technical file submitted.', 'M2 (month 12): prototype installed at the pilot site.'],
      'M3 (month 18): work on the app.',
    ],
    [
      'Meilensteine',
      ['M1 (Monat 6): Technisches Dossier fertiggestellt.', 'M2 (Monat 12): Prototyp beim Pilotkunden installiert.'],
      'M3 (Monat 18): Arbeiten an der App.',
    ],
    [
      'Jalons',
      ['Jalon 1 (mois 6) : société constituée.', 'Jalon 2 (mois 12) : prototype installé sur le site pilote.'],
      'Jalon 3 (mois 18) : travail sur l’application.',
    ],
    [
      'Traguardi',
      [
        'Traguardo 1 (mese 6): dossier tecnico completato.',
        'Traguardo 2 (mese 12): prototipo installato presso il cliente pilota.',
      ],
      'Traguardo 3 (mese 18): lavoro sull’app.',
    ],
  ];
  for (const [heading, done, activity] of cases) {
    it(`reads a completed deliverable as measurable, and an activity not (${heading})`, () => {
      const context = contextOf([{ heading }, ...done.map((text) => ({ text })), { text: activity }]);
      expect(findMilestones(context).map((milestone) => milestone.isMeasurable)).toEqual([true, true, false]);
    });
  }
});

describe('a market section with figures the reader cannot name', () => {
  // The count stands before its noun, or is small, so the reader cannot tell what it counts.
  const cases: [string, string, string, string][] = [
    [
      'Market',
      'Our first customers are operators of small hydro plants.',
      'Of these, about 210 are run by cantons',
      '(SFOE statistics, 2024)',
    ],
    [
      'Markt',
      'Zielkunden sind Betreiber kleiner Wasserkraftwerke.',
      'Davon werden rund 210 von Kantonen betrieben',
      '(BFE, Statistik 2024)',
    ],
    [
      'Marché',
      'Nos clients sont les exploitants de petites centrales.',
      'Parmi elles, environ 210 sont exploitées par les cantons',
      '(OFEN, statistique 2024)',
    ],
    [
      'Mercato',
      'I nostri clienti gestiscono piccole centrali idroelettriche.',
      'Di queste, circa 210 sono gestite dai cantoni',
      '(UFE, statistica 2024)',
    ],
  ];
  for (const [heading, who, figure, source] of cases) {
    it(`is sized when a figure cites its source, and otherwise could not be verified (${heading})`, () => {
      const none = checkMarketEvidence(contextOf([{ heading }, { text: who }]));
      expect(none.map((draft) => [draft.title, draft.severity])).toEqual([['The market is not sized', 'important']]);
      const bare = checkMarketEvidence(contextOf([{ heading }, { text: `${who} ${figure}.` }]));
      expect(bare.map((draft) => draft.severity)).toEqual(['minor']);
      expect(bare[0]?.title).toContain('Could not verify');
      expect(checkMarketEvidence(contextOf([{ heading }, { text: `${who} ${figure} ${source}.` }]))).toEqual([]);
    });
  }
});

describe('a sustainability section says what it contributes', () => {
  const cases: [string, string, string][] = [
    [
      'Sustainability',
      'The company has been profitable since 2023, has equity of CHF 1.2 million and reinvests its profits.',
      'The robot replaces two diesel tractor passes per season and cuts the use of herbicides.',
    ],
    [
      'Nachhaltigkeit',
      'Die Firma ist seit 2023 rentabel, verfügt über Eigenkapital und investiert ihre Gewinne wieder.',
      'Der Beitrag zu den Zielen für nachhaltige Entwicklung 8 und 12: weniger Ausschuss.',
    ],
    [
      'Durabilité',
      "La pérennité est assurée sur le plan économique : l'entreprise est rentable et dispose de fonds propres.",
      'Le procédé réduit la consommation d’eau et les déchets de production.',
    ],
    [
      'Sostenibilità',
      "La continuità dell'azienda è garantita: è redditizia dal 2023 e reinveste gli utili.",
      'Il film evita la dispersione di microplastiche nei campi.',
    ],
  ];
  for (const [heading, economicOnly, contribution] of cases) {
    it(`reports a section that speaks only of the firm's endurance (${heading})`, () => {
      const only = checkSustainability(contextOf([{ heading }, { text: economicOnly }]));
      expect(only.map((draft) => draft.severity)).toEqual(['important']);
      expect(checkSustainability(contextOf([{ heading }, { text: `${economicOnly} ${contribution}` }]))).toEqual([]);
    });
  }
});

describe('IP and host in every language', () => {
  it('does not take the principal investigator ("PI") for intellectual property', () => {
    const context = contextOf([{ heading: 'Team' }, { text: 'PI: the head of the lab leads the project (30 %).' }]);
    expect(checkIpPosition(context).map((draft) => draft.check)).toEqual(['ip-position']);
    const french = contextOf([{ heading: 'Équipe' }, { text: 'La PI appartient à la haute école.' }]);
    expect(checkIpPosition(french)).toEqual([]);
  });

  it('does not take French words that start with "pi" after an article for IP', () => {
    const context = contextOf([
      { heading: 'Jalons' },
      { text: 'Force de pincement de 8 N; la pièce est usinée; notre pilote démarre au mois 6; de la pierre.' },
    ]);
    expect(checkIpPosition(context).map((draft) => draft.check)).toEqual(['ip-position']);
  });

  it('finds a host named as the hosting chair or lab in four languages', () => {
    for (const text of [
      'The project is based at the host chair of Prof. [PERSON_2].',
      'Gastgebender Lehrstuhl: Prof. [PERSON_2], Institut für Baustoffe.',
      "Laboratoire d'accueil : Prof. [PERSON_2], génie civil.",
      'Professore ospitante: Prof. [PERSON_2], D-MAVT.',
    ]) {
      const context = contextOf([{ heading: 'Summary' }, { text }], 'ETH_PIONEER_FELLOWSHIP');
      expect(checkHostProfessor(context), text).toEqual([]);
    }
  });
});

describe('milestone labels in every language', () => {
  it('reads "Jalon J1" and "Traguardo T2" as milestones, like "Milestone M3"', () => {
    const context = contextOf([
      { heading: 'Jalons' },
      { text: 'Jalon J1 (mois 6) : prototype validé sur 200 échantillons.' },
      { text: 'Traguardo T2 (mese 12): due contratti pilota firmati.' },
      { text: 'Milestone M3 (month 18): market launch prepared.' },
    ]);
    const milestones = findMilestones(context);
    expect(milestones.map((milestone) => [milestone.isMeasurable, milestone.isDated])).toEqual([
      [true, true],
      [true, true],
      [false, true],
    ]);
  });
});

describe('headings that only look like sustainability', () => {
  it('does not read a market or regulatory environment, or a company, as sustainability', () => {
    const innosuisse = getFunderCriteria('INNOSUISSE_PROJECT');
    for (const heading of ['Regulatory environment', 'Environnement concurrentiel', 'Die Gesellschaft', 'La società'])
      expect(targetsOfHeading(heading, innosuisse), heading).not.toContain('sustainability');
  });
});
