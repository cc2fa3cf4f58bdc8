/**
 * Review quality: `npm run bench -- review [--app <id>]… [--split dev|holdout|fresh|fresh2|fresh3|fresh4] [--verbose] [--json] [--keep <dir>]`.
 * `--app` keeps the applications whose id contains the text (repeatable); `--verbose` lists the evidence found
 * outside a supporting section; `--json` prints, instead of the figures, each application's manifest, score, report
 * and anonymized documents with the located sections; `--keep` writes the rendered DOCX and PDF files to a folder.
 *
 * Runs the built-in reviewer on the evaluation set in bench/review-set/apps/ and every other folder of
 * bench/review-set/ holding `.app.md` files (fresh/, fresh2/, fresh3/, fresh4/; each manifest names its split) (Innosuisse and ETH Pioneer
 * applications in EN, DE, FR and IT, clean ones and ones with planted flaws; see bench/review-set/README.md) through
 * the real pipeline: each source is rendered to a DOCX or PDF file, extracted and searched for personal data
 * (`analyzeDocumentFile`), anonymized with one placeholder map per application, and reviewed (`reviewRevision`).
 * The set was written without reading the reviewer's rules; the holdout third stands for applications nobody tuned
 * the reviewer on, so its figures are printed on their own.
 *
 * Definitions (also in docs/benchmarks.md):
 * - recall: planted flaws found / planted flaws. Found = the report has a finding of the flaw's check (any
 *   severity); for a missing section or document the finding must also name it (one of the manifest's words).
 *   Recall counting blocker and important findings only is printed next to it.
 * - false-alarm rate: over the (application × check) pairs where the check applies to the programme and nothing is
 *   planted (or excused as a consequence of a planted flaw), the share with a blocker or important finding of that
 *   check. Minor findings on such pairs are counted separately.
 * - clean with a blocker: applications with no planted flaw whose report has any blocker.
 * - evidence relevance: evidence quotes lying in a section the manifest says supports the finding's criterion;
 *   findings of the 'formal' criterion count as relevant in sections marked formal, in any table, and in sections
 *   of the criterion their check serves (CHECK_HOME_CRITERIA: a milestone quoted from the work plan).
 * - quotes not found: evidence whose quote is not the anonymized text between its start and end.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FORMAL_CRITERION,
  REVIEW_CHECK_IDS,
  SLOTS_BY_PROJECT_TYPE,
  type TDocumentStructure,
  type TProjectType,
  type TReviewCheckId,
  type TReviewReport,
  ZDocumentStructure,
} from '@grant-review/contract';
import { analyzeDocumentFile } from '../apps/server/src/documents/analyze-document.js';
import {
  anonymizeWithKnownValues,
  PlaceholderMap,
  type TAnonymizedEntity,
} from '../apps/server/src/documents/anonymize/index.js';
import { reviewRevision } from '../apps/server/src/review/index.js';
import type { TReviewDocument } from '../apps/server/src/review/types.js';
import { renderDocument } from './review-set/render.js';
import {
  parseApplication,
  SPLITS,
  type TSourceApplication,
  type TSourceDocument,
  type TSplit,
} from './review-set/source.js';
import { structureForAnonymizedText } from '../apps/server/src/documents/structure/index.js';

const SPLIT_TITLES: Record<TSplit, string> = {
  dev: 'Dev',
  holdout: 'Holdout (unseen while tuning)',
  fresh: 'Fresh (written after tuning by someone who never read the rules)',
  fresh2: 'Fresh 2 (a second unseen batch, written later by another author who never read the rules)',
  fresh3: 'Fresh 3 (a third unseen batch, written later still by another author who never read the rules)',
  fresh4: 'Fresh 4 (a fourth unseen batch, written later again by another author who never read the rules)',
};

/** apps/ (dev and holdout) and the folders of applications written later without reading the rules (fresh/, …). */
const SET_ROOT = fileURLToPath(new URL('./review-set/', import.meta.url));

async function setFiles(): Promise<string[]> {
  const entries = await readdir(SET_ROOT, { withFileTypes: true });
  const directories = entries.filter((entry) => entry.isDirectory()).map((entry) => path.join(SET_ROOT, entry.name));
  const files = await Promise.all(
    directories.map(async (directory) =>
      (await readdir(directory)).filter((name) => name.endsWith('.app.md')).map((name) => path.join(directory, name)),
    ),
  );
  return files.flat().sort();
}

export const TARGETS = {
  recall: 0.9,
  falseAlarmRate: 0.05,
  cleanWithBlocker: 0,
  evidenceRelevance: 0.95,
  quotesNotFound: 0,
} as const;

/** Checks that concern only one programme; every other check applies to both. */
const CHECKS_NOT_APPLICABLE: Record<TProjectType, readonly TReviewCheckId[]> = {
  INNOSUISSE_PROJECT: ['host-professor', 'budget-limit'],
  ETH_PIONEER_FELLOWSHIP: ['joint-application', 'partner-share', 'cash-contribution'],
};

/**
 * The criterion each check serves in each programme (from the funder criteria, not from the reviewer): a finding
 * filed under 'formal' is also relevant where its quote comes from the section that criterion is assessed in (a
 * milestone quoted from the work plan).
 */
const CHECK_HOME_CRITERIA: Record<TProjectType, Partial<Record<TReviewCheckId, readonly string[]>>> = {
  INNOSUISSE_PROJECT: {
    'joint-application': ['expertise'],
    duration: ['methodology'],
    'work-package-budget': ['methodology'],
    'risk-mitigation': ['methodology'],
    milestones: ['methodology'],
    'team-competence': ['expertise'],
    'ip-position': ['innovation'],
    'novelty-evidence': ['innovation'],
    'product-focus': ['innovation', 'value-creation'],
    'market-evidence': ['value-creation'],
    sustainability: ['sustainability'],
  },
  ETH_PIONEER_FELLOWSHIP: {
    'host-professor': ['host-support'],
    duration: ['feasibility'],
    'work-package-budget': ['feasibility', 'budget'],
    'budget-limit': ['budget'],
    'figures-consistency': ['budget'],
    'risk-mitigation': ['feasibility'],
    milestones: ['feasibility'],
    'team-competence': ['entrepreneurship'],
    'ip-position': ['innovation-market'],
    'novelty-evidence': ['innovation-market'],
    'product-focus': ['innovation-market'],
    'market-evidence': ['innovation-market'],
  },
};

export async function loadApplications(filter: (app: TSourceApplication) => boolean = () => true) {
  const files = await setFiles();
  const applications = await Promise.all(
    files.map(async (file) => parseApplication(await readFile(file, 'utf8'), path.basename(file))),
  );
  return applications.filter(filter);
}

// ─── pipeline ───────────────────────────────────────────────────────────────

/** Maps offsets in the original text to the anonymized text, where placeholders replaced the entities. */
export function createOffsetMapper(entities: readonly TAnonymizedEntity[]): (offset: number) => number {
  const sorted = [...entities].sort((a, b) => a.start - b.start);
  return (offset) => {
    let shift = 0;
    for (const entity of sorted) {
      if (entity.start >= offset) break;
      if (offset < entity.end) return entity.start + shift;
      shift += entity.placeholder.length - (entity.end - entity.start);
    }
    return offset + shift;
  };
}

/** A stretch of a document with the criteria the manifest says it supports; offsets into the anonymized text. */
interface TRegion {
  start: number;
  end: number;
  criteria: readonly string[];
  heading: string | null;
  isTable: boolean;
}

const textPattern = (text: string) =>
  new RegExp(
    text
      .trim()
      .split(/\s+/)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+'),
    'g',
  );

function findFrom(content: string, text: string, from: number): { start: number; end: number } | null {
  const pattern = textPattern(text);
  pattern.lastIndex = from;
  const match = pattern.exec(content);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

/** Locates the source's headings and tables in the extracted text, giving each stretch its criteria. */
export function locateRegions(document: TSourceDocument, content: string, map: (offset: number) => number): TRegion[] {
  const sections: TRegion[] = [];
  const tables: TRegion[] = [];
  const stack: { level: number; criteria: readonly string[] }[] = [];
  let current: TRegion = { start: 0, end: content.length, criteria: document.criteria, heading: null, isTable: false };
  sections.push(current);
  let cursor = 0;
  for (const block of document.blocks) {
    if (block.kind === 'heading') {
      const found = findFrom(content, block.text, cursor);
      if (!found) throw new Error(`${document.fileName}: heading "${block.text}" not found in the extracted text`);
      while (stack.length && (stack[stack.length - 1]?.level ?? 0) >= block.level) stack.pop();
      const criteria = block.criteria.length
        ? block.criteria
        : (stack[stack.length - 1]?.criteria ?? document.criteria);
      stack.push({ level: block.level, criteria });
      current.end = found.start;
      current = { start: found.start, end: content.length, criteria, heading: block.text, isTable: false };
      sections.push(current);
      cursor = found.end;
    } else if (block.kind === 'table') {
      const cells = [...(block.header ?? []), ...block.rows.flat()].filter((cell) => cell.trim());
      const first = cells[0];
      const last = cells[cells.length - 1];
      if (!first || !last) continue;
      const start = findFrom(content, first, cursor);
      const end = start && findFrom(content, last, start.start);
      if (!start || !end) throw new Error(`${document.fileName}: a table starting "${first}" was not found`);
      tables.push({
        start: start.start,
        end: end.end,
        criteria: current.criteria,
        heading: current.heading,
        isTable: true,
      });
      cursor = end.end;
    }
  }
  return [...sections, ...tables].map((region) => ({ ...region, start: map(region.start), end: map(region.end) }));
}

export interface TReviewedDocument {
  review: TReviewDocument;
  regions: TRegion[];
}

export interface TApplicationRun {
  application: TSourceApplication;
  documents: TReviewedDocument[];
  report: TReviewReport;
  milliseconds: number;
}

/**
 * The document model, where extraction makes one (another part of issue 10 adds it to the analysis). Read without
 * assuming the analysis's type has the field yet, and validated against the contract, so a change of shape fails
 * here loudly instead of reviewing without structure.
 */
function readStructure(analyzed: object): TDocumentStructure | undefined {
  if (!('structure' in analyzed) || !analyzed.structure) return undefined;
  return ZDocumentStructure.parse(analyzed.structure);
}

/** Render, extract, detect, anonymize (one map per application) and review: what the server does for a revision. */
export async function runApplication(
  application: TSourceApplication,
  keepDirectory?: string,
): Promise<TApplicationRun> {
  const started = performance.now();
  const directory = keepDirectory
    ? path.join(keepDirectory, application.manifest.id)
    : await mkdtemp(path.join(tmpdir(), 'review-set-'));
  await mkdir(directory, { recursive: true });
  try {
    const map = new PlaceholderMap();
    const slots = SLOTS_BY_PROJECT_TYPE[application.manifest.programme];
    const documents: TReviewedDocument[] = [];
    for (const source of application.documents) {
      const filePath = path.join(directory, source.fileName);
      await writeFile(filePath, renderDocument(source));
      const analyzed = await analyzeDocumentFile(filePath, source.format);
      const structure = readStructure(analyzed);
      const anonymized = anonymizeWithKnownValues(analyzed.content, analyzed.entities, map);
      const { text, entities } = anonymized;
      const mapOffset = createOffsetMapper(entities);
      const reviewStructure = structure ? structureForAnonymizedText(analyzed.content, structure, anonymized) : null;
      const slot = slots.find((candidate) => candidate.id === source.slot);
      if (!slot) throw new Error(`${application.manifest.id}: unknown slot ${source.slot}`);
      documents.push({
        review: {
          fileId: `${application.manifest.id}/${source.slot}`,
          slot: source.slot,
          slotName: slot.name,
          fileName: source.fileName,
          text,
          ...(reviewStructure ? { structure: reviewStructure } : {}),
        },
        regions: locateRegions(source, analyzed.content, mapOffset),
      });
    }
    const report = reviewRevision({
      projectType: application.manifest.programme,
      documents: documents.map((document) => document.review),
    });
    return { application, documents, report, milliseconds: performance.now() - started };
  } finally {
    if (!keepDirectory) await rm(directory, { recursive: true, force: true });
  }
}

// ─── scoring ────────────────────────────────────────────────────────────────

export interface TApplicationScore {
  id: string;
  language: string;
  split: TSplit;
  isClean: boolean;
  planted: { check: TReviewCheckId; found: boolean; foundSerious: boolean; note: string }[];
  /** Checks with no planted flaw that got a blocker or important finding. */
  falseAlarms: TReviewCheckId[];
  minorAlarms: TReviewCheckId[];
  quietPairs: number;
  blockers: number;
  evidence: number;
  relevantEvidence: number;
  irrelevantEvidence: { check: string; criterion: string; quote: string; section: string | null }[];
  quotesNotFound: number;
  milliseconds: number;
}

const isSerious = (severity: string) => severity === 'blocker' || severity === 'important';

function findingNames(finding: TReviewReport['findings'][number], words: readonly string[]): boolean {
  if (!words.length) return true;
  const text = `${finding.title} ${finding.explanation} ${finding.looked_for ?? ''}`.toLowerCase();
  return words.some((word) => text.includes(word.toLowerCase()));
}

export function scoreApplication(run: TApplicationRun): TApplicationScore {
  const { manifest } = run.application;
  const findings = run.report.findings;
  const planted = manifest.flaws.map((flaw) => {
    const matching = findings.filter((finding) => finding.check === flaw.check && findingNames(finding, flaw.match));
    return {
      check: flaw.check,
      found: matching.length > 0,
      foundSerious: matching.some((finding) => isSerious(finding.severity)),
      note: flaw.note,
    };
  });
  const notQuiet = new Set<TReviewCheckId>([...manifest.flaws.map((flaw) => flaw.check), ...manifest.excused]);
  const notApplicable = CHECKS_NOT_APPLICABLE[manifest.programme];
  const quietChecks = REVIEW_CHECK_IDS.filter((check) => !notQuiet.has(check) && !notApplicable.includes(check));
  const flagged = (check: TReviewCheckId, serious: boolean) =>
    findings.some((finding) => finding.check === check && isSerious(finding.severity) === serious);
  // A check of the other programme is never expected: reporting it counts as a false alarm too.
  const strayChecks = notApplicable.filter((check) => !notQuiet.has(check) && flagged(check, true));
  const falseAlarms = [...quietChecks.filter((check) => flagged(check, true)), ...strayChecks];
  const minorAlarms = quietChecks.filter((check) => flagged(check, false) && !flagged(check, true));

  let evidence = 0;
  let relevantEvidence = 0;
  let quotesNotFound = 0;
  const irrelevantEvidence: TApplicationScore['irrelevantEvidence'] = [];
  for (const finding of findings) {
    for (const item of finding.evidence) {
      evidence += 1;
      const document = run.documents.find((candidate) => candidate.review.fileId === item.file_id);
      if (!document || document.review.text.slice(item.start, item.end) !== item.quote) quotesNotFound += 1;
      const containing = (document?.regions ?? []).filter(
        (region) => region.start <= item.start && item.start < region.end,
      );
      const section = containing.filter((region) => !region.isTable).at(-1);
      const inTable = containing.some((region) => region.isTable);
      const supports = (criterion: string) => section?.criteria.includes(criterion) ?? false;
      const homeCriteria = CHECK_HOME_CRITERIA[manifest.programme][finding.check] ?? [];
      const isRelevant =
        supports(finding.criterion) ||
        (finding.criterion === FORMAL_CRITERION && (inTable || homeCriteria.some(supports)));
      if (isRelevant) relevantEvidence += 1;
      else
        irrelevantEvidence.push({
          check: finding.check,
          criterion: finding.criterion,
          quote: item.quote.slice(0, 80),
          section: section?.heading ?? null,
        });
    }
  }
  return {
    id: manifest.id,
    language: manifest.language,
    split: manifest.split,
    isClean: manifest.flaws.length === 0,
    planted,
    falseAlarms,
    minorAlarms,
    quietPairs: quietChecks.length + strayChecks.length,
    blockers: findings.filter((finding) => finding.severity === 'blocker').length,
    evidence,
    relevantEvidence,
    irrelevantEvidence,
    quotesNotFound,
    milliseconds: run.milliseconds,
  };
}

export interface TQualityFigures {
  applications: number;
  planted: number;
  recall: number;
  recallSerious: number;
  falseAlarmRate: number;
  falseAlarms: number;
  quietPairs: number;
  minorAlarmRate: number;
  cleanApplications: number;
  cleanWithBlocker: number;
  cleanWithFalseAlarm: number;
  evidenceRelevance: number;
  evidence: number;
  quotesNotFound: number;
}

const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function summarize(scores: readonly TApplicationScore[]): TQualityFigures {
  const planted = scores.flatMap((score) => score.planted);
  const quietPairs = sum(scores.map((score) => score.quietPairs));
  const evidence = sum(scores.map((score) => score.evidence));
  const clean = scores.filter((score) => score.isClean);
  return {
    applications: scores.length,
    planted: planted.length,
    recall: share(planted.filter((flaw) => flaw.found).length, planted.length),
    recallSerious: share(planted.filter((flaw) => flaw.foundSerious).length, planted.length),
    falseAlarmRate: share(sum(scores.map((score) => score.falseAlarms.length)), quietPairs),
    falseAlarms: sum(scores.map((score) => score.falseAlarms.length)),
    quietPairs,
    minorAlarmRate: share(sum(scores.map((score) => score.minorAlarms.length)), quietPairs),
    cleanApplications: clean.length,
    cleanWithBlocker: clean.filter((score) => score.blockers > 0).length,
    cleanWithFalseAlarm: clean.filter((score) => score.falseAlarms.length > 0).length,
    evidenceRelevance: share(sum(scores.map((score) => score.relevantEvidence)), evidence),
    evidence,
    quotesNotFound: sum(scores.map((score) => score.quotesNotFound)),
  };
}

/** Runs the set (or the applications `filter` keeps) and scores every application. */
export async function runReviewBench(filter?: (app: TSourceApplication) => boolean): Promise<TApplicationScore[]> {
  const scores: TApplicationScore[] = [];
  for (const application of await loadApplications(filter)) {
    scores.push(scoreApplication(await runApplication(application)));
  }
  return scores;
}

// ─── printing ───────────────────────────────────────────────────────────────

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

function printFigures(label: string, figures: TQualityFigures) {
  const mark = (isMet: boolean) => (isMet ? 'met' : 'NOT MET');
  console.log(
    `\n${label}: ${figures.applications} applications, ${figures.planted} planted flaws, ${figures.cleanApplications} clean`,
  );
  const rows: [string, string, string, boolean][] = [
    [
      'recall of planted flaws',
      percent(figures.recall),
      `>= ${percent(TARGETS.recall)}`,
      figures.recall >= TARGETS.recall,
    ],
    ['  (blocker/important findings only)', percent(figures.recallSerious), '', true],
    [
      'false-alarm rate (blocker/important)',
      `${percent(figures.falseAlarmRate)} (${figures.falseAlarms}/${figures.quietPairs})`,
      `<= ${percent(TARGETS.falseAlarmRate)}`,
      figures.falseAlarmRate <= TARGETS.falseAlarmRate,
    ],
    ['  minor findings where nothing is planted', percent(figures.minorAlarmRate), '', true],
    [
      'clean applications with a blocker',
      `${figures.cleanWithBlocker} of ${figures.cleanApplications}`,
      `${TARGETS.cleanWithBlocker}`,
      figures.cleanWithBlocker <= TARGETS.cleanWithBlocker,
    ],
    [
      '  clean applications with any false alarm',
      `${figures.cleanWithFalseAlarm} of ${figures.cleanApplications}`,
      '',
      true,
    ],
    [
      'evidence relevance',
      `${percent(figures.evidenceRelevance)} of ${figures.evidence}`,
      `>= ${percent(TARGETS.evidenceRelevance)}`,
      figures.evidenceRelevance >= TARGETS.evidenceRelevance,
    ],
    [
      'quotes not found',
      String(figures.quotesNotFound),
      `${TARGETS.quotesNotFound}`,
      figures.quotesNotFound <= TARGETS.quotesNotFound,
    ],
  ];
  for (const [name, value, target, isMet] of rows) {
    console.log(
      `  ${name.padEnd(42)} ${value.padStart(16)}  ${target ? `target ${target.padEnd(9)} ${mark(isMet)}` : ''}`,
    );
  }
}

function printPerCheck(scores: readonly TApplicationScore[]) {
  console.log(
    '\nPer check: planted, found, missed; false alarms (blocker/important) and minor ones where nothing is planted',
  );
  console.log(`  ${'check'.padEnd(22)} planted found missed  false-alarms minor`);
  for (const check of REVIEW_CHECK_IDS) {
    const planted = scores.flatMap((score) => score.planted.filter((flaw) => flaw.check === check));
    const found = planted.filter((flaw) => flaw.found).length;
    const alarms = scores.filter((score) => score.falseAlarms.includes(check)).length;
    const minor = scores.filter((score) => score.minorAlarms.includes(check)).length;
    console.log(
      `  ${check.padEnd(22)} ${String(planted.length).padStart(7)} ${String(found).padStart(5)} ${String(planted.length - found).padStart(6)}  ${String(alarms).padStart(12)} ${String(minor).padStart(5)}`,
    );
  }
}

function printPerApplication(scores: readonly TApplicationScore[]) {
  console.log('\nPer application');
  for (const score of scores) {
    const missed = score.planted.filter((flaw) => !flaw.found).map((flaw) => flaw.check);
    const found = score.planted.filter((flaw) => flaw.found).map((flaw) => flaw.check);
    console.log(
      `  ${score.id.padEnd(44)} ${score.split.padEnd(7)} found [${found.join(', ')}] missed [${missed.join(', ')}] ` +
        `false alarms [${score.falseAlarms.join(', ')}] blockers ${score.blockers} ` +
        `evidence ${score.relevantEvidence}/${score.evidence} ${Math.round(score.milliseconds)} ms`,
    );
  }
}

function parseArguments(argv: readonly string[]) {
  const options = {
    apps: [] as string[],
    split: null as TSplit | null,
    json: false,
    verbose: false,
    keep: undefined as string | undefined,
  };
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index];
    if (argument === '--app') options.apps.push(argv[++index] ?? '');
    else if (argument === '--split') {
      const name = argv[++index];
      const split = SPLITS.find((candidate) => candidate === name);
      if (!split) throw new Error(`--split must be one of ${SPLITS.join(', ')}, not "${name ?? ''}"`);
      options.split = split;
    } else if (argument === '--json') options.json = true;
    else if (argument === '--verbose') options.verbose = true;
    else if (argument === '--keep') options.keep = argv[++index];
  }
  return options;
}

async function main() {
  const options = parseArguments(process.argv.slice(2));
  const filter = (app: TSourceApplication) =>
    (!options.apps.length || options.apps.some((id) => app.manifest.id.includes(id))) &&
    (!options.split || app.manifest.split === options.split);
  const started = performance.now();
  const scores: TApplicationScore[] = [];
  const dumps: unknown[] = [];
  for (const application of await loadApplications(filter)) {
    const run = await runApplication(application, options.keep);
    const score = scoreApplication(run);
    scores.push(score);
    if (options.json) {
      const documents = run.documents.map((document) => ({ ...document.review, regions: document.regions }));
      dumps.push({ id: application.manifest.id, manifest: application.manifest, score, report: run.report, documents });
    }
  }
  if (options.json) {
    console.log(JSON.stringify(dumps, null, 2));
    return;
  }
  if (!scores.length) {
    console.error('No application matches.');
    process.exitCode = 1;
    return;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log('Review quality of the built-in reviewer on bench/review-set (targets of issue 10)');
  printPerApplication(scores);
  printFigures('All', summarize(scores));
  for (const split of SPLITS) {
    const part = scores.filter((score) => score.split === split);
    if (part.length && part.length < scores.length) printFigures(SPLIT_TITLES[split], summarize(part));
  }
  printPerCheck(scores);
  console.log('\nPer language');
  for (const language of ['en', 'de', 'fr', 'it']) {
    const part = scores.filter((score) => score.language === language);
    if (!part.length) continue;
    const figures = summarize(part);
    console.log(
      `  ${language}  ${String(part.length).padStart(2)} applications  recall ${percent(figures.recall).padStart(7)}  ` +
        `false alarms ${percent(figures.falseAlarmRate).padStart(7)}  clean with blocker ${figures.cleanWithBlocker}/${figures.cleanApplications}  ` +
        `relevance ${percent(figures.evidenceRelevance).padStart(7)}  quotes not found ${figures.quotesNotFound}`,
    );
  }
  if (options.verbose) {
    console.log('\nEvidence outside a supporting section');
    for (const score of scores)
      for (const item of score.irrelevantEvidence)
        console.log(`  ${score.id} ${item.check} (${item.criterion}) in "${item.section ?? '-'}": ${item.quote}`);
  }
  console.log(
    `\nRun time: ${seconds.toFixed(1)} s for ${scores.length} applications (${((seconds * 1000) / scores.length).toFixed(0)} ms each: render, extract, detect, anonymize, review)`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main();
}
