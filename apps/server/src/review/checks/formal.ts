/** The formal and financial checks: one function per TCheckId, fed by the located figures. */
import { formatChf, formatPercent } from '../numbers.js';
import { compileKeywords, findFirstKeywordHit } from '../text.js';
import type { TCheckStatus, TEvidence, TFigures, TFormalRule, TFunderCriteria, TRuleCheck } from '../types.js';
import { BUDGET_SLOTS, MAIN_SLOTS, makeEvidence, type TAnalysedDocument } from './analysed-document.js';
import type { TFigure, TLocatedFigures } from './figures.js';
import type { TMilestoneScan } from './milestones.js';

export interface TFormalContext {
  funder: TFunderCriteria;
  documents: readonly TAnalysedDocument[];
  figures: TLocatedFigures;
  milestones: TMilestoneScan;
}

interface TCheckOutcome {
  status: TCheckStatus;
  finding: string;
  evidence?: TEvidence[];
  fix?: string;
  value?: number;
}

const EXCEPTION_JUSTIFICATION = compileKeywords([
  'high risk',
  'high-risk',
  'broad group of users',
  'broad range of users',
  'wide range of users',
  'lacks the funds',
  'lack of funds',
  'limited financial',
  'art. 19',
  '2bis',
  'hohes risiko',
  'hohen risiko',
  'hoher risiko',
  'breiten nutzerkreis',
  'breiter nutzerkreis',
  'fehlende mittel',
  'finanziellen mittel',
  'risque eleve',
  'large cercle',
  'moyens financiers',
  'rischio elevato',
  'ampia cerchia',
  'mezzi finanziari',
]);
const RESEARCH_PARTNER = compileKeywords([
  'research partner',
  'forschungspartner',
  'partenaire de recherche',
  'partner di ricerca',
  'university',
  'hochschule',
  'fachhochschule',
  'universitat',
  'universite',
  'haute ecole',
  'universita',
  'eth',
  'epfl',
  'empa',
  'psi',
  'institute',
]);
const IMPLEMENTATION_PARTNER = compileKeywords([
  'implementation partner',
  'umsetzungspartner',
  'partenaire de mise en oeuvre',
  'partenaire de mise en œuvre',
  'partner di attuazione',
  'partner di implementazione',
  'industry partner',
  'industriepartner',
]);
const HOST = compileKeywords([
  'host professor',
  'host',
  'hosting professor',
  'gastgeber',
  'gastprofessor',
  'betreuende professor',
  'betreuender professor',
  'professeur hote',
  "professeur d'accueil",
  'professore ospitante',
]);
const ETH = compileKeywords(['eth', 'eth zurich', 'eth zürich', 'department of']);
const PROFESSOR = compileKeywords(['professor', 'prof.', 'professur', 'professeur', 'professore']);
const DEGREE = compileKeywords([
  'msc',
  'm.sc',
  'master',
  'phd',
  'ph.d',
  'doctor',
  'doctoral',
  'doktor',
  'dr. sc',
  'dr sc',
  'doctorat',
  'dottorato',
  'dipl.',
]);
const BASIC_RESEARCH = compileKeywords([
  'basic research',
  'fundamental research',
  'grundlagenforschung',
  'recherche fondamentale',
  'ricerca di base',
  'ricerca fondamentale',
]);
const PRODUCT = compileKeywords([
  'product',
  'service',
  'customer',
  'produkt',
  'dienstleistung',
  'kunde',
  'produit',
  'client',
  'prodotto',
  'servizio',
  'cliente',
]);
const CO_FUNDING = compileKeywords([
  'co-funding',
  'cofunding',
  'co-financing',
  'matching funds',
  'kofinanzierung',
  'co-finanzierung',
  'cofinancement',
  'cofinanziamento',
]);

const first = <T>(items: readonly T[]): T | undefined => items[0];

/** Prefers figures from the documents in `slots`, in document order. */
function preferSlots(
  figures: readonly TFigure[],
  documents: readonly TAnalysedDocument[],
  slots: readonly string[],
): TFigure[] {
  const slotOf = (figure: TFigure) => documents[figure.documentIndex]?.document.slot ?? '';
  return [...figures].sort((a, b) => Number(!slots.includes(slotOf(a))) - Number(!slots.includes(slotOf(b))));
}

/** The total cost the checks divide by: the largest "total" figure of the budget document, else of any document. */
export function pickTotal(context: Pick<TFormalContext, 'documents' | 'figures'>): TFigure | undefined {
  const ordered = preferSlots(context.figures.totals, context.documents, BUDGET_SLOTS);
  const firstSlot = ordered[0] ? context.documents[ordered[0].documentIndex]?.document.slot : undefined;
  const sameDocument = ordered.filter((figure) => context.documents[figure.documentIndex]?.document.slot === firstSlot);
  return sameDocument.reduce<TFigure | undefined>(
    (largest, figure) => (!largest || figure.value > largest.value ? figure : largest),
    undefined,
  );
}

function checkPartnerShare(context: TFormalContext, figures: TFigures): TCheckOutcome {
  const limits = context.funder.limits.implementationPartnerSharePercent ?? { min: 40, max: 60 };
  const total = pickTotal(context);
  const direct = first(preferSlots(context.figures.partnerPercents, context.documents, BUDGET_SLOTS));
  let share: number | undefined;
  let evidence: TEvidence[] = [];
  let how = '';
  if (direct) {
    share = direct.value;
    evidence = [direct.evidence];
    how = 'as stated';
  } else if (total) {
    const partnerAmount = preferSlots(context.figures.partnerAmounts, context.documents, BUDGET_SLOTS)
      .filter((figure) => figure.value < total.value)
      .reduce<TFigure | undefined>(
        (largest, figure) => (!largest || figure.value > largest.value ? figure : largest),
        undefined,
      );
    const inKind = first(preferSlots(context.figures.inKindAmounts, context.documents, BUDGET_SLOTS));
    const cash = first(preferSlots(context.figures.cashAmounts, context.documents, BUDGET_SLOTS));
    const funding = first(
      preferSlots(context.figures.fundingAmounts, context.documents, BUDGET_SLOTS).filter(
        (figure) => figure.value < total.value,
      ),
    );
    if (partnerAmount) {
      share = (partnerAmount.value / total.value) * 100;
      evidence = [partnerAmount.evidence, total.evidence];
      how = `${formatChf(partnerAmount.value)} of ${formatChf(total.value)} total costs`;
    } else if (inKind || cash) {
      const sum = (inKind?.value ?? 0) + (cash?.value ?? 0);
      share = (sum / total.value) * 100;
      evidence = [...(inKind ? [inKind.evidence] : []), ...(cash ? [cash.evidence] : []), total.evidence];
      how = `in-kind and cash ${formatChf(sum)} of ${formatChf(total.value)} total costs`;
    } else if (funding) {
      share = ((total.value - funding.value) / total.value) * 100;
      evidence = [funding.evidence, total.evidence];
      how = `total costs ${formatChf(total.value)} minus Innosuisse funding ${formatChf(funding.value)}`;
    }
  }
  if (share === undefined) {
    return {
      status: 'not-found',
      finding: "The documents do not state the implementation partner's share of total project costs.",
      fix: `State the implementation partner's contribution (in-kind and cash) in CHF and as a percentage of total project costs (${limits.min}–${limits.max}%).`,
    };
  }
  figures.implementationPartnerSharePercent = Math.round(share * 10) / 10;
  const shown = `${formatPercent(share)} (${how})`;
  if (share >= limits.min - 0.05 && share <= limits.max + 0.05) {
    return {
      status: 'pass',
      finding: `Implementation-partner share ${shown} is within ${limits.min}–${limits.max}%.`,
      evidence,
      value: share,
    };
  }
  if (share > limits.max) {
    return {
      status: 'fail',
      finding: `Implementation-partner share ${shown} is above ${limits.max}% of total project costs.`,
      evidence,
      value: share,
      fix: `Rebalance the budget so the implementation partner carries at most ${limits.max}% of total project costs.`,
    };
  }
  const justification = findJustification(context.documents);
  if (justification) {
    return {
      status: 'warn',
      finding: `Implementation-partner share ${shown} is below ${limits.min}%. A justification seems to be given; check that it explicitly invokes the legal exception (high risk, broad group of users, or the partner lacks funds).`,
      evidence: [...evidence, justification],
      value: share,
      fix: 'Make the justification explicit: name which exception of SR 420.1 Art. 19 para. 2bis applies and why.',
    };
  }
  return {
    status: 'fail',
    finding: `Implementation-partner share ${shown} is below ${limits.min}% of total project costs, and no justification was found.`,
    evidence,
    value: share,
    fix: `Raise the implementation partner's contribution to at least ${limits.min}% of total project costs, or justify the exception (high risk, broad group of users, or the partner lacks funds; SR 420.1 Art. 19 para. 2bis).`,
  };
}

function findJustification(documents: readonly TAnalysedDocument[]): TEvidence | undefined {
  for (const analysed of documents) {
    for (const unit of analysed.units) {
      const hit = findFirstKeywordHit(unit.folded, EXCEPTION_JUSTIFICATION);
      if (hit) return makeEvidence(analysed.document, unit.text, hit.index);
    }
  }
  return undefined;
}

function checkCashContribution(context: TFormalContext, figures: TFigures): TCheckOutcome {
  const minimum = context.funder.limits.cashContributionMinPercent ?? 5;
  const total = pickTotal(context);
  const percents = preferSlots(context.figures.cashPercents, context.documents, BUDGET_SLOTS);
  const direct = percents.find((figure) => figure.basis === 'total');
  const oldBasis = percents.find((figure) => figure.basis === 'funding');
  const amount = first(preferSlots(context.figures.cashAmounts, context.documents, BUDGET_SLOTS));
  let cash: number | undefined;
  let evidence: TEvidence[] = [];
  let how = '';
  if (direct) {
    cash = direct.value;
    evidence = [direct.evidence];
    how = 'of total project costs (as stated)';
  } else if (amount && total && amount.value < total.value) {
    cash = (amount.value / total.value) * 100;
    evidence = [amount.evidence, total.evidence];
    how = `(${formatChf(amount.value)} of ${formatChf(total.value)} total costs)`;
  }
  const outdatedNote = oldBasis
    ? ` The text expresses the cash contribution as ${formatPercent(oldBasis.value)} of the Innosuisse funding: that is the outdated rule (10% of the funding); the current rule is at least ${minimum}% of total project costs.`
    : '';
  if (cash === undefined) {
    return {
      status: oldBasis ? 'fail' : 'not-found',
      finding: oldBasis
        ? `The cash contribution is only given relative to the Innosuisse funding.${outdatedNote}`
        : "The documents do not state the implementation partner's cash contribution.",
      evidence: oldBasis ? [oldBasis.evidence] : [],
      fix: `State the cash contribution to the research partner in CHF and as a percentage of total project costs (at least ${minimum}%).`,
    };
  }
  figures.cashContributionPercent = Math.round(cash * 10) / 10;
  if (cash >= minimum - 0.05) {
    return {
      status: oldBasis ? 'warn' : 'pass',
      finding: `Cash contribution ${formatPercent(cash)} ${how} meets the minimum of ${minimum}%.${outdatedNote}`,
      evidence: [...evidence, ...(oldBasis ? [oldBasis.evidence] : [])],
      value: cash,
      ...(oldBasis
        ? { fix: `Express the cash contribution as a share of total project costs, not of the Innosuisse funding.` }
        : {}),
    };
  }
  return {
    status: 'fail',
    finding: `Cash contribution ${formatPercent(cash)} ${how} is below the minimum of ${minimum}% of total project costs.${outdatedNote}`,
    evidence,
    value: cash,
    fix: total
      ? `Raise the cash contribution to at least ${formatChf(Math.ceil((total.value * minimum) / 100))} (${minimum}% of ${formatChf(total.value)}).`
      : `Raise the cash contribution to at least ${minimum}% of total project costs.`,
  };
}

function checkDuration(context: TFormalContext, figures: TFigures): TCheckOutcome {
  const limits = context.funder.limits.durationMonths;
  const duration = first(preferSlots(context.figures.durations, context.documents, MAIN_SLOTS));
  if (!limits) return { status: 'manual', finding: 'No duration rule.' };
  if (!duration) {
    return {
      status: 'not-found',
      finding: 'The documents do not state the project duration in months.',
      fix: `State the duration in months (${limits.min}–${limits.max} months) in the application and the budget.`,
    };
  }
  figures.durationMonths = duration.value;
  const isWithin = duration.value >= limits.min && duration.value <= limits.max;
  if (isWithin) {
    return {
      status: 'pass',
      finding: `Duration ${duration.value} months is within ${limits.min}–${limits.max} months.`,
      evidence: [duration.evidence],
      value: duration.value,
    };
  }
  return {
    status: limits.isTypicalOnly ? 'warn' : 'fail',
    finding: `Duration ${duration.value} months is outside the ${limits.isTypicalOnly ? 'typical ' : ''}${limits.min}–${limits.max} months.`,
    evidence: [duration.evidence],
    value: duration.value,
    fix: limits.isTypicalOnly
      ? `Justify the unusual duration, or plan within ${limits.min}–${limits.max} months.`
      : `Plan the fellowship within ${limits.min}–${limits.max} months.`,
  };
}

function checkMaxBudget(context: TFormalContext, figures: TFigures): TCheckOutcome {
  const maximum = context.funder.limits.maxBudgetChf ?? 150_000;
  const total = pickTotal(context);
  const budgetDocument = context.documents.find((analysed) => BUDGET_SLOTS.includes(analysed.document.slot));
  const fallback = budgetDocument ? context.figures.largestAmountByDocument.get(budgetDocument.index) : undefined;
  const figure = total ?? fallback;
  if (!figure) {
    return {
      status: 'not-found',
      finding: 'No total budget in CHF was found.',
      fix: `State the total requested amount in CHF (at most ${formatChf(maximum)}).`,
    };
  }
  figures.totalCostChf = figure.value;
  const how = total ? '' : ' (the largest amount in the budget; no line is marked as the total)';
  if (figure.value <= maximum) {
    return {
      status: 'pass',
      finding: `Total budget ${formatChf(figure.value)}${how} is within ${formatChf(maximum)}.`,
      evidence: [figure.evidence],
      value: figure.value,
    };
  }
  return {
    status: 'fail',
    finding: `Total budget ${formatChf(figure.value)}${how} exceeds the maximum of ${formatChf(maximum)} by ${formatChf(figure.value - maximum)}.`,
    evidence: [figure.evidence],
    value: figure.value,
    fix: `Cut ${formatChf(figure.value - maximum)} from the budget (e.g. fewer external services or a shorter plan), or fund that part elsewhere.`,
  };
}

function findUnit(
  documents: readonly TAnalysedDocument[],
  test: (folded: string) => boolean,
  slots?: readonly string[],
): TEvidence | undefined {
  for (const analysed of documents) {
    if (slots && !slots.includes(analysed.document.slot)) continue;
    const unit = analysed.units.find((candidate) => test(candidate.folded));
    if (unit) return makeEvidence(analysed.document, unit.text);
  }
  return undefined;
}

const has = (matcher: ReturnType<typeof compileKeywords>) => (folded: string) =>
  findFirstKeywordHit(folded, matcher) !== undefined;

function checkJointApplication(context: TFormalContext): TCheckOutcome {
  const research = findUnit(context.documents, has(RESEARCH_PARTNER));
  const implementation = findUnit(context.documents, has(IMPLEMENTATION_PARTNER));
  if (research && implementation) {
    return {
      status: 'pass',
      finding:
        'Both a research partner and an implementation partner are named. Their independence in finances and staff cannot be checked from the text: confirm it.',
      evidence: [research, implementation],
    };
  }
  const missing = [research ? undefined : 'research partner', implementation ? undefined : 'implementation partner']
    .filter(Boolean)
    .join(' and ');
  return {
    status: 'warn',
    finding: `No ${missing} is named as such.`,
    evidence: [research, implementation].filter((item): item is TEvidence => item !== undefined),
    fix: `Name the ${missing} explicitly (role, organisation type) and state that the partners are independent in finances and staff.`,
  };
}

function checkMilestones(context: TFormalContext): TCheckOutcome {
  const { total, unmeasurable } = context.milestones;
  if (total === 0) {
    return {
      status: 'not-found',
      finding: 'No milestones were found (lines such as "M1 …" or a list under a "Milestones" heading).',
      fix: 'Add a milestone table: number, month, deliverable, and a measurable success criterion for each.',
    };
  }
  if (unmeasurable.length === 0) {
    return { status: 'pass', finding: `All ${total} milestones carry a measurable target.`, value: total };
  }
  return {
    status: unmeasurable.length * 2 >= total ? 'fail' : 'warn',
    finding: `${unmeasurable.length} of ${total} milestones have no measurable target${unmeasurable.some((item) => item.hasTimingOnly) ? ' (a date alone is not a success criterion)' : ''}.`,
    evidence: unmeasurable.slice(0, 3).map((item) => item.evidence),
    value: unmeasurable.length,
    fix: 'Rewrite each milestone as "month + measurable criterion", e.g. "M2 (month 12): 3 pilot customers run the prototype for 4 weeks with ≥ 95% uptime".',
  };
}

function checkHostProfessor(context: TFormalContext): TCheckOutcome {
  const host = findUnit(
    context.documents,
    (folded) => has(HOST)(folded) && (has(PROFESSOR)(folded) || has(ETH)(folded)),
  );
  if (host) {
    const mentionsEth = context.documents.some((analysed) => analysed.units.some((unit) => has(ETH)(unit.folded)));
    return mentionsEth
      ? { status: 'pass', finding: 'A host professor is named.', evidence: [host] }
      : {
          status: 'warn',
          finding: 'A host is named, but nothing says the host is an ETH professor.',
          evidence: [host],
          fix: 'State that your host is a professor at ETH Zürich and name the department.',
        };
  }
  return {
    status: 'fail',
    finding: 'No host professor was found. The application is made jointly with a host, who must be an ETH professor.',
    fix: 'Name your host professor at ETH (the placeholder is fine if the name was masked) and describe the support they give.',
  };
}

function checkCoFunding(context: TFormalContext): TCheckOutcome {
  const mention = findUnit(context.documents, has(CO_FUNDING));
  return mention
    ? {
        status: 'pass',
        finding: 'Co-funding is mentioned. It is not required; make sure the plan does not depend on it.',
        evidence: [mention],
      }
    : { status: 'pass', finding: 'No co-funding is required, and none is assumed.' };
}

function checkEligibility(context: TFormalContext): TCheckOutcome {
  const cv = context.documents.filter((analysed) => analysed.document.slot === 'CV');
  const degree = findUnit(cv.length > 0 ? cv : context.documents, (folded) => has(DEGREE)(folded) && has(ETH)(folded));
  if (degree) {
    return {
      status: 'pass',
      finding:
        'An ETH degree is mentioned. Check the timing yourself: apply at most 6 months before and 6 months after graduating.',
      evidence: [degree],
    };
  }
  return {
    status: cv.length > 0 ? 'warn' : 'not-found',
    finding: "No ETH master's or doctoral degree was found in the documents.",
    fix: "State your ETH master's or doctoral degree and its (expected) date in the CV; you may apply up to 6 months before and no later than 6 months after graduating.",
  };
}

function checkScope(context: TFormalContext): TCheckOutcome {
  const basic = findUnit(context.documents, has(BASIC_RESEARCH));
  const product = findUnit(context.documents, has(PRODUCT));
  if (basic) {
    return {
      status: 'warn',
      finding: 'The text speaks of basic research; the fellowship funds a product or service, not basic research.',
      evidence: [basic],
      fix: 'Describe the work as developing a product or service from your research results, not as research.',
    };
  }
  if (product)
    return { status: 'pass', finding: 'The application describes a product or service.', evidence: [product] };
  return {
    status: 'warn',
    finding: 'No product or service is named.',
    fix: 'Name the product or service you will build and who will pay for it.',
  };
}

const CHECKS: Record<TFormalRule['checkId'], (context: TFormalContext, figures: TFigures) => TCheckOutcome> = {
  'joint-application': checkJointApplication,
  'implementation-partner-share': checkPartnerShare,
  'cash-contribution': checkCashContribution,
  duration: checkDuration,
  'milestones-measurable': checkMilestones,
  'max-budget': checkMaxBudget,
  'host-professor': checkHostProfessor,
  'co-funding': checkCoFunding,
  eligibility: checkEligibility,
  scope: checkScope,
  manual: (_context) => ({ status: 'manual', finding: 'Not checkable from the text: confirm it yourself.' }),
};

/** Runs every rule of the funder; also fills the figures the checks located. */
export function runFormalChecks(context: TFormalContext): { checks: TRuleCheck[]; figures: TFigures } {
  const figures: TFigures = {};
  const checks = context.funder.rules.map((rule): TRuleCheck => {
    const outcome = CHECKS[rule.checkId](context, figures);
    return {
      rule,
      status: outcome.status,
      finding: outcome.finding,
      evidence: outcome.evidence ?? [],
      ...(outcome.fix ? { fix: outcome.fix } : {}),
      ...(outcome.value !== undefined ? { value: outcome.value } : {}),
    };
  });
  if (figures.totalCostChf === undefined) {
    const total = pickTotal(context);
    if (total) figures.totalCostChf = total.value;
  }
  return { checks, figures };
}
