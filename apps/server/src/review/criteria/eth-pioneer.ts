/**
 * ETH Pioneer Fellowship: facts from older sources (2016, 2022) and selection criteria that are assumptions.
 * Facts and sources: /work/shared/funder-criteria.md. To update, edit the data below.
 */
import type { TFunderCriteria } from '../types.js';
import { KEYWORDS } from './keywords.js';
import { ETH_SOURCE_NOTE, SOURCES, citeSources } from './sources.js';

const ETH_FACTS = citeSources(SOURCES.ethGuideline, SOURCES.startupticker, SOURCES.dbsseInterview);

export const ETH_PIONEER_CRITERIA: TFunderCriteria = {
  projectType: 'ETH_PIONEER_FELLOWSHIP',
  funderName: 'ETH Zürich',
  programmeName: 'ETH Pioneer Fellowship',
  sources: [SOURCES.ethGuideline, SOURCES.startupticker, SOURCES.dbsseInterview],
  criteria: [
    {
      id: 'innovation-market',
      title: 'Innovation and market potential',
      source: SOURCES.assumption,
      isAssumption: true,
      lookFor: [
        'An innovative product or service with market potential, based on your own previous research (not basic research).',
        'Evidence of demand: customers, pilots, letters of intent.',
        'Market size and competitors.',
      ],
      aspects: [
        {
          id: 'novelty',
          label: 'what is new',
          keywords: KEYWORDS.novelty,
          fix: 'State what is new compared with existing solutions, in one or two sentences.',
        },
        {
          id: 'product',
          label: 'the product or service',
          keywords: KEYWORDS.product,
          fix: 'Describe the product or service you will build, and who buys it.',
        },
        {
          id: 'market-size',
          label: 'market size with figures',
          keywords: KEYWORDS.marketSize,
          needsFigure: true,
          fix: 'Give the target market size in CHF or units, with its source and year.',
        },
        {
          id: 'customers',
          label: 'customers and demand evidence',
          keywords: KEYWORDS.customers,
          fix: 'Show demand: number of customer interviews, pilot partners or letters of intent.',
        },
        {
          id: 'competition',
          label: 'competitors',
          keywords: KEYWORDS.competition,
          fix: 'Name the main competitors or alternatives and what makes your product better.',
        },
        {
          id: 'own-research',
          label: 'basis in your own previous research',
          keywords: KEYWORDS.ownResearch,
          fix: 'Explain which results of your own master or doctoral research the product builds on.',
        },
      ],
    },
    {
      id: 'entrepreneurship',
      title: "The fellow's entrepreneurial drive and skills",
      source: SOURCES.assumption,
      isAssumption: true,
      lookFor: [
        'Entrepreneurial drive: steps already taken towards a company.',
        'Relevant skills, and how gaps will be filled (mentors, co-founders, coaching).',
        'Commitment to 12–18 months of full-time work.',
      ],
      aspects: [
        {
          id: 'entrepreneurship',
          label: 'entrepreneurial steps and intent to found',
          keywords: KEYWORDS.entrepreneurship,
          fix: 'List what you have already done towards a company (customer talks, competitions, incorporation plan).',
        },
        {
          id: 'skills',
          label: 'skills and experience',
          keywords: KEYWORDS.expertise,
          fix: 'Summarise the skills you bring and the experience that proves them.',
        },
        {
          id: 'network',
          label: 'team, mentors and network',
          keywords: KEYWORDS.network,
          fix: 'Say who complements your skills: mentors, advisers or planned co-founders.',
        },
        {
          id: 'motivation',
          label: 'motivation and full-time commitment',
          keywords: KEYWORDS.motivation,
          fix: 'Explain why you, why now, and confirm you will work full-time on the project.',
        },
      ],
    },
    {
      id: 'feasibility',
      title: 'Feasibility of the 12–18-month plan with milestones',
      source: SOURCES.assumption,
      isAssumption: true,
      lookFor: [
        'A realistic 12–18-month work plan.',
        'Milestones with measurable success criteria.',
        'Risks and mitigations.',
      ],
      linkedCheckIds: ['milestones-measurable', 'duration'],
      aspects: [
        {
          id: 'work-plan',
          label: 'work plan',
          keywords: KEYWORDS.workPlan,
          fix: 'Break the fellowship into 3–5 work packages with their months.',
        },
        {
          id: 'milestones',
          label: 'measurable milestones',
          keywords: KEYWORDS.milestones,
          needsFigure: true,
          fix: 'Give each milestone a month and a measurable criterion (e.g. "month 9: 3 paying pilot customers").',
        },
        {
          id: 'timeline',
          label: 'timeline',
          keywords: KEYWORDS.timeline,
          fix: 'Add a timeline (table or Gantt chart) covering the 12–18 months.',
        },
        {
          id: 'risks',
          label: 'risks and mitigations',
          keywords: KEYWORDS.risks,
          fix: 'Name the two or three biggest risks and how you will reduce each.',
        },
      ],
    },
    {
      id: 'budget',
      title: 'A plausible budget within CHF 150,000',
      source: SOURCES.assumption,
      isAssumption: true,
      lookFor: ['A budget within CHF 150,000.', 'Items that match the work plan, each justified.'],
      linkedCheckIds: ['max-budget'],
      aspects: [
        {
          id: 'items',
          label: 'budget items',
          keywords: KEYWORDS.budgetItems,
          fix: 'Break the budget into salary, material, external services and travel.',
        },
        {
          id: 'total',
          label: 'total amount',
          keywords: KEYWORDS.budgetTotal,
          needsFigure: true,
          fix: 'State the total requested amount in CHF.',
        },
        {
          id: 'justification',
          label: 'justification of the items',
          keywords: KEYWORDS.justification,
          fix: 'Justify each larger item (quotes, salary scale, why it is needed for a milestone).',
        },
      ],
    },
    {
      id: 'host-support',
      title: "The host professor's support",
      source: SOURCES.assumption,
      isAssumption: true,
      lookFor: ['A host who is an ETH professor.', 'What the host provides: lab space, infrastructure, supervision.'],
      linkedCheckIds: ['host-professor'],
      aspects: [
        {
          id: 'host',
          label: 'host professor',
          keywords: KEYWORDS.host,
          fix: 'Name your host professor at ETH (keep the placeholder if the name was masked) and the group.',
        },
        {
          id: 'support',
          label: 'what the host provides',
          keywords: KEYWORDS.hostSupport,
          fix: 'Describe what the host provides: lab space, equipment, supervision, and a letter of support.',
        },
      ],
    },
  ],
  rules: [
    {
      id: 'max-budget',
      checkId: 'max-budget',
      title: 'At most CHF 150,000',
      description: 'Up to CHF 150,000 for 12–18 months of full-time work on one innovative product or service.',
      note: ETH_SOURCE_NOTE,
      source: ETH_FACTS,
      isAssumption: false,
    },
    {
      id: 'duration',
      checkId: 'duration',
      title: 'Duration 12–18 months',
      description: '12–18 months of full-time work.',
      note: ETH_SOURCE_NOTE,
      source: ETH_FACTS,
      isAssumption: false,
    },
    {
      id: 'host-professor',
      checkId: 'host-professor',
      title: 'A host who is an ETH professor',
      description:
        "The application is made jointly with a host, who must be an ETH professor. The funds are managed through the host professor's accounts.",
      note: ETH_SOURCE_NOTE,
      source: ETH_FACTS,
      isAssumption: false,
    },
    {
      id: 'co-funding',
      checkId: 'co-funding',
      title: 'No co-funding required',
      description: 'No co-funding is required.',
      note: ETH_SOURCE_NOTE,
      source: ETH_FACTS,
      isAssumption: false,
    },
    {
      id: 'eligibility',
      checkId: 'eligibility',
      title: "ETH master's or doctoral degree",
      description:
        "An ETH master's or doctoral degree. You may apply up to 6 months before graduating and no later than 6 months after.",
      note: ETH_SOURCE_NOTE,
      source: ETH_FACTS,
      isAssumption: false,
    },
    {
      id: 'scope',
      checkId: 'scope',
      title: 'A product or service, not basic research',
      description:
        "A product or service with market potential, based on the applicant's own previous research. It is not basic research.",
      note: ETH_SOURCE_NOTE,
      source: ETH_FACTS,
      isAssumption: false,
    },
    {
      id: 'milestones-measurable',
      checkId: 'milestones-measurable',
      title: 'Milestones with measurable success criteria',
      description: 'The 12–18-month plan has milestones with measurable success criteria.',
      source: citeSources(SOURCES.assumption, SOURCES.reviewPractice),
      isAssumption: true,
    },
    {
      id: 'formal-guidelines',
      checkId: 'manual',
      title: 'Follow the guidelines',
      description:
        'There are two calls a year. Applications that do not follow the guidelines are rejected on formal grounds.',
      note: ETH_SOURCE_NOTE,
      source: ETH_FACTS,
      isAssumption: false,
    },
  ],
  limits: {
    maxBudgetChf: 150_000,
    durationMonths: { min: 12, max: 18, isTypicalOnly: false },
  },
  sections: [
    {
      id: 'summary',
      title: 'Summary',
      headings: KEYWORDS.summary,
      keywords: KEYWORDS.summary,
      source: SOURCES.assumption,
      isAssumption: true,
    },
    {
      id: 'innovation',
      title: 'Innovation and technology',
      headings: {
        en: ['innovation', 'technology', 'the product', 'product', 'solution', 'idea'],
        de: ['innovation', 'technologie', 'produkt', 'losung', 'idee'],
        fr: ['innovation', 'technologie', 'produit', 'solution'],
        it: ['innovazione', 'tecnologia', 'prodotto', 'soluzione'],
      },
      keywords: KEYWORDS.novelty,
      source: SOURCES.assumption,
      isAssumption: true,
    },
    {
      id: 'market',
      title: 'Market and customers',
      headings: {
        en: ['market', 'customers', 'business model', 'competition', 'commercialisation', 'commercialization'],
        de: ['markt', '*markt', 'kunden', 'geschaftsmodell', 'wettbewerb'],
        fr: ['marche', 'clients', "modele d'affaires", 'concurrence'],
        it: ['mercato', 'clienti', 'modello di business', 'concorrenza'],
      },
      keywords: KEYWORDS.marketSize,
      source: SOURCES.assumption,
      isAssumption: true,
    },
    {
      id: 'fellow',
      title: 'The fellow and team',
      headings: {
        en: ['team', 'fellow', 'about me', 'applicant', 'entrepreneurial'],
        de: ['team', 'fellow', 'uber mich', 'antragsteller', 'gesuchsteller'],
        fr: ['equipe', 'candidat', 'a propos'],
        it: ['team', 'candidato', 'chi sono'],
      },
      keywords: KEYWORDS.entrepreneurship,
      satisfiedBySlots: ['CV'],
      source: SOURCES.assumption,
      isAssumption: true,
    },
    {
      id: 'work-plan',
      title: 'Work plan and milestones',
      headings: {
        en: ['work plan', 'milestones', 'timeline', 'plan', 'work packages'],
        de: ['arbeitsplan', 'meilensteine', 'zeitplan', 'arbeitspakete'],
        fr: ['plan de travail', 'jalons', 'calendrier'],
        it: ['piano di lavoro', 'milestone', 'traguardi', 'cronoprogramma'],
      },
      keywords: KEYWORDS.milestones,
      source: SOURCES.assumption,
      isAssumption: true,
    },
    {
      id: 'budget',
      title: 'Budget',
      headings: KEYWORDS.budget,
      keywords: KEYWORDS.budgetItems,
      satisfiedBySlots: ['BUDGET'],
      source: SOURCES.assumption,
      isAssumption: true,
    },
    {
      id: 'host',
      title: 'Host professor and support',
      headings: {
        en: ['host', 'host professor', 'support', 'hosting'],
        de: ['gastgeber', 'professur', 'unterstutzung', 'betreuung'],
        fr: ['hote', 'professeur', 'soutien'],
        it: ['ospite', 'professore', 'supporto'],
      },
      keywords: KEYWORDS.host,
      source: SOURCES.assumption,
      isAssumption: true,
    },
    {
      id: 'risks',
      title: 'Risks',
      headings: {
        en: ['risks', 'risk', 'challenges'],
        de: ['risiken', 'risiko', 'herausforderungen'],
        fr: ['risques', 'risque', 'defis'],
        it: ['rischi', 'rischio', 'sfide'],
      },
      keywords: KEYWORDS.risks,
      source: SOURCES.assumption,
      isAssumption: true,
    },
  ],
  processNotes: [
    {
      text: 'Coaching is provided. More than 70% of fellowships end with a company being founded.',
      source: ETH_FACTS,
      isAssumption: false,
    },
    {
      text: "The funds are managed through the host professor's accounts.",
      source: ETH_FACTS,
      isAssumption: false,
    },
  ],
};
