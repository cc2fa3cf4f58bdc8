/**
 * PII quality and speed benchmark: `npm run bench -- pii [--split dev|holdout|fresh] [--batch <prefix|suffix>] [--verbose] [--json] [--corpus]`.
 *
 * First table: the labelled Swiss document set in bench/pii-set/ (see its README.md and pii-set.ts): per type, the
 * share of values masked, must-keep text kept and character precision, per split and per language, then issue 11's
 * targets with PASS/FAIL. `--verbose` lists misses and over-masks per document; `--split` restricts the report to one
 * split; `--json` prints everything as one JSON object; `--corpus` adds entity counts per document on ../shared/corpus
 * (pii-corpus.ts).
 *
 * Second table: presidio-research's synthetic set.
 * Runs `detectPii` on every `full_text` of presidio-research's synthetic set (read from
 * ../shared/pii-eval/, never copied into the project) and reports SPAN-level precision and recall per type.
 * Matching rule (as presidio-research's SpanEvaluator): adjacent spans of one type, separated only by whitespace,
 * are joined in gold and in predictions (the set labels "12", "Main Street" and "Apt. 4" as separate
 * STREET_ADDRESS spans); a gold span counts as found when the same-type predictions overlapping it reach a combined
 * character IoU >= 0.5 over letters and digits; precision counts predictions credited by a match. Predicted types
 * the set does not score here (URL, LOCATION, DATE_TIME…) are ignored. IoU >= 0.75 (Presidio's usual threshold)
 * and exact-span figures are printed too, so the tolerance is visible. The set is for measuring only: no rule or list in
 * the detectors was fitted to it.
 *
 * Speed: MB/s of `detectPii` on ~1.5 MB of generated multilingual prose (the size of a 600-page PDF's text).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { detectPii } from '../apps/server/src/documents/pii/index.js';
import { countCorpusEntities, printCorpus } from './pii-corpus.js';
import { evaluatePiiSet, isSplit, loadPiiSet, SPLITS, type TSplit } from './pii-set.js';
import { evaluateTargets, printSetReport, printTargets, summarizeSetReport } from './pii-set-report.js';

export interface TSpan {
  type: string;
  start: number;
  end: number;
}

export interface TScoredDocument {
  text: string;
  gold: readonly TSpan[];
  predicted: readonly TSpan[];
}

export interface TTypeMetrics {
  type: string;
  gold: number;
  predicted: number;
  /** Gold spans covered by predictions of the same type at IoU >= threshold (true positives). */
  matched: number;
  /** Predicted spans that took part in a match. */
  credited: number;
  precision: number;
  recall: number;
}

export const EVALUATED_TYPES = [
  'PERSON',
  'EMAIL_ADDRESS',
  'PHONE_NUMBER',
  'IBAN_CODE',
  'CREDIT_CARD',
  'STREET_ADDRESS',
] as const;

// Only whitespace joins two spans: "Anna Muster, Hans Meier" stays two people.
const SEPARATOR = /^\s*$/;

/** Fuses spans of one type that touch or are separated only by separators ("12 Main St" + "Apt 4"). */
function joinAdjacent(text: string, spans: readonly TSpan[]): TSpan[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const joined: TSpan[] = [];
  for (const span of sorted) {
    const previous = joined[joined.length - 1];
    if (previous && (span.start <= previous.end || SEPARATOR.test(text.slice(previous.end, span.start)))) {
      joined[joined.length - 1] = { ...previous, end: Math.max(previous.end, span.end) };
    } else {
      joined.push({ ...span });
    }
  }
  return joined;
}

/** Counts letters and digits in [start, end): whitespace and punctuation at the edges do not sway the IoU. */
function createSignificantCounter(text: string): (start: number, end: number) => number {
  const prefix = new Uint32Array(text.length + 1);
  for (let index = 0; index < text.length; index += 1) {
    prefix[index + 1] = (prefix[index] ?? 0) + (/[\p{L}\p{N}]/u.test(text[index] ?? '') ? 1 : 0);
  }
  return (start, end) => (end > start ? (prefix[end] ?? 0) - (prefix[start] ?? 0) : 0);
}

const ratio = (numerator: number, denominator: number): number => (denominator === 0 ? 1 : numerator / denominator);

/**
 * Span metrics in the manner of presidio-research's SpanEvaluator: adjacent spans of one type are joined (in gold
 * and in predictions); a gold span is a true positive when the predictions of its type that overlap it cover it
 * with a combined character IoU >= `minIou` (letters and digits only); a prediction is credited when it took part
 * in such a match, otherwise it is a false positive. Returns one row per type and an "ALL" row (micro average).
 */
export function computeSpanMetrics(
  documents: readonly TScoredDocument[],
  types: readonly string[],
  minIou = 0.5,
): TTypeMetrics[] {
  const totals = new Map(types.map((type) => [type, { gold: 0, predicted: 0, matched: 0, credited: 0 }]));
  for (const document of documents) {
    const count = createSignificantCounter(document.text);
    for (const type of types) {
      const total = totals.get(type);
      if (!total) continue;
      const gold = joinAdjacent(
        document.text,
        document.gold.filter((span) => span.type === type),
      );
      const predicted = joinAdjacent(
        document.text,
        document.predicted.filter((span) => span.type === type),
      );
      const credited = new Set<number>();
      for (const goldSpan of gold) {
        const overlapping = predicted
          .map((span, index) => ({ span, index }))
          .filter(({ span }) => span.start < goldSpan.end && goldSpan.start < span.end);
        if (!overlapping.length) continue;
        const intersection = overlapping.reduce(
          (sum, { span }) => sum + count(Math.max(span.start, goldSpan.start), Math.min(span.end, goldSpan.end)),
          0,
        );
        const union =
          count(goldSpan.start, goldSpan.end) +
          overlapping.reduce((sum, { span }) => sum + count(span.start, span.end), 0) -
          intersection;
        if (union > 0 && intersection / union >= minIou) {
          total.matched += 1;
          for (const { index } of overlapping) credited.add(index);
        }
      }
      total.gold += gold.length;
      total.predicted += predicted.length;
      total.credited += credited.size;
    }
  }
  const rows = types.map((type) => {
    const total = totals.get(type) ?? { gold: 0, predicted: 0, matched: 0, credited: 0 };
    return {
      type,
      ...total,
      precision: ratio(total.credited, total.predicted),
      recall: ratio(total.matched, total.gold),
    };
  });
  const sum = (key: 'gold' | 'predicted' | 'matched' | 'credited'): number =>
    rows.reduce((acc, row) => acc + row[key], 0);
  const all = {
    type: 'ALL',
    gold: sum('gold'),
    predicted: sum('predicted'),
    matched: sum('matched'),
    credited: sum('credited'),
  };
  return [...rows, { ...all, precision: ratio(all.credited, all.predicted), recall: ratio(all.matched, all.gold) }];
}

export interface TPresidioRecord {
  full_text: string;
  spans: { entity_type: string; start_position: number; end_position: number }[];
}

const percent = (value: number): string => `${(value * 100).toFixed(1)}%`.padStart(7);

function printTable(title: string, rows: readonly TTypeMetrics[]): void {
  console.log(`\n${title}`);
  console.log('type            gold  pred  tp_gold  credited_pred  precision  recall');
  for (const row of rows) {
    console.log(
      `${row.type.padEnd(15)} ${String(row.gold).padStart(4)}  ${String(row.predicted).padStart(4)}  ${String(row.matched).padStart(7)}  ${String(row.credited).padStart(13)}    ${percent(row.precision)}  ${percent(row.recall)}`,
    );
  }
}

/** Deterministic multilingual prose with a little PII, about `bytes` long. */
export function buildProse(bytes: number): string {
  const paragraphs = [
    "The project develops a low-power sensor platform for precision agriculture. In work package 2 the team validates the prototype with two implementation partners; milestone M6 (Q3 2026) marks the end of the field trials. The budget is CHF 1.2 Mio, of which CHF 150'000 is the cash contribution of the partners. Market studies show a growth of 12% per year until 2030.",
    'Das Projekt entwickelt eine neue Messmethode für die Qualitätskontrolle in der Lebensmittelindustrie. Der Umsetzungspartner stellt Daten aus drei Produktionslinien zur Verfügung. Meilenstein 3 ist bis 31. März 2027 erreicht; danach folgt die Markteinführung in der Schweiz und in Deutschland. Die Forschung erfolgt an der ETH Zürich mit Unterstützung von Innosuisse.',
    "Le projet vise à réduire la consommation d'énergie des bâtiments grâce à un contrôle prédictif. Le partenaire de mise en œuvre teste la solution dans dix bâtiments pilotes à Lausanne. Le jalon principal est prévu pour le deuxième trimestre 2026 et le budget total s'élève à CHF 850'000.",
    "Il progetto studia nuovi materiali per batterie riciclabili. Il partner di attuazione è un'azienda ticinese con 120 collaboratori. La fase 2 inizia nel 2026 e il prototipo raggiunge il TRL 5 entro la fine del progetto. Il mercato europeo cresce del 20% all'anno.",
    'Contact person: Dr. Anna Muster, anna.muster@example.ch, +41 44 632 11 11. The applicant, Hans Meier (CEO), lives at Bahnhofstrasse 12, 8001 Zürich.',
  ];
  const parts: string[] = [];
  let length = 0;
  let index = 0;
  while (length < bytes) {
    const paragraph = paragraphs[index % paragraphs.length] ?? '';
    parts.push(paragraph);
    length += paragraph.length + 2;
    index += 1;
  }
  return parts.join('\n\n');
}

function measureSpeed(): { megabytesPerSecond: number; milliseconds: number; bytes: number } {
  const prose = buildProse(1_500_000);
  detectPii(prose.slice(0, 20_000));
  const started = performance.now();
  detectPii(prose);
  const milliseconds = performance.now() - started;
  const bytes = Buffer.byteLength(prose, 'utf8');
  return { megabytesPerSecond: bytes / 1_000_000 / (milliseconds / 1000), milliseconds, bytes };
}

export const DATASET_URL = new URL('../../shared/pii-eval/presidio-synth_dataset_v2.json', import.meta.url);

/** Runs `detectPii` on every text of the set and pairs its spans with the gold spans. */
export function scoreRecords(records: readonly TPresidioRecord[]): TScoredDocument[] {
  return records.map((record) => ({
    text: record.full_text,
    gold: record.spans.map((span) => ({ type: span.entity_type, start: span.start_position, end: span.end_position })),
    predicted: detectPii(record.full_text).map((entity) => ({
      type: entity.entity_type,
      start: entity.start,
      end: entity.end,
    })),
  }));
}

export async function loadDataset(): Promise<TPresidioRecord[] | undefined> {
  try {
    return JSON.parse(await readFile(DATASET_URL, 'utf8')) as TPresidioRecord[];
  } catch {
    return undefined;
  }
}

interface TOptions {
  split: TSplit | 'all';
  /**
   * Only one batch of the set, measured on its own: the documents whose name starts with this (`--batch fresh3`) or
   * ends with it after a dash (`--batch 41` for `*-41.txt`).
   */
  batch: string | undefined;
  isJson: boolean;
  isVerbose: boolean;
  hasCorpus: boolean;
}

function parseOptions(argv: readonly string[]): TOptions {
  const splitIndex = argv.indexOf('--split');
  const split = splitIndex >= 0 ? argv[splitIndex + 1] : 'all';
  if (split !== 'all' && !isSplit(split)) {
    throw new Error(`--split takes ${SPLITS.join(', ')} or all, not "${split}"`);
  }
  return {
    split,
    batch: argv.includes('--batch') ? argv[argv.indexOf('--batch') + 1] : undefined,
    isJson: argv.includes('--json'),
    isVerbose: argv.includes('--verbose'),
    hasCorpus: argv.includes('--corpus'),
  };
}

async function main(): Promise<void> {
  let options: TOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  const log = options.isJson ? (): void => undefined : (...parts: unknown[]): void => console.log(...parts);
  const json: Record<string, unknown> = {};

  const { batch } = options;
  const setDocuments = (await loadPiiSet()).filter(
    (document) => batch === undefined || document.id.startsWith(batch) || document.id.endsWith(`-${batch}`),
  );
  const setReport = evaluatePiiSet(setDocuments, (text) => detectPii(text), options.split);
  json.swissSet = summarizeSetReport(setReport, options.split);
  if (!options.isJson) printSetReport(setDocuments, setReport, options.split, options.isVerbose);

  const records = await loadDataset();
  let presidioAll: TTypeMetrics | undefined;
  if (!records) {
    log('\nPII evaluation set not found at ../shared/pii-eval/presidio-synth_dataset_v2.json; quality not measured.');
    if (process.env.CI === 'true') process.exitCode = 1;
  } else {
    const started = performance.now();
    const documents = scoreRecords(records);
    const msPerText = (performance.now() - started) / records.length;
    const rows = computeSpanMetrics(documents, EVALUATED_TYPES);
    presidioAll = rows.find((row) => row.type === 'ALL');
    json.presidioResearch = { iou50: rows, msPerText };
    if (!options.isJson) {
      printTable('Second table: span match, IoU >= 0.5 (presidio-synth_dataset_v2, 1,500 texts)', rows);
      printTable('Stricter: IoU >= 0.75', computeSpanMetrics(documents, EVALUATED_TYPES, 0.75));
      printTable('Exact span match (IoU = 1 on letters and digits)', computeSpanMetrics(documents, EVALUATED_TYPES, 1));
      log(`\nms per text: ${msPerText.toFixed(2)}`);
      log('\nPublished Presidio figures on this set (span evaluation, all its types):');
      log('  vanilla Presidio (spaCy en_core_web_lg)        precision 68.5%  recall 60.3%  ~6.8 ms/text');
      log('  Presidio + transformer (stanford-deidentifier)  precision 87.0%  recall 83.9%  ~43 ms/text');
    }
  }

  const targets = evaluateTargets(setReport, options.split, presidioAll);
  json.targets = targets;
  if (!options.isJson) printTargets(targets);

  const speed = measureSpeed();
  json.speed = speed;
  log(
    `\nSpeed on ${(speed.bytes / 1_000_000).toFixed(2)} MB of multilingual prose: ${speed.milliseconds.toFixed(0)} ms, ${speed.megabytesPerSecond.toFixed(2)} MB/s`,
  );

  if (options.hasCorpus) {
    const corpus = await countCorpusEntities();
    json.corpus = corpus;
    if (!options.isJson) printCorpus(corpus);
  } else {
    log('\nEntities on the shared corpus (../shared/corpus): run with `npm run bench -- pii --corpus`.');
  }
  if (options.isJson) console.log(JSON.stringify(json, null, 2));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
