/**
 * The OCR benchmark's test scans (bench/ocr-quality.ts): application pages in German, French, Italian and English
 * whose text is known, drawn as scans by build-scan.ts. Every person, e-mail address and phone number on a page is
 * listed in `personal`, exactly as printed, so the benchmark can score how many of them end up masked.
 * The people, addresses and numbers are made up.
 */
import type { TScanPage } from '../../apps/server/src/documents/extract/test-support/build-scan.js';

export type TOcrLanguage = 'de' | 'fr' | 'it' | 'en';
export type TOcrPersonalType = 'PERSON' | 'EMAIL_ADDRESS' | 'PHONE_NUMBER';

export interface TOcrSetPage {
  id: string;
  lang: TOcrLanguage;
  /** What the page shows, e.g. "letter of support". */
  kind: string;
  page: TScanPage;
  /** The personal data on the page, as printed. */
  personal: Readonly<Record<TOcrPersonalType, readonly string[]>>;
}

export const OCR_SET: readonly TOcrSetPage[] = [
  {
    id: 'de-support-letter',
    lang: 'de',
    kind: 'letter of support',
    page: {
      blocks: [
        { heading: 'Unterstützungsschreiben' },
        {
          paragraph:
            'Hochschule Luzern – Technik & Architektur, Technikumstrasse 21, 6048 Horw. Luzern, 14. Oktober 2026',
        },
        {
          paragraph:
            'Sehr geehrte Damen und Herren, mit grosser Überzeugung unterstütze ich das Innosuisse-Projekt ' +
            '«Präzise Wärmepumpen-Regelung für Altbauten» von Dr. Aylin Keller-Yilmaz und ihrem Team. Die ' +
            'Zusammenarbeit mit der Gebäudetechnik Brunner AG in Sursee besteht seit 2023; die ersten Messungen ' +
            'in zwölf Mehrfamilienhäusern zeigen eine Einsparung von 18 % beim Stromverbrauch.',
        },
        {
          paragraph:
            'Unser Institut stellt das Prüflabor während 24 Monaten zur Verfügung und beteiligt sich mit ' +
            'CHF 85’000 an Sachleistungen. Für Rückfragen erreichen Sie mich unter +41 41 349 33 07 oder ' +
            'per E-Mail an reto.baumgartner@hslu.ch.',
        },
        { paragraph: 'Freundliche Grüsse, Prof. Dr. Reto Baumgartner, Leiter Institut für Gebäudetechnik und Energie' },
      ],
    },
    personal: {
      PERSON: ['Aylin Keller-Yilmaz', 'Reto Baumgartner'],
      EMAIL_ADDRESS: ['reto.baumgartner@hslu.ch'],
      PHONE_NUMBER: ['+41 41 349 33 07'],
    },
  },
  {
    id: 'de-budget-table',
    lang: 'de',
    kind: 'budget with a table',
    page: {
      blocks: [
        { heading: 'Budget und Finanzierung' },
        {
          paragraph:
            'Die Projektkosten belaufen sich auf CHF 612’400 über 24 Monate. Der Umsetzungspartner trägt 42 % ' +
            'in bar und als Eigenleistung. Verantwortlich für das Budget ist Nicole Hürlimann (Tel. +41 44 632 18 95).',
        },
        {
          table: [
            ['Kostenart', 'Forschungspartner', 'Umsetzungspartner', 'Total CHF'],
            ['Personalkosten', '286’000', '148’500', '434’500'],
            ['Material und Geräte', '41’200', '22’800', '64’000'],
            ['Reisen und Konferenzen', '9’600', '4’300', '13’900'],
            ['Dienstleistungen Dritter', '35’000', '65’000', '100’000'],
            ['Gesamtkosten', '371’800', '240’600', '612’400'],
          ],
        },
        {
          paragraph:
            'Die Stundensätze entsprechen den Ansätzen der ETH Zürich für 2026. Die Buchhaltung führt ' +
            'Marco Bernasconi, marco.bernasconi@ethz.ch, Rämistrasse 101, 8092 Zürich.',
        },
      ],
    },
    personal: {
      PERSON: ['Nicole Hürlimann', 'Marco Bernasconi'],
      EMAIL_ADDRESS: ['marco.bernasconi@ethz.ch'],
      PHONE_NUMBER: ['+41 44 632 18 95'],
    },
  },
  {
    id: 'fr-cv-columns',
    lang: 'fr',
    kind: 'CV with a two-column part',
    page: {
      blocks: [
        { heading: 'Curriculum vitae – Élodie Favre-Nkemelu' },
        {
          paragraph:
            'Chemin des Épinettes 12, 1007 Lausanne. Téléphone : +41 21 693 45 12. Courriel : ' +
            'elodie.favre@epfl.ch. Née le 3 mars 1991, nationalité suisse et camerounaise.',
        },
        {
          columns: [
            'Formation : 2016–2020 doctorat en génie chimique à l’EPFL, thèse sur les membranes de filtration ' +
              'sous la direction du professeur Laurent Maillard. 2013–2015 master en chimie à l’Université de Genève.',
            'Expérience : depuis 2021 cheffe de projet chez Hydrosphère SA à Yverdon-les-Bains, responsable ' +
              'd’une équipe de six ingénieurs. 2020–2021 post-doctorat à l’Institut Paul Scherrer à Villigen.',
          ],
        },
        {
          paragraph:
            'Langues : français (langue maternelle), anglais (C2), allemand (B2). Compétences : conception de ' +
            'procédés, essais pilotes, gestion de budgets jusqu’à CHF 1,2 million.',
        },
        {
          paragraph:
            'Références : Laurent Maillard, laurent.maillard@epfl.ch, +41 21 693 28 40 ; Sophie Rochat, ' +
            'directrice technique, sophie.rochat@hydrosphere.ch.',
        },
      ],
    },
    personal: {
      PERSON: ['Élodie Favre-Nkemelu', 'Laurent Maillard', 'Sophie Rochat'],
      EMAIL_ADDRESS: ['elodie.favre@epfl.ch', 'laurent.maillard@epfl.ch', 'sophie.rochat@hydrosphere.ch'],
      PHONE_NUMBER: ['+41 21 693 45 12', '+41 21 693 28 40'],
    },
  },
  {
    id: 'fr-summary',
    lang: 'fr',
    kind: 'project summary',
    page: {
      blocks: [
        { heading: 'Résumé du projet' },
        {
          paragraph:
            'Le projet vise à réduire de moitié la consommation d’eau des stations de lavage industriel grâce à ' +
            'un recyclage par membranes céramiques. Le partenaire de mise en œuvre, Lavex Sàrl à Fribourg, ' +
            'commercialisera le système dès 2028 sur le marché suisse et français, estimé à 140 millions d’euros.',
        },
        {
          paragraph:
            'La requérante principale est Mme Camille Jaquet de la Haute école d’ingénierie et d’architecture de ' +
            'Fribourg (camille.jaquet@hefr.ch, +41 26 429 66 21). Le directeur de Lavex, M. Yannick Dubuis, ' +
            'coordonne les essais sur site.',
        },
        {
          paragraph:
            'Les risques principaux sont l’encrassement des membranes et le coût de l’énergie. Un prototype de ' +
            '2 m³/h a fonctionné pendant 900 heures sans arrêt ; les résultats détaillés figurent à l’annexe B.',
        },
      ],
    },
    personal: {
      PERSON: ['Camille Jaquet', 'Yannick Dubuis'],
      EMAIL_ADDRESS: ['camille.jaquet@hefr.ch'],
      PHONE_NUMBER: ['+41 26 429 66 21'],
    },
  },
  {
    id: 'it-partner-letter',
    lang: 'it',
    kind: 'letter from the implementation partner',
    page: {
      blocks: [
        { heading: 'Lettera di sostegno del partner di attuazione' },
        {
          paragraph:
            'Lugano, 2 novembre 2026. Spettabile Innosuisse, la nostra azienda, Ticino Precisione SA, via Cantonale 18, ' +
            '6900 Lugano, conferma la propria partecipazione al progetto diretto dalla dott.ssa Giulia Pedrazzini ' +
            'della SUPSI.',
        },
        {
          paragraph:
            'Metteremo a disposizione due tecnici per un totale di 1’800 ore e un contributo in contanti di ' +
            'CHF 60’000. La soluzione sarà integrata nelle nostre linee di produzione di Mendrisio entro la fine del 2028.',
        },
        {
          paragraph:
            'Per qualsiasi domanda può contattare il sottoscritto al numero +41 91 610 84 37 oppure all’indirizzo ' +
            'luca.rezzonico@ticinoprecisione.ch. Distinti saluti, ing. Luca Rezzonico, direttore tecnico.',
        },
      ],
    },
    personal: {
      PERSON: ['Giulia Pedrazzini', 'Luca Rezzonico'],
      EMAIL_ADDRESS: ['luca.rezzonico@ticinoprecisione.ch'],
      PHONE_NUMBER: ['+41 91 610 84 37'],
    },
  },
  {
    id: 'it-budget-table',
    lang: 'it',
    kind: 'budget with a table',
    page: {
      blocks: [
        { heading: 'Piano finanziario' },
        {
          paragraph:
            'Il costo complessivo del progetto ammonta a CHF 398’700 su 18 mesi. La responsabile amministrativa ' +
            'è Chiara Bianchi-Ferrazzini, chiara.bianchi@supsi.ch, telefono +41 58 666 62 14.',
        },
        {
          table: [
            ['Voce di spesa', 'SUPSI', 'Partner', 'Totale CHF'],
            ['Personale', '214’000', '96’000', '310’000'],
            ['Materiale', '18’500', '27’200', '45’700'],
            ['Viaggi', '4’000', '2’500', '6’500'],
            ['Servizi esterni', '12’000', '24’500', '36’500'],
          ],
        },
        {
          paragraph:
            'Le tariffe orarie seguono le direttive della SUPSI. Il partner copre il 38 % dei costi con ' +
            'prestazioni proprie e un versamento in contanti.',
        },
      ],
    },
    personal: {
      PERSON: ['Chiara Bianchi-Ferrazzini'],
      EMAIL_ADDRESS: ['chiara.bianchi@supsi.ch'],
      PHONE_NUMBER: ['+41 58 666 62 14'],
    },
  },
  {
    id: 'en-team',
    lang: 'en',
    kind: 'team and partners',
    page: {
      blocks: [
        { heading: 'Team and Partners' },
        {
          paragraph:
            'The project is led by Dr. Priya Raghunathan (University of Basel, Department of Biomedical ' +
            'Engineering, Hegenheimermattweg 167, 4123 Allschwil), who has coordinated two EU Horizon projects on ' +
            'wearable sensors. Contact: priya.raghunathan@unibas.ch, +41 61 207 54 90.',
        },
        {
          paragraph:
            'Her co-applicant, Dr. Matthias Gerber, heads the signal processing group and supervises the two ' +
            'doctoral students funded by this project. The clinical study at the University Hospital Basel is ' +
            'run by Dr. Fatima Al-Sayed (fatima.alsayed@usb.ch).',
        },
        {
          paragraph:
            'Our implementation partner, Medisens AG in Baar, employs 45 people and sells monitoring devices in ' +
            'twelve countries. Its CEO, Thomas Odermatt, can be reached at +41 41 768 22 50. The company ' +
            'contributes CHF 210,000 in kind and CHF 40,000 in cash.',
        },
      ],
    },
    personal: {
      PERSON: ['Priya Raghunathan', 'Matthias Gerber', 'Fatima Al-Sayed', 'Thomas Odermatt'],
      EMAIL_ADDRESS: ['priya.raghunathan@unibas.ch', 'fatima.alsayed@usb.ch'],
      PHONE_NUMBER: ['+41 61 207 54 90', '+41 41 768 22 50'],
    },
  },
  {
    id: 'en-market',
    lang: 'en',
    kind: 'market and value creation',
    page: {
      blocks: [
        { heading: 'Market and Value Creation' },
        {
          paragraph:
            'Hospitals in Switzerland spend about CHF 95 million a year on continuous patient monitoring. Current ' +
            'devices need cables and are replaced every three years. Our patch measures heart rate, breathing and ' +
            'temperature for seven days on one charge and costs 60% less per patient day.',
        },
        {
          paragraph:
            'Medisens will sell the patch to hospitals and home care services from 2029, first in Switzerland and ' +
            'Germany. We expect sales of CHF 4.8 million in the third year and 26 new jobs in Baar. Questions on ' +
            'the business plan go to Sandra Küng, head of sales (sandra.kueng@medisens.ch, +41 41 768 22 61).',
        },
        {
          paragraph:
            'Competitors such as large device makers focus on intensive care; none offers a wireless patch ' +
            'certified for general wards. A patent was filed in May 2026 (EP 4 123 456).',
        },
      ],
    },
    personal: {
      PERSON: ['Sandra Küng'],
      EMAIL_ADDRESS: ['sandra.kueng@medisens.ch'],
      PHONE_NUMBER: ['+41 41 768 22 61'],
    },
  },
];
