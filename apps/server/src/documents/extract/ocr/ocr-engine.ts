/**
 * Reads page images with Tesseract (tesseract.js: Tesseract compiled to WebAssembly, run in a worker thread of its
 * own). All four languages are loaded into one engine and tried in one pass, so the page itself decides which
 * language a word is read in; measured here, that costs about a third more time than one language and reads mixed
 * German/French/English pages better.
 *
 * Offline by construction: the language data comes from the installed npm packages (ocr-languages.ts), through a
 * folder of links this module makes, since tesseract.js takes one folder for all languages; it is given as a local
 * path, never a URL, and caching (which would write `.traineddata` files into the working folder) is off. Images are
 * passed as bytes, never as a path or URL. tesseract.js only fetches when a language path is a URL or missing.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker as TesseractWorker } from 'tesseract.js';
import { findOcrLanguages, type TOcrLanguage } from './ocr-languages.js';

export interface TOcrImage {
  /** A binary PGM (P5) image: Leptonica reads it without decoding, unlike PNG. */
  pgm: Buffer;
}

export interface TOcrLine {
  text: string;
  /** Mean word confidence, 0–100. */
  confidence: number;
}

export interface TOcrPageResult {
  /** Paragraphs separated by a blank line, lines by a line break. */
  text: string;
  /** Mean word confidence over the words kept, weighted by their length; 0 when nothing was read. */
  confidence: number;
  /** Characters kept (letters and digits), to tell an empty page from a read one. */
  characters: number;
}

export class OcrTimeoutError extends Error {
  override name = 'OcrTimeoutError';
}

/**
 * Tesseract parameters: no second pass over each line for white-on-black text (it costs about a fifth of the time
 * and application documents print dark on light), and its diagnostics ("Estimating resolution as …") go nowhere
 * instead of to the server's stderr.
 */
const TESSERACT_CONFIG = 'tessedit_do_invert 0\ndebug_file /dev/null';

/** Words read with less confidence than this are noise (speckles, stamps, signatures) unless they are real words. */
const MIN_WORD_CONFIDENCE = 40;

interface TBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
interface TWordLike {
  text: string;
  confidence: number;
  bbox?: TBox;
}
interface TLineLike {
  words: TWordLike[];
}
interface TParagraphLike {
  lines: TLineLike[];
}
interface TBlockLike {
  paragraphs: TParagraphLike[];
}

const alphanumerics = (text: string): number => text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;

/**
 * Keeps the words Tesseract is reasonably sure of, and the unsure ones that still look like words (mostly letters or
 * digits): speckles and pen strokes come out as unsure runs of punctuation.
 */
function isKeptWord(word: TWordLike): boolean {
  if (word.confidence >= MIN_WORD_CONFIDENCE) return true;
  const letters = alphanumerics(word.text);
  return letters >= 2 && letters >= word.text.length * 0.6;
}

interface TKeptLine {
  words: TWordLike[];
  /** Which paragraph of Tesseract's the line was in. */
  paragraph: number;
}

/** A gap between two words wider than this many line heights is a gutter between columns, not a space. */
const GUTTER_LINE_HEIGHTS = 2.5;
/** Columns are read one after the other only from this many lines on, and when they hold prose (words per line). */
const MIN_COLUMN_LINES = 3;
const MIN_PROSE_WORDS = 4;

/** The widest gap between a line's words, when it is wide enough to be a gutter: where it starts and ends. */
function gutterOf(words: readonly TWordLike[]): { from: number; to: number } | undefined {
  const boxes = words.map((word) => word.bbox).filter((box): box is TBox => box !== undefined);
  if (boxes.length < 2 || boxes.length !== words.length) return undefined;
  const heights = boxes.map((box) => box.y1 - box.y0).sort((a, b) => a - b);
  const height = heights[Math.floor(heights.length / 2)] ?? 0;
  let widest: { from: number; to: number } | undefined;
  for (let index = 1; index < boxes.length; index++) {
    const from = boxes[index - 1]!.x1;
    const to = boxes[index]!.x0;
    if (to - from >= GUTTER_LINE_HEIGHTS * height && (!widest || to - from > widest.to - widest.from))
      widest = { from, to };
  }
  return widest;
}

type TLineGroup = { lines: TKeptLine[] } | { columns: [TWordLike[][], TWordLike[][]] };

/**
 * Tesseract sometimes reads two columns of prose as one, each line running across the gutter. Consecutive lines
 * that share a gutter and hold prose on its left are split there and read column by column. Lines that share a
 * gutter with a label on its left (a CV's "Geburtsdatum     07.06.1991") stay rows: the label belongs to its value.
 */
function groupColumns(lines: readonly TKeptLine[]): TLineGroup[] {
  const groups: TLineGroup[] = [];
  let index = 0;
  while (index < lines.length) {
    let gutter = gutterOf(lines[index]!.words);
    let end = index + 1;
    while (gutter && end < lines.length) {
      const next = gutterOf(lines[end]!.words);
      if (!next || next.from >= gutter.to || next.to <= gutter.from) break;
      gutter = { from: Math.max(gutter.from, next.from), to: Math.min(gutter.to, next.to) };
      end++;
    }
    const run = lines.slice(index, end);
    const split = gutter && run.length >= MIN_COLUMN_LINES ? splitAt(run, gutter) : undefined;
    const isProse =
      split !== undefined &&
      split[0].reduce((sum, words) => sum + words.length, 0) / split[0].length >= MIN_PROSE_WORDS;
    if (split && isProse) {
      groups.push({ columns: split });
      index = end;
    } else {
      const last = groups.at(-1);
      if (last && 'lines' in last) last.lines.push(lines[index]!);
      else groups.push({ lines: [lines[index]!] });
      index++;
    }
  }
  return groups;
}

function splitAt(run: readonly TKeptLine[], gutter: { from: number; to: number }): [TWordLike[][], TWordLike[][]] {
  const middle = (gutter.from + gutter.to) / 2;
  const left: TWordLike[][] = [];
  const right: TWordLike[][] = [];
  for (const { words } of run) {
    left.push(words.filter((word) => (word.bbox?.x1 ?? 0) <= middle));
    right.push(words.filter((word) => (word.bbox?.x1 ?? 0) > middle));
  }
  return [left.filter((words) => words.length > 0), right.filter((words) => words.length > 0)];
}

const lineText = (words: readonly TWordLike[]) => words.map((word) => word.text).join(' ');

/**
 * Paragraphs and lines from Tesseract's blocks, with the noise left out and columns of prose read one after the
 * other, and the kept words' confidence.
 */
export function textFromBlocks(blocks: readonly TBlockLike[]): TOcrPageResult {
  const paragraphs: string[] = [];
  let weightedConfidence = 0;
  let characters = 0;
  let paragraphNumber = 0;
  for (const block of blocks) {
    const kept: TKeptLine[] = [];
    for (const paragraph of block.paragraphs) {
      paragraphNumber++;
      for (const line of paragraph.lines) {
        const words = line.words.filter(isKeptWord);
        // A line of only punctuation ("|", "—", "..") is a rule or a smudge.
        if (!words.some((word) => alphanumerics(word.text) > 0)) continue;
        for (const word of words) {
          const weight = Math.max(1, alphanumerics(word.text));
          weightedConfidence += word.confidence * weight;
          characters += weight;
        }
        kept.push({ words, paragraph: paragraphNumber });
      }
    }
    for (const group of groupColumns(kept)) {
      if ('columns' in group) {
        for (const column of group.columns) paragraphs.push(column.map(lineText).join('\n'));
        continue;
      }
      let current: string[] = [];
      let currentParagraph = group.lines[0]?.paragraph;
      for (const line of group.lines) {
        if (line.paragraph !== currentParagraph && current.length > 0) {
          paragraphs.push(current.join('\n'));
          current = [];
        }
        currentParagraph = line.paragraph;
        current.push(lineText(line.words));
      }
      if (current.length > 0) paragraphs.push(current.join('\n'));
    }
  }
  return {
    text: paragraphs.join('\n\n'),
    confidence: characters === 0 ? 0 : weightedConfidence / characters,
    characters,
  };
}

/**
 * A folder with the languages' data under the names tesseract.js looks for (`deu.traineddata.gz`): links, named after
 * the files they point to, so every worker thread and process of the same installation shares one.
 */
function linkLanguageFolder(languages: readonly TOcrLanguage[]): string {
  const key = createHash('sha256')
    .update(languages.map((language) => language.file).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const folder = path.join(tmpdir(), `grant-review-ocr-${key}`);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  for (const { code, file } of languages) {
    const link = path.join(folder, `${code}.traineddata.gz`);
    try {
      symlinkSync(file, link);
    } catch (error) {
      // Made by another thread or an earlier run; anything else at that name is not ours to use.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || readlinkSync(link) !== file) throw error;
    }
  }
  return folder;
}

/** One Tesseract engine, started on first use and kept for the next page; `close` ends it. */
export class OcrEngine {
  #worker: Promise<TesseractWorker> | undefined;
  #languageFolder: string | undefined;

  /** The language codes loaded, e.g. `deu+fra+ita+eng`; empty when no language data is installed. */
  readonly languages: string;
  readonly #available: TOcrLanguage[];

  constructor() {
    this.#available = findOcrLanguages().available;
    this.languages = this.#available.map((language) => language.code).join('+');
  }

  get isAvailable(): boolean {
    return this.#available.length > 0;
  }

  /** The options tesseract.js gets: exported for the test that no path can download. */
  workerOptions(): { langPath: string; cacheMethod: 'none'; gzip: true } {
    this.#languageFolder ??= linkLanguageFolder(this.#available);
    return { langPath: this.#languageFolder, cacheMethod: 'none', gzip: true };
  }

  #start(): Promise<TesseractWorker> {
    this.#worker ??= (async () => {
      const worker = await createWorker(this.languages, OEM.LSTM_ONLY, this.workerOptions(), TESSERACT_CONFIG);
      await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '0' });
      return worker;
    })();
    return this.#worker;
  }

  /**
   * Reads one page image. Past `timeoutMs` the engine is stopped (Tesseract cannot be interrupted otherwise) and
   * OcrTimeoutError thrown; the next call starts a new one.
   */
  async read(image: TOcrImage, timeoutMs: number): Promise<TOcrPageResult> {
    if (!this.isAvailable) throw new Error('no OCR language data is installed');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrTimeoutError(`OCR took longer than ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const worker = await Promise.race([this.#start(), timeout]);
      const { data } = await Promise.race([
        // rotateAuto measures the skew of the lines and straightens the image before reading it.
        worker.recognize(image.pgm, { rotateAuto: true }, { text: false, blocks: true }),
        timeout,
      ]);
      return textFromBlocks(data.blocks ?? []);
    } catch (error) {
      if (error instanceof OcrTimeoutError) await this.#stopWorker();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async #stopWorker(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.then((started) => started.terminate()).catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.#stopWorker();
  }
}
