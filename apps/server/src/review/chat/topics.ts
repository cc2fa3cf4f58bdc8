/**
 * What a chat question is about, in English, German, French or Italian: the topics of a review (budget, market,
 * team, work plan …), each tied to the checks and criteria whose findings answer it, and what kind of question it
 * is (the weakest part, what is missing, what to do next, how the criteria were rated, how to fix something, an
 * overview, or a request only a language model can do).
 */
import type { TFigureRole, TFinding, TProjectType, TReportLanguage, TReviewCheckId } from '@grant-review/contract';
import { getFunderCriteria } from '../criteria/index.js';
import { createMessages } from '../messages/index.js';
import { compileKeywords, findKeywordHits, foldText, type TKeywordHit } from '../text.js';
import type { TKeywords, TLanguage } from '../types.js';

export interface TTopic {
  id: string;
  names: Record<TLanguage, string>;
  /** Words of the question that name the topic; the funder's heading vocabulary of `sections` is added. */
  words: TKeywords;
  /** Expected sections (review/criteria) whose headings name the topic too. */
  sections: readonly string[];
  checks: readonly TReviewCheckId[];
  /** Criteria (of either programme) whose ratings speak to the topic. */
  criteria: readonly string[];
  figureRoles: readonly TFigureRole[];
}

export const TOPICS: readonly TTopic[] = [
  {
    id: 'partner',
    names: {
      en: "the implementation partner's share",
      de: 'Anteil des Umsetzungspartners',
      fr: 'la part du partenaire de mise en œuvre',
      it: 'la quota del partner di attuazione',
    },
    words: {
      en: ['implementation partner', 'partner share', 'cash contribution', 'cash', 'co-funding', 'own contribution'],
      de: [
        'umsetzungspartner',
        'partneranteil',
        'barbeitrag',
        'bar-beitrag',
        'barleistung',
        'eigenleistung',
        'kofinanz',
        'mitfinanz',
      ],
      fr: ['partenaire de mise en oeuvre', 'partenaire de mise en œuvre', 'especes', 'cofinancement'],
      it: ['partner di attuazione', 'partner attuatore', 'contanti', 'cofinanziamento'],
    },
    sections: [],
    checks: ['partner-share', 'cash-contribution', 'joint-application'],
    criteria: [],
    figureRoles: ['partner-contribution', 'partner-share', 'cash-contribution'],
  },
  {
    id: 'budget',
    names: { en: 'the budget', de: 'Budget', fr: 'le budget', it: 'il budget' },
    words: {
      en: ['budget', 'cost', 'financ', 'funding', 'money', 'expense', 'spend', 'chf'],
      de: ['budget', 'kosten', '*kosten', 'finanz', 'geld', 'ausgaben'],
      fr: ['budget', 'cout', 'financ', 'depense', 'argent'],
      it: ['budget', 'cost', 'finanz', 'spes', 'denaro'],
    },
    sections: ['budget'],
    checks: ['budget-limit', 'partner-share', 'cash-contribution', 'work-package-budget', 'figures-consistency'],
    criteria: ['budget'],
    figureRoles: [
      'total-cost',
      'requested-amount',
      'partner-contribution',
      'partner-share',
      'cash-contribution',
      'research-cost',
    ],
  },
  {
    id: 'market',
    names: { en: 'the market', de: 'Markt', fr: 'le marché', it: 'il mercato' },
    words: {
      en: ['market', 'customer', 'sales', 'revenue', 'business model', 'value creation', 'commerciali'],
      de: ['markt', '*markt', 'kunde', 'umsatz', 'vertrieb', 'absatz', 'geschaftsmodell', 'wertschopfung'],
      fr: ['marche', 'client', 'vente', "chiffre d'affaires", "modele d'affaires", 'creation de valeur'],
      it: ['mercato', 'client', 'vendit', 'fatturato', 'modello di business', 'creazione di valore'],
    },
    sections: ['market'],
    checks: ['market-evidence'],
    criteria: ['value-creation', 'innovation-market'],
    figureRoles: ['market-size', 'revenue-forecast'],
  },
  {
    id: 'team',
    names: { en: 'the team', de: 'Team', fr: "l'équipe", it: 'il team' },
    words: {
      en: ['team', 'founder', 'expertise', 'competenc', 'skill', 'experience', 'staff', 'people', 'cv'],
      de: ['team', 'grunder', 'kompetenz', 'erfahrung', 'fahigkeit', 'personal', 'mitarbeit', 'lebenslauf'],
      fr: ['equipe', 'fondat', 'competence', 'experience', 'personnel', 'cv'],
      it: ['team', 'squadra', 'fondator', 'competenz', 'esperienz', 'personale', 'cv'],
    },
    sections: ['team', 'fellow'],
    checks: ['team-competence'],
    criteria: ['expertise', 'entrepreneurship'],
    figureRoles: ['staffing'],
  },
  {
    id: 'plan',
    names: { en: 'the work plan', de: 'Arbeitsplan', fr: 'le plan de travail', it: 'il piano di lavoro' },
    words: {
      en: ['work plan', 'workplan', 'work package', 'milestone', 'timeline', 'schedule', 'deliverable', 'methodolog'],
      de: ['arbeitsplan', 'arbeitspaket', 'meilenstein', 'zeitplan', 'projektplan', 'methodik', 'vorgehen'],
      fr: ['plan de travail', 'lot de travail', 'lots de travail', 'jalon', 'calendrier', 'methodologie', 'livrable'],
      it: ['piano di lavoro', 'pacchett', 'traguard', 'milestone', 'cronoprogramma', 'metodologia'],
    },
    sections: ['work-plan'],
    checks: ['milestones', 'work-package-budget', 'duration'],
    criteria: ['methodology', 'feasibility'],
    figureRoles: ['duration'],
  },
  {
    id: 'risks',
    names: { en: 'the risks', de: 'Risiken', fr: 'les risques', it: 'i rischi' },
    words: {
      en: ['risk', 'mitigat'],
      de: ['risik', '*risik'],
      fr: ['risque', 'attenu'],
      it: ['rischi', 'mitigazion'],
    },
    sections: ['risks'],
    checks: ['risk-mitigation'],
    criteria: [],
    figureRoles: [],
  },
  {
    id: 'innovation',
    names: { en: 'the innovation', de: 'Innovation', fr: "l'innovation", it: "l'innovazione" },
    words: {
      en: ['innovat', 'novel', 'state of the art', 'competitor', 'competition', 'unique', 'usp'],
      de: ['innovation', 'neuheit', 'neuartig', 'stand der technik', 'wettbewerb', 'konkurren', 'alleinstellung'],
      fr: ['innovation', 'nouveaute', "etat de l'art", 'concurren'],
      it: ['innovazion', 'novita', "stato dell'arte", 'concorren'],
    },
    sections: ['state-of-the-art', 'innovation-ip', 'innovation'],
    checks: ['novelty-evidence'],
    criteria: ['innovation', 'innovation-market'],
    figureRoles: [],
  },
  {
    id: 'ip',
    names: {
      en: 'intellectual property',
      de: 'geistiges Eigentum',
      fr: 'la propriété intellectuelle',
      it: 'la proprietà intellettuale',
    },
    words: {
      en: ['ip', 'patent', 'intellectual property', 'freedom to operate', 'fto', 'licen'],
      de: ['patent', 'geistiges eigentum', 'schutzrecht', 'lizenz'],
      fr: ['brevet', 'propriete intellectuelle', 'licence'],
      it: ['brevett', 'proprieta intellettuale', 'licenz'],
    },
    sections: [],
    checks: ['ip-position'],
    criteria: [],
    figureRoles: [],
  },
  {
    id: 'sustainability',
    names: { en: 'sustainability', de: 'Nachhaltigkeit', fr: 'la durabilité', it: 'la sostenibilità' },
    words: {
      en: ['sustainab', 'sdg', 'environment', 'climate', 'co2', 'emission'],
      de: ['nachhaltig', 'umwelt', 'klima', 'sdg'],
      fr: ['durab', 'odd', 'environnement', 'climat'],
      it: ['sostenib', 'ambient', 'clima', 'oss'],
    },
    sections: ['sustainability'],
    checks: ['sustainability'],
    criteria: ['sustainability'],
    figureRoles: [],
  },
  {
    id: 'product',
    names: { en: 'the product', de: 'Produkt', fr: 'le produit', it: 'il prodotto' },
    words: {
      en: ['product', 'prototype', 'basic research'],
      de: ['produkt', 'prototyp', 'grundlagenforschung', 'dienstleistung'],
      fr: ['produit', 'prototype', 'recherche fondamentale'],
      it: ['prodotto', 'prototipo', 'ricerca di base'],
    },
    sections: [],
    checks: ['product-focus'],
    criteria: [],
    figureRoles: [],
  },
  {
    id: 'host',
    names: {
      en: 'the host professor',
      de: 'Host-Professur',
      fr: "le professeur d'accueil",
      it: 'il professore ospitante',
    },
    words: {
      en: ['host', 'professor', 'supervisor'],
      de: ['host', 'professor', 'professur', 'gastgeber', 'betreu'],
      fr: ['professeur', 'hote', 'encadrant'],
      it: ['professore', 'ospit'],
    },
    sections: [],
    checks: ['host-professor'],
    criteria: ['host-support'],
    figureRoles: [],
  },
  {
    id: 'duration',
    names: { en: 'the duration', de: 'Laufzeit', fr: 'la durée', it: 'la durata' },
    words: {
      en: ['duration', 'how long', 'month'],
      de: ['dauer', 'laufzeit', 'monat'],
      fr: ['duree', 'mois'],
      it: ['durata', 'mesi'],
    },
    sections: [],
    checks: ['duration'],
    criteria: [],
    figureRoles: ['duration'],
  },
  {
    id: 'documents',
    names: {
      en: 'the documents and sections',
      de: 'Dokumente und Abschnitte',
      fr: 'les documents et sections',
      it: 'i documenti e le sezioni',
    },
    words: {
      en: ['missing document', 'required document', 'upload', 'attachment', 'formal', 'slot'],
      de: ['fehlende dokument', 'fehlende unterlage', 'anhang', 'formal', 'hochlad'],
      fr: ['document manquant', 'documents manquants', 'piece jointe', 'formel', 'televers'],
      it: ['documento mancante', 'documenti mancanti', 'allegat', 'formal'],
    },
    sections: [],
    checks: ['required-document', 'section-missing'],
    criteria: [],
    figureRoles: [],
  },
  {
    id: 'consistency',
    names: {
      en: 'figures that differ',
      de: 'abweichende Zahlen',
      fr: 'les chiffres incohérents',
      it: 'le cifre incoerenti',
    },
    words: {
      en: ['consisten', 'inconsisten', 'differ', 'contradict', 'mismatch'],
      de: ['widerspr', 'abweich', 'unterschied', 'inkonsisten'],
      fr: ['incoheren', 'coheren', 'contradict', 'differen'],
      it: ['incoeren', 'coeren', 'contraddi', 'differen'],
    },
    sections: [],
    checks: ['figures-consistency'],
    criteria: [],
    figureRoles: [],
  },
];

/** Question vocabulary of a topic for one programme: its own words and the funder's section headings. */
function topicMatchers(topic: TTopic, projectType: TProjectType) {
  const sections = getFunderCriteria(projectType).sections.filter((section) => topic.sections.includes(section.id));
  return [topic.words, ...sections.map((section) => section.headings)].map((keywords) => compileKeywords(keywords));
}

/**
 * The topics a question names. A topic named only inside a longer name of another ("partner" inside
 * "implementation partner") is left out.
 */
export function detectTopics(question: string, projectType: TProjectType): TTopic[] {
  const folded = foldText(question);
  const hits = new Map<TTopic, TKeywordHit[]>();
  for (const topic of TOPICS) {
    const found = topicMatchers(topic, projectType).flatMap((matcher) => findKeywordHits(folded, matcher));
    if (found.length > 0) hits.set(topic, found);
  }
  const isInside = (hit: TKeywordHit, other: TKeywordHit) =>
    other.index <= hit.index && other.end >= hit.end && other.end - other.index > hit.end - hit.index;
  return [...hits.keys()].filter((topic) =>
    (hits.get(topic) ?? []).some(
      (hit) =>
        ![...hits].some(([other, otherHits]) => other !== topic && otherHits.some((item) => isInside(hit, item))),
    ),
  );
}

const CHECKS_OF_SOME_TOPIC = new Set(TOPICS.flatMap((topic) => topic.checks));

/**
 * A finding answers a topic when its check belongs to the topic, or when its check belongs to no topic and its
 * criterion does; a missing section or document answers the topic whose expected section it names.
 */
export function findingAnswersTopic(
  finding: TFinding,
  topic: TTopic,
  projectType: TProjectType,
  language: TReportLanguage = 'en',
): boolean {
  if (finding.check === 'section-missing' || finding.check === 'required-document') {
    if (topic.checks.includes(finding.check)) return true;
    // The finding names the section in the report's language.
    const messages = createMessages(language);
    const titles = getFunderCriteria(projectType)
      .sections.filter((section) => topic.sections.includes(section.id))
      .map((section) => messages.sectionTitle(projectType, section).toLowerCase());
    return titles.some((title) => finding.title.toLowerCase().includes(title));
  }
  if (topic.checks.includes(finding.check)) return true;
  return !CHECKS_OF_SOME_TOPIC.has(finding.check) && topic.criteria.includes(finding.criterion);
}

export type TQuestionKind = 'model-only' | 'weakest' | 'missing' | 'next-steps' | 'criteria' | 'overview' | 'other';

/** Requests that need a language model: writing, rewriting, translating. */
const MODEL_ONLY =
  /\b(re-?writ\w*|rephrase|reword|reformulat\w*|paraphras\w*|translat\w*|proofread|shorten)\b|\b(write|draft|compose|generate)\b.{0,40}\b(summary|section|paragraph|text|letter|abstract|introduction|version|pitch|email|sentences?)\b|\b(umschreib\w*|umformulier\w*|ubersetz\w*|verfass\w*|entwirf)\b|\bschreib(e|en)?\b.{0,40}\bneu\b|\bschreib(e|en)? (mir |uns )?(eine?n?|den|die|das)\b|\b(reecri\w*|reformul\w*|redige\w*|rediger|tradui\w*|ecris|ecrivez)\b|\b(riscriv\w*|riformul\w*|tradu\w*|scrivi\w*|redigi)\b/;

const WEAKEST =
  /\bweakest\b|\bweak (point|part|spot)|\b(biggest|main|largest|greatest) (weakness|problem|issue|gap)|\bworst\b|\bschwachste|\bschwachstelle|\bschwachpunkt|\bgro(ss|ß)te (schwache|problem)|\bhauptproblem|\bplus faible|\bpoint faible|\b(principale|plus grande) faiblesse|\bplus gros probleme|\bpire\b|\bpiu debole|\bpunto debole|\b(debolezza|problema) principale|\bmaggiore debolezza|\bpeggiore/;

const MISSING =
  /\b(missing|lacking|incomplete|what else|fehlt|fehlen|fehlend\w*|vergessen|unvollstandig|was noch|manque\w*|manquant\w*|incomplet\w*|manca\w*|mancant\w*)\b/;

const NEXT_STEPS =
  /\b(next steps?|do next|what (should|must|do) (i|we) (do|fix|change|improve) first|to-?dos?|priorit\w*|nachste\w* schritt\w*|als nachstes|zuerst (tun|machen|andern|verbessern)|prochaines? etapes?|faire ensuite|d'abord corriger|prossim\w* pass\w*|fare ora|fare adesso|fare prima)\b/;

const CRITERIA =
  /\b(criteria|criterion|assess\w*|rated|ratings?|scored?|kriteri\w*|beurteil\w*|bewertet|criteres?|evalue\w*|criteri|criterio|valutat\w*|valuta)\b/;

const OVERVIEW =
  /\b(find|found|findings?|missing|wrong|problems?|issues?|ready|readiness|submit|overall|verdict|chances?|gefunden|befund\w*|fehlt|fehlen|probleme?|bereit|einreich\w*|chancen|trouve\w*|constats?|manque\w*|problemes?|pret|soumettre|trovat\w*|risultat\w*|manca\w*|problem[ia]|pront[ao]|presentare)\b/;

const FIX =
  /\b(fix|improve|better|strengthen|verbesser\w*|beheb\w*|korrigier\w*|starken|amelior\w*|corrig\w*|renforc\w*|miglior\w*|corregg\w*|rafforz\w*)\b/;

/** "How do I write the market section?" asks for advice, which the findings give. */
const ASKS_HOW = /^\s*(how|wie|comment|come)\b/;

export function classifyQuestion(question: string): TQuestionKind {
  const folded = foldText(question);
  if (MODEL_ONLY.test(folded) && !ASKS_HOW.test(folded)) return 'model-only';
  if (WEAKEST.test(folded)) return 'weakest';
  if (NEXT_STEPS.test(folded)) return 'next-steps';
  if (MISSING.test(folded)) return 'missing';
  if (CRITERIA.test(folded)) return 'criteria';
  if (OVERVIEW.test(folded) || FIX.test(folded)) return 'overview';
  return 'other';
}

/** "How do I fix …", "Wie verbessere ich …": the answer leads with what to do. */
export const asksHowToFix = (question: string): boolean => FIX.test(foldText(question));
