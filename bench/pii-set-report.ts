/**
 * Printing and target checks for the Swiss document set (`npm run bench -- pii`); the scoring rules are in
 * pii-set.ts.
 */
import {
  charPrecision,
  KEEP_CATEGORIES,
  keptShare,
  LANGUAGES,
  maskedShare,
  SET_PII_TYPES,
  SET_TARGETS,
  SPLITS,
  type TSetDocument,
  type TSetReport,
  type TSetScore,
  type TSplit,
  typeCorrectShare,
} from './pii-set.js';
import type { TTypeMetrics } from './pii-quality.js';

const PRESIDIO_FLOOR = 0.9;

const formatShare = (value: number | undefined): string =>
  value === undefined ? '      –' : `${(value * 100).toFixed(1)}%`.padStart(7);

/** The groups a run reports on: the split asked for, or every split and all. */
function shownSplits(split: TSplit | 'all'): string[] {
  return split === 'all' ? [...SPLITS, 'all'] : [split];
}

/** Shares per type, keep category and group, for `--json` and for docs. */
export function summarizeSetReport(report: TSetReport, split: TSplit | 'all'): Record<string, unknown> {
  const summarize = (score: TSetScore): Record<string, unknown> => ({
    documents: score.documents,
    pii: Object.fromEntries(
      SET_PII_TYPES.map((type) => [
        type,
        {
          values: score.pii[type].values,
          masked: maskedShare(score, type),
          typeCorrect: typeCorrectShare(score, type),
        },
      ]),
    ),
    mustKeepKept: keptShare(score),
    mustKeepByCategory: Object.fromEntries(
      KEEP_CATEGORIES.map((category) => [
        category,
        { spans: score.keep[category]?.spans ?? 0, kept: keptShare(score, category) },
      ]),
    ),
    charPrecision: charPrecision(score),
  });
  const groups = [...shownSplits(split), ...LANGUAGES.map((language) => `lang:${language}`)];
  return {
    split,
    groups: Object.fromEntries(
      groups.flatMap((group) => {
        const score = report.groups[group];
        return score ? [[group, summarize(score)]] : [];
      }),
    ),
    findings: report.findings,
  };
}

export function printSetReport(
  documents: readonly TSetDocument[],
  report: TSetReport,
  split: TSplit | 'all',
  isVerbose: boolean,
): void {
  const count = (value: TSplit): number => documents.filter((document) => document.split === value).length;
  const groups = shownSplits(split);
  console.log(
    `\nSwiss document set (bench/pii-set: ${documents.length} documents, ${SPLITS.map((value) => `${value} ${count(value)}`).join(', ')})`,
  );
  console.log(
    'A value is masked when detected entities of any type cover all its letters and digits; "typed" when the right type does.',
  );
  console.log(`${'type'.padEnd(22)}${groups.map((group) => `${group.padStart(9)} n   masked    typed`).join('')}`);
  for (const type of SET_PII_TYPES) {
    const cells = groups.map((group) => {
      const score = report.groups[group];
      if (!score) return '';
      return `${String(score.pii[type].values).padStart(11)}  ${formatShare(maskedShare(score, type))}  ${formatShare(typeCorrectShare(score, type))}`;
    });
    console.log(`${type.padEnd(22)}${cells.join('')}`);
  }
  const summaryRow = (
    name: string,
    measure: (score: TSetScore) => number | undefined,
    counted: (score: TSetScore) => number,
  ): void => {
    const cells = groups.map((group) => {
      const score = report.groups[group];
      return score ? `${String(counted(score)).padStart(11)}  ${formatShare(measure(score))}         ` : '';
    });
    console.log(`${name.padEnd(22)}${cells.join('')}`);
  };
  summaryRow(
    'must-keep kept',
    (score) => keptShare(score),
    (score) => Object.values(score.keep).reduce((sum, row) => sum + row.spans, 0),
  );
  summaryRow('char precision', charPrecision, (score) => score.maskedChars);

  const scope = split === 'all' ? 'all documents' : `${split} split`;
  console.log(`\nPer language (${scope}): masked share, must-keep kept, char precision`);
  console.log(`${'type'.padEnd(22)}${LANGUAGES.map((language) => `${language.padStart(6)} n  share`).join('')}`);
  const languageRow = (name: string, measure: (score: TSetScore) => [number, number | undefined]): void => {
    const cells = LANGUAGES.map((language) => {
      const score = report.groups[`lang:${language}`];
      if (!score) return '';
      const [total, value] = measure(score);
      return `${String(total).padStart(8)} ${formatShare(value)}`;
    });
    console.log(`${name.padEnd(22)}${cells.join('')}`);
  };
  for (const type of SET_PII_TYPES) languageRow(type, (score) => [score.pii[type].values, maskedShare(score, type)]);
  languageRow('must-keep kept', (score) => [
    Object.values(score.keep).reduce((sum, row) => sum + row.spans, 0),
    keptShare(score),
  ]);
  languageRow('char precision', (score) => [score.maskedChars, charPrecision(score)]);

  console.log(`\nMust-keep text kept per category (${scope})`);
  const selected = report.groups[split];
  for (const category of KEEP_CATEGORIES) {
    const row = selected?.keep[category];
    if (selected && row?.spans) {
      console.log(
        `  ${category.padEnd(10)}${String(row.spans).padStart(5)}  ${formatShare(keptShare(selected, category))}`,
      );
    }
  }

  if (!isVerbose) {
    console.log('\n(--verbose lists misses and over-masks per document; --split dev|holdout|fresh; --json)');
    return;
  }
  for (const findings of report.findings) {
    const lines = [
      ...findings.misses.map((miss) => `  missed     ${miss.type}: ${miss.covered}`),
      ...findings.wrongType.map((wrong) => `  wrong type ${wrong.type}: "${wrong.text}" as ${wrong.detected}`),
      ...findings.brokenKeeps.map((keep) => `  not kept   ${keep.category}: "${keep.text}" <- ${keep.by}`),
      ...findings.overMasks.map((over) => `  over-mask  ${over.type}: "${over.text.replace(/\s+/g, ' ')}"`),
    ];
    console.log(`\n${findings.id}${lines.length ? '' : ': nothing to report'}`);
    for (const line of lines) console.log(line);
  }
}

export interface TTargetResult {
  name: string;
  floor: number;
  /** Measured value per group (dev, holdout, all, or the one split asked for). */
  values: Record<string, number | undefined>;
  isMet: boolean;
}

/** Checks issue 11's targets on the shown groups and presidio-research's set; a target is met when every group meets it. */
export function evaluateTargets(
  report: TSetReport,
  split: TSplit | 'all',
  presidio: TTypeMetrics | undefined,
): TTargetResult[] {
  const groups = shownSplits(split);
  const results = SET_TARGETS.map((target) => {
    const values = Object.fromEntries(
      groups.map((group) => {
        const score = report.groups[group];
        return [group, score ? target.measure(score) : undefined];
      }),
    );
    const isMet = Object.values(values).every((value) => value === undefined || value >= target.floor - 1e-9);
    return { name: target.name, floor: target.floor, values, isMet };
  });
  if (presidio) {
    for (const [name, value] of [
      ['presidio-research precision', presidio.precision],
      ['presidio-research recall', presidio.recall],
    ] as const) {
      results.push({ name, floor: PRESIDIO_FLOOR, values: { set: value }, isMet: value >= PRESIDIO_FLOOR });
    }
  }
  return results;
}

export function printTargets(results: readonly TTargetResult[]): void {
  console.log("\nIssue 11's targets");
  for (const result of results) {
    const values = Object.entries(result.values)
      .map(([group, value]) => `${group} ${formatShare(value)}`)
      .join('  ');
    console.log(
      `  ${result.isMet ? 'PASS' : 'FAIL'}  ${result.name.padEnd(29)} >= ${formatShare(result.floor)}   ${values}`,
    );
  }
}
