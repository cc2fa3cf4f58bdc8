/**
 * Where a question touches a funding rule (the implementation partner's share, the cash contribution, the budget
 * limit, the duration, a joint application, the host professor), the chat says how the rule stands: broken when the
 * report has a finding about it, met when it has none and the figure the engine established is within the rule,
 * unconfirmed when that figure could not be read, and "does not apply" for a rule the programme does not have. The
 * figures are the engine's financial facts (engine/checks/financial.ts), the rules and limits the funder's.
 */
import type { TFinding, TReviewCheckId, TReviewReport } from '@grant-review/contract';
import { getFunderCriteria } from '../criteria/index.js';
import type { TFinancialFacts } from '../engine/checks/financial.js';
import type { TFigure } from '../engine/figures.js';
import { formatChf, formatPercent } from '../numbers.js';
import type { TFunderCriteria, TLanguage } from '../types.js';
import { fillFrame, FRAME } from './language.js';

/** The checks that decide a funding rule, in the order their lines are given. */
const RULE_ANSWER_CHECKS: readonly TReviewCheckId[] = [
  'partner-share',
  'cash-contribution',
  'joint-application',
  'budget-limit',
  'duration',
  'host-professor',
];
const CO_FUNDING_CHECKS: readonly TReviewCheckId[] = ['partner-share', 'cash-contribution', 'joint-application'];

type TRuleStatus = 'met' | 'notMet' | 'unread' | 'outside';

const STATUS_NAMES: Record<TLanguage, Record<TRuleStatus, string>> = {
  en: { met: 'met', notMet: 'not met', unread: 'not confirmed', outside: 'check again' },
  de: { met: 'erfüllt', notMet: 'nicht erfüllt', unread: 'nicht bestätigt', outside: 'erneut prüfen' },
  fr: { met: 'respectée', notMet: 'non respectée', unread: 'non confirmée', outside: 'à revérifier' },
  it: { met: 'rispettata', notMet: 'non rispettata', unread: 'non confermata', outside: 'da ricontrollare' },
};

/** What each rule with a figure says when it is met; `{value}` is the figure, `{range}` what the rule allows. */
const MET: Record<TLanguage, Partial<Record<TReviewCheckId, string>>> = {
  en: {
    'partner-share': "the implementation partner's share of {value} is within {range} of the total project costs.",
    'cash-contribution': 'the cash contribution of {value} of the total project costs reaches the required {range}.',
    'budget-limit': 'the budget of {value} is within the limit of {range}.',
    duration: 'the duration of {value} is within {range}.',
  },
  de: {
    'partner-share':
      'der Anteil des Umsetzungspartners von {value} liegt innerhalb von {range} der Gesamtprojektkosten.',
    'cash-contribution': 'der Barbeitrag von {value} der Gesamtprojektkosten erreicht die verlangten {range}.',
    'budget-limit': 'das Budget von {value} liegt innerhalb der Obergrenze von {range}.',
    duration: 'die Laufzeit von {value} liegt innerhalb von {range}.',
  },
  fr: {
    'partner-share':
      'la part du partenaire de mise en œuvre, {value}, se situe dans la fourchette de {range} des coûts totaux du projet.',
    'cash-contribution': 'la contribution en espèces de {value} des coûts totaux du projet atteint les {range} requis.',
    'budget-limit': 'le budget de {value} respecte la limite de {range}.',
    duration: 'la durée de {value} se situe dans la fourchette de {range}.',
  },
  it: {
    'partner-share': 'la quota del partner di attuazione, {value}, rientra nel {range} dei costi totali del progetto.',
    'cash-contribution':
      'il contributo in contanti del {value} dei costi totali del progetto raggiunge il {range} richiesto.',
    'budget-limit': 'il budget di {value} rispetta il limite di {range}.',
    duration: 'la durata di {value} rientra in {range}.',
  },
};

/** What could not be read from the documents, per rule with a figure. */
const UNREAD_WHAT: Record<TLanguage, Partial<Record<TReviewCheckId, string>>> = {
  en: {
    'partner-share': "the implementation partner's share of the total project costs",
    'cash-contribution': 'the cash contribution',
    'budget-limit': 'the total budget',
    duration: 'the project duration',
  },
  de: {
    'partner-share': 'den Anteil des Umsetzungspartners an den Gesamtprojektkosten',
    'cash-contribution': 'den Barbeitrag',
    'budget-limit': 'das Gesamtbudget',
    duration: 'die Projektdauer',
  },
  fr: {
    'partner-share': 'la part du partenaire de mise en œuvre dans les coûts totaux du projet',
    'cash-contribution': 'la contribution en espèces',
    'budget-limit': 'le budget total',
    duration: 'la durée du projet',
  },
  it: {
    'partner-share': 'la quota del partner di attuazione sui costi totali del progetto',
    'cash-contribution': 'il contributo in contanti',
    'budget-limit': 'il budget totale',
    duration: 'la durata del progetto',
  },
};

const MONTHS: Record<TLanguage, string> = { en: 'months', de: 'Monate', fr: 'mois', it: 'mesi' };

interface TRuleFigure {
  value: number;
  /** Inside what the rule allows. */
  isWithin: boolean;
  display: string;
  range: string;
  /** The document figures it was established from (their labels are document text). */
  figures: readonly TFigure[];
}

/** The figure the engine established for a rule, judged against the funder's limit. */
function ruleFigure(
  check: TReviewCheckId,
  funder: TFunderCriteria,
  facts: TFinancialFacts,
  language: TLanguage,
): TRuleFigure | null | undefined {
  const { limits } = funder;
  const percentRange = (min: number, max: number) => `${min}–${max}%`;
  switch (check) {
    case 'partner-share': {
      const share = limits.implementationPartnerSharePercent;
      const fact = facts.partnerSharePercent;
      if (!share) return undefined;
      if (!fact) return null;
      return {
        value: fact.value,
        isWithin: fact.value >= share.min && fact.value <= share.max,
        display: formatPercent(fact.value),
        range: percentRange(share.min, share.max),
        figures: fact.figures,
      };
    }
    case 'cash-contribution': {
      const min = limits.cashContributionMinPercent;
      const fact = facts.cash;
      if (min === undefined) return undefined;
      if (!fact) return null;
      return {
        value: fact.value,
        isWithin: fact.value >= min,
        display: formatPercent(fact.value),
        range: formatPercent(min),
        figures: fact.figures,
      };
    }
    case 'budget-limit': {
      const max = limits.maxBudgetChf;
      if (max === undefined) return undefined;
      // The engine holds both the total and the amount requested against the limit: the larger one counts.
      const largest = [facts.totalCost, facts.requested]
        .filter((figure): figure is TFigure => figure !== undefined)
        .sort((a, b) => b.value - a.value)[0];
      if (!largest) return null;
      return {
        value: largest.value,
        isWithin: largest.value <= max,
        display: formatChf(largest.value),
        range: formatChf(max),
        figures: [largest],
      };
    }
    case 'duration': {
      const range = limits.durationMonths;
      const fact = facts.durationMonths;
      if (!range) return undefined;
      if (!fact) return null;
      return {
        value: fact.value,
        isWithin: fact.value >= range.min && fact.value <= range.max,
        display: `${fact.value} ${MONTHS[language]}`,
        range: `${range.min}–${range.max} ${MONTHS[language]}`,
        figures: [fact],
      };
    }
    default:
      return undefined;
  }
}

/** Document text inside double quotes, where real values are put back for the project's members. */
const quoted = (text: string) => `"${text.replace(/\s+/g, ' ').trim().replace(/"/g, '”')}"`;

function readFrom(figures: readonly TFigure[], language: TLanguage): string {
  const labels = [...new Set(figures.map((figure) => figure.label))].slice(0, 3);
  return labels.length > 0 ? ` ${fillFrame(FRAME[language].readFrom, { labels: labels.map(quoted).join(', ') })}` : '';
}

function ruleLine(
  check: TReviewCheckId,
  funder: TFunderCriteria,
  findings: readonly TFinding[],
  facts: () => TFinancialFacts,
  language: TLanguage,
): string | null {
  const rule = funder.rules.find((item) => item.check === check);
  if (!rule) return null;
  const status = STATUS_NAMES[language];
  const frame = FRAME[language];
  const head = `- **${rule.title}**:`;
  const found = findings.find((finding) => finding.check === check);
  if (found) return `${head} ${status.notMet} — ${fillFrame(frame.ruleFinding, { finding: found.title })}`;
  if (!MET[language][check]) return `${head} ${status.met} — ${frame.ruleNoFinding}`;

  const figure = ruleFigure(check, funder, facts(), language);
  if (!figure) {
    return `${head} ${status.unread} — ${fillFrame(frame.ruleUnread, { what: UNREAD_WHAT[language][check] ?? '' })}`;
  }
  const values = { value: figure.display, range: figure.range };
  if (!figure.isWithin) {
    return `${head} ${status.outside} — ${fillFrame(frame.ruleOutside, values)}${readFrom(figure.figures, language)}`;
  }
  const met = fillFrame(MET[language][check] ?? '', values);
  return `${head} ${status.met} — ${met}${readFrom(figure.figures, language)}`;
}

/** Why a rule the question asks about is not one of the programme's. */
function notApplicable(checks: readonly TReviewCheckId[], funder: TFunderCriteria, language: TLanguage): string[] {
  const frame = FRAME[language];
  const has = (check: TReviewCheckId) => funder.rules.some((rule) => rule.check === check);
  const lines: string[] = [];
  if (checks.some((check) => CO_FUNDING_CHECKS.includes(check) && !has(check))) {
    const coFunding = funder.rules.find((rule) => rule.id === 'co-funding');
    lines.push(
      fillFrame(frame.coFundingNotApplicable, { programme: funder.programmeName }),
      ...(coFunding ? [`*${coFunding.title} (${coFunding.source})*`] : []),
      '',
    );
  }
  if (checks.includes('budget-limit') && !has('budget-limit')) {
    lines.push(fillFrame(frame.noBudgetCap, { programme: funder.programmeName }), '');
  }
  return lines;
}

/**
 * The rule lines for the checks of a question's topics; empty when the topics touch no funding rule.
 * `isNotApplicable` says that none of the rules asked about is one of the programme's.
 */
export function answerRules(
  report: TReviewReport,
  checks: readonly TReviewCheckId[],
  facts: () => TFinancialFacts,
  language: TLanguage,
): { lines: string[]; isNotApplicable: boolean } {
  const funder = getFunderCriteria(report.project_type);
  const asked = RULE_ANSWER_CHECKS.filter((check) => checks.includes(check));
  const lines = asked
    .map((check) => ruleLine(check, funder, report.findings, facts, language))
    .filter((line): line is string => line !== null);
  return {
    lines: [
      ...(lines.length > 0 ? [`**${FRAME[language].rules}**`, '', ...lines, ''] : []),
      ...notApplicable(asked, funder, language),
    ],
    isNotApplicable: asked.length > 0 && lines.length === 0,
  };
}
