/**
 * Innosuisse innovation project with an implementation partner: criteria, formal rules and expected sections.
 * Facts and sources: /work/shared/funder-criteria.md. To update, edit the data below; the reviewer, the report and
 * the model prompts all read it from here.
 */
import type { TFunderCriteria } from '../types.js';
import { KEYWORDS } from './keywords.js';
import { SOURCES, citeSources } from './sources.js';

const EVALUATION = SOURCES.innosuisseEvaluation;
const FINANCIAL_RULES = citeSources(SOURCES.innosuisseProjectPage, SOURCES.fundingOrdinance);

export const INNOSUISSE_CRITERIA: TFunderCriteria = {
  projectType: 'INNOSUISSE_PROJECT',
  funderName: 'Innosuisse',
  programmeName: 'Innosuisse innovation project with an implementation partner',
  sources: [SOURCES.innosuisseEvaluation, SOURCES.innosuisseProjectPage, SOURCES.fundingOrdinance, SOURCES.ripaArt19],
  criteria: [
    {
      id: 'innovation',
      title: 'Level of innovation',
      source: EVALUATION,
      isAssumption: false,
      lookFor: [
        'How new the solution is compared with the state of the art and with competing solutions.',
        'A clear IP position.',
      ],
      aspects: [
        {
          id: 'novelty',
          label: 'what is new',
          keywords: KEYWORDS.novelty,
          fix: 'State in one or two sentences what is new about the solution and which technical hurdle it overcomes.',
        },
        {
          id: 'state-of-the-art',
          label: 'comparison with the state of the art',
          keywords: KEYWORDS.stateOfTheArt,
          fix: 'Add a "State of the art" paragraph that names the best existing solutions and their limits.',
        },
        {
          id: 'competition',
          label: 'competing solutions',
          keywords: KEYWORDS.competition,
          fix: 'Name two or three competitors or alternative solutions and compare them with yours in a small table.',
        },
        {
          id: 'quantified-advantage',
          label: 'advantage quantified against a baseline',
          keywords: KEYWORDS.quantifiedAdvantage,
          needsFigure: true,
          fix: 'Quantify the advantage against a named baseline (e.g. "40% lower energy use than [competitor product]").',
        },
        {
          id: 'ip',
          label: 'IP position',
          keywords: KEYWORDS.intellectualProperty,
          fix: 'Describe the IP position: existing patents or filings, who will own the results, and freedom to operate.',
        },
      ],
    },
    {
      id: 'value-creation',
      title: 'Value creation for the Swiss economy or society',
      source: EVALUATION,
      isAssumption: false,
      lookFor: [
        'The unique selling point.',
        'The sales and earnings potential.',
        'The value added for the implementation partner.',
        'Social-science projects: reduced social costs and societal added value.',
      ],
      aspects: [
        {
          id: 'usp',
          label: 'unique selling point / value proposition',
          keywords: KEYWORDS.valueProposition,
          fix: 'Write the unique selling point as one sentence: for whom, which problem, and why better than the alternatives.',
        },
        {
          id: 'market-size',
          label: 'market size with figures',
          keywords: KEYWORDS.marketSize,
          needsFigure: true,
          fix: 'Give the target market size in CHF or units with its source and year, and the share you aim for.',
        },
        {
          id: 'sales-potential',
          label: 'sales and earnings potential',
          keywords: KEYWORDS.salesPotential,
          needsFigure: true,
          fix: 'Add a revenue projection for the first 3–5 years after the project (units, price, margin).',
        },
        {
          id: 'partner-value',
          label: 'value for the implementation partner (business model, market entry)',
          keywords: KEYWORDS.commercialisation,
          fix: 'Explain how the implementation partner will commercialise the results: business model, market entry, jobs.',
        },
        {
          id: 'swiss-value',
          label: 'value for the Swiss economy or society',
          keywords: KEYWORDS.swissValue,
          fix: 'Say what stays in Switzerland: jobs, production, suppliers, or societal benefit (with numbers).',
        },
      ],
    },
    {
      id: 'methodology',
      title: 'Methodological quality',
      source: EVALUATION,
      isAssumption: false,
      lookFor: [
        'Goals and milestones that are quantitative, verifiable and realistic.',
        'A coherent work plan.',
        'A reasonable cost/benefit ratio.',
      ],
      aspects: [
        {
          id: 'goals',
          label: 'project goals',
          keywords: KEYWORDS.goals,
          fix: 'List the project goals as measurable targets (value, unit, test method).',
        },
        {
          id: 'work-plan',
          label: 'work packages',
          keywords: KEYWORDS.workPlan,
          fix: 'Structure the work into work packages with lead, effort (person-months), duration and deliverables.',
        },
        {
          id: 'milestones',
          label: 'quantitative milestones',
          keywords: KEYWORDS.milestones,
          needsFigure: true,
          fix: 'Give each milestone a measurable success criterion and a month (e.g. "M2, month 12: accuracy ≥ 95% on 500 samples").',
        },
        {
          id: 'cost-benefit',
          label: 'cost/benefit ratio',
          keywords: KEYWORDS.costBenefit,
          fix: 'Relate the project costs to the expected benefit (e.g. revenue or savings per CHF invested).',
        },
        {
          id: 'risks',
          label: 'risks and mitigations',
          keywords: KEYWORDS.risks,
          fix: 'Add the main technical and market risks, each with a mitigation and a go/no-go point.',
        },
      ],
    },
    {
      id: 'expertise',
      title: 'Expertise of the project partners',
      source: EVALUATION,
      isAssumption: false,
      lookFor: [
        'The research partner has the skills and resources to carry out the project.',
        'The implementation partner has the skills and resources to bring the results to market.',
      ],
      aspects: [
        {
          id: 'research-partner',
          label: 'research partner',
          keywords: KEYWORDS.researchPartner,
          fix: "Describe the research partner's group, its relevant prior work and infrastructure.",
        },
        {
          id: 'implementation-partner',
          label: 'implementation partner',
          keywords: KEYWORDS.implementationPartner,
          fix: 'Describe the implementation partner: size, market position and role in the project.',
        },
        {
          id: 'skills',
          label: 'skills and track record',
          keywords: KEYWORDS.expertise,
          fix: 'Show the track record of the key people (years of experience, relevant projects, publications).',
        },
        {
          id: 'market-resources',
          label: 'resources to bring results to market',
          keywords: KEYWORDS.marketResources,
          fix: "Show the implementation partner's production, sales channels and resources to launch the product.",
        },
      ],
    },
    {
      id: 'sustainability',
      title: 'Contribution to sustainable development',
      source: EVALUATION,
      isAssumption: false,
      lookFor: ['A contribution to sustainable development, for example to the UN Sustainable Development Goals.'],
      aspects: [
        {
          id: 'sustainability',
          label: 'environmental or social contribution',
          keywords: KEYWORDS.sustainability,
          fix: 'Add a short "Sustainability" section on environmental and social effects.',
        },
        {
          id: 'quantified-impact',
          label: 'quantified impact',
          keywords: KEYWORDS.quantifiedImpact,
          needsFigure: true,
          fix: 'Quantify the impact (e.g. tonnes of CO2 or kWh saved per year at the planned sales volume).',
        },
        {
          id: 'sdg',
          label: 'UN Sustainable Development Goals',
          keywords: KEYWORDS.sdg,
          fix: 'Name the UN Sustainable Development Goals the project contributes to (e.g. SDG 7, SDG 12).',
        },
      ],
    },
  ],
  rules: [
    {
      id: 'joint-application',
      check: 'joint-application',
      title: 'Research partner and implementation partner apply jointly',
      description:
        'At least one research partner and one implementation partner apply jointly. They must be independent of each other in finances and staff.',
      source: SOURCES.fundingOrdinanceArt7,
      isAssumption: false,
    },
    {
      id: 'implementation-partner-share',
      check: 'partner-share',
      title: 'Implementation-partner share 40–60% of total project costs',
      description: 'The implementation partner carries 40–60% of total project costs.',
      source: FINANCIAL_RULES,
      isAssumption: false,
    },
    {
      id: 'share-exception',
      check: null,
      title: 'Less than 40% only with a justification',
      description:
        'Less than 40% is allowed if the project is high-risk, benefits a broad group of users, or the partner lacks funds. The application must then justify this.',
      source: SOURCES.ripaArt19Para2bis,
      isAssumption: false,
    },
    {
      id: 'cash-contribution',
      check: 'cash-contribution',
      title: 'Cash contribution at least 5% of total project costs',
      description:
        "The implementation partner's cash contribution to the research partner is at least 5% of total project costs.",
      note: 'This replaced the older rule of 10% of the Innosuisse funding; some third-party pages still show the old rule.',
      source: FINANCIAL_RULES,
      isAssumption: false,
    },
    {
      id: 'duration',
      check: 'duration',
      title: 'Duration typically 6–36 months',
      description: 'Duration is typically 6–36 months. There is no funding cap if the cost/benefit ratio is right.',
      source: SOURCES.innosuisseProjectPage,
      isAssumption: false,
    },
    {
      id: 'milestones-quantitative',
      check: 'milestones',
      title: 'Quantitative, verifiable milestones',
      description: 'Goals and milestones are quantitative, verifiable and realistic.',
      source: SOURCES.innosuisseEvaluation,
      isAssumption: false,
    },
    {
      id: 'milestone-reports',
      check: null,
      title: 'Milestone reports and go/no-go decisions',
      description: 'Milestone reports are due 10 days after each milestone, and go/no-go decisions are possible.',
      source: SOURCES.innosuisseProjectPage,
      isAssumption: false,
    },
  ],
  limits: {
    implementationPartnerSharePercent: { min: 40, max: 60 },
    cashContributionMinPercent: 5,
    durationMonths: { min: 6, max: 36, isTypicalOnly: true },
  },
  sections: [
    {
      id: 'summary',
      supports: [],
      title: 'Summary',
      headings: KEYWORDS.summary,
      keywords: KEYWORDS.summary,
      source: SOURCES.assumption,
      isAssumption: true,
    },
    {
      id: 'state-of-the-art',
      supports: ['innovation'],
      title: 'State of the art and competition',
      headings: {
        en: ['state of the art', 'competition', 'competitors', 'prior art', 'background'],
        de: ['stand der technik', 'stand der forschung', 'wettbewerb', 'konkurrenz', 'ausgangslage'],
        fr: ["etat de l'art", 'concurrence', 'contexte'],
        it: ["stato dell'arte", 'concorrenza', 'contesto'],
      },
      keywords: {
        en: [...KEYWORDS.stateOfTheArt.en, ...KEYWORDS.competition.en],
        de: [...KEYWORDS.stateOfTheArt.de, ...KEYWORDS.competition.de],
        fr: [...KEYWORDS.stateOfTheArt.fr, ...KEYWORDS.competition.fr],
        it: [...KEYWORDS.stateOfTheArt.it, ...KEYWORDS.competition.it],
      },
      source: SOURCES.assumption,
      isAssumption: true,
    },
    {
      id: 'innovation-ip',
      supports: ['innovation'],
      title: 'Innovation and IP',
      headings: {
        en: ['innovation', 'intellectual property', 'ip', 'novelty'],
        de: ['innovation', 'geistiges eigentum', 'ip', 'neuheit', 'innovationsgehalt'],
        fr: ['innovation', 'propriete intellectuelle', 'pi'],
        it: ['innovazione', 'proprieta intellettuale'],
      },
      keywords: KEYWORDS.intellectualProperty,
      source: SOURCES.assumption,
      isAssumption: true,
    },
    {
      id: 'market',
      supports: ['value-creation'],
      title: 'Market and value creation',
      headings: {
        en: ['market', 'value creation', 'business model', 'commercialisation', 'commercialization'],
        de: ['markt', '*markt', 'wertschopfung', 'geschaftsmodell', 'kommerzialisierung'],
        fr: ['marche', 'creation de valeur', "modele d'affaires", 'commercialisation'],
        it: ['mercato', 'creazione di valore', 'modello di business', 'commercializzazione'],
      },
      keywords: {
        en: [...KEYWORDS.marketSize.en, ...KEYWORDS.salesPotential.en],
        de: [...KEYWORDS.marketSize.de, ...KEYWORDS.salesPotential.de],
        fr: [...KEYWORDS.marketSize.fr, ...KEYWORDS.salesPotential.fr],
        it: [...KEYWORDS.marketSize.it, ...KEYWORDS.salesPotential.it],
      },
      source: SOURCES.assumption,
      isAssumption: true,
    },
    {
      id: 'work-plan',
      supports: ['methodology'],
      title: 'Goals, work packages and milestones',
      headings: {
        en: ['goals', 'objectives', 'work plan', 'work packages', 'milestones', 'methodology', 'approach'],
        de: ['ziele', 'arbeitsplan', 'arbeitspakete', 'meilensteine', 'methodik', 'vorgehen'],
        fr: ['objectifs', 'plan de travail', 'lots de travail', 'jalons', 'methodologie'],
        it: ['obiettivi', 'piano di lavoro', 'pacchetti di lavoro', 'milestone', 'traguardi', 'metodologia'],
      },
      keywords: KEYWORDS.milestones,
      source: SOURCES.assumption,
      isAssumption: true,
    },
    {
      id: 'team',
      supports: ['expertise'],
      title: 'Team and partners',
      headings: {
        en: ['team', 'partners', 'consortium', 'project partners', 'expertise'],
        de: ['team', 'partner', 'projektpartner', 'konsortium', 'kompetenzen'],
        fr: ['equipe', 'partenaires', 'consortium'],
        it: ['team', 'partner', 'consorzio'],
      },
      keywords: {
        en: [...KEYWORDS.researchPartner.en, ...KEYWORDS.implementationPartner.en],
        de: [...KEYWORDS.researchPartner.de, ...KEYWORDS.implementationPartner.de],
        fr: [...KEYWORDS.researchPartner.fr, ...KEYWORDS.implementationPartner.fr],
        it: [...KEYWORDS.researchPartner.it, ...KEYWORDS.implementationPartner.it],
      },
      source: SOURCES.assumption,
      isAssumption: true,
    },
    {
      id: 'budget',
      supports: ['methodology'],
      title: 'Budget and financing',
      headings: KEYWORDS.budget,
      keywords: KEYWORDS.costBenefit,
      satisfiedBySlots: ['FUNDING_PROPOSAL'],
      source: SOURCES.assumption,
      isAssumption: true,
    },
    {
      id: 'risks',
      supports: ['methodology'],
      title: 'Risks and mitigation',
      headings: {
        en: ['risks', 'risk', 'risk management', 'mitigation'],
        de: ['risiken', 'risiko', 'risikomanagement'],
        fr: ['risques', 'risque', 'gestion des risques'],
        it: ['rischi', 'rischio', 'gestione dei rischi'],
      },
      keywords: KEYWORDS.risks,
      satisfiedBySlots: ['RISK_MATRIX'],
      source: SOURCES.assumption,
      isAssumption: true,
    },
    {
      id: 'sustainability',
      supports: ['sustainability'],
      title: 'Sustainability',
      headings: {
        en: ['sustainability', 'sustainable development', 'environmental impact'],
        de: ['nachhaltigkeit', 'nachhaltige entwicklung', 'umwelt'],
        fr: ['durabilite', 'developpement durable'],
        it: ['sostenibilita', 'sviluppo sostenibile'],
      },
      keywords: KEYWORDS.sustainability,
      source: SOURCES.assumption,
      isAssumption: true,
    },
  ],
  processNotes: [
    {
      text: 'Two independent experts assess the criteria; the Innovation Council decides.',
      source: SOURCES.innosuisseEvaluation,
      isAssumption: false,
    },
    {
      text: 'A formal check by the secretariat comes first, then two experts, then the Innovation Council. This usually takes 6–8 weeks; submit at least 6 weeks before a Council meeting.',
      source: SOURCES.innosuisseEvaluation,
      isAssumption: false,
    },
    {
      text: 'The approval rate was about 50% in 2021. Applications are filed through the Innolink portal.',
      source: SOURCES.innosuisseEvaluation,
      isAssumption: false,
    },
  ],
};
