/**
 * OCR quality, speed and masking on scanned pages: `npm run bench -- ocr` (issue 14).
 *
 * The pages of bench/ocr-set/ (application pages in DE, FR, IT and EN with known text, one with two columns, two with a
 * table) are drawn as scans by build-scan.ts and wrapped one per PDF, in three conditions: clean at 300 dpi, noisy at
 * 300 dpi (speckles, skew, JPEG quality 70) and noisy at 200 dpi. Then it prints:
 * - character accuracy, 1 − Levenshtein distance / reference length after collapsing whitespace, per language and
 *   condition, and for the two-column and table pages alone (targets: ≥ 97 % clean at 300 dpi, ≥ 93 % noisy);
 * - seconds per page: wall time of `extractText` on the one-page PDF (parsing, rendering at 300 dpi, OCR), the engine
 *   already started; the first page, which starts it, is shown apart (target ≤ 4 s a page on this 2-core machine);
 * - peak RSS of the reading process (Tesseract's worker is a thread of it, so RSS counts it);
 * - the share of the names, e-mail addresses and phone numbers printed on the pages that `detectPiiAsync` covers with
 *   an entity of their kind in the OCR text, against the same pages' text as digital (target: as on digital text);
 * - on ../shared/corpus (skipped when absent): whether pdf-with-ocr-text is read again (it has a text layer, so no)
 *   and its confidence when OCR is forced, and how many pages of the corpus's PDFs the extractor takes for scans.
 *
 * `npm run bench -- ocr --set fresh` (or `fresh2`) does the same on bench/ocr-set/fresh.ts (fresh2.ts): pages kept
 * unseen while the rules were written.
 *
 * As in processing-speed.ts, the scans are read in a child process running the server's build on plain `node`, which
 * is what production runs; under tsx the loader and source maps would inflate RSS.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { extractText, isExtractionError } from '../apps/server/src/documents/extract/index.js';
import { OcrEngine } from '../apps/server/src/documents/extract/ocr/ocr-engine.js';
import { renderPageForOcr } from '../apps/server/src/documents/extract/ocr/render-page.js';
import {
  buildScannedPdf,
  scanPageText,
  type TScanOptions,
} from '../apps/server/src/documents/extract/test-support/build-scan.js';
import { detectPiiAsync } from '../apps/server/src/documents/pii/index.js';
import { OCR_FRESH_SET } from './ocr-set/fresh.js';
import { OCR_FRESH2_SET } from './ocr-set/fresh2.js';
import { OCR_SET, type TOcrLanguage, type TOcrPersonalType, type TOcrSetPage } from './ocr-set/pages.js';
import { characterAccuracy, scoreAccuracy, scoreValueMasking, type TAccuracy } from './ocr-scoring.js';
import { buildServer } from './support/build-server.js';

const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));
/**
 * `--set fresh` or `--set fresh2` reads bench/ocr-set/fresh.ts or fresh2.ts instead: pages written by someone who had
 * not seen the OCR rules or the other pages, kept out of sight until the rules were done, for figures on pages the
 * rules were not tuned on (fresh was then used to tune the next rules; fresh2 was read once, after them).
 */
const SETS: Readonly<Record<string, readonly TOcrSetPage[]>> = {
  main: OCR_SET,
  fresh: OCR_FRESH_SET,
  fresh2: OCR_FRESH2_SET,
};
const PAGES: readonly TOcrSetPage[] = SETS[process.argv[process.argv.indexOf('--set') + 1] ?? 'main'] ?? OCR_SET;
const corpusDir = process.env.CORPUS_DIR ?? path.resolve(repositoryRoot, '../shared/corpus');
const serverDist = path.join(repositoryRoot, 'apps/server/dist/documents');
const MB = 1024 * 1024;
const CLEAN_TARGET = 0.97;
const NOISY_TARGET = 0.93;
const SECONDS_PER_PAGE_TARGET = 4;
const PAGE_TIMEOUT_MS = 60_000;
const LANGUAGES: readonly TOcrLanguage[] = ['de', 'fr', 'it', 'en'];
const PERSONAL_TYPES: readonly TOcrPersonalType[] = ['PERSON', 'EMAIL_ADDRESS', 'PHONE_NUMBER'];
/** Scanners skew by a degree or less; each page gets its own angle and direction. */
const SKEWS = [0.6, -0.8, 1, -0.7];

interface TCondition {
  name: string;
  isClean: boolean;
  options: (pageIndex: number) => TScanOptions;
}

const CONDITIONS: readonly TCondition[] = [
  { name: 'clean 300 dpi', isClean: true, options: () => ({ dpi: 300 }) },
  {
    name: 'noisy 300 dpi',
    isClean: false,
    options: (index) => ({ dpi: 300, noise: 0.002, rotationDegrees: SKEWS[index % SKEWS.length], jpegQuality: 70 }),
  },
  {
    name: 'noisy 200 dpi',
    isClean: false,
    options: (index) => ({ dpi: 200, noise: 0.002, rotationDegrees: SKEWS[index % SKEWS.length], jpegQuality: 70 }),
  },
];

interface TChildPage {
  text: string;
  seconds: number;
  confidence: number;
}

interface TChildReport {
  /** The first page read, engine start-up included; read again among the others. */
  startupSeconds: number;
  pages: TChildPage[];
  maxRssMb: number;
  /** RSS once the modules are loaded and before the first scan. */
  baseRssMb: number;
}

// The child reads every PDF given, in order, with one engine, and prints one JSON line.
const CHILD_SCRIPT = `
const [extractUrl, engineUrl, timeoutMs, ...files] = process.argv.slice(1);
const { readFile } = await import('node:fs/promises');
const { extractText } = await import(extractUrl);
const { OcrEngine } = await import(engineUrl);
const engine = new OcrEngine();
const ocr = { reader: engine, maxPages: 10, pageTimeoutMs: Number(timeoutMs) };
const baseRssMb = process.memoryUsage().rss / 1024 / 1024;
async function read(file) {
  const data = await readFile(file);
  const started = performance.now();
  const result = await extractText({ data, fileType: 'pdf' }, { ocr });
  return { text: result.text, seconds: (performance.now() - started) / 1000, confidence: result.ocr?.confidence ?? 0 };
}
const startup = await read(files[0]);
const pages = [];
for (const file of files) pages.push(await read(file));
await engine.close();
console.log(JSON.stringify({ startupSeconds: startup.seconds, pages, baseRssMb, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
`;

function readScansInChild(files: readonly string[]): TChildReport {
  const url = (file: string) => pathToFileURL(path.join(serverDist, file)).href;
  const child = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '--eval',
      CHILD_SCRIPT,
      url('extract/index.js'),
      url('extract/ocr/ocr-engine.js'),
      String(PAGE_TIMEOUT_MS),
      ...files,
    ],
    { encoding: 'utf8', maxBuffer: 64 * MB },
  );
  if (child.status !== 0) throw new Error(`Reading the scans failed:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '') as TChildReport;
}

interface TPageRun {
  setPage: TOcrSetPage;
  condition: TCondition;
  read: TChildPage;
  accuracy: TAccuracy;
}

/** Draws every page in every condition, one PDF each, into `directory`; returns the files in reading order. */
async function writeScans(directory: string): Promise<{ file: string; setPage: TOcrSetPage; condition: TCondition }[]> {
  const scans = CONDITIONS.flatMap((condition) => PAGES.map((setPage, index) => ({ condition, setPage, index })));
  return Promise.all(
    scans.map(async ({ condition, setPage, index }) => {
      const file = path.join(directory, `${condition.name.replace(/\s+/g, '-')}-${setPage.id}.pdf`);
      writeFileSync(file, await buildScannedPdf([setPage.page], { ...condition.options(index), seed: 7 + index }));
      return { file, setPage, condition };
    }),
  );
}

const percent = (share: number): string => `${(share * 100).toFixed(1)} %`;
const pad = (text: string, width: number): string => text.padEnd(width);

function printAccuracy(runs: readonly TPageRun[]): boolean {
  const rows: { label: string; pick: (run: TPageRun) => boolean }[] = [
    ...LANGUAGES.map((lang) => ({ label: lang.toUpperCase(), pick: (run: TPageRun) => run.setPage.lang === lang })),
    { label: 'all pages', pick: () => true },
    { label: 'two-column page', pick: (run) => run.setPage.page.blocks.some((block) => 'columns' in block) },
    { label: 'table pages', pick: (run) => run.setPage.page.blocks.some((block) => 'table' in block) },
  ];
  console.log(`Character accuracy (1 − edits / reference characters, whitespace collapsed)`);
  console.log(`  ${pad('', 16)}${CONDITIONS.map((condition) => condition.name.padStart(15)).join('')}`);
  let isOnTarget = true;
  for (const row of rows) {
    const cells = CONDITIONS.map((condition) => {
      const scores = runs.filter((run) => run.condition === condition && row.pick(run)).map((run) => run.accuracy);
      const accuracy = characterAccuracy(scores);
      if (accuracy < (condition.isClean ? CLEAN_TARGET : NOISY_TARGET) && condition.name !== 'noisy 200 dpi') {
        isOnTarget = false;
      }
      return percent(accuracy).padStart(15);
    });
    console.log(`  ${pad(row.label, 16)}${cells.join('')}`);
  }
  console.log('  per page:');
  for (const setPage of PAGES) {
    const cells = CONDITIONS.map((condition) => {
      const run = runs.find((candidate) => candidate.condition === condition && candidate.setPage === setPage);
      return percent(run ? characterAccuracy([run.accuracy]) : 0).padStart(15);
    });
    console.log(`  ${pad(`  ${setPage.id}`, 16)}${cells.join('')}`);
  }
  if (process.argv.includes('--verbose')) {
    for (const run of runs) console.log(`\n── ${run.condition.name} ${run.setPage.id}\n${run.read.text}`);
  }
  return isOnTarget;
}

/**
 * Whether Tesseract read the two columns across (the right column's first words on the same line as the left one's)
 * rather than one after the other. Two words each, since OCR turns dashes in a third (2016–2020) into hyphens.
 */
function isReadAcross(run: TPageRun): boolean {
  const columns = run.setPage.page.blocks.find((block) => 'columns' in block);
  if (!columns || !('columns' in columns)) return false;
  const opening = (text: string) => text.split(/\s+/).slice(0, 2).join(' ');
  const line = run.read.text.split('\n').find((candidate) => candidate.includes(opening(columns.columns[1])));
  return line?.includes(opening(columns.columns[0])) ?? false;
}

function printSpeed(runs: readonly TPageRun[], report: TChildReport): boolean {
  console.log(`\nSeconds per page (extractText on a one-page PDF: parse, render at 300 dpi, OCR; engine warm)`);
  let isOnTarget = true;
  for (const condition of CONDITIONS) {
    const seconds = runs.filter((run) => run.condition === condition).map((run) => run.read.seconds);
    const mean = seconds.reduce((sum, value) => sum + value, 0) / seconds.length;
    if (mean > SECONDS_PER_PAGE_TARGET) isOnTarget = false;
    console.log(
      `  ${pad(condition.name, 16)}mean ${mean.toFixed(2)} s, min ${Math.min(...seconds).toFixed(2)} s, ` +
        `max ${Math.max(...seconds).toFixed(2)} s over ${seconds.length} pages`,
    );
  }
  console.log(`  first page, engine start-up included: ${report.startupSeconds.toFixed(2)} s`);
  console.log(
    `\nPeak RSS of the reading process: ${report.maxRssMb.toFixed(0)} MB ` +
      `(${report.baseRssMb.toFixed(0)} MB with the modules loaded, before the first scan)`,
  );
  return isOnTarget;
}

interface TMaskingCount {
  total: number;
  masked: number;
  /** Values OCR did not read verbatim, so they cannot be masked as printed. */
  misread: number;
  /** The values not masked, with `?` after those not read verbatim. */
  missed: string[];
}

async function countMasking(
  pages: readonly { setPage: TOcrSetPage; text: string }[],
): Promise<Map<string, TMaskingCount>> {
  const counts = new Map<string, TMaskingCount>(
    PERSONAL_TYPES.map((type) => [type, { total: 0, masked: 0, misread: 0, missed: [] }]),
  );
  for (const { setPage, text } of pages) {
    const entities = await detectPiiAsync(text);
    for (const type of PERSONAL_TYPES) {
      const count = counts.get(type);
      if (!count) continue;
      for (const value of setPage.personal[type]) {
        const { found, masked } = scoreValueMasking(text, value, type, entities);
        count.total++;
        if (masked) count.masked++;
        if (!found) count.misread++;
        if (!masked) count.missed.push(found ? value : `${value}?`);
      }
    }
  }
  return counts;
}

async function printMasking(runs: readonly TPageRun[]): Promise<boolean> {
  const digital = await countMasking(PAGES.map((setPage) => ({ setPage, text: scanPageText(setPage.page) })));
  const scanned = await Promise.all(
    CONDITIONS.map((condition) =>
      countMasking(
        runs.filter((run) => run.condition === condition).map((run) => ({ setPage: run.setPage, text: run.read.text })),
      ),
    ),
  );
  console.log(`\nPersonal data masked (covered by a detected entity of its kind; misread: not read verbatim)`);
  console.log(
    `  ${pad('', 15)}${pad('digital text', 16)}${CONDITIONS.map((condition) => pad(condition.name, 26)).join('')}`,
  );
  let isOnTarget = true;
  for (const type of PERSONAL_TYPES) {
    const format = (count: TMaskingCount | undefined, withMisread: boolean) =>
      count
        ? `${count.masked}/${count.total} ${percent(count.masked / count.total)}` +
          (withMisread ? ` (${count.misread} misread)` : '')
        : '';
    const digitalCount = digital.get(type);
    const cells = scanned.map((counts, index) => {
      const count = counts.get(type);
      if (CONDITIONS[index]?.name !== 'noisy 200 dpi' && (count?.masked ?? 0) < (digitalCount?.masked ?? 0)) {
        isOnTarget = false;
      }
      return pad(format(count, true), 26);
    });
    console.log(`  ${pad(type, 15)}${pad(format(digitalCount, false), 16)}${cells.join('')}`);
  }
  [digital, ...scanned].forEach((counts, index) => {
    const missed = PERSONAL_TYPES.flatMap((type) => counts.get(type)?.missed ?? []);
    const label = index === 0 ? 'digital text' : (CONDITIONS[index - 1]?.name ?? '');
    if (missed.length > 0) console.log(`  not masked, ${label}: ${missed.join(', ')}`);
  });
  return isOnTarget;
}

/** Renders page 1 of a PDF as the extractor would and reads it, whatever text layer the page has. */
async function forceOcr(data: Uint8Array, engine: OcrEngine): Promise<{ confidence: number; characters: number }> {
  const pdfjsRoot = path.join(repositoryRoot, 'node_modules/pdfjs-dist/');
  const document = await getDocument({
    data: new Uint8Array(data),
    standardFontDataUrl: `${pdfjsRoot}standard_fonts/`,
    cMapUrl: `${pdfjsRoot}cmaps/`,
    cMapPacked: true,
    wasmUrl: `${pdfjsRoot}wasm/`,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
  }).promise;
  try {
    const image = await renderPageForOcr(await document.getPage(1));
    const { confidence, characters } = await engine.read(image, PAGE_TIMEOUT_MS);
    return { confidence, characters };
  } finally {
    await document.destroy();
  }
}

async function printCorpus(): Promise<void> {
  const pdfFolder = path.join(corpusDir, 'pdf');
  console.log(`\nCorpus (${corpusDir})`);
  if (!existsSync(pdfFolder)) {
    console.log('  not found: check out ../shared/corpus next to the repository or set CORPUS_DIR; skipped.');
    return;
  }
  // A reader that reads nothing: it only counts the pages the extractor takes for scans.
  let scannedPages = 0;
  const scannedFiles: string[] = [];
  const countingReader = {
    read: () => {
      scannedPages++;
      return Promise.resolve({ text: '', confidence: 0, characters: 0 });
    },
  };
  const files = readdirSync(pdfFolder)
    .filter((name) => name.toLowerCase().endsWith('.pdf'))
    .sort();
  const refused: string[] = [];
  for (const name of files) {
    const before = scannedPages;
    try {
      await extractText(
        { data: await readFile(path.join(pdfFolder, name)), fileType: 'pdf' },
        { ocr: { reader: countingReader, maxPages: 10_000, pageTimeoutMs: PAGE_TIMEOUT_MS } },
      );
    } catch (error) {
      refused.push(`${name} ${isExtractionError(error) ? error.code : 'error'}`);
    }
    if (scannedPages > before) scannedFiles.push(`${name} (${scannedPages - before})`);
  }
  console.log(
    `  ${files.length} PDFs: ${scannedPages} pages taken for scans` +
      (scannedFiles.length > 0 ? ` (${scannedFiles.join(', ')})` : '') +
      `; ${refused.length} refused, as without OCR (${refused.join(', ')})`,
  );

  const ocrTextFile = path.join(pdfFolder, 'Unstructured-IO-pdf-with-ocr-text.pdf');
  if (!existsSync(ocrTextFile)) return;
  const data = await readFile(ocrTextFile);
  const engine = new OcrEngine();
  try {
    const kept = await extractText(
      { data, fileType: 'pdf' },
      { ocr: { reader: engine, maxPages: 10, pageTimeoutMs: PAGE_TIMEOUT_MS } },
    );
    const forced = await forceOcr(data, engine);
    console.log(
      `  Unstructured-IO-pdf-with-ocr-text.pdf: ${kept.pageCount} pages, ${kept.ocr ? 'read by OCR' : 'text layer kept, not read again'} ` +
        `(${kept.text.length} characters); page 1 forced through OCR: confidence ${forced.confidence.toFixed(1)}, ` +
        `${forced.characters} letters and digits`,
    );
  } finally {
    await engine.close();
  }
}

async function main(): Promise<void> {
  buildServer();
  const directory = mkdtempSync(path.join(tmpdir(), 'ocr-bench-'));
  try {
    const scans = await writeScans(directory);
    console.log(
      `OCR benchmark: Node ${process.version}, ${PAGES.length} pages (${LANGUAGES.join(', ')}) × ` +
        `${CONDITIONS.length} conditions, one plain-node process\n`,
    );
    const report = readScansInChild(scans.map((scan) => scan.file));
    const runs: TPageRun[] = scans.map((scan, index) => {
      const read = report.pages[index] ?? { text: '', seconds: 0, confidence: 0 };
      return { ...scan, read, accuracy: scoreAccuracy(read.text, scanPageText(scan.setPage.page)) };
    });
    const isAccuracyOnTarget = printAccuracy(runs);
    const columnRuns = runs.filter((run) => run.setPage.page.blocks.some((block) => 'columns' in block));
    console.log(
      `  two columns read across (lines of both columns merged): ` +
        columnRuns.map((run) => `${run.condition.name} ${isReadAcross(run) ? 'yes' : 'no'}`).join(', '),
    );
    const isSpeedOnTarget = printSpeed(runs, report);
    const isMaskingOnTarget = await printMasking(runs);
    await printCorpus();

    console.log(
      `\nTarget: ≥ ${percent(CLEAN_TARGET)} clean at 300 dpi, ≥ ${percent(NOISY_TARGET)} noisy at 300 dpi, ` +
        `every language: ${isAccuracyOnTarget ? 'met' : 'MISSED'}`,
    );
    console.log(`Target: ≤ ${SECONDS_PER_PAGE_TARGET} s a page: ${isSpeedOnTarget ? 'met' : 'MISSED'}`);
    console.log(`Target: as much masked on 300 dpi scans as on digital text: ${isMaskingOnTarget ? 'met' : 'MISSED'}`);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

await main();
