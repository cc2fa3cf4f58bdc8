/**
 * The financial and formal rules, read from the cost tables first and the text second: the implementation partner's
 * share (40–60% of total costs) and cash contribution (≥ 5%), the duration, ETH's CHF 150,000 limit, a joint
 * application, and figures that must agree (the total in the text and in the budget table, a table's rows and its
 * total row, the amount requested and the budget). A rule is only reported broken when the figures show it; when
 * they cannot be found, the criterion's rationale says so instead.
 */
import { FORMAL_CRITERION } from '@grant-review/contract';
import { BUDGET_SLOTS, findMatches, MAIN_SLOTS, matcherFor, type TReviewContext } from '../context.js';
import { evidenceOf, type TFindingDraft } from '../findings.js';
import type { TFigure } from '../figures.js';
import { sentencesOf, type TReadDocument } from '../read-documents.js';

/** Figures agree when they differ by less than this share (rounding in the text). */
const TOLERANCE = 0.01;

export interface TFinancialFacts {
  totalCost?: TFigure;
  partnerContribution?: { value: number; figures: TFigure[] };
  /**
   * Confident: read from the cost tables or the budget documents alone, or stated as a share and not contradicted by
   * the share the figures give.
   * A rule is reported as a blocker only from confident figures; otherwise the finding says it could not verify.
   */
  partnerSharePercent?: { value: number; figures: TFigure[]; confident: boolean; other?: number };
  cash?: { value: number; figures: TFigure[]; confident: boolean };
  requested?: TFigure;
  durationMonths?: TFigure;
  /** What could not be established, for the criterion's rationale. */
  unknowns: string[];
}

/** A duration labelled as the project's or the fellowship's beats one of unclear subject. */
const PROJECT_DURATION = /project|projekt|projet|progetto|fellowship|stipendium|bourse|borsa/;

const isMoney = (figure: TFigure) => figure.unit === 'CHF';
const inBudget = (figure: TFigure) => BUDGET_SLOTS.includes(figure.slot);

/** Table figures of the budget documents first, then other tables, then prose; totals before parts. */
function rank(figure: TFigure): number {
  return (inBudget(figure) ? 0 : 4) + (figure.source === 'table' ? 0 : 2) + (figure.isTotal ? 0 : 1);
}

const best = (figures: readonly TFigure[]): TFigure | undefined =>
  [...figures].sort((a, b) => rank(a) - rank(b) || b.value - a.value)[0];

/** The project's total cost: the largest total in the best-ranked group (a grand total beats a year's total). */
function findTotalCost(figures: readonly TFigure[]): TFigure | undefined {
  const totals = figures.filter((figure) => figure.role === 'total-cost' && isMoney(figure));
  const top = best(totals);
  if (!top) return undefined;
  return totals.filter((figure) => rank(figure) === rank(top)).sort((a, b) => b.value - a.value)[0];
}

/**
 * The implementation partner's contribution: its own work (in-kind) plus its cash to the research partner. A cost
 * table's partner column holds the partner's own costs; its cash is paid towards the research partner's costs, so it
 * is added unless it is a row of that same column.
 */
function findPartnerContribution(figures: readonly TFigure[]): TFinancialFacts['partnerContribution'] {
  const partner = figures.filter((figure) => figure.role === 'partner-contribution' && isMoney(figure));
  const cash = best(figures.filter((figure) => figure.role === 'cash-contribution' && isMoney(figure)));
  const inKind = best(partner.filter((figure) => figure.part === 'in-kind'));
  if (inKind && cash && inKind.slot === cash.slot) return { value: inKind.value + cash.value, figures: [inKind, cash] };
  const whole =
    best(partner.filter((figure) => figure.part === 'whole' && figure.isTotal)) ??
    best(partner.filter((figure) => figure.part === 'whole'));
  if (!whole) return inKind ? { value: inKind.value, figures: [inKind] } : undefined;
  const cashIsPartOfWhole =
    cash !== undefined &&
    (cash.value >= whole.value ||
      (cash.source === 'table' &&
        whole.source === 'table' &&
        cash.file_id === whole.file_id &&
        sameColumn(cash, whole)));
  if (cash && !cashIsPartOfWhole && whole.source === 'table')
    return { value: whole.value + cash.value, figures: [whole, cash] };
  return { value: whole.value, figures: [whole] };
}

/** Two table figures in one column of one table: the same label after the row's. */
const sameColumn = (a: TFigure, b: TFigure): boolean =>
  a.label.split(' — ')[1] !== undefined && a.label.split(' — ')[1] === b.label.split(' — ')[1];

export function establishFinancialFacts(context: TReviewContext): TFinancialFacts {
  const { figures } = context;
  const unknowns: string[] = [];
  const totalCost = findTotalCost(figures);
  if (!totalCost) unknowns.push('the total project cost');
  const facts: TFinancialFacts = { unknowns };
  if (totalCost) facts.totalCost = totalCost;

  const contribution = findPartnerContribution(figures);
  const explicitShare = best(
    figures.filter((figure) => figure.role === 'partner-share' && figure.unit === '%' && figure.value <= 100),
  );
  /** The budget's own figures: all from tables, or all from the budget documents (their labelled lines). */
  const fromTables = (parts: readonly TFigure[]) =>
    parts.every((figure) => figure.source === 'table') || parts.every(inBudget);
  /** Two readings of one share agree when they differ by at most a point (rounding). */
  const agree = (a: number, b: number) => Math.abs(a - b) <= 1;
  if (contribution && totalCost && contribution.value < totalCost.value) {
    const computed = (contribution.value / totalCost.value) * 100;
    const parts = [...contribution.figures, totalCost];
    facts.partnerContribution = contribution;
    facts.partnerSharePercent = {
      value: computed,
      figures: parts,
      // A computed share the application contradicts with a share of its own is a misreading as likely as a flaw.
      confident: explicitShare ? agree(explicitShare.value, computed) : fromTables(parts),
      ...(explicitShare && !agree(explicitShare.value, computed) ? { other: explicitShare.value } : {}),
    };
  } else if (explicitShare) {
    facts.partnerSharePercent = { value: explicitShare.value, figures: [explicitShare], confident: true };
  } else if (context.projectType === 'INNOSUISSE_PROJECT') {
    unknowns.push("the implementation partner's contribution");
  }

  const cashMoney = best(figures.filter((figure) => figure.role === 'cash-contribution' && isMoney(figure)));
  const cashPercent = best(
    figures.filter((figure) => figure.role === 'cash-contribution' && figure.unit === '%' && figure.value <= 100),
  );
  if (cashMoney && totalCost && cashMoney.value < totalCost.value) {
    const computed = (cashMoney.value / totalCost.value) * 100;
    facts.cash = {
      value: computed,
      figures: [cashMoney, totalCost],
      confident: cashPercent ? agree(cashPercent.value, computed) : fromTables([cashMoney, totalCost]),
    };
  } else if (cashPercent) {
    facts.cash = { value: cashPercent.value, figures: [cashPercent], confident: true };
  } else if (context.projectType === 'INNOSUISSE_PROJECT') {
    unknowns.push("the implementation partner's cash contribution");
  }

  const requested = best(figures.filter((figure) => figure.role === 'requested-amount' && isMoney(figure)));
  if (requested) facts.requested = requested;
  const durations = figures.filter((figure) => figure.role === 'duration');
  const projectDurations = durations.filter((figure) => PROJECT_DURATION.test(figure.label.toLowerCase()));
  const duration = best(projectDurations.length > 0 ? projectDurations : durations);
  if (duration) facts.durationMonths = duration;
  else unknowns.push('the project duration');
  return facts;
}

const evidenceOfFigures = (context: TReviewContext, figures: readonly TFigure[]) =>
  figures.flatMap((figure) => {
    const read = context.reads.find((candidate) => candidate.fileId === figure.file_id);
    return read ? [evidenceOf(read, figure.contextStart, figure.contextEnd)] : [];
  });

/** Words with which applicants justify a share below 40% (SR 420.1 Art. 19 para. 2bis). */
const SHARE_JUSTIFICATION = [
  'art. 19',
  'art 19',
  'high risk',
  'high-risk',
  'broad group of users',
  'lacks the funds',
  'lack of funds',
  'justif',
  'exception',
  'hohes risiko',
  'hohen risiko',
  'breiten kreis',
  'begrund',
  'ausnahme',
  'risque eleve',
  'derogation',
  'rischio elevato',
  'eccezione',
  'motivazione',
];

export function checkFinancialRules(context: TReviewContext, facts: TFinancialFacts): TFindingDraft[] {
  const drafts: TFindingDraft[] = [];
  const { t, chf, percent } = context.messages;
  const { limits } = context.funder;
  const share = limits.implementationPartnerSharePercent;
  if (share && facts.partnerSharePercent) {
    const value = facts.partnerSharePercent.value;
    if (value < share.min - 0.5 || value > share.max + 0.5) {
      const isJustified =
        value < share.min &&
        findMatches(context.reads, matcherFor('share-justification', SHARE_JUSTIFICATION)).length > 0;
      const { confident, other } = facts.partnerSharePercent;
      drafts.push({
        check: 'partner-share',
        criterion: FORMAL_CRITERION,
        severity: !confident ? 'minor' : isJustified ? 'important' : 'blocker',
        title: confident
          ? t('share.title', { value: percent(value) })
          : other !== undefined
            ? t('share.uncertainStated.title', { value: percent(value), other: percent(other) })
            : t('share.uncertain.title', { value: percent(value) }),
        // Whole sentences, each its own message.
        explanation: [
          t('share.explanation', { min: share.min, max: share.max }),
          confident ? '' : t('share.uncertainNote'),
          isJustified ? t('share.justifiedNote') : '',
        ]
          .filter(Boolean)
          .join(' '),
        suggestion:
          value < share.min
            ? t('share.suggestion.raise', { min: share.min })
            : t('share.suggestion.lower', { max: share.max }),
        evidence: evidenceOfFigures(context, facts.partnerSharePercent.figures),
      });
    }
  }
  const minCash = limits.cashContributionMinPercent;
  if (minCash !== undefined && facts.cash && facts.cash.value < minCash - 0.05) {
    const { confident } = facts.cash;
    drafts.push({
      check: 'cash-contribution',
      criterion: FORMAL_CRITERION,
      severity: confident ? 'blocker' : 'minor',
      title: t(confident ? 'cash.title' : 'cash.uncertain.title', { value: percent(facts.cash.value) }),
      explanation: [t('cash.explanation', { min: minCash }), confident ? '' : t('cash.uncertainNote')]
        .filter(Boolean)
        .join(' '),
      suggestion: facts.totalCost
        ? t('cash.suggestionWithAmount', { min: minCash, amount: chf((facts.totalCost.value * minCash) / 100) })
        : t('cash.suggestion', { min: minCash }),
      evidence: evidenceOfFigures(context, facts.cash.figures),
    });
  }
  const duration = limits.durationMonths;
  if (duration && facts.durationMonths) {
    const months = facts.durationMonths.value;
    if (months < duration.min || months > duration.max) {
      drafts.push({
        check: 'duration',
        criterion: FORMAL_CRITERION,
        severity: duration.isTypicalOnly ? 'important' : 'blocker',
        title: t('duration.title', { months, min: duration.min, max: duration.max }),
        explanation: t(duration.isTypicalOnly ? 'duration.explanation.typical' : 'duration.explanation.fixed', {
          min: duration.min,
          max: duration.max,
        }),
        suggestion: t('duration.suggestion', { months, min: duration.min, max: duration.max }),
        evidence: evidenceOfFigures(context, [facts.durationMonths]),
      });
    }
  }
  const maxBudget = limits.maxBudgetChf;
  if (maxBudget !== undefined) {
    const candidates = [facts.totalCost, facts.requested].filter((figure): figure is TFigure => figure !== undefined);
    const over = candidates.filter((figure) => figure.value > maxBudget * (1 + TOLERANCE / 10));
    const largest = over.sort((a, b) => b.value - a.value)[0];
    if (largest) {
      drafts.push({
        check: 'budget-limit',
        criterion: FORMAL_CRITERION,
        severity: 'blocker',
        title: t('budget.title', { value: chf(largest.value), limit: chf(maxBudget) }),
        explanation: t('budget.explanation', { limit: chf(maxBudget) }),
        suggestion: t('budget.suggestion', { limit: chf(maxBudget) }),
        evidence: evidenceOfFigures(context, [largest]),
      });
    }
  }
  return drafts;
}

/** The text's and the budget table's totals and requested amounts must agree; so must a table and its total row. */
export function checkFigureConsistency(context: TReviewContext, facts: TFinancialFacts): TFindingDraft[] {
  const drafts: TFindingDraft[] = [];
  const { t, chf } = context.messages;
  const differs = (a: number, b: number) => Math.abs(a - b) > Math.max(a, b) * TOLERANCE;
  // The budget's own total: the one established from the budget documents' tables, or failing a table their text.
  const budgetTotal =
    facts.totalCost && (facts.totalCost.source === 'table' || BUDGET_SLOTS.includes(facts.totalCost.slot))
      ? facts.totalCost
      : undefined;
  if (budgetTotal) {
    const stated = context.figures.filter(
      (figure) =>
        figure.role === 'total-cost' &&
        figure.unit === 'CHF' &&
        figure.source === 'text' &&
        MAIN_SLOTS.includes(figure.slot) &&
        differs(figure.value, budgetTotal.value),
    );
    const first = stated[0];
    if (first) {
      drafts.push({
        check: 'figures-consistency',
        criterion: FORMAL_CRITERION,
        severity: 'important',
        title: t(budgetTotal.source === 'table' ? 'totals.title.table' : 'totals.title.budget', {
          text: chf(first.value),
          budget: chf(budgetTotal.value),
        }),
        explanation: t('totals.explanation'),
        suggestion: t('totals.suggestion'),
        evidence: evidenceOfFigures(context, [first, budgetTotal]),
      });
    }
  }
  // An amount requested in the proposal must match what the budget asks for.
  const requestedInText = context.figures.find(
    (figure) => figure.role === 'requested-amount' && figure.unit === 'CHF' && MAIN_SLOTS.includes(figure.slot),
  );
  const requestedInBudgets = context.figures.filter(
    (figure) => figure.role === 'requested-amount' && figure.unit === 'CHF' && BUDGET_SLOTS.includes(figure.slot),
  );
  const requestedInBudget =
    requestedInBudgets.find((figure) => figure.isTotal) ??
    (requestedInBudgets.length === 1 ? requestedInBudgets[0] : undefined) ??
    (context.projectType === 'ETH_PIONEER_FELLOWSHIP' ? budgetTotal : undefined);
  if (requestedInText && requestedInBudget && differs(requestedInText.value, requestedInBudget.value)) {
    drafts.push({
      check: 'figures-consistency',
      criterion: FORMAL_CRITERION,
      severity: 'important',
      title: t('requested.title', { text: chf(requestedInText.value), budget: chf(requestedInBudget.value) }),
      explanation: t('requested.explanation'),
      suggestion: t('requested.suggestion'),
      evidence: evidenceOfFigures(context, [requestedInText, requestedInBudget]),
    });
  }
  drafts.push(...checkTableTotals(context));
  return drafts;
}

/** In each money column of a table, the rows must add up to its one total row. */
function checkTableTotals(context: TReviewContext): TFindingDraft[] {
  const drafts: TFindingDraft[] = [];
  const { t, chf } = context.messages;
  for (const read of context.reads) {
    const tableFigures = context.figures.filter(
      (figure) => figure.file_id === read.fileId && figure.source === 'table' && figure.unit === 'CHF',
    );
    for (const table of read.tables) {
      const inTable = tableFigures.filter(
        (figure) => figure.start >= table.range.start && figure.end <= table.range.end,
      );
      const totalRows = new Set(inTable.filter((figure) => figure.isTotal).map((figure) => figure.contextStart));
      // With subtotals the arithmetic is ambiguous: leave it to the reader.
      if (totalRows.size !== 1) continue;
      const columns = groupByColumn(table, inTable);
      for (const column of columns) {
        const total = column.find((figure) => figure.isTotal);
        const items = column.filter((figure) => !figure.isTotal);
        if (!total || items.length < 2) continue;
        const sum = items.reduce((accumulator, figure) => accumulator + figure.value, 0);
        if (Math.abs(sum - total.value) > Math.max(total.value * TOLERANCE, 1)) {
          drafts.push({
            check: 'figures-consistency',
            criterion: FORMAL_CRITERION,
            severity: 'important',
            title: t('tableTotal.title', { sum: chf(sum), total: chf(total.value) }),
            explanation: t('tableTotal.explanation', {
              section: total.section ?? read.document.slotName,
              count: items.length,
              column: total.label.split(' — ')[1] ?? total.label,
            }),
            suggestion: t('tableTotal.suggestion'),
            evidence: [evidenceOf(read, total.contextStart, total.contextEnd)],
          });
          break;
        }
      }
    }
  }
  return drafts;
}

function groupByColumn(table: TReadDocument['tables'][number], figures: readonly TFigure[]): TFigure[][] {
  const columns = new Map<number, TFigure[]>();
  for (const figure of figures) {
    for (const row of table.rows) {
      const column = row.findIndex((cell) => figure.start >= cell.start && figure.end <= cell.end);
      if (column < 0) continue;
      columns.set(column, [...(columns.get(column) ?? []), figure]);
      break;
    }
  }
  return [...columns.values()];
}

const RESEARCH_PARTNER = [
  'research partner',
  'forschungspartner',
  'partenaire de recherche',
  'partner di ricerca',
  'hochschule',
  'fachhochschule',
  'university',
  'universitat',
  'universite',
  'universita',
  'eth',
  'epfl',
  'empa',
  'eawag',
  'psi',
  'wsl',
  'hes-so',
  'supsi',
  'zhaw',
  'fhnw',
  'hslu',
  'bfh',
  'ost',
  'csem',
  // Universities of applied sciences and research institutes, as each language names them.
  'haute ecole',
  'hes',
  'heig-vd',
  'hepia',
  'he-arc',
  'hevs',
  'scuola universitaria',
  'research institute',
  'research institution',
  'forschungsinstitut',
  'forschungsanstalt',
  'forschungsinstitution',
  'institut de recherche',
  'institution de recherche',
  'istituto di ricerca',
  'ente di ricerca',
  'agroscope',
  'idiap',
  'unibe',
  'uzh',
  'unige',
  'unil',
  'unibas',
];
const IMPLEMENTATION_PARTNER = [
  'implementation partner',
  'umsetzungspartner',
  'partenaire de mise en oeuvre',
  'partenaire de mise en œuvre',
  'partenaire de mise en valeur',
  'partenaire charge de la mise en valeur',
  'partner attuatore',
  'partner di attuazione',
  'industry partner',
  'industriepartner',
  'wirtschaftspartner',
  // The partner that brings the result to market, as each language names it.
  'industrial partner',
  'business partner',
  'commercial partner',
  'praxispartner',
  'anwendungspartner',
  'verwertungspartner',
  'partenaire industriel',
  'partenaire economique',
  'partenaire de realisation',
  'partenaire commercial',
  'partner industriale',
  'partner di implementazione',
  'partner economico',
  'partner commerciale',
];

/** Words that say a partner (or a host) is still to be found, defined or agreed, in four languages. */
export const NOT_YET =
  /\b(?:will be (?:sought|found|identified|recruited|approached|defined|selected|chosen|confirmed)|to be (?:found|identified|confirmed|determined|defined|selected|chosen|agreed)|being (?:defined|identified|sought|negotiated|evaluated)|under (?:discussion|negotiation|evaluation)|in (?:talks|discussions?|negotiations?) with|not yet|yet to be|once (?:identified|found|selected)|as soon as (?:it is )?(?:identified|found)|noch (?:nicht|kein\w*|offen|zu finden|zu bestimmen|zu definieren|festzulegen)|(?:wird|werden) (?:noch )?(?:gesucht|evaluiert|bestimmt|definiert)|gesucht|in (?:abklarung|verhandlung\w*|diskussion)|sobald (?:er|sie|es)? ?(?:gefunden|bestimmt|identifiziert)|sera (?:recherchee?|cherchee?|trouvee?|identifiee?|defini?e?|choisie?)|a (?:trouver|definir|determiner|identifier|confirmer)|en cours (?:de|d')\s?(?:definition|discussion|negociation|identification|evaluation)|des qu'il sera identifie|pas encore|reste a (?:trouver|identifier|definir)|sara (?:cercat|individuat|trovat|definit|scelt)[oa]|da (?:trovare|individuare|definire|determinare|identificare|confermare)|in (?:fase|corso) di (?:definizione|valutazione|identificazione|negoziazione|trattativa)|(?:colloqui|trattative|discussioni) in corso|non appena (?:sara )?(?:identificat|individuat|trovat)[oa]|non ancora|tbd|tbc)\b/;

/** A partner qualified as one to come is not named: "the future implementation partner", "künftiger Umsetzungspartner". */
const PROSPECTIVE_BEFORE =
  /\b(?:future|prospective|potential|possible|eventual|candidate|(?:zu)?kunftig\w*|potenziell\w*|moglich\w*|eventuell\w*|futur\w*|potentiel\w*|eventuel\w*|possibles?|futur[oaie]|potenzial[ei]|eventual[ei]|possibil[ei])\s+(?:\w+\s+)?$/;

/** Innosuisse: the partners of the two kinds that apply together and that the documents do not name. */
export function missingPartners(context: TReviewContext): ('research' | 'implementation')[] {
  if (context.projectType !== 'INNOSUISSE_PROJECT') return [];
  const missing: ('research' | 'implementation')[] = [];
  if (findMatches(context.reads, matcherFor('research-partner', RESEARCH_PARTNER)).length === 0)
    missing.push('research');
  const partnerMentions = findMatches(context.reads, matcherFor('implementation-partner', IMPLEMENTATION_PARTNER));
  // "An implementation partner will be sought during the project" names none.
  const named = partnerMentions.filter(({ read, start }) => {
    const sentence = sentencesOf(read, Math.max(0, start - 200), Math.min(read.text.length, start + 200)).find(
      (span) => start >= span.start && start < span.end,
    );
    if (PROSPECTIVE_BEFORE.test(read.folded.slice(Math.max(0, start - 30), start))) return false;
    return !sentence || !NOT_YET.test(sentence.folded);
  });
  if (named.length === 0) missing.push('implementation');
  return missing;
}

/** Innosuisse: a research partner and an implementation partner apply together. */
export function checkJointApplication(context: TReviewContext): TFindingDraft[] {
  const missing = missingPartners(context);
  if (missing.length === 0) return [];
  const which = missing.length > 1 ? 'both' : missing[0];
  const { t } = context.messages;
  return [
    {
      check: 'joint-application',
      criterion: FORMAL_CRITERION,
      severity: 'blocker',
      title: t(`joint.title.${which ?? 'both'}`),
      explanation: t('joint.explanation'),
      suggestion: t('joint.suggestion'),
      lookedFor: t(`joint.lookedFor.${which ?? 'both'}`),
    },
  ];
}
