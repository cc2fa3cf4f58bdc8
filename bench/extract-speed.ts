/**
 * Document extraction speed and memory: `npx tsx bench/extract-speed.ts [--runs N]`.
 *
 * Extracts the corpus's 619-page PDF and its largest DOCX (read from ../shared/corpus/, never copied
 * into the project) and prints pages/s, MB/s and peak RSS, against the targets: the 619-page PDF in
 * under 10 s on one core, peak RSS under 400 MB.
 *
 * How it measures, and why:
 * - Each file runs in its own child process, so each peak RSS (the kernel's maxRSS) is that file's.
 * - The child is plain `node` on JavaScript transpiled from the extraction sources (with the
 *   `typescript` devDependency, into node_modules/.cache/), i.e. what production runs. Under tsx the
 *   same work peaks 250–400 MB higher: its loader thread and source maps (pdf.js ships 10 MB of
 *   them) are counted in RSS, and they are not the extractor's.
 * - pdf.js parses on the calling thread in Node, so all figures are for one core. The first run is
 *   cold (module compilation, font data); later runs are warm. CPU seconds are printed next to wall
 *   seconds because a busy machine stretches wall time.
 * - The child collects garbage between runs (as an idle pool worker would), so the peak RSS is the
 *   peak of one extraction rather than of several runs' uncollected garbage piled up.
 *
 * Without the corpus it prints a message and exits 0 (1 when CI=true).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));
const corpusDir = process.env.CORPUS_DIR ?? path.resolve(repositoryRoot, '../shared/corpus');
const extractSourceDir = path.join(repositoryRoot, 'apps/server/src/documents/extract');
// Inside node_modules so the transpiled files resolve pdfjs-dist and mammoth like the sources do.
const buildDir = path.join(repositoryRoot, 'node_modules/.cache/extract-speed-bench');
const MB = 1024 * 1024;
const PDF_TARGET_SECONDS = 10;
const RSS_TARGET_MB = 400;

const BENCH_FILES: readonly { file: string; fileType: 'pdf' | 'docx' }[] = [
  { file: 'pdf/Unstructured-IO-DA-619p.pdf', fileType: 'pdf' },
  { file: 'docx/Unstructured-IO-handbook-872p.docx', fileType: 'docx' },
];

interface TRun {
  seconds: number;
  cpuSeconds: number;
  pageCount: number | null;
  paragraphs: number;
  characters: number;
}

interface TChildReport {
  bytes: number;
  runs: TRun[];
  /** The kernel's peak resident set size of the child process, in MB. */
  maxRssMb: number;
}

// The child runs as plain JavaScript (see the header); it prints one JSON line.
const CHILD_SCRIPT = `
import { readFile } from 'node:fs/promises';
const [moduleUrl, filePath, fileType, runCount] = process.argv.slice(1);
const { extractText } = await import(moduleUrl);
const data = await readFile(filePath);
const runs = [];
for (let run = 0; run < Number(runCount); run++) {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await extractText({ data, fileType });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  runs.push({
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    pageCount: result.pageCount ?? null,
    paragraphs: result.text.split('\\n\\n').length,
    characters: result.text.length,
  });
  // A pool worker is idle between documents and V8 collects then; without this, run 2 would stack
  // on run 1's uncollected garbage and the peak would measure V8's laziness, not the extractor.
  globalThis.gc();
}
console.log(JSON.stringify({ bytes: data.length, runs, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
`;

function readRunsOption(): number {
  const index = process.argv.indexOf('--runs');
  const runs = index >= 0 ? Number(process.argv[index + 1]) : 2;
  return Number.isInteger(runs) && runs > 0 ? runs : 2;
}

/** Transpiles the extraction modules (not their tests) to ESM JavaScript; returns the index URL. */
async function transpileExtractor(): Promise<string> {
  await rm(buildDir, { recursive: true, force: true });
  await mkdir(buildDir, { recursive: true });
  const sources = (await readdir(extractSourceDir)).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
  );
  for (const name of sources) {
    const source = await readFile(path.join(extractSourceDir, name), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2023, verbatimModuleSyntax: true },
      fileName: name,
    });
    await writeFile(path.join(buildDir, name.replace(/\.ts$/, '.js')), outputText);
  }
  await writeFile(path.join(buildDir, 'package.json'), '{"type":"module"}\n');
  return pathToFileURL(path.join(buildDir, 'index.js')).href;
}

function runChild(moduleUrl: string, filePath: string, fileType: string, runs: number): TChildReport {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--input-type=module', '--eval', CHILD_SCRIPT, moduleUrl, filePath, fileType, String(runs)],
    { encoding: 'utf8', maxBuffer: 16 * MB },
  );
  if (child.status !== 0) throw new Error(`Benchmark of ${filePath} failed:\n${child.stderr}`);
  const reportLine = child.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(reportLine) as TChildReport;
}

function formatRun(report: TChildReport, run: TRun, index: number): string {
  const label = index === 0 ? 'cold' : `warm ${index}`;
  const rate =
    run.pageCount !== null
      ? `${(run.pageCount / run.seconds).toFixed(0)} pages/s (${(run.pageCount / run.cpuSeconds).toFixed(0)} per cpu s)`
      : `${(run.paragraphs / run.seconds).toFixed(0)} paragraphs/s`;
  return (
    `  ${label.padEnd(7)} ${run.seconds.toFixed(2)} s wall, ${run.cpuSeconds.toFixed(2)} s cpu  ${rate}  ` +
    `${(report.bytes / MB / run.seconds).toFixed(2)} MB/s  ${(run.characters / 1e6).toFixed(2)} M chars out`
  );
}

async function main(): Promise<void> {
  const missing = BENCH_FILES.filter(({ file }) => !existsSync(path.join(corpusDir, file)));
  if (missing.length > 0) {
    console.log(`Corpus not found at ${corpusDir} (missing ${missing.map(({ file }) => file).join(', ')}).`);
    console.log('Check out ../shared/corpus next to the repository or set CORPUS_DIR; nothing was measured.');
    process.exitCode = process.env.CI === 'true' ? 1 : 0;
    return;
  }

  const runs = readRunsOption();
  const moduleUrl = await transpileExtractor();
  console.log(
    `Extraction benchmark: Node ${process.version}, ${runs} runs per file, one plain-node process per file\n`,
  );
  let isPdfOnTarget = true;
  let isRssOnTarget = true;
  try {
    for (const { file, fileType } of BENCH_FILES) {
      const report = runChild(moduleUrl, path.join(corpusDir, file), fileType, runs);
      console.log(`${file}  (${(report.bytes / MB).toFixed(2)} MB)`);
      report.runs.forEach((run, index) => console.log(formatRun(report, run, index)));
      console.log(`  peak RSS ${report.maxRssMb.toFixed(0)} MB\n`);
      if (fileType === 'pdf' && report.runs.some((run) => run.cpuSeconds >= PDF_TARGET_SECONDS)) isPdfOnTarget = false;
      if (report.maxRssMb >= RSS_TARGET_MB) isRssOnTarget = false;
    }
  } finally {
    await rm(buildDir, { recursive: true, force: true });
  }
  console.log(
    `Target: 619-page PDF under ${PDF_TARGET_SECONDS} s on one core (cpu time): ${isPdfOnTarget ? 'met' : 'MISSED'}`,
  );
  console.log(`Target: peak RSS under ${RSS_TARGET_MB} MB: ${isRssOnTarget ? 'met' : 'MISSED'}`);
}

await main();
