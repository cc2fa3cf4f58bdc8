import { describe, expect, it } from 'vitest';
import { reviewDocuments } from './offline-reviewer.js';
import { buildReport, OFFLINE_REVIEWER_NOTICE, REPORT_SECTIONS } from './report.js';
import {
  ETH_CLEAN_EN,
  ETH_FLAWED_BUDGET_EN,
  INNOSUISSE_CLEAN_EN,
  INNOSUISSE_FLAWED_DE,
  INNOSUISSE_FLAWED_EN,
} from './test-support/fixtures.js';
import type { TReviewResult } from './types.js';

const innosuisse = (documents: typeof INNOSUISSE_CLEAN_EN) =>
  reviewDocuments({ projectType: 'INNOSUISSE_PROJECT', documents });
const eth = (documents: typeof ETH_CLEAN_EN) => reviewDocuments({ projectType: 'ETH_PIONEER_FELLOWSHIP', documents });
const checkOf = (result: TReviewResult, checkId: string) =>
  result.checks.find((check) => check.rule.checkId === checkId);
const sectionOf = (result: TReviewResult, id: string) => result.sections.find((section) => section.section.id === id);
const criterionOf = (result: TReviewResult, id: string) => result.criteria.find((item) => item.criterion.id === id);

/** The planted flaws, as predicates; the clean applications must trigger none of them. */
const PLANTED_FLAGS = {
  missingMarket: (result: TReviewResult) => sectionOf(result, 'market')?.status === 'missing',
  lowPartnerShare: (result: TReviewResult) => checkOf(result, 'implementation-partner-share')?.status === 'fail',
  lowCash: (result: TReviewResult) => checkOf(result, 'cash-contribution')?.status === 'fail',
  unmeasurableMilestones: (result: TReviewResult) => result.milestones.unmeasurable.length > 0,
  overBudget: (result: TReviewResult) => checkOf(result, 'max-budget')?.status === 'fail',
};

describe.each([
  ['English', INNOSUISSE_FLAWED_EN],
  ['German', INNOSUISSE_FLAWED_DE],
])('Innosuisse application with planted flaws (%s)', (_language, documents) => {
  const result = innosuisse(documents);

  it('flags the missing market section and the value-creation criterion', () => {
    expect(PLANTED_FLAGS.missingMarket(result)).toBe(true);
    expect(criterionOf(result, 'value-creation')?.status).not.toBe('addressed');
  });

  it('flags the implementation-partner share of 25%', () => {
    expect(PLANTED_FLAGS.lowPartnerShare(result)).toBe(true);
    expect(result.figures.implementationPartnerSharePercent).toBe(25);
  });

  it('flags the cash contribution of 2%', () => {
    expect(PLANTED_FLAGS.lowCash(result)).toBe(true);
    expect(result.figures.cashContributionPercent).toBe(2);
  });

  it('flags every milestone without a number', () => {
    expect(result.milestones.total).toBeGreaterThanOrEqual(3);
    expect(result.milestones.unmeasurable).toHaveLength(result.milestones.total);
    expect(checkOf(result, 'milestones-measurable')?.status).toBe('fail');
    expect(criterionOf(result, 'methodology')?.status).not.toBe('addressed');
  });

  it('flags the unsupported claims and is not ready', () => {
    expect(result.claims.length).toBeGreaterThan(0);
    expect(['Needs work', 'Not ready']).toContain(result.verdict.level);
  });
});

describe('Innosuisse planted flaws: details', () => {
  const result = innosuisse(INNOSUISSE_FLAWED_EN);

  it('finds the total cost that differs between the application and the budget', () => {
    const total = result.inconsistencies.find((item) => item.what === 'Total cost');
    expect(total?.values.map((value) => value.display).sort()).toEqual(["CHF 850'000", "CHF 900'000"]);
  });

  it('counts the very long sentence and quotes it', () => {
    expect(result.readability.longSentenceCount).toBe(1);
    expect(result.readability.longest?.quote).toMatch(/^Conventional coatings/);
  });

  it('computes the German share from amounts and quotes the budget line', () => {
    const german = innosuisse(INNOSUISSE_FLAWED_DE);
    expect(checkOf(german, 'implementation-partner-share')?.finding).toMatch(/CHF 200'000 of CHF 800'000/);
    expect(german.claims.map((claim) => claim.word.toLowerCase())).toContain('einzigartig');
  });

  it('puts the broken rules at the top of the to-do list', () => {
    expect(result.todos[0]?.text).toMatch(/Implementation-partner share|Cash contribution|milestones/i);
    expect(result.todos.map((todo) => todo.priority)).toEqual(
      [...result.todos.map((todo) => todo.priority)].sort((a, b) => b - a),
    );
  });
});

describe('clean applications', () => {
  it.each([
    ['Innosuisse', () => innosuisse(INNOSUISSE_CLEAN_EN)],
    ['ETH Pioneer', () => eth(ETH_CLEAN_EN)],
  ])('%s: none of the planted flaws is flagged, and it is (nearly) ready', (_name, review) => {
    const result = review();
    for (const [flaw, isFlagged] of Object.entries(PLANTED_FLAGS))
      expect([flaw, isFlagged(result)]).toEqual([flaw, false]);
    expect(['Ready', 'Nearly ready']).toContain(result.verdict.level);
    expect(result.criteria.filter((item) => item.status === 'missing')).toEqual([]);
    expect(result.missingSlots).toEqual([]);
    expect(result.inconsistencies).toEqual([]);
  });

  it('locates the clean Innosuisse figures', () => {
    const result = innosuisse(INNOSUISSE_CLEAN_EN);
    expect(result.figures).toMatchObject({
      implementationPartnerSharePercent: 45,
      cashContributionPercent: 5,
      durationMonths: 24,
      totalCostChf: 850_000,
    });
  });

  it('locates the clean ETH budget and duration', () => {
    const result = eth(ETH_CLEAN_EN);
    expect(result.figures).toMatchObject({ totalCostChf: 148_500, durationMonths: 18 });
    expect(checkOf(result, 'host-professor')?.status).toBe('pass');
  });
});

describe('ETH application with a budget of CHF 180,000', () => {
  const result = eth(ETH_FLAWED_BUDGET_EN);

  it('flags the budget above CHF 150,000 and caps the budget criterion', () => {
    expect(PLANTED_FLAGS.overBudget(result)).toBe(true);
    expect(result.figures.totalCostChf).toBe(180_000);
    expect(checkOf(result, 'max-budget')?.finding).toMatch(/exceeds .* by CHF 30'000/);
    expect(criterionOf(result, 'budget')?.status).toBe('weak');
    expect(result.verdict.level).not.toBe('Ready');
  });
});

describe('missing documents', () => {
  it('reports required slots without a document and is not ready', () => {
    const result = eth([ETH_CLEAN_EN[0]!]);
    expect(result.missingSlots.map((slot) => slot.id)).toEqual(['BUDGET', 'CV']);
    expect(result.verdict.level).toBe('Not ready');
  });

  it('handles a revision without any text', () => {
    const result = innosuisse([]);
    expect(result.criteria.every((item) => item.status === 'missing')).toBe(true);
    expect(buildReport(result)).toContain('No documents with text were provided.');
  });
});

describe('buildReport', () => {
  const report = buildReport(innosuisse(INNOSUISSE_FLAWED_EN));

  it('has the agreed structure', () => {
    expect(report.startsWith('# Pre-submission review: Innosuisse')).toBe(true);
    expect(report).toMatch(/\*\*Overall readiness: (Not ready|Needs work)\*\* — /);
    for (const heading of Object.values(REPORT_SECTIONS)) expect(report).toContain(`## ${heading}`);
    expect(report).toContain('| 2 | Value creation for the Swiss economy or society | Missing |');
    expect(report).toMatch(/\n1\. \*\*/);
  });

  it('says it is the offline reviewer and names the assumptions', () => {
    expect(report).toContain(OFFLINE_REVIEWER_NOTICE);
    expect(report).toContain('**Assumptions (not verified):** the list of expected sections');
  });

  it('quotes evidence with its document and keeps placeholders as they are', () => {
    expect(report).toContain('> "M1: Binder formulation developed." — *Application Draft (`greencoat-draft.pdf`)*');
    expect(report).toContain('[ORGANIZATION_2] GmbH');
  });

  it('marks the ETH criteria as assumptions', () => {
    const ethReport = buildReport(eth(ETH_CLEAN_EN));
    expect(ethReport).toContain('Innovation and market potential *');
    expect(ethReport).toContain('the current ETH page may differ');
  });
});
