import type { TComparedRevision, TFinding, TReviewReport } from '@grant-review/contract';
import { describe, expect, it } from 'vitest';
import { compareRevisions, type TComparedFile, type TComparisonSide } from './compare-reports.js';
import { runReviewEngine } from './engine/index.js';
import { INNOSUISSE_CLEAN_EN, INNOSUISSE_FLAWED_EN } from './test-support/fixtures.js';

const flawed = runReviewEngine({ projectType: 'INNOSUISSE_PROJECT', documents: INNOSUISSE_FLAWED_EN }).report;
const clean = runReviewEngine({ projectType: 'INNOSUISSE_PROJECT', documents: INNOSUISSE_CLEAN_EN }).report;

const file = (slot: string, name: string, content = `text of ${name}`): TComparedFile => ({
  slot,
  original_filename: name,
  file_size: content.length,
  content,
});

function side(number: number, report: TReviewReport, files: TComparedFile[] = []): TComparisonSide {
  const revision: TComparedRevision = {
    revision_id: `r${number}`,
    number,
    created_at: `2026-11-2${number}T10:00:00.000Z`,
    analysed_at: `2026-11-2${number}T11:00:00.000Z`,
    readiness: report.readiness.level,
    report_language: report.language,
    is_analysis_outdated: false,
  };
  return { revision, report, files };
}

const compare = (before: TComparisonSide, after: TComparisonSide) =>
  compareRevisions('p1', 'INNOSUISSE_PROJECT', before, after);

/** A finding of `report` with its wording replaced, as a reviewer writing it differently would. */
const reworded = (finding: TFinding, severity = finding.severity): TFinding => ({
  ...finding,
  id: `${finding.id}-again`,
  title: `Reworded: ${finding.title.toUpperCase()}`,
  explanation: 'Said in other words.',
  severity,
});

describe('compareRevisions', () => {
  it('shows the flaws fixed between a flawed and a clean application as resolved, and the ratings that rose', () => {
    const comparison = compare(side(1, flawed), side(2, clean));
    const resolvedChecks = comparison.findings.resolved.map((finding) => finding.check);
    expect(resolvedChecks.length).toBeGreaterThan(0);
    // Every finding of the flawed report is accounted for exactly once: resolved or still open.
    expect(comparison.findings.resolved.length + comparison.findings.open.length).toBe(flawed.findings.length);
    expect(comparison.findings.new.length + comparison.findings.open.length).toBe(clean.findings.length);
    expect(comparison.criteria.some((row) => row.change === 'improved')).toBe(true);
    expect(comparison.readiness_change).not.toBe('declined');
    // Formal checks listed are those whose outcome moved, and each says how.
    for (const row of comparison.formal_checks) expect(row.before).not.toBe(row.after);
  });

  it('finds nothing changed when a report is compared with itself', () => {
    const files = [file('APPLICATION_DRAFT', 'draft.docx')];
    const comparison = compare(side(1, flawed, files), side(1, flawed, files));
    expect(comparison.findings.resolved).toEqual([]);
    expect(comparison.findings.new).toEqual([]);
    expect(comparison.findings.open).toHaveLength(flawed.findings.length);
    expect(comparison.criteria.every((row) => row.change === 'unchanged')).toBe(true);
    expect(comparison.formal_checks).toEqual([]);
    expect(comparison.figures).toEqual([]);
    expect(comparison.readiness_change).toBe('unchanged');
    expect(comparison.documents).toEqual([
      {
        slot: 'APPLICATION_DRAFT',
        slot_name: 'Application Draft',
        change: 'unchanged',
        before: 'draft.docx',
        after: 'draft.docx',
      },
    ]);
  });

  it('matches findings by check and criterion, not by wording, and reports a change of severity', () => {
    const [first] = flawed.findings;
    if (!first) throw new Error('the flawed fixture has findings');
    const later: TReviewReport = { ...flawed, findings: [reworded(first, 'minor')] };
    const comparison = compare(side(1, flawed), side(2, later));
    expect(comparison.findings.new).toEqual([]);
    expect(comparison.findings.open).toHaveLength(1);
    expect(comparison.findings.open[0]?.after.title).toMatch(/^Reworded/);
    expect(comparison.findings.open[0]?.severity_change).toBe(first.severity === 'minor' ? 'unchanged' : 'improved');
    expect(comparison.findings.resolved).toHaveLength(flawed.findings.length - 1);
  });

  it('pairs repeated findings of one check most severe first, and leaves the rest resolved or new', () => {
    const [first] = flawed.findings;
    if (!first) throw new Error('the flawed fixture has findings');
    const twice: TReviewReport = {
      ...flawed,
      findings: [
        { ...first, id: 'a', severity: 'minor' },
        { ...first, id: 'b', severity: 'blocker' },
      ],
    };
    const once: TReviewReport = { ...flawed, findings: [{ ...first, id: 'c', severity: 'blocker' }] };
    const fewer = compare(side(1, twice), side(2, once));
    expect(fewer.findings.open.map((pair) => [pair.before.id, pair.after.id])).toEqual([['b', 'c']]);
    expect(fewer.findings.resolved.map((finding) => finding.id)).toEqual(['a']);
    const more = compare(side(1, once), side(2, twice));
    expect(more.findings.new.map((finding) => finding.id)).toEqual(['a']);
  });

  it('lists a criterion rated on one side only as added or dropped', () => {
    const [kept, gone] = flawed.criteria;
    if (!kept || !gone) throw new Error('the fixture rates criteria');
    const later: TReviewReport = { ...flawed, criteria: [kept] };
    const dropped = compare(side(1, flawed), side(2, later)).criteria.find((row) => row.criterion === gone.criterion);
    expect(dropped).toMatchObject({ before: gone.rating, after: null, change: 'dropped' });
    const added = compare(side(1, later), side(2, flawed)).criteria.find((row) => row.criterion === gone.criterion);
    expect(added).toMatchObject({ before: null, after: gone.rating, change: 'added' });
  });

  it('reports key figures whose values changed, and leaves context figures out', () => {
    const base = { label: 'x', file_id: 'f', start: 0, end: 1 };
    const before: TReviewReport = {
      ...flawed,
      figures: [
        { ...base, role: 'total-cost', value: 400_000, unit: 'CHF' },
        { ...base, role: 'cash-contribution', value: 4_000, unit: 'CHF' },
        { ...base, role: 'market-size', value: 1e9, unit: 'CHF' },
      ],
    };
    const after: TReviewReport = {
      ...flawed,
      figures: [
        { ...base, role: 'total-cost', value: 400_000, unit: 'CHF' },
        { ...base, role: 'total-cost', value: 400_000, unit: 'CHF' },
        { ...base, role: 'cash-contribution', value: 30_000, unit: 'CHF' },
        { ...base, role: 'market-size', value: 2e9, unit: 'CHF' },
      ],
    };
    expect(compare(side(1, before), side(2, after)).figures).toEqual([
      { role: 'cash-contribution', unit: 'CHF', before: [4_000], after: [30_000] },
    ]);
  });

  it('keeps a figure in another currency apart: the same number in EUR is a change', () => {
    const base = { label: 'x', file_id: 'f', start: 0, end: 1, role: 'total-cost' as const, value: 400_000 };
    const before: TReviewReport = { ...flawed, figures: [{ ...base, unit: 'CHF' }] };
    const after: TReviewReport = { ...flawed, figures: [{ ...base, unit: 'EUR' }] };
    expect(compare(side(1, before), side(2, after)).figures).toEqual([
      { role: 'total-cost', unit: 'EUR', before: [], after: [400_000] },
      { role: 'total-cost', unit: 'CHF', before: [400_000], after: [] },
    ]);
  });

  it('lists documents added, removed, replaced and unchanged in the programme’s slot order', () => {
    const before = [
      file('FUNDING_PROPOSAL', 'budget.docx'),
      file('APPLICATION_DRAFT', 'draft.docx'),
      file('RISK_MATRIX', 'risks.docx'),
    ];
    const after = [
      file('APPLICATION_DRAFT', 'draft.docx'),
      file('FUNDING_PROPOSAL', 'budget.docx', 'a corrected budget'),
      file('LEGACY_SLOT', 'old.pdf'),
    ];
    const rows = compare(side(1, flawed, before), side(2, flawed, after)).documents;
    expect(rows.map((row) => [row.slot, row.change])).toEqual([
      ['APPLICATION_DRAFT', 'unchanged'],
      ['FUNDING_PROPOSAL', 'replaced'],
      ['RISK_MATRIX', 'removed'],
      ['LEGACY_SLOT', 'added'],
    ]);
    expect(rows.at(-1)).toMatchObject({ slot_name: 'LEGACY_SLOT', before: null, after: 'old.pdf' });
  });
});
