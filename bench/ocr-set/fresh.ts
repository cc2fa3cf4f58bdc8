/**
 * Fresh pages for the OCR benchmark, written without sight of the OCR rules or of the other pages (kept unseen to
 * report figures on pages the rules were not tuned on). People, addresses and numbers are made up.
 */
import type { TOcrSetPage } from './pages.js';

export const OCR_FRESH_SET: readonly TOcrSetPage[] = [
  {
    id: 'fresh-de-cv',
    lang: 'de',
    kind: 'CV with a label table, an education table and references in running text',
    page: {
      blocks: [
        { heading: 'Lebenslauf Dr. Nadia Hofstetter-Ramadani' },
        {
          table: [
            ['Persönliche Angaben', ''],
            ['Name', 'Dr. sc. ETH Nadia Hofstetter-Ramadani'],
            ['Geburtsdatum', '12.03.1988'],
            ['Nationalität', 'Schweiz / Kosovo'],
            ['Adresse', 'Birmensdorferstrasse 214, 8003 Zürich'],
            ['Telefon', '+41 (0)79 482 17 93'],
            ['E-Mail', 'nadia.hofstetter@bluewin.ch'],
          ],
        },
        { heading: 'Ausbildung' },
        {
          table: [
            ['Zeitraum', 'Institution', 'Abschluss'],
            [
              '2014–2019',
              'ETH Zürich, Departement Materialwissenschaft',
              'Doktorat (Dr. sc. ETH), Dissertation über poröse Keramikmembranen für die dezentrale Wasseraufbereitung',
            ],
            ['2011–2013', 'EPF Lausanne', 'Master of Science in Materials Science and Engineering'],
            ['2008–2011', 'ETH Zürich', 'Bachelor of Science in Materialwissenschaft'],
          ],
        },
        { heading: 'Berufserfahrung' },
        {
          paragraph:
            'Seit 2021 Senior Scientist bei der Filtra Membran AG in Dübendorf, verantwortlich für die Entwicklung keramischer Filterelemente und für die Zusammenarbeit mit Hochschulpartnern. 2019–2021 Postdoc in der Gruppe von Prof. Dr. Reto Caduff an der ZHAW in Winterthur, mit Schwerpunkt auf der Skalierung von Beschichtungsverfahren vom Labor- in den Pilotmassstab. Zwei Patentanmeldungen (2022, 2023) zu gradierten Membranschichten.',
        },
        { heading: 'Sprachen' },
        {
          paragraph: 'Deutsch und Albanisch (Muttersprachen), Englisch (C2), Französisch (C1), Italienisch (B1)',
        },
        { heading: 'Referenzen' },
        {
          paragraph:
            'Prof. Dr. Reto Caduff, Institut für Materials and Process Engineering, ZHAW, Technikumstrasse 9, 8401 Winterthur, reto.caduff@zhaw.ch',
        },
        {
          paragraph:
            'Dr. Sivakumar Thangarajah, Leiter Entwicklung, Filtra Membran AG, Überlandstrasse 129, 8600 Dübendorf, Telefon 044 823 61 05',
        },
      ],
    },
    personal: {
      PERSON: ['Nadia Hofstetter-Ramadani', 'Reto Caduff', 'Sivakumar Thangarajah'],
      EMAIL_ADDRESS: ['nadia.hofstetter@bluewin.ch', 'reto.caduff@zhaw.ch'],
      PHONE_NUMBER: ['+41 (0)79 482 17 93', '044 823 61 05'],
    },
  },
  {
    id: 'fresh-de-minutes',
    lang: 'de',
    kind: 'minutes of a partner meeting with an attendance list and a table of open items',
    page: {
      blocks: [
        { heading: 'Protokoll der 3. Partnersitzung – Innosuisse-Projekt 104517.1 IP-ENG' },
        {
          paragraph:
            'Datum und Ort: Dienstag, 14. Mai 2024, 09:30–11:45 Uhr, Sitzungszimmer C 214, Technikumstrasse 21, 6048 Horw',
        },
        { heading: 'Anwesend' },
        { paragraph: 'Urs Bachmann-Gisler, Geschäftsführer, Umsetzungspartner' },
        { paragraph: 'Dr. Elif Kaya-Brunner, Projektleiterin, Forschungspartner' },
        { paragraph: 'Gian Andrea Cadonau, wissenschaftlicher Mitarbeiter' },
        { paragraph: 'Mehari Tesfamariam, Entwicklungsingenieur (Protokoll)' },
        { heading: 'Entschuldigt' },
        { paragraph: 'Claudia Rüegg-Meier, Leiterin Qualitätssicherung' },
        { heading: '1. Stand der Arbeitspakete' },
        {
          paragraph:
            'Arbeitspaket 2 (Prototyp der Spannvorrichtung) ist abgeschlossen, der Meilenstein M2 wurde mit drei Wochen Verspätung erreicht. Die Messreihen auf dem Prüfstand laufen seit dem 2. Mai; erste Resultate zeigen eine um 18 % kürzere Rüstzeit. Dr. Elif Kaya-Brunner weist darauf hin, dass die Kosten für die Sensorik mit CHF 23’870 über dem Budget von CHF 19’500 liegen; die Differenz von CHF 4’370 wird aus der Reserve gedeckt.',
        },
        { heading: '2. Pendenzen' },
        {
          table: [
            ['Nr.', 'Pendenz', 'Verantwortlich', 'Termin'],
            [
              '1',
              'Messprotokolle der Serie B auswerten und mit den Simulationsdaten vergleichen',
              'Mehari Tesfamariam',
              '31.05.2024',
            ],
            ['2', 'Offerte für eine zweite Spannvorrichtung einholen', 'Urs Bachmann-Gisler', '07.06.2024'],
            [
              '3',
              'Zwischenbericht an Innosuisse entwerfen und den Partnern zur Stellungnahme senden',
              'Elif Kaya-Brunner',
              '21.06.2024',
            ],
          ],
        },
        { heading: '3. Verschiedenes' },
        {
          paragraph:
            'Die nächste Sitzung findet am 2. Juli 2024 bei der Präzitec Sursee AG statt. Rückfragen zum Prüfstand bitte direkt an Gian Andrea Cadonau, gianandrea.cadonau@hslu.ch, Telefon 041 349 35 82.',
        },
        { paragraph: 'Horw, 15. Mai 2024, für das Protokoll: Mehari Tesfamariam' },
      ],
    },
    personal: {
      PERSON: [
        'Urs Bachmann-Gisler',
        'Elif Kaya-Brunner',
        'Gian Andrea Cadonau',
        'Mehari Tesfamariam',
        'Claudia Rüegg-Meier',
      ],
      EMAIL_ADDRESS: ['gianandrea.cadonau@hslu.ch'],
      PHONE_NUMBER: ['041 349 35 82'],
    },
  },
  {
    id: 'fresh-fr-letter',
    lang: 'fr',
    kind: 'letter of support from a hospital with address blocks and a signature',
    page: {
      blocks: [
        { paragraph: 'Hôpital régional des Trois-Lacs' },
        { paragraph: 'Service d’orthopédie et de traumatologie' },
        { paragraph: 'Rue des Parcs 48, 2000 Neuchâtel' },
        { paragraph: 'Innosuisse – Agence suisse pour l’encouragement de l’innovation' },
        { paragraph: 'Einsteinstrasse 2, 3003 Berne' },
        { paragraph: 'Neuchâtel, le 3 juin 2024' },
        { heading: 'Lettre de soutien au projet d’innovation « OrthoScan »' },
        { paragraph: 'Madame, Monsieur,' },
        {
          paragraph:
            'Par la présente, le Service d’orthopédie et de traumatologie de l’Hôpital régional des Trois-Lacs confirme son soutien au projet OrthoScan, déposé par la Dre Mélanie Favre-Berthoud de la Haute École Arc Ingénierie et par l’entreprise Médisens SA à La Chaux-de-Fonds. Le projet vise à développer un système de mesure optique qui permet de suivre la consolidation osseuse sans exposer les patients aux rayons X.',
        },
        {
          paragraph:
            'Chaque année, notre service prend en charge environ 1’450 fractures du membre inférieur. Un suivi sans radiographie réduirait la dose reçue par les patients et libérerait du temps d’imagerie. Notre service mettra à disposition deux salles de consultation pour les essais cliniques et assurera le recrutement de 60 patients sur 18 mois, sous la responsabilité du Dr João Pereira da Silva, chef de clinique, qui coordonnera les travaux avec l’équipe de recherche.',
        },
        {
          paragraph:
            'Cette contribution en nature est estimée à CHF 42’600 (environ 310 heures de personnel médical et soignant). Pour toute question, le Dr João Pereira da Silva est joignable au 032 713 48 60 ou par courriel à joao.pereira@h3l-ne.ch.',
        },
        { paragraph: 'Nous vous prions d’agréer, Madame, Monsieur, nos salutations distinguées.' },
        { paragraph: 'Prof. Dr méd. François Rochat-Vuilleumier' },
        { paragraph: 'Médecin-chef, Service d’orthopédie et de traumatologie' },
      ],
    },
    personal: {
      PERSON: ['Mélanie Favre-Berthoud', 'João Pereira da Silva', 'François Rochat-Vuilleumier'],
      EMAIL_ADDRESS: ['joao.pereira@h3l-ne.ch'],
      PHONE_NUMBER: ['032 713 48 60'],
    },
  },
  {
    id: 'fresh-fr-budget',
    lang: 'fr',
    kind: 'budget table with wrapping cells, names in cells and a contact line',
    page: {
      blocks: [
        { heading: 'Budget détaillé – partenaire de recherche' },
        {
          paragraph:
            'Projet d’innovation Innosuisse « Capteur de couple pour micro-moteurs horlogers ». Requérante principale : Prof. Dre Aline Jaquier, HEIG-VD, Route de Cheseaux 1, 1401 Yverdon-les-Bains, aline.jaquier@heig-vd.ch.',
        },
        {
          table: [
            ['Poste', 'Description', 'Durée', 'Montant (CHF)'],
            [
              'Personnel',
              'Collaborateur scientifique Bekim Krasniqi (80 %), conception du capteur, essais en laboratoire et rédaction des rapports intermédiaires',
              '18 mois',
              "98'400",
            ],
            [
              'Personnel',
              'Assistante de recherche Inês Carvalho Monteiro (50 %), montage des prototypes et campagnes de mesure',
              '12 mois',
              "41'250",
            ],
            ['Personnel', 'Direction de projet, Prof. Dre Aline Jaquier (10 %)', '24 mois', "28'800"],
            [
              'Matériel',
              'Jauges de contrainte, électronique d’acquisition, usinage des pièces de test chez le partenaire de mise en œuvre',
              '–',
              "17'350",
            ],
            [
              'Frais de déplacement',
              'Visites chez le partenaire au Sentier, participation à une conférence internationale',
              '–',
              "3'200",
            ],
            ['Total', 'Coûts du partenaire de recherche', '', "189'000"],
          ],
        },
        {
          paragraph:
            'Contribution du partenaire de mise en œuvre (Horlogerie du Risoux SA) : CHF 152’400, dont CHF 61’000 en espèces et CHF 91’400 en prestations propres. Le partenaire de mise en œuvre couvre ainsi 44,6 % des coûts totaux du projet (CHF 341’400).',
        },
        { heading: 'Contact pour les questions budgétaires' },
        {
          paragraph:
            'Joëlle Monnier-Gygax, service financier HEIG-VD, tél. +41 24 557 62 19, joelle.monnier@heig-vd.ch',
        },
      ],
    },
    personal: {
      PERSON: ['Aline Jaquier', 'Bekim Krasniqi', 'Inês Carvalho Monteiro', 'Joëlle Monnier-Gygax'],
      EMAIL_ADDRESS: ['aline.jaquier@heig-vd.ch', 'joelle.monnier@heig-vd.ch'],
      PHONE_NUMBER: ['+41 24 557 62 19'],
    },
  },
  {
    id: 'fresh-it-declaration',
    lang: 'it',
    kind: 'partner declaration with a label table and two signature columns',
    page: {
      blocks: [
        { heading: 'Dichiarazione del partner di attuazione' },
        {
          paragraph:
            'Progetto d’innovazione Innosuisse «Recupero di calore dai forni di tempra industriali». Partner di ricerca: SUPSI, Istituto sistemi e tecnologie per la produzione sostenibile, responsabile del progetto Prof. Dr. Luca Maggetti.',
        },
        {
          table: [
            ['Dati del partner', ''],
            ['Ragione sociale', 'Termotec Sottoceneri SA'],
            ['Indirizzo', 'Via Cantonale 21, 6928 Manno'],
            ['Persona di contatto', 'Lorenza Bernasconi-Pedrazzini, responsabile sviluppo'],
            ['Telefono', '+41 91 611 20 34'],
            ['E-mail', 'lorenza.bernasconi@termotec-ti.ch'],
          ],
        },
        {
          paragraph:
            'Con la presente, Termotec Sottoceneri SA dichiara di partecipare al progetto sopra indicato in qualità di partner di attuazione e si impegna a fornire un contributo complessivo di CHF 85’000, di cui CHF 12’750 in contanti (15 %) e CHF 72’250 in prestazioni proprie (ore di lavoro del personale, uso dell’impianto pilota e materiale).',
        },
        {
          paragraph:
            'L’azienda conferma di aver preso visione delle condizioni di Innosuisse per i progetti d’innovazione. I diritti di proprietà intellettuale e lo sfruttamento dei risultati saranno regolati in un contratto di collaborazione separato tra i partner.',
        },
        { paragraph: 'Luogo, data: Manno, 28 maggio 2024' },
        { columns: ['______________________________', '______________________________'] },
        { columns: ['Marco Vanoni', 'Ilaria Chiesa-Tamò'] },
        { columns: ['Direttore generale', 'Responsabile finanze'] },
      ],
    },
    personal: {
      PERSON: ['Luca Maggetti', 'Lorenza Bernasconi-Pedrazzini', 'Marco Vanoni', 'Ilaria Chiesa-Tamò'],
      EMAIL_ADDRESS: ['lorenza.bernasconi@termotec-ti.ch'],
      PHONE_NUMBER: ['+41 91 611 20 34'],
    },
  },
  {
    id: 'fresh-it-team',
    lang: 'it',
    kind: 'team page with two-column prose and a role table',
    page: {
      blocks: [
        { heading: 'Il team del progetto' },
        {
          paragraph:
            'Il progetto è svolto da un gruppo interdisciplinare che riunisce competenze di ingegneria meccanica, informatica e logistica ospedaliera.',
        },
        {
          columns: [
            'Dr. Tharshini Sivapalan dirige il progetto per la SUPSI. Dopo il dottorato in robotica al Politecnico di Milano ha lavorato quattro anni presso un fornitore di magazzini automatici a Bellinzona. Coordina il lavoro scientifico e i contatti con Innosuisse.',
            'Arben Gashi è responsabile tecnico presso il partner di attuazione Logimed Ticino SA. Ingegnere meccanico SUP, negli ultimi dieci anni ha sviluppato carrelli autonomi per la distribuzione dei farmaci in tre ospedali della Svizzera italiana.',
          ],
        },
        {
          columns: [
            'Chiara Pellandini-Rezzonico, ingegnera informatica, sviluppa il software di pianificazione dei percorsi e l’interfaccia per il personale infermieristico.',
            'Riccardo Lurati segue i test sul campo e la valutazione economica. In precedenza è stato capo reparto logistica in una clinica di Lugano.',
          ],
        },
        { heading: 'Ruoli e impegno' },
        {
          table: [
            ['Persona', 'Ruolo', 'Impegno'],
            ['Tharshini Sivapalan', 'Direzione del progetto, SUPSI', '40 %'],
            ['Arben Gashi', 'Responsabile tecnico, Logimed Ticino SA', '30 %'],
            ['Chiara Pellandini-Rezzonico', 'Sviluppo software e interfaccia utente', '80 %'],
            ['Riccardo Lurati', 'Test sul campo e analisi dei costi', '50 %'],
          ],
        },
        { paragraph: 'Contatto: tharshini.sivapalan@supsi.ch, tel. +41 (0)58 666 67 12' },
      ],
    },
    personal: {
      PERSON: ['Tharshini Sivapalan', 'Arben Gashi', 'Chiara Pellandini-Rezzonico', 'Riccardo Lurati'],
      EMAIL_ADDRESS: ['tharshini.sivapalan@supsi.ch'],
      PHONE_NUMBER: ['+41 (0)58 666 67 12'],
    },
  },
  {
    id: 'fresh-en-market',
    lang: 'en',
    kind: 'market page with two-column prose and a segment table',
    page: {
      blocks: [
        { heading: 'Market analysis and competition' },
        {
          columns: [
            'The Swiss market for automated monitoring of cooling chains in pharmacies and small hospitals comprises about 1’800 public pharmacies and 270 hospitals and clinics. Interviews with 24 pharmacists in spring 2024 showed that 17 of them still log fridge temperatures by hand twice a day.',
            'Existing solutions from large logistics providers target wholesalers and cost more than CHF 9’000 per site and year. According to Seraina Caviezel, head pharmacist of a hospital group in Graubünden, a price below CHF 1’200 per year would lead to fast adoption.',
          ],
        },
        { heading: 'Target segments' },
        {
          table: [
            ['Segment', 'Sites in Switzerland', 'Price per year (CHF)', 'Potential revenue 2028 (CHF)'],
            ['Public pharmacies, independent and small chains', "1'800", "1'150", "621'000"],
            [
              'Hospitals and clinics with their own pharmacy, including psychiatric and rehabilitation clinics',
              '270',
              "4'800",
              "388'800",
            ],
            ['Veterinary practices', "1'100", '780', "128'700"],
          ],
        },
        {
          paragraph:
            'Assumed market share in 2028: 30 % of pharmacies and hospitals, 15 % of veterinary practices. Total potential revenue: CHF 1’138’500 per year.',
        },
        { heading: 'Competition' },
        {
          paragraph:
            'Three competitors offer wireless temperature loggers in Switzerland, but none of them connects the readings to the pharmacy software or produces the audit trail required by Swissmedic inspections. Our sensor costs less than CHF 40 to build and runs for five years on one battery.',
        },
        {
          paragraph:
            'The market interviews were led by Kiran Balasubramaniam and Yonas Ghebremedhin. Contact for the full interview report: kiran.balasubramaniam@frostline.ch, phone 078 604 31 88.',
        },
      ],
    },
    personal: {
      PERSON: ['Seraina Caviezel', 'Kiran Balasubramaniam', 'Yonas Ghebremedhin'],
      EMAIL_ADDRESS: ['kiran.balasubramaniam@frostline.ch'],
      PHONE_NUMBER: ['078 604 31 88'],
    },
  },
  {
    id: 'fresh-en-letter',
    lang: 'en',
    kind: 'letter of support from a company for a Pioneer Fellowship, name in the heading',
    page: {
      blocks: [
        { paragraph: 'Lakeside Robotics AG' },
        { paragraph: 'Hardturmstrasse 161' },
        { paragraph: '8005 Zürich' },
        { paragraph: 'ETH Zurich, Pioneer Fellowship Programme' },
        { paragraph: 'Rämistrasse 101, 8092 Zürich' },
        { paragraph: 'Zurich, 11 September 2024' },
        { heading: 'Letter of support for the Pioneer Fellowship application of Luan Berisha' },
        { paragraph: 'Dear Members of the Selection Committee,' },
        {
          paragraph:
            'I am writing to support the application of Luan Berisha, who proposes to develop a low-cost tactile gripper for the automated sorting of recycled textiles. Lakeside Robotics AG builds handling systems for the recycling industry, and we have followed his work at the Laboratory for Adaptive Manipulation under the supervision of Prof. Dr. Annette Zürcher-Oliveira since his master thesis in 2022.',
        },
        {
          paragraph:
            'During the fellowship we will provide access to our test line in Zürich-West for up to 20 days, about 120 kg of sorted textile samples per month and the technical advice of our senior engineer Nicolò Fehr-Bianchi. The value of these contributions is about CHF 36’000. If the prototype meets the throughput targets we agreed on, we intend to negotiate a licence or a development contract.',
        },
        {
          paragraph:
            'Please do not hesitate to contact me at matthias.schnyder@lakeside-robotics.ch or on +41 44 515 90 27 for further information.',
        },
        { paragraph: 'Yours sincerely,' },
        { paragraph: 'Matthias Schnyder' },
        { paragraph: 'Chief Technology Officer, Lakeside Robotics AG' },
      ],
    },
    personal: {
      PERSON: ['Luan Berisha', 'Annette Zürcher-Oliveira', 'Nicolò Fehr-Bianchi', 'Matthias Schnyder'],
      EMAIL_ADDRESS: ['matthias.schnyder@lakeside-robotics.ch'],
      PHONE_NUMBER: ['+41 44 515 90 27'],
    },
  },
];
