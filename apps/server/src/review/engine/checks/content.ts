/**
 * The judgement checks experts make on the content, each read where it belongs: IP and freedom to operate, a
 * product rather than basic research, a team with the competences the domain needs, market figures with a source
 * and a year, the contribution to sustainable development, and novelty shown against the state of the art. A check
 * reports a flaw only when the application gives it no footing anywhere; a finding without a quote says what was
 * looked for, and where.
 */
import { SLOTS_BY_PROJECT_TYPE } from '@grant-review/contract';
import { FORMAL_CRITERION } from '@grant-review/contract';
import { findKeywordHits, foldText, stripPlaceholders } from '../../text.js';
import {
  findMatches,
  MAIN_SLOTS,
  matcherFor,
  rangesOfTargets,
  readsOfSlots,
  sectionsWithTarget,
  type TReviewContext,
} from '../context.js';
import { evidenceOf, type TFindingDraft } from '../findings.js';
import type { TFigure } from '../figures.js';
import { missingPartners, NOT_YET } from './financial.js';
import { sectionAt, sentencesOf, type TReadDocument } from '../read-documents.js';
import { HEADING_TOPICS } from '../section-vocabulary.js';

/** The topic of headings that name what exists: the state of the art, the state of research, the competition. */
const STATE_OF_THE_ART_TOPIC = HEADING_TOPICS.find((topic) => topic.sections[0] === 'state-of-the-art') ?? {
  sections: [],
  headings: { en: [], de: [], fr: [], it: [] },
};

/** The criterion each content check counts towards, per programme (null: not assessed for that programme). */
const CRITERION_OF = {
  'ip-position': { INNOSUISSE_PROJECT: 'innovation', ETH_PIONEER_FELLOWSHIP: 'innovation-market' },
  'product-focus': { INNOSUISSE_PROJECT: 'value-creation', ETH_PIONEER_FELLOWSHIP: 'innovation-market' },
  'team-competence': { INNOSUISSE_PROJECT: 'expertise', ETH_PIONEER_FELLOWSHIP: 'entrepreneurship' },
  'market-evidence': { INNOSUISSE_PROJECT: 'value-creation', ETH_PIONEER_FELLOWSHIP: 'innovation-market' },
  sustainability: { INNOSUISSE_PROJECT: 'sustainability', ETH_PIONEER_FELLOWSHIP: null },
  'novelty-evidence': { INNOSUISSE_PROJECT: 'innovation', ETH_PIONEER_FELLOWSHIP: 'innovation-market' },
  'host-professor': { INNOSUISSE_PROJECT: null, ETH_PIONEER_FELLOWSHIP: 'host-support' },
} as const;

/** The documents that carry the application's content (not the budget sheets). */
const contentReads = (context: TReviewContext): TReadDocument[] => {
  const main = readsOfSlots(context, MAIN_SLOTS);
  return main.length > 0 ? main : [...context.reads];
};

// ─── IP and freedom to operate ──────────────────────────────────────────────

const IP_WORDS = [
  'intellectual property',
  'ip',
  'ipr',
  'patent',
  'freedom to operate',
  'fto',
  'trade secret',
  // Who owns the results, or the choice to open them, is an IP position too.
  'ownership',
  'owned by',
  'owns the',
  'eigentum',
  'eigentumer',
  'propriete',
  'proprietaire',
  'proprieta',
  'proprietari',
  'open source',
  'open-source',
  'creative commons',
  'exclusive licen',
  'licence agreement',
  'license agreement',
  'licensing agreement',
  'lizenzvertrag',
  'exklusive lizenz',
  'contrat de licence',
  'licence exclusive',
  'contratto di licenza',
  'licenza esclusiva',
  'invention disclosure',
  'erfindungsmeldung',
  "declaration d'invention",
  "dichiarazione d'invenzione",
  'geistiges eigentum',
  'geistigen eigentums',
  '*patent',
  'schutzrecht',
  'betriebsgeheimnis',
  'handlungsfreiheit',
  'propriete intellectuelle',
  'brevet',
  'liberte d’exploitation',
  "liberte d'exploitation",
  'secret commercial',
  'proprieta intellettuale',
  'brevett',
  'liberta di operare',
  'segreto industriale',
];

/**
 * "PI" is the French IP only as a word of its own after an article or a preposition ("la PI", "de PI"): in English
 * it is the principal investigator, and as a hint it would start "la pièce", "de pilotage", "de pincement".
 */
const FRENCH_PI = /(?<![\p{L}\p{N}])(?:la|de|de la|notre|sa|leur|toute)\s+pi(?![\p{L}\p{N}])/u;

export function checkIpPosition(context: TReviewContext): TFindingDraft[] {
  const criterion = CRITERION_OF['ip-position'][context.projectType];
  const hits = findMatches(context.reads, matcherFor('ip', IP_WORDS));
  if (hits.length > 0 || context.reads.some((read) => FRENCH_PI.test(read.folded))) return [];
  const { t } = context.messages;
  return [
    {
      check: 'ip-position',
      criterion,
      // Innosuisse names the IP position among its criteria; for a fellowship it is good practice, not a criterion.
      severity: context.projectType === 'INNOSUISSE_PROJECT' ? 'important' : 'minor',
      title: t('ip.title'),
      explanation: t('ip.explanation'),
      suggestion: t('ip.suggestion'),
      lookedFor: t('ip.lookedFor'),
    },
  ];
}

// ─── a product, not basic research ──────────────────────────────────────────

/** Words of a product or service that is sold to someone. */
const COMMERCIAL_WORDS = [
  'customer',
  'client',
  'buyer',
  'user',
  'pricing',
  'price',
  'sell',
  'sales',
  'business model',
  'go-to-market',
  'market launch',
  'licensing',
  'subscription',
  'product',
  'service',
  'pilot',
  'commerciali',
  'kunde',
  'kundin',
  'anwender',
  'nutzer',
  'preis',
  'verkauf',
  'vertrieb',
  'geschaftsmodell',
  'markteinfuhrung',
  'produkt',
  'dienstleistung',
  'abonnement',
  'clientele',
  'utilisateur',
  'prix',
  'vente',
  "modele d'affaires",
  'mise sur le marche',
  'produit',
  'prestation',
  'cliente',
  'utent',
  'prezzo',
  'vendit',
  'modello di business',
  'prodott',
  'servizio',
  'lancio sul mercato',
];

/** Words of research that seeks knowledge rather than something to sell. */
const RESEARCH_WORDS = [
  'basic research',
  'fundamental research',
  'fundamental understanding',
  'fundamental question',
  'understand the mechanism',
  'understanding of the mechanism',
  'hypothesis',
  'hypotheses',
  'publication',
  'peer-reviewed',
  'journal',
  'doctoral thesis',
  'phd thesis',
  'scientific knowledge',
  'grundlagenforschung',
  'grundlagenverstandnis',
  'grundlegendes verstandnis',
  'hypothese',
  'publikation',
  'veroffentlichung',
  'dissertation',
  'wissenschaftliche erkenntnis',
  'recherche fondamentale',
  'comprehension fondamentale',
  'hypothese',
  'these de doctorat',
  'connaissances scientifiques',
  'ricerca di base',
  'ricerca fondamentale',
  'comprensione fondamentale',
  'ipotesi',
  'pubblicazion',
  'tesi di dottorato',
  'conoscenze scientifiche',
  // Mechanisms to explain, questions to answer, articles and conference papers to write.
  '*mechanism',
  'mecanisme',
  'meccanism',
  'research question',
  'forschungsfrage',
  'question de recherche',
  'domanda di ricerca',
  'domande di ricerca',
  'scientific article',
  'journal article',
  'conference paper',
  'conference contribution',
  'wissenschaftliche artikel',
  'fachartikel',
  'konferenzbeitrag',
  'konferenzbeitrage',
  'article scientifique',
  'articles scientifiques',
  'contribution a une conference',
  'articolo scientifico',
  'articoli scientifici',
  'contributi a conferenz',
  // Publishing, and open data sets, as the output of the work, in four languages.
  'publish',
  'publiz',
  'veroffentlich',
  'publier',
  'pubblica',
  'open access',
  'libre acces',
  'accesso aperto',
  'frei zuganglich',
  'dataset',
  'data set',
  'datensatz',
  'datensatze',
  'jeu de donnees',
  'jeux de donnees',
  'set di dati',
  'insieme di dati',
];

/** Commercial words per 1,000 characters below which a text does not speak of a product or service. */
const COMMERCIAL_DENSITY = 1.2;

/** Research that shows itself (hypotheses, mechanisms, publications) more than any customer does. */
function isResearchLed(context: TReviewContext): boolean {
  const reads = contentReads(context);
  const commercial = findMatches(reads, matcherFor('commercial', COMMERCIAL_WORDS)).length;
  const research = findMatches(reads, matcherFor('research', RESEARCH_WORDS)).length;
  return research >= 4 && research * 2 > commercial;
}

export function checkProductFocus(context: TReviewContext): TFindingDraft[] {
  const criterion = CRITERION_OF['product-focus'][context.projectType];
  const reads = contentReads(context);
  const length = reads.reduce((sum, read) => sum + read.text.length, 0);
  if (length < 1500) return [];
  const commercial = findMatches(reads, matcherFor('commercial', COMMERCIAL_WORDS));
  const research = findMatches(reads, matcherFor('research', RESEARCH_WORDS));
  const commercialDensity = (commercial.length * 1000) / length;
  const hasMarketSection = sectionsWithTarget(context, 'market').some((located) =>
    MAIN_SLOTS.includes(located.read.document.slot),
  );
  const isThinOnProduct = commercialDensity < COMMERCIAL_DENSITY && !hasMarketSection;
  if (!isResearchLed(context) && !isThinOnProduct) return [];
  // Quote the research where the criterion is read, else in a titled section the funder's sections do not name,
  // else anywhere.
  const sectionOf = (hit: (typeof research)[number]) => sectionAt(hit.read, hit.start);
  const first =
    research.find((hit) => sectionOf(hit)?.supports.includes(criterion)) ??
    research.find((hit) => {
      const section = sectionOf(hit);
      return section?.section != null && section.supports.length === 0;
    }) ??
    research[0];
  const { t } = context.messages;
  return [
    {
      check: 'product-focus',
      criterion,
      severity: context.projectType === 'ETH_PIONEER_FELLOWSHIP' ? 'blocker' : 'important',
      title: t('product.title'),
      explanation: t(
        context.projectType === 'ETH_PIONEER_FELLOWSHIP' ? 'product.explanation.eth' : 'product.explanation.innosuisse',
      ),
      suggestion: t('product.suggestion'),
      ...(first ? { evidence: [evidenceOfSentence(first.read, first.start)] } : {}),
      lookedFor: t('product.lookedFor'),
    },
  ];
}

/** The sentence around an offset, as evidence. */
function evidenceOfSentence(read: TReadDocument, offset: number) {
  const section = read.sections.find((item) => offset >= item.start && offset < item.end);
  const from = section?.ownStart ?? 0;
  const to = section?.ownEnd ?? read.text.length;
  const sentence = sentencesOf(read, from, to).find((span) => offset >= span.start && offset < span.end);
  return sentence ? evidenceOf(read, sentence.start, sentence.end) : evidenceOf(read, offset, offset + 200);
}

// ─── team competence ────────────────────────────────────────────────────────

interface TCompetenceRule {
  /** The domain this rule applies to; the report names it and the competence in its language (team.domain.<id>). */
  id: 'medical' | 'testing' | 'business';
  /** Words that show the project is in this domain; at least `minDomainHits` of them. */
  domainWords: readonly string[];
  minDomainHits: number;
  /** Words in the team's descriptions or CVs that show the competence. */
  competenceWords: readonly string[];
}

const COMPETENCE_RULES: readonly TCompetenceRule[] = [
  {
    id: 'medical',
    domainWords: [
      'medical device',
      'medizinprodukt',
      'dispositif medical',
      'dispositivo medico',
      'medical',
      'medizin',
      'medtech',
      'medic',
      'implant',
      'prothes',
      'prosthe',
      'surg',
      'chirurg',
      'orthop',
      'patient',
      'clinical',
      'klinisch',
      'clinique',
      'clinic',
      'hospital',
      'spital',
      'krankenhaus',
      'hopital',
      'ospedale',
      'diagnos',
      'therap',
      // Health and the people treated: conditions, impairments, medication, care, study participants.
      'disease',
      'disorder',
      'syndrom',
      'symptom',
      'chronic',
      'impairment',
      'hearing loss',
      'hearing aid',
      'visual impairment',
      'dementia',
      'diabet',
      'cancer',
      'tumor',
      'tumour',
      'medication',
      'drug',
      'health care',
      'healthcare',
      'caregiver',
      'nursing',
      'rehabilita',
      'study participants',
      'krankheit',
      'erkrank',
      'storung',
      'chronisch',
      'beeintrachtig',
      'horverlust',
      'schwerhorig',
      'horgerat',
      'sehbehinder',
      'demenz',
      'schlaganfall',
      'krebs',
      'medikament',
      'arzneimittel',
      'gesundheitswesen',
      'pflegeheim',
      'pflegebedurf',
      'krankenpflege',
      'proband',
      'maladie',
      'chronique',
      'deficience',
      'perte auditive',
      'malentendant',
      'appareil auditif',
      'aide auditive',
      'malvoyant',
      'demence',
      'avc',
      'medicament',
      'soins',
      'readaptation',
      'malattia',
      'malattie',
      'disturbo',
      'cronic',
      'ipoacusia',
      'perdita uditiva',
      'apparecchio acustico',
      'apparecchi acustici',
      'ipovedent',
      'demenza',
      'ictus',
      'farmac',
      'riabilitazion',
      // Medical specialties name the field without the word "medical".
      'neurolog',
      'cardiolog',
      'oncolog',
      'dermatolog',
      'audiolog',
      'ophthalm',
      'ophtalm',
      'oftalm',
      'augenheilkunde',
      'psychiatr',
      'psichiatr',
      'geriatr',
      'paediatr',
      'pediatr',
      'padiatr',
      'radiolog',
      'orthopa',
      'ortopedi',
      'dental',
      'dentaire',
      'zahnarzt',
      'zahnmedizin',
      'zahnheilkunde',
      'karies',
      'odontoiatr',
      'veterinar',
      'tierarzt',
      'tiermedizin',
    ],
    minDomainHits: 3,
    competenceWords: [
      'regulatory',
      'regulatorisch',
      'reglementaire',
      'regolator',
      'zulassung',
      'homologation',
      'ce marking',
      'ce-kennzeichnung',
      'marquage ce',
      'marcatura ce',
      'mdr',
      'ivdr',
      'iso 13485',
      'fda',
      'swissmedic',
      'clinical',
      'clinician',
      'physician',
      'klinisch',
      'kliniker',
      'arzt',
      'arztin',
      'chefarzt',
      'oberarzt',
      'clinicien',
      'clinique',
      'medecin',
      'clinico',
      'medico',
      'md',
      'dr. med',
      'quality management',
      'qualitatsmanagement',
      'gestion de la qualite',
      'gestione della qualita',
      // The health professions, and the clinics and hospitals that bring them as partners.
      '*arzt',
      '*arztin',
      'nurse',
      'pflegefach',
      'infirmi',
      'infermier',
      'physiotherap',
      'ergotherap',
      'occupational therap',
      'therapist',
      'terapista',
      'audiolog',
      'audioprothesiste',
      'audioprotesist',
      'ent specialist',
      'otolaryngolog',
      'otorhinolaryngolog',
      'otorinolaringoiatr',
      'hno',
      'orl',
      'neurolog',
      'cardiolog',
      'oncolog',
      'dermatolog',
      'ophthalmolog',
      'ophtalmolog',
      'oculist',
      'psychiatr',
      'psychologist',
      'psychologe',
      'psychologin',
      'psychologue',
      'psicologo',
      'psicologa',
      'medical doctor',
      'pharmacist',
      'apotheker',
      'pharmacien',
      'farmacist',
      'dentist',
      'zahnarzt',
      'zahnarztin',
      'dr. med',
      'med. dent',
      'med. vet',
      'veterinarian',
      'veterinaire',
      'veterinari',
      'tierarzt',
      'tierarztin',
      'hospital',
      '*spital',
      'hopita',
      'ospedal',
      'klinik',
      'clinic',
      'clinica',
    ],
  },
  {
    // A product that detects substances or organisms in samples: its assay rests on chemistry or biology.
    id: 'testing',
    domainWords: [
      'immunoassay',
      'assay',
      'elisa',
      'lateral flow',
      'antibod',
      'antigen',
      'allergen',
      'reagent',
      'biosensor',
      'pathogen',
      'toxin',
      'limit of detection',
      'detection limit',
      'immunoassai',
      'immuntest',
      'antikorper',
      'reagenz',
      'nachweisgrenze',
      'krankheitserreger',
      'immunoessai',
      'flux lateral',
      'anticorps',
      'allergene',
      'reactif',
      'biocapteur',
      'pathogene',
      'seuil de detection',
      'limite de detection',
      'immunodosaggio',
      'flusso laterale',
      'anticorp',
      'biosensore',
      'patogen',
      'limite di rilevabilita',
      'soglia di rilevamento',
    ],
    minDomainHits: 3,
    competenceWords: [
      'chemist',
      'chemistry',
      'biochem',
      'biolog',
      'microbiolog',
      'immunolog',
      'toxicolog',
      'food scien',
      'food technolog',
      'food safety',
      'analytical',
      'assay development',
      'chemie',
      'chemiker',
      'lebensmittelwissenschaft',
      'lebensmitteltechnolog',
      'lebensmittelsicherheit',
      'analytik',
      'chimie',
      'chimiste',
      'biochimi',
      'biologi',
      'sciences alimentaires',
      'technologie alimentaire',
      'securite alimentaire',
      'analytique',
      'chimica',
      'chimico',
      'biochimic',
      'scienze alimentari',
      'tecnologie alimentari',
      'sicurezza alimentare',
      'analitic',
      'pharmac',
      'pharmaz',
      'farmac',
      'laborator',
      'haccp',
    ],
  },
  {
    id: 'business',
    domainWords: [
      'customer',
      'kunde',
      'client',
      'cliente',
      'market',
      'markt',
      'marche',
      'mercato',
      'sales',
      'vertrieb',
      'vente',
      'vendit',
    ],
    minDomainHits: 3,
    competenceWords: [
      'sales',
      'business development',
      'marketing',
      'commercial',
      'ceo',
      'cfo',
      'coo',
      'founder',
      'co-founder',
      'cofounder',
      'founded',
      'founding',
      'launchpad',
      'accelerator',
      'incubat',
      'venture',
      'industry',
      'entrepreneur',
      'mba',
      'start-up',
      'startup',
      'industry experience',
      'product manager',
      'key account',
      'vertrieb',
      'verkauf',
      'geschaftsfuhr',
      'geschaftsentwicklung',
      'grunder',
      'grundete',
      'gegrundet',
      'mitgrund',
      'unternehmer',
      'industrie',
      'betriebswirt',
      'vente',
      'commercial',
      'fondat',
      'cofond',
      'co-fond',
      'entrepreneur',
      'directeur',
      'industrie',
      'gestion d’entreprise',
      'vendite',
      'commerciale',
      'fondator',
      'cofondator',
      'fondato',
      'imprenditor',
      'industria',
      'amministratore',
      'direttore',
      'economia aziendale',
      'business',
      // Work at a company, or in a customer-facing role, is experience of a market.
      'ag',
      'gmbh',
      'sa',
      'sarl',
      'ltd',
      'inc',
      'spa',
      'srl',
      'application engineer',
      'anwendungsingenieur',
      "ingenieur d'application",
      "ingenieure d'application",
      'ingegnere applicativo',
    ],
  },
];

/** Where the team is described: team sections, the CV, and the partner descriptions. */
function teamRanges(context: TReviewContext): {
  reads: TReadDocument[];
  ranges: (read: TReadDocument) => { start: number; end: number }[];
} {
  const targets = ['team', 'fellow'];
  const withTeam = context.reads.filter((read) =>
    read.sections.some((section) => section.targets.some((target) => targets.includes(target))),
  );
  const cvs = readsOfSlots(context, ['CV']);
  // Where no section is read as the team, the team is described somewhere in the application: read all of it.
  const isWhole = withTeam.length === 0;
  const reads = [...new Set([...(isWhole ? contentReads(context) : withTeam), ...cvs])];
  return {
    reads,
    ranges: (read) =>
      isWhole || read.document.slot === 'CV' ? [{ start: 0, end: read.text.length }] : rangesOfTargets(targets)(read),
  };
}

/** One hit per word of the text: "medical" is one word of the domain, though both "medic" and "medical" match it. */
function oneHitPerWord<T extends { read: TReadDocument; start: number; end: number }>(hits: readonly T[]): T[] {
  const kept: T[] = [];
  for (const hit of [...hits].sort((a, b) => a.start - b.start || b.end - a.end)) {
    const overlaps = kept.some((other) => other.read === hit.read && hit.start < other.end && other.start < hit.end);
    if (!overlaps) kept.push(hit);
  }
  return kept;
}

export function checkTeamCompetence(context: TReviewContext): TFindingDraft[] {
  const criterion = CRITERION_OF['team-competence'][context.projectType];
  const team = teamRanges(context);
  const drafts: TFindingDraft[] = [];
  // An Innosuisse project's market experience comes with its implementation partner: when none is named, the joint
  // application finding is the one to fix, and the business competence comes with the partner.
  const lacksPartner = missingPartners(context).includes('implementation');
  const { t } = context.messages;
  for (const rule of COMPETENCE_RULES) {
    if (rule.id === 'business' && lacksPartner) continue;
    const domainHits = oneHitPerWord(
      findMatches(contentReads(context), matcherFor(`domain:${rule.id}`, rule.domainWords)),
    );
    // Two different words of the domain, so that one passing mention does not make a project medical.
    if (new Set(domainHits.map((hit) => hit.keyword)).size < 2 || domainHits.length < rule.minDomainHits) continue;
    const found = findMatches(team.reads, matcherFor(`competence:${rule.id}`, rule.competenceWords), team.ranges);
    if (found.length > 0) continue;
    const competence = t(`team.competence.${rule.id}`);
    drafts.push({
      check: 'team-competence',
      criterion,
      severity: 'important',
      title: t('team.title', { competence }),
      explanation: t('team.explanation', { competence, domain: t(`team.domain.${rule.id}`) }),
      suggestion: t('team.suggestion', { competence }),
      lookedFor: t(
        context.reads.some((read) => read.document.slot === 'CV') ? 'team.lookedForWithCv' : 'team.lookedFor',
        { competence },
      ),
    });
  }
  return drafts;
}

// ─── market figures with a source ───────────────────────────────────────────

const SOURCE_WORDS = [
  'source',
  'sources',
  'according to',
  'based on',
  'estimated by',
  'report',
  'study',
  'survey',
  'statistic',
  'quelle',
  'gemass',
  'laut',
  'studie',
  'bericht',
  'erhebung',
  'statistik',
  'selon',
  "d'apres",
  'etude',
  'rapport',
  'enquete',
  'fonte',
  'secondo',
  'studio',
  'rapporto',
  'indagine',
  'statistica',
  'et al',
  'bfs',
  'ofs',
  'ust',
  'eurostat',
  'oecd',
  'ocde',
  'statista',
  // Yearbooks and annual reports, in four languages.
  'yearbook',
  'annual report',
  'jahrbuch',
  'jahresbericht',
  'annuaire',
  'rapport annuel',
  'annuario',
  'rapporto annuale',
  // Statistics offices as each language abbreviates them, and censuses.
  'fso',
  'sfso',
  'seco',
  'destatis',
  'insee',
  'istat',
  'census',
  'zensus',
  'volkszahlung',
  'recensement',
  'censimento',
];

const YEAR = /\b(?:19|20)\d{2}\b/;
/**
 * A citation: a numbered note, an author and year, an organisation's acronym with a year in parentheses
 * ("(BAFU, Jahrbuch Wald und Holz 2024)", "(OFS 2023)"), or a publisher named however it writes itself, then its
 * title and year ("(pharmaSuisse, Fakten und Zahlen 2024)", "(Swissmem, Panorama 2023)").
 */
const CITATION_MARK =
  /\[\d{1,3}\]|\(\s*[\p{Lu}][\p{L}-]+(?: et al\.?)?,? (?:19|20)\d{2}\s*\)|\(\s*\p{Lu}{2,}\b[^()]{0,80}\b(?:19|20)\d{2}\b[^()]{0,12}\)|\(\s*\p{Ll}*\p{Lu}[\p{L}&.-]*(?: [\p{L}&.-]+){0,3}, [^()]{2,80}\b(?:19|20)\d{2}\b[^()]{0,12}\)|\^\d|¹|²|³/u;

function hasSource(text: string, folded: string): boolean {
  if (CITATION_MARK.test(text)) return true;
  const matcher = matcherFor('market-source', SOURCE_WORDS);
  return findKeywordHits(folded, matcher).length > 0 && YEAR.test(folded);
}

/**
 * A sentence that draws its figure from the one before ("…, so the market is about CHF 4 M"): consequence words in
 * four languages — those that mean other things too only at the start of a clause ("so", "also", "soit") — or a
 * result stated ("ergibt sich", "on obtient", "ne risulta").
 */
const DERIVED =
  /(?:^|[,;:–—-]\s*)(?:so|which gives|this gives|that gives|damit|dadurch|also|soit|ce qui (?:donne|fait|represente)|il che)\b|\b(?:thus|hence|therefore|somit|folglich|daher|donc|par consequent|quindi|dunque|pertanto|percio|ergibt sich|ergeben sich|results? in|on obtient|ne risulta|ne deriva|si ottiene)\b/;

/**
 * Where the source of the figure in the sentence at `start` may stand: the sentence itself, or when it is derived
 * from the sentence before in its paragraph, from there — a market computed from a sourced count is sourced.
 */
function sourceWindowStart(read: TReadDocument, start: number, end: number): number {
  const sentence = sentencesOf(read, start, end)[0];
  if (!sentence || !DERIVED.test(sentence.folded)) return start;
  const before = sentencesOf(read, Math.max(0, start - 600), start).at(-1);
  if (!before || read.text.slice(before.end, start).includes('\n')) return start;
  return before.start;
}

/** Who or what a market is counted in: customers, firms, users, units. */
const MARKET_WORDS = [
  'market',
  'customer',
  'client',
  'user',
  'compan',
  'firm',
  'business',
  'operator',
  'hospital',
  'clinic',
  'patient',
  'household',
  'farm',
  'utilit',
  'municipal',
  'unit',
  '*markt',
  'markt',
  'kunde',
  'kundin',
  'nutzer',
  'anwender',
  'betrieb',
  'unternehmen',
  'firmen',
  'spital',
  'spitaler',
  'klinik',
  'haushalt',
  'gemeinde',
  'marche',
  'clientele',
  'utilisateur',
  'entreprise',
  'exploitation',
  'hopita',
  'menage',
  'commune',
  'mercato',
  'utent',
  'aziend',
  'impres',
  'ospedal',
  'famiglie',
  'comuni',
];

/** A statement that sizes the market: where it stands, and whether it gives its source. */
interface TMarketStatement {
  read: TReadDocument;
  start: number;
  end: number;
  isSourced: boolean;
}

/** A large number: thousands, or millions and billions in words. */
const LARGE_NUMBER =
  /\d[\d'’.,]*\s?(?:mio|mrd|million|billion|milliard|milion|miliard|bn|m|k)\b|\d{1,3}(?:['’.,\s]\d{3})+|\d{4,}/g;
/** Words that say a figure is the market's size, volume or potential. */
const SIZE_WORD =
  /\b(?:market|markt\w*|\w+markt\w*|marche|mercato|tam|sam|som|volume\w*|size|grosse|taille|dimension\w*|potential|potenzial|potentiel|potenziale|addressable|adressierbar\w*|adressable|indirizzabile)\b/;
const REVENUE = /\b(?:revenues?|turnover|umsatz\w*|erlos\w*|chiffre d'affaires|fatturato|ricavi)\b/;

/** A sentence sizes the market with a large number and a size word, or by counting who would buy ("2,700 firms"). */
function isSizing(folded: string, words: ReturnType<typeof matcherFor>): boolean {
  const numbers = [...folded.matchAll(LARGE_NUMBER)].filter((match) => !/^(?:19|20)\d{2}$/.test(match[0].trim()));
  if (numbers.length === 0) return false;
  if (SIZE_WORD.test(folded)) return true;
  return numbers.some((match) => {
    const after = folded.slice(match.index + match[0].length, match.index + match[0].length + 40);
    return findKeywordHits(after.split(/\s+/).slice(0, 4).join(' '), words).length > 0;
  });
}

/**
 * A count of something that is not a unit or money ("62'000 Zahnarztpraxen", "21 million crates"): who or what a
 * market is counted in, named by any noun. Too broad to list as a market figure that needs a source (a company's
 * own sales count the same way), but enough to say the market is sized.
 */
function countsSomething(text: string, folded: string): boolean {
  for (const match of folded.matchAll(LARGE_NUMBER)) {
    if (/^(?:19|20)\d{2}$/.test(match[0].trim())) continue;
    if (/(?:chf|eur|usd|fr\.|sfr|€|\$)\s*$/.test(folded.slice(Math.max(0, match.index - 6), match.index))) continue;
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 40);
    const words = after.trim().split(/[\s,;:.()]+/);
    const first = words[0] ?? '';
    // German puts an inflected adjective between the count and the noun ("1'000 öffentliche Forstbetriebe").
    const next =
      /^\p{Ll}+(?:e|en|er|es|em)$/u.test(first) && /^\p{Lu}/u.test(words[1] ?? '') ? (words[1] ?? '') : first;
    if (!/^\p{L}{4,}$/u.test(next) || UNIT_WORD.test(foldText(next))) continue;
    // German capitalises nouns; elsewhere any word that is not a unit, after a number, is what is counted.
    if (/^\p{Lu}/u.test(next) || !/[äöüß]|\b(?:der|die|das|und)\b/i.test(text)) return true;
  }
  return false;
}

/** Words after a number that measure rather than count buyers: units, durations, multiples. */
const UNIT_WORD =
  /^(?:tons?|tonnes?|tonnen|meters?|metres?|metern?|metri|hours?|stunden|heures|minutes?|minuten|minuti|seconds?|sekunden|secondes|secondi|days?|tagen?|jours|giorni|weeks?|wochen|semaines|settimane|years?|jahren?|anni|months?|monate|monaten|mesi|times|fois|volte|cycles?|zyklen|cicli|percent|prozent|pourcent|percento|units?|francs|franken|franchi|euros?|dollars?|pieces|stuck|pezzi|samples?|proben|echantillons|campioni|mille|tausend|thousand|million\w*|milliard\w*|billion\w*|milion\w*|miliard\w*)$/;

const SIZE_NUMBER = /(?<![\d.,'’])(?!(?:19|20)\d{2}\b)\d[\d'’.,\s]*\d|\b\d\b/u;
const hasSizeNumber = (text: string): boolean =>
  SIZE_NUMBER.test(stripPlaceholders(text).replace(/\b(?:19|20)\d{2}\b/g, ' '));

/**
 * What sizes the market: money figures read as market sizes anywhere, and in the market sections the table rows and
 * sentences that count customers, firms or money.
 */
function marketStatements(context: TReviewContext): TMarketStatement[] {
  const statements: TMarketStatement[] = [];
  const seen = new Set<string>();
  const add = (read: TReadDocument, start: number, end: number, isSourced: boolean) => {
    const key = `${read.fileId}:${start}`;
    if (seen.has(key)) return;
    seen.add(key);
    statements.push({ read, start, end, isSourced });
  };
  for (const figure of context.figures) {
    if (figure.role !== 'market-size') continue;
    const read = context.reads.find((candidate) => candidate.fileId === figure.file_id);
    if (read) add(read, figure.contextStart, figure.contextEnd, figureHasSource(context, figure));
  }
  const words = matcherFor('market-words', MARKET_WORDS);
  for (const { read, section } of sectionsWithTarget(context, 'market')) {
    for (const table of read.tables) {
      if (table.range.start < section.ownStart || table.range.start >= section.ownEnd) continue;
      const tableSourced = hasSource(
        read.text.slice(Math.max(0, table.range.start - 200), Math.min(read.text.length, table.range.end + 300)),
        read.folded.slice(Math.max(0, table.range.start - 200), Math.min(read.text.length, table.range.end + 300)),
      );
      for (const row of table.rows.slice(Math.max(1, table.header_rows))) {
        const first = row[0];
        const last = row[row.length - 1];
        if (!first || !last || !row.slice(1).some((cell) => hasSizeNumber(cell.text))) continue;
        const rowText = read.text.slice(first.start, last.end);
        add(read, first.start, last.end, tableSourced || hasSource(rowText, foldText(rowText)));
      }
    }
    for (const sentence of sentencesOf(read, section.ownStart, section.ownEnd)) {
      if (read.tables.some((table) => sentence.start >= table.range.start && sentence.start < table.range.end))
        continue;
      if (!hasSizeNumber(sentence.text) || REVENUE.test(sentence.folded)) continue;
      if (!isSizing(sentence.folded, words)) continue;
      const from = sourceWindowStart(read, sentence.start, sentence.end);
      const after = read.text.slice(from, Math.min(read.text.length, sentence.end + 250));
      add(read, sentence.start, sentence.end, hasSource(after, foldText(after)));
    }
  }
  return statements;
}

export function checkMarketEvidence(context: TReviewContext): TFindingDraft[] {
  const criterion = CRITERION_OF['market-evidence'][context.projectType];
  const { t } = context.messages;
  const statements = marketStatements(context).filter((statement) =>
    [...MAIN_SLOTS, 'SUPPORTING_DOCS'].includes(statement.read.document.slot),
  );
  if (statements.length === 0) {
    const marketSections = sectionsWithTarget(context, 'market');
    // A market counted in what it is made of ("62'000 dental practices") is sized; like any market figure it needs
    // its source and year, in its sentence, the next one, or the section's footnotes.
    const counted = marketSections.flatMap(({ read, section }) =>
      sentencesOf(read, section.ownStart, section.ownEnd)
        .filter((sentence) => countsSomething(sentence.text, sentence.folded))
        .map((sentence) => ({ read, section, sentence })),
    );
    if (counted.length > 0) {
      const unsourced = counted.filter(({ read, section, sentence }) => {
        const to = Math.min(read.text.length, sentence.end + 250);
        if (hasSource(read.text.slice(sentence.start, to), read.folded.slice(sentence.start, to))) return false;
        const tail = read.folded.slice(Math.max(section.ownStart, section.ownEnd - 400), section.ownEnd);
        return !(/\b(?:source|quelle|fonte|sources|quellen|fonti)\b/.test(tail) && YEAR.test(tail));
      });
      // Only when nothing in the market sections cites a source: a company's own figures (its customers, its
      // production) need none when the market's are sourced.
      const citesSource = marketSections.some(({ read, section }) =>
        hasSource(
          read.text.slice(section.ownStart, section.ownEnd),
          read.folded.slice(section.ownStart, section.ownEnd),
        ),
      );
      if (unsourced.length < counted.length || citesSource) return [];
      return [
        {
          check: 'market-evidence',
          criterion,
          severity: 'important',
          title: t('market.unsourced.title'),
          explanation: t('market.unsourced.explanation'),
          suggestion: t('market.unsourced.suggestion'),
          evidence: unsourced.slice(0, 2).map(({ read, sentence }) => evidenceOf(read, sentence.start, sentence.end)),
        },
      ];
    }
    // Without a market section at all, the missing section is the finding.
    if (marketSections.length === 0 && isSectionMissing(context, 'market')) return [];
    // Research with no product has no market to size: the product focus finding says so.
    if (checkProductFocus(context).length > 0) return [];
    // Figures the reader cannot name ("rund 1'800 (BFS 2024)", "47 grandes éoliennes en 2024") may size the market:
    // with a source they are the sourced figure experts look for; without one the check cannot tell, and says so.
    const figures = marketSections.flatMap(({ read, section }) =>
      sentencesOf(read, section.ownStart, section.ownEnd)
        .filter((sentence) => hasSizeNumber(sentence.text) && !REVENUE.test(sentence.folded))
        .map((sentence) => ({ read, sentence })),
    );
    const isSourced = ({ read, sentence }: (typeof figures)[number]) => {
      const to = Math.min(read.text.length, sentence.end + 250);
      return hasSource(read.text.slice(sentence.start, to), read.folded.slice(sentence.start, to));
    };
    if (figures.some(isSourced)) return [];
    const isUncertain = figures.length > 0;
    return [
      {
        check: 'market-evidence',
        criterion,
        severity: isUncertain ? 'minor' : 'important',
        title: t(isUncertain ? 'market.uncertain.title' : 'market.notSized.title'),
        explanation: t('market.notSized.explanation'),
        suggestion: t('market.notSized.suggestion'),
        ...(isUncertain
          ? {
              evidence: figures.slice(0, 2).map(({ read, sentence }) => evidenceOf(read, sentence.start, sentence.end)),
            }
          : {}),
        lookedFor: marketSections.length
          ? t('market.notSized.lookedForIn', {
              sections: marketSections
                .map((item) => `"${item.section.heading || item.read.document.slotName}"`)
                .join(', '),
            })
          : t('market.notSized.lookedForAnywhere'),
      },
    ];
  }
  const unsourced = statements.filter((statement) => !statement.isSourced);
  if (unsourced.length === 0) return [];
  const isSomeOnly = unsourced.length < statements.length;
  return [
    {
      check: 'market-evidence',
      criterion,
      severity: isSomeOnly ? 'minor' : 'important',
      title: isSomeOnly
        ? t('market.someUnsourced.title', { count: unsourced.length, total: statements.length })
        : t('market.unsourced.title'),
      explanation: t('market.unsourced.explanation'),
      suggestion: t('market.unsourced.suggestion'),
      evidence: unsourced.slice(0, 2).map((statement) => evidenceOf(statement.read, statement.start, statement.end)),
    },
  ];
}

/** A source in the figure's sentence or row, the next sentence, its table, or a footnote of its section. */
function figureHasSource(context: TReviewContext, figure: TFigure): boolean {
  const read = context.reads.find((candidate) => candidate.fileId === figure.file_id);
  if (!read) return false;
  const table = read.tables.find((item) => figure.start >= item.range.start && figure.start < item.range.end);
  if (table) {
    const from = Math.max(0, table.range.start - 200);
    const to = Math.min(read.text.length, table.range.end + 300);
    return hasSource(read.text.slice(from, to), read.folded.slice(from, to));
  }
  const to = Math.min(read.text.length, figure.contextEnd + 250);
  const from = sourceWindowStart(read, figure.contextStart, figure.contextEnd);
  if (hasSource(read.text.slice(from, to), read.folded.slice(from, to))) return true;
  // Footnotes or a source list at the end of the section.
  const section = read.sections.find((item) => figure.start >= item.ownStart && figure.start < item.ownEnd);
  if (!section) return false;
  const tail = read.folded.slice(Math.max(section.ownStart, section.ownEnd - 400), section.ownEnd);
  return /\b(?:source|quelle|fonte|sources|quellen|fonti)\b/.test(tail) && YEAR.test(tail);
}

// ─── sustainability ─────────────────────────────────────────────────────────

const SUSTAINABILITY_WORDS = [
  'sustainab',
  'sdg',
  'sustainable development goal',
  'agenda 2030',
  'co2',
  'co₂',
  'emission',
  'climate',
  'circular',
  'nachhaltig',
  'ziele fur nachhaltige entwicklung',
  'klima',
  'emissionen',
  'kreislauf',
  'durabl',
  'odd',
  'objectifs de developpement durable',
  'climat',
  'circulaire',
  'sostenib',
  'oss',
  'obiettivi di sviluppo sostenibile',
  'clima',
  'emission',
  'circolare',
  // Footprints, resources and waste, in four languages.
  'co2e',
  'co2-eq',
  'co₂e',
  'co₂-eq',
  'greenhouse',
  'carbon footprint',
  'life cycle assessment',
  'recycl',
  'reuse',
  'waste',
  'energy efficiency',
  'resource efficiency',
  'treibhausgas',
  'co2-fussabdruck',
  'okobilanz',
  'wiederverwert',
  'abfall',
  'abfalle',
  'energieeffizienz',
  'ressourceneffizienz',
  'gaz a effet de serre',
  'empreinte carbone',
  'analyse du cycle de vie',
  'recycl',
  'reutilis',
  'dechet',
  'efficacite energetique',
  'gas serra',
  'gas a effetto serra',
  'impronta di carbonio',
  'analisi del ciclo di vita',
  'riciclo',
  'riutilizz',
  'rifiuti',
  'efficienza energetica',
];

/** A goal of the 2030 Agenda named by its number: "SDG 12", "ODD 7", "OSS 3", "Ziel 13". */
const SDG_NUMBER =
  /\b(?:sdgs?|odd|oss|nachhaltigkeitsziele?n?|(?:den )?zielen? (?:fur|der) nachhaltigen? entwicklung|sustainable development goals?|objectifs? de developpement durable|obiettiv[oi] (?:di|per lo) sviluppo sostenibile)\)?[\s,:(]{0,3}(?:\((?:sdgs?|odd|oss)\)\s?)?(?:no\.?\s?|nr\.?\s?|n\.?\s?)?\d{1,2}\b/;

/**
 * What a contribution to sustainable development speaks of, in four languages: the environment (emissions, energy,
 * resources, waste, water, soil, biodiversity, pollution) and society (health, safety, inclusion, work, quality of
 * life). The bare words "sustainable", "nachhaltig", "durable", "sostenibile" are not enough: they also say "lasting".
 */
const CONTRIBUTION_WORDS = new RegExp(
  `(?<![\\p{L}])(?:${[
    'co2|co₂|emission|climat|clima|klima|greenhouse|treibhaus|effet de serre|effetto serra|gas serra|carbon|kohlenstoff|carbone|carbonio',
    'circular|kreislauf|circulaire|circolare|recycl|riciclo|reuse|wiederverw|reutilis|riutilizz|waste|abfall|dechet|rifiut',
    'environment|umwelt|environnement|ambient|biodivers|pesticid|pestizid|fertili[sz]|dunger|engrais|fertilizzant|pollut|verschmutz|inquin',
    'plastic|kunststoff|plastique|microplast|mikroplast|toxic|toxisch|toxique|tossic|chemical|chemikal|chimique|chimic',
    'herbi[cz]id|erbicid|fungi[cz]id|fongicid|insekti[cz]id|insecticid|insetticid|pflanzenschutz|phytosanitaire|fitosanitar',
    'diesel|fuel|treibstoff|kraftstoff|carburant|carburante|combustibil|brennstoff',
    'energ|renewable|erneuerbar|renouvelable|rinnovabil|fossil|resource|ressource|risors|footprint|fussabdruck|empreinte|impronta',
    'life cycle|lebenszyklus|okobilanz|cycle de vie|ciclo di vita|water|wasser|eau|acqua|soil|boden|sols?|suolo|land use|bodenverbrauch',
    'social|sozial|societ|gesellschaft|inclus|inklusi|accessib|barrierefrei|health|gesundheit|sante|salute|safety|securite|sicurezza|arbeitssicherheit',
    'working conditions|arbeitsbedingungen|conditions de travail|condizioni di lavoro|well-being|wohlbefinden|bien-etre|benessere|quality of life|lebensqualitat|qualite de vie|qualita della vita|equal|gleichstell|egalite|parita',
  ].join('|')})`,
  'u',
);

export function checkSustainability(context: TReviewContext): TFindingDraft[] {
  const criterion = CRITERION_OF.sustainability[context.projectType];
  if (!criterion) return [];
  const { t } = context.messages;
  const sections = sectionsWithTarget(context, 'sustainability');
  if (sections.length > 0) {
    // A section titled "Sustainability" that speaks only of the firm's own endurance (profitability, equity,
    // after-sales service) states no contribution to sustainable development.
    const isSubstantive = sections.some(({ read, section }) => {
      const body = read.folded.slice(section.ownStart, section.end);
      return SDG_NUMBER.test(body) || CONTRIBUTION_WORDS.test(body);
    });
    if (isSubstantive) return [];
    const first = sections[0];
    return [
      {
        check: 'sustainability',
        criterion,
        severity: 'important',
        title: t('sustainability.noContribution.title'),
        explanation: t('sustainability.noContribution.explanation'),
        suggestion: t('sustainability.noContribution.suggestion'),
        ...(first ? { evidence: [evidenceOf(first.read, first.section.ownStart, first.section.ownEnd)] } : {}),
      },
    ];
  }
  const reads = contentReads(context);
  // A goal named by its number is a statement on sustainable development by itself.
  if (reads.some((read) => SDG_NUMBER.test(read.folded))) return [];
  const hits = findMatches(reads, matcherFor('sustainability', SUSTAINABILITY_WORDS));
  if (new Set(hits.map((hit) => hit.keyword)).size >= 2 || hits.length >= 3) return [];
  return [
    {
      check: 'sustainability',
      criterion,
      severity: 'important',
      title: t('sustainability.missing.title'),
      explanation: t('sustainability.missing.explanation'),
      suggestion: t('sustainability.missing.suggestion'),
      lookedFor: t('sustainability.missing.lookedFor'),
    },
  ];
}

// ─── novelty against the state of the art ───────────────────────────────────

const COMPARISON_WORDS = [
  'state of the art',
  'existing solution',
  'current solution',
  'competitor',
  'competing',
  'competition',
  'alternative',
  'compared to',
  'compared with',
  'in contrast to',
  'unlike',
  'outperform',
  'prior art',
  'existing',
  'conventional',
  'traditional',
  'bestehend',
  'herkommlich',
  'konventionell',
  'existant',
  'conventionnel',
  'traditionnel',
  'esistent',
  'convenzional',
  'tradizional',
  'stand der technik',
  'bestehende losung',
  'bisherige losung',
  'wettbewerb',
  'konkurrenz',
  'mitbewerber',
  'im vergleich',
  'im gegensatz',
  'gegenuber',
  "etat de l'art",
  'solutions existantes',
  'concurren',
  'par rapport',
  'contrairement',
  'compare',
  "stato dell'arte",
  'soluzioni esistenti',
  'concorren',
  'rispetto a',
  'a differenza',
  'confronto',
  // The comparison named as a noun or a participle ("Vergleich mit", "comparaison avec", "paragonato a").
  'comparison',
  'vergleich',
  'verglichen',
  'comparaison',
  'comparativement',
  'comparazione',
  'paragon',
];

/** Words of a claim that needs a comparison or a figure to be believed. */
const CLAIM_WORDS = [
  'revolutionary',
  'revolutionise',
  'revolutionize',
  'unique',
  'disruptive',
  'game-changing',
  'game changer',
  'groundbreaking',
  'ground-breaking',
  'world-first',
  "world's first",
  'unprecedented',
  'unparalleled',
  'best-in-class',
  'paradigm shift',
  'revolutionar',
  'einzigartig',
  'disruptiv',
  'bahnbrechend',
  'einmalig',
  'beispiellos',
  'weltweit erste',
  'revolutionnaire',
  'disruptif',
  'sans precedent',
  'inedit',
  'rivoluzion',
  'dirompente',
  'senza precedenti',
  'unico nel suo genere',
  // Revolutions, firsts and uniqueness in the world, in noun and adjective forms.
  'revolution',
  'world first',
  'first in the world',
  'for the first time',
  'weltneuheit',
  'weltweit einzig',
  'erstmals',
  'zum ersten mal',
  'premiere mondiale',
  'unique au monde',
  'pour la premiere fois',
  'prima mondiale',
  'unica al mondo',
  'unico al mondo',
  'per la prima volta',
  // Competition denied: a claim, not a comparison.
  'no competitor',
  'no competition',
  'no comparable',
  'keine konkurrenz',
  'keinen konkurrenten',
  'keine wettbewerber',
  'kein wettbewerber',
  'keine vergleichbare',
  'konkurrenzlos',
  'aucun concurrent',
  'aucune concurrence',
  'sans concurrence',
  'sans equivalent',
  'nessun concorrente',
  'alcun concorrente',
  'senza concorrenza',
  'senza concorrenti',
  'senza eguali',
  // Superiority without a measure.
  'far superior',
  'by far the best',
  'weit uberlegen',
  'largement superieur',
  'di gran lunga',
  'cutting-edge',
  'cutting edge',
  "all'avanguardia",
  'a la pointe',
];
const CLAIM_EXCEPTIONS = /unique selling|unique identifier|unique value proposition|proposition unique de vente/g;

/** A negation just before a comparison word denies it ("no competitor", "keine Konkurrenz", "nessun concorrente"). */
const NEGATION_BEFORE =
  /\b(?:no|not|none|without|never|kein\w*|nicht|ohne|nie|aucun\w*|pas d\w*|sans|jamais|nessun\w*|alcun\w*|non|senza|mai)\b[^.;:!?]{0,25}$/;
const isNegated = (folded: string, index: number): boolean =>
  NEGATION_BEFORE.test(folded.slice(Math.max(0, index - 40), index));
/** A comparison with what was planned or expected ("more complex than expected") compares with no alternative. */
const AGAINST_EXPECTATION =
  /^\s*(?:expected|planned|anticipated|hoped|erwartet|geplant|vorgesehen|gedacht|prevu|attendu|escompte|previsto|atteso|pianificato|sperato)/;

/** Comparison words in folded text that are not denied. */
const affirmedComparisons = (folded: string) =>
  findKeywordHits(folded, matcherFor('comparison', COMPARISON_WORDS)).filter((hit) => !isNegated(folded, hit.index));

/** Sentences of the criterion's own sections that make a claim with neither a figure nor a comparison. */
function unsupportedClaims(context: TReviewContext, criterion: string) {
  const claims: { read: TReadDocument; start: number; end: number }[] = [];
  const claim = matcherFor('claims', CLAIM_WORDS);
  for (const read of contentReads(context)) {
    for (const section of read.sections.filter((item) => item.supports.includes(criterion))) {
      for (const sentence of sentencesOf(read, section.ownStart, section.ownEnd)) {
        const folded = sentence.folded.replace(CLAIM_EXCEPTIONS, (match) => ' '.repeat(match.length));
        if (findKeywordHits(folded, claim).length === 0) continue;
        if (/\d/.test(stripPlaceholders(sentence.text)) || affirmedComparisons(folded).length > 0) continue;
        claims.push({ read, start: sentence.start, end: sentence.end });
      }
    }
  }
  return claims;
}

/** A comparative ("cheaper than", "günstiger als", "plus léger que", "più rapido di") compares with something. */
const COMPARATIVE =
  /\b(?:(?:more|less|fewer|\p{L}{3,}er)(?: \p{L}+){0,2} than|(?:mehr|weniger|\p{L}{3,}er)(?: \p{L}+){0,2} als|(?:plus|moins) (?:\p{L}+ ){0,2}que|(?:piu|meno) (?:\p{L}+ ){0,2}(?:di|del|della|dei|delle|che)|\d+(?:[.,]\d+)?\s?(?:x|times|mal|fois|volte)\b)/u;

function comparisonsIn(context: TReviewContext, criterion: string): { anywhere: number; inCriterion: number } {
  const reads = contentReads(context);
  const words = findMatches(reads, matcherFor('comparison', COMPARISON_WORDS)).filter(
    (hit) => !isNegated(hit.read.folded, hit.start),
  );
  let anywhere = words.length;
  let inCriterion = words.filter((hit) =>
    hit.read.sections.some(
      (section) => section.supports.includes(criterion) && hit.start >= section.ownStart && hit.start < section.ownEnd,
    ),
  ).length;
  for (const read of reads) {
    // A table of alternatives in the criterion's own sections compares by itself.
    for (const table of read.tables) {
      const section = sectionAt(read, table.range.start);
      if (section?.supports.includes(criterion) && table.rows.length >= 3 && (table.rows[0]?.length ?? 0) >= 2) {
        anywhere += 2;
        inCriterion += 2;
      }
    }
    for (const section of read.sections) {
      const own = read.folded.slice(section.ownStart, section.ownEnd);
      const count = [...own.matchAll(new RegExp(COMPARATIVE.source, 'gu'))].filter(
        (match) => !AGAINST_EXPECTATION.test(own.slice(match.index + match[0].length)),
      ).length;
      anywhere += count;
      if (section.supports.includes(criterion)) inCriterion += count;
    }
  }
  return { anywhere, inCriterion };
}

export function checkNoveltyEvidence(context: TReviewContext): TFindingDraft[] {
  const criterion = CRITERION_OF['novelty-evidence'][context.projectType];
  // A section titled as the state of the art, whichever expected section the programme reads it as (a fellowship
  // has no state-of-the-art section of its own: "État de la recherche" is read as its innovation).
  const stateOfTheArtHeading = matcherFor('state-of-the-art-heading', STATE_OF_THE_ART_TOPIC.headings);
  const hasStateOfTheArt =
    sectionsWithTarget(context, 'state-of-the-art').length > 0 ||
    context.reads.some((read) =>
      read.sections.some(
        (section) =>
          section.section !== null && findKeywordHits(foldText(section.heading), stateOfTheArtHeading).length > 0,
      ),
    );
  const comparisons = comparisonsIn(context, criterion);
  const { t, plural } = context.messages;
  if (hasStateOfTheArt || comparisons.anywhere >= 2 || comparisons.inCriterion >= 1) {
    const claims = unsupportedClaims(context, criterion);
    if (claims.length === 0) return [];
    // Claims where the criterion's own sections compare with nothing: the novelty is only claimed.
    const isOnlyClaimed = !hasStateOfTheArt && comparisons.inCriterion === 0;
    return [
      {
        check: 'novelty-evidence',
        criterion,
        severity: isOnlyClaimed ? 'important' : 'minor',
        title: plural('novelty.claims.title', claims.length),
        explanation: t('novelty.claims.explanation'),
        suggestion: t('novelty.claims.suggestion'),
        evidence: claims.slice(0, 3).map((item) => evidenceOf(item.read, item.start, item.end)),
      },
    ];
  }
  return [
    {
      check: 'novelty-evidence',
      criterion,
      severity: 'important',
      title: t('novelty.notShown.title'),
      explanation: t('novelty.notShown.explanation'),
      suggestion: t('novelty.notShown.suggestion'),
      lookedFor: t('novelty.notShown.lookedFor'),
    },
  ];
}

// ─── ETH: host professor ────────────────────────────────────────────────────

const HOST_WORDS = [
  'host professor',
  'host prof',
  'hosting professor',
  'host lab',
  'host group',
  'host institute',
  'hosted by',
  'host-professur',
  'host-professor',
  'gastprofessur',
  'gastgeber',
  'betreuende professur',
  'professeur hote',
  'professeure hote',
  'laboratoire hote',
  'accueilli par',
  'professore ospite',
  'professoressa ospite',
  'ospitato da',
  'ospitata da',
  'laboratorio ospite',
  // The host as each language also names it: the hosting chair, lab or group.
  'host chair',
  'hosting lab',
  'hosting group',
  'gastgebende professur',
  'gastgebender lehrstuhl',
  'gastgebende gruppe',
  'gastlabor',
  'am lehrstuhl',
  "professeur d'accueil",
  "professeure d'accueil",
  "laboratoire d'accueil",
  "groupe d'accueil",
  'heberge par',
  'hebergee par',
  'professore ospitante',
  'professoressa ospitante',
  'laboratorio ospitante',
  'gruppo ospitante',
];
const PROFESSOR = /\b(?:prof\.?|professor\w*|professeur\w*|professor[ea])\b/;
/** Words that say someone is being looked for, in four languages. */
const SEEKING =
  /\b(?:looking for|searching for|seeking|auf der suche nach|(?:ich|wir) suchen?|suchen? (?:ich|wir)|(?:je|nous) (?:re)?cherch\w*|a la recherche d(?:'|e |u )(?:un|une)?|(?:sto|stiamo) cercando|cerc(?:o|hiamo)|alla ricerca di (?:un|una))\b/;

export function checkHostProfessor(context: TReviewContext): TFindingDraft[] {
  const criterion = CRITERION_OF['host-professor'][context.projectType];
  if (!criterion) return [];
  const hosts = findMatches(context.reads, matcherFor('host', HOST_WORDS));
  const hostSections = sectionsWithTarget(context, 'host');
  // Every professor spoken of near a host word or in the host section, with the sentence it stands in.
  const mentions = [
    ...hosts.map((hit) => ({ read: hit.read, start: Math.max(0, hit.start - 80), end: hit.end + 120 })),
    ...hostSections.map(({ read, section }) => ({ read, start: section.start, end: section.end })),
  ].flatMap(({ read, start, end }) =>
    [...read.folded.slice(start, Math.min(end, read.text.length)).matchAll(new RegExp(PROFESSOR, 'g'))].map((match) => {
      const at = start + match.index;
      const sentence = sentencesOf(read, Math.max(0, at - 300), Math.min(read.text.length, at + 300)).find(
        (span) => at >= span.start && at < span.end,
      );
      return { read, at, sentence };
    }),
  );
  // A heading ("Professeure hôte") names the topic, not a person.
  const inText = mentions.filter(
    ({ read, at }) => !read.sections.some((section) => at >= section.start && at < section.ownStart),
  );
  // "I am looking for a host professor" names none: a host still sought, or one to be confirmed.
  const isSought = ({ sentence }: (typeof mentions)[number]) =>
    !!sentence && (NOT_YET.test(sentence.folded) || SEEKING.test(sentence.folded));
  if (inText.some((mention) => !isSought(mention))) return [];
  // Without a word on the professor in the text, a heading that names the host professor stands for one.
  if (inText.length === 0 && mentions.length > 0) return [];
  const { t } = context.messages;
  const sought = inText.flatMap(({ read, sentence }) => (sentence ? [{ read, sentence }] : [])).slice(0, 1);
  return [
    {
      check: 'host-professor',
      criterion,
      severity: 'blocker',
      title: t(sought.length ? 'host.sought.title' : 'host.missing.title'),
      ...(sought.length
        ? { evidence: sought.map(({ read, sentence }) => evidenceOf(read, sentence.start, sentence.end)) }
        : {}),
      explanation: t('host.explanation'),
      suggestion: t('host.suggestion'),
      lookedFor: t('host.lookedFor'),
    },
  ];
}

// ─── documents and sections ─────────────────────────────────────────────────

export function checkRequiredDocuments(context: TReviewContext): TFindingDraft[] {
  const uploaded = new Set(context.reads.map((read) => read.document.slot));
  const { t, slotDescription } = context.messages;
  return SLOTS_BY_PROJECT_TYPE[context.projectType]
    .filter((slot) => slot.required && !uploaded.has(slot.id))
    .map((slot) => ({
      check: 'required-document' as const,
      criterion: FORMAL_CRITERION,
      severity: 'blocker' as const,
      title: t('document.title', { slot: slot.name }),
      explanation: t('document.explanation', { slot: slot.name, description: slotDescription(slot) }),
      suggestion: t('document.suggestion', { slot: slot.name }),
      lookedFor: t('document.lookedFor', { slot: slot.name }),
    }));
}

/** Content hits (outside the summary) below which an expected section counts as absent. */
const SECTION_MIN_HITS = 3;

/** Expected sections whose absence a dedicated check reports in its own terms. */
const SECTIONS_WITH_OWN_CHECK = new Set(['sustainability', 'host']);
/**
 * Sections whose content other sections of the same criterion often carry ("Innovation" holds the state of the art):
 * when a sibling is there, the judgement checks (novelty, IP) say what is missing.
 */
const SECTIONS_A_SIBLING_COVERS = new Set(['state-of-the-art', 'innovation-ip', 'innovation']);

/** No heading, no uploaded document and hardly a passage speaks to the expected section. */
function isSectionMissing(context: TReviewContext, id: string): boolean {
  const expected = context.funder.sections.find((section) => section.id === id);
  if (!expected) return false;
  const uploaded = new Set(context.reads.map((read) => read.document.slot));
  if (expected.satisfiedBySlots?.some((slot) => uploaded.has(slot))) return false;
  if (sectionsWithTarget(context, expected.id).length > 0) return false;
  const hits = findMatches(
    contentReads(context),
    matcherFor(`section:${context.projectType}:${expected.id}`, expected.keywords),
  );
  return hits.length < SECTION_MIN_HITS;
}

export function checkMissingSections(context: TReviewContext): TFindingDraft[] {
  const drafts: TFindingDraft[] = [];
  const reads = contentReads(context);
  if (reads.length === 0) return [];
  const { t } = context.messages;
  for (const expected of context.funder.sections) {
    if (expected.id === 'summary' || SECTIONS_WITH_OWN_CHECK.has(expected.id)) continue;
    if (!isSectionMissing(context, expected.id)) continue;
    const hasSibling = context.funder.sections.some(
      (other) =>
        other.id !== expected.id &&
        other.supports.some((criterion) => expected.supports.includes(criterion)) &&
        sectionsWithTarget(context, other.id).length > 0,
    );
    if (SECTIONS_A_SIBLING_COVERS.has(expected.id) && hasSibling) continue;
    // Research with no product has no market to describe: the product focus finding says so.
    if (expected.id === 'market' && isResearchLed(context)) continue;
    const section = context.messages.sectionInSentence(context.projectType, expected);
    drafts.push({
      check: 'section-missing',
      criterion: expected.supports[0] ?? FORMAL_CRITERION,
      severity: 'important',
      title: t('section.title', { section }),
      explanation: t('section.explanation', { section }),
      suggestion: t('section.suggestion', { title: context.messages.sectionTitle(context.projectType, expected) }),
      lookedFor: t('section.lookedFor', { section, documents: reads.map((read) => read.document.slotName).join(', ') }),
    });
  }
  return drafts;
}
