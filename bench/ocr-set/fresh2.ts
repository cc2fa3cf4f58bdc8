/**
 * A second set of fresh pages for the OCR benchmark, written without sight of the OCR rules or of the other pages
 * (kept unseen to report figures on pages the rules were not tuned on). People, addresses and numbers are made up.
 */
import type { TOcrSetPage } from './pages.js';

export const OCR_FRESH2_SET: readonly TOcrSetPage[] = [
  {
    id: 'fresh2-de-cooperation',
    lang: 'de',
    kind: 'cooperation-agreement',
    page: {
      blocks: [
        { heading: 'Kooperationsvereinbarung – Innosuisse-Innovationsprojekt Nr. 104.217 IP-ENG' },
        { paragraph: 'zwischen' },
        {
          columns: [
            'Umsetzungspartner: Hydrolift AG, Industriestrasse 14, 8604 Volketswil, vertreten durch Reto Caduff-Spescha, CEO',
            'Forschungspartner: ZHAW School of Engineering, Institut für Energiesysteme, Technikumstrasse 9, 8400 Winterthur, vertreten durch Prof. Dr. Thenmoli Sivakumar',
          ],
        },
        { heading: '§ 4 Rechte an Projektergebnissen' },
        {
          paragraph:
            'Die im Rahmen des Projekts erzielten Ergebnisse gehören der Partei, die sie erarbeitet hat. Der Umsetzungspartner erhält an den Ergebnissen des Forschungspartners ein exklusives, weltweites Nutzungsrecht für das Gebiet der hydraulischen Hebeanlagen. Die Vergütung wird in einem separaten Lizenzvertrag geregelt, der spätestens sechs Monate nach Projektende abzuschliessen ist.',
        },
        { heading: '§ 7 Ansprechpersonen' },
        {
          paragraph:
            'Die Projektleitung beim Umsetzungspartner liegt bei Flurina Tuor (flurina.tuor@hydrolift.ch, Tel. 044 946 21 70), beim Forschungspartner bei Dr. Besart Krasniqi, +41 58 934 72 15. Wechsel der Ansprechpersonen sind der anderen Partei schriftlich mitzuteilen.',
        },
        { heading: '§ 9 Vertraulichkeit' },
        {
          paragraph:
            'Die Parteien verpflichten sich, vertrauliche Informationen der anderen Partei während der Projektdauer und fünf Jahre darüber hinaus geheim zu halten. Publikationen des Forschungspartners werden dem Umsetzungspartner 30 Tage vor der Einreichung zur Prüfung vorgelegt.',
        },
        { heading: '§ 12 Unterschriften' },
        { columns: ['Ort, Datum: Volketswil, 14. März 2025', 'Ort, Datum: Winterthur, 18. März 2025'] },
        { columns: ['Reto Caduff-Spescha, CEO Hydrolift AG', 'Prof. Dr. Thenmoli Sivakumar, Institutsleiterin'] },
      ],
    },
    personal: {
      PERSON: ['Reto Caduff-Spescha', 'Thenmoli Sivakumar', 'Flurina Tuor', 'Besart Krasniqi'],
      EMAIL_ADDRESS: ['flurina.tuor@hydrolift.ch'],
      PHONE_NUMBER: ['044 946 21 70', '+41 58 934 72 15'],
    },
  },
  {
    id: 'fresh2-de-advisory',
    lang: 'de',
    kind: 'advisory-board',
    page: {
      blocks: [
        { heading: 'Beirat (Advisory Board) der NovaFerm GmbH' },
        {
          paragraph:
            'Der Beirat begleitet das Gründerteam bei der Entwicklung fermentierter Proteinzutaten aus Brauereinebenprodukten. Die Mitglieder sind unabhängig und erhalten eine pauschale Sitzungsentschädigung.',
        },
        {
          table: [
            ['Name', 'Funktion im Beirat', 'Institution / Erfahrung'],
            [
              'Dr. Gülsen Aydin-Meier',
              'Vorsitz; Lebensmittelrecht und Zulassung (Novel Food)',
              'ehem. Leiterin Qualitätssicherung eines Milchverarbeiters, Luzern',
            ],
            [
              'Tesfaye Ghebremedhin',
              'Mitglied; Skalierung von Bioprozessen',
              'Head of Process Development, Pharmazulieferer, Visp',
            ],
            [
              'Sebastião Gonçalves',
              'Mitglied; Finanzen, Förderanträge und Investorensuche',
              'Treuhänder, Fidaris Treuhand AG, Bern',
            ],
            [
              'Prof. Dr. Dragana Petrović',
              'Mitglied; wissenschaftliche Begleitung',
              'Professorin für Lebensmittelbiotechnologie, ETH Zürich',
            ],
          ],
        },
        { heading: 'Sitzungen und Geschäftsstelle' },
        {
          paragraph:
            'Der Beirat tagt zweimal jährlich in Bern sowie bei Bedarf per Videokonferenz. Die Protokolle werden den Gesellschaftern innert zehn Tagen zugestellt.',
        },
        {
          paragraph:
            'Sekretariat des Beirats: Corinne Bösiger, corinne.boesiger@novaferm.ch, Telefon +41 (0)31 552 08 43',
        },
      ],
    },
    personal: {
      PERSON: [
        'Gülsen Aydin-Meier',
        'Tesfaye Ghebremedhin',
        'Sebastião Gonçalves',
        'Dragana Petrović',
        'Corinne Bösiger',
      ],
      EMAIL_ADDRESS: ['corinne.boesiger@novaferm.ch'],
      PHONE_NUMBER: ['+41 (0)31 552 08 43'],
    },
  },
  {
    id: 'fresh2-fr-cv-cofounder',
    lang: 'fr',
    kind: 'cv-cofounder',
    page: {
      blocks: [
        { heading: 'Curriculum vitae – Loïc Berthoud-Gaillard' },
        { paragraph: 'Co-fondateur et CTO, Alpaïs Sensing SA, Yverdon-les-Bains' },
        {
          table: [
            ['Données personnelles', ''],
            ['Date de naissance', '7 novembre 1989'],
            ['Domicile', 'Chemin des Crêts 11, 1400 Yverdon-les-Bains'],
            ['Téléphone', '+41 (0)79 418 26 53'],
            ['E-mail', 'loic.berthoud@alpais-sensing.ch'],
          ],
        },
        { heading: 'Parcours professionnel' },
        {
          table: [
            ['Période', 'Fonction', 'Employeur'],
            [
              'depuis 2022',
              'Co-fondateur et CTO, développement des capteurs optiques',
              'Alpaïs Sensing SA, Yverdon-les-Bains',
            ],
            [
              '2018 – 2022',
              'Ingénieur R&D, électronique embarquée basse consommation',
              'Centre de recherche, Neuchâtel',
            ],
            [
              '2014 – 2018',
              'Doctorant, thèse dirigée par Prof. Hélène Marchetti-Dubois',
              'EPFL, Laboratoire de microsystèmes',
            ],
          ],
        },
        { heading: 'Formation' },
        { paragraph: '2018 : Docteur ès sciences, EPFL' },
        { paragraph: '2013 : Master en microtechnique, EPFL' },
        { paragraph: '2011 : Bachelor en microtechnique, EPFL' },
        { heading: 'Références' },
        {
          paragraph: 'Dr Valon Berisha, chef de groupe, ancien supérieur hiérarchique à Neuchâtel, tél. 032 720 54 18',
        },
      ],
    },
    personal: {
      PERSON: ['Loïc Berthoud-Gaillard', 'Hélène Marchetti-Dubois', 'Valon Berisha'],
      EMAIL_ADDRESS: ['loic.berthoud@alpais-sensing.ch'],
      PHONE_NUMBER: ['+41 (0)79 418 26 53', '032 720 54 18'],
    },
  },
  {
    id: 'fresh2-fr-contribution',
    lang: 'fr',
    kind: 'own-contribution-confirmation',
    page: {
      blocks: [
        { heading: 'Confirmation de la contribution propre du partenaire de mise en œuvre' },
        {
          paragraph:
            "Projet Innosuisse « Dosage adaptatif d'engrais par imagerie multispectrale » – partenaire de mise en œuvre : AgroVista Sàrl, Route de Chavornay 3, 1350 Orbe.",
        },
        {
          paragraph:
            "Par la présente, AgroVista Sàrl confirme qu'elle apportera au projet la contribution propre détaillée ci-dessous, dont au moins 10 % sous forme de contribution en espèces versée au partenaire de recherche.",
        },
        {
          table: [
            ['Poste', 'Nature', 'Heures / quantité', 'Montant (CHF)'],
            ['Personnel : Kavitha Thangarajah, ingénieure agronome', 'en nature', '620 h à CHF 95.–', '58 900'],
            ["Personnel : Mathieu Rochat, chef d'exploitation", 'en nature', '180 h à CHF 80.–', '14 400'],
            ["Mise à disposition de parcelles d'essai (12 ha) et de machines", 'en nature', '2 saisons', '22 000'],
            ['Contribution en espèces à la HEIG-VD', 'cash', '–', '11 000'],
            ['Total', '', '', '106 300'],
          ],
        },
        {
          paragraph:
            'Personne de contact pour les questions financières : Inês Carvalho Pereira, tél. 024 441 73 09, ines.carvalho@agrovista.ch',
        },
        { paragraph: 'Lieu et date : Orbe, le 2 avril 2025' },
        {
          columns: [
            'Signature : Mathieu Rochat, associé-gérant',
            'Signature : Inês Carvalho Pereira, responsable finances',
          ],
        },
      ],
    },
    personal: {
      PERSON: ['Kavitha Thangarajah', 'Mathieu Rochat', 'Inês Carvalho Pereira'],
      EMAIL_ADDRESS: ['ines.carvalho@agrovista.ch'],
      PHONE_NUMBER: ['024 441 73 09'],
    },
  },
  {
    id: 'fresh2-it-loi',
    lang: 'it',
    kind: 'customer-letter-of-intent',
    page: {
      blocks: [
        { paragraph: "Clinica Sant'Anselmo SA · Via Cantonale 48 · 6900 Lugano" },
        { paragraph: 'OrbitaMed SA' },
        { paragraph: "All'attenzione di Ilaria Bernasconi" },
        { paragraph: 'Via Industria 7, 6934 Bioggio' },
        { paragraph: 'Lugano, 11 febbraio 2025' },
        { heading: "Lettera d'intenti – sistema di tracciamento dei farmaci citostatici «CytoTrack»" },
        {
          paragraph:
            "Gentile signora, con la presente confermiamo il nostro interesse per il sistema CytoTrack sviluppato da OrbitaMed SA nell'ambito del progetto d'innovazione sostenuto da Innosuisse. La nostra farmacia ospedaliera prepara ogni giorno terapie citostatiche personalizzate e la tracciabilità completa di ogni dose è per noi una priorità. Siamo disposti a mettere a disposizione un laboratorio per un test pilota alle condizioni seguenti:",
        },
        {
          table: [
            ['Oggetto', 'Dettagli'],
            ['Volume previsto', "circa 14 000 preparazioni all'anno"],
            ['Test pilota', '6 mesi, a partire dal primo trimestre 2026'],
            ['Referente clinico', 'Dr. med. Arbër Gashi, capo farmacista'],
            ['Telefono', '091 811 46 20'],
          ],
        },
        {
          paragraph:
            "La presente lettera non costituisce un impegno d'acquisto vincolante. Per domande tecniche potete scrivere a arber.gashi@santanselmo.ch.",
        },
        { paragraph: 'Distinti saluti' },
        { columns: ['Giulia Pedrazzini-Rossi, Direttrice generale', 'Dr. med. Arbër Gashi, capo farmacista'] },
      ],
    },
    personal: {
      PERSON: ['Ilaria Bernasconi', 'Arbër Gashi', 'Giulia Pedrazzini-Rossi'],
      EMAIL_ADDRESS: ['arber.gashi@santanselmo.ch'],
      PHONE_NUMBER: ['091 811 46 20'],
    },
  },
  {
    id: 'fresh2-it-milestones',
    lang: 'it',
    kind: 'milestone-plan',
    page: {
      blocks: [
        { heading: 'Piano delle milestone e dei deliverable' },
        {
          paragraph:
            'Progetto: recupero del calore residuo dei centri di calcolo mediante pompe di calore ad alta temperatura (progetto Innosuisse, durata 24 mesi, partner di ricerca SUPSI, partner di implementazione ThermaTi SA).',
        },
        {
          table: [
            ['Milestone', 'Descrizione', 'Mese', 'Responsabile'],
            ['M1', 'Specifica dei requisiti e scelta del refrigerante naturale', '3', 'Elia Quadranti (SUPSI)'],
            ['M2', 'Prototipo da 50 kW in laboratorio, COP ≥ 3,2 a 90 °C', '10', 'Nishanthan Rajendran (SUPSI)'],
            ['M3', 'Integrazione nel centro di calcolo pilota di Manno', '16', 'Chiara Solcà-Ferrari (ThermaTi SA)'],
            ['M4', 'Campagna di misura di sei mesi e rapporto finale', '24', 'Chiara Solcà-Ferrari (ThermaTi SA)'],
          ],
        },
        { heading: 'Criteri go/no-go' },
        {
          paragraph:
            'Se al mese 10 il prototipo non raggiunge un COP di almeno 3,0, il comitato di progetto decide se proseguire con un refrigerante alternativo o ridurre la temperatura di mandata a 80 °C.',
        },
        { heading: 'Coordinamento' },
        {
          paragraph:
            'Il comitato di progetto si riunisce ogni trimestre a Lugano. Capo progetto lato ricerca: Elia Quadranti, elia.quadranti@supsi.ch, +41 58 666 67 94; lato implementazione: Chiara Solcà-Ferrari, 079 562 87 30.',
        },
      ],
    },
    personal: {
      PERSON: ['Elia Quadranti', 'Nishanthan Rajendran', 'Chiara Solcà-Ferrari'],
      EMAIL_ADDRESS: ['elia.quadranti@supsi.ch'],
      PHONE_NUMBER: ['+41 58 666 67 94', '079 562 87 30'],
    },
  },
  {
    id: 'fresh2-en-reference',
    lang: 'en',
    kind: 'reference-letter-professor',
    page: {
      blocks: [
        { paragraph: 'ETH Zurich · Department of Health Sciences and Technology · Laboratory for Tissue Mechanics' },
        { paragraph: 'Prof. Dr. Andrin Casutt · andrin.casutt@hest.ethz.ch · +41 44 632 58 71' },
        { paragraph: 'Zurich, 6 March 2025' },
        { heading: 'Letter of reference for Selam Tesfamariam – ETH Pioneer Fellowship' },
        { paragraph: 'Dear members of the Pioneer Fellowship Committee,' },
        {
          paragraph:
            'it is my pleasure to recommend Selam Tesfamariam, who completed her doctoral thesis in my laboratory in 2024. Her work on a hydrogel patch that measures wound tension during healing was published in two leading journals and has already attracted the interest of two Swiss wound-care clinics.',
        },
        {
          paragraph:
            'During her doctorate she showed an unusual ability to move between the bench and the clinic. She organised a small feasibility study on her own initiative, negotiated the material transfer agreement and supervised three master students. I consider her one of the three most capable researchers I have supervised in the past ten years.',
        },
        {
          paragraph:
            'The fellowship would allow her to build the first production-ready prototype together with Dr. Pablo Fernández Ruiz, who will act as her co-mentor for clinical validation. My laboratory will provide bench space and access to our mechanical testing equipment for the full 18 months.',
        },
        {
          paragraph:
            'I am happy to provide further information; please do not hesitate to call me directly at 079 347 12 88.',
        },
        { paragraph: 'Yours sincerely,' },
        { paragraph: 'Prof. Dr. Andrin Casutt, Professor of Tissue Mechanics' },
      ],
    },
    personal: {
      PERSON: ['Andrin Casutt', 'Selam Tesfamariam', 'Pablo Fernández Ruiz'],
      EMAIL_ADDRESS: ['andrin.casutt@hest.ethz.ch'],
      PHONE_NUMBER: ['+41 44 632 58 71', '079 347 12 88'],
    },
  },
  {
    id: 'fresh2-en-businessplan',
    lang: 'en',
    kind: 'business-plan-page',
    page: {
      blocks: [
        { heading: '4 Market and go-to-market strategy' },
        {
          columns: [
            'Lumatec sells retrofit daylight sensors to operators of commercial buildings. Our first segment is mid-sized office buildings in German-speaking Switzerland, about 4,800 buildings with lighting control systems older than 15 years. Facility managers in this segment are under pressure to meet the cantonal energy targets without replacing the whole installation.',
            'We reach customers through two channels: direct sales to large property managers and a network of certified electrical installers who receive a margin of 18 %. Pilot installations with three property managers in Basel and Zurich showed average savings of 27 % of lighting energy and a payback period of under three years.',
          ],
        },
        { heading: '4.3 Sales team and responsibilities' },
        { paragraph: 'Key accounts, Switzerland: Dario Caflisch' },
        { paragraph: 'Installer network and training: Sanja Nikolić' },
        { paragraph: 'Distribution partners, Germany and Austria: Merve Yildiz' },
        { paragraph: 'Partner enquiries: m.yildiz@lumatec.ch, +41 (0)61 205 38 90' },
        { heading: '4.4 Pricing' },
        {
          table: [
            ['Package', 'Included', 'Price per year (CHF)'],
            ['Basic', 'Sensors and cloud dashboard for up to 50 luminaires', '1,200'],
            ['Professional', 'Up to 250 luminaires, monthly energy report, installer support', '4,900'],
            ['Portfolio', 'Unlimited buildings, API access and dedicated key account manager', 'on request'],
          ],
        },
      ],
    },
    personal: {
      PERSON: ['Dario Caflisch', 'Sanja Nikolić', 'Merve Yildiz'],
      EMAIL_ADDRESS: ['m.yildiz@lumatec.ch'],
      PHONE_NUMBER: ['+41 (0)61 205 38 90'],
    },
  },
];
