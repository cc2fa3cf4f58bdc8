/**
 * How applicants title their sections beyond the funder's own names, in English, German, French and Italian: as a
 * question ("What could go wrong", "Who benefits", "Che cosa esiste già"), by a neighbouring notion ("Environmental
 * and social effects" for sustainability, "Timeline" for the work plan), or by the background a state of the art
 * gives. Each field names a topic, not a sentence of an application, and is read in addition to the funder's heading
 * words (review/criteria), for whichever expected section of the programme covers the topic.
 *
 * A word matches whole, with an inflection ending (plural, case); "word*" matches as a prefix ("umwelt*" in
 * "Umweltwirkung"), "*word" anywhere in a word ("*markt" in "Absatzmarkt").
 */
import type { TKeywords } from '../types.js';

interface TTopic {
  /** Expected sections that take the topic, in order of preference: the first the programme has. */
  sections: readonly string[];
  headings: TKeywords;
}

export const HEADING_TOPICS: readonly TTopic[] = [
  {
    // What exists and where it falls short: the state of the art, or for a fellowship the innovation.
    sections: ['state-of-the-art', 'innovation'],
    headings: {
      en: [
        'state of the art',
        'state of research',
        'background',
        'existing',
        'alternatives',
        'current solutions',
        'limitations',
        'prior art',
        'related work',
        'competition',
        'competitors',
        'what exists',
        'falls short',
      ],
      de: [
        'stand der technik',
        'stand der forschung',
        'stand des wissens',
        'hintergrund',
        'ausgangslage',
        'bestehende',
        'bisherige',
        'alternativen',
        'was es heute gibt',
        'was es gibt',
        'wettbewerb',
        'konkurrenz',
        'mitbewerber',
      ],
      fr: [
        "etat de l'art",
        'etat de la technique',
        'etat de la recherche',
        'etat des connaissances',
        'contexte',
        'situation initiale',
        'existant',
        'solutions actuelles',
        'alternatives',
        'concurrence',
        'concurrents',
        'ce qui existe',
      ],
      it: [
        "stato dell'arte",
        'stato della tecnica',
        'stato della ricerca',
        'stato delle conoscenze',
        'contesto',
        'situazione iniziale',
        'premessa',
        'esiste',
        'esistent*',
        'soluzioni attuali',
        'alternative',
        'concorrenza',
        'concorrenti',
      ],
    },
  },
  {
    // What is new about the solution.
    sections: ['innovation-ip', 'innovation'],
    headings: {
      en: [
        'what is new',
        "what's new",
        'what makes it new',
        'novelty',
        'new approach',
        'our solution',
        'the solution',
        'technology',
        'originality',
      ],
      de: [
        'was ist neu',
        'was neu ist',
        'was daran neu ist',
        'das neue',
        'neuheit',
        'neuartig',
        'unsere losung',
        'die losung',
        'technologie',
        'innovationsgehalt',
      ],
      fr: [
        'ce qui est nouveau',
        "ce qu'il y a de nouveau",
        'ce qui est neuf',
        'nouveaute',
        'notre solution',
        'la solution',
        'technologie',
        'originalite',
      ],
      it: [
        "cosa c'e di nuovo",
        "che cosa c'e di nuovo",
        'cosa e nuovo',
        'che cosa e nuovo',
        'cio che e nuovo',
        'novita',
        'la nostra soluzione',
        'la soluzione',
        'tecnologia',
        'originalita',
      ],
    },
  },
  {
    // Who buys, uses or gains, and how much: the market and the value created.
    sections: ['market'],
    headings: {
      en: [
        'market',
        'customer',
        'user',
        'who benefits',
        'benefit',
        'value proposition',
        'business case',
        'business model',
        'business plan',
        'go-to-market',
        'sales',
        'demand',
        'commercial',
        'exploitation',
        'economic impact',
      ],
      de: [
        'markt*',
        '*markt*',
        'kunde*',
        'anwender*',
        'nutzer*',
        'wer profitiert',
        'nutzen',
        'wertversprechen',
        'geschaftsmodell',
        'businessplan',
        'vertrieb',
        'nachfrage',
        'verwertung',
        'wirtschaftliche bedeutung',
      ],
      fr: [
        'marche',
        'client',
        'utilisateur',
        'qui en profite',
        'benefice',
        'proposition de valeur',
        "modele d'affaires",
        "plan d'affaires",
        'ventes',
        'demande du marche',
        'valorisation',
        'debouches',
        'retombees economiques',
      ],
      it: [
        'mercato',
        'client*',
        'utent*',
        'chi ne beneficia',
        'benefic*',
        'proposta di valore',
        'modello di business',
        'piano aziendale',
        "piano d'impresa",
        'vendite',
        'domanda di mercato',
        'valorizzazione',
        'sbocchi',
        'ricadute economiche',
      ],
    },
  },
  {
    // What is done when: the plan.
    sections: ['work-plan'],
    headings: {
      en: [
        'plan',
        'timeline',
        'schedule',
        'time plan',
        'project plan',
        'planning',
        'deliverables',
        'roadmap',
        'next steps',
        // The work as a programme of tasks.
        'work programme',
        'work program',
        'programme of work',
        'work breakdown',
        'tasks',
      ],
      de: [
        'zeitplan',
        'projektplan',
        'terminplan',
        'vorgehen',
        'etappen',
        'nachste schritte',
        'arbeitsprogramm',
        'arbeitsschritte',
        'projektablauf',
        'ablauf',
      ],
      fr: [
        'plan',
        'calendrier',
        'planning',
        'echeancier',
        'etapes',
        'feuille de route',
        'livrables',
        'programme de travail',
        'programme des travaux',
        'deroulement',
        'taches',
      ],
      it: [
        'programma di lavoro',
        'programma dei lavori',
        'svolgimento',
        'compiti',
        'piano del progetto',
        'piano di progetto',
        'pianificazione',
        'cronoprogramma',
        'calendario',
        'tempistica',
        'fasi',
        'tappe',
        'prossimi passi',
      ],
    },
  },
  {
    // Who does it: the people.
    sections: ['team', 'fellow'],
    headings: {
      en: [
        'team',
        'people',
        'who we are',
        'about me',
        'about us',
        'the applicant',
        'founders',
        'partners',
        // The people's track record as founders.
        'entrepreneurial experience',
        'entrepreneurial background',
      ],
      de: [
        'team',
        'personen',
        'wer wir sind',
        'zu meiner person',
        'uber mich',
        'uber uns',
        'grunder',
        'partner',
        'unternehmerische erfahrung',
        'unternehmerischer hintergrund',
      ],
      fr: [
        'equipe',
        'personnes',
        'qui sommes-nous',
        'qui nous sommes',
        'qui suis-je',
        'a propos',
        'fondateurs',
        'experience entrepreneuriale',
        'parcours entrepreneurial',
      ],
      it: [
        'team',
        'persone',
        'chi siamo',
        'chi sono',
        'candidato',
        'candidata',
        'fondatori',
        'squadra',
        'esperienza imprenditoriale',
        'percorso imprenditoriale',
      ],
    },
  },
  {
    // What could go wrong (not a problem statement's "challenges", nor a SWOT's threats).
    sections: ['risks'],
    headings: {
      en: ['risks', 'risk', 'what could go wrong', 'uncertainties', 'contingency'],
      de: ['risiken', 'risiko*', 'was schiefgehen kann', 'unsicherheiten'],
      fr: ['risques', 'risque', 'ce qui pourrait mal tourner', 'incertitudes', 'aleas'],
      it: ['rischi', 'rischio', 'cosa potrebbe andare storto', 'incertezze', 'criticita'],
    },
  },
  {
    // What it costs and who pays: the budget ("Financing plan" is no work plan).
    sections: ['budget'],
    headings: {
      en: ['financing plan', 'funding plan', 'cost plan', 'budget plan', 'cost breakdown'],
      de: ['finanzierungsplan', 'kostenplan', 'budgetplan', 'kostenaufstellung'],
      fr: ['plan de financement', 'plan des couts', 'plan budgetaire'],
      it: ['piano di finanziamento', 'piano dei costi', 'piano finanziario'],
    },
  },
  {
    // Effects on the environment and society: sustainable development. The environment as a natural one only
    // ("environmental", "on the environment"), not a market's or a regulator's; society, not a company
    // ("Gesellschaft", "società").
    sections: ['sustainability'],
    headings: {
      en: [
        'sustainab*',
        'environmental',
        'the environment',
        'ecolog*',
        'climate',
        'social impact',
        'social effects',
        'societal',
        'impact on society',
      ],
      de: ['nachhaltig*', 'umwelt*', 'okolog*', 'klima*', 'soziale wirkung', 'gesellschaftlich*'],
      fr: [
        'durabilite',
        'developpement durable',
        'environnementa*',
        "l'environnement",
        'ecolog*',
        'climat*',
        'impact social',
        'societal',
      ],
      it: [
        'sostenib*',
        'ambiental*',
        "l'ambiente",
        "sull'ambiente",
        'ecolog*',
        'clima',
        'impatto sociale',
        'impatto sulla societa',
        'responsabilita sociale',
      ],
    },
  },
];

/**
 * Words that name the programme itself ("Ziel des Fellowships", "Objectives of the Innosuisse project"): never a
 * topic of their own, so "fellowship" is not read as the fellow.
 */
export const PROGRAMME_NAMES =
  /\b(?:eth\s+)?(?:pioneer\s+)?fellowships?\b|\binnosuisse(?:-projekt\w*|-project\w*)?\b|\binnovationsprojekt\w*\b|\binnovation project\b|\bprojet d'innovation\b|\bprogetto d'innovazione\b/g;

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One heading word of a topic as a pattern over folded text (see the marks above). */
export function compileHeadingWord(word: string): RegExp {
  const isInfix = word.startsWith('*');
  const isPrefix = word.endsWith('*');
  const body = escapeRegExp(word.replace(/^\*|\*$/g, '').trim()).replace(/\s+/g, '[\\s\\-]+');
  const start = isInfix ? '' : '(?<![\\p{L}\\p{N}])';
  const end = isPrefix ? '' : '(?:s|es|e|en|n|i)?(?![\\p{L}\\p{N}])';
  return new RegExp(start + body + end, 'gu');
}
